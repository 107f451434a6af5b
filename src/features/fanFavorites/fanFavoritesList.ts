/** Client-side filtering, sorting and paging of fan favorites (spec: all three happen in the browser). */
import { genreListOf } from '@common/genres';
import type { MediaType } from '@common/mediaType';
import {
  DEFAULT_SORT,
  SORT_OPTIONS,
  TV_SORT_OPTIONS,
  buildListSearch,
  parseListQuery,
} from '@/lib/listQuery';
import type { ListFilters, ListQuery, SortOption } from '@/lib/listQuery';

/** Spec: fan favorites are shown 20 per page. */
export const FAN_FAVORITES_PAGE_SIZE = 20;

/** The fields of a top-rated movie or show that the filters and sort keys read. */
export interface FavoriteLike {
  id: number;
  title?: string;
  name?: string;
  release_date?: string;
  first_air_date?: string;
  popularity?: number;
  vote_average?: number;
  vote_count?: number;
  genre_ids?: number[];
  /** Only movie details carry revenue; list results usually do not. */
  revenue?: number;
}

/** The list filters: genre ids, a four-digit year ('' for any) and 'field.asc' or 'field.desc'. */
export type FanFavoriteFilters = ListFilters;

export interface FanFavoritesPage<T> {
  results: T[];
  /** The page shown: the requested one, clamped to 1..totalPages. */
  page: number;
  /** ceil(totalResults / 20), at least 1. */
  totalPages: number;
  totalResults: number;
  /** The requested page was past the last one and the last page is shown instead. */
  clamped: boolean;
}

const dateOf = (item: FavoriteLike) => item.first_air_date || item.release_date || '';

/** Items whose first-air (or release) year is `year` and that have at least one of `genres`. */
export function filterFanFavorites<T extends FavoriteLike>(
  items: readonly T[],
  { with_genres, year }: Pick<FanFavoriteFilters, 'with_genres' | 'year'>,
): T[] {
  const wantedYear = /^\d{4}$/.test(year) ? year : '';
  const wantedGenres = new Set(with_genres);
  return items.filter((item) => {
    if (wantedYear && dateOf(item).slice(0, 4) !== wantedYear) return false;
    if (wantedGenres.size > 0 && !(item.genre_ids ?? []).some((id) => wantedGenres.has(id))) {
      return false;
    }
    return true;
  });
}

type SortValue = number | string | undefined;
type SortKey = (item: FavoriteLike) => SortValue;

const numberOrUndefined = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

const byDate: SortKey = (item) => dateOf(item) || undefined;
const byTitle: SortKey = (item) => (item.title ?? item.name ?? '').toLocaleLowerCase() || undefined;

/** TMDB's sort fields for movies and shows; both date names mean "the item's own date". */
const SORT_KEYS: Record<string, SortKey> = {
  popularity: (item) => numberOrUndefined(item.popularity),
  vote_average: (item) => numberOrUndefined(item.vote_average),
  vote_count: (item) => numberOrUndefined(item.vote_count),
  primary_release_date: byDate,
  release_date: byDate,
  first_air_date: byDate,
  title: byTitle,
  original_title: byTitle,
  name: byTitle,
  original_name: byTitle,
};

/** Splits 'field.asc|desc'; an unknown field or direction falls back to popularity / descending. */
export function splitSort(sortBy: string): { field: string; direction: 'asc' | 'desc' } {
  const [field = '', direction = ''] = sortBy.split('.');
  return {
    field: field === 'revenue' || field in SORT_KEYS ? field : 'popularity',
    direction: direction === 'asc' ? 'asc' : 'desc',
  };
}

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/**
 * A sorted copy. Items without a value for the field go last in either direction; ties keep the
 * source order. Revenue sorts by revenue when the items carry it, by popularity otherwise (top-rated
 * list results have no revenue).
 */
