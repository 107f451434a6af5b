/**
 * Helpers for tests that need the machine's services. When a service is unreachable its tests skip
 * with a message, unless REQUIRE_SERVICES=1 (as CI sets), where they fail instead.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import { Redis } from 'ioredis';

import { freePort } from '../../../scripts/freePort';
import type { Logger } from '../../../server/logger';
import { connectRedis } from '../../../server/shared/redis';
import type { RedisTiming, SharedRedis } from '../../../server/shared/redis';

/** CI sets it: a test whose service is unreachable fails rather than skips. */
export const requireServices = process.env.REQUIRE_SERVICES === '1';

// ---------------------------------------------------------------------------------------------------
// Redis
// ---------------------------------------------------------------------------------------------------

/** The machine's shared Redis (never flushed: every test works under its own key prefix). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis answers PING at `url`, asked synchronously so that a describe can be skipped. */
export function redisReachableSync(url = TEST_REDIS_URL): boolean {
  const { hostname, port } = new URL(url);
  const probe = `
    const socket = require('node:net').connect(${Number(port) || 6379}, ${JSON.stringify(hostname)});
    socket.setTimeout(1000, () => process.exit(1));
    socket.on('error', () => process.exit(1));
    socket.on('connect', () => socket.write('PING\\r\\n'));
    socket.on('data', (d) => process.exit(String(d).startsWith('+PONG') ? 0 : 1));`;
  return spawnSync(process.execPath, ['-e', probe], { timeout: 3000 }).status === 0;
}

/**
 * `describe` when the machine's Redis answers; skipped with a message when it does not, or a failing
 * test under REQUIRE_SERVICES=1.
 */
export function describeWithRedis(name: string, fn: () => void): void {
  if (redisReachableSync()) {
    describe(name, fn);
    return;
  }
  if (requireServices) {
    describe(name, () => {
      it('reaches Redis (REQUIRE_SERVICES=1)', () => {
        throw new Error(`REQUIRE_SERVICES=1 but no Redis answers at ${TEST_REDIS_URL}`);
      });
    });
    return;
  }
  console.warn(
    `Skipping "${name}": no Redis at ${TEST_REDIS_URL} (set REQUIRE_SERVICES=1 to fail)`,
  );
  describe.skip(name, fn);
}

/** Whether `redis-server` can be started here (for the fault tests, which stop their own). */
export function redisServerInstalled(): boolean {
  return spawnSync('redis-server', ['--version'], { timeout: 3000 }).status === 0;
}

/**
 * `describe` for tests that start, kill and restart a redis-server of their own: skipped with a
 * message when `redis-server` is not installed, or failing under REQUIRE_SERVICES=1.
 */
export function describeWithPrivateRedis(name: string, fn: () => void): void {
  if (redisServerInstalled()) {
    describe(name, fn);
    return;
  }
  if (requireServices) {
    describe(name, () => {
      it('can start redis-server (REQUIRE_SERVICES=1)', () => {
        throw new Error('REQUIRE_SERVICES=1 but redis-server is not installed');
      });
    });
    return;
  }
  console.warn(
    `Skipping "${name}": redis-server is not installed (set REQUIRE_SERVICES=1 to fail)`,
  );
  describe.skip(name, fn);
}

/** A key prefix of this run's own: `marquee-test-<random>:`. */
export function testRedisPrefix(): string {
  return `marquee-test-${randomBytes(6).toString('hex')}:`;
}

/** The server's Redis client on `url` under `prefix` (a fresh one by default). */
export function connectTestRedis(
  logger: Logger,
  { url = TEST_REDIS_URL, prefix = testRedisPrefix(), timing = {} } = {} as {
    url?: string;
    prefix?: string;
    timing?: Partial<RedisTiming>;
  },
): SharedRedis {
  return connectRedis({ url, prefix }, logger, timing);
}

/** Resolves once `redis` is connected and ready (or rejects after `timeoutMs`). */
export async function redisReady(redis: SharedRedis, timeoutMs = 5000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!redis.available) {
    if (performance.now() > deadline) throw new Error('redis not ready in time');
    await sleep(10);
  }
}

/** Deletes every key under `prefix` (SCAN MATCH + DEL): never FLUSHDB on a shared Redis. */
export async function deleteRedisKeys(prefix: string, url = TEST_REDIS_URL): Promise<number> {
  if (!prefix.startsWith('marquee-test-')) throw new Error(`refusing to delete under "${prefix}"`);
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    disconnectTimeout: 100,
  });
  let deleted = 0;
  try {
    await client.connect();
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) deleted += await client.del(...keys);
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
  return deleted;
}

/** Keys under `prefix`, without it (to see what the server wrote). */
export async function listRedisKeys(prefix: string, url = TEST_REDIS_URL): Promise<string[]> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    disconnectTimeout: 100,
  });
  const found: string[] = [];
  try {
    await client.connect();
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      found.push(...keys.map((key) => key.slice(prefix.length)));
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
  return found;
}

/** A redis-server of the test's own, on a free port, to stop and start again (fault tests). */
export interface PrivateRedis {
  url: string;
  port: number;
  /** Kills the server (SIGKILL: as a crash, no goodbye to clients) and waits for it to exit. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty, and waits until it answers. */
  start(): Promise<void>;
  /** Freezes it (SIGSTOP): connections stay open, nothing is answered (a hung Redis, a partition). */
  pause(): void;
  /** Thaws it (SIGCONT). */
  resume(): void;
}

async function waitForRedis(url: string, timeoutMs = 5000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const client = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      disconnectTimeout: 100,
    });
    client.on('error', () => {});
    try {
      await client.connect();
      if ((await client.ping()) === 'PONG') return;
    } catch {
      if (performance.now() > deadline) throw new Error(`redis-server at ${url} did not start`);
      await sleep(50);
    } finally {
      client.disconnect();
    }
  }
}

/**
 * Starts `redis-server` (no persistence) on a free port as a child process; with `password`, clients
 * must give it (and `url` carries it).
 */
export async function startPrivateRedis({
  password,
}: { password?: string } = {}): Promise<PrivateRedis> {
  const port = await freePort();
  const url = `redis://${password ? `:${password}@` : ''}127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  const start = async () => {
    const args = [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ];
    if (password) args.push('--requirepass', password);
    const proc = spawn('redis-server', args, { stdio: 'ignore' });
    child = proc;
    await waitForRedis(url);
  };
  const kill = async () => {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    proc.kill('SIGKILL');
    await exited;
  };

  await start();
  return {
    url,
    port,
    kill,
    start,
    pause: () => void child?.kill('SIGSTOP'),
    resume: () => void child?.kill('SIGCONT'),
  };
}
