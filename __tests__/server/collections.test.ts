/**
 * /api/collections (issue 24): the home row's and the Collections page's lists, built on the server
 * from the Collections page's terms instead of some seventy searches from each browser; over the demo
 * catalogue, and over scripted catalogues for the merge, the failures and the cache.
 */
import zlib from 'node:zlib';

import { COLLECTION_TERMS } from '../../common/catalogueLists';
import { classifyCollection } from '../../common/collectionCategory';
import type { CollectionLists } from '../../common/collections';
import type { CollectionListItem } from '../../common/tmdb';
import type { TmdbRequest } from '../../server/api/request';
import {
  COLLECTIONS_FRESH_MS,
  COLLECTIONS_RETRY_MS,
  CollectionsBuilder,
  HOME_COLLECTION_KEYWORDS,
} from '../../server/collections/collectionLists';
import { createLogger } from '../../server/logger';
import type { CatalogueSource, TmdbAnswer } from '../../server/sources/types';
import { startDemoApp, wrappedDemoSource } from './helpers/demoApp';
import type { DemoApp } from './helpers/demoApp';

jest.setTimeout(60_000);

const failure = (status = 503): TmdbAnswer => ({
  status,
  body: JSON.stringify({ success: false, status_code: 43, status_message: 'Down.' }),
  origin: 'MISS',
});

const paged = (results: object[]): TmdbAnswer => ({
  status: 200,
  body: JSON.stringify({ page: 1, results, total_pages: 1, total_results: results.length }),
  origin: 'MISS',
});

const saga = (id: number, name = `Saga ${id}`, poster: string | null = `/saga-${id}.jpg`) => ({
  id,
  name,
  overview: `The films of ${name}.`,
  poster_path: poster,
  backdrop_path: null,
  // TMDB sends these too; the answer leaves them out.
  adult: false,
  original_language: 'en',
});

/**
 * A catalogue whose collection searches answer from `byTerm` (nothing for other terms; a function for
 * a failure), counting the searches; every other call is a 404.
 */
function scripted(byTerm: Record<string, object[] | (() => TmdbAnswer | Promise<TmdbAnswer>)>) {
  const state = { searches: 0, terms: [] as string[] };
  const source: CatalogueSource = {
    name: 'tmdb',
    version: 'test',
    async get(req: TmdbRequest) {
      if (req.route !== 'searchCollection') return failure(404);
      state.searches += 1;
      const term = req.query.query ?? '';
      state.terms.push(term);
      const answer = byTerm[term] ?? [];
      return typeof answer === 'function' ? answer() : paged(answer);
    },
    close: async () => {},
  };
  return { state, source };
}

const wrapped = wrappedDemoSource;

