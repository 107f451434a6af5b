import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { parseRequest, requestKey } from '../../../server/api/request';
import type { TmdbRequest } from '../../../server/api/request';
import { routeByName } from '../../../server/api/routeTable';
import type { RouteName } from '../../../server/api/routeTable';
import { TmdbError } from '../../../server/errors';
import { createLogger } from '../../../server/logger';
import { LiveSource } from '../../../server/sources/live/liveSource';
import type { LiveSourceOptions } from '../../../server/sources/live/liveSource';
import { openEmbeddedStorage } from '../../../server/storage/storage';
import type { Storage } from '../../../server/storage/storage';
import { describeWithCorpus } from '../helpers/corpus';
import { startReplay } from '../helpers/replay';
import type { Replay } from '../helpers/replay';

const API_KEY = '0123456789abcdef0123456789abcdef';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.test-read-token.signature';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function tmdbRequest(
  route: RouteName,
  params: Record<string, string> = {},
  query: Record<string, string> = {},
): TmdbRequest {
  return parseRequest(routeByName.get(route)!, params, query);
}

const fightClub = () => tmdbRequest('movieDetails', { id: '550' });

/** Resolves to the TmdbError a promise rejects with (fails the test if it resolves). */
async function rejection(promise: Promise<unknown>): Promise<TmdbError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TmdbError);
  return error as TmdbError;
}

async function until(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error('condition not met in time');
    await sleep(5);
  }
}

