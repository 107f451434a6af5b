import path from 'node:path';

import Database from 'better-sqlite3';

import { ensureWritable } from './catalogueDb';

/** A copy of an answer TMDB gave, as kept by the mirror. */
export interface MirroredAnswer {
  status: number;
  body: string;
  /** ms since the epoch (the live source's clock). */
  fetchedAt: number;
}

/**
 * Durable copies of TMDB answers by request key, written through by the live source and read when TMDB
 * fails with nothing in memory, so a restarted server keeps serving what it has seen.
 */
export interface MirrorStore {
  read(key: string): MirroredAnswer | undefined;
  write(key: string, status: number, body: string, fetchedAt: number): void;
  close(): void;
}

interface Row {
  status: number;
  body: string;
  fetched_at: number;
}

/** Opens (creating if needed) `${dataDir}/mirror.sqlite`. */
export function openMirror(dataDir: string): MirrorStore {
  ensureWritable(dataDir);
  const db = new Database(path.join(dataDir, 'mirror.sqlite'));
  // WAL: reads never wait on the write-through; a copy lost to a power cut is refetched, so NORMAL sync.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(`CREATE TABLE IF NOT EXISTS mirror (
    key TEXT PRIMARY KEY,
    status INTEGER NOT NULL,
    body TEXT NOT NULL,
    fetched_at INTEGER NOT NULL
  )`);
  const select = db.prepare<[string], Row>(
    'SELECT status, body, fetched_at FROM mirror WHERE key = ?',
  );
  const upsert = db.prepare<[string, number, string, number]>(
    `INSERT INTO mirror (key, status, body, fetched_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET
       status = excluded.status, body = excluded.body, fetched_at = excluded.fetched_at`,
  );

  return {
    read(key) {
      const row = select.get(key);
      return row && { status: row.status, body: row.body, fetchedAt: row.fetched_at };
    },
    write(key, status, body, fetchedAt) {
      upsert.run(key, status, body, fetchedAt);
    },
    close() {
      db.close();
    },
  };
}
