import { ContactSupportButton } from '@/features/contact/ContactSupportButton';
import { TermsText } from '@/features/legal/TermsText';
import { StaticPage } from '@/features/legal/StaticPage';

/** /terms (spec "Static pages"): our own text, ending with Contact Support. */
export default function TermsPage() {
  return (
    <StaticPage
      heading="Terms of Service"
      intro="The rules for using this site, in plain words."
      contact={<ContactSupportButton subject="Question about the Terms of Service" />}
    >
      <TermsText />
    </StaticPage>
  );
}
