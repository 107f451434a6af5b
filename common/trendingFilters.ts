/**
 * /trending's filters (issue 31). TMDB's trending lists take no filters, so the server reads the
 * first pages of one (a bounded pool: the most trending titles), narrows and sorts them here, and
 * pages the result (`GET /api/trending/{day|week}`, server/trending/). Before, the browser filtered
 * the one page it had fetched. Shared by that route and the screen that offers the filters, so the
 * two agree on what can be asked for.
 */
import type { Paged, TrendingItem } from './tmdb';

/**
 * `${TRENDING_FILTER_PATH}/week?with_genres=35&page=2`, and `&language=de-DE` on a page in another
 * language than English (TMDB is asked in it; server/api/pageLanguage.ts).
 */
export const TRENDING_FILTER_PATH = '/api/trending';

/** How many of trending's pages the filters look through: its 500 most trending entries. */
export const TRENDING_POOL_PAGES = 25;
/** Filtered results are paged 20 at a time (spec: filtered trending pages are counted 20 to a page). */
export const TRENDING_PAGE_SIZE = 20;

/**
 * A genre a mixed list of movies and shows can be filtered by (its name English, and a message whose
 * English is its id, as in common/genres: `/*i18n*\/` marks it for `lingui extract`): one TMDB kept for both kinds
 * (Comedy), or a TV genre with the movie genres it stands for (TV's "Sci-Fi & Fantasy" is the movies'
 * Science Fiction and Fantasy). Genres of one kind alone ("TV Movie", "Talk") are not offered.
 */
export interface TrendingGenre {
  /** The id the URL carries: TMDB's id of the genre on TV. */
  id: number;
  name: string;
  movie: readonly number[];
  tv: readonly number[];
}

const both = (id: number, name: string): TrendingGenre => ({ id, name, movie: [id], tv: [id] });

export const TRENDING_GENRES: readonly TrendingGenre[] = [
  { id: 10759, name: /*i18n*/ 'Action & Adventure', movie: [28, 12], tv: [10759] },
  both(16, /*i18n*/ 'Animation'),
  both(35, /*i18n*/ 'Comedy'),
  both(80, /*i18n*/ 'Crime'),
  both(99, /*i18n*/ 'Documentary'),
  both(18, /*i18n*/ 'Drama'),
  both(10751, /*i18n*/ 'Family'),
  both(9648, /*i18n*/ 'Mystery'),
  { id: 10765, name: /*i18n*/ 'Sci-Fi & Fantasy', movie: [878, 14], tv: [10765] },
  { id: 10768, name: /*i18n*/ 'War & Politics', movie: [10752], tv: [10768] },
  both(37, /*i18n*/ 'Western'),
];

const GENRE_BY_ID = new Map<number, TrendingGenre>();
for (const genre of TRENDING_GENRES) {
  for (const id of [genre.id, ...genre.movie, ...genre.tv]) GENRE_BY_ID.set(id, genre);
}

/**
 * The trending genre a TMDB genre id belongs to (a link's `with_genres=28`, Action, is Action &
 * Adventure here), or undefined for a genre of one kind alone.
 */
export function trendingGenreOf(id: number): TrendingGenre | undefined {
  return GENRE_BY_ID.get(id);
}

/**
 * The sorts a mixed list can honour: no revenue (shows have none). The first is trending's own order.
 * Their labels are the movie lists' own messages (the app's lib/listQuery SORT_OPTIONS), by value.
 */
export const TRENDING_SORTS = [
  { value: 'popularity.desc' },
  { value: 'vote_average.desc' },
  { value: 'primary_release_date.desc' },
] as const;

export type TrendingSort = (typeof TRENDING_SORTS)[number]['value'];

export interface TrendingFilters {
  /** Trending genre ids; an item passes with any one of them (spec: at least one selected genre). */
  with_genres: readonly number[];
  /** Four digits, or '' for any year. */
  year: string;
  sort_by: string;
}

/** What the filtered list answers: a page of TMDB's shape, and how many entries were looked through. */
export interface FilteredTrending extends Paged<TrendingItem> {
  searched: number;
}

const dateOf = (item: TrendingItem): string =>
  (item.media_type === 'movie'
    ? item.release_date
    : item.media_type === 'tv'
      ? item.first_air_date
      : undefined) ?? '';

const voteOf = (item: TrendingItem): number | undefined =>
  item.media_type !== 'person' && typeof item.vote_average === 'number'
    ? item.vote_average
    : undefined;

function hasGenre(item: TrendingItem, wanted: readonly TrendingGenre[]): boolean {
  if (item.media_type === 'person') return false;
  const ids = item.genre_ids ?? [];
  return wanted.some((genre) => ids.some((id) => genre[item.media_type].includes(id)));
}

/**
 * The entries that pass the filters, sorted. People have no genres or dates, so a genre or year
 * filter leaves them out. Most Popular keeps trending's order; the other sorts put entries without
 * the value (a person's rating, an undated title) last, ties in trending's order.
 */
export function filterTrending(
  items: readonly TrendingItem[],
  { with_genres, year, sort_by }: TrendingFilters,
): TrendingItem[] {
  const wanted = with_genres
    .map((id) => trendingGenreOf(id))
    .filter((genre): genre is TrendingGenre => genre !== undefined);
  let result = items.filter(
    (item) =>
      (with_genres.length === 0 || hasGenre(item, wanted)) &&
      (!year || dateOf(item).slice(0, 4) === year),
  );
  const key =
    sort_by === 'vote_average.desc'
      ? voteOf
      : sort_by === 'primary_release_date.desc'
        ? (item: TrendingItem) => dateOf(item) || undefined
        : null;
  if (key) {
    result = result
      .map((item, index) => ({ item, index, value: key(item) }))
      .sort((a, b) => {
        if (a.value === undefined || b.value === undefined) {
          return a.value === b.value ? a.index - b.index : a.value === undefined ? 1 : -1;
        }
        return a.value < b.value ? 1 : a.value > b.value ? -1 : a.index - b.index;
      })
      .map(({ item }) => item);
  }
  return result;
}
