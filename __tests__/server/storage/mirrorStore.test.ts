/** The mirror store's contract, on SQLite and on PostgreSQL alike. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import Database from 'better-sqlite3';

import { openEmbeddedStorage } from '../../../server/storage/storage';
import { describeEachEngine } from './engines';
import type { Place } from './engines';

jest.setTimeout(60_000);

describeEachEngine('mirror store', ({ fresh }) => {
  let place: Place;
  beforeEach(async () => {
    place = await fresh();
  });
  afterEach(async () => {
    await place.remove();
  });

  it('keeps the latest copy of each answer across reopening', async () => {
    const first = await place.open();
    expect(await first.mirror.read('/movie/550')).toBeUndefined();
    await first.mirror.write('/movie/550', 200, '{"id":550}', 1000);
    await first.mirror.write(
      '/movie/550',
      200,
      '{"id":550,"title":"Fight Club"}',
      Date.UTC(2030, 0),
    );
    await first.close();

    const second = await place.open();
    expect(await second.mirror.read('/movie/550')).toEqual({
      status: 200,
      body: '{"id":550,"title":"Fight Club"}',
      fetchedAt: Date.UTC(2030, 0),
    });
    expect(await second.mirror.read('/movie/551')).toBeUndefined();
  });
});

it('the embedded mirror creates its folder and a WAL-mode mirror.sqlite on first use', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-mirror-'));
  try {
    const dataDir = path.join(root, 'nested', 'data');
    const storage = openEmbeddedStorage(dataDir);
    // Nothing is created before it is used.
    expect(fs.existsSync(dataDir)).toBe(false);
    await storage.mirror.write('/movie/1', 200, '{}', 1);
    await storage.close();
    const db = new Database(path.join(dataDir, 'mirror.sqlite'), { readonly: true });
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      const columns = db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all('mirror');
      expect(columns).toEqual(['key', 'status', 'body', 'fetched_at']);
    } finally {
      db.close();
    }
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
