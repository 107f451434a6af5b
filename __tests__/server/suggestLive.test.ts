/**
 * With the live source, `/api/suggest` knows the demo catalogue's titles and every title and name the
 * server has seen in TMDB's answers, kept in DATA_DIR/names.sqlite across restarts. Real app and live
 * source against the replayed TMDB corpus.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import type { FastifyInstance } from 'fastify';

import type { SuggestAnswer, SuggestItem } from '../../common/suggest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import { liveSourceFromConfig } from '../../server/sources/live/liveSource';
import { CacheBudget } from '../../server/cacheBudget';
import { Suggestions } from '../../server/suggest/suggestions';
import type { RouteName } from '../../server/api/routeTable';
import { namesInAnswer } from '../../server/suggest/seenNames';
import { memorySeenNames } from '../../server/storage/storage';
import type { SeenNamesStore } from '../../server/suggest/seenNamesStore';
import { describeWithCorpus } from './helpers/corpus';
import { startReplay } from './helpers/replay';
import type { Replay } from './helpers/replay';

jest.setTimeout(60_000);

const ref = (item: SuggestItem) => `${item.media_type}:${item.id}`;
/** A collection TMDB's recorded search/collection?query=Disney answer holds and the demo does not. */
const HERCULES = 'collection:978459';
const DISNEY_SEARCH = '/api/tmdb/search/collection?query=Disney&language=en';

describeWithCorpus('suggestions with the live source', () => {
  let replay: Replay;
  let dataDir: string;
  let app: FastifyInstance | undefined;

  const start = async () => {
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
    app = await buildApp({
      config,
      source: liveSourceFromConfig(config, logger, { retryBaseMs: 10 }),
      logger,
    });
    return app;
  };

  const suggest = async (q: string): Promise<SuggestAnswer> => {
    const res = await app!.inject({ url: `/api/suggest?q=${encodeURIComponent(q)}` });
    expect(res.statusCode).toBe(200);
    return res.json() as SuggestAnswer;
  };

  /** Asks until the answer holds `wanted` (names are recorded just after the answer is sent). */
  const eventually = async (q: string, wanted: string): Promise<SuggestAnswer> => {
    const deadline = performance.now() + 5000;
    for (;;) {
      const answer = await suggest(q);
      if (answer.results.some((r) => ref(r) === wanted) || performance.now() > deadline) {
        return answer;
      }
      await sleep(20);
    }
  };

  beforeAll(async () => {
    replay = await startReplay();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-suggest-live-'));
  });

  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  afterAll(async () => {
    await replay?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("suggests the demo catalogue's titles before TMDB has been asked anything", async () => {
    await start();
    expect((await suggest('godfahter')).results.map(ref)).toContain('movie:238');
    expect((await suggest('brad pit')).results.map(ref)).toContain('person:287');
    expect(replay.hits()).toBe(0);
  });

  it('learns the titles of the answers passing through, and keeps them across a restart', async () => {
    await start();
    expect((await suggest('hercules disney')).results.map(ref)).not.toContain(HERCULES);

    const search = await app!.inject({ url: DISNEY_SEARCH });
    expect(search.statusCode).toBe(200);
    expect(search.json().results.map((r: SuggestItem) => r.id)).toContain(978459);

    const learnt = await eventually('hercules disney', HERCULES);
    const item = learnt.results.find((r) => ref(r) === HERCULES);
    // search/collection's own item, tagged.
    expect(item).toEqual({
      ...search.json().results.find((r: SuggestItem) => r.id === 978459),
      media_type: 'collection',
    });
    // Misspelt, too.
    const typo = await suggest('hercules disny');
    expect(typo.results.map(ref)).toContain(HERCULES);
    expect(typo.didYouMean).toContain('Hercules (Disney) Collection');

    await app!.close();
    replay.reset();
    await start();
    expect((await suggest('hercules disney')).results.map(ref)).toContain(HERCULES);
    expect(replay.hits()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'names.sqlite'))).toBe(true);
  });

  it("reads the titles and names of TMDB's recorded details answers", () => {
    const names = (route: RouteName, p: string) =>
      namesInAnswer(route, JSON.parse(replay.bodyFor(p)!)).map((n) => `${n.kind}:${n.id}`);
    const show = JSON.parse(replay.bodyFor('/tv/1399')!);
    expect(names('tvDetails', '/tv/1399')).toEqual(
      expect.arrayContaining([
        'tv:1399',
        ...show.created_by.map((p: { id: number }) => `person:${p.id}`),
      ]),
    );
    const collection = namesInAnswer(
      'collectionDetails',
      JSON.parse(replay.bodyFor('/collection/10')!),
    );
    const parts = JSON.parse(replay.bodyFor('/collection/10')!).parts as { popularity: number }[];
    expect(collection.find((n) => n.kind === 'collection')).toMatchObject({
      id: 10,
      name: 'Star Wars Collection',
      popularity: Math.max(...parts.map((p) => p.popularity)),
    });
    expect(collection.filter((n) => n.kind === 'movie')).toHaveLength(parts.length);
    expect(names('personDetails', '/person/287')).toEqual(['person:287']);
    expect(names('movieDetails', '/movie/550')).toContain('movie:550');
  });
});

