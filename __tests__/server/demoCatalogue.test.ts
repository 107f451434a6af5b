/**
 * The demo catalogue computes every endpoint with TMDB's semantics: filters, sorts, paging, search,
 * seasons, appended sub-resources. Each test states a property of the answer and checks it on real data.
 */
import fs from 'node:fs';
import path from 'node:path';

import { parseRequest } from '../../server/api/request';
import { routeByName } from '../../server/api/routeTable';
import { DemoCatalogue } from '../../server/sources/demo/demoCatalogue';
import { openDemoSource } from '../../server/sources/demo/demoSource';
import { openCatalogue } from '../../server/catalogue/catalogueDb';
import type { DemoApp } from './helpers/demoApp';
import { startDemoApp } from './helpers/demoApp';

interface Item {
  id: number;
  title?: string;
  name?: string;
  media_type?: string;
  genre_ids: number[];
  popularity: number;
  vote_average: number;
  vote_count: number;
  release_date?: string;
  first_air_date?: string;
}

const SEED = path.resolve(__dirname, '..', '..', 'server', 'catalogue', 'seed');

let demo: DemoApp;
beforeAll(async () => {
  demo = await startDemoApp();
});
afterAll(async () => {
  await demo.close();
});

const api = async (url: string) => {
  const res = await demo.get(`/api/tmdb${url}`);
  if (res.status !== 200)
    throw new Error(`${url} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
};

const isSorted = (values: (number | string)[], direction: 'asc' | 'desc') =>
  values.every(
    (v, i) => i === 0 || (direction === 'asc' ? values[i - 1]! <= v : values[i - 1]! >= v),
  );

describe('discover', () => {
  it('with_genres joined by commas keeps titles with all of them, by pipes any of them', async () => {
    const action = await api('/discover/movie?with_genres=28');
    const comedy = await api('/discover/movie?with_genres=35');
    const both = await api('/discover/movie?with_genres=28,35');
    const either = await api('/discover/movie?with_genres=28|35');
    for (const m of both.results as Item[])
      expect(m.genre_ids).toEqual(expect.arrayContaining([28, 35]));
    for (const m of either.results as Item[])
      expect(m.genre_ids.some((g) => g === 28 || g === 35)).toBe(true);
    expect(both.total_results).toBeGreaterThan(0);
    expect(both.total_results).toBeLessThan(Math.min(action.total_results, comedy.total_results));
    expect(either.total_results).toBe(
      action.total_results + comedy.total_results - both.total_results,
    );
  });

  it('filters by release year and first-air year', async () => {
    const movies = await api('/discover/movie?primary_release_year=1999');
    expect(movies.total_results).toBeGreaterThan(20);
    for (const m of movies.results as Item[]) expect(m.release_date).toMatch(/^1999-/);
    const shows = await api('/discover/tv?first_air_date_year=2011');
    expect(shows.results.map((t: Item) => t.name)).toContain('Game of Thrones');
    for (const t of shows.results as Item[]) expect(t.first_air_date).toMatch(/^2011-/);
  });

  it.each([
    ['popularity', (m: Item) => m.popularity],
    ['vote_average', (m: Item) => m.vote_average],
    ['vote_count', (m: Item) => m.vote_count],
    ['primary_release_date', (m: Item) => m.release_date ?? ''],
    ['title', (m: Item) => (m.title ?? '').toLowerCase()],
  ] as [string, (m: Item) => number | string][])(
    'sorts by %s, ascending and descending',
    async (field, value) => {
      for (const direction of ['asc', 'desc'] as const) {
        const page = await api(`/discover/movie?sort_by=${field}.${direction}&page=2`);
        const values = (page.results as Item[]).map(value);
        expect(values).toHaveLength(20);
        expect({ field, direction, sorted: isSorted(values, direction) }).toEqual({
          field,
          direction,
          sorted: true,
        });
      }
    },
  );

  it('sorts by revenue', async () => {
    const page = await api('/discover/movie?sort_by=revenue.desc');
    const revenues: number[] = [];
    for (const m of (page.results as Item[]).slice(0, 5))
      revenues.push((await api(`/movie/${m.id}`)).revenue);
    expect(isSorted(revenues, 'desc')).toBe(true);
    expect(revenues[0]).toBeGreaterThan(1_000_000_000);
  });

  it('pages through without repeats, with TMDB totals, and past the end answers an empty page', async () => {
    const filtered = '/discover/movie?with_genres=37&primary_release_year=1970';
    const first = await api(filtered);
    expect(first.total_pages).toBe(Math.ceil(first.total_results / 20));
    const ids = new Set<number>();
    for (let page = 1; page <= first.total_pages; page++) {
      for (const m of (await api(`${filtered}&page=${page}`)).results as Item[]) ids.add(m.id);
    }
    expect(ids.size).toBe(first.total_results);
    const past = await api(`${filtered}&page=${first.total_pages + 1}`);
    expect(past).toEqual({ ...first, page: first.total_pages + 1, results: [] });
  });

  it('caps total_pages at 500 like TMDB', async () => {
    const all = await api('/discover/movie');
    expect(all.total_results).toBeGreaterThan(10000);
    expect(all.total_pages).toBe(500);
  });

  it('respects vote_count.gte and with_original_language', async () => {
    const page = await api('/discover/movie?vote_count.gte=5000&with_original_language=fr');
    expect(page.total_results).toBeGreaterThan(0);
    for (const m of page.results as (Item & { original_language: string })[]) {
      expect(m.vote_count).toBeGreaterThanOrEqual(5000);
      expect(m.original_language).toBe('fr');
    }
  });
});

describe('lists', () => {
  it('popular lists are ordered by popularity', async () => {
    for (const url of ['/movie/popular', '/tv/popular', '/person/popular']) {
      const values = ((await api(url)).results as Item[]).map((i) => i.popularity);
      expect({ url, sorted: isSorted(values, 'desc') }).toEqual({ url, sorted: true });
    }
  });

  it('top-rated lists are ordered by rating among titles with enough votes', async () => {
    const movies = (await api('/movie/top_rated')).results as Item[];
    expect(
      isSorted(
        movies.map((m) => m.vote_average),
        'desc',
      ),
    ).toBe(true);
    for (const m of movies) expect(m.vote_count).toBeGreaterThanOrEqual(300);
    // Titles known in full lead (below); the best rated of the others opens page 2.
    const next = (await api('/movie/top_rated?page=2')).results as Item[];
    expect(next[0]?.title).toBe('The Shawshank Redemption');
  });

  /** Every page of a list. */
  const allOf = async (url: string): Promise<Item[]> => {
    const first = await api(url);
    const items = [...(first.results as Item[])];
    for (let page = 2; page <= first.total_pages; page++) {
      items.push(...((await api(`${url}?page=${page}`)).results as Item[]));
    }
    return items;
  };

  it.each(['/tv/airing_today', '/tv/on_the_air'])(
    'every show of %s is dated and pictured, and its latest episode opens in its season',
    async (url) => {
      const shows = await allOf(url);
      expect(shows.length).toBeGreaterThanOrEqual(20);
      for (const show of shows as (Item & { poster_path: string | null })[]) {
        expect({
          id: show.id,
          dated: Boolean(show.first_air_date),
          poster: show.poster_path,
        }).toEqual({
          id: show.id,
          dated: true,
          poster: expect.stringMatching(/^\//),
        });
        const detail = await api(`/tv/${show.id}`);
        const latest = detail.last_episode_to_air as {
          season_number: number;
          episode_number: number;
        };
        expect(latest).toEqual(
          expect.objectContaining({
            season_number: expect.any(Number),
            episode_number: expect.any(Number),
          }),
        );
        const season = await api(`/tv/${show.id}/season/${latest.season_number}`);
        expect(season.episodes.map((e: { episode_number: number }) => e.episode_number)).toContain(
          latest.episode_number,
        );
      }
    },
  );

  it("each show of /tv/airing_today carries the episode that puts it there, as the show's details give it", async () => {
    const shows = (await allOf('/tv/airing_today')) as (Item & {
      last_episode_to_air: { season_number: number; episode_number: number; air_date: string };
    })[];
    const dates = shows.map((show) => show.last_episode_to_air.air_date);
    // The snapshot's "airing today": the most recently aired first.
    expect(dates).toEqual([...dates].sort().reverse());
    for (const show of shows.slice(0, 25)) {
      const detail = await api(`/tv/${show.id}`);
      const latest = detail.last_episode_to_air as Record<string, unknown>;
      expect({ id: show.id, episode: show.last_episode_to_air }).toEqual({
        id: show.id,
        episode: {
          season_number: latest.season_number,
          episode_number: latest.episode_number,
          air_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        },
      });
      expect(show.last_episode_to_air.air_date).toBe(latest.air_date);
    }
  });

  it.each(['/movie/now_playing', '/trending/all/day', '/trending/all/week', '/tv/airing_today'])(
    '%s never leads with a title without a date, a picture or votes; undated ones come last',
    async (url) => {
      // People (in trending) have no date by nature: the rule is about titles.
      const items = ((await allOf(url)) as (Item & { poster_path?: string | null })[]).filter(
        (i) => i.media_type !== 'person',
      );
      const dated = items.map((i) => Boolean(i.release_date || i.first_air_date));
      const pictured = (i: (typeof items)[number]) => Boolean(i.poster_path);
      // Undated titles only after every dated one.
      expect(dated.indexOf(false) === -1 || !dated.slice(dated.indexOf(false)).includes(true)).toBe(
        true,
      );
      for (const item of items.slice(0, 20)) {
        expect({ id: item.id, dated: Boolean(item.release_date || item.first_air_date) }).toEqual({
          id: item.id,
          dated: true,
        });
        expect(pictured(item)).toBe(true);
      }
      for (const item of items) expect(pictured(item) || item.vote_count > 0).toBe(true);
    },
  );

  /** The ids of the titles the snapshot knows in full (seed depth `full`), per media type. */
  const fullIds = (() => {
    const ids = { movie: new Set<number>(), tv: new Set<number>() };
    for (const [file, type] of [
      ['movies', 'movie'],
      ['tv', 'tv'],
    ] as const) {
      const text = fs.readFileSync(path.join(SEED, `${file}.jsonl`), 'utf8');
      for (const line of text.split('\n').filter(Boolean)) {
        const row = JSON.parse(line) as { id: number; depth: string };
        if (row.depth === 'full') ids[type].add(row.id);
      }
    }
    return ids;
  })();
  const isFull = (item: Item, type: 'movie' | 'tv') =>
    fullIds[(item.media_type as 'movie' | 'tv' | undefined) ?? type]?.has(item.id) ?? false;

  it.each([
    ['/movie/popular', 'movie', (i: Item) => i.popularity, true],
    ['/tv/popular', 'tv', (i: Item) => i.popularity, true],
    ['/trending/all/week', 'movie', (i: Item) => i.popularity, true],
    ['/discover/movie', 'movie', (i: Item) => i.popularity, true],
    ['/discover/tv', 'tv', (i: Item) => i.popularity, true],
    ['/movie/top_rated', 'movie', (i: Item) => i.vote_average, true],
    ['/tv/top_rated', 'tv', (i: Item) => i.vote_average, false],
    [
      '/discover/movie?sort_by=popularity.desc&with_genres=28',
      'movie',
      (i: Item) => i.popularity,
      false,
    ],
    ['/tv/airing_today', 'tv', () => 0, false],
    ['/movie/now_playing', 'movie', (i: Item) => i.popularity, false],
  ] as [string, 'movie' | 'tv', (i: Item) => number, boolean][])(
    '%s leads with its titles known in full, in its own order, then the rest in that order',
    async (url, type, key, fillsFirstPage) => {
      const join = url.includes('?') ? '&' : '?';
      const pages = await Promise.all([1, 2, 3].map((page) => api(`${url}${join}page=${page}`)));
      const items = pages.flatMap((page) => page.results as Item[]);
      expect(items).toHaveLength(60);
      // Every title known in full comes before every other one...
      const full = items.map((i) => isFull(i, type));
      const led = full.indexOf(false) === -1 ? full.length : full.indexOf(false);
      expect(full.slice(led).includes(true)).toBe(false);
      // ...filling the first page where the list has enough of them (the home page's lists do).
      if (fillsFirstPage) expect(led).toBeGreaterThanOrEqual(20);
      // Each part keeps the list's order; nothing repeats; the count is the list's own.
      expect(isSorted(items.slice(0, led).map(key), 'desc')).toBe(true);
      expect(isSorted(items.slice(led).map(key), 'desc')).toBe(true);
      expect(new Set(items.map((i) => `${i.media_type ?? type}-${i.id}`)).size).toBe(60);
      expect(new Set(pages.map((page) => page.total_results)).size).toBe(1);
    },
  );

  it('keeps an order the visitor chose, and lists without full records, as they are', async () => {
    const byRating = (await api('/discover/movie?sort_by=vote_average.desc')).results as Item[];
    expect(byRating.some((i) => !isFull(i, 'movie'))).toBe(true);
    expect(
      isSorted(
        byRating.map((i) => i.vote_average),
        'desc',
      ),
    ).toBe(true);
    const people = (await api('/person/popular')).results as Item[];
    expect(
      isSorted(
        people.map((i) => i.popularity),
        'desc',
      ),
    ).toBe(true);
  });

  it('now playing carries its date range', async () => {
    const page = await api('/movie/now_playing');
    expect(page.results.length).toBe(20);
    for (const m of page.results as Item[]) {
      expect(m.release_date! >= page.dates.minimum && m.release_date! <= page.dates.maximum).toBe(
        true,
      );
    }
  });

  it('trending this week and today are both full, and differ', async () => {
    const week = await api('/trending/all/week');
    const day = await api('/trending/all/day');
    expect(week.results).toHaveLength(20);
    expect(day.results).toHaveLength(20);
    expect(day.results.map((i: Item) => i.id)).not.toEqual(week.results.map((i: Item) => i.id));
    expect(
      week.results.filter((i: Item & { backdrop_path: string | null }) => i.backdrop_path).length,
    ).toBeGreaterThan(10);
    const types = new Set(
      (await api('/trending/person/week')).results.map((i: Item) => i.media_type),
    );
    expect([...types]).toEqual(['person']);
  });
});

describe('search', () => {
  it.each([
    ['star wars', 'Star Wars Collection'],
    ['jedi', 'Star Wars Collection'],
    ['empire strikes', 'Star Wars Collection'],
    ['matrix reloaded', 'The Matrix Collection'],
    ['wolverine', 'Deadpool Collection'],
  ])("finds a collection by its name or its parts' titles (%s)", async (query, name) => {
    const page = await api(`/search/collection?query=${encodeURIComponent(query)}`);
    expect(page.results.map((c: { name: string }) => c.name)).toContain(name);
  });

  it('still wants every word of the query, as TMDB does', async () => {
    const page = await api('/search/collection?query=jedi%20matrix');
    expect(page.total_results).toBe(0);
  });

  it('matches word prefixes, any order of the words, accents folded', async () => {
    const titles = async (url: string) =>
      ((await api(url)).results as Item[]).map((r) => r.title ?? r.name);
    expect(await titles('/search/movie?query=fight%20clu')).toContain('Fight Club');
    expect(await titles('/search/movie?query=club%20fight')).toContain('Fight Club');
    expect(await titles('/search/movie?query=amelie')).toContain('Amélie');
    expect(await titles('/search/movie?query=AMÉLIE')).toContain('Amélie');
  });

  it('ranks an exact title first, then titles starting with the query, then by popularity', async () => {
    const results = (await api('/search/movie?query=fight')).results as Item[];
    expect(results[0]!.title).toBe('Fight');
    expect(results[1]!.title).toBe('Fight Club');
    const later = results.filter((r) => !/^fight\b/i.test(r.title!));
    const firstLater = results.indexOf(later[0]!);
    expect(results.slice(0, firstLater).every((r) => /^fight\b/i.test(r.title!))).toBe(true);
  });

  it('search/multi mixes movies, shows and people, each tagged', async () => {
    const multi = await api('/search/multi?query=star');
    const totals = await Promise.all(
      ['movie', 'tv', 'person'].map(
        async (t) => (await api(`/search/${t}?query=star`)).total_results,
      ),
    );
    expect(multi.total_results).toBe(totals[0] + totals[1] + totals[2]);
    const types = new Set<string | undefined>();
    for (let page = 1; page <= multi.total_pages; page++) {
      for (const r of (await api(`/search/multi?query=star&page=${page}`)).results as Item[]) {
        types.add(r.media_type);
      }
    }
    expect(types).toEqual(new Set(['movie', 'tv', 'person']));
    const brad = (await api('/search/multi?query=brad%20pitt')).results[0];
    expect(brad).toMatchObject({ media_type: 'person', name: 'Brad Pitt' });
    expect(brad.known_for.length).toBeGreaterThan(0);
  });

  it('each typed search finds its own kind', async () => {
    expect((await api('/search/tv?query=game%20of%20thrones')).results[0]).toMatchObject({
      id: 1399,
    });
    expect((await api('/search/person?query=tom%20hanks')).results[0]).toMatchObject({ id: 31 });
    expect((await api('/search/collection?query=star%20wars')).results[0]).toMatchObject({
      id: 10,
    });
  });

  it('filters movie search by year', async () => {
    const results = (await api('/search/movie?query=star&primary_release_year=1977'))
      .results as Item[];
    expect(results.map((r) => r.title)).toContain('Star Wars');
    for (const r of results) expect(r.release_date).toMatch(/^1977-/);
  });

  it.each(['zzqxvv', '*', '%20', '%2A%2A', '!?'])(
    'answers a search that finds nothing (%s) with one empty page, as TMDB does',
    async (query) => {
      for (const kind of ['multi', 'movie', 'tv', 'person', 'collection']) {
        expect(await api(`/search/${kind}?query=${query}`)).toEqual({
          page: 1,
          results: [],
          total_pages: 1,
          total_results: 0,
        });
      }
    },
  );
});

describe('titles', () => {
  it.each([
    ...[
      '',
      '/credits',
      '/videos',
      '/release_dates',
      '/images',
      '/external_ids',
      '/similar',
      '/recommendations',
      '/watch/providers',
    ].map((sub) => `/movie/2147483647${sub}`),
    ...[
      '',
      '/credits',
      '/videos',
      '/content_ratings',
      '/images',
      '/external_ids',
      '/similar',
      '/recommendations',
      '/watch/providers',
      '/season/1',
      '/season/1/videos',
      '/season/1/episode/1',
    ].map((sub) => `/tv/2147483647${sub}`),
    '/person/2147483647',
    '/person/2147483647/combined_credits',
    '/collection/2147483647',
  ])('answers %s, a missing id, with TMDB not found', async (url) => {
    const res = await demo.get(`/api/tmdb${url}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, status_code: 34 });
  });

  it('marks the details of a title it knows only by its facts, and only those', async () => {
    // Full records: Fight Club, Game of Thrones. Facts only: Four Rooms (a dataset row), Dirty
    // Linen (a list item).
    expect((await api('/movie/550')).demo_facts_only).toBeUndefined();
    expect((await api('/tv/1399')).demo_facts_only).toBeUndefined();
    expect((await api('/movie/5')).demo_facts_only).toBe(true);
    const linen = await api('/tv/202250?append_to_response=credits');
    expect(linen.demo_facts_only).toBe(true);
    expect(linen.seasons).toEqual([]);
    // Lists keep TMDB's item shape.
    const listed = (await api('/movie/popular')).results as Record<string, unknown>[];
    expect(listed.some((item) => 'demo_facts_only' in item)).toBe(false);
  });

  it('movie details carry facts and our own description, never TMDB text', async () => {
    const movie = await api('/movie/550');
    expect(movie).toMatchObject({
      title: 'Fight Club',
      release_date: '1999-10-15',
      runtime: 139,
      tagline: '',
    });
    expect(movie.overview).toBe(
      '1999 drama film, directed by David Fincher, with Edward Norton and Brad Pitt.',
    );
    // A hand-edited fixture gives Fight Club the Kung Fu Panda collection; the snapshot does not.
    expect(movie.belongs_to_collection).toBeNull();
  });

  it('appends the sub-resources asked for', async () => {
    const movie = await api(
      '/movie/550?append_to_response=credits,videos,release_dates,external_ids',
    );
    expect(movie.credits.cast[0]).toMatchObject({ name: 'Edward Norton', character: 'Narrator' });
    expect(movie.videos.results.length).toBeGreaterThan(0);
    expect(
      movie.release_dates.results.find((r: { iso_3166_1: string }) => r.iso_3166_1 === 'US'),
    ).toBeTruthy();
    expect(movie.external_ids.imdb_id).toBe('tt0137523');
  });

  it('a movie in a collection points to it, and the collection lists its parts in release order', async () => {
    expect((await api('/movie/11')).belongs_to_collection).toMatchObject({
      id: 10,
      name: 'Star Wars Collection',
    });
    const collection = await api('/collection/10');
    const dates = collection.parts.map((p: Item) => p.release_date);
    expect(collection.parts[0].title).toBe('Star Wars');
    expect(isSorted(dates, 'asc')).toBe(true);
  });

  it('similar titles share a genre and never include the title itself', async () => {
    const page = await api('/movie/550/similar');
    expect(page.results).toHaveLength(20);
    for (const m of page.results as Item[]) {
      expect(m.id).not.toBe(550);
      expect(m.genre_ids).toContain(18);
    }
  });

  it('recommendations start with the rest of the collection', async () => {
    const ids = (await api('/movie/11/recommendations')).results.map((m: Item) => m.id);
    expect(ids.slice(0, 2)).toEqual([1891, 1892]);
    expect(ids).not.toContain(11);
  });
});

