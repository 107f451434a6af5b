import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Transaction } from 'kysely';
import pg from 'pg';
import type { Database as Db } from 'better-sqlite3';

import type { Logger } from '../logger';
import type { ScaleSettings } from '../scaleSettings';
import { migrate } from './migrations';
import type { Concern } from './migrations';
import type { StorageTables } from './schema';

/** Which engine keeps the state: embedded SQLite files in DATA_DIR, or a PostgreSQL database. */
export type Engine = 'sqlite' | 'postgres';

export type StorageDb = Kysely<StorageTables>;

type DatabaseSettings = NonNullable<ScaleSettings['database']>;

/** PostgreSQL's int8 (count(*), epoch milliseconds) as a number: every value we keep fits in 2^53. */
const INT8_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * A bounded pool of connections to DATABASE_URL (`sslmode` in the URL sets TLS). An idle connection that
 * dies (PostgreSQL restarted, a network cut) is dropped by the pool and replaced on the next use: the
 * 'error' listener keeps it from crashing the process, and is logged once per outage.
 */
export function postgresPool(settings: DatabaseSettings, logger: Logger): pg.Pool {
  const pool = new pg.Pool({
    connectionString: settings.url,
    max: settings.poolMax,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    statement_timeout: settings.statementTimeoutMs,
    // A statement cut off by a dead server (no FIN) is given up a little after PostgreSQL would have.
    query_timeout: settings.statementTimeoutMs + settings.connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    application_name: 'marquee',
    types: pgTypes,
  });
  let warned = false;
  const lost = (error: Error) => {
    if (warned) return;
    warned = true;
    logger.warn({ reason: error.message }, 'postgresql: a connection was lost; reconnecting');
    setTimeout(() => (warned = false), 60_000).unref();
  };
  pool.on('error', lost);
  // A connection in use when the server goes away also emits 'error' (after its query fails): without
  // a listener that would crash the process. The pool drops it when it is released.
  pool.on('connect', (client) => client.on('error', lost));
  return pool;
}

export function postgresDb(pool: pg.Pool): StorageDb {
  return new Kysely<StorageTables>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * A SQLite database, opened by `open` on first use rather than now; an open that fails is tried again
 * on the next use (Kysely's driver forgets a failed start).
 */
export function sqliteDb(open: () => Db): StorageDb {
  return new Kysely<StorageTables>({
    dialect: new SqliteDialect({ database: async () => open() }),
  });
}

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  // SQLSTATE: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections, and
  // query_canceled (the statement timeout: a database too slow to answer is as good as away).
  '57014',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

const UNREACHABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connection error|Connection refused/i;

/**
 * Whether `error` says the database cannot be reached right now (refused, timed out, cut off, shutting
 * down), as opposed to a fault of the query: the first is a 503 to the visitor, the second a 500.
 */
export function isUnreachable(error: unknown): boolean {
  // Duck-typed, not instanceof: socket errors may come from another realm (Jest's sandbox, workers).
  const seen = new Set<unknown>();
  for (let e = error; typeof e === 'object' && e !== null && !seen.has(e);) {
    seen.add(e);
    const { code, message, errors, cause } = e as {
      code?: unknown;
      message?: unknown;
      errors?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) {
      return true;
    }
    if (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)) return true;
    if (Array.isArray(errors) && errors.some(isUnreachable)) return true;
    e = cause;
  }
  return false;
}

/**
 * Runs `work` in one write transaction. On SQLite it is BEGIN IMMEDIATE, which takes the write lock
 * before reading, so another process on the same file never upgrades a read into a deadlock; on
 * PostgreSQL an ordinary transaction (row locks are asked for by the queries themselves).
 */
export async function writeTransaction<T>(
  db: StorageDb,
  engine: Engine,
  work: (trx: Kysely<StorageTables>) => Promise<T>,
): Promise<T> {
  if (engine === 'postgres') {
    return db.transaction().execute((trx: Transaction<StorageTables>) => work(trx));
  }
  return db.connection().execute(async (conn) => {
    await sql`BEGIN IMMEDIATE`.execute(conn);
    try {
      const result = await work(conn);
      await sql`COMMIT`.execute(conn);
      return result;
    } catch (error) {
      await sql`ROLLBACK`.execute(conn).catch(() => {});
      throw error;
    }
  });
}

/**
 * One database and the concerns whose tables it holds. Their migrations run before the first query
 * (and again on the next use if they failed, e.g. the database was down), so a store is usable the
 * moment the engine is.
 */
export class StorageHandle {
  private ready: Promise<StorageDb> | null = null;

  constructor(
    readonly engine: Engine,
    private readonly kysely: StorageDb,
    private readonly concerns: readonly Concern[],
  ) {}

  /** The database, migrated. */
  db(): Promise<StorageDb> {
    if (!this.ready) {
      const ready = (async () => {
        for (const concern of this.concerns) await migrate(this.kysely, this.engine, concern);
        return this.kysely;
      })();
      this.ready = ready;
      ready.catch(() => {
        if (this.ready === ready) this.ready = null;
      });
    }
    return this.ready;
  }

  /** The database without waiting for migrations: for the readiness probe. */
  get raw(): StorageDb {
    return this.kysely;
  }

  async close(): Promise<void> {
    await this.kysely.destroy();
  }
}
