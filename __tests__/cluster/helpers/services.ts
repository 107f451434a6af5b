/**
 * The engines and binaries the cluster tests need, and throwaway pieces of them: a fresh PostgreSQL
 * database and Redis key prefix on the machine's shared services (removed afterwards, never flushed or
 * stopped), and a private redis-server or PostgreSQL cluster on a free port for the fault tests, which
 * stop them.
 *
 * Without a piece the tests skip, visibly; with REQUIRE_SERVICES=1 (CI) a missing piece fails them.
 *
 * The storage and Redis branches of issue 23 have their own `__tests__/server/helpers/services.ts`
 * (createTestDatabase, a Redis prefix); these overlap and can merge into it.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { Redis } from 'ioredis';
import pg from 'pg';

import { nginxBin, tcpReady } from '../../../scripts/cluster/nginx';
import { freePort } from '../../../scripts/freePort';
import { hasCorpus, corpusDir } from '../../server/helpers/corpus';

/** The machine's PostgreSQL, as a role that may create databases (trust auth on CI). */
export const ADMIN_DATABASE_URL =
  process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The machine's Redis. */
export const SHARED_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const required = process.env.REQUIRE_SERVICES === '1';

export type Need =
  'postgresql' | 'redis' | 'nginx' | 'corpus' | 'redis-server binary' | 'postgresql binaries';

/** Whether a TCP port answers a connection, asked from a child so `describe` can stay synchronous. */
function tcpOpen(url: string): boolean {
  const { hostname, port } = new URL(url);
  const script = `require('net').connect(${Number(port)}, ${JSON.stringify(hostname)})
    .on('connect', () => process.exit(0)).on('error', () => process.exit(1))
    .setTimeout(1000, () => process.exit(1));`;
  return spawnSync(process.execPath, ['-e', script], { timeout: 5000 }).status === 0;
}

