import {
  TRENDING_PAGE_SIZE,
  TRENDING_POOL_PAGES,
  filterTrending,
} from '../../common/trendingFilters';
import type { FilteredTrending, TrendingFilters } from '../../common/trendingFilters';
import type { TrendingItem } from '../../common/tmdb';
import { parseRequest } from '../api/request';
import { routeByName } from '../api/routeTable';
import type { CatalogueSource } from '../sources/types';

const TRENDING = routeByName.get('trending')!;
/** Pages asked for at once: the live source's rate limit and coalescing do the rest. */
const BATCH = 5;

/** The pool as read: its entries, and whether every page the list has (up to the bound) came. */
export interface TrendingPool {
  items: TrendingItem[];
  complete: boolean;
}

/** The catalogue's own failure on the first page: passed on to the visitor as it is. */
export class TrendingUnavailable extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`trending answered ${status}`);
    this.name = 'TrendingUnavailable';
  }
}

type PageAnswer =
  | { ok: true; results: TrendingItem[]; totalPages: number }
  | { ok: false; status: number; body: string };

/**
 * One page of `trending/all/{window}` through the catalogue source: the very request the trending
 * screen makes (in the page's `language`, none for English), so the two share the live source's
 * cache, coalescing and rate limit.
 */
async function readPage(
  source: CatalogueSource,
  window: 'day' | 'week',
  page: number,
  language: string | undefined,
): Promise<PageAnswer> {
  const answer = await source.get(
    parseRequest(
      TRENDING,
      { media_type: 'all', time_window: window },
      { page: String(page), ...(language ? { language } : {}) },
    ),
  );
  if (answer.status !== 200) return { ok: false, status: answer.status, body: answer.body };
  const body = JSON.parse(answer.body) as { results?: unknown; total_pages?: unknown };
  return {
    ok: true,
    results: Array.isArray(body.results) ? (body.results as TrendingItem[]) : [],
    totalPages: typeof body.total_pages === 'number' ? body.total_pages : page,
  };
}

/**
 * The first TRENDING_POOL_PAGES pages of a window's trending list, each entry once (TMDB's pages can
 * repeat an entry as the list moves). A first page that fails throws TrendingUnavailable; a later one
 * ends the pool there (`complete: false`), so that what was read is still filtered.
 */
export async function readTrendingPool(
  source: CatalogueSource,
  window: 'day' | 'week',
  language?: string,
): Promise<TrendingPool> {
  const first = await readPage(source, window, 1, language);
  if (!first.ok) throw new TrendingUnavailable(first.status, first.body);
  const last = Math.min(first.totalPages, TRENDING_POOL_PAGES);
  const pages = [first.results];
  let complete = true;
  for (let start = 2; start <= last && complete; start += BATCH) {
    const numbers = Array.from(
      { length: Math.min(BATCH, last - start + 1) },
      (_, index) => start + index,
    );
    for (const answer of await Promise.all(
      numbers.map((n) => readPage(source, window, n, language)),
    )) {
      if (!answer.ok) {
        complete = false;
        break;
      }
      pages.push(answer.results);
    }
  }
  const seen = new Set<string>();
  const items = pages.flat().filter((item) => {
    const key = `${item.media_type}-${item.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { items, complete };
}

/** One page of the pool's entries that pass the filters, in TMDB's paged shape. */
export function filteredPage(
  pool: readonly TrendingItem[],
  filters: TrendingFilters,
  page: number,
): FilteredTrending {
  const matches = filterTrending(pool, filters);
  const start = (page - 1) * TRENDING_PAGE_SIZE;
  return {
    page,
    results: matches.slice(start, start + TRENDING_PAGE_SIZE),
    total_pages: Math.ceil(matches.length / TRENDING_PAGE_SIZE),
    total_results: matches.length,
    searched: pool.length,
  };
}
