/**
 * /api/stats: the home page's stat tiles count the catalogue for real (issue 22 item 1), each figure
 * the count that the page behind its tile shows, on the demo catalogue here; a figure the catalogue
 * cannot give is null, never made up.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { COLLECTION_TERMS } from '../../common/catalogueLists';
import type { TmdbRequest } from '../../server/api/request';
import { createLogger } from '../../server/logger';
import { openDemoSource } from '../../server/sources/demo/demoSource';
import { LiveSource } from '../../server/sources/live/liveSource';
import type { CatalogueSource, TmdbAnswer } from '../../server/sources/types';
import {
  CatalogueStatsCounter,
  STATS_FRESH_MS,
  STATS_RETRY_MS,
} from '../../server/stats/catalogueStats';
import { startDemoApp } from './helpers/demoApp';
import type { DemoApp } from './helpers/demoApp';

jest.setTimeout(60_000);

/** The demo catalogue, with `change` deciding each answer (it may call the real one). */
function wrapped(
  change: (req: TmdbRequest, answer: () => Promise<TmdbAnswer>) => Promise<TmdbAnswer>,
): CatalogueSource & { dispose(): void } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-stats-'));
  const demo = openDemoSource({ dataDir });
  return {
    name: demo.name,
    version: demo.version,
    get: (req) => change(req, () => demo.get(req)),
    close: () => demo.close(),
    dispose() {
      void demo.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const failure = (): TmdbAnswer => ({
  status: 503,
  body: JSON.stringify({ success: false, status_code: 43, status_message: 'Down.' }),
  origin: 'MISS',
});

describe('GET /api/stats over the demo catalogue', () => {
  let demo: DemoApp;
  beforeAll(async () => {
    demo = await startDemoApp();
  });
  afterAll(() => demo.close());

  it('counts what each tile opens: /movies, /tv-shows, /fan-favorites and /collections', async () => {
    const stats = await demo.get('/api/stats');
    expect(stats.status).toBe(200);
    expect(stats.headers['cache-control']).toBe('public, max-age=600');

    // /movies and /tv-shows say TMDB's own totals of their first page.
    const movies = await demo.get('/api/tmdb/discover/movie?page=1&sort_by=popularity.desc');
    const shows = await demo.get('/api/tmdb/tv/popular?page=1');
    expect(stats.body.movies).toBe(movies.body.total_results);
    expect(stats.body.tvShows).toBe(shows.body.total_results);
    // The catalogue of 12,453 movies, not a constant "1M+".
    expect(stats.body.movies).toBeGreaterThan(10_000);
    expect(stats.body.movies).toBeLessThan(1_000_000);

    // Fan favorites: five top-rated pages of each type, rated 7.5 or more, both tabs together.
    let favorites = 0;
    for (const type of ['movie', 'tv']) {
      const ids = new Set<number>();
      for (let page = 1; page <= 5; page += 1) {
        const answer = await demo.get(`/api/tmdb/${type}/top_rated?page=${page}`);
        for (const item of answer.body.results as { id: number; vote_average: number }[]) {
          if (item.vote_average >= 7.5) ids.add(item.id);
        }
      }
      favorites += ids.size;
    }
    expect(stats.body.fanFavorites).toBe(favorites);
    expect(favorites).toBeGreaterThan(0);

    // Collections: what the Collections page's searches find, once each, with a poster.
    const collections = new Set<number>();
    for (const term of COLLECTION_TERMS) {
      const answer = await demo.get(
        `/api/tmdb/search/collection?query=${encodeURIComponent(term)}&page=1`,
      );
      for (const item of answer.body.results as { id: number; poster_path: string | null }[]) {
        if (item.poster_path) collections.add(item.id);
      }
    }
    expect(stats.body.collections).toBe(collections.size);
    expect(collections.size).toBeGreaterThan(0);
  });

  it('only reads', async () => {
    const res = await demo.app.inject({ method: 'POST', url: '/api/stats' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });
});

describe('a catalogue that fails', () => {
  it('answers null for the figure it could not count, and keeps the others', async () => {
    const source = wrapped(async (req, answer) =>
      req.route === 'tvPopular' ? failure() : answer(),
    );
    const app = await startDemoApp({}, { source });
    try {
      const stats = await app.get('/api/stats');
      expect(stats.status).toBe(200);
      expect(stats.body.tvShows).toBeNull();
      expect(stats.body.movies).toEqual(expect.any(Number));
      expect(stats.body.fanFavorites).toEqual(expect.any(Number));
      expect(stats.body.collections).toEqual(expect.any(Number));
      // Asked again soon: a short cache life, so the tile gets its figure once the catalogue is back.
      expect(stats.headers['cache-control']).toBe('public, max-age=60');
    } finally {
      await app.close();
      source.dispose();
    }
  });

  it('counts a figure as null when any of its pages fails, never as a partial count', async () => {
    const source = wrapped(async (req, answer) =>
      req.route === 'searchCollection' && req.query.query === 'batman' ? failure() : answer(),
    );
    const counter = new CatalogueStatsCounter(source, createLogger('silent'));
    try {
      expect((await counter.stats()).collections).toBeNull();
    } finally {
      source.dispose();
    }
  });
});

describe('CatalogueStatsCounter', () => {
  /** A clock the test moves, and a source that counts its calls and fails while `down` is set. */
  function setUp() {
    const state = { now: 0, calls: 0, down: false };
    const source = wrapped(async (_req, answer) => {
      state.calls += 1;
      return state.down ? failure() : answer();
    });
    const counter = new CatalogueStatsCounter(source, createLogger('silent'), () => state.now);
    return { state, source, counter };
  }

  it('counts once for callers that ask together, then keeps the figures for an hour', async () => {
    const { state, source, counter } = setUp();
    try {
      const [first, second] = await Promise.all([counter.stats(), counter.stats()]);
      expect(second).toEqual(first);
      const calls = state.calls;
      // Two totals, ten top-rated pages, one search per term.
      expect(calls).toBe(2 + 10 + COLLECTION_TERMS.length);

      state.now += STATS_FRESH_MS - 1;
      await counter.stats();
      expect(state.calls).toBe(calls);
      state.now += 1;
      await counter.stats();
      expect(state.calls).toBe(calls * 2);
    } finally {
      source.dispose();
    }
  });

  it('keeps the last count when a later one fails, rather than losing or inventing it', async () => {
    const { state, source, counter } = setUp();
    try {
      const counted = await counter.stats();
      state.down = true;
      state.now += STATS_FRESH_MS;
      expect(await counter.stats()).toEqual(counted);
    } finally {
      source.dispose();
    }
  });

  it('tries a figure it has never counted again after a minute', async () => {
    const { state, source, counter } = setUp();
    try {
      state.down = true;
      expect(await counter.stats()).toEqual({
        movies: null,
        tvShows: null,
        fanFavorites: null,
        collections: null,
      });
      const calls = state.calls;
      state.down = false;
      state.now += STATS_RETRY_MS - 1;
      expect((await counter.stats()).movies).toBeNull();
      expect(state.calls).toBe(calls);
      state.now += 1;
      expect((await counter.stats()).movies).toEqual(expect.any(Number));
    } finally {
      source.dispose();
    }
  });
});

describe('over the live source (TMDB)', () => {
  /**
   * A TMDB that answers with its own totals (a discover count past a million, pages capped at 500),
   * top-rated pages and collection searches; `down` makes it answer 503 to everything.
   */
  async function fakeTmdb() {
    const state = { down: false, paths: [] as string[] };
    const paged = (results: object[], total: number) =>
      JSON.stringify({ page: 1, results, total_pages: 500, total_results: total });
    const server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://tmdb.test');
      state.paths.push(url.pathname);
      res.setHeader('content-type', 'application/json');
      if (state.down) {
        res.statusCode = 503;
        res.end(JSON.stringify({ success: false, status_code: 43, status_message: 'Down.' }));
        return;
      }
      const page = Number(url.searchParams.get('page') ?? 1);
      const route = url.pathname.replace(/^\/3/, '');
      if (route === '/discover/movie') return res.end(paged([], 1_171_234));
      if (route === '/tv/popular') return res.end(paged([], 183_456));
      if (route === '/movie/top_rated' || route === '/tv/top_rated') {
        // 20 a page, rated from 9.0 down by 0.02: 76 of the 100 read are 7.5 or more.
        const results = Array.from({ length: 20 }, (_, i) => ({
          id: page * 100 + i,
          vote_average: 9 - ((page - 1) * 20 + i) * 0.02,
        }));
        return res.end(paged(results, 10_000));
      }
      if (route === '/search/collection') {
        // Each term finds one collection of its own and one shared by all, one without a poster.
        const term = url.searchParams.get('query') ?? '';
        return res.end(
          paged(
            [
              { id: 1, name: 'Shared Collection', poster_path: '/shared.jpg' },
              { id: 1000 + term.length * 100 + term.charCodeAt(0), name: term, poster_path: null },
            ],
            2,
          ),
        );
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ success: false, status_code: 34, status_message: 'Not found.' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      state,
      url: `http://127.0.0.1:${port}/3`,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  it("counts TMDB's own totals, and keeps them through an outage", async () => {
    const tmdb = await fakeTmdb();
    let now = Date.UTC(2026, 0, 1);
    const source = new LiveSource({
      baseUrl: tmdb.url,
      token: 'test-read-token',
      apiKey: null,
      timeoutMs: 2000,
      maxRequestsPerSecond: 1000,
      cacheBytes: 8 * 1024 * 1024,
      logger: createLogger('silent'),
      now: () => now,
      retryBaseMs: 1,
      maxWaitMs: 10,
    });
    const counter = new CatalogueStatsCounter(source, createLogger('silent'), () => now);
    try {
      const counted = await counter.stats();
      expect(counted).toEqual({
        // The true totals, though TMDB's pages stop at 500.
        movies: 1_171_234,
        tvShows: 183_456,
        // 76 rated 7.5 or more in each type's first 100.
        fanFavorites: 152,
        // The shared collection once; none of the poster-less ones.
        collections: 1,
      });
      expect(tmdb.state.paths.filter((p) => p === '/3/search/collection')).toHaveLength(
        COLLECTION_TERMS.length,
      );

      // An hour on, TMDB is down: the figures counted last stay.
      tmdb.state.down = true;
      now += STATS_FRESH_MS;
      expect(await counter.stats()).toEqual(counted);
    } finally {
      await source.close();
      await tmdb.close();
    }
  });
});
