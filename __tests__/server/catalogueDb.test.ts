/**
 * The demo catalogue's SQLite file: built from the seed on first start, reused while the seed is the same,
 * rebuilt when the seed's version changes or the file is damaged.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { DEFAULT_SEED_DIR, openCatalogue, readManifest } from '../../server/catalogue/catalogueDb';

let dir: string;
let seedDir: string;
let dataDir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-db-'));
  seedDir = path.join(dir, 'seed');
  dataDir = path.join(dir, 'data');
  fs.cpSync(DEFAULT_SEED_DIR, seedDir, { recursive: true });
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const title = (id: number) => {
  const { db } = openCatalogue({ dataDir, seedDir });
  try {
    return (db.prepare('SELECT title FROM movies WHERE id = ?').get(id) as { title: string }).title;
  } finally {
    db.close();
  }
};

/** A seed that differs from the committed one in one title, with a new version. */
function editSeed(version: string) {
  const file = path.join(seedDir, 'movies.jsonl');
  fs.writeFileSync(
    file,
    fs.readFileSync(file, 'utf8').replace('"title":"Fight Club"', '"title":"Fight Club (edited)"'),
  );
  const manifest = readManifest(seedDir);
  fs.writeFileSync(path.join(seedDir, 'manifest.json'), JSON.stringify({ ...manifest, version }));
}

it('builds the file on first start and reports the seed version', () => {
  const { db, version } = openCatalogue({ dataDir, seedDir });
  db.close();
  expect(version).toBe(readManifest(seedDir).version);
  expect(fs.existsSync(path.join(dataDir, 'catalogue.sqlite'))).toBe(true);
  expect(fs.readdirSync(dataDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
});

it('reuses the file while the seed version is the same', () => {
  expect(title(550)).toBe('Fight Club');
  const file = path.join(dataDir, 'catalogue.sqlite');
  const built = fs.statSync(file).mtimeMs;
  // Same version, different rows: a rebuild would show the edit, a reuse does not.
  const movies = path.join(seedDir, 'movies.jsonl');
  fs.writeFileSync(
    movies,
    fs.readFileSync(movies, 'utf8').replace('"title":"Fight Club"', '"title":"X"'),
  );
  expect(title(550)).toBe('Fight Club');
  expect(fs.statSync(file).mtimeMs).toBe(built);
});

it('rebuilds when the seed version changes', () => {
  expect(title(550)).toBe('Fight Club');
  editSeed('another-version');
  expect(title(550)).toBe('Fight Club (edited)');
});

it('rebuilds a damaged file', () => {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'catalogue.sqlite'), 'this is not a database');
  expect(title(550)).toBe('Fight Club');
});
