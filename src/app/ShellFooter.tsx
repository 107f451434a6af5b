import { Footer } from '@/components/layout/Footer';
import { ContactHost } from '@/features/contact/ContactHost';
import { ContactLink } from '@/features/contact/ContactLink';

/** The layout's footer with its contact link, and the one contact modal (see Layout). */
export default function ShellFooter() {
  return (
    <>
      <Footer contact={<ContactLink />} />
      <ContactHost />
    </>
  );
}
