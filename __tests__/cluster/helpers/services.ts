/**
 * The engines and binaries the cluster tests need, and throwaway pieces of them: a fresh PostgreSQL
 * database and Redis key prefix on the machine's shared services (removed afterwards, never flushed or
 * stopped), and a private redis-server or PostgreSQL cluster on a free port for the fault tests, which
 * stop them.
 *
 * Without a piece the tests skip, visibly; with REQUIRE_SERVICES=1 (CI) a missing piece fails them.
 *
 * The database, the private redis-server and the private PostgreSQL cluster are the server tests' own
 * (`__tests__/server/helpers/services.ts`), in the shape these tests use.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import pg from 'pg';

import { DIST_DIR } from '../../../e2e/helpers/env';
import { startInstances } from '../../../scripts/cluster/instances';
import { nginxBin, startNginx, tcpReady } from '../../../scripts/cluster/nginx';
import { freePort } from '../../../scripts/freePort';
import { hasCorpus, corpusDir } from '../../server/helpers/corpus';
import {
  POSTGRES_ADMIN_URL,
  createTestDatabase,
  deleteRedisKeys,
  listRedisKeys,
  testRedisPrefix,
  startPrivateRedis as startServerTestRedis,
} from '../../server/helpers/services';
import type { TestDatabase } from '../../server/helpers/services';

/** The machine's PostgreSQL, as a role that may create databases (trust auth on CI). */
export const ADMIN_DATABASE_URL = POSTGRES_ADMIN_URL;
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
  postgresql: `PostgreSQL at ${new URL(ADMIN_DATABASE_URL).host} (TEST_POSTGRES_URL)`,
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

export type { TestDatabase };

/** A fresh database `marquee_test_<random>` on the PostgreSQL at `adminUrl`; drop() removes it. */
export function createDatabase(adminUrl = ADMIN_DATABASE_URL): Promise<TestDatabase> {
  return createTestDatabase(adminUrl);
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
  /** REDIS_PREFIX for the instances: `marquee-test-<random>:`. */
  prefix: string;
  /** How many keys carry the prefix now. */
  count(): Promise<number>;
  /** Deletes every key under the prefix (SCAN + DEL), nothing else. */
  clear(): Promise<void>;
  close(): Promise<void>;
}

/** A fresh key prefix on the Redis at `url`. Never FLUSHDB: the Redis may be the machine's. */
export async function createPrefix(url = SHARED_REDIS_URL): Promise<TestPrefix> {
  const prefix = testRedisPrefix();
  const clear = async () => {
    await deleteRedisKeys(prefix, url);
  };
  return {
    prefix,
    count: async () => (await listRedisKeys(prefix, url)).length,
    clear,
    close: clear,
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

/** A redis-server of our own on a free port, without persistence, for tests that stop it. */
export async function startPrivateRedis(): Promise<PrivateService> {
  const redis = await startServerTestRedis();
  return {
    url: redis.url,
    port: redis.port,
    start: redis.start,
    stop: redis.kill,
    remove: redis.kill,
  };
}

async function waitFor(what: string, ready: () => boolean | Promise<boolean>, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await ready()) return;
    await sleep(50);
  }
  throw new Error(`${what} did not become ready within ${ms} ms`);
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

/**
 * Two instances of the production build on a fresh database and Redis prefix, behind nginx from
 * deploy/nginx.conf: the accounts tests' setup. `stop` removes every piece.
 */
export async function startAccountsCluster(env: Record<string, string> = {}) {
  const database = await createDatabase();
  const prefix = await createPrefix();
  const instances = await startInstances(2, {
    CATALOGUE: 'demo',
    // The production build, for the browser journeys (as offline as the journeys' own server).
    DIST_DIR,
    IMAGE_BASE_URL: 'http://127.0.0.1:9/t/p',
    DATABASE_URL: database.url,
    REDIS_URL: SHARED_REDIS_URL,
    REDIS_PREFIX: prefix.prefix,
    ...env,
  });
  const nginx = await startNginx(instances.map((instance) => instance.address));
  return {
    database,
    instances,
    nginx,
    async stop() {
      await nginx.stop();
      await Promise.all(instances.map((instance) => instance.remove()));
      await prefix.close();
      await database.drop();
    },
  };
}
