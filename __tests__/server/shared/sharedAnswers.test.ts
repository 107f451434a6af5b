import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import zlib from 'node:zlib';

import { Redis } from 'ioredis';

import { parseRequest, requestKey } from '../../../server/api/request';
import type { TmdbRequest } from '../../../server/api/request';
import { routeByName } from '../../../server/api/routeTable';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import type { RouteName } from '../../../server/api/routeTable';
import { createLogger } from '../../../server/logger';
import type { SharedRedis } from '../../../server/shared/redis';
import { LiveSource, liveSourceFromConfig } from '../../../server/sources/live/liveSource';
import type { LiveSourceOptions } from '../../../server/sources/live/liveSource';
import { describeWithCorpus } from '../helpers/corpus';
import { startReplay } from '../helpers/replay';
import type { Replay } from '../helpers/replay';
import {
  TEST_REDIS_URL,
  connectTestRedis,
  deleteRedisKeys,
  describeWithPrivateRedis,
  describeWithRedis,
  listRedisKeys,
  redisReady,
  startPrivateRedis,
  testRedisPrefix,
} from '../helpers/services';
import type { PrivateRedis } from '../helpers/services';

const API_KEY = '0123456789abcdef0123456789abcdef';
const UNREACHABLE = "redis unreachable, serving from this instance's memory";

function tmdbRequest(route: RouteName, params: Record<string, string> = {}): TmdbRequest {
  return parseRequest(routeByName.get(route)!, params, {});
}

const fightClub = () => tmdbRequest('movieDetails', { id: '550' });

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error('condition not met in time');
    await sleep(10);
  }
}

