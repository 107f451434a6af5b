import fs from 'node:fs';
import path from 'node:path';

import Database from 'better-sqlite3';
import type { Database as Db } from 'better-sqlite3';

import { normalizeTitle } from '../../common/normalizeTitle';
import type { SeedExtra, SeedManifest, SeedTables, SeedTv } from './seedTypes';
import { SEED_TABLES } from './seedTypes';
import { ConfigError } from '../config';
import type { Logger } from '../logger';
import { EXTERNAL_IDS_SCHEMA, externalIdRows } from './externalIds';

/** The committed seed. */
export const DEFAULT_SEED_DIR = path.resolve(__dirname, 'seed');

/** Bump when the tables below change, so existing files are rebuilt. */
const SCHEMA_VERSION = '10';

const DEPTH = { full: 3, list: 2, dataset: 1 } as const;

const SCHEMA = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE movies (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  original_title TEXT NOT NULL,
  release_date TEXT,
  year INTEGER,
  popularity REAL NOT NULL,
  vote_average REAL NOT NULL,
  vote_count INTEGER NOT NULL,
  revenue INTEGER NOT NULL,
  adult INTEGER NOT NULL,
  original_language TEXT NOT NULL,
  has_poster INTEGER NOT NULL,
  depth INTEGER NOT NULL,
  collection_id INTEGER,
  data TEXT NOT NULL
);
-- One index per discover sort, each serving both directions; adult first, as every list filters on it,
-- so that deep pages walk the index alone.
CREATE INDEX movies_popularity ON movies (adult, popularity, id);
CREATE INDEX movies_vote_average ON movies (adult, vote_average, id);
CREATE INDEX movies_vote_count ON movies (adult, vote_count, id);
CREATE INDEX movies_revenue ON movies (adult, revenue, id);
CREATE INDEX movies_title ON movies (adult, title COLLATE NOCASE, id);
CREATE INDEX movies_original_title ON movies (adult, original_title COLLATE NOCASE, id);
CREATE INDEX movies_release ON movies (adult, release_date IS NULL, release_date, id);
CREATE INDEX movies_year ON movies (year, popularity);
CREATE INDEX movies_collection ON movies (collection_id);
CREATE TABLE movie_genres (genre_id INTEGER NOT NULL, movie_id INTEGER NOT NULL, PRIMARY KEY (genre_id, movie_id)) WITHOUT ROWID;
CREATE INDEX movie_genres_movie ON movie_genres (movie_id);

CREATE TABLE tv (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  original_name TEXT NOT NULL,
  first_air_date TEXT,
  year INTEGER,
  popularity REAL NOT NULL,
  vote_average REAL NOT NULL,
  vote_count INTEGER NOT NULL,
  adult INTEGER NOT NULL,
  original_language TEXT NOT NULL,
  has_poster INTEGER NOT NULL,
  depth INTEGER NOT NULL,
  status TEXT,
  in_production INTEGER NOT NULL,
  last_episode_air_date TEXT,
  -- 1 when the show's season list holds its latest episode, so that tv/{id}/season/{n} answers it.
  latest_episode_opens INTEGER NOT NULL,
  data TEXT NOT NULL
);
CREATE INDEX tv_popularity ON tv (adult, popularity, id);
CREATE INDEX tv_vote_average ON tv (adult, vote_average, id);
CREATE INDEX tv_first_air_date ON tv (adult, first_air_date IS NULL, first_air_date, id);
CREATE INDEX tv_year ON tv (year, popularity);
CREATE TABLE tv_genres (genre_id INTEGER NOT NULL, tv_id INTEGER NOT NULL, PRIMARY KEY (genre_id, tv_id)) WITHOUT ROWID;
CREATE INDEX tv_genres_tv ON tv_genres (tv_id);

CREATE TABLE episodes (
  show_id INTEGER NOT NULL, season_number INTEGER NOT NULL, episode_number INTEGER NOT NULL, data TEXT NOT NULL,
  PRIMARY KEY (show_id, season_number, episode_number)
) WITHOUT ROWID;

CREATE TABLE people (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  popularity REAL NOT NULL,
  adult INTEGER NOT NULL,
  has_profile INTEGER NOT NULL,
  depth INTEGER NOT NULL,
  data TEXT NOT NULL
);
CREATE INDEX people_popularity ON people (adult, popularity, id);

