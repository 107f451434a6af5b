import { normalizeTitle } from '@common/normalizeTitle';
import type { SearchResult } from '@/lib/searchResults';
import {
  allModeMultiPages,
  allModePage,
  buildSearchSearch,
  dedupeSearchResults,
  hasProfilePicture,
  isExactMatch,
  isPastLastPage,
  isShownInAll,
  modePage,
  parseSearchMediaType,
  parseSearchPage,
  parseSearchQuery,
  rankSearchResults,
  searchCountText,
} from '@/lib/searchResults';
import { englishI18n } from '@/app/i18n';

import { collection, movie, paged, person, range, show } from '../helpers/fixtures';

const keys = (items: readonly SearchResult[]) =>
  items.map((item) => `${item.media_type}-${item.id}`);
const params = (search: string) => new URLSearchParams(search);

describe('search URL', () => {
  it('reads q trimmed, page and media_type', () => {
    expect(parseSearchQuery(params('?q=%20star%20wars%20&page=3&media_type=movie'))).toEqual({
      q: 'star wars',
      page: 3,
      mediaType: 'movie',
      literal: false,
    });
  });

  it('gives an empty query when q is missing or blank', () => {
    expect(parseSearchQuery(params('')).q).toBe('');
    expect(parseSearchQuery(params('?q=')).q).toBe('');
    expect(parseSearchQuery(params('?q=%20%20%09')).q).toBe('');
  });

  it.each(['abc', '0', '-1', '-20', '2.5', '1e2', '9999', '501', '', ' ', '0x10'])(
    'falls back to page 1 for page=%p',
    (raw) => {
      expect(parseSearchPage(raw)).toBe(1);
      expect(parseSearchQuery(params(`?q=x&page=${encodeURIComponent(raw)}`)).page).toBe(1);
    },
  );

  it('accepts whole pages from 1 to 500', () => {
    expect(parseSearchPage(null)).toBe(1);
    expect(parseSearchPage('1')).toBe(1);
    expect(parseSearchPage(' 7 ')).toBe(7);
    expect(parseSearchPage('500')).toBe(500);
  });

  it('reads the five modes and falls back to all for anything else', () => {
    for (const mode of ['all', 'collection', 'movie', 'tv', 'person'] as const) {
      expect(parseSearchMediaType(mode)).toBe(mode);
    }
    for (const bogus of ['bogus', 'Movie', 'people', 'actor', '', null, undefined, 'constructor']) {
      expect(parseSearchMediaType(bogus)).toBe('all');
    }
    expect(parseSearchQuery(params('?q=x&page=abc&media_type=bogus'))).toEqual({
      q: 'x',
      page: 1,
      mediaType: 'all',
      literal: false,
    });
  });

  it('writes page only above 1 and media_type only when not all', () => {
    expect(buildSearchSearch({ q: 'star', page: 1, mediaType: 'all', literal: false })).toBe(
      '?q=star',
    );
    expect(buildSearchSearch({ q: 'star', page: 2, mediaType: 'all', literal: false })).toBe(
      '?q=star&page=2',
    );
    expect(buildSearchSearch({ q: 'star', page: 1, mediaType: 'tv', literal: false })).toBe(
      '?q=star&media_type=tv',
    );
    expect(
      buildSearchSearch({ q: ' the lord & rings ', page: 4, mediaType: 'person', literal: false }),
    ).toBe('?q=the%20lord%20%26%20rings&page=4&media_type=person');
  });

  it('reads back what it writes', () => {
    for (const literal of [false, true]) {
      const query = { q: 'amélie / "x"', page: 12, mediaType: 'collection' as const, literal };
      expect(parseSearchQuery(params(buildSearchSearch(query)))).toEqual(query);
    }
  });

  it("writes literal=1 last for a query not to be corrected, and reads only '1' as that", () => {
    expect(buildSearchSearch({ q: 'godfahter', page: 2, mediaType: 'movie', literal: true })).toBe(
      '?q=godfahter&page=2&media_type=movie&literal=1',
    );
    expect(parseSearchQuery(params('?q=godfahter&literal=1')).literal).toBe(true);
    for (const other of ['0', 'true', 'yes', '']) {
      expect(parseSearchQuery(params(`?q=godfahter&literal=${other}`)).literal).toBe(false);
    }
  });

  it('knows a page past the last one', () => {
    expect(isPastLastPage(1, 0)).toBe(false);
    expect(isPastLastPage(1, 1)).toBe(false);
    expect(isPastLastPage(3, 3)).toBe(false);
    expect(isPastLastPage(4, 3)).toBe(true);
    expect(isPastLastPage(2, 0)).toBe(true);
  });
});

