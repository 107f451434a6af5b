import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';

import { LoadingScreen } from '@/components/LoadingScreen';
import { OfflineScreenContext } from '@/components/OfflineFallback';

/** Its own small chunk, loaded the first time a page fails offline (the service worker keeps it). */
const OfflineScreen = lazy(() => import(/* webpackChunkName: "offline" */ '@/pages/OfflinePage'));

const SCREEN = (
  <Suspense fallback={<LoadingScreen />}>
    <OfflineScreen />
  </Suspense>
);

/** Pages that fail while the browser is offline show the offline screen (see OfflineOr). */
export function OfflineScreenProvider({ children }: { children: ReactNode }) {
  return <OfflineScreenContext value={SCREEN}>{children}</OfflineScreenContext>;
}
