import { MAX_GENRE_IDS, MAX_GENRE_ID_DIGITS } from '@common/genres';

import { MAX_PAGES } from './pagination';

/** Spec: lists sort by popularity unless told otherwise. */
export const DEFAULT_SORT = 'popularity.desc';

/** The filter panel's sort options, in the spec's order and words. */
export const SORT_OPTIONS = [
  { value: 'popularity.desc', label: 'Most Popular' },
  { value: 'vote_average.desc', label: 'Highest Rated' },
  { value: 'primary_release_date.desc', label: 'Recently Released' },
  { value: 'revenue.desc', label: 'Highest Revenue' },
] as const;

export type SortBy = (typeof SORT_OPTIONS)[number]['value'];

/** The earliest year the year filter accepts (spec: 1900 to the current year). */
export const MIN_YEAR = 1900;

/** What a list's filter panel sets. Form values: the year is a string, '' when unset. */
export interface ListFilters {
  with_genres: number[];
  year: string;
  sort_by: string;
}

/** Everything a list URL carries. */
export interface ListQuery extends ListFilters {
  page: number;
}

export const DEFAULT_FILTERS: ListFilters = { with_genres: [], year: '', sort_by: DEFAULT_SORT };

/** The page from the URL: 1 when missing, not a number or below 1; at most 500. */
export function parsePage(raw: string | null | undefined): number {
  if (raw == null || raw.trim() === '') return 1;
  const value = Number(raw);
  if (!Number.isFinite(value)) return 1;
  const page = Math.floor(value);
  if (page < 1) return 1;
  return Math.min(page, MAX_PAGES);
}

const GENRE_ID = new RegExp(`^\\d{1,${MAX_GENRE_ID_DIGITS}}$`);

/**
 * Genre ids from a comma list: positive integers of at most six digits, first occurrence kept,
 * duplicates dropped, at most 31 (the server's rule: anything it would refuse is dropped here).
 */
export function parseGenres(raw: string | null | undefined): number[] {
  if (!raw) return [];
  const ids = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => GENRE_ID.test(part))
    .map(Number)
    .filter((id) => id > 0);
  return [...new Set(ids)].slice(0, MAX_GENRE_IDS);
}

/** True for exactly four digits between 1900 and the current year. */
export function isValidYear(year: string | null | undefined, now: Date = new Date()): boolean {
  if (!year || !/^\d{4}$/.test(year)) return false;
  const value = Number(year);
  return value >= MIN_YEAR && value <= now.getFullYear();
}

/** The year when valid, otherwise '' (spec: an invalid year is silently ignored). */
export function parseYear(raw: string | null | undefined, now: Date = new Date()): string {
  const year = raw?.trim() ?? '';
  return isValidYear(year, now) ? year : '';
}

/** One of the four sort keys; anything else falls back to popularity.desc. */
export function parseSort(raw: string | null | undefined): SortBy {
  const match = SORT_OPTIONS.find((option) => option.value === raw);
  return match ? match.value : DEFAULT_SORT;
}

/**
 * Reads a list URL. `yearKeys` are tried in order: /movies takes primary_release_year and also
 * first_air_date_year (detail pages link years that way).
 */
export function parseListQuery(
  params: URLSearchParams,
  yearKeys: readonly string[] = ['primary_release_year'],
  now: Date = new Date(),
): ListQuery {
  const year = yearKeys.map((key) => parseYear(params.get(key), now)).find(Boolean) ?? '';
  return {
    page: parsePage(params.get('page')),
    with_genres: parseGenres(params.get('with_genres')),
    year,
    sort_by: parseSort(params.get('sort_by')),
  };
}

/** How many filters differ from the defaults: each genre counts, plus the year and a non-default sort. */
export function countActiveFilters(filters: ListFilters): number {
  return (
    filters.with_genres.length +
    (filters.year ? 1 : 0) +
    (filters.sort_by && filters.sort_by !== DEFAULT_SORT ? 1 : 0)
  );
}

/** True when any filter differs from the defaults. */
export function hasActiveFilters(filters: ListFilters): boolean {
  return countActiveFilters(filters) > 0;
}

interface BuildOptions {
  /** The URL name of the year (default primary_release_year). */
  yearKey?: string;
  /** Further parameters, written when not undefined (e.g. trending's window). */
  extra?: Record<string, string | undefined>;
  now?: Date;
}

/**
 * The query string of a list URL with only non-default values ('' when all are defaults, else '?…'):
 * genres when any, a valid year, a sort other than popularity.desc, a page above 1.
 */
export function buildListSearch(query: Partial<ListQuery>, options: BuildOptions = {}): string {
  const { yearKey = 'primary_release_year', extra = {}, now } = options;
  const parts: [string, string][] = [];
  const genres = [...new Set(query.with_genres ?? [])];
  if (genres.length) parts.push(['with_genres', genres.join(',')]);
  if (query.year && isValidYear(query.year, now)) parts.push([yearKey, query.year]);
  const sort = parseSort(query.sort_by);
  if (sort !== DEFAULT_SORT) parts.push(['sort_by', sort]);
  for (const [key, value] of Object.entries(extra)) {
    if (value !== undefined && value !== '') parts.push([key, value]);
  }
  const page = query.page === undefined ? 1 : parsePage(String(query.page));
  if (page > 1) parts.push(['page', String(page)]);
  if (!parts.length) return '';
  // Commas stay readable in genre lists; everything else is encoded.
  const encode = (value: string) => encodeURIComponent(value).replace(/%2C/gi, ',');
  return `?${parts.map(([key, value]) => `${encodeURIComponent(key)}=${encode(value)}`).join('&')}`;
}
