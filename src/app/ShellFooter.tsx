import { Footer } from '@/components/layout/Footer';
import { ContactHost } from '@/features/contact/ContactHost';
import { ContactLink } from '@/features/contact/ContactLink';

import { useShellAccount } from './hooks';

/** The layout's footer with its contact link, and the one contact modal (see Layout). */
export default function ShellFooter() {
  const account = useShellAccount();
  return (
    <>
      <Footer contact={<ContactLink />} account={account?.link} />
      <ContactHost />
    </>
  );
}
