/**
 * The machine's shared services for tests (issue 23 §4): each run makes its own PostgreSQL database and
 * drops it after, never touching another. When a service is unreachable the tests that need it skip with
 * a message, unless REQUIRE_SERVICES=1 (CI), when they fail instead.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { freePort } from '../../../scripts/freePort';

/** Whether the run must have its services (CI): a missing one fails rather than skips. */
export const requireServices = process.env.REQUIRE_SERVICES === '1';

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
  if (probe) {
    describe(title, () => body(() => probe));
    return;
  }
  if (requireServices) {
    describe(title, () => {
      it('needs PostgreSQL', () => {
        throw new Error(
          `PostgreSQL is unreachable at ${redacted(POSTGRES_ADMIN_URL)} and REQUIRE_SERVICES=1`,
        );
      });
    });
    return;
  }
  console.warn(
    `${title}: skipped, PostgreSQL is unreachable at ${redacted(POSTGRES_ADMIN_URL)} ` +
      '(set REQUIRE_SERVICES=1 to fail instead)',
  );
  describe.skip(title, () => body(() => ''));
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
