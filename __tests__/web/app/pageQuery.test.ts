/**
 * Each page's declared query parameters (common/pageStatus PAGES[].query) against what its readers
 * read: the server sends an address with any other parameter to the same address without it, so a
 * reader that reads an undeclared one would lose it on a full load. And the clean address itself.
 */
import { PAGES, withoutUnreadQuery } from '@common/pageStatus';
import type { PageName } from '@common/pageStatus';
import { parseFilmographyQuery } from '@/features/actor/filmographyUrl';
import { parseCollectionsQuery } from '@/features/collections/collectionsView';
import { parseFanFavoritesQuery } from '@/features/fanFavorites/fanFavoritesList';
import { parseSavedListQuery } from '@/features/lists/myLists/savedList';
import { parseStatsQuery } from '@/features/stats/figures';
import { parseTrendingQuery } from '@/features/trending/trendingList';
import { TV_SORT_OPTIONS, parseListQuery, parseServices } from '@/lib/listQuery';
import { parseSearchQuery } from '@/lib/searchResults';

/** The keys `read` asks a URLSearchParams for. */
function keysRead(read: (params: URLSearchParams) => unknown): string[] {
  const seen = new Set<string>();
  const spies = (['get', 'getAll', 'has'] as const).map((method) => {
    const original = URLSearchParams.prototype[method] as (key: string) => unknown;
    const spy = jest.spyOn(URLSearchParams.prototype, method) as unknown as jest.SpyInstance<
      unknown,
      [string]
    >;
    return spy.mockImplementation(function (this: URLSearchParams, key: string) {
      seen.add(key);
      return original.call(this, key);
    });
  });
  try {
    read(new URLSearchParams('page=2'));
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return [...seen].sort();
}

/** What each page's screen reads of its URL, by the same functions the pages call. */
const READERS: [PageName, (params: URLSearchParams) => unknown][] = [
  [
    'movies',
    (params) => [
      parseListQuery(params, ['primary_release_year', 'first_air_date_year']),
      parseServices(params),
    ],
  ],
  [
    'tvShows',
    (params) => [
      parseListQuery(params, ['first_air_date_year'], new Date(), TV_SORT_OPTIONS),
      parseServices(params),
    ],
  ],
  ['trending', parseTrendingQuery],
  ['fanFavorites', parseFanFavoritesQuery],
  ['collections', parseCollectionsQuery],
  ['search', parseSearchQuery],
  ['filmographyMovies', parseFilmographyQuery],
  ['filmographyTv', parseFilmographyQuery],
  ['watchlist', parseSavedListQuery],
  ['favorites', parseSavedListQuery],
  ['stats', parseStatsQuery],
];

it.each(READERS)('%s reads only the parameters it declares', (name, read) => {
  const declared = (PAGES[name as keyof typeof PAGES] as { query?: readonly string[] }).query ?? [];
  const keys = keysRead(read);
  expect(keys.length).toBeGreaterThan(0);
  expect(keys.filter((key) => !declared.includes(key))).toEqual([]);
});

it('drops only what a page does not read, keeping the order of the rest', () => {
  expect(withoutUnreadQuery('/movies?utm_source=x&page=2&fbclid=y&sort_by=a', 'movies')).toBe(
    '/movies?page=2&sort_by=a',
  );
  expect(withoutUnreadQuery('/movie/550-fight-club?page=2', 'movie')).toBe('/movie/550-fight-club');
  expect(withoutUnreadQuery('/?utm_source=x', 'home')).toBe('/');
  expect(withoutUnreadQuery('/movies?page=2&sort_by=a', 'movies')).toBeNull();
  expect(withoutUnreadQuery('/movie/550-fight-club', 'movie')).toBeNull();
});
