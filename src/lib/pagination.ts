import { formatNumber } from './intlFormats';

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

/** Results a page holds on TMDB's lists, and so the most 500 pages can reach. */
const PAGE_SIZE = 20;
export const REACHABLE_RESULTS = MAX_PAGES * PAGE_SIZE;

/**
 * The figures of what a list says when it holds more than its 500 pages can show (issue 31: "Found
 * 12,453 movies" while the pages stop at 500): the last page, how many can be browsed and how many
 * there are. Null otherwise. Each list words the note itself (how to reach the rest: narrow the
 * filters, search for the title, make the search more precise), so its first load carries its own
 * sentence only.
 */
export function pageLimit(
  totalResults: number | undefined,
  locale: string,
): { max: number; reachable: string; total: string } | null {
  if (totalResults === undefined || !(totalResults > REACHABLE_RESULTS)) return null;
  return {
    max: MAX_PAGES,
    reachable: formatNumber(REACHABLE_RESULTS, locale),
    total: formatNumber(totalResults, locale),
  };
}