export function sortFanFavorites<T extends FavoriteLike>(items: readonly T[], sortBy: string): T[] {
  const { field, direction } = splitSort(sortBy);
  let key = SORT_KEYS[field] ?? SORT_KEYS.popularity!;
  if (field === 'revenue') {
    const revenue: SortKey = (item) => numberOrUndefined(item.revenue);
    key = items.some((item) => revenue(item) !== undefined) ? revenue : SORT_KEYS.popularity!;
  }
  const sign = direction === 'asc' ? 1 : -1;
  return items
    .map((item, index) => ({ item, index, value: key(item) }))
    .sort((a, b) => {
      const aMissing = a.value === undefined;
      const bMissing = b.value === undefined;
      if (aMissing || bMissing)
        return aMissing === bMissing ? a.index - b.index : aMissing ? 1 : -1;
      return sign * compareValues(a.value, b.value) || a.index - b.index;
    })
    .map(({ item }) => item);
}

/** Page `page` (1-based) of 20; a page past the end shows the last page, below 1 the first. */
export function pageFanFavorites<T>(items: readonly T[], page: number): FanFavoritesPage<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / FAN_FAVORITES_PAGE_SIZE));
  const requested = Number.isFinite(page) ? Math.floor(page) : 1;
  const shown = Math.min(Math.max(1, requested), totalPages);
  const start = (shown - 1) * FAN_FAVORITES_PAGE_SIZE;
  return {
    results: items.slice(start, start + FAN_FAVORITES_PAGE_SIZE),
    page: shown,
    totalPages,
    totalResults: items.length,
    clamped: requested > totalPages,
  };
}

/** Filter, sort, then page: what the fan favorites screen shows for its URL. */
export function selectFanFavoritesPage<T extends FavoriteLike>(
  items: readonly T[],
  filters: FanFavoriteFilters,
  page: number,
): FanFavoritesPage<T> {
  return pageFanFavorites(
    sortFanFavorites(filterFanFavorites(items, filters), filters.sort_by),
    page,
  );
}

/** The URL parameter of the selected tab, written only for Movies (TV is the default). */
const TYPE_PARAM = 'type';

export interface FanFavoritesQuery extends ListQuery {
  mediaType: MediaType;
}

/** /fan-favorites' URL: the list filters plus the tab. */
/**
 * The sorts a tab offers (issue 31: only what applies): the spec's four for movies, TV's three (no
 * revenue, and "Recently Released" by first-air date) for shows.
 */
export const fanFavoritesSorts = (mediaType: MediaType): readonly SortOption[] =>
  mediaType === 'tv' ? TV_SORT_OPTIONS : SORT_OPTIONS;

export function parseFanFavoritesQuery(params: URLSearchParams): FanFavoritesQuery {
  const mediaType = params.get(TYPE_PARAM) === 'movie' ? 'movie' : 'tv';
  return {
    ...parseListQuery(params, undefined, undefined, fanFavoritesSorts(mediaType)),
    mediaType,
  };
}

export function buildFanFavoritesSearch({ mediaType, ...query }: FanFavoritesQuery): string {
  return buildListSearch(query, {
    extra: { [TYPE_PARAM]: mediaType === 'movie' ? 'movie' : undefined },
    sorts: fanFavoritesSorts(mediaType),
  });
}

/** The same sort in the other tab's words ("Recently Released" is a date of either kind). */
const RECENT = new Set(['primary_release_date.desc', 'first_air_date.desc']);

/**
 * The query of the other tab: page 1, only the genres that list also has (ids differ), and the sort
 * if that tab offers it.
 */
export function switchedTab(query: FanFavoritesQuery, mediaType: MediaType): FanFavoritesQuery {
  const known = new Set(genreListOf(mediaType).map((genre) => genre.id));
  const sorts = fanFavoritesSorts(mediaType);
  const sort =
    sorts.find((option) => option.value === query.sort_by) ??
    (RECENT.has(query.sort_by) ? sorts.find((option) => RECENT.has(option.value)) : undefined);
  return {
    ...query,
    mediaType,
    with_genres: query.with_genres.filter((id) => known.has(id)),
    sort_by: sort?.value ?? DEFAULT_SORT,
    page: 1,
  };
}
