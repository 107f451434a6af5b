/**
 * `GET /api/trending/{window}` (issue 31): /trending's filters over the pool of trending's first 25
 * pages, not over the one page the browser fetched. Checked against what /api/tmdb's own trending
 * pages hold, on the real demo catalogue, and with a catalogue that fails part of the way.
 */
import { TRENDING_POOL_PAGES } from '../../common/trendingFilters';
import type { TrendingItem } from '../../common/tmdb';
import type { DemoApp } from './helpers/demoApp';
import { okJson, startDemoApp, wrappedDemoSource } from './helpers/demoApp';

let demo: DemoApp;
let filtered: ReturnType<typeof okJson>;
/** Trending this week as /api/tmdb pages it: the first 25 pages, in order. */
let week: TrendingItem[];

beforeAll(async () => {
  demo = await startDemoApp();
  filtered = okJson(demo, '/api/trending/');
  week = [];
  for (let page = 1; page <= TRENDING_POOL_PAGES; page++) {
    week.push(...(await demo.get(`/api/tmdb/trending/all/week?page=${page}`)).body.results);
  }
});
afterAll(async () => {
  await demo.close();
});

const key = (item: TrendingItem) => `${item.media_type}-${item.id}`;
const genresOf = (item: TrendingItem) =>
  item.media_type === 'person' ? [] : (item.genre_ids ?? []);
const dateOf = (item: TrendingItem) =>
  item.media_type === 'movie'
    ? item.release_date
    : item.media_type === 'tv'
      ? item.first_air_date
      : undefined;

/** Every page of a filtered list. */
async function everyPage(query: string): Promise<TrendingItem[]> {
  const first = await filtered(query);
  const all: TrendingItem[] = [...first.results];
  const join = query.includes('?') ? '&' : '?';
  for (let page = 2; page <= first.total_pages; page++) {
    all.push(...(await filtered(`${query}${join}page=${page}`)).results);
  }
  expect(all).toHaveLength(first.total_results);
  return all;
}

describe('filtered trending', () => {
  it('looks through the first 25 pages of trending, not one', async () => {
    expect(week.length).toBe(500);
    const comedy = await everyPage('week?with_genres=35');
    const expected = week.filter((item) => genresOf(item).includes(35)).map(key);
    expect(comedy.map(key)).toEqual(expected);
    // More than one trending page's worth: the bug was "Found 0 among the 20 on page 1".
    expect(expected.length).toBeGreaterThan(20);
    const first = await filtered('week?with_genres=35');
    expect(first.searched).toBe(500);
    expect(first.total_pages).toBe(Math.ceil(expected.length / 20));
  });

  it("matches a genre TV names differently through the movies' genres it stands for", async () => {
    const action = await everyPage('week?with_genres=10759');
    expect(new Set(action.map((item) => item.media_type))).toEqual(new Set(['movie', 'tv']));
    for (const item of action) {
      const wanted = item.media_type === 'movie' ? [28, 12] : [10759];
      expect(genresOf(item).some((id) => wanted.includes(id))).toBe(true);
    }
    const expected = week.filter((item) =>
      genresOf(item).some((id) => (item.media_type === 'movie' ? [28, 12] : [10759]).includes(id)),
    );
    expect(action.map(key)).toEqual(expected.map(key));
    // A link's movie genre (Action, 28) means the same genre here.
    expect((await filtered('week?with_genres=28')).total_results).toBe(expected.length);
  });

  it('narrows by year and sorts by rating or date, leaving people out of a year', async () => {
    const rated = await everyPage('week?primary_release_year=2019&sort_by=vote_average.desc');
    expect(rated.length).toBeGreaterThan(0);
    for (const item of rated) expect(dateOf(item)).toMatch(/^2019-/);
    const votes = rated.map((item) =>
      item.media_type === 'person' ? 0 : (item.vote_average ?? 0),
    );
    expect(votes).toEqual([...votes].sort((a, b) => b - a));

    const recent = (await filtered('week?sort_by=primary_release_date.desc'))
      .results as TrendingItem[];
    const dates = recent.map((item) => dateOf(item) ?? '');
    expect(dates.every(Boolean)).toBe(true);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages 20 at a time, and a page past the end is empty', async () => {
    const one = await filtered('week?with_genres=18');
    const two = await filtered('week?with_genres=18&page=2');
    expect(one.results).toHaveLength(20);
    const ids = new Set(one.results.map(key));
    expect(two.results.some((item: TrendingItem) => ids.has(key(item)))).toBe(false);
    const past = await filtered(`week?with_genres=18&page=${one.total_pages + 1}`);
    expect(past).toMatchObject({ results: [], total_results: one.total_results });
  });

  it('reads the day window too', async () => {
    const day = await filtered('day?with_genres=35');
    const first = (await demo.get('/api/tmdb/trending/all/day')).body;
    expect(day.searched).toBe(Math.min(first.total_results, 500));
  });

  it.each([
    ['week?with_genres=10770', /^Invalid parameters: with_genres names no genre/],
    ['week?sort_by=revenue.desc', /^Invalid parameters: sort_by /],
    ['week?primary_release_year=99', /^Invalid parameters: primary_release_year /],
    ['week?page=501', /^Invalid parameters: page /],
    ['month', /^Invalid parameters: window /],
  ])('refuses %s with a message naming the parameter', async (query, message) => {
    const res = await demo.get(`/api/trending/${query}`);
    expect(res.status).toBe(400);
    expect(res.body.status_message).toMatch(message);
  });
});

describe('filtered trending when the catalogue fails', () => {
  it('passes on a failure of the first page, and filters what it read when a later page fails', async () => {
    let failFrom = 1;
    const source = wrappedDemoSource(async (req, answer) =>
      req.route === 'trending' && Number(req.query.page ?? 1) >= failFrom
        ? {
            status: 503,
            body: JSON.stringify({ success: false, status_code: 43, status_message: 'Resting.' }),
            origin: 'MISS',
          }
        : answer(),
    );
    const app = await startDemoApp({}, { source });
    try {
      const down = await app.get('/api/trending/week?with_genres=35');
      expect(down.status).toBe(503);
      expect(down.body.status_message).toBe('Resting.');
      expect(down.headers['cache-control']).toBe('no-store');

      failFrom = 3;
      const part = await app.get('/api/trending/week?with_genres=35');
      expect(part.status).toBe(200);
      expect(part.body.searched).toBe(40);
      expect(part.headers['cache-control']).toBe('public, max-age=60');
    } finally {
      await app.close();
    }
  });
});
