import { useLingui } from '@lingui/react/macro';

import { ContactSupportButton } from '@/features/contact/ContactSupportButton';
import { AdBlockersText } from '@/features/legal/AdBlockersText';
import { StaticPage } from '@/features/legal/StaticPage';

/** /AdBlockers (spec "Static pages"): our own text, ending with Contact Support. */
export default function AdBlockersPage() {
  const { t } = useLingui();
  return (
    <StaticPage
      heading={t`Recommended Ad Blockers`}
      intro={t`Browser extensions that keep ads and pop-ups out of the way while you watch.`}
      contact={<ContactSupportButton subject={t`Question about ad blockers`} />}
    >
      <AdBlockersText />
    </StaticPage>
  );
}
