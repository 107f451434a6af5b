import { ContactSupportButton } from '@/features/contact/ContactSupportButton';
import { PrivacyText } from '@/features/legal/PrivacyText';
import { StaticPage } from '@/features/legal/StaticPage';

/** /privacy (spec "Static pages"): our own text, ending with Contact Support. */
export default function PrivacyPage() {
  return (
    <StaticPage
      heading="Privacy Policy"
      intro="What this site keeps about you, and where it keeps it."
      contact={<ContactSupportButton subject="Question about the Privacy Policy" />}
    >
      <PrivacyText />
    </StaticPage>
  );
}
