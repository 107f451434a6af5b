import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { MAX_GENRE_IDS, MAX_GENRE_ID_DIGITS } from '@common/genres';

import { parsePage } from './pageParam';

// Kept here too for the list pages; pages that read only a page number import it from ./pageParam.
export { parsePage };

/** Spec: lists sort by popularity unless told otherwise. */
export const DEFAULT_SORT = 'popularity.desc';

/** A sort the filter panel offers: TMDB's `sort_by` value and the words shown for it. */
export interface SortOption {
  value: string;
  label: MessageDescriptor;
}

/** The sorts a list knows, as its address reads them (their values; labels are the page's). */
type KnownSorts = readonly Pick<SortOption, 'value'>[];

const MOST_POPULAR = msg`Most Popular`;
const HIGHEST_RATED = msg`Highest Rated`;
const RECENTLY_RELEASED = msg`Recently Released`;

/** The filter panel's sort options, in the spec's order and words. */
export const SORT_OPTIONS = [
  { value: 'popularity.desc', label: MOST_POPULAR },
  { value: 'vote_average.desc', label: HIGHEST_RATED },
  { value: 'primary_release_date.desc', label: RECENTLY_RELEASED },
  { value: 'revenue.desc', label: msg`Highest Revenue` },
] as const satisfies readonly SortOption[];

/**
 * TV's sorts (issue 31): discover/tv sorts by first-air date where movies sort by release date, and
 * knows no revenue.
 */
export const TV_SORT_OPTIONS = [
  { value: 'popularity.desc', label: MOST_POPULAR },
  { value: 'vote_average.desc', label: HIGHEST_RATED },
  { value: 'first_air_date.desc', label: RECENTLY_RELEASED },
] as const satisfies readonly SortOption[];

/** The earliest year the year filter accepts (spec: 1900 to the current year). */
export const MIN_YEAR = 1900;

/**
 * The where-to-watch filter ("On my services", issue 31): the visitor's services, by TMDB provider
 * id, in one region. The URL carries both (`with_watch_providers=8|337&watch_region=US`), so a link
 * and the server's render say the same list; the services themselves are remembered in the profile.
 */
export interface ServicesFilter {
  providers: number[];
  region: string;
}

/** What a list's filter panel sets. Form values: the year is a string, '' when unset. */
export interface ListFilters {
  with_genres: number[];
  year: string;
  sort_by: string;
  /** Only on lists that offer it (movies, TV); null or absent when off. */
  services?: ServicesFilter | null;
}

/** Everything a list URL carries. */
export interface ListQuery extends ListFilters {
  page: number;
}

export const DEFAULT_FILTERS: ListFilters = { with_genres: [], year: '', sort_by: DEFAULT_SORT };

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

/** One of the list's sort keys (by default the movies' four); anything else is popularity.desc. */
export function parseSort(
  raw: string | null | undefined,
  sorts: KnownSorts = SORT_OPTIONS,
): string {
  const match = sorts.find((option) => option.value === raw);
  return match ? match.value : DEFAULT_SORT;
}

/** The URL names of the where-to-watch filter (TMDB's discover parameters). */
export const SERVICES_PARAM = 'with_watch_providers';
export const SERVICES_REGION_PARAM = 'watch_region';
/** As many services as TMDB takes genres in one filter. */
export const MAX_SERVICES = MAX_GENRE_IDS;

/**
 * The where-to-watch filter of a URL: provider ids (pipes or commas; positive, at most six digits,
 * first occurrence kept, at most 31) and a region code. Either missing or unreadable, the filter is
 * off, as an unreadable year is (the list then shows everything rather than a guess).
 */
export function parseServices(params: URLSearchParams): ServicesFilter | null {
  const region = params.get(SERVICES_REGION_PARAM)?.trim() ?? '';
  if (!/^[A-Z]{2}$/.test(region)) return null;
  const providers = parseGenres(params.get(SERVICES_PARAM)?.replace(/\|/g, ','));
  return providers.length ? { providers: providers.slice(0, MAX_SERVICES), region } : null;
}

/**
 * Reads a list URL. `yearKeys` are tried in order: /movies takes primary_release_year and also
 * first_air_date_year (detail pages link years that way).
 */
