import { useLingui } from '@lingui/react/macro';

import NoticeSnackbar from '@/components/NoticeSnackbar';

/** The storage-full notice's words, in its own chunk with the snackbar (rarely needed). */
export default function StorageFullSnackbar(props: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <NoticeSnackbar
      {...props}
      message={t`Your saved lists could not be stored in this browser, so changes will only last for this visit. Freeing up browser storage or allowing site data should fix it.`}
    />
  );
}
