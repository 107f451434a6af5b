/**
 * When a page counts as live: hydrated (or rendered here) with every site-wide key listening, as a
 * visitor's key press is answered from then on. Two parts get there separately, in either order: the
 * shell's extras (ShortcutKeys and the prompts, app/ShellExtrasChunk.tsx) and the header's search box,
 * whose own chunk hydrates it and whose Ctrl/Cmd+S listens from then (components/layout/SearchBox.tsx).
 * Once both have, `<html data-live>` says so; the browser journeys wait for it before they act
 * (e2e/helpers/journey.ts whenLive).
 */
export type LivePart = 'shell extras' | 'header search';

// eslint-disable-next-line lingui/no-unlocalized-strings -- names in the code only
const waiting = new Set<LivePart>(['shell extras', 'header search']);

/** One part is listening; the page is live once every part is. */
export function partLive(part: LivePart): void {
  waiting.delete(part);
  if (waiting.size === 0) document.documentElement.dataset.live = '';
}