const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe('GET /api/collections over the demo catalogue', () => {
  let demo: DemoApp;
  beforeAll(async () => {
    demo = await startDemoApp();
  });
  afterAll(() => demo.close());

  it("answers what the terms' searches find, merged in order, each once, classified", async () => {
    const answer = await demo.get('/api/collections');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    // Fresh for the hour the server keeps it.
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
    const lists = answer.body as CollectionLists;

    // The same searches through the public API, in the terms' order.
    const found = new Map<string, CollectionListItem[]>();
    for (const term of COLLECTION_TERMS) {
      const search = await demo.get(
        `/api/tmdb/search/collection?query=${encodeURIComponent(term)}&page=1`,
      );
      found.set(term, search.body.results);
    }
    const merged = (terms: readonly string[], into: CollectionListItem[] = []) => {
      for (const item of terms.flatMap((term) => found.get(term)!)) {
        if (!into.some((kept) => kept.id === item.id)) into.push(item);
      }
      return into;
    };

    const listed = merged(COLLECTION_TERMS).filter((item) => item.poster_path);
    expect(listed.length).toBeGreaterThan(0);
    expect(ids(lists.all)).toEqual(ids(listed));
    for (const item of lists.all) {
      expect(item).toMatchObject({ media_type: 'collection', title: item.name });
      expect(item.category).toBe(classifyCollection(item.searchText));
    }
    // The demo's collections are not all of one kind.
    expect(new Set(lists.all.map((item) => item.category)).size).toBeGreaterThan(1);

    // The demo has few of the five keywords' franchises: the row goes on, ten terms at a time, to five.
    const home = merged(HOME_COLLECTION_KEYWORDS);
    const rest = COLLECTION_TERMS.filter((term) => !HOME_COLLECTION_KEYWORDS.includes(term));
    for (let start = 0; home.length < 5 && start < rest.length; start += 10) {
      merged(rest.slice(start, start + 10), home);
    }
    expect(ids(lists.home)).toEqual(ids(home.slice(0, 20)));
    expect(lists.home.length).toBeGreaterThanOrEqual(5);
  });

  it('answers If-None-Match with 304, and compresses for a client that takes it', async () => {
    const first = await demo.app.inject({ method: 'GET', url: '/api/collections' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await demo.app.inject({
      method: 'GET',
      url: '/api/collections',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toMatch(/^public, max-age=\d+$/);

    const gzipped = await demo.app.inject({
      method: 'GET',
      url: '/api/collections',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('Accept-Encoding');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(first.body);
  });

  it('only reads', async () => {
    const res = await demo.app.inject({ method: 'POST', url: '/api/collections' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });
});

describe('the lists over a scripted catalogue', () => {
  it('merges in the terms order, keeps the first of each id, lists only those with a poster, and caps home at 20', async () => {
    const { source } = scripted({
      marvel: [saga(1, 'Marvel Saga'), saga(2, 'Shared Saga'), saga(3, 'No Poster', null)],
      'star wars': [saga(2, 'Shared Saga'), saga(4, 'Star Saga')],
      // Spec: a failed collection search counts as no results.
      'harry potter': () => failure(404),
      'dc comics': Array.from({ length: 26 }, (_, i) => saga(100 + i)),
      batman: [saga(1, 'Marvel Saga'), saga(50, 'Bat Saga')],
    });
    const app = await startDemoApp({}, { source });
    try {
      const answer = await app.get('/api/collections');
      expect(answer.status).toBe(200);
      const { home, all } = answer.body as CollectionLists;

      expect(ids(home)).toEqual([1, 2, 3, 4, ...Array.from({ length: 16 }, (_, i) => 100 + i)]);
      // A home card carries what the card shows, nothing of TMDB's other fields.
      expect(home[0]).toEqual({
        id: 1,
        media_type: 'collection',
        name: 'Marvel Saga',
        poster_path: '/saga-1.jpg',
        backdrop_path: null,
      });

      expect(ids(all)).toEqual([1, 2, 4, ...Array.from({ length: 26 }, (_, i) => 100 + i), 50]);
      expect(all.find((item) => item.id === 2)).toEqual({
        id: 2,
        media_type: 'collection',
        title: 'Shared Saga',
        name: 'Shared Saga',
        overview: 'The films of Shared Saga.',
        poster_path: '/saga-2.jpg',
        backdrop_path: null,
        category: 'all',
        searchText: 'Shared Saga The films of Shared Saga.',
      });
      expect(all[0]!.category).toBe('superhero');
      // One failed search out of many: served, but built again after a minute.
      expect(answer.headers['cache-control']).toBe('public, max-age=60');
    } finally {
      await app.close();
    }
  });

  it('with fewer than five from the five keywords, home goes on through the terms a batch of ten at a time', async () => {
    const { source } = scripted({
      'star wars': [saga(10)],
      avengers: [saga(11)],
      'james bond': [saga(12), saga(10)],
      'fast and furious': [saga(13)],
      matrix: [saga(14)],
      'die hard': [saga(15)],
      godfather: [saga(16)],
    });
    const builder = new CollectionsBuilder(source, createLogger('silent'));
    const { lists } = await builder.answer();
    // The first batch of ten terms brings four in all; the second two more; the third is not read.
    expect(ids(lists.home)).toEqual([10, 11, 12, 13, 14, 15]);
    expect(ids(lists.all)).toEqual([10, 11, 12, 13, 14, 15, 16]);
  });

  it('is a 503 with a sentence when every search fails and nothing was built before', async () => {
    const { source } = scripted(
      Object.fromEntries(COLLECTION_TERMS.map((term) => [term, () => failure()])),
    );
    const app = await startDemoApp({}, { source });
    try {
      const answer = await app.get('/api/collections');
      expect(answer.status).toBe(503);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body).toEqual({ error: expect.stringMatching(/collections cannot be listed/) });
    } finally {
      await app.close();
    }
  });

  it('counts a search that throws as no results too', async () => {
    const { source } = scripted({
      marvel: () => Promise.reject(new Error('socket hang up')),
      'star wars': [saga(7)],
    });
    const { lists } = await new CollectionsBuilder(source, createLogger('silent')).answer();
    expect(ids(lists.all)).toEqual([7]);
  });
});

describe('the cache', () => {
  /**
   * A demo catalogue on a clock the test moves, counting calls; every search fails while `down` is set,
   * and those of every other term while `halfDown` is.
   */
  function setUp() {
    const state = { now: 0, calls: 0, down: false, halfDown: false };
    const source = wrapped(async (req, answer) => {
      state.calls += 1;
      const index = COLLECTION_TERMS.indexOf(req.query.query as (typeof COLLECTION_TERMS)[number]);
      return state.down || (state.halfDown && index % 2 === 1) ? failure() : answer();
    });
    const builder = new CollectionsBuilder(source, createLogger('silent'), () => state.now);
    return { state, source, builder };
  }

  it('builds once for requests that come together', async () => {
    const source = wrapped(async (_req, answer) => answer());
    let calls = 0;
    const counting: CatalogueSource = {
      ...source,
      get: (req) => {
        calls += 1;
        return source.get(req);
      },
    };
    const app = await startDemoApp({}, { source: counting });
    try {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => app.app.inject({ method: 'GET', url: '/api/collections' })),
      );
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(answers.map((res) => res.body)).size).toBe(1);
      // One search per term, for all five requests.
      expect(calls).toBe(COLLECTION_TERMS.length);
    } finally {
      await app.close();
      await source.close();
    }
  });

  it('keeps an answer an hour, with a max-age of the time left, then rebuilds behind the last one', async () => {
    const { state, source, builder } = setUp();
    try {
      const first = await builder.answer();
      expect(state.calls).toBe(COLLECTION_TERMS.length);
      expect(builder.maxAgeOf(first)).toBe(3600);

      state.now += COLLECTIONS_FRESH_MS / 2;
      expect(await builder.answer()).toBe(first);
      expect(builder.maxAgeOf(first)).toBe(1800);
      state.now += COLLECTIONS_FRESH_MS / 2 - 1;
      await builder.answer();
      expect(state.calls).toBe(COLLECTION_TERMS.length);

      // Due: the last answer at once (no visitor waits on the searches), a new one built behind it.
      state.now += 1;
      expect(await builder.answer()).toBe(first);
      expect(builder.maxAgeOf(first)).toBe(0);
      const next = await builder.refreshing();
      expect(state.calls).toBe(COLLECTION_TERMS.length * 2);
      expect(next?.lists).toEqual(first.lists);
      expect(await builder.answer()).toBe(next);
      expect(builder.maxAgeOf(next!)).toBe(3600);
    } finally {
      await source.close();
    }
  });

  it('keeps the last complete answer when a rebuild fails, in whole or in part, and tries again after a minute', async () => {
    const { state, source, builder } = setUp();
    try {
      const good = await builder.answer();

      // Every search fails: the last answer stays, due again in a minute.
      state.down = true;
      state.now += COLLECTIONS_FRESH_MS;
      await builder.answer();
      await builder.refreshing();
      const kept = await builder.answer();
      expect(kept.lists).toEqual(good.lists);
      expect(builder.maxAgeOf(kept)).toBe(COLLECTIONS_RETRY_MS / 1000);

      // Half of them fail: a shorter list (what a first build would give) does not replace it either.
      state.down = false;
      state.halfDown = true;
      const shorter = await new CollectionsBuilder(
        source,
        createLogger('silent'),
        () => state.now,
      ).answer();
      expect(shorter.complete).toBe(false);
      expect(shorter.lists.all.length).toBeLessThan(good.lists.all.length);
      state.now += COLLECTIONS_RETRY_MS;
      await builder.answer();
      expect((await builder.refreshing())?.lists).toEqual(good.lists);
      expect(builder.maxAgeOf(await builder.answer())).toBe(COLLECTIONS_RETRY_MS / 1000);

      // All back: a new complete answer, kept an hour.
      state.halfDown = false;
      state.now += COLLECTIONS_RETRY_MS;
      await builder.answer();
      const rebuilt = await builder.refreshing();
      expect(rebuilt?.complete).toBe(true);
      expect(builder.maxAgeOf(rebuilt!)).toBe(3600);
    } finally {
      await source.close();
    }
  });
});
