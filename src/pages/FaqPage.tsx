import { ContactSupportButton } from '@/features/contact/ContactSupportButton';
import { FaqList } from '@/features/legal/FaqList';
import { StaticPage } from '@/features/legal/StaticPage';

/** /FAQ (spec "Static pages"): our own text, ending with Contact Support. */
export default function FaqPage() {
  return (
    <StaticPage
      heading="Frequently Asked Questions"
      intro="Quick answers about accounts, your lists and the video players."
      contact={<ContactSupportButton subject="A question not answered in the FAQ" />}
    >
      <FaqList />
    </StaticPage>
  );
}
