import fs from 'node:fs';
import path from 'node:path';

import Database from 'better-sqlite3';
import type { Database as Db } from 'better-sqlite3';
import { sql } from 'kysely';

import type { Config } from '../config';
import type { Logger } from '../logger';
import { ensureWritable } from '../catalogue/catalogueDb';
import { KyselyAccountStore } from '../accounts/accountStore';
import type { AccountStore } from '../accounts/accountStore';
import { KyselyContactStore } from '../contact/contactStore';
import type { ContactStore } from '../contact/contactStore';
import { StorageHandle, isUnreachable, postgresDb, postgresPool, sqliteDb } from './engine';
import type { Engine } from './engine';
import { KyselyMirrorStore } from '../sources/live/mirrorStore';
import type { MirrorStore } from '../sources/live/mirrorStore';
import { KyselySeenNamesStore } from '../suggest/seenNamesStore';
import type { SeenNamesStore } from '../suggest/seenNamesStore';

export const CONTACT_FILE = 'contact.sqlite';
export const NAMES_FILE = 'names.sqlite';
export const MIRROR_FILE = 'mirror.sqlite';
export const ACCOUNTS_FILE = 'accounts.sqlite';
/** An instance's own contact messages that PostgreSQL could not take yet (server/contact/spool.ts). */
export const CONTACT_SPOOL_FILE = 'contact-spool.sqlite';

/** How long a SQLite connection waits on another's lock (the export, a second server) before failing. */
export const BUSY_TIMEOUT_MS = 5000;

/**
 * Everything the server keeps, behind one interface per concern, on the engine the settings chose:
 * SQLite files in DATA_DIR by default, PostgreSQL when DATABASE_URL is set. Built once at start and
 * handed to whatever needs a piece of it; closed once, after them.
 */
