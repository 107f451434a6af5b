/**
 * The class of an icon that points the way the page reads (forward, back, next, previous): drawn
 * mirrored on a right-to-left page, where forward is to the left (src/app/rightToLeft.ts). Arrows that
 * point at a side of the screen (a row's scroll buttons) are not marked.
 */
export const MIRRORED = 'mirrored-in-rtl';

/**
 * Which way a left or right arrow key moves through a row of choices (tabs, a carousel's slide
 * picker): +1 to the next in reading order, -1 to the previous, 0 for any other key. On a right-to-left
 * page the next choice is on the left (WAI-ARIA's keyboard guidance for tabs in RTL), so ArrowLeft moves forward.
 */
export function readingStep(key: string, row: Element): -1 | 0 | 1 {
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return 0;
  return (key === 'ArrowRight') === (row.closest('[dir]')?.getAttribute('dir') !== 'rtl') ? 1 : -1;
}
