import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import Database from 'better-sqlite3';

import { openMirror } from '../../../server/store/mirror';

describe('the mirror store', () => {
  let root: string;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-mirror-'));
  });

  afterEach(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('creates its folder and a WAL-mode SQLite file', () => {
    const dataDir = path.join(root, 'nested', 'data');
    openMirror(dataDir).close();

    const db = new Database(path.join(dataDir, 'mirror.sqlite'), { readonly: true });
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      const columns = db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all('mirror');
      expect(columns).toEqual(['key', 'status', 'body', 'fetched_at']);
    } finally {
      db.close();
    }
  });

  it('keeps the latest copy of each answer across reopening', () => {
    const first = openMirror(root);
    expect(first.read('/movie/550')).toBeUndefined();
    first.write('/movie/550', 200, '{"id":550}', 1000);
    first.write('/movie/550', 200, '{"id":550,"title":"Fight Club"}', 2000);
    first.close();

    const second = openMirror(root);
    try {
      expect(second.read('/movie/550')).toEqual({
        status: 200,
        body: '{"id":550,"title":"Fight Club"}',
        fetchedAt: 2000,
      });
      expect(second.read('/movie/551')).toBeUndefined();
    } finally {
      second.close();
    }
  });
});
