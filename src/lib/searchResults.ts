/**
 * The search page's rules (spec "Search (/search)" and section 5): its URL, which results each filter
 * mode shows, their ranking, and how All mode joins titles, people and collections into pages.
 */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

import { normalizeTitle } from '@common/normalizeTitle';
import type { CollectionListItem, Paged, TrendingItem } from '@common/tmdb';

import { formatNumber } from './intlFormats';
import { MAX_PAGES, capTotalPages } from './pagination';

/** The 'Filter Content' modes in the dropdown's order, with the spec's labels. */
export const SEARCH_FILTERS = [
  { value: 'all', label: msg`All Content` },
  { value: 'collection', label: msg`Collections` },
  { value: 'movie', label: msg`Movies Only` },
  { value: 'tv', label: msg`TV Shows Only` },
  { value: 'person', label: msg`Actors Only` },
] as const;

export type SearchMediaType = (typeof SEARCH_FILTERS)[number]['value'];

export const DEFAULT_SEARCH_MEDIA_TYPE: SearchMediaType = 'all';

/** Everything the search page's URL carries. */
export interface SearchQuery {
  /** The trimmed query; '' when missing or blank (the page then goes home). */
  q: string;
  page: number;
  mediaType: SearchMediaType;
  /**
   * The visitor chose 'Search instead for' the query as typed: it is not corrected, even when it finds
   * nothing (`literal=1`).
   */
  literal: boolean;
}

/** A search result of any kind, with its media_type (collections get theirs here). */
export type SearchResult = TrendingItem | (CollectionListItem & { media_type: 'collection' });

/** One page of results as the search page shows it. */
export interface SearchResultsPage {
  results: SearchResult[];
  /** Pages the visitor can go through: at most 500. */
  totalPages: number;
  /** The 'Found N results' count. */
  totalResults: number;
}

/** What the search page shows for its URL: a page of results, and how the query was corrected. */
export interface SearchAnswer extends SearchResultsPage {
  /**
   * The correction whose results these are ('Showing results for …'), when the query as typed found
   * nothing and a correction did; null otherwise.
   */
  correction: string | null;
  /** 'Did you mean:' corrections to offer when nothing was found; empty otherwise. */
  didYouMean: string[];
}

const PAGE_DIGITS = /^\d{1,4}$/;

/**
 * The page from the URL: a whole number from 1 to 500, otherwise 1 (the issue: abc, 0, -2, 2.5 and
 * 9999 fall back to the default rather than to the nearest page).
 */
