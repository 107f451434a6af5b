import { ContactSupportButton } from '@/features/contact/ContactSupportButton';
import { AdBlockersText } from '@/features/legal/AdBlockersText';
import { StaticPage } from '@/features/legal/StaticPage';

/** /AdBlockers (spec "Static pages"): our own text, ending with Contact Support. */
export default function AdBlockersPage() {
  return (
    <StaticPage
      heading="Recommended Ad Blockers"
      intro="Browser extensions that keep ads and pop-ups out of the way while you watch."
      contact={<ContactSupportButton subject="Question about ad blockers" />}
    >
      <AdBlockersText />
    </StaticPage>
  );
}
