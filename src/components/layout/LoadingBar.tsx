import { useLoaded } from '@/hooks/useLoaded';

const loadStripe = () => import(/* webpackChunkName: "loading-bar" */ './LoadingStripe');

interface LoadingBarProps {
  /** Catalogue data or a page's code is loading (the layout knows which). */
  active: boolean;
}

/**
 * A thin bar at the very top while catalogue data loads or the next page's code is on its way. The
 * bar's code is not in the first load: it is fetched once the first screen is up, well before the
 * next load (and it only shows 200 ms into a load, so a quick one finishes unseen). Fetched without
 * suspending (see useLoaded): a first load's own requests make the bar active at once.
 */
export function LoadingBar({ active }: LoadingBarProps) {
  const stripe = useLoaded(loadStripe);
  if (!active || !stripe) return null;
  const { default: LoadingStripe } = stripe;
  return <LoadingStripe />;
}
