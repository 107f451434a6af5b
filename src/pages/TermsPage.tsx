import { useLingui } from '@lingui/react/macro';

import { ContactSupportButton } from '@/features/contact/ContactSupportButton';
import { TermsText } from '@/features/legal/TermsText';
import { StaticPage } from '@/features/legal/StaticPage';

/** /terms (spec "Static pages"): our own text, ending with Contact Support. */
export default function TermsPage() {
  const { t } = useLingui();
  return (
    <StaticPage
      heading={t`Terms of Service`}
      intro={t`The rules for using this site, in plain words.`}
      contact={<ContactSupportButton subject={t`Question about the Terms of Service`} />}
    >
      <TermsText />
    </StaticPage>
  );
}