describe('the seen-names dictionary', () => {
  it('never suggests an adult title, and forgets one TMDB later marks adult', async () => {
    const memory = memorySeenNames();
    const suggestions = new Suggestions({
      names: [],
      render: () => undefined,
      seen: memory.seenNames,
    });
    const listing = (adult: boolean) =>
      JSON.stringify({
        page: 1,
        results: [
          { id: 9001, title: 'Quintessa Zephyr', adult, popularity: 5, poster_path: null },
          { id: 9002, title: 'Quintessa Zephyr Returns', adult: true, popularity: 50 },
        ],
      });
    const titles = async () =>
      (
        JSON.parse((await suggestions.answer('quintessa zephyr', '20')).body) as SuggestAnswer
      ).results.map(ref);

    await suggestions.observe('moviePopular', listing(false));
    expect(await titles()).toEqual(['movie:9001']);
    await suggestions.observe('moviePopular', listing(true));
    expect(await titles()).toEqual([]);
    suggestions.close();
    await memory.close();
  });

  it('saves one batch at a time: a burst of answers holds one connection, and every name gets in', async () => {
    const memory = memorySeenNames();
    // The real store, slowed as a busy database would be, counting the saves in flight.
    let inFlight = 0;
    let most = 0;
    let calls = 0;
    const seen: SeenNamesStore = {
      records: () => memory.seenNames.records(),
      item: (kind, id) => memory.seenNames.item(kind, id),
      async save(names, now) {
        calls += 1;
        inFlight += 1;
        most = Math.max(most, inFlight);
        try {
          await sleep(20);
          return await memory.seenNames.save(names, now);
        } finally {
          inFlight -= 1;
        }
      },
    };
    const suggestions = new Suggestions({ names: [], render: () => undefined, seen });
    const listing = (id: number) =>
      JSON.stringify({
        results: [{ id, title: `Vexmoor Burst ${id}`, adult: false, popularity: 5 }],
      });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => suggestions.observe('moviePopular', listing(9200 + i))),
    );
    expect(most).toBe(1);
    // The first answer's names, then everything that arrived while they were being saved.
    expect(calls).toBe(2);
    expect(suggestions.index.lookup('vexmoor burst', 20).hits).toHaveLength(20);
    suggestions.close();
    await memory.close();
  });

  it("counts its name index in the server's cache budget, and past half of it stores new names without indexing them", async () => {
    const memory = memorySeenNames();
    const warnings: string[] = [];
    const logger = createLogger('warn', {
      write: (line: string) => {
        warnings.push((JSON.parse(line) as { msg: string }).msg);
      },
    });
    const cacheBudget = new CacheBudget(200_000);
    const suggestions = new Suggestions({
      names: [],
      render: () => undefined,
      seen: memory.seenNames,
      cacheBudget,
      logger,
    });
    await suggestions.ready;
    const listing = (from: number, title = (id: number) => `Vexmoor Tally ${id}`) =>
      JSON.stringify({
        results: Array.from({ length: 20 }, (_, i) => ({
          id: from + i,
          title: title(from + i),
          adult: false,
          popularity: 5,
        })),
      });
    for (let from = 9300; from < 9500; from += 20) {
      await suggestions.observe('moviePopular', listing(from));
    }
    // Every name is stored; the index took names until it held half the budget, and no more.
    expect(await memory.seenNames.records()).toHaveLength(200);
    const indexed = suggestions.index.lookup('vexmoor tally', 200).hits.length;
    expect(indexed).toBeGreaterThan(20);
    expect(indexed).toBeLessThan(200);
    expect(suggestions.index.bytes).toBeGreaterThanOrEqual(100_000);
    expect(suggestions.index.bytes).toBeLessThan(110_000);
    expect(cacheBudget.usage().byArea['suggest name index']).toBe(suggestions.index.bytes);
    expect(warnings.filter((msg) => /half of CACHE_MAX_MB/.test(msg))).toHaveLength(1);
    // A name the index holds is still updated: TMDB renamed the first one.
    await suggestions.observe(
      'moviePopular',
      listing(9300, (id) => `Quorvane Sable ${id}`),
    );
    expect(suggestions.index.lookup('quorvane sable', 20).hits.map((hit) => hit.id)).toContain(
      9300,
    );
    suggestions.close();
    await memory.close();
  });

  it('ignores an answer it cannot read', async () => {
    const memory = memorySeenNames();
    const suggestions = new Suggestions({
      names: [],
      render: () => undefined,
      seen: memory.seenNames,
    });
    await expect(suggestions.observe('moviePopular', '{not json')).resolves.toBeUndefined();
    await suggestions.observe(
      'moviePopular',
      JSON.stringify({ results: [{ id: 'x', title: 1 }, null] }),
    );
    expect(JSON.parse((await suggestions.answer('x', undefined)).body)).toEqual({
      results: [],
      didYouMean: [],
    });
    suggestions.close();
    await memory.close();
  });

  it('keeps its answer cache when recorded names are not new, and shows new ones within refreshMs', async () => {
    const memory = memorySeenNames();
    let clock = 1_000_000;
    const suggestions = new Suggestions({
      names: [],
      render: () => undefined,
      seen: memory.seenNames,
      refreshMs: 10_000,
      now: () => clock,
    });
    const lookups = jest.spyOn(suggestions.index, 'lookup');
    const titles = async (q: string) =>
      (JSON.parse((await suggestions.answer(q, '20')).body) as SuggestAnswer).results.map(ref);
    const listing = (...titlesSeen: [number, string][]) =>
      JSON.stringify({
        results: titlesSeen.map(([id, title]) => ({ id, title, adult: false, popularity: 5 })),
      });

    await suggestions.observe('moviePopular', listing([9101, 'Zorblax Returns']));
    expect(await titles('zorblax')).toEqual(['movie:9101']);
    expect(await titles('quorvane')).toEqual([]);
    expect(lookups).toHaveBeenCalledTimes(2);

    // The same names again, as every popular list repeats them: the cached answers stay.
    await suggestions.observe('moviePopular', listing([9101, 'Zorblax Returns']));
    expect(await titles('zorblax')).toEqual(['movie:9101']);
    expect(await titles('quorvane')).toEqual([]);
    expect(lookups).toHaveBeenCalledTimes(2);

    // New names: the cache is dropped, but not more than once per refreshMs (the last drop was at
    // the first answer).
    clock += 1000;
    await suggestions.observe('moviePopular', listing([9102, 'Quorvane']));
    await suggestions.observe('moviePopular', listing([9103, 'Quorvane Rising']));
    expect(await titles('quorvane')).toEqual([]);
    expect(lookups).toHaveBeenCalledTimes(2);
    clock += 9000;
    expect(await titles('quorvane')).toEqual(['movie:9102', 'movie:9103']);
    expect(await titles('zorblax')).toEqual(['movie:9101']);
    expect(lookups).toHaveBeenCalledTimes(4);
    // Once dropped, not again until something new comes.
    expect(await titles('quorvane')).toEqual(['movie:9102', 'movie:9103']);
    expect(lookups).toHaveBeenCalledTimes(4);
    suggestions.close();
    await memory.close();
  });
});