describe('seasons and episodes', () => {
  it('recorded episodes keep their facts; descriptions stay empty', async () => {
    const season = await api('/tv/1399/season/1');
    expect(season.episodes.map((e: { name: string }) => e.name).slice(0, 2)).toEqual([
      'Winter Is Coming',
      'The Kingsroad',
    ]);
    expect(season.episodes.every((e: { overview: string }) => e.overview === '')).toBe(true);
  });

  it('episodes the snapshot lacks are numbered, with no invented name, date or plot', async () => {
    const show = await api('/tv/1396');
    const season3 = show.seasons.find((s: { season_number: number }) => s.season_number === 3);
    const season = await api('/tv/1396/season/3');
    expect(season.episodes).toHaveLength(season3.episode_count);
    expect(season.episodes[2]).toMatchObject({
      episode_number: 3,
      name: 'Episode 3',
      overview: '',
      air_date: null,
      still_path: null,
    });
    const ids = new Set(season.episodes.map((e: { id: number }) => e.id));
    expect(ids.size).toBe(season.episodes.length);
    expect(await api('/tv/1396/season/3/episode/3')).toMatchObject({ name: 'Episode 3' });
  });

  it('leaves out an appended season the show does not have', async () => {
    const show = await api('/tv/1399?append_to_response=season/1,season/42');
    expect(show['season/1'].episodes.length).toBe(10);
    expect(show).not.toHaveProperty('season/42');
  });
});

