import { Suspense, lazy, useEffect } from 'react';

const loadStripe = () => import(/* webpackChunkName: "loading-bar" */ './LoadingStripe');
const LoadingStripe = lazy(loadStripe);

interface LoadingBarProps {
  /** Catalogue data or a page's code is loading (the layout knows which). */
  active: boolean;
}

/**
 * A thin bar at the very top while catalogue data loads or the next page's code is on its way. The
 * bar's code is not in the first load: it is fetched once the first screen is up, well before the
 * next load (and it only shows 200 ms into a load, so a quick one finishes unseen).
 */
export function LoadingBar({ active }: LoadingBarProps) {
  useEffect(() => {
    void loadStripe().catch(() => undefined);
  }, []);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <LoadingStripe />
    </Suspense>
  );
}
