import { Suspense, lazy, useState } from 'react';

import { useAppSelector } from '@/app/hooks';

import { selectFailedWrites } from './storageSlice';

// Rarely needed, so the snackbar is fetched only when the browser first refuses a write.
const StorageFullSnackbar = lazy(
  () => import(/* webpackChunkName: "storage-full" */ './StorageFullSnackbar'),
);

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
      <StorageFullSnackbar
        open={failedWrites > dismissedAt}
        onClose={() => setDismissedAt(failedWrites)}
      />
    </Suspense>
  );
}
