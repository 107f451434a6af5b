import { useLingui } from '@lingui/react/macro';

import { ContactSupportButton } from '@/features/contact/ContactSupportButton';
import { PrivacyText } from '@/features/legal/PrivacyText';
import { StaticPage } from '@/features/legal/StaticPage';

/** /privacy (spec "Static pages"): our own text, ending with Contact Support. */
export default function PrivacyPage() {
  const { t } = useLingui();
  return (
    <StaticPage
      heading={t`Privacy Policy`}
      intro={t`What this site keeps about you, and where it keeps it.`}
      contact={<ContactSupportButton subject={t`Question about the Privacy Policy`} />}
    >
      <PrivacyText />
    </StaticPage>
  );
}