CREATE TABLE credits (
  credit_id TEXT PRIMARY KEY,
  person_id INTEGER NOT NULL,
  media_type TEXT NOT NULL,
  media_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  ord INTEGER,
  data TEXT NOT NULL
);
CREATE INDEX credits_media ON credits (media_type, media_id);
CREATE INDEX credits_person ON credits (person_id);

CREATE TABLE collections (id INTEGER PRIMARY KEY, name TEXT NOT NULL, data TEXT NOT NULL);

CREATE TABLE videos (media_type TEXT NOT NULL, media_id INTEGER NOT NULL, season_number INTEGER, data TEXT NOT NULL);
CREATE INDEX videos_media ON videos (media_type, media_id, season_number);

CREATE TABLE extras (
  media_type TEXT NOT NULL, id INTEGER NOT NULL, kind TEXT NOT NULL, data TEXT NOT NULL,
  PRIMARY KEY (media_type, id, kind)
) WITHOUT ROWID;

-- Every recorded streaming offer, one row per title, region, way of offering and service: what
-- discover's where-to-watch filter and the list of services (watch/providers/{type}) read.
CREATE TABLE watch_offers (
  media_type TEXT NOT NULL, id INTEGER NOT NULL, region TEXT NOT NULL, monetization TEXT NOT NULL,
  provider_id INTEGER NOT NULL, provider_name TEXT NOT NULL, logo_path TEXT,
  display_priority INTEGER,
  PRIMARY KEY (media_type, id, region, monetization, provider_id)
) WITHOUT ROWID;
CREATE INDEX watch_offers_region ON watch_offers (media_type, region, provider_id);

