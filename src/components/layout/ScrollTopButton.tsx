import { useLoaded } from '@/hooks/useLoaded';

import { useScrolledPast } from './useScrolledPast';

/**
 * Nothing shows it before the visitor scrolls, so it is not in any page's first load: its chunk comes
 * the first time the page passes the threshold (a few hundred bytes, at once from the cache after).
 */
const loadFab = () => import(/* webpackChunkName: "scroll-top" */ './ScrollTopFab');

/** Spec: the button appears once the page is scrolled more than 300 px. */
export const SCROLL_TOP_AFTER_PX = 300;

/** The floating "back to top" button, once the page is scrolled far enough. */
export function ScrollTopButton() {
  const visible = useScrolledPast(SCROLL_TOP_AFTER_PX);
  const fab = useLoaded(loadFab, visible);
  if (!visible || !fab) return null;
  const { default: ScrollTopFab } = fab;
  return <ScrollTopFab />;
}
