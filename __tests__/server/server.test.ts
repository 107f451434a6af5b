/**
 * The real server over the demo catalogue, with a real SQLite file: routes, validation errors in TMDB's
 * shape, caching headers, the built app's static files and client-route fallback, and /healthz.
 */
import path from 'node:path';

import { readManifest } from '../../server/catalogue/catalogueDb';
import type { DemoApp } from './helpers/demoApp';
import { startDemoApp } from './helpers/demoApp';

let demo: DemoApp;

beforeAll(async () => {
  demo = await startDemoApp(
    {},
    {
      dist: {
        'index.html': '<!doctype html><title>Marquee</title><div id="root"></div>',
        'assets/main.3f9a1c2b7d.js': 'console.log("app")',
        'robots.txt': 'User-agent: *\n',
      },
    },
  );
});

afterAll(() => demo.close());

const isTmdbError = (body: unknown) =>
  expect(body).toEqual({
    success: false,
    status_code: expect.any(Number),
    status_message: expect.any(String),
  });

describe('health', () => {
  it('names the source and the catalogue version from the seed', async () => {
    const res = await demo.get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      source: 'demo',
      catalogue_version: readManifest(path.resolve(__dirname, '../../server/catalogue/seed'))
        .version,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('site settings for the web app', () => {
  it('names the product and the catalogue in use, and nothing else', async () => {
    const res = await demo.get('/api/site');
    expect(res.status).toBe(200);
    // No PLAYER_PROVIDERS: an empty list, and the app offers the built-in Trailer alone.
    expect(res.body).toEqual({
      name: 'Marquee',
      catalogue: 'demo',
      // The day the demo's calendar counts from: its snapshot's (server/sources/demo).
      catalogueToday: '2019-05-21',
      images: null,
      players: [],
      operator: null,
      legalDate: null,
      notice: null,
      announcement: null,
      announcementLink: null,
      // ACCOUNTS is on unless set off.
      accounts: true,
    });
  });
});

describe('the acceptance requests', () => {
  it('discover/movie page 500 is a full page of 500', async () => {
    const res = await demo.get('/api/tmdb/discover/movie?page=500');
    expect(res.status).toBe(200);
    expect(res.body.page).toBe(500);
    expect(res.body.total_pages).toBe(500);
    expect(res.body.results).toHaveLength(20);
    expect(res.body.total_results).toBeGreaterThanOrEqual(10000);
  });

  it('search/multi?query=fight has Fight Club among the first results', async () => {
    const res = await demo.get('/api/tmdb/search/multi?query=fight');
    const titles = res.body.results.slice(0, 5).map((r: { title?: string }) => r.title);
    expect(titles).toContain('Fight Club');
  });

  it.each(['/trending/all/week', '/movie/popular', '/tv/airing_today', '/genre/movie/list'])(
    '%s answers a non-empty list',
    async (url) => {
      const res = await demo.get(`/api/tmdb${url}`);
      expect(res.status).toBe(200);
      expect((res.body.results ?? res.body.genres).length).toBeGreaterThan(0);
    },
  );

  it('a TV show with append_to_response=season/1 includes the episodes', async () => {
    const res = await demo.get('/api/tmdb/tv/1399?append_to_response=season/1');
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Game of Thrones');
    const season = res.body['season/1'];
    expect(season.season_number).toBe(1);
    expect(season.episodes).toHaveLength(10);
    expect(season.episodes[0]).toMatchObject({ episode_number: 1, name: 'Winter Is Coming' });
  });

  it('/movie/abc answers 400 in TMDB error shape, naming the id', async () => {
    const res = await demo.get('/api/tmdb/movie/abc');
    expect(res.status).toBe(400);
    isTmdbError(res.body);
    expect(res.body.status_message).toMatch(/\bid\b/);
  });

  it.each(['0', '501', 'two', '1.5', '-1'])('page=%s answers 400 naming the page', async (page) => {
    const res = await demo.get(`/api/tmdb/movie/popular?page=${page}`);
    expect(res.status).toBe(400);
    isTmdbError(res.body);
    expect(res.body.status_message).toMatch(/page/i);
  });
});

describe('validation', () => {
  it.each([
    ['/discover/movie?sort_by=rating.desc', 'sort_by'],
    ['/discover/movie?sort_by=popularity', 'sort_by'],
    ['/discover/tv?sort_by=revenue.desc', 'sort_by'],
    ['/discover/movie?with_genres=28,abc', 'with_genres'],
    ['/discover/movie?with_genres=28,12|16', 'with_genres'],
    ['/discover/movie?primary_release_year=99', 'primary_release_year'],
    ['/discover/tv?first_air_date_year=twenty', 'first_air_date_year'],
    ['/search/multi?query=fight&include_adult=maybe', 'include_adult'],
    ['/movie/popular?language=english', 'language'],
    ['/trending/all/month', 'time_window'],
    ['/trending/films/week', 'media_type'],
    ['/movie/popular?page=1&page=2', 'page'],
    ['/tv/1399/season/x', 'season_number'],
    ['/tv/1399/season/1/episode/0', 'episode_number'],
  ])('%s answers 400 naming %s', async (url, param) => {
    const res = await demo.get(`/api/tmdb${url}`);
    expect(res.status).toBe(400);
    isTmdbError(res.body);
    expect(res.body.status_message).toContain(param);
  });

  it('takes up to 31 genre ids of up to six digits, and no more', async () => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1).join(',');
    expect((await demo.get(`/api/tmdb/discover/movie?with_genres=${ids(31)}`)).status).toBe(200);
    expect((await demo.get(`/api/tmdb/discover/movie?with_genres=${ids(32)}`)).status).toBe(400);
    expect((await demo.get('/api/tmdb/discover/movie?with_genres=123456')).status).toBe(200);
    expect((await demo.get('/api/tmdb/discover/movie?with_genres=1234567')).status).toBe(400);
  });

  it('rejects an oversized search query with a clear message', async () => {
    const res = await demo.get(`/api/tmdb/search/multi?query=${'a'.repeat(600)}`);
    expect(res.status).toBe(400);
    expect(res.body.status_message).toMatch(/query must be at most 500 characters/);
  });

  it('answers an empty search with no results, as TMDB does', async () => {
    const res = await demo.get('/api/tmdb/search/multi?query=%20%20');
    expect(res.body).toEqual({ page: 1, results: [], total_pages: 1, total_results: 0 });
  });

  it('treats search text as words, never as query syntax', async () => {
    for (const query of [
      '"fight',
      'fight*" OR 1',
      "'; DROP TABLE movies; --",
      'NEAR(a b)',
      '%_%',
    ]) {
      const res = await demo.get(`/api/tmdb/search/multi?query=${encodeURIComponent(query)}`);
      expect({ query, status: res.status }).toEqual({ query, status: 200 });
    }
    expect((await demo.get('/api/tmdb/movie/550')).body.title).toBe('Fight Club');
  });

  it('ignores parameters it does not know, and append_to_response names it does not know', async () => {
    const res = await demo.get(
      '/api/tmdb/movie/550?foo=bar&append_to_response=credits,reviews,keywords',
    );
    expect(res.status).toBe(200);
    expect(res.body.credits.cast.length).toBeGreaterThan(0);
    expect(res.body).not.toHaveProperty('reviews');
  });
});

describe('not found', () => {
  it.each(['/movie/999999999', '/tv/999999999', '/person/999999999', '/collection/999999999'])(
    '%s answers 404 in TMDB shape',
    async (url) => {
      const res = await demo.get(`/api/tmdb${url}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        success: false,
        status_code: 34,
        status_message: 'The resource you requested could not be found.',
      });
    },
  );

  it('unknown TMDB paths answer 404 in TMDB shape', async () => {
    const res = await demo.get('/api/tmdb/movie/550/keywords/extra');
    expect(res.status).toBe(404);
    isTmdbError(res.body);
  });

  it('other /api paths answer JSON 404, never the app', async () => {
    for (const url of ['/api', '/api/', '/api/nothing', '/api/email/nope']) {
      const res = await demo.get(url);
      expect({ url, status: res.status }).toEqual({ url, status: 404 });
      expect(res.headers['content-type']).toMatch(/json/);
    }
  });

  it('a season or episode past the end answers 404', async () => {
    expect((await demo.get('/api/tmdb/tv/1399/season/99')).status).toBe(404);
    expect((await demo.get('/api/tmdb/tv/1399/season/1/episode/11')).status).toBe(404);
  });
});

describe('caching headers', () => {
  it('gives each family the freshness of the spec', async () => {
    const maxAge = async (url: string) =>
      /max-age=(\d+)/.exec(
        String((await demo.get(`/api/tmdb${url}`)).headers['cache-control']),
      )?.[1];
    expect(await maxAge('/trending/all/week')).toBe('600');
    expect(await maxAge('/movie/popular')).toBe('600');
    expect(await maxAge('/tv/airing_today')).toBe('300');
    expect(await maxAge('/discover/movie')).toBe('300');
    expect(await maxAge('/search/multi?query=a')).toBe('300');
    expect(await maxAge('/movie/550/videos')).toBe('300');
    expect(await maxAge('/genre/tv/list')).toBe('86400');
    expect(await maxAge('/movie/550')).toBe('3600');
  });

  it('errors are not cached for long', async () => {
    expect((await demo.get('/api/tmdb/movie/abc')).headers['cache-control']).toBe(
      'public, max-age=300',
    );
  });
});

describe('the built app', () => {
  it('serves index.html for client routes, never cached', async () => {
    for (const url of [
      '/',
      '/movie/550-fight-club',
      '/tv/1399-game-of-thrones/episodes/1',
      '/Movies/',
      '/actor/brad-pitt',
      '/collection/star-wars',
    ]) {
      const res = await demo.get(url);
      expect({ url, status: res.status }).toEqual({ url, status: 200 });
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers an address that names no page 404, with the app and its not-found title', async () => {
    for (const url of [
      '/qwzx/nope',
      '/no/such/page?x=1',
      '/movie/abc',
      '/movie/550-fight-club/extra',
      '/tv/1399/episodes/x',
      '/player/tv/1399/1/0',
      '/actor',
      '//movies',
      '/%E0%A4%A',
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await demo.app.inject({ method, url });
        expect({ url, method, status: res.statusCode }).toEqual({ url, method, status: 404 });
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control']).toBe('no-cache');
        if (method === 'GET') {
          expect(res.body).toContain('<div id="root">');
          expect(res.body).toContain('<title>Page not found · Marquee</title>');
        }
      }
    }
  });

  it('sends the bare list words to their lists, query kept', async () => {
    for (const [url, location] of [
      ['/movie', '/movies'],
      ['/movie/', '/movies'],
      ['/tv', '/tv-shows'],
      ['/TV?page=2', '/tv-shows?page=2'],
      ['/airing', '/airing-shows'],
      ['/collection', '/collections'],
    ]) {
      const res = await demo.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode, location: res.headers.location }).toEqual({
        url,
        status: 301,
        location,
      });
    }
  });

  it('sends a page whose address holds parameters it does not read to its clean address, once', async () => {
    for (const [url, location] of [
      ['/movie/550-fight-club?utm_source=a1b2c3', '/movie/550-fight-club'],
      ['/?fbclid=IwAR0xyz&utm_medium=social', '/'],
      [
        '/movies?page=2&utm_source=x&sort_by=vote_average.desc',
        '/movies?page=2&sort_by=vote_average.desc',
      ],
      ['/search?q=heat&gclid=abc', '/search?q=heat'],
      [
        '/actor/287-brad-pitt/movies?sort=newest&ref=share',
        '/actor/287-brad-pitt/movies?sort=newest',
      ],
      ['/trending?window=day&x=1', '/trending?window=day'],
    ]) {
      const res = await demo.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode, location: res.headers.location }).toEqual({
        url,
        status: 302,
        location,
      });
      // The clean address is the page itself: no loop.
      expect((await demo.app.inject({ method: 'GET', url: location })).statusCode).toBe(200);
    }
    // What a page reads stays, and an address with nothing else is served as it is.
    for (const url of [
      '/movies?page=2&with_genres=28&primary_release_year=1999&sort_by=vote_average.desc',
      '/tv-shows?with_watch_providers=8%7C337&watch_region=US',
      '/search?q=heat&media_type=movie&literal=1&page=2',
      '/fan-favorites?type=movie',
      '/collections?category=horror&page=2',
      '/watchlist?type=tv&page=1',
    ]) {
      expect({ url, status: (await demo.app.inject({ method: 'GET', url })).statusCode }).toEqual({
        url,
        status: 200,
      });
    }
    // No page, no redirect: an unknown address stays a 404 whatever its query.
    expect(
      (await demo.app.inject({ method: 'GET', url: '/no/such/page?utm_source=x' })).statusCode,
    ).toBe(404);
  });

  it("names a title page's first catalogue calls in a Link preload header, and only those", async () => {
    const link = async (url: string) => (await demo.get(url)).headers.link;
    expect(await link('/movie/550-fight-club')).toBe(
      '</api/tmdb/movie/550?append_to_response=release_dates%2Ccredits>; rel=preload; as=fetch; crossorigin=anonymous',
    );
    expect(await link('/tv/1399-game-of-thrones/episodes/2')).toBe(
      [
        '</api/tmdb/tv/1399?append_to_response=content_ratings%2Ccredits>; rel=preload; as=fetch; crossorigin=anonymous',
        '</api/tmdb/tv/1399/season/2>; rel=preload; as=fetch; crossorigin=anonymous',
      ].join(', '),
    );
    // Each preloaded call answers, so the browser's early fetch is the one the page uses.
    for (const call of [
      '/api/tmdb/movie/550?append_to_response=release_dates%2Ccredits',
      '/api/tmdb/tv/1399/season/2',
      '/api/tmdb/person/287?append_to_response=combined_credits%2Cimages%2Cexternal_ids',
      '/api/tmdb/collection/10?language=en-US',
    ]) {
      expect({ call, status: (await demo.get(call)).status }).toEqual({ call, status: 200 });
    }
    for (const url of ['/', '/movies', '/actor/brad-pitt', '/movie/abc', '/no/such/page']) {
      expect({ url, link: await link(url) }).toEqual({ url, link: undefined });
    }
  });

  it('caches hashed assets for a year and other files briefly', async () => {
    const asset = await demo.get('/assets/main.3f9a1c2b7d.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await demo.get('/robots.txt');
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('a missing asset is a 404, not the app', async () => {
    const res = await demo.get('/assets/main.missing.js');
    expect(res.status).toBe(404);
    expect(String(res.body)).not.toContain('<div id="root">');
  });
});

describe('without a built app', () => {
  it('says so for pages and still answers the API', async () => {
    const bare = await startDemoApp();
    try {
      const page = await bare.get('/movies');
      expect(page.status).toBe(404);
      expect(page.body).toMatch(/not been built/);
      expect((await bare.get('/api/tmdb/movie/550')).status).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