-- Titles and names for search: word-prefix matching, accents folded. A collection is also found by
-- its parts' titles ("jedi" finds the Star Wars Collection), as TMDB's search finds a title by its
-- alternative names.
CREATE VIRTUAL TABLE search USING fts5(
  title, original, parts, kind UNINDEXED, ref UNINDEXED, norm UNINDEXED, norm_original UNINDEXED,
  popularity UNINDEXED, adult UNINDEXED, year UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'
);
`;

/** Whether the season of a show's latest episode is listed and long enough to hold that episode. */
function latestEpisodeOpens(t: SeedTv): boolean {
  if (!t.last_episode) return false;
  const [season, episode] = t.last_episode;
  return t.seasons.some((s) => s.season_number === season && s.episode_count >= episode);
}

/** The ways TMDB lists a title's offers in a region (`watch/providers`). */
const MONETIZATIONS = ['flatrate', 'free', 'ads', 'rent', 'buy'] as const;

interface WatchOfferRow {
  media_type: 'movie' | 'tv';
  id: number;
  region: string;
  monetization: (typeof MONETIZATIONS)[number];
  provider_id: number;
  provider_name: string;
  logo_path: string | null;
  display_priority: number | null;
}

/** The recorded `watch/providers` of movies and shows as rows; malformed entries are skipped. */
function watchOffers(extras: readonly SeedExtra[]): WatchOfferRow[] {
  const rows: WatchOfferRow[] = [];
  for (const x of extras) {
    if (x.kind !== 'watch_providers' || (x.media_type !== 'movie' && x.media_type !== 'tv'))
      continue;
    const results = (x.data.results ?? {}) as Record<string, Record<string, unknown>>;
    for (const [region, offers] of Object.entries(results)) {
      if (!/^[A-Z]{2}$/.test(region)) continue;
      for (const monetization of MONETIZATIONS) {
        const list = offers?.[monetization];
        if (!Array.isArray(list)) continue;
        for (const offer of list as Record<string, unknown>[]) {
          if (typeof offer?.provider_id !== 'number' || typeof offer.provider_name !== 'string')
            continue;
          rows.push({
            media_type: x.media_type,
            id: x.id,
            region,
            monetization,
            provider_id: offer.provider_id,
            provider_name: offer.provider_name,
            logo_path: typeof offer.logo_path === 'string' ? offer.logo_path : null,
            display_priority:
              typeof offer.display_priority === 'number' ? offer.display_priority : null,
          });
        }
      }
    }
  }
  return rows;
}

export function readManifest(seedDir: string): SeedManifest {
  return JSON.parse(fs.readFileSync(path.join(seedDir, 'manifest.json'), 'utf8')) as SeedManifest;
}

function readTable<K extends keyof SeedTables>(seedDir: string, name: K): SeedTables[K] {
  const text = fs.readFileSync(path.join(seedDir, `${name}.jsonl`), 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line)) as SeedTables[K];
}

const yearOf = (date: string | null): number | null => (date ? Number(date.slice(0, 4)) : null);

function load(db: Db, seedDir: string, manifest: SeedManifest): void {
  db.exec(SCHEMA);
  db.exec(EXTERNAL_IDS_SCHEMA);
  const tables = Object.fromEntries(
    SEED_TABLES.map((name) => [name, readTable(seedDir, name)]),
  ) as unknown as SeedTables;
  const insert = (sql: string) => db.prepare(sql);

  const movie = insert(
    `INSERT INTO movies VALUES (@id, @title, @original_title, @release_date, @year, @popularity, @vote_average,
      @vote_count, @revenue, @adult, @original_language, @has_poster, @depth, @collection_id, @data)`,
  );
  const movieGenre = insert('INSERT OR IGNORE INTO movie_genres VALUES (?, ?)');
  const tv = insert(
    `INSERT INTO tv VALUES (@id, @name, @original_name, @first_air_date, @year, @popularity, @vote_average,
      @vote_count, @adult, @original_language, @has_poster, @depth, @status, @in_production,
      @last_episode_air_date, @latest_episode_opens, @data)`,
  );
  const tvGenre = insert('INSERT OR IGNORE INTO tv_genres VALUES (?, ?)');
  const episode = insert('INSERT INTO episodes VALUES (?, ?, ?, ?)');
  const person = insert('INSERT INTO people VALUES (?, ?, ?, ?, ?, ?, ?)');
  const credit = insert('INSERT INTO credits VALUES (?, ?, ?, ?, ?, ?, ?)');
  const collection = insert('INSERT INTO collections VALUES (?, ?, ?)');
  const video = insert('INSERT INTO videos VALUES (?, ?, ?, ?)');
  const extra = insert('INSERT INTO extras VALUES (?, ?, ?, ?)');
  const watchOffer = insert(
    `INSERT OR IGNORE INTO watch_offers VALUES (@media_type, @id, @region, @monetization,
      @provider_id, @provider_name, @logo_path, @display_priority)`,
  );
  const search = insert(
    `INSERT INTO search (title, original, kind, ref, norm, norm_original, popularity, adult, year, parts)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, '')`,
  );

  const episodeDates = new Map<string, string | null>();
  for (const e of tables.episodes) {
    episodeDates.set(`${e.show_id}:${e.season_number}:${e.episode_number}`, e.air_date);
  }

  db.transaction(() => {
    for (const m of tables.movies) {
      const year = yearOf(m.release_date);
      movie.run({
        ...m,
        year,
        adult: m.adult ? 1 : 0,
        has_poster: m.poster_path ? 1 : 0,
        depth: DEPTH[m.depth],
        data: JSON.stringify(m),
      });
      for (const g of m.genre_ids) movieGenre.run(g, m.id);
      const original = m.original_title !== m.title ? m.original_title : '';
      search.run(
        m.title,
        original,
        'movie',
        m.id,
        normalizeTitle(m.title),
        normalizeTitle(original),
        m.popularity,
        m.adult ? 1 : 0,
        year,
      );
    }
    for (const t of tables.tv) {
      const year = yearOf(t.first_air_date);
      const last = t.last_episode
        ? episodeDates.get(`${t.id}:${t.last_episode[0]}:${t.last_episode[1]}`)
        : null;
      tv.run({
        ...t,
        year,
        adult: t.adult ? 1 : 0,
        has_poster: t.poster_path ? 1 : 0,
        depth: DEPTH[t.depth],
        in_production: t.in_production ? 1 : 0,
        last_episode_air_date: last ?? null,
        latest_episode_opens: latestEpisodeOpens(t) ? 1 : 0,
        data: JSON.stringify(t),
      });
      for (const g of t.genre_ids) tvGenre.run(g, t.id);
      const original = t.original_name !== t.name ? t.original_name : '';
      search.run(
        t.name,
        original,
        'tv',
        t.id,
        normalizeTitle(t.name),
        normalizeTitle(original),
        t.popularity,
        t.adult ? 1 : 0,
        year,
      );
    }
    for (const e of tables.episodes) {
      episode.run(e.show_id, e.season_number, e.episode_number, JSON.stringify(e));
    }
    for (const p of tables.people) {
      person.run(
        p.id,
        p.name,
        p.popularity,
        p.adult ? 1 : 0,
        p.profile_path ? 1 : 0,
        DEPTH[p.depth],
        JSON.stringify(p),
      );
      search.run(
        p.name,
        '',
        'person',
        p.id,
        normalizeTitle(p.name),
        '',
        p.popularity,
        p.adult ? 1 : 0,
        null,
      );
    }
    for (const c of tables.credits) {
      credit.run(
        c.credit_id,
        c.person_id,
        c.media_type,
        c.media_id,
        c.kind,
        c.order,
        JSON.stringify(c),
      );
    }
    // A collection ranks by its most popular part, and is found by its parts' titles too.
    const parts = new Map<number, { titles: string[]; popularity: number }>();
    for (const m of tables.movies) {
      if (m.collection_id === null || m.adult) continue;
      const entry = parts.get(m.collection_id) ?? { titles: [], popularity: 0 };
      entry.titles.push(m.title);
      entry.popularity = Math.max(entry.popularity, m.popularity);
      parts.set(m.collection_id, entry);
    }
    const collectionSearch = insert(
      `INSERT INTO search (title, original, parts, kind, ref, norm, norm_original, popularity, adult, year)
       VALUES (?, '', ?, 'collection', ?, ?, '', ?, 0, NULL)`,
    );
    for (const c of tables.collections) {
      // A collection the snapshot knows only by name (none of its films recorded) would open on an
      // empty page: it is left out, so search never offers it and its id answers 404.
      if (!c.parts.length) continue;
      collection.run(c.id, c.name, JSON.stringify(c));
      const known = parts.get(c.id);
      collectionSearch.run(
        c.name,
        known?.titles.join(' · ') ?? '',
        c.id,
        normalizeTitle(c.name),
        known?.popularity ?? 0,
      );
    }
    for (const v of tables.videos)
      video.run(v.media_type, v.media_id, v.season_number, JSON.stringify(v));
    for (const x of tables.extras) extra.run(x.media_type, x.id, x.kind, JSON.stringify(x.data));
    for (const offer of watchOffers(tables.extras)) watchOffer.run(offer);
    const externalId = insert(
      'INSERT OR IGNORE INTO external_ids VALUES (@source, @external_id, @media_type, @id)',
    );
    for (const row of externalIdRows(tables)) externalId.run(row);

    const meta = insert('INSERT INTO meta VALUES (?, ?)');
    meta.run('seed_version', manifest.version);
    meta.run('schema_version', SCHEMA_VERSION);
  })();
  db.exec("INSERT INTO search (search) VALUES ('optimize'); ANALYZE;");
}

function storedVersion(file: string): string | undefined {
  if (!fs.existsSync(file)) return undefined;
  let db: Db | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const rows = db.prepare('SELECT key, value FROM meta').all() as {
      key: string;
      value: string;
    }[];
    const meta = new Map(rows.map((r) => [r.key, r.value]));
    return `${meta.get('seed_version')}/${meta.get('schema_version')}`;
  } catch {
    // A damaged or foreign file is rebuilt like an outdated one.
    return undefined;
  } finally {
    db?.close();
  }
}

/** Creates DATA_DIR if needed; a folder the server cannot write stops it with a message naming it. */
export function ensureWritable(dataDir: string): void {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.accessSync(dataDir, fs.constants.W_OK);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError('DATA_DIR', `cannot be created or written (${reason})`);
  }
}

export interface OpenCatalogueOptions {
  dataDir: string;
  seedDir?: string;
  logger?: Logger;
}

/**
 * Opens the demo catalogue at `DATA_DIR/catalogue.sqlite`, first building it from the seed when the file is
 * missing, damaged, or from another seed version. The build goes to a temporary file renamed into place,
 * so a crash or a second server starting at the same time never sees a half-built catalogue.
 */
export function openCatalogue({
  dataDir,
  seedDir = DEFAULT_SEED_DIR,
  logger,
}: OpenCatalogueOptions): {
  db: Db;
  version: string;
} {
  const manifest = readManifest(seedDir);
  ensureWritable(dataDir);
  const file = path.join(dataDir, 'catalogue.sqlite');
  const have = storedVersion(file);
  const current = have === `${manifest.version}/${SCHEMA_VERSION}`;

  if (!current) {
    const started = Date.now();
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    const db = new Database(tmp);
    try {
      db.pragma('journal_mode = OFF');
      db.pragma('synchronous = OFF');
      load(db, seedDir, manifest);
    } finally {
      db.close();
    }
    fs.renameSync(tmp, file);
    logger?.info(
      { version: manifest.version, ms: Date.now() - started, file },
      have === undefined ? 'built the demo catalogue' : 'rebuilt the demo catalogue for a new seed',
    );
  }

  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma('cache_size = -32000');
  db.pragma('mmap_size = 268435456');
  return { db, version: manifest.version };
}