describeWithCorpus('LiveSource against the replayed TMDB', () => {
  let replay: Replay;
  let sources: LiveSource[] = [];
  let dirs: string[] = [];
  let clock: number;
  let logLines: string[];

  const open = (options: Partial<LiveSourceOptions> = {}): LiveSource => {
    const source = new LiveSource({
      baseUrl: replay.url,
      token: null,
      apiKey: API_KEY,
      timeoutMs: 2000,
      maxRequestsPerSecond: 1000,
      cacheBytes: 8 * 1024 * 1024,
      logger: createLogger('debug', { write: (line: string) => void logLines.push(line) }),
      now: () => clock,
      retryBaseMs: 10,
      ...options,
    });
    sources.push(source);
    return source;
  };

  let storages: Storage[] = [];
  /** The embedded storage in `dir`, closed after the test. */
  const storageIn = (dir: string): Storage => {
    const storage = openEmbeddedStorage(dir);
    storages.push(storage);
    return storage;
  };

  const tempDir = (): string => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-mirror-'));
    dirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    replay = await startReplay();
  });

  afterAll(async () => {
    await replay.close();
  });

  beforeEach(() => {
    clock = Date.UTC(2025, 0, 1);
    logLines = [];
    replay.reset();
  });

  afterEach(async () => {
    await Promise.all(sources.map((s) => s.close()));
    sources = [];
    await Promise.all(storages.map((s) => s.close()));
    storages = [];
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    dirs = [];
  });

  describe('fetching and caching', () => {
    it('serves the recorded body as-is, then answers from the cache without asking TMDB', async () => {
      const source = open();
      const first = await source.get(fightClub());
      expect(first).toEqual({ status: 200, body: replay.bodyFor('/movie/550'), origin: 'MISS' });

      const second = await source.get(fightClub());
      expect(second).toEqual({ ...first, origin: 'HIT' });
      expect(replay.hits('/movie/550')).toBe(1);
    });

    it('keeps each route fresh for its own time, then asks TMDB again', async () => {
      const source = open();
      const popular = tmdbRequest('moviePopular');
      const genres = tmdbRequest('genreMovieList');
      await source.get(popular);
      await source.get(genres);

      clock += 9 * MINUTE;
      expect((await source.get(popular)).origin).toBe('HIT');
      clock += 2 * MINUTE;
      expect((await source.get(popular)).origin).toBe('MISS');
      expect(replay.hits('/movie/popular')).toBe(2);

      clock += 23 * HOUR;
      expect((await source.get(genres)).origin).toBe('HIT');
      expect(replay.hits('/genre/movie/list')).toBe(1);
    });

    it('bounds the cache by bytes, dropping the least recently used answer', async () => {
      const movieSize = Buffer.byteLength(replay.bodyFor('/movie/550')!);
      const creditsSize = Buffer.byteLength(replay.bodyFor('/movie/550/credits')!);
      const credits = tmdbRequest('movieCredits', { id: '550' });

      // Room for either answer alone, not both.
      const small = open({ cacheBytes: Math.max(movieSize, creditsSize) + 1024 });
      await small.get(fightClub());
      await small.get(credits);
      expect((await small.get(fightClub())).origin).toBe('MISS');
      expect(replay.hits('/movie/550')).toBe(2);

      replay.reset();
      const roomy = open({ cacheBytes: movieSize + creditsSize + 4096 });
      await roomy.get(fightClub());
      await roomy.get(credits);
      expect((await roomy.get(fightClub())).origin).toBe('HIT');
      expect(replay.hits('/movie/550')).toBe(1);
    });

    it('shares one upstream call among 50 identical concurrent requests', async () => {
      const source = open();
      const answers = await Promise.all(Array.from({ length: 50 }, () => source.get(fightClub())));
      expect(replay.hits('/movie/550')).toBe(1);
      const body = replay.bodyFor('/movie/550');
      expect(answers.every((a) => a.status === 200 && a.body === body)).toBe(true);
    });

    it('sends the api key as api_key and forwards exactly the validated query', async () => {
      const source = open();
      await source.get(
        tmdbRequest(
          'searchMovie',
          {},
          { query: '  Fight   Club ', page: '2', include_adult: 'false' },
        ),
      );
      const [call] = replay.received;
      expect(call?.url).toBe(`/3/search/movie?page=2&query=Fight%20Club&api_key=${API_KEY}`);
      expect(call?.headers.authorization).toBeUndefined();
    });

    it('sends a token as Authorization: Bearer, with no api_key', async () => {
      const source = open({ token: TOKEN, apiKey: API_KEY });
      await source.get(fightClub());
      const [call] = replay.received;
      expect(call?.headers.authorization).toBe(`Bearer ${TOKEN}`);
      expect(call?.url).toBe('/3/movie/550');
    });

    it('keeps the connection alive between requests', async () => {
      const source = open();
      for (const req of [
        fightClub(),
        tmdbRequest('movieCredits', { id: '550' }),
        tmdbRequest('tvDetails', { id: '1399' }),
      ]) {
        await source.get(req);
        // undici hands the socket back to its pool just after the body ends.
        await sleep(10);
      }
      expect(replay.hits()).toBe(3);
      expect(replay.connections()).toBe(1);
    });
  });

  describe('TMDB errors', () => {
    it("passes a 404 through with TMDB's body and believes it for 60 s", async () => {
      const source = open();
      const missing = tmdbRequest('movieDetails', { id: '999999999' });
      const answer = await source.get(missing);
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body)).toMatchObject({ success: false, status_code: 34 });

      clock += 59_000;
      expect((await source.get(missing)).origin).toBe('HIT');
      clock += 2_000;
      expect((await source.get(missing)).origin).toBe('MISS');
      expect(replay.hits('/movie/999999999')).toBe(2);
    });

    it('passes other 4xx answers through without retrying', async () => {
      const source = open();
      replay.fail({ status: 400 });
      const answer = await source.get(fightClub());
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ status_code: 5 });
      expect(replay.hits()).toBe(1);
    });

    it('turns a 401 for the server key into a 502, logged without the key', async () => {
      const source = open();
      replay.fail({ status: 401 });
      const error = await rejection(source.get(fightClub()));
      expect(error.httpStatus).toBe(502);
      expect(error.body()).toMatchObject({ success: false, status_code: 7 });
      expect(replay.hits()).toBe(1);

      const errors = logLines.filter((line) => JSON.parse(line).level === 50);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('credentials');
      expect(logLines.join('\n')).not.toContain(API_KEY);
    });
  });

  describe('retries', () => {
    it('retries a 500, then serves the answer', async () => {
      const source = open();
      replay.fail({ status: 500 });
      const answer = await source.get(fightClub());
      expect(answer).toMatchObject({ status: 200, origin: 'MISS' });
      expect(replay.hits()).toBe(2);
      expect(logLines.some((line) => JSON.parse(line).level === 40)).toBe(true);
    });

    it('retries three times with growing waits, then answers 503 in TMDB shape', async () => {
      const source = open({ retryBaseMs: 40 });
      replay.fail({ status: 502, times: 10 });
      const error = await rejection(source.get(fightClub()));
      expect(error.httpStatus).toBe(503);
      expect(error.body()).toMatchObject({ success: false, status_code: 43 });
      expect(replay.hits()).toBe(4);

      const at = replay.received.map((r) => r.at);
      const gaps = at.slice(1).map((t, i) => t - at[i]!);
      // 40, 80 and 160 ms, give or take a timer's slack.
      expect(gaps[0]).toBeGreaterThanOrEqual(35);
      expect(gaps[1]).toBeGreaterThanOrEqual(75);
      expect(gaps[2]).toBeGreaterThanOrEqual(155);
    });

    it('gives up once the waits of one request would pass the wait budget', async () => {
      // Waits of 100 then 200 ms: the second would take the request past its 250 ms budget.
      const source = open({ retryBaseMs: 100, maxWaitMs: 250 });
      replay.fail({ status: 500, times: 10 });
      const error = await rejection(source.get(fightClub()));
      expect(error.httpStatus).toBe(503);
      expect(replay.hits()).toBe(2);
    });

    it('retries a connection error', async () => {
      const source = open({ baseUrl: 'http://127.0.0.1:1/3' });
      const error = await rejection(source.get(fightClub()));
      expect(error.httpStatus).toBe(503);
      const attempts = logLines.filter((line) => JSON.parse(line).msg === 'tmdb request');
      expect(attempts).toHaveLength(4);
    });

    it('retries a 429 once its Retry-After has passed', async () => {
      const source = open();
      replay.fail({ status: 429, retryAfter: '1' });
      const answer = await source.get(fightClub());
      expect(answer).toMatchObject({ status: 200, origin: 'MISS' });
      const [first, second] = replay.received;
      expect(second!.at - first!.at).toBeGreaterThanOrEqual(950);
    });

    it('holds other requests back until a 429 Retry-After has passed', async () => {
      const source = open();
      replay.fail({ status: 429, retryAfter: '1' });
      const limited = source.get(fightClub());
      // Once the source has read the 429 (it says it will retry), not merely once TMDB was asked: on
      // a busy machine the other request could otherwise go out before the answer came back.
      await until(() =>
        logLines.some((line) => JSON.parse(line).msg === 'tmdb request failed, retrying'),
      );
      const other = source.get(tmdbRequest('tvDetails', { id: '1399' }));
      await Promise.all([limited, other]);

      const first = replay.received[0]!.at;
      const tv = replay.received.find((r) => r.path === '/tv/1399')!;
      expect(tv.at - first).toBeGreaterThanOrEqual(950);
    });

    it('answers 503 "over the limit" when TMDB keeps answering 429', async () => {
      const source = open();
      replay.fail({ status: 429, retryAfter: '0', times: 10 });
      const error = await rejection(source.get(fightClub()));
      expect(error.httpStatus).toBe(503);
      expect(error.body()).toMatchObject({ status_code: 25 });
      expect(replay.hits()).toBe(4);
    });

    it('does not retry a timeout: 504 in TMDB shape', async () => {
      const source = open({ timeoutMs: 300 });
      replay.fail({ delayMs: 3000 });
      const started = performance.now();
      const error = await rejection(source.get(fightClub()));
      expect(performance.now() - started).toBeLessThan(2000);
      expect(error.httpStatus).toBe(504);
      expect(error.body()).toMatchObject({ success: false, status_code: 24 });
      expect(replay.hits()).toBe(1);
    });
  });

  describe('stale-if-error and the mirror', () => {
    it('serves the stale copy at once when TMDB answers 500, without retrying', async () => {
      const source = open();
      const fresh = await source.get(fightClub());
      clock += 2 * HOUR;
      replay.fail({ status: 500, times: 10 });

      const answer = await source.get(fightClub());
      expect(answer).toEqual({ ...fresh, origin: 'STALE' });
      expect(replay.hits()).toBe(2);
    });

    it('serves the stale copy when TMDB times out', async () => {
      const source = open({ timeoutMs: 300 });
      const fresh = await source.get(fightClub());
      clock += 2 * HOUR;
      replay.fail({ delayMs: 3000 });

      const started = performance.now();
      const answer = await source.get(fightClub());
      expect(performance.now() - started).toBeLessThan(2000);
      expect(answer).toEqual({ ...fresh, origin: 'STALE' });
    });

    it('keeps a copy for 24 hours only', async () => {
      const source = open();
      await source.get(fightClub());
      clock += 25 * HOUR;
      replay.fail({ status: 500, times: 10 });
      const error = await rejection(source.get(fightClub()));
      expect(error.httpStatus).toBe(503);
    });

    it('never serves a cached error as a stale copy', async () => {
      const source = open();
      const missing = tmdbRequest('movieDetails', { id: '999999999' });
      await source.get(missing);
      clock += 2 * MINUTE;
      replay.fail({ status: 500, times: 10 });
      expect((await rejection(source.get(missing))).httpStatus).toBe(503);
    });

    it('serves the mirrored copy after a restart while TMDB fails', async () => {
      const dir = tempDir();
      const first = storageIn(dir);
      const before = open({ mirror: first.mirror });
      const fresh = await before.get(fightClub());
      await before.close();
      await first.close();

      // A new process: empty memory, the same mirror file, a TMDB that fails.
      const after = open({ mirror: storageIn(dir).mirror });
      replay.fail({ status: 500, times: 10 });
      const answer = await after.get(fightClub());
      expect(answer).toEqual({ ...fresh, origin: 'MIRROR' });

      const other = await rejection(after.get(tmdbRequest('tvDetails', { id: '1399' })));
      expect(other.httpStatus).toBe(503);
    });

    it('does not mirror search answers, whose keys are whatever visitors type', async () => {
      const dir = tempDir();
      const { mirror } = storageIn(dir);
      const source = open({ mirror });
      const search = tmdbRequest('searchMulti', {}, { query: 'game of thrones' });
      expect((await source.get(search)).status).toBe(200);
      await source.get(fightClub());
      await source.settled();
      expect(await mirror.read(requestKey(search))).toBeUndefined();
      expect(await mirror.read(requestKey(fightClub()))).toBeDefined();
    });
  });

  describe('rate ceiling', () => {
    it('sends at most maxRequestsPerSecond requests a second toward TMDB', async () => {
      const source = open({ maxRequestsPerSecond: 5 });
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          source.get(tmdbRequest('moviePopular', {}, { page: String(i + 1) })),
        ),
      );
      const elapsed = performance.now() - started;

      expect(answers.every((a) => a.status === 200)).toBe(true);
      expect(replay.hits('/movie/popular')).toBe(12);
      // A burst of 5, then one every 200 ms: the 12th goes out about 1.4 s after the first.
      expect(elapsed).toBeGreaterThanOrEqual(1300);
      expect(elapsed).toBeLessThan(6000);
      // Counted where TMDB would count them, as they arrive: in no second more than the burst and a
      // second's worth after it (all twelve at once without the ceiling). A window shorter than the
      // 200 ms between two sends is not asked for: on a busy machine an arrival can come late and
      // bunch up with the next ones.
      const times = replay.received.map((r) => r.at).sort((a, b) => a - b);
      const busiestSecond = Math.max(
        ...times.map((start) => times.filter((t) => t >= start && t < start + 1000).length),
      );
      expect(busiestSecond).toBeLessThanOrEqual(2 * 5);
    });
  });
});