describeWithCorpus('the live source shared through Redis', () => {
  describeWithRedis('answers and coalescing across instances', () => {
    let replay: Replay;
    let prefix: string;
    let clock: number;
    let lines: string[];
    let sources: LiveSource[];
    let clients: SharedRedis[];

    const logger = () => createLogger('debug', { write: (line: string) => void lines.push(line) });
    const messages = (msg: string) =>
      lines.map((line) => JSON.parse(line) as { msg: string }).filter((l) => l.msg === msg);

    /** One instance: its own Redis connection (under the run's prefix unless told), its own memory. */
    const instance = async (
      options: Partial<LiveSourceOptions> = {},
      redisOptions: { url?: string; prefix?: string; commandTimeoutMs?: number } = {},
      ready = true,
    ): Promise<LiveSource> => {
      const { commandTimeoutMs, ...connection } = redisOptions;
      const redis = connectTestRedis(logger(), {
        prefix,
        ...connection,
        timing: { maxReconnectDelayMs: 200, ...(commandTimeoutMs ? { commandTimeoutMs } : {}) },
      });
      clients.push(redis);
      if (ready) await redisReady(redis);
      const source = new LiveSource({
        baseUrl: replay.url,
        token: null,
        apiKey: API_KEY,
        timeoutMs: 2000,
        maxRequestsPerSecond: 1000,
        cacheBytes: 8 * 1024 * 1024,
        logger: logger(),
        now: () => clock,
        retryBaseMs: 10,
        redis,
        ...options,
      });
      sources.push(source);
      return source;
    };

    beforeAll(async () => {
      replay = await startReplay();
    });

    afterAll(async () => {
      await replay.close();
    });

    beforeEach(() => {
      prefix = testRedisPrefix();
      clock = Date.UTC(2025, 0, 1);
      lines = [];
      sources = [];
      clients = [];
      replay.reset();
    });

    afterEach(async () => {
      await Promise.all(sources.map((source) => source.close()));
      await Promise.all(clients.map((client) => client.close()));
      await deleteRedisKeys(prefix);
    });

    it('serves an answer fetched by one instance from another without asking TMDB', async () => {
      const a = await instance();
      const b = await instance();
      const first = await a.get(fightClub());
      expect(first).toEqual({ status: 200, body: replay.bodyFor('/movie/550'), origin: 'MISS' });

      // With the compressed bytes as stored, for the compressed answers to reuse.
      const shared = await b.get(fightClub());
      expect(shared).toEqual({ ...first, origin: 'HIT', br: expect.any(Buffer) });
      expect(zlib.brotliDecompressSync(shared.br!).toString()).toBe(first.body);
      // Then from b's own memory.
      expect(await b.get(fightClub())).toEqual({ ...first, origin: 'HIT' });
      expect(replay.hits('/movie/550')).toBe(1);
      expect(await listRedisKeys(prefix)).toContain(`answer:${requestKey(fightClub())}`);
    });

    it('stores the body compressed, with its times, and follows the same freshness', async () => {
      const a = await instance();
      const b = await instance();
      await a.get(fightClub());
      const plain = new Redis(TEST_REDIS_URL, { disconnectTimeout: 100 });
      try {
        const value = await plain.getBuffer(`${prefix}answer:${requestKey(fightClub())}`);
        const body = replay.bodyFor('/movie/550')!;
        expect(value).not.toBeNull();
        expect(value!.length).toBeLessThan(Buffer.byteLength(body) / 2);
        const ttl = await plain.pttl(`${prefix}answer:${requestKey(fightClub())}`);
        expect(ttl).toBeGreaterThan(23 * 3600_000);
        expect(ttl).toBeLessThanOrEqual(24 * 3600_000);
      } finally {
        plain.disconnect();
      }

      // Past its route's freshness, on the shared clock, b asks TMDB again rather than serving it.
      clock += routeByName.get('movieDetails')!.freshness * 1000 + 1;
      expect((await b.get(fightClub())).origin).toBe('MISS');
      expect(replay.hits('/movie/550')).toBe(2);
      // And a now serves b's fresher copy from Redis.
      expect((await a.get(fightClub())).origin).toBe('HIT');
      expect(replay.hits('/movie/550')).toBe(2);
    });

    it('keeps searches and "not found" in Redis only while fresh (any visitor can make new ones)', async () => {
      const a = await instance();
      const search = parseRequest(routeByName.get('searchMulti')!, {}, { query: 'fight' });
      const missing = tmdbRequest('movieDetails', { id: '999999999' });
      expect((await a.get(search)).status).toBe(200);
      expect((await a.get(missing)).status).toBe(404);
      const plain = new Redis(TEST_REDIS_URL, { disconnectTimeout: 100 });
      try {
        const searchTtl = await plain.pttl(`${prefix}answer:${requestKey(search)}`);
        expect(searchTtl).toBeGreaterThan(0);
        expect(searchTtl).toBeLessThanOrEqual(routeByName.get('searchMulti')!.freshness * 1000);
        const missingTtl = await plain.pttl(`${prefix}answer:${requestKey(missing)}`);
        expect(missingTtl).toBeGreaterThan(0);
        expect(missingTtl).toBeLessThanOrEqual(60_000);
      } finally {
        plain.disconnect();
      }
    });

    it("stands in with another instance's stale copy when TMDB fails", async () => {
      const a = await instance();
      const b = await instance();
      const first = await a.get(fightClub());
      clock += routeByName.get('movieDetails')!.freshness * 1000 + 1;
      replay.fail({ status: 500, times: 10 });
      expect(await b.get(fightClub())).toEqual({ ...first, origin: 'STALE' });
    });

    it('reuses the stored compressed bytes for a client that takes br, rather than compressing again', async () => {
      const a = await instance();
      await a.get(fightClub());
      // Swap the stored body for brotli at another quality: bytes this instance would not make itself.
      const key = `${prefix}answer:${requestKey(fightClub())}`;
      const body = replay.bodyFor('/movie/550')!;
      const foreign = zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
      });
      const plain = new Redis(TEST_REDIS_URL, { disconnectTimeout: 100 });
      try {
        const stored = (await plain.getBuffer(key))!;
        const head = stored.subarray(0, 4 + stored.readUInt32BE(0));
        await plain.set(key, Buffer.concat([head, foreign]), 'PX', 60_000);
      } finally {
        plain.disconnect();
      }

      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-shared-app-'));
      const app = await buildApp({
        config: loadConfig({
          DATA_DIR: dir,
          DIST_DIR: path.join(dir, 'no-dist'),
          LOG_LEVEL: 'silent',
          IMAGE_BASE_URL: 'off',
        }),
        source: await instance(),
        logger: createLogger('silent'),
      });
      try {
        const res = await app.inject({
          url: '/api/tmdb/movie/550',
          headers: { 'accept-encoding': 'br' },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['x-cache']).toBe('HIT');
        expect(res.headers['content-encoding']).toBe('br');
        expect(res.rawPayload.equals(foreign)).toBe(true);
        expect(replay.hits('/movie/550')).toBe(1);
      } finally {
        await app.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });

    it('takes in the names of an answer another instance fetched, for /api/suggest', async () => {
      const a = await instance();
      const disney = parseRequest(
        routeByName.get('searchCollection')!,
        {},
        { query: 'Disney', language: 'en' },
      );
      expect((await a.get(disney)).origin).toBe('MISS');

      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-shared-suggest-'));
      const config = loadConfig({
        CATALOGUE: 'tmdb',
        TMDB_API_KEY: API_KEY,
        TMDB_BASE_URL: replay.url,
        DATA_DIR: dir,
        DIST_DIR: path.join(dir, 'no-dist'),
        LOG_LEVEL: 'silent',
        IMAGE_BASE_URL: 'off',
      });
      const redis = connectTestRedis(logger(), { prefix });
      clients.push(redis);
      await redisReady(redis);
      const app = await buildApp({
        config,
        source: liveSourceFromConfig(config, createLogger('silent'), { redis, now: () => clock }),
        logger: createLogger('silent'),
      });
      const hercules = async () => {
        const res = await app.inject({ url: '/api/suggest?q=hercules%20disney' });
        return (res.json() as { results: { media_type: string; id: number }[] }).results.some(
          (r) => r.media_type === 'collection' && r.id === 978459,
        );
      };
      try {
        expect(await hercules()).toBe(false);
        const res = await app.inject({
          url: '/api/tmdb/search/collection?query=Disney&language=en',
        });
        expect(res.headers['x-cache']).toBe('HIT');
        expect(replay.hits('/search/collection')).toBe(1);
        const deadline = performance.now() + 5000;
        while (!(await hercules()) && performance.now() < deadline) await sleep(20);
        expect(await hercules()).toBe(true);
      } finally {
        await app.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
      // Opening the live suggestions reads the demo catalogue's names: a few seconds on a busy machine.
    }, 30_000);

    it('20 concurrent asks over 3 instances make one upstream call', async () => {
      const three = [await instance(), await instance(), await instance()];
      // TMDB is slow, so that every ask arrives while the first is still in flight.
      replay.fail({ delayMs: 300 });
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => three[i % 3]!.get(fightClub())),
      );
      expect(replay.hits('/movie/550')).toBe(1);
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.body).toBe(replay.bodyFor('/movie/550'));
      }
      // One instance asked TMDB; the other two were served from Redis.
      expect(answers.filter((a) => a.origin === 'MISS').length).toBeLessThanOrEqual(7);
    });

    it('without the shared lock, the same asks make one call per instance (the control)', async () => {
      const three = await Promise.all(
        [0, 1, 2].map(() => instance({ redis: undefined }, {}, false)),
      );
      replay.fail({ delayMs: 300 });
      await Promise.all(Array.from({ length: 20 }, (_, i) => three[i % 3]!.get(fightClub())));
      expect(replay.hits('/movie/550')).toBe(3);
    });

    it('a crashed winner (lock held, no answer) holds the others back only until its lock expires', async () => {
      const source = await instance();
      const plain = new Redis(TEST_REDIS_URL, { disconnectTimeout: 100 });
      try {
        await plain.set(`${prefix}answer-lock:${requestKey(fightClub())}`, 'gone', 'PX', 600);
      } finally {
        plain.disconnect();
      }
      const started = performance.now();
      const answer = await source.get(fightClub());
      const waited = performance.now() - started;
      expect(answer.origin).toBe('MISS');
      expect(replay.hits('/movie/550')).toBe(1);
      expect(waited).toBeGreaterThanOrEqual(500);
      expect(waited).toBeLessThan(2000);
    });

    it('a winner that fails lets the instances waiting for it ask TMDB at once, side by side', async () => {
      const [a, b, c] = [await instance(), await instance(), await instance()];
      // TMDB fails slowly for a while: the winner's four attempts, then each loser's four.
      replay.fail({ status: 500, delayMs: 300, times: 12 });
      const finished = (source: LiveSource) =>
        source.get(fightClub()).then(
          () => performance.now(),
          () => performance.now(),
        );
      const winner = finished(a);
      await until(() => replay.hits('/movie/550') === 1);
      const losers = [finished(b), finished(c)];
      const winnerDone = await winner;
      const losersDone = await Promise.all(losers);
      expect(replay.hits('/movie/550')).toBe(12);
      // Each loser's own four attempts take 1.2 s; one queued behind the other would take 2.4 s.
      for (const done of losersDone) expect(done - winnerDone).toBeLessThan(2000);
    }, 15_000);

    it('a loser waits no longer than its wait budget, then asks TMDB itself', async () => {
      const source = await instance({ sharedTiming: { waitMs: 300 } });
      const plain = new Redis(TEST_REDIS_URL, { disconnectTimeout: 100 });
      try {
        await plain.set(`${prefix}answer-lock:${requestKey(fightClub())}`, 'stuck', 'PX', 60_000);
      } finally {
        plain.disconnect();
      }
      const started = performance.now();
      expect((await source.get(fightClub())).origin).toBe('MISS');
      const waited = performance.now() - started;
      expect(waited).toBeGreaterThanOrEqual(250);
      expect(waited).toBeLessThan(1500);
      expect(replay.hits('/movie/550')).toBe(1);
    });

    it('Redis unreachable at start: answers come from TMDB and memory, one log line', async () => {
      const source = await instance({}, { url: 'redis://127.0.0.1:1' }, false);
      await until(() => messages(UNREACHABLE).length === 1);
      const started = performance.now();
      expect((await source.get(fightClub())).origin).toBe('MISS');
      expect((await source.get(fightClub())).origin).toBe('HIT');
      expect((await source.get(tmdbRequest('moviePopular'))).status).toBe(200);
      expect(performance.now() - started).toBeLessThan(1000);
      expect(messages(UNREACHABLE)).toHaveLength(1);
    });

    describeWithPrivateRedis('a Redis of its own, killed mid-run', () => {
      let server: PrivateRedis;

      beforeAll(async () => {
        server = await startPrivateRedis();
      });

      afterAll(async () => {
        await server.kill();
      });

      it('keeps answering from memory and TMDB, logs once, and shares again once it is back', async () => {
        const a = await instance({}, { url: server.url });
        const b = await instance({}, { url: server.url });
        const popular = tmdbRequest('moviePopular');
        const topRated = tmdbRequest('movieTopRated');
        await a.get(fightClub());
        expect((await b.get(fightClub())).origin).toBe('HIT');
        expect(replay.hits()).toBe(1);

        await server.kill();
        // One line per instance (each has its own connection).
        await until(() => messages(UNREACHABLE).length === 2);
        const started = performance.now();
        // Memory still serves what it has; what it has not is asked of TMDB, not refused.
        expect((await a.get(fightClub())).origin).toBe('HIT');
        for (const source of [a, b, a, b]) {
          const answer = await source.get(popular);
          expect(answer.status).toBe(200);
        }
        expect(performance.now() - started).toBeLessThan(1000);
        // Each instance's connection logs the outage once, however many requests came meanwhile.
        expect(messages(UNREACHABLE)).toHaveLength(2);

        await server.start();
        await until(() => messages('redis is back').length === 2);
        const hits = replay.hits();
        await a.get(topRated);
        expect((await b.get(topRated)).origin).toBe('HIT');
        expect(replay.hits()).toBe(hits + 1);
      });

      it('a hung Redis holds one request back by one command timeout at most, then none', async () => {
        // A 1.5 s command timeout, so that the bounds below tell one wait from none on a busy machine.
        const a = await instance({}, { url: server.url, commandTimeoutMs: 1500 });
        await a.get(fightClub());
        server.pause();
        try {
          let started = performance.now();
          expect((await a.get(tmdbRequest('moviePopular'))).status).toBe(200);
          // One command timeout, not several (the ask, the lock, the write).
          expect(performance.now() - started).toBeLessThan(2 * 1500);
          started = performance.now();
          expect((await a.get(tmdbRequest('movieTopRated'))).status).toBe(200);
          expect((await a.get(fightClub())).origin).toBe('HIT');
          // Then none at all.
          expect(performance.now() - started).toBeLessThan(1000);
          expect(messages(UNREACHABLE)).toHaveLength(1);
        } finally {
          server.resume();
        }
        await until(() => messages('redis is back').length === 1);
      });
    });
  });
});