export interface Storage {
  readonly engine: Engine;
  readonly contact: ContactStore;
  readonly seenNames: SeenNamesStore;
  readonly mirror: MirrorStore;
  /** Synced accounts: public keys, sessions and encrypted records (see server/accounts). */
  readonly accounts: AccountStore;
  /** Resolves when the engine answers; throws when it cannot be reached (for /readyz). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `DATA_DIR/contact.sqlite`: WAL, and synchronous FULL so that a commit is on disk before it returns.
 * Throws (and is tried again on the next use) when the folder cannot be written. With `secureDelete`,
 * what is deleted is overwritten with zeros rather than left in free pages.
 */
export function openContactFile(
  dataDir: string,
  name = CONTACT_FILE,
  { secureDelete = false }: { secureDelete?: boolean } = {},
): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, name);
  const db = new Database(file);
  try {
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    if (db.pragma('journal_mode = WAL', { simple: true }) !== 'wal') {
      throw new Error(`${file} cannot be put in WAL mode`);
    }
    db.pragma('synchronous = FULL');
    if (secureDelete) db.pragma('secure_delete = ON');
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** A cache-like SQLite file (names, mirror): WAL; a copy lost to a power cut is seen again, so NORMAL. */
function openCacheFile(dataDir: string, name: string): Db {
  ensureWritable(dataDir);
  const db = new Database(path.join(dataDir, name));
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  return db;
}

/**
 * The embedded engine: one SQLite file per concern in `dataDir`, each opened (and migrated) on its
 * first use, as before, so that a DATA_DIR that cannot be written costs only what needs it. The seen
 * names fall back to memory when their file cannot be opened; the site works without them.
 */
export function openEmbeddedStorage(dataDir: string, logger?: Logger): Storage {
  const contact = new StorageHandle(
    'sqlite',
    sqliteDb(() => openContactFile(dataDir)),
    ['contact'],
  );
  const names = new StorageHandle(
    'sqlite',
    sqliteDb(() => {
      try {
        return openCacheFile(dataDir, NAMES_FILE);
      } catch (error) {
        logger?.warn({ err: error }, 'names.sqlite cannot be opened: seen names kept in memory');
        return new Database(':memory:');
      }
    }),
    ['names'],
  );
  const mirror = new StorageHandle(
    'sqlite',
    sqliteDb(() => openCacheFile(dataDir, MIRROR_FILE)),
    ['mirror'],
  );
  // Kept as durably as the contact messages: a synced change answered is a change kept. A deleted
  // account leaves no key or ciphertext behind in the file's free pages.
  const accounts = new StorageHandle(
    'sqlite',
    sqliteDb(() => openContactFile(dataDir, ACCOUNTS_FILE, { secureDelete: true })),
    ['accounts'],
  );
  return {
    engine: 'sqlite',
    contact: new KyselyContactStore(contact),
    seenNames: new KyselySeenNamesStore(names, logger),
    mirror: new KyselyMirrorStore(mirror),
    accounts: new KyselyAccountStore(accounts),
    ping: async () => {},
    close: async () => {
      await Promise.all([contact.close(), names.close(), mirror.close(), accounts.close()]);
    },
  };
}

/** Seen names kept in memory only (tests, a server with no DATA_DIR). */
export function memorySeenNames(logger?: Logger): {
  seenNames: SeenNamesStore;
  close(): Promise<void>;
} {
  const handle = new StorageHandle(
    'sqlite',
    sqliteDb(() => new Database(':memory:')),
    ['names'],
  );
  return { seenNames: new KyselySeenNamesStore(handle, logger), close: () => handle.close() };
}

/**
 * The storage the settings ask for. With DATABASE_URL, one pool to PostgreSQL for every concern; its
 * migrations are tried now, and when PostgreSQL cannot be reached the server starts anyway (the
 * contact form answers 503 until it can) and they run on the first use that reaches it.
 */
export async function openStorage(config: Config, logger: Logger): Promise<Storage> {
  const settings = config.scale.database;
  if (!settings) return openEmbeddedStorage(config.dataDir, logger);

  const pool = postgresPool(settings, logger);
  const handle = new StorageHandle('postgres', postgresDb(pool), [
    'contact',
    'names',
    'mirror',
    'accounts',
  ]);
  try {
    await handle.db();
  } catch (error) {
    // A migration that fails on a database that answers is a fault to fix before serving.
    if (!isUnreachable(error)) {
      await handle.close();
      throw error;
    }
    logger.warn(
      { reason: error instanceof Error ? error.message : String(error) },
      'postgresql cannot be reached at start: contact messages are refused until it can',
    );
  }
  return {
    engine: 'postgres',
    contact: new KyselyContactStore(handle),
    seenNames: new KyselySeenNamesStore(handle, logger),
    mirror: new KyselyMirrorStore(handle),
    accounts: new KyselyAccountStore(handle),
    ping: async () => {
      await sql`SELECT 1`.execute(handle.raw);
    },
    close: () => handle.close(),
  };
}

/**
 * The contact store alone in PostgreSQL, for the command-line tools (`contact:export`,
 * `contact:migrate`): its tables are brought up to date first.
 */
export function openPostgresContact(
  settings: NonNullable<Config['scale']['database']>,
  logger: Logger,
): { store: ContactStore; close(): Promise<void> } {
  const handle = new StorageHandle('postgres', postgresDb(postgresPool(settings, logger)), [
    'contact',
  ]);
  return { store: new KyselyContactStore(handle), close: () => handle.close() };
}

/**
 * `DATA_DIR/contact-spool.sqlite` as a contact store: the same tables and queries as the embedded
 * contact file, as durable (synchronous FULL: kept is on disk), and what is removed once delivered is
 * overwritten, not left in free pages. Opened on first use: no file until a message is kept.
 */
export function openContactSpoolFile(dataDir: string): {
  store: ContactStore;
  close(): Promise<void>;
} {
  const handle = new StorageHandle(
    'sqlite',
    sqliteDb(() => openContactFile(dataDir, CONTACT_SPOOL_FILE, { secureDelete: true })),
    ['contact'],
  );
  return { store: new KyselyContactStore(handle), close: () => handle.close() };
}
