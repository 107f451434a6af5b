import { useLingui } from '@lingui/react/macro';

import { ContactSupportButton } from '@/features/contact/ContactSupportButton';
import { CookiesText } from '@/features/legal/CookiesText';
import { StaticPage } from '@/features/legal/StaticPage';

/** /cookies (spec "Static pages"): our own text, ending with Contact Support. */
export default function CookiesPage() {
  const { t } = useLingui();
  return (
    <StaticPage
      heading={t`Cookie Policy`}
      intro={t`What this site stores in your browser, and how to remove it.`}
      contact={<ContactSupportButton subject={t`Question about the Cookie Policy`} />}
    >
      <CookiesText />
    </StaticPage>
  );
}
