import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

import { LoadingScreen } from '@/components/LoadingScreen';
import { OfflineScreenContext } from '@/components/OfflineFallback';
import { selectAnyQueryPending } from '@/services/tmdbApi';

import { useAppSelector } from './hooks';

/** Its own small chunk, loaded the first time a page fails offline (the service worker keeps it). */
const OfflineScreen = lazy(() => import(/* webpackChunkName: "offline" */ '@/pages/OfflinePage'));

/**
 * The offline screen in place of the page while any part of the page reports that it could not reach
 * the server (see OfflineOr), and while that page asks again: it does not flicker back to a loading
 * page at each new try. The page stays mounted, out of sight, so that it shows again as soon as its
 * calls are answered.
 */
export function OfflineScreenProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const asking = useAppSelector(selectAnyQueryPending);
  const [reports, setReports] = useState(0);
  /** The page the screen was last shown on, while that page may be trying again. */
  const [held, setHeld] = useState<string | null>(null);
  const show = useCallback(() => {
    setReports((count) => count + 1);
    return () => setReports((count) => count - 1);
  }, []);
  // Adjusted while rendering (React's way for state that follows other state).
  if (reports > 0 && held !== pathname) setHeld(pathname);
  // Let go once nothing reports and nothing is asked any more: after this render's effects, so that a
  // try that fails again (its failure reporting in a layout effect) keeps the same screen mounted.
  useEffect(() => {
    if (reports > 0 || asking || held === null) return undefined;
    const timer = setTimeout(() => setHeld(null));
    return () => clearTimeout(timer);
  }, [reports, asking, held]);
  const shown = reports > 0 || held === pathname;
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