describe('which results show', () => {
  it('shows actors only with a profile picture', () => {
    expect(hasProfilePicture({ profile_path: '/a.jpg' })).toBe(true);
    expect(hasProfilePicture({ profile_path: null })).toBe(false);
    expect(hasProfilePicture({ profile_path: '' })).toBe(false);
    expect(hasProfilePicture({})).toBe(false);
  });

  it('keeps movies, shows, collections and pictured actors in All mode', () => {
    expect(isShownInAll(movie(1))).toBe(true);
    expect(isShownInAll(show(2))).toBe(true);
    expect(isShownInAll({ ...collection(3), media_type: 'collection' })).toBe(true);
    expect(isShownInAll(person(4))).toBe(true);
    expect(isShownInAll(person(5, { profile_path: null }))).toBe(false);
    expect(isShownInAll({ ...movie(6), media_type: 'episode' } as unknown as SearchResult)).toBe(
      false,
    );
  });
});

describe('ranking and de-duplication', () => {
  it('normalises titles for comparison', () => {
    expect(normalizeTitle('  Amélie ')).toBe('amelie');
    expect(normalizeTitle('Spider-Man: No Way Home')).toBe('spider man no way home');
  });

  it('matches titles exactly, ignoring case, accents and punctuation', () => {
    expect(isExactMatch(movie(1, { title: 'Spider-Man' }), 'spider man')).toBe(true);
    expect(isExactMatch(movie(1, { title: 'Spider-Man 2' }), 'spider man')).toBe(false);
    expect(isExactMatch(show(2, { name: 'Amélie' }), 'AMELIE')).toBe(true);
    expect(isExactMatch(person(3, { name: 'Brad Pitt' }), 'brad pitt')).toBe(true);
    expect(isExactMatch(movie(1, { title: 'X' }), '  ')).toBe(false);
  });

  it('counts "X Collection" as an exact match for "x"', () => {
    const starWars = {
      ...collection(10, { name: 'Star Wars Collection' }),
      media_type: 'collection',
    };
    expect(isExactMatch(starWars as SearchResult, 'star wars')).toBe(true);
    expect(isExactMatch(movie(1, { title: 'Star Wars Collection' }), 'star wars')).toBe(false);
  });

  it('puts exact matches first, then the most popular, keeping ties in order', () => {
    const items: SearchResult[] = [
      movie(1, { title: 'Star Trek', popularity: 50 }),
      movie(2, { title: 'Star', popularity: 5 }),
      show(3, { name: 'Star Trek: Picard', popularity: 90 }),
      { ...collection(4, { name: 'Star Collection' }), media_type: 'collection' },
      movie(5, { title: 'A Star Is Born', popularity: 50 }),
      { ...collection(6, { name: 'Stardust' }), media_type: 'collection' },
    ];
    expect(keys(rankSearchResults(items, 'star'))).toEqual([
      'movie-2',
      'collection-4',
      'tv-3',
      'movie-1',
      'movie-5',
      'collection-6',
    ]);
  });

  it('keeps the first copy of each media type and id', () => {
    const items: SearchResult[] = [
      movie(1, { title: 'First' }),
      show(1),
      movie(1, { title: 'Again' }),
      person(1),
      { ...collection(1), media_type: 'collection' },
      { ...collection(1), media_type: 'collection' },
    ];
    const kept = dedupeSearchResults(items);
    expect(keys(kept)).toEqual(['movie-1', 'tv-1', 'person-1', 'collection-1']);
    expect(kept[0]).toMatchObject({ title: 'First' });
  });
});