describe('people', () => {
  it('details are facts with an empty biography; credits come from the snapshot', async () => {
    const person = await api('/person/287?append_to_response=combined_credits,images,external_ids');
    expect(person).toMatchObject({ name: 'Brad Pitt', biography: '', birthday: '1963-12-18' });
    const fightClub = person.combined_credits.cast.find((c: Item) => c.id === 550);
    expect(fightClub).toMatchObject({ media_type: 'movie', character: 'Tyler Durden' });
    expect(person.images.profiles.length).toBeGreaterThan(0);
    expect(person.external_ids.imdb_id).toBe('nm0000093');
  });

  it('movie and tv credits split the combined list', async () => {
    const combined = await api('/person/287/combined_credits');
    const movies = await api('/person/287/movie_credits');
    const tv = await api('/person/287/tv_credits');
    expect(movies.cast.length + tv.cast.length).toBe(combined.cast.length);
    expect(movies.cast[0]).not.toHaveProperty('media_type');
    for (const id of [1, 7467]) {
      const all = await api(`/person/${id}/combined_credits`);
      const split = [
        ...(await api(`/person/${id}/movie_credits`)).crew,
        ...(await api(`/person/${id}/tv_credits`)).crew,
      ];
      expect(split.length).toBe(all.crew.length);
    }
  });

  it("a director's page answers with their directing in TMDB's crew shape", async () => {
    const fincher = await api(
      '/person/7467?append_to_response=combined_credits,images,external_ids',
    );
    expect(fincher).toMatchObject({
      id: 7467,
      name: 'David Fincher',
      known_for_department: 'Directing',
      biography: '',
    });
    const fightClub = fincher.combined_credits.crew.filter((c: Item) => c.id === 550);
    expect(fightClub.length).toBeGreaterThan(0);
    for (const credit of fightClub) {
      expect(credit).toMatchObject({
        media_type: 'movie',
        title: 'Fight Club',
        release_date: '1999-10-15',
        department: 'Directing',
        job: 'Director',
      });
      expect(typeof credit.credit_id).toBe('string');
      expect(credit).not.toHaveProperty('character');
    }
  });
});

