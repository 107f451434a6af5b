import { Suspense, lazy, useCallback, useState } from 'react';
import type { ReactNode } from 'react';

import { LoadingScreen } from '@/components/LoadingScreen';
import { OfflineScreenContext } from '@/components/OfflineFallback';

/** Its own small chunk, loaded the first time a page fails offline (the service worker keeps it). */
const OfflineScreen = lazy(() => import(/* webpackChunkName: "offline" */ '@/pages/OfflinePage'));

/**
 * The offline screen in place of the page while any part of the page reports that it could not reach
 * the server (see OfflineOr). The page stays mounted, out of sight, so that its calls are asked again
 * when the connection is back and it shows again once they are answered.
 */
export function OfflineScreenProvider({ children }: { children: ReactNode }) {
  const [reports, setReports] = useState(0);
  const show = useCallback(() => {
    setReports((count) => count + 1);
    return () => setReports((count) => count - 1);
  }, []);
  const shown = reports > 0;
  return (
    <OfflineScreenContext value={show}>
      {shown ? (
        <Suspense fallback={<LoadingScreen />}>
          <OfflineScreen />
        </Suspense>
      ) : null}
      <div style={{ display: shown ? 'none' : 'contents' }}>{children}</div>
    </OfflineScreenContext>
  );
}
