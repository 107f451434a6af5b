import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import Database from 'better-sqlite3';
import type { Database as Db } from 'better-sqlite3';

import { KyselyContactStore } from './contactStore';
import type { ContactStore } from './contactStore';
import { StorageHandle, sqliteDb } from '../storage/engine';
import { BUSY_TIMEOUT_MS, CONTACT_FILE } from '../storage/storage';

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
      const copy = path.join(copyDir, path.basename(file));
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
 * `DATA_DIR/contact.sqlite` as a contact store to read from, without writing anything (no migration, no
 * file created): for `npm run contact:export` and `contact:migrate`, also while the server runs (WAL
 * readers never wait for the writer). Null when no message was ever stored there.
 */
export function openContactFileReadOnly(
  dataDir: string,
  name = CONTACT_FILE,
): { store: ContactStore; close(): Promise<void> } | null {
  const file = path.join(dataDir, name);
  if (!fs.existsSync(file)) return null;
  const { db, cleanup } = openReadOnly(file);
  try {
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    const hasTable = db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'messages'")
      .get();
    if (!hasTable) {
      db.close();
      cleanup();
      return null;
    }
  } catch (error) {
    db.close();
    cleanup();
    throw error;
  }
  const handle = new StorageHandle(
    'sqlite',
    sqliteDb(() => db),
    [],
  );
  return {
    store: new KyselyContactStore(handle),
    close: async () => {
      await handle.close();
      cleanup();
    },
  };
}