function onPath(binary: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${binary}`], { stdio: 'ignore' }).status === 0;
}

/** The PostgreSQL server binaries (initdb, pg_ctl): PG_BIN, else the newest /usr/lib/postgresql/N/bin. */
export function postgresBin(): string | null {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (fs.existsSync(path.join(bin, 'initdb')) && fs.existsSync(path.join(bin, 'pg_ctl')))
      return bin;
  }
  return null;
}

const probes: Record<Need, () => boolean> = {
  postgresql: () => tcpOpen(ADMIN_DATABASE_URL),
  redis: () => tcpOpen(SHARED_REDIS_URL),
  nginx: () => nginxBin() !== null,
  corpus: () => hasCorpus,
  'redis-server binary': () => onPath('redis-server'),
  'postgresql binaries': () => postgresBin() !== null,
};

const known = new Map<Need, boolean>();
function has(need: Need): boolean {
  if (!known.has(need)) known.set(need, probes[need]());
  return known.get(need)!;
}

const hints: Record<Need, string> = {
  postgresql: `PostgreSQL at ${new URL(ADMIN_DATABASE_URL).host} (TEST_DATABASE_ADMIN_URL)`,
  redis: `Redis at ${new URL(SHARED_REDIS_URL).host} (TEST_REDIS_URL)`,
  nginx: 'nginx (apt-get install nginx; or NGINX_BIN)',
  corpus: `the TMDB corpus at ${corpusDir}`,
  'redis-server binary': 'redis-server on PATH',
  'postgresql binaries': 'initdb and pg_ctl (/usr/lib/postgresql/N/bin or PG_BIN)',
};

/**
 * `describe` for tests that need `needs`. Missing one, they are listed as skipped with what is missing;
 * with REQUIRE_SERVICES=1 they fail instead.
 */
export function describeWith(needs: Need[], name: string, fn: () => void): void {
  const missing = needs.filter((need) => !has(need));
  if (missing.length === 0) {
    describe(name, fn);
    return;
  }
  const what = missing.map((need) => hints[need]).join(', ');
  if (required) {
    describe(name, () => {
      it('has every service it needs (REQUIRE_SERVICES=1)', () => {
        throw new Error(`REQUIRE_SERVICES=1 but missing: ${what}`);
      });
    });
    return;
  }
  console.warn(`Skipping "${name}": missing ${what}`);
  describe(name, () => {
    it.skip(`needs ${what}`, () => undefined);
  });
}

const token = () => randomBytes(5).toString('hex');

export interface TestDatabase {
  /** DATABASE_URL of the fresh, empty database. */
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** The URL of `database` on the server `adminUrl` points at. */
function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A fresh database `marquee_test_<random>` on the PostgreSQL at `adminUrl`; drop() removes it. */
export async function createDatabase(adminUrl = ADMIN_DATABASE_URL): Promise<TestDatabase> {
  const name = `marquee_test_${token()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(adminUrl, name),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Runs `sql` on `url` and answers the rows. */
export async function query<Row extends Record<string, unknown>>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

export interface TestPrefix {
  /** REDIS_PREFIX for the instances: `marquee_test_<random>:`. */
  prefix: string;
  /** How many keys carry the prefix now. */
  count(): Promise<number>;
  /** Deletes every key under the prefix (SCAN + DEL), nothing else. */
  clear(): Promise<void>;
  close(): Promise<void>;
}

/** A fresh key prefix on the Redis at `url`. Never FLUSHDB: the Redis may be the machine's. */
export async function createPrefix(url = SHARED_REDIS_URL): Promise<TestPrefix> {
  const prefix = `marquee_test_${token()}:`;
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  const keys = async () => {
    const found: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      found.push(...batch);
    } while (cursor !== '0');
    return found;
  };
  const clear = async () => {
    const found = await keys();
    for (let i = 0; i < found.length; i += 500) await redis.del(...found.slice(i, i + 500));
  };
  return {
    prefix,
    count: async () => (await keys()).length,
    clear,
    async close() {
      await clear();
      redis.disconnect();
    },
  };
}

/** A process of ours that can be stopped and started again on the same port. */
export interface PrivateService {
  url: string;
  port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops it and removes its files. */
  remove(): Promise<void>;
}

async function waitFor(what: string, ready: () => boolean | Promise<boolean>, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await ready()) return;
    await sleep(50);
  }
  throw new Error(`${what} did not become ready within ${ms} ms`);
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** A redis-server of our own on a free port, without persistence, for tests that stop it. */
export async function startPrivateRedis(): Promise<PrivateService> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-redis-'));
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const service: PrivateService = {
    url,
    port,
    async start() {
      child = spawn(
        'redis-server',
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--save',
          '',
          '--appendonly',
          'no',
          '--dir',
          dir,
        ],
        { stdio: 'ignore' },
      );
      await waitFor('redis-server', () => tcpReady(port));
    },
    async stop() {
      if (!child) return;
      const running = child;
      child = null;
      running.kill('SIGKILL');
      await exited(running);
    },
    async remove() {
      await service.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  await service.start();
  return service;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * A PostgreSQL cluster of our own (initdb + pg_ctl) in a temporary folder on a free port, trust auth, no
 * fsync. initdb refuses to run as root: as root the cluster belongs to the `postgres` user, and its
 * commands run through `runuser`.
 */
export async function startPrivatePostgres(): Promise<PrivateService> {
  const bin = postgresBin();
  if (!bin) throw new Error('no PostgreSQL binaries');
  const port = await freePort();
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-pg-'));
  const dataDir = path.join(base, 'data');
  const asOwner = (command: string, args: string[]): [string, string[]] =>
    isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    fs.chownSync(base, uid, gid);
  }
  const run = (command: string, args: string[]) => {
    const [file, argv] = asOwner(path.join(bin, command), args);
    execFileSync(file, argv, { stdio: 'pipe' });
  };
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${base} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const service: PrivateService = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(base, 'log'), '-w', 'start']);
      await waitFor('PostgreSQL', () => tcpReady(port));
    },
    async stop() {
      if (!fs.existsSync(path.join(dataDir, 'postmaster.pid'))) return;
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    },
    async remove() {
      await service.stop();
      fs.rmSync(base, { recursive: true, force: true });
    },
  };
  await service.start();
  return service;
}
