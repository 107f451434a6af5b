/** The id of the block holding "Where to watch" on the title and player pages (one per page). */
export const WHERE_TO_WATCH_ID = 'where-to-watch';

/**
 * Brings a section of the page into view and puts the keyboard's focus on it (the section carries
 * `tabIndex={-1}`), as an in-page link would, without touching the address.
 */
export function focusSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView({ block: 'start' });
  section.focus({ preventScroll: true });
}