describe('All mode', () => {
  const multi = (page: number, total_pages = 3, total_results = 55) =>
    paged(
      [
        movie(page * 100 + 1, { popularity: 80 }),
        show(page * 100 + 2, { popularity: 60 }),
        person(page * 100 + 3, { popularity: 70 }),
        person(page * 100 + 4, { profile_path: null, popularity: 90 }),
        movie(page * 100 + 1, { popularity: 80 }),
      ],
      page,
      total_pages,
      total_results,
    );
  /** A full page of 20 movies, ids page * 100 + 1..20, most popular first (TMDB's order kept). */
  const fullPage = (page: number, total_pages = 4, total_results = 75) =>
    paged(
      range(1, 20).map((n) => movie(page * 100 + n, { popularity: 100 - n })),
      page,
      total_pages,
      total_results,
    );
  const collections = [collection(9001), collection(9002), collection(9001)];

  it('reads multi page 1 for page 1, and the page before with the page itself after that', () => {
    expect(allModeMultiPages(1)).toEqual([1]);
    expect(allModeMultiPages(2)).toEqual([1, 2]);
    expect(allModeMultiPages(7)).toEqual([6, 7]);
  });

  it('merges page 1 with the collections, drops pictureless actors and duplicates, ranks', () => {
    const view = allModePage({ current: multi(1), collections }, 'movie 101', 1);
    expect(keys(view.results)).toEqual([
      // "Movie 101" is the query: exact match first.
      'movie-101',
      'person-103',
      'tv-102',
      'collection-9001',
      'collection-9002',
    ]);
  });

  it('pages at 20: what page 1 cannot fit opens page 2, and each page continues the last', () => {
    const pages = [1, 2, 3, 4, 5].map((page) =>
      allModePage(
        {
          before: page > 1 ? fullPage(page - 1) : undefined,
          current: page <= 4 ? fullPage(page) : undefined,
          collections,
        },
        'x',
        page,
      ),
    );
    // Collections have no popularity: they rank after page 1's titles and spill onto page 2, where
    // each page is ranked in itself.
    expect(keys(pages[0]!.results)).toEqual(range(101, 20).map((id) => `movie-${id}`));
    expect(keys(pages[1]!.results)).toEqual([
      ...range(201, 18).map((id) => `movie-${id}`),
      'collection-9001',
      'collection-9002',
    ]);
    expect(keys(pages[2]!.results)).toEqual([
      ...range(301, 18).map((id) => `movie-${id}`),
      'movie-219',
      'movie-220',
    ]);
    // Page 5 holds only what multi's last page (4) left over.
    expect(keys(pages[4]!.results)).toEqual(['movie-419', 'movie-420']);
    for (const view of pages.slice(0, 4)) expect(view.results).toHaveLength(20);
    // Every result once, none missing: 4 pages of 20 plus 2 collections.
    const all = pages.flatMap((view) => keys(view.results));
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(82);
    // multi's 75 plus the two collections, on ceil(77 / 20) pages, the same on every page.
    for (const view of pages) expect(view).toMatchObject({ totalResults: 77, totalPages: 4 });
  });

  it("is multi's own pages when no collection is found", () => {
    const second = allModePage(
      { before: fullPage(1), current: fullPage(2), collections: [] },
      'x',
      2,
    );
    expect(keys(second.results)).toEqual(range(201, 20).map((id) => `movie-${id}`));
  });

  it('counts the cards when everything is on one page', () => {
    const view = allModePage({ current: multi(1, 1, 5), collections }, 'x', 1);
    expect(view.results).toHaveLength(5);
    expect(view.totalResults).toBe(5);
    expect(view.totalPages).toBe(1);
  });

  it('has one page when only collections are found, and one empty page when nothing is', () => {
    const onlyCollections = allModePage({ current: paged([], 1, 0, 0), collections }, 'x', 1);
    expect(keys(onlyCollections.results)).toEqual(['collection-9001', 'collection-9002']);
    expect(onlyCollections.totalPages).toBe(1);
    expect(onlyCollections.totalResults).toBe(2);
    const nothing = allModePage({ current: paged([], 1, 1, 0), collections: [] }, 'x', 1);
    expect(nothing).toEqual({ results: [], totalPages: 1, totalResults: 0 });
  });

  it('never offers more than 500 pages', () => {
    const view = allModePage({ current: multi(1, 1000, 20_000), collections: [] }, 'x', 1);
    expect(view.totalPages).toBe(500);
  });
});

describe('mode-specific pages', () => {
  it('types each result with the mode', () => {
    const answer = paged(
      range(1, 3).map((id) => ({ id, title: `Movie ${id}`, poster_path: null })),
      1,
      4,
      70,
    );
    const view = modePage('movie', answer, 'x');
    expect(view.results.every((item) => item.media_type === 'movie')).toBe(true);
    expect(view.totalPages).toBe(4);
    expect(view.totalResults).toBe(70);
  });

  it('keeps only actors with a picture in Actors mode', () => {
    const answer = paged(
      [
        { id: 1, name: 'A', profile_path: '/a.jpg', popularity: 1 },
        { id: 2, name: 'B', profile_path: null, popularity: 9 },
        { id: 3, name: 'C', profile_path: '/c.jpg', popularity: 5 },
      ],
      1,
      1,
      3,
    );
    const view = modePage('person', answer, 'x');
    expect(keys(view.results)).toEqual(['person-3', 'person-1']);
    expect(view.totalResults).toBe(2);
  });

  it('types collections and caps the pages', () => {
    const view = modePage('collection', paged([collection(5)], 1, 900, 18_000), 'x');
    expect(keys(view.results)).toEqual(['collection-5']);
    expect(view.totalPages).toBe(500);
  });
});

describe('count line', () => {
  it('says what was found, and nothing of nothing (the empty state says it)', () => {
    const i18n = englishI18n();
    expect(searchCountText(i18n, 0)).toBe('');
    expect(searchCountText(i18n, 1)).toBe('Found 1 result');
    expect(searchCountText(i18n, 12_345)).toBe('Found 12,345 results');
  });
});