describe('answer cache', () => {
  it('computes an answer once and hands the same answer back, within its bound', async () => {
    const body = await api('/trending/all/day');
    const size = JSON.stringify(body).length;
    // Room for about two trending pages: a third request pushes the least recently used one out.
    const source = openDemoSource({ dataDir: demo.dataDir, cacheBytes: size * 2.5 });
    const page = (n: number) =>
      source.get(
        parseRequest(
          routeByName.get('trending')!,
          { media_type: 'all', time_window: 'day' },
          { page: String(n) },
        ),
      );
    try {
      const first = await page(1);
      expect(JSON.parse(first.body)).toEqual(body);
      expect(await page(1)).toBe(first);
      await page(2);
      await page(3);
      const recomputed = await page(1);
      expect(recomputed).not.toBe(first);
      expect(recomputed.body).toBe(first.body);
    } finally {
      await source.close();
    }
  });
});

describe('prepared statements', () => {
  it('keeps a bounded number: discover filters can write hundreds of thousands of distinct SQL', () => {
    const { db } = openCatalogue({ dataDir: demo.dataDir });
    const prepared: string[] = [];
    // The real database, counting what the catalogue prepares.
    const counting = new Proxy(db, {
      get(target, name, receiver) {
        if (name !== 'prepare') return Reflect.get(target, name, receiver);
        return (sql: string) => {
          prepared.push(sql);
          return target.prepare(sql);
        };
      },
    });
    const catalogue = new DemoCatalogue(counting);
    const genres = [28, 12, 16, 35, 80, 99, 18, 10751, 14, 36, 27, 10402, 9648, 10749, 878, 53];
    const shape = (all: number, none: number, includeAdult = false) =>
      catalogue.discover('movie', {
        page: 1,
        includeAdult,
        withGenres: genres.slice(0, all).join(','),
        withoutGenres: none ? genres.slice(-none).join(',') : undefined,
      });
    try {
      shape(1, 0);
      const first = prepared.length;
      expect(first).toBeGreaterThan(0);
      // The same shape again is answered from the statements kept.
      shape(1, 0);
      expect(prepared).toHaveLength(first);
      // A thousand other shapes, two statements each (count and page)...
      for (const adult of [false, true]) {
        for (let all = 1; all <= genres.length; all++) {
          for (let none = 0; none <= genres.length; none++) shape(all, none, adult);
        }
      }
      expect(prepared.length).toBeGreaterThan(1000);
      // ...and the first one's page statement is no longer held: it is prepared anew (with any fixed
      // query the flood pushed out too), but not its count, which is remembered apart.
      const before = prepared.length;
      shape(1, 0);
      const again = prepared.slice(before);
      expect(again.some((sql) => /^SELECT t\.id\b/.test(sql))).toBe(true);
      expect(again.some((sql) => /COUNT\(\*\)/.test(sql))).toBe(false);
    } finally {
      db.close();
    }
  });
});
