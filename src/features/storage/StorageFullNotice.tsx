import { Suspense, lazy, useState } from 'react';

import { useAppSelector } from '@/app/hooks';

import { selectFailedWrites } from './storageSlice';

// Rarely needed, so the snackbar is fetched only when the browser first refuses a write.
const NoticeSnackbar = lazy(
  () => import(/* webpackChunkName: "notice-snackbar" */ '@/components/NoticeSnackbar'),
);

const STORAGE_FULL =
  'Your saved lists could not be stored in this browser, so changes will only last for this visit. Freeing up browser storage or allowing site data should fix it.';

/**
 * Tells the visitor when the browser refused to save their lists (quota full or storage off). Dismissed,
 * it comes back with the next refused save.
 */
export function StorageFullNotice() {
  const failedWrites = useAppSelector(selectFailedWrites);
  const [dismissedAt, setDismissedAt] = useState(0);
  if (failedWrites === 0) return null;
  return (
    <Suspense fallback={null}>
      <NoticeSnackbar
        open={failedWrites > dismissedAt}
        message={STORAGE_FULL}
        onClose={() => setDismissedAt(failedWrites)}
      />
    </Suspense>
  );
}
