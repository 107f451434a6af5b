import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { starsText } from '@/lib/stars';

import type { SuggestionReason } from './recommend';

/** The sentence a suggestion shows: "Because you rated Heat 4½★", "Because you saved Alien". */
export function reasonText(i18n: I18n, reason: SuggestionReason): string {
  const { title } = reason;
  switch (reason.kind) {
    case 'rated': {
      const stars = starsText(reason.rating ?? 0);
      return i18n._(msg`Because you rated ${title} ${stars}`);
    }
    case 'liked':
      return i18n._(msg`Because you liked ${title}`);
    case 'saved':
      return i18n._(msg`Because you saved ${title}`);
    case 'watched':
      return i18n._(msg`Because you watched ${title}`);
  }
}
