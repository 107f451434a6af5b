import { setTimeout as sleep } from 'node:timers/promises';

import { Redis } from 'ioredis';

import { freePort } from '../../../scripts/freePort';
import { createLogger } from '../../../server/logger';
import { redactRedisUrl, redisReadiness } from '../../../server/shared/redis';
import type { SharedRedis } from '../../../server/shared/redis';
import {
  TEST_REDIS_URL,
  connectTestRedis,
  deleteRedisKeys,
  describeWithPrivateRedis,
  describeWithRedis,
  redisReady,
  startPrivateRedis,
  testRedisPrefix,
} from '../helpers/services';
import type { PrivateRedis } from '../helpers/services';

const UNREACHABLE = "redis unreachable, serving from this instance's memory";
const BACK = 'redis is back';

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error('condition not met in time');
    await sleep(10);
  }
}

describe('redactRedisUrl', () => {
  it('keeps the scheme, host, port and database, never the user or password', () => {
    expect(redactRedisUrl('redis://user:s3cret@cache.internal:6380/2')).toBe(
      'redis://cache.internal:6380/2',
    );
    expect(redactRedisUrl('rediss://:s3cret@cache.internal')).toBe('rediss://cache.internal');
    expect(redactRedisUrl('not a url s3cret')).toBe('redis');
  });
});

describeWithRedis('the shared Redis client', () => {
  let lines: string[];
  let clients: SharedRedis[];
  const logger = () => createLogger('debug', { write: (line: string) => void lines.push(line) });
  const messages = (msg: string) =>
    lines.map((line) => JSON.parse(line) as { msg: string }).filter((line) => line.msg === msg);

  beforeEach(() => {
    lines = [];
    clients = [];
  });

  afterEach(async () => {
    await Promise.all(clients.map((client) => client.close()));
  });

  it('puts every key under its prefix, answers PING, and closes idempotently', async () => {
    const prefix = testRedisPrefix();
    const redis = connectTestRedis(logger(), { prefix });
    clients.push(redis);
    expect(await redis.ready(5000)).toBe(true);
    try {
      await redis.client.set('probe', '1', 'PX', 10_000);
      const plain = new Redis(TEST_REDIS_URL, { disconnectTimeout: 100 });
      try {
        expect(await plain.get(`${prefix}probe`)).toBe('1');
        expect(await plain.get('probe')).toBeNull();
      } finally {
        plain.disconnect();
      }
      const readiness = redisReadiness(redis);
      expect(readiness.name).toBe('redis');
      expect(await readiness.check()).toBe(true);
    } finally {
      await deleteRedisKeys(prefix);
    }
    await redis.close();
    await redis.close();
    expect(await redis.ping()).toBe(false);
    expect(messages(UNREACHABLE)).toHaveLength(0);
  });

  it('unreachable at start: says so once, answers PING false at once, and keeps trying', async () => {
    const port = await freePort();
    const redis = connectTestRedis(logger(), { url: `redis://:s3cret@127.0.0.1:${port}` });
    clients.push(redis);
    // The bounded wait at start gives up, and the instance starts without Redis.
    const waited = performance.now();
    expect(await redis.ready(150)).toBe(false);
    expect(performance.now() - waited).toBeLessThan(1500);
    await until(() => messages(UNREACHABLE).length > 0);
    // Several reconnection attempts later, still one line.
    await sleep(800);
    expect(messages(UNREACHABLE)).toHaveLength(1);
    const started = performance.now();
    // Answered in-process, without a command sent (the command timeout is 500 ms).
    expect(await redis.ping()).toBe(false);
    expect(performance.now() - started).toBeLessThan(400);
    expect(lines.join('\n')).not.toContain('s3cret');
    expect(lines.join('\n')).toContain(`127.0.0.1:${port}`);
  });

  describeWithPrivateRedis('a Redis of its own, killed and started again', () => {
    let server: PrivateRedis;

    beforeAll(async () => {
      server = await startPrivateRedis({ password: 's3cret' });
    });

    afterAll(async () => {
      await server.kill();
    });

    it('logs one line per outage, fails fast while down, and is back by itself', async () => {
      const redis = connectTestRedis(logger(), {
        url: server.url,
        timing: { maxReconnectDelayMs: 200, commandTimeoutMs: 5000 },
      });
      clients.push(redis);
      await redisReady(redis);
      expect(await redis.ping()).toBe(true);

      for (let outage = 1; outage <= 2; outage++) {
        await server.kill();
        await until(() => messages(UNREACHABLE).length === outage);
        await sleep(600);
        const started = performance.now();
        expect(await redis.ping()).toBe(false);
        await expect(redis.client.get('x')).rejects.toThrow();
        // Failing fast: no offline queue, so nothing waits for the 5 s command timeout.
        expect(performance.now() - started).toBeLessThan(500);
        expect(messages(UNREACHABLE)).toHaveLength(outage);

        await server.start();
        await until(() => messages(BACK).length === outage);
        await redisReady(redis);
        expect(await redis.ping()).toBe(true);
      }
      expect(messages(UNREACHABLE)).toHaveLength(2);
      expect(messages(BACK)).toHaveLength(2);
      expect(lines.join('\n')).not.toContain('s3cret');
    }, 20_000);

    it('a hung Redis costs one command timeout, then is set aside until it answers again', async () => {
      const redis = connectTestRedis(logger(), {
        url: server.url,
        timing: { commandTimeoutMs: 1000 },
      });
      clients.push(redis);
      await redisReady(redis);
      server.pause();
      try {
        let started = performance.now();
        expect(await redis.run((client) => client.get('x'))).toBeUndefined();
        const first = performance.now() - started;
        // One command timeout (1 s), and not much more.
        expect(first).toBeGreaterThanOrEqual(900);
        expect(first).toBeLessThan(3000);
        // Set aside: the next callers do not wait for the timeout (six of them waiting would take 6 s).
        started = performance.now();
        for (let i = 0; i < 5; i++) {
          expect(await redis.run((client) => client.get('x'))).toBeUndefined();
        }
        expect(await redis.ping()).toBe(false);
        expect(performance.now() - started).toBeLessThan(900);
        expect(messages(UNREACHABLE)).toHaveLength(1);
      } finally {
        server.resume();
      }
      await until(() => messages(BACK).length === 1, 5000);
      expect(await redis.run((client) => client.set('x', '1', 'PX', 1000))).toBe('OK');
      expect(messages(UNREACHABLE)).toHaveLength(1);
    }, 20_000);
  });
});
