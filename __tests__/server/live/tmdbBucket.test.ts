import { parseRequest } from '../../../server/api/request';
import { routeByName } from '../../../server/api/routeTable';
import { createLogger } from '../../../server/logger';
import type { SharedRedis } from '../../../server/shared/redis';
import { SharedTokenBucket } from '../../../server/sources/live/tmdbBucket';
import { LiveSource } from '../../../server/sources/live/liveSource';
import { RateLimiter } from '../../../server/sources/live/rateLimiter';
import { describeWithCorpus } from '../helpers/corpus';
import { startReplay } from '../helpers/replay';
import type { Replay } from '../helpers/replay';
import {
  connectTestRedis,
  deleteRedisKeys,
  describeWithRedis,
  redisReady,
  testRedisPrefix,
} from '../helpers/services';

const RPS = 5;
const ASKS = 20;

const movie = (id: number) =>
  parseRequest(routeByName.get('movieDetails')!, { id: String(id) }, {});

/** The most arrivals in any one-second window starting at or after `from`. */
function busiestSecond(times: number[], from: number): number {
  let most = 0;
  for (const start of times.filter((t) => t >= from)) {
    most = Math.max(most, times.filter((t) => t >= start && t < start + 1000).length);
  }
  return most;
}

describeWithRedis('the TMDB rate ceiling shared through Redis', () => {
  const logger = createLogger('silent');
  let prefix: string;
  let clients: SharedRedis[];

  const connect = async (url?: string): Promise<SharedRedis> => {
    const redis = connectTestRedis(logger, { prefix, ...(url ? { url } : {}) });
    clients.push(redis);
    if (!url) await redisReady(redis);
    return redis;
  };

  beforeEach(() => {
    prefix = testRedisPrefix();
    clients = [];
  });

  afterEach(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await deleteRedisKeys(prefix);
  });

  it("a 429's Retry-After on one instance holds the others back", async () => {
    const a = new RateLimiter(1000, undefined, new SharedTokenBucket(await connect(), 1000));
    const b = new RateLimiter(1000, undefined, new SharedTokenBucket(await connect(), 1000));
    try {
      await a.take();
      a.blockFor(800);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const started = performance.now();
      await b.take();
      expect(performance.now() - started).toBeGreaterThanOrEqual(700);
    } finally {
      a.close();
      b.close();
    }
  });

  it('callers wait in line: in order, and only the first asks Redis', async () => {
    const bucket = new SharedTokenBucket(await connect(), RPS);
    let asked = 0;
    const counting = {
      take: () => {
        asked += 1;
        return bucket.take();
      },
      blockFor: (ms: number) => bucket.blockFor(ms),
    };
    const limiter = new RateLimiter(RPS, undefined, counting);
    try {
      const order: number[] = [];
      await Promise.all(
        Array.from({ length: 12 }, (_, i) => limiter.take().then(() => order.push(i))),
      );
      expect(order).toEqual(Array.from({ length: 12 }, (_, i) => i));
      // One ask per token, and one per wait: never one per waiting caller per wait.
      expect(asked).toBeLessThanOrEqual(2 * 12);
    } finally {
      limiter.close();
    }
  });

  it("while Redis cannot answer, each limiter keeps to its own instance's bucket", async () => {
    const redis = await connect('redis://127.0.0.1:1');
    const limiter = new RateLimiter(RPS, undefined, new SharedTokenBucket(redis, RPS));
    try {
      const started = performance.now();
      for (let i = 0; i < RPS; i++) await limiter.take();
      expect(performance.now() - started).toBeLessThan(100);
      await limiter.take();
      expect(performance.now() - started).toBeGreaterThanOrEqual(150);
    } finally {
      limiter.close();
    }
  });

  describeWithCorpus('three instances against the replayed TMDB', () => {
    let replay: Replay;
    let sources: LiveSource[];

    const instances = async (shared: boolean): Promise<LiveSource[]> => {
      for (let i = 0; i < 3; i++) {
        sources.push(
          new LiveSource({
            baseUrl: replay.url,
            token: null,
            apiKey: '0123456789abcdef0123456789abcdef',
            timeoutMs: 5000,
            maxRequestsPerSecond: RPS,
            cacheBytes: 1024 * 1024,
            logger,
            redis: shared ? await connect() : undefined,
          }),
        );
      }
      return sources;
    };

    /** 20 different answers asked at once, spread over the instances: the arrival times at TMDB. */
    const askAll = async (three: LiveSource[]): Promise<number[]> => {
      const answers = await Promise.all(
        Array.from({ length: ASKS }, (_, i) => three[i % 3]!.get(movie(900_000 + i))),
      );
      expect(answers.every((answer) => answer.status === 404)).toBe(true);
      expect(replay.hits()).toBe(ASKS);
      return replay.received.map((r) => r.at).sort((x, y) => x - y);
    };

    beforeAll(async () => {
      replay = await startReplay();
    });

    afterAll(async () => {
      await replay.close();
    });

    beforeEach(() => {
      sources = [];
      replay.reset();
    });

    afterEach(async () => {
      await Promise.all(sources.map((source) => source.close()));
    });

    it(`holds TMDB_MAX_RPS=${RPS} for the three together`, async () => {
      const times = await askAll(await instances(true));
      const first = times[0]!;
      // A burst of RPS, then RPS a second: the 20th goes no sooner than (20 - 5) / 5 s after the first.
      expect(times.at(-1)! - first).toBeGreaterThanOrEqual(((ASKS - RPS) / RPS) * 1000 - 100);
      expect(busiestSecond(times, first)).toBeLessThanOrEqual(2 * RPS);
      // Once the burst is spent, no second holds more than RPS (one more for timer rounding).
      expect(busiestSecond(times, first + 1000)).toBeLessThanOrEqual(RPS + 1);
    }, 15_000);

    it('without Redis, each instance keeps its own ceiling: three times as many (the control)', async () => {
      const times = await askAll(await instances(false));
      expect(times.at(-1)! - times[0]!).toBeLessThan(1000);
      expect(busiestSecond(times, times[0]!)).toBeGreaterThan(2 * RPS);
    });
  });
});
