/**
 * The machine's shared services for tests (issue 23 §4): each run makes its own PostgreSQL database and
 * its own Redis key prefix and removes them after, never touching another's (never a FLUSHDB). When a
 * service is unreachable the tests that need it skip with a message, unless REQUIRE_SERVICES=1 (CI),
 * when they fail instead.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import crypto, { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { Redis } from 'ioredis';
import pg from 'pg';

import { freePort } from '../../../scripts/freePort';
import type { Logger } from '../../../server/logger';
import { connectRedis } from '../../../server/shared/redis';
import type { RedisTiming, SharedRedis } from '../../../server/shared/redis';

/** Whether the run must have its services (CI): a missing one fails rather than skips. */
export const requireServices = process.env.REQUIRE_SERVICES === '1';

/**
 * `describe(name, fn)` when what the tests need is here; otherwise a skipped block and a warning saying
 * what is missing, or, under REQUIRE_SERVICES=1, one failing test saying so.
 */
function describeIfAvailable(
  name: string,
  fn: () => void,
  available: boolean,
  missing: string,
): void {
  if (available) {
    describe(name, fn);
    return;
  }
  if (requireServices) {
    describe(name, () => {
      it('needs what is missing (REQUIRE_SERVICES=1)', () => {
        throw new Error(`REQUIRE_SERVICES=1 but ${missing}`);
      });
    });
    return;
  }
  console.warn(`Skipping "${name}": ${missing} (set REQUIRE_SERVICES=1 to fail)`);
  describe.skip(name, fn);
}

// ---------------------------------------------------------------------------------------------------
// PostgreSQL
// ---------------------------------------------------------------------------------------------------

/** The shared PostgreSQL's maintenance database, where test databases are created and dropped. */
export const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Whether PostgreSQL answers at `POSTGRES_ADMIN_URL` (trust auth; the user may be `postgres` or the
 * login user, so both are tried). Answers the URL that works, or null.
 */
export async function reachablePostgres(): Promise<string | null> {
  const candidates = [POSTGRES_ADMIN_URL];
  const url = new URL(POSTGRES_ADMIN_URL);
  for (const user of ['postgres', os.userInfo().username]) {
    if (url.username !== user) {
      const other = new URL(POSTGRES_ADMIN_URL);
      other.username = user;
      candidates.push(other.toString());
    }
  }
  for (const candidate of candidates) {
    const client = new pg.Client({ connectionString: candidate, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return candidate;
    } catch {
      // The next candidate.
    } finally {
      await client.end().catch(() => {});
    }
  }
  return null;
}

/** A database of this run's own, and how to reach and remove it. */
export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** Runs `sql` on the maintenance database at `adminUrl`. */
async function admin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates `marquee_test_<random>` on the server of `adminUrl`; drop() removes it (and its sessions). */
export async function createTestDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `marquee_test_${crypto.randomBytes(6).toString('hex')}`;
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * `describe` when PostgreSQL answers, else a skipped block with a clear message (or, with
 * REQUIRE_SERVICES=1, a failing test). `body` gets the working admin URL through `adminUrl()`.
 */
export function describeWithPostgres(title: string, body: (adminUrl: () => string) => void): void {
  const probe = reachablePostgresSync();
  describeIfAvailable(
    title,
    () => body(() => probe ?? ''),
    probe !== null,
    `PostgreSQL is unreachable at ${redacted(POSTGRES_ADMIN_URL)}`,
  );
}

function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/**
 * reachablePostgres, answered before the tests are declared (Jest collects them synchronously): a
 * child process makes the probe.
 */
function reachablePostgresSync(): string | null {
  const script = `
    const pg = require('pg');
    (async () => {
      for (const url of JSON.parse(process.argv[1])) {
        const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
        try { await c.connect(); await c.query('SELECT 1'); await c.end(); console.log(url); return; }
        catch { await c.end().catch(() => {}); }
      }
    })();`;
  const url = new URL(POSTGRES_ADMIN_URL);
  const candidates = [POSTGRES_ADMIN_URL];
  for (const user of ['postgres', os.userInfo().username]) {
    if (url.username === user) continue;
    const other = new URL(POSTGRES_ADMIN_URL);
    other.username = user;
    candidates.push(other.toString());
  }
  const result = spawnSync(process.execPath, ['-e', script, JSON.stringify(candidates)], {
    cwd: path.resolve(__dirname, '..', '..', '..'),
    encoding: 'utf8',
    timeout: 15_000,
  });
  const found = result.stdout?.trim();
  return found ? found : null;
}

const PG_BIN = process.env.TEST_PG_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * A throwaway PostgreSQL cluster of this test's own on a free port, for the fault tests that stop and
 * start the engine (never the shared one). initdb refuses to run as root: as root the cluster belongs
 * to the `postgres` system user. Answers null when the binaries are missing.
 */
export interface ThrowawayPostgres {
  url: string;
  port: number;
  start(): void;
  stop(): void;
  remove(): void;
}

export async function throwawayPostgres(): Promise<ThrowawayPostgres | null> {
  if (!fs.existsSync(path.join(PG_BIN, 'initdb'))) return null;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-pg-'));
  const data = path.join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(PG_BIN, command), ...args]]
      : [path.join(PG_BIN, command), args];
    execFileSync(file, argv, { stdio: 'ignore', timeout: 60_000 });
  };
  if (asRoot) execFileSync('chown', ['postgres', root]);
  const port = await freePort();
  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  } catch (error) {
    fs.rmSync(root, { recursive: true, force: true });
    throw error;
  }
  const cluster: ThrowawayPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () =>
      run('pg_ctl', [
        '-D',
        data,
        '-o',
        `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`,
        '-l',
        path.join(root, 'log'),
        '-w',
        'start',
      ]),
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    remove: () => {
      try {
        cluster.stop();
      } catch {
        // Already stopped.
      }
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
  return cluster;
}

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
  describeIfAvailable(name, fn, redisReachableSync(), `no Redis answers at ${TEST_REDIS_URL}`);
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
  describeIfAvailable(name, fn, redisServerInstalled(), 'redis-server is not installed');
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
