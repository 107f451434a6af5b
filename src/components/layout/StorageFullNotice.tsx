import { Suspense, lazy, useEffect, useState } from 'react';

import { STORAGE_FULL_EVENT } from '@/app/persistence';

// Rarely needed, so the snackbar is fetched only when the browser first refuses a write.
const StorageFullSnackbar = lazy(
  () => import(/* webpackChunkName: "storage-full" */ './StorageFullSnackbar'),
);

/** Tells the visitor when the browser refused to save their lists (quota full or storage off). */
export function StorageFullNotice() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const onFull = () => {
      setWanted(true);
      setOpen(true);
    };
    window.addEventListener(STORAGE_FULL_EVENT, onFull);
    return () => window.removeEventListener(STORAGE_FULL_EVENT, onFull);
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <StorageFullSnackbar open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
