/**
 * The app's own API in the page's language (issue 35): `/api/trending/{window}` and `/api/collections`
 * read TMDB for a page, so a German page's call (`language=de-DE`, which the app's store adds to every
 * call) reaches TMDB in de-DE, and its answer is kept apart from English's, whose calls stay the spec's.
 * The header's suggestions: `/api/suggest` answers from the server's own dictionary (no TMDB call,
 * the same for every language, kept English), and TMDB's search/multi beside it is asked in the page's
 * language. The real server, the live source, and the recorded corpus replayed as TMDB.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import type { SuggestAnswer } from '../../common/suggest';

import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import { liveSourceFromConfig } from '../../server/sources/live/liveSource';
import { describeWithCorpus } from './helpers/corpus';
import { startReplay } from './helpers/replay';
import type { Replay } from './helpers/replay';
import { builtSite, startDemoApp } from './helpers/demoApp';

jest.setTimeout(120_000);

/** The `language` of each call TMDB received for `tmdbPath` ('' for none), in order. */
function languagesAt(replay: Replay, tmdbPath: string): string[] {
  return replay.received
    .filter((call) => call.path === tmdbPath)
    .map((call) => new URL(call.url, 'http://tmdb').searchParams.get('language') ?? '');
}

const unique = (values: string[]) => [...new Set(values)].sort();