export function parseSearchPage(raw: string | null | undefined): number {
  const text = raw?.trim() ?? '';
  if (!PAGE_DIGITS.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= MAX_PAGES ? page : 1;
}

/** One of the five modes; anything else (missing, 'bogus', 'Movie') is All. */
export function parseSearchMediaType(raw: string | null | undefined): SearchMediaType {
  return SEARCH_FILTERS.find((filter) => filter.value === raw)?.value ?? DEFAULT_SEARCH_MEDIA_TYPE;
}

/** Reads /search's URL. */
export function parseSearchQuery(params: URLSearchParams): SearchQuery {
  return {
    q: (params.get('q') ?? '').trim(),
    page: parseSearchPage(params.get('page')),
    mediaType: parseSearchMediaType(params.get('media_type')),
    literal: params.get('literal') === '1',
  };
}

/**
 * The query string of a search ('?q=…'), in the spec's order: q always (trimmed and encoded as the
 * header writes it), page only above 1, media_type only when not All; then literal=1 when the query is
 * not to be corrected.
 */
export function buildSearchSearch({ q, page, mediaType, literal }: SearchQuery): string {
  const parts = [`q=${encodeURIComponent(q.trim())}`];
  const shownPage = parseSearchPage(String(page));
  if (shownPage > 1) parts.push(`page=${shownPage}`);
  if (mediaType !== DEFAULT_SEARCH_MEDIA_TYPE) parts.push(`media_type=${mediaType}`);
  if (literal) parts.push('literal=1');
  return `?${parts.join('&')}`;
}

/** True when the URL's page lies past the last page of an answer: the page falls back to 1. */
export function isPastLastPage(page: number, totalPages: number): boolean {
  return page > Math.max(1, totalPages);
}

/** Spec: an actor is shown only with a profile picture. */
export function hasProfilePicture(item: { profile_path?: string | null }): boolean {
  return Boolean(item.profile_path?.trim());
}

/**
 * What All mode shows (spec section 5): movies, shows, collections, and actors with a profile picture.
 * Anything else a search/multi answer may hold is left out.
 */
export function isShownInAll(item: SearchResult): boolean {
  switch (item.media_type) {
    case 'movie':
    case 'tv':
    case 'collection':
      return true;
    case 'person':
      return hasProfilePicture(item);
    default:
      return false;
  }
}

const titleOf = (item: SearchResult): string => ('title' in item ? item.title : item.name) ?? '';

/** TMDB names collections "X Collection": a search for "x" matches that one exactly too. */
const COLLECTION_SUFFIX = / collection$/;

/** True when the item's title (or name) is the query, give or take case, accents and punctuation. */
export function isExactMatch(item: SearchResult, query: string): boolean {
  const wanted = normalizeTitle(query);
  if (!wanted) return false;
  const title = normalizeTitle(titleOf(item));
  if (title === wanted) return true;
  return item.media_type === 'collection' && title.replace(COLLECTION_SUFFIX, '') === wanted;
}

const popularityOf = (item: SearchResult) =>
  'popularity' in item && typeof item.popularity === 'number' ? item.popularity : 0;

/**
 * Spec ranking: exact title matches first, then by popularity, most popular first. Items without a
 * popularity (TMDB gives collections none) count as 0; ties keep the order the searches gave.
 */
export function rankSearchResults<T extends SearchResult>(items: readonly T[], query: string): T[] {
  return items
    .map((item, index) => ({ item, index, exact: isExactMatch(item, query) }))
    .sort(
      (a, b) =>
        Number(b.exact) - Number(a.exact) ||
        popularityOf(b.item) - popularityOf(a.item) ||
        a.index - b.index,
    )
    .map(({ item }) => item);
}

/** The first copy of each media type and id (a movie and a show may share an id; they are kept). */
export function dedupeSearchResults<T extends SearchResult>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = `${item.media_type}-${item.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A collection search result as a search result of its own kind. */
export const asCollectionResult = (item: CollectionListItem): SearchResult => ({
  ...item,
  media_type: 'collection',
});

/**
 * The count line's number. When the whole answer is on one page the cards are counted, so what is
 * dropped here (actors without a picture, duplicates) is not counted; on longer lists, only TMDB's
 * total exists (the other pages are not fetched), so that is said.
 */
function countOf(shown: number, answer: Pick<Paged<unknown>, 'total_pages' | 'total_results'>) {
  return answer.total_pages <= 1 ? shown : answer.total_results;
}

/** Results to a page: the local page size of All mode, and search/multi's own. */
export const SEARCH_PAGE_SIZE = 20;

/** The search/multi pages that page `page` of All mode is made of (see `allModePage`). */
export function allModeMultiPages(page: number): number[] {
  return page === 1 ? [1] : [page - 1, page];
}

/** What page `page` of All mode is made of. */
export interface AllModeAnswers {
  /** search/multi's page `page - 1`; only from page 2 on. */
  before?: Paged<TrendingItem>;
  /** search/multi's page `page`; absent when that page is past its last. */
  current?: Paged<TrendingItem>;
  /** search/collection's page 1. */
  collections: readonly CollectionListItem[];
}

/**
 * All mode (spec section 7): search/multi's page plus search/collection's page 1, merged, only movies,
 * shows, collections and actors with a picture kept, de-duplicated, ranked, paged locally at 20.
 *
 * How the two lists share pages, which the spec leaves open: the results read as one list, made of
 * search/multi's first page and the collections (C of them) ranked together, then multi's later pages
 * in TMDB's order. Each page shows the next 20 of that list (ranked within the page): page 1 the top
 * 20 of the ranked block, page N the C results the page before could not fit and the first 20 - C of
 * multi's page N. So
 * every page holds 20 (less what is dropped: actors without a picture), nothing shows twice or goes
 * missing, and 'Found N' is multi's total plus the collections. With no collections the pages are
 * multi's own.
 */
export function allModePage(
  { before, current, collections }: AllModeAnswers,
  query: string,
  page: number,
): SearchResultsPage {
  const collectionResults = dedupeSearchResults(collections.map(asCollectionResult));
  const carry = Math.min(collectionResults.length, SEARCH_PAGE_SIZE);
  const leadBlock = (first: Paged<TrendingItem> | undefined): SearchResult[] =>
    rankSearchResults(
      dedupeSearchResults([...(first?.results ?? []), ...collectionResults]),
      query,
    );

  let window: SearchResult[];
  if (page === 1) window = leadBlock(current).slice(0, SEARCH_PAGE_SIZE);
  else {
    const carried =
      page === 2
        ? leadBlock(before).slice(SEARCH_PAGE_SIZE)
        : (before?.results ?? []).slice(SEARCH_PAGE_SIZE - carry);
    window = [...carried, ...(current?.results ?? []).slice(0, SEARCH_PAGE_SIZE - carry)];
  }
  // Each page ranked like the other modes' pages; which results a page holds stays as above.
  const results = rankSearchResults(window, query).filter(isShownInAll);

  const totals = current ?? before;
  const firstPageOnly = !totals || totals.total_pages <= 1;
  const listed = firstPageOnly
    ? (totals?.results.length ?? 0) + collectionResults.length
    : totals.total_results + collectionResults.length;
  const totalPages = capTotalPages(Math.max(1, Math.ceil(listed / SEARCH_PAGE_SIZE)));
  // Everything on one page: the cards are the count (what was dropped is not counted).
  const totalResults = totalPages === 1 && page === 1 ? results.length : listed;
  return { results, totalPages, totalResults };
}

/** The results one mode-specific search answered, without media_type (TMDB leaves it out there). */
export type ModeAnswer = Paged<{ id: number; media_type?: string }>;

/**
 * Collections, Movies Only, TV Shows Only and Actors Only: that search's page, each result typed,
 * actors without a picture dropped (spec), de-duplicated and ranked like All mode.
 */
export function modePage(
  mediaType: Exclude<SearchMediaType, 'all'>,
  answer: ModeAnswer,
  query: string,
): SearchResultsPage {
  const typed = answer.results.map((item) => ({ ...item, media_type: mediaType }) as SearchResult);
  const kept = mediaType === 'person' ? typed.filter(isShownInAll) : typed;
  const results = rankSearchResults(dedupeSearchResults(kept), query);
  return {
    results,
    totalPages: capTotalPages(answer.total_pages),
    totalResults: countOf(results.length, answer),
  };
}

/**
 * The count line once an answer is in: 'Found N results', or nothing when there are none (the empty
 * state below says 'No results found' already: once, not twice).
 */
export function searchCountText(i18n: I18n, totalResults: number): string {
  if (totalResults <= 0) return '';
  const count = formatNumber(totalResults, i18n.locale);
  return i18n._(
    msg`${plural(totalResults, { one: `Found ${count} result`, other: `Found ${count} results` })}`,
  );
}
