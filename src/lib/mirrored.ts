/**
 * The class of an icon that points the way the page reads (forward, back, next, previous): drawn
 * mirrored on a right-to-left page, where forward is to the left (src/app/rightToLeft.ts). Arrows that
 * point at a side of the screen (a row's scroll buttons) are not marked.
 */
export const MIRRORED = 'mirrored-in-rtl';
