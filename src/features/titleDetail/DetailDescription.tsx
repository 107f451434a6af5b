import { useLingui } from '@lingui/react/macro';

import { detailDescription } from '@common/pageDescriptions';
import type { DescriptionFacts } from '@common/pageDescriptions';

/**
 * The title page's meta description, in the page's language: the same words as the server's link
 * preview (common/pageDescriptions). A chunk of its own (TitleDetail), since no part of the first
 * paint needs it.
 */
export default function DetailDescription(facts: DescriptionFacts) {
  const { i18n } = useLingui();
  return <meta name="description" content={detailDescription(i18n, facts)} />;
}
