import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import Database from 'better-sqlite3';
import type { Database as Db } from 'better-sqlite3';

import type { ContactInput } from './input';

export const CONTACT_FILE = 'contact.sqlite';

/** Bump, with a migration below, when the tables change. */
const SCHEMA_VERSION = 1;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  received_at TEXT NOT NULL,
  subject TEXT,
  message TEXT NOT NULL
);
-- One row per message to relay by mail, written in the same transaction as the message.
CREATE TABLE IF NOT EXISTS outbox (
  message_id INTEGER PRIMARY KEY REFERENCES messages (id),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  sent_at TEXT
);
CREATE INDEX IF NOT EXISTS outbox_pending ON outbox (next_attempt_at) WHERE sent_at IS NULL;
`;

/** A stored message, as `npm run contact:export` prints it. */
export interface StoredMessage {
  id: number;
  received_at: string;
  subject: string | null;
  message: string;
}

/** A message waiting in the outbox. */
export interface PendingMail extends StoredMessage {
  attempts: number;
}

/** How long a connection waits on another's lock (the export, a second server) before failing. */
const BUSY_TIMEOUT_MS = 5000;

/**
 * The contact messages at `DATA_DIR/contact.sqlite`. The file is opened on first use, not at start, so a
 * DATA_DIR that cannot be written costs the contact form (a 500 on each post, retried each time) and
 * nothing else. Every write is one transaction, committed to disk (WAL, synchronous FULL) before it
 * returns: a message saved is a message kept, whatever happens to the process afterwards.
 */
export class ContactStore {
  private db: Db | null = null;
  readonly file: string;

  constructor(private readonly dataDir: string) {
    this.file = path.join(dataDir, CONTACT_FILE);
  }

  private open(): Db {
    if (this.db) return this.db;
    fs.mkdirSync(this.dataDir, { recursive: true });
    const db = new Database(this.file);
    try {
      db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
      if (db.pragma('journal_mode = WAL', { simple: true }) !== 'wal') {
        throw new Error(`${this.file} cannot be put in WAL mode`);
      }
      db.pragma('synchronous = FULL');
      db.transaction(() => {
        db.exec(SCHEMA);
        db.pragma(`user_version = ${SCHEMA_VERSION}`);
      }).immediate();
    } catch (error) {
      db.close();
      throw error;
    }
    this.db = db;
    return db;
  }

  /**
   * Saves a message, and its outbox row when it is to be relayed, in one transaction; answers its id.
   * Throws (and keeps nothing) when the file cannot be opened or written.
   */
  save(input: ContactInput, relay: boolean, now = new Date()): number {
    const db = this.open();
    const at = now.toISOString();
    return db
      .transaction(() => {
        const { lastInsertRowid } = db
          .prepare('INSERT INTO messages (received_at, subject, message) VALUES (?, ?, ?)')
          .run(at, input.subject, input.message);
        const id = Number(lastInsertRowid);
        if (relay) {
          db.prepare('INSERT INTO outbox (message_id, next_attempt_at) VALUES (?, ?)').run(id, at);
        }
        return id;
      })
      .immediate();
  }

  /** Outbox rows due at `now`, oldest first. */
  dueMail(now: Date, limit: number): PendingMail[] {
    return this.open()
      .prepare(
        `SELECT m.id, m.received_at, m.subject, m.message, o.attempts FROM outbox o
         JOIN messages m ON m.id = o.message_id
         WHERE o.sent_at IS NULL AND o.next_attempt_at <= ?
         ORDER BY o.next_attempt_at, o.message_id LIMIT ?`,
      )
      .all(now.toISOString(), limit) as PendingMail[];
  }

  markSent(id: number, now = new Date()): void {
    this.open()
      .prepare('UPDATE outbox SET sent_at = ?, last_error = NULL WHERE message_id = ?')
      .run(now.toISOString(), id);
  }

  markFailed(id: number, attempts: number, nextAttemptAt: Date, error: string): void {
    this.open()
      .prepare(
        'UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE message_id = ?',
      )
      .run(attempts, nextAttemptAt.toISOString(), error.slice(0, 500), id);
  }

  close(): void {
    this.db?.close();
    this.db = null;
  }
}

/**
 * A read-only connection, and what to clean up after it. A WAL reader needs the `-shm` index beside the
 * file, created by the first reader if missing; in a folder it cannot write (a read-only mount, a
 * backup), where no server can be writing either, a copy of the file and its `-wal` is read instead.
 */
function openReadOnly(file: string): { db: Db; cleanup: () => void } {
  let db: Db | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    // The WAL index is opened on the first read, not by the constructor.
    db.prepare('SELECT count(*) FROM sqlite_master').get();
    return { db, cleanup: () => {} };
  } catch (error) {
    db?.close();
    if ((error as { code?: string }).code !== 'SQLITE_CANTOPEN') throw error;
    const copyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-contact-export-'));
    const cleanup = () => fs.rmSync(copyDir, { recursive: true, force: true });
    try {
      const copy = path.join(copyDir, CONTACT_FILE);
      fs.copyFileSync(file, copy);
      if (fs.existsSync(`${file}-wal`)) fs.copyFileSync(`${file}-wal`, `${copy}-wal`);
      return { db: new Database(copy, { readonly: true, fileMustExist: true }), cleanup };
    } catch (copyError) {
      cleanup();
      throw copyError;
    }
  }
}

/**
 * Every stored message, oldest first, read without writing anything: for `npm run contact:export`, also
 * while the server runs (WAL readers never wait for the writer). Answers [] when no message was ever stored.
 */
export function* readMessages(dataDir: string): Generator<StoredMessage> {
  const file = path.join(dataDir, CONTACT_FILE);
  if (!fs.existsSync(file)) return;
  const { db, cleanup } = openReadOnly(file);
  try {
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    const hasTable = db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'messages'")
      .get();
    if (!hasTable) return;
    yield* db
      .prepare('SELECT id, received_at, subject, message FROM messages ORDER BY id')
      .iterate() as IterableIterator<StoredMessage>;
  } finally {
    db.close();
    cleanup();
  }
}
