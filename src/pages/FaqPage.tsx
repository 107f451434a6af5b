import { useLingui } from '@lingui/react/macro';

import { ContactSupportButton } from '@/features/contact/ContactSupportButton';
import { FaqList } from '@/features/legal/FaqList';
import { StaticPage } from '@/features/legal/StaticPage';

/** /FAQ (spec "Static pages"): our own text, ending with Contact Support. */
export default function FaqPage() {
  const { t } = useLingui();
  return (
    <StaticPage
      heading={t`Frequently Asked Questions`}
      intro={t`Quick answers about accounts, your lists and the video players.`}
      contact={<ContactSupportButton subject={t`A question not answered in the FAQ`} />}
    >
      <FaqList />
    </StaticPage>
  );
}
