/**
 * How far outside the screen a section counts as near: half a screen below (or above) it, so its data
 * is usually there by the time the visitor scrolls to it.
 */
export const NEAR_VIEWPORT_MARGIN = '50% 0px';

/**
 * Styles for a section that starts below the fold: the browser lays it out and paints it only once it
 * nears the screen (CSS content-visibility), holding `height` pixels for it until then and, after, the
 * height it last had. The first layout of a page is one of its longest tasks on a phone; the sections
 * it would lay out for nothing (rows of cards, a cast grid) leave it. They stay in the accessibility
 * tree, in find-in-page and in the keyboard's path, as content-visibility keeps them.
 *
 * `height` is the section's height as laid out, so that the page is as long before as after and a
 * scroll position restored on the way back lands where it was.
 */
export const nearScreenOnly = (height: number) =>
  ({
    contentVisibility: 'auto',
    containIntrinsicSize: `auto ${height}px`,
  }) as const;
