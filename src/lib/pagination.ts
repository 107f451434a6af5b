/** Spec: lists never offer more than 500 pages (TMDB refuses pages above 500). */
export const MAX_PAGES = 500;

/** One slot of the pagination bar: a page number or a gap. */
export type PageSlot = number | 'start-ellipsis' | 'end-ellipsis';

/** The number of pages a bar may offer: at most 500, never negative. */
export function capTotalPages(totalPages: number): number {
  if (!Number.isFinite(totalPages) || totalPages < 0) return 0;
  return Math.min(Math.floor(totalPages), MAX_PAGES);
}

/** `page` moved into 1..totalPages (after the 500 cap); 1 when there are no pages. */
export function clampPage(page: number, totalPages: number): number {
  const total = Math.max(1, capTotalPages(totalPages));
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), total);
}

/**
 * The slots of the bar: first page, last page, the current page and its neighbours, with an ellipsis
 * where pages are skipped. A gap of a single page shows that page instead of an ellipsis.
 */
export function pageWindow(page: number, totalPages: number): PageSlot[] {
  const total = capTotalPages(totalPages);
  if (total === 0) return [];
  const current = clampPage(page, total);
  const shown = [...new Set([1, current - 1, current, current + 1, total])]
    .filter((n) => n >= 1 && n <= total)
    .sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  shown.forEach((n, index) => {
    const previous = shown[index - 1];
    if (previous !== undefined) {
      if (n - previous === 2) slots.push(previous + 1);
      else if (n - previous > 2) slots.push(n > current ? 'end-ellipsis' : 'start-ellipsis');
    }
    slots.push(n);
  });
  return slots;
}