/** The real server over the live source, TMDB being the corpus replayed, in a fresh DATA_DIR. */
async function startLive() {
  const replay = await startReplay();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-api-language-'));
  const config = loadConfig({
    CATALOGUE: 'tmdb',
    TMDB_API_KEY: '0123456789abcdef0123456789abcdef',
    TMDB_BASE_URL: replay.url,
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'no-dist'),
    LOG_LEVEL: 'silent',
    IMAGE_BASE_URL: 'off',
  });
  const logger = createLogger('silent');
  const app = await buildApp({
    config,
    source: liveSourceFromConfig(config, logger, { retryBaseMs: 10 }),
    logger,
  });
  await app.ready();
  return {
    app,
    replay,
    async close() {
      await app.close();
      await replay.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describeWithCorpus("the app's own API in the page's language", () => {
  let replay: Replay;
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, replay, close } = await startLive());
  });
  afterAll(() => close?.());
  beforeEach(() => replay.reset());

  it('asks TMDB for filtered trending in de-DE on a German page, and keeps it apart', async () => {
    const url = '/api/trending/week?with_genres=18';
    const german = await app.inject({ url: `${url}&language=de-DE` });
    expect(german.statusCode).toBe(200);
    const germanCalls = languagesAt(replay, '/trending/all/week');
    expect(germanCalls.length).toBeGreaterThan(0);
    expect(unique(germanCalls)).toEqual(['de-DE']);

    // English: the spec's calls, no language; another answer, not German's from the cache.
    replay.reset();
    const english = await app.inject({ url });
    expect(english.statusCode).toBe(200);
    const englishCalls = languagesAt(replay, '/trending/all/week');
    expect(englishCalls.length).toBeGreaterThan(0);
    expect(unique(englishCalls)).toEqual(['']);

    // Each is kept under its own key: asked again, neither reaches TMDB.
    replay.reset();
    expect((await app.inject({ url: `${url}&language=de-DE` })).body).toBe(german.body);
    expect((await app.inject({ url })).body).toBe(english.body);
    expect(replay.hits('/trending/all/week')).toBe(0);
  });

  it('refuses a language the app does not speak, naming it', async () => {
    const res = await app.inject({ url: '/api/trending/week?with_genres=18&language=xx-XX' });
    expect(res.statusCode).toBe(400);
    expect(res.json().status_message).toMatch(/language/);
    const lists = await app.inject({ url: '/api/collections?language=xx-XX' });
    expect(lists.statusCode).toBe(400);
    expect(lists.json().status_message).toMatch(/language/);
  });

  it("searches the collections in de-DE for a German page, in their own build, English's categories", async () => {
    const english = await app.inject({ url: '/api/collections' });
    expect(english.statusCode).toBe(200);
    expect(unique(languagesAt(replay, '/search/collection'))).toEqual(['en-US']);

    replay.reset();
    const german = await app.inject({ url: '/api/collections?language=de-DE' });
    expect(german.statusCode).toBe(200);
    expect(unique(languagesAt(replay, '/search/collection'))).toEqual(['de-DE']);
    expect(german.headers.etag).toBeDefined();

    // A collection is in the same category in every language.
    type Lists = { all: { id: number; category: string }[] };
    const categories = (body: Lists) => new Map(body.all.map((item) => [item.id, item.category]));
    const inGerman = categories(german.json() as Lists);
    for (const [id, category] of categories(english.json() as Lists)) {
      if (inGerman.has(id)) expect(inGerman.get(id)).toBe(category);
    }

    // Each language's lists are kept: asked again, neither searches again.
    replay.reset();
    expect((await app.inject({ url: '/api/collections?language=de-DE' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/collections' })).statusCode).toBe(200);
    expect(replay.hits('/search/collection')).toBe(0);
  });

  it("asks the header's TMDB search in de-DE; the suggestions' own dictionary asks TMDB nothing", async () => {
    const search = await app.inject({
      url: '/api/tmdb/search/multi?query=bradley&page=1&include_adult=false&language=de-DE',
    });
    expect(search.statusCode).toBe(200);
    expect(languagesAt(replay, '/search/multi')).toEqual(['de-DE']);

    replay.reset();
    const german = await app.inject({ url: '/api/suggest?q=bradley&limit=8&language=de-DE' });
    const english = await app.inject({ url: '/api/suggest?q=bradley&limit=8' });
    expect(german.statusCode).toBe(200);
    expect(german.body).toBe(english.body);
    expect(replay.received).toEqual([]);
  });
});

describeWithCorpus("the suggestions' dictionary, on a German page", () => {
  // A server of its own: what the other tests' English answers taught it would hide what this shows.
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await startLive());
  });
  afterAll(() => close?.());

  it("keeps a German answer's names out of the suggestions every visitor gets", async () => {
    // TMDB's collection search, recorded: its names the demo catalogue does not hold are the ones
    // only an answer passing through can teach the suggestions.
    const search = '/api/tmdb/search/collection?query=disney%20hercules&page=1&include_adult=false';
    const suggested = async (name: string) => {
      const res = await app.inject({ url: `/api/suggest?q=${encodeURIComponent(name)}` });
      const items = (res.json() as SuggestAnswer).results as { name?: string; title?: string }[];
      return items.some((item) => (item.name ?? item.title) === name);
    };
    const answer = await app.inject({ url: `${search}&language=de-DE` });
    expect(answer.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const names = (answer.json() as { results: { name: string }[] }).results.map((r) => r.name);
    const unknown: string[] = [];
    for (const name of names) if (!(await suggested(name))) unknown.push(name);
    // The German answer taught nothing (else every name would be suggested now).
    expect(unknown.length).toBeGreaterThan(0);

    // The same answer in English is learnt, as before.
    await app.inject({ url: `${search}&language=en-US` });
    const deadline = performance.now() + 5000;
    while (!(await suggested(unknown[0]!)) && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await suggested(unknown[0]!)).toBe(true);
  });
});

describe("the demo catalogue's own API on a German page", () => {
  it('renders the German pages from it, with the shared tables in German', async () => {
    const demo = await startDemoApp({}, builtSite());
    try {
      const trending = await demo.app.inject({ url: '/de/trending?with_genres=35' });
      expect(trending.statusCode).toBe(200);
      // The active filter's chip, rendered from the filtered list the renderer asked for in de-DE.
      expect(trending.body).toContain('Komödie');
      const collections = await demo.app.inject({ url: '/de/collections' });
      expect(collections.statusCode).toBe(200);
      expect(collections.body).toContain('Sammlungen nach Kategorie filtern');
      expect(collections.body).toMatch(/Alle \(\d+\)/);
    } finally {
      await demo.close();
    }
  });

  it('answers trending and collections (in English: the demo has no other language)', async () => {
    const demo = await startDemoApp();
    try {
      const trending = await demo.get('/api/trending/week?with_genres=18&language=de-DE');
      expect(trending.status).toBe(200);
      expect(trending.body.results.length).toBeGreaterThan(0);
      const german = await demo.get('/api/collections?language=de-DE');
      const english = await demo.get('/api/collections');
      expect(german.status).toBe(200);
      expect(german.body).toEqual(english.body);
    } finally {
      await demo.close();
    }
  });
});