export function parseListQuery(
  params: URLSearchParams,
  yearKeys: readonly string[] = ['primary_release_year'],
  now: Date = new Date(),
  sorts: KnownSorts = SORT_OPTIONS,
): ListQuery {
  const year = yearKeys.map((key) => parseYear(params.get(key), now)).find(Boolean) ?? '';
  return {
    page: parsePage(params.get('page')),
    with_genres: parseGenres(params.get('with_genres')),
    year,
    sort_by: parseSort(params.get('sort_by'), sorts),
  };
}

/**
 * How many filters differ from the defaults: each genre counts, plus the year, a non-default sort and
 * the services filter.
 */
export function countActiveFilters(filters: ListFilters): number {
  return (
    filters.with_genres.length +
    (filters.year ? 1 : 0) +
    (filters.sort_by && filters.sort_by !== DEFAULT_SORT ? 1 : 0) +
    (filters.services ? 1 : 0)
  );
}

/** True when any filter differs from the defaults. */
export function hasActiveFilters(filters: ListFilters): boolean {
  return countActiveFilters(filters) > 0;
}

interface BuildOptions {
  /** The URL name of the year (default primary_release_year). */
  yearKey?: string;
  /** The sorts the list knows (default the movies'): another is not written. */
  sorts?: KnownSorts;
  /** Further parameters, written when not undefined (e.g. trending's window). */
  extra?: Record<string, string | undefined>;
  now?: Date;
}

/**
 * The query string of a list URL with only non-default values ('' when all are defaults, else '?…'):
 * genres when any, a valid year, a sort other than popularity.desc, the services filter when on, a
 * page above 1.
 */
export function buildListSearch(query: Partial<ListQuery>, options: BuildOptions = {}): string {
  const { yearKey = 'primary_release_year', sorts = SORT_OPTIONS, extra = {}, now } = options;
  const parts: [string, string][] = [];
  const genres = [...new Set(query.with_genres ?? [])];
  if (genres.length) parts.push(['with_genres', genres.join(',')]);
  if (query.year && isValidYear(query.year, now)) parts.push([yearKey, query.year]);
  const sort = parseSort(query.sort_by, sorts);
  if (sort !== DEFAULT_SORT) parts.push(['sort_by', sort]);
  const services = query.services;
  if (services && services.providers.length && /^[A-Z]{2}$/.test(services.region)) {
    // Pipes: any one of the services will do (TMDB's commas would want every one of them).
    parts.push([SERVICES_PARAM, [...new Set(services.providers)].join('|')]);
    parts.push([SERVICES_REGION_PARAM, services.region]);
  }
  for (const [key, value] of Object.entries(extra)) {
    if (value !== undefined && value !== '') parts.push([key, value]);
  }
  const page = query.page === undefined ? 1 : parsePage(String(query.page));
  if (page > 1) parts.push(['page', String(page)]);
  if (!parts.length) return '';
  // Commas and pipes stay readable in id lists; everything else is encoded.
  const encode = (value: string) =>
    encodeURIComponent(value).replace(/%2C/gi, ',').replace(/%7C/gi, '|');
  return `?${parts.map(([key, value]) => `${encodeURIComponent(key)}=${encode(value)}`).join('&')}`;
}

/**
 * What "On my services" counts as offered: streamed with a subscription, or free (with or without
 * ads). Rentals and purchases are left out: any store sells to anyone, so counting them would let
 * every store the visitor has ever used match nearly the whole catalogue.
 */
export const SERVICES_MONETIZATION = 'flatrate|free|ads';

/** A discover call's query, in TMDB's names; what is unset is absent. */
export interface DiscoverParams {
  page: number;
  sort_by: string;
  with_genres?: string;
  primary_release_year?: string;
  first_air_date_year?: string;
  /** The where-to-watch filter: provider ids joined by pipes (any of them), in `watch_region`. */
  with_watch_providers?: string;
  watch_region?: string;
  with_watch_monetization_types?: string;
}

/** The discover query for a list's filters (the year under the list's own name for it). */
export function discoverParams(
  query: ListQuery,
  yearKey: 'primary_release_year' | 'first_air_date_year',
): DiscoverParams {
  const params: DiscoverParams = { page: query.page, sort_by: query.sort_by };
  if (query.with_genres.length) params.with_genres = query.with_genres.join(',');
  if (query.year) params[yearKey] = query.year;
  if (query.services) {
    params.with_watch_providers = query.services.providers.join('|');
    params.watch_region = query.services.region;
    params.with_watch_monetization_types = SERVICES_MONETIZATION;
  }
  return params;
}
