import type { Database, Statement } from 'better-sqlite3';
import { LRUCache } from 'lru-cache';

import type { MediaType } from '../../../common/mediaType';
import type { Paged } from '../../../common/tmdb';

import type {
  Depth,
  SeedCollection,
  SeedCredit,
  SeedEpisode,
  SeedMovie,
  SeedPerson,
  SeedSeason,
  SeedTv,
  SeedVideo,
} from '../../catalogue/seedTypes';
import { notFound } from '../../errors';
import { normalizeTitle } from '../../../common/normalizeTitle';
import {
  BACKDROP_RATIO,
  PAGE_SIZE,
  POSTER_RATIO,
  collectionItem,
  creditPerson,
  creditTitle,
  episodeWithCredits,
  knownImage,
  movieDetails,
  movieItem,
  paged,
  personDetails,
  personItem,
  placeholderEpisode,
  seasonDetails,
  tvDetails,
  tvItem,
  videoShape,
} from './shapes';
import type { KnownFor } from './shapes';
import { RelatedTitles } from './relatedTitles';

type SearchKind = MediaType | 'person' | 'collection';
type Row = { data: string };
type Json = Record<string, unknown>;
type TitleItem = ReturnType<typeof movieItem> | ReturnType<typeof tvItem>;

/** Top-rated lists leave out titles with too few votes for their average to mean much. */
const TOP_RATED_MIN_VOTES = { movie: 300, tv: 100 } as const;
/** Prepared statements kept: every fixed query of the catalogue, and the recent discover shapes. */
const STATEMENTS_KEPT = 500;
/** The most recent releases that make up the demo's "now playing". */
const NOW_PLAYING_POOL = 100;
/** Trending today: the most popular titles of the week, newest first. */
const TRENDING_DAY_POOL = 400;
/**
 * How many of a list's first places go to the titles the demo knows in full (depth 3: cast, seasons,
 * episodes, videos), so that a first visit meets them: the first page. The rest follows in the list's
 * own order; nothing is left out and no number the visitor sees changes.
 */
const FULL_RECORDS_LEAD = PAGE_SIZE;
/** The seed's depth of a full record (server/catalogue/catalogueDb.ts). */
const FULL_DEPTH = 3;
/**
 * A show a calendar list may offer: not adult, with a poster and a first air date, and a latest episode
 * its season list holds. Undated or unpictured records (a stub TMDB has barely filled) never lead.
 */
const CALENDAR_SHOW =
  'adult = 0 AND has_poster = 1 AND first_air_date IS NOT NULL AND latest_episode_opens = 1';

/** A show of the demo's "airing today", with the episode that puts it there. */
type AiringShowItem = ReturnType<typeof tvItem> & {
  last_episode_to_air: Pick<SeedEpisode, 'air_date' | 'episode_number' | 'season_number'> | null;
};

export interface DiscoverFilters {
  page: number;
  includeAdult: boolean;
  withGenres?: string;
  withoutGenres?: string;
  year?: number;
  sortBy?: string;
  voteCountGte?: number;
  voteAverageGte?: number;
  originalLanguage?: string;
  /** The region whose offers the two filters below read (any region when unset). */
  watchRegion?: string;
  /** Provider ids joined by commas (offered by all of them) or pipes (by any of them). */
  withWatchProviders?: string;
  /** flatrate, free, ads, rent, buy, joined the same way. */
  withWatchMonetizationTypes?: string;
  /** Release (first-air) dates from and to, inclusive, YYYY-MM-DD: an era. */
  releaseDateGte?: string;
  releaseDateLte?: string;
  /** Movies only, as on TMDB: person ids joined by commas (all of them) or pipes (any of them). */
  withCast?: string;
  withCrew?: string;
  withPeople?: string;
}

/** One service as `watch/providers/{type}` lists it. */
export interface WatchProviderListItem {
  display_priorities: Record<string, number>;
  display_priority: number;
  logo_path: string | null;
  provider_name: string;
  provider_id: number;
}

export interface SearchFilters {
  query: string;
  page: number;
  includeAdult: boolean;
  year?: number;
}

const parse = <T>(row: Row | undefined): T | undefined =>
  row ? (JSON.parse(row.data) as T) : undefined;

/**
 * A title's details as the demo answers them, marked `demo_facts_only: true` when the snapshot holds
 * only its facts (a list item or a dataset row: no cast, videos, seasons or episodes to speak of), so
 * that the app says so once instead of showing empty sections. TMDB never sends the field, so on a
 * live catalogue it is simply absent.
 */
function withDepth<T extends object>(details: T, depth: Depth): T & { demo_facts_only?: true } {
  return depth === 'full' ? details : { ...details, demo_facts_only: true };
}

/**
 * Read-only queries over the demo catalogue's SQLite tables, answering with TMDB's shapes and semantics
 * (filters, sorts, paging, `total_pages` capped at 500).
 */
export class DemoCatalogue {
  /**
   * Prepared statements by SQL, the most recently used kept. Bounded: discover's SQL is written from
   * its filters (how many genres, which of the optional ones), so the distinct statements a visitor
   * can ask for run to hundreds of thousands, each holding memory of SQLite's until it is let go.
   */
  private readonly statements = new LRUCache<string, Statement>({ max: STATEMENTS_KEPT });
  /** The catalogue never changes while the server runs, so a count once made holds. */
  private readonly counts = new Map<string, number>();
  /** Likewise the titles that lead a list (ledPage): every page of the list needs them. */
  private readonly leads = new Map<string, unknown[]>();

  /** Similar titles and recommendations, scored over facts read once. */
  private readonly related: RelatedTitles;

  constructor(private readonly db: Database) {
    this.related = new RelatedTitles(db);
  }

  /** Reads the related-titles facts now rather than on the first title page's or For You's request. */
  warmRelated(): void {
    this.related.warm();
  }

  private stmt(sql: string): Statement {
    let s = this.statements.get(sql);
    if (!s) {
      s = this.db.prepare(sql);
      this.statements.set(sql, s);
    }
    return s;
  }

  private all<T>(sql: string, ...params: unknown[]): T[] {
    return this.stmt(sql).all(...params) as T[];
  }

  private get<T>(sql: string, ...params: unknown[]): T | undefined {
    return this.stmt(sql).get(...params) as T | undefined;
  }

  /** `SELECT COUNT(*) AS n ...`, remembered (a bounded number of distinct counts). */
  private count(sql: string, ...params: unknown[]): number {
    const key = `${sql}\u0000${JSON.stringify(params)}`;
    let n = this.counts.get(key);
    if (n === undefined) {
      n = this.get<{ n: number }>(sql, ...params)!.n;
      if (this.counts.size >= 5000) this.counts.clear();
      this.counts.set(key, n);
    }
    return n;
  }

  // --- single records ------------------------------------------------------------------------------

  movie(id: number): SeedMovie | undefined {
    return parse<SeedMovie>(this.get<Row>('SELECT data FROM movies WHERE id = ?', id));
  }

  show(id: number): SeedTv | undefined {
    return parse<SeedTv>(this.get<Row>('SELECT data FROM tv WHERE id = ?', id));
  }

  person(id: number): SeedPerson | undefined {
    return parse<SeedPerson>(this.get<Row>('SELECT data FROM people WHERE id = ?', id));
  }

  collection(id: number): SeedCollection | undefined {
    return parse<SeedCollection>(this.get<Row>('SELECT data FROM collections WHERE id = ?', id));
  }

  private requireMovie(id: number): SeedMovie {
    const m = this.movie(id);
    if (!m) throw notFound();
    return m;
  }

  private requireShow(id: number): SeedTv {
    const t = this.show(id);
    if (!t) throw notFound();
    return t;
  }

  private requirePerson(id: number): SeedPerson {
    const p = this.person(id);
    if (!p) throw notFound();
    return p;
  }

  private episode(showId: number, season: number, episode: number): SeedEpisode | undefined {
    return parse<SeedEpisode>(
      this.get<Row>(
        'SELECT data FROM episodes WHERE show_id = ? AND season_number = ? AND episode_number = ?',
        showId,
        season,
        episode,
      ),
    );
  }

  /** A list item of either type, tagged with its media type. */
  private titleItem(type: MediaType, id: number): KnownFor | undefined {
    if (type === 'movie') {
      const m = this.movie(id);
      return m && { ...movieItem(m), media_type: 'movie' };
    }
    const t = this.show(id);
    return t && { ...tvItem(t), media_type: 'tv' };
  }

  /** A person's best-known titles: their most popular credits, acting first. */
  private knownFor(personId: number): KnownFor[] {
    const rows = this.all<{ media_type: MediaType; media_id: number }>(
      `SELECT c.media_type, c.media_id
       FROM credits c
       LEFT JOIN movies m ON c.media_type = 'movie' AND m.id = c.media_id
       LEFT JOIN tv t ON c.media_type = 'tv' AND t.id = c.media_id
       WHERE c.person_id = ? AND COALESCE(m.id, t.id) IS NOT NULL
       GROUP BY c.media_type, c.media_id
       ORDER BY MIN(c.kind <> 'cast'), MAX(COALESCE(m.popularity, t.popularity)) DESC, c.media_id
       LIMIT 3`,
      personId,
    );
    return rows.map((r) => this.titleItem(r.media_type, r.media_id)!);
  }

  private personListItem(id: number) {
    const p = this.person(id);
    return p && personItem(p, this.knownFor(id));
  }

  private moviesById(ids: number[]): ReturnType<typeof movieItem>[] {
    return ids
      .map((id) => this.movie(id))
      .filter((m): m is SeedMovie => !!m)
      .map(movieItem);
  }

  private showsById(ids: number[]): ReturnType<typeof tvItem>[] {
    return ids
      .map((id) => this.show(id))
      .filter((t): t is SeedTv => !!t)
      .map(tvItem);
  }

  // --- lists ---------------------------------------------------------------------------------------

  /**
   * One page of a list led by the titles the demo knows in full: the first FULL_RECORDS_LEAD rows
   * that match `full` take the first places in the list's order, then every other row follows in
   * that order. `from` may be a table or a subquery; `key` identifies a row in it (`id`, or a kind and
   * an id in a mixed list); the rows come back with the `select`ed columns.
   */
  private ledPage<R>(
    q: {
      select: string;
      from: string;
      where: string;
      order: string;
      params?: unknown[];
      key: string;
      full: string;
    },
    page: number,
  ): R[] {
    const params = q.params ?? [];
    const leadSql = `SELECT ${q.select}, ${q.key} AS row_key FROM ${q.from} WHERE (${q.where}) AND ${q.full}
       ORDER BY ${q.order} LIMIT ${FULL_RECORDS_LEAD}`;
    const leadKey = `${leadSql}\u0000${JSON.stringify(params)}`;
    let lead = this.leads.get(leadKey) as (R & { row_key: string | number })[] | undefined;
    if (!lead) {
      lead = this.all<R & { row_key: string | number }>(leadSql, ...params);
      if (this.leads.size >= 5000) this.leads.clear();
      this.leads.set(leadKey, lead);
    }
    const start = (page - 1) * PAGE_SIZE;
    const led = lead.slice(start, start + PAGE_SIZE);
    const limit = PAGE_SIZE - led.length;
    if (limit === 0) return led;
    const others = lead.length ? ` AND ${q.key} NOT IN (${lead.map(() => '?').join(', ')})` : '';
    const rest = this.all<R>(
      `SELECT ${q.select} FROM ${q.from} WHERE (${q.where})${others}
       ORDER BY ${q.order} LIMIT ? OFFSET ?`,
      ...params,
      ...lead.map((row) => row.row_key),
      limit,
      Math.max(0, start - lead.length),
    );
    return [...led, ...rest];
  }

  private pageOfIds(
    table: 'movies' | 'tv' | 'people',
    where: string,
    order: string,
    page: number,
    params: unknown[] = [],
    { leadWithFull = table !== 'people' } = {},
  ) {
    const total = this.count(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`, ...params);
    const query = { select: 'id', from: table, where, order: `${order}, id DESC`, params };
    const ids = (
      leadWithFull
        ? this.ledPage<{ id: number }>({ ...query, key: 'id', full: `depth = ${FULL_DEPTH}` }, page)
        : this.all<{ id: number }>(
            `SELECT id FROM ${table} WHERE ${where} ORDER BY ${query.order} LIMIT ? OFFSET ?`,
            ...params,
            PAGE_SIZE,
            (page - 1) * PAGE_SIZE,
          )
    ).map((r) => r.id);
    return { total, ids };
  }

  popularMovies(page: number): Paged<ReturnType<typeof movieItem>> {
    const { total, ids } = this.pageOfIds('movies', 'adult = 0', 'popularity DESC', page);
    return paged(page, this.moviesById(ids), total);
  }

  topRatedMovies(page: number): Paged<ReturnType<typeof movieItem>> {
    const { total, ids } = this.pageOfIds(
      'movies',
      'adult = 0 AND vote_count >= ?',
      'vote_average DESC, vote_count DESC',
      page,
      [TOP_RATED_MIN_VOTES.movie],
    );
    return paged(page, this.moviesById(ids), total);
  }

  /**
   * The snapshot's most recent releases, most popular first, with their date range as TMDB gives it.
   * Only films with votes count: those have been seen, where a dated film without votes may be upcoming.
   */
  nowPlayingMovies(page: number) {
    const pool = `SELECT id, popularity, release_date, depth FROM movies
      WHERE adult = 0 AND has_poster = 1 AND release_date IS NOT NULL AND vote_count > 0
      ORDER BY release_date DESC, id LIMIT ${NOW_PLAYING_POOL}`;
    const range = this.get<{ maximum: string; minimum: string; n: number }>(
      `SELECT MAX(release_date) AS maximum, MIN(release_date) AS minimum, COUNT(*) AS n FROM (${pool})`,
    )!;
    const ids = this.ledPage<{ id: number }>(
      {
        select: 'id',
        from: `(${pool})`,
        where: '1 = 1',
        order: 'popularity DESC, id',
        key: 'id',
        full: `depth = ${FULL_DEPTH}`,
      },
      page,
    ).map((r) => r.id);
    return {
      dates: { maximum: range.maximum ?? '', minimum: range.minimum ?? '' },
      ...paged(page, this.moviesById(ids), range.n),
    };
  }

  popularShows(page: number): Paged<ReturnType<typeof tvItem>> {
    const { total, ids } = this.pageOfIds('tv', 'adult = 0', 'popularity DESC', page);
    return paged(page, this.showsById(ids), total);
  }

  topRatedShows(page: number): Paged<ReturnType<typeof tvItem>> {
    const { total, ids } = this.pageOfIds(
      'tv',
      'adult = 0 AND vote_count >= ?',
      'vote_average DESC, vote_count DESC',
      page,
      [TOP_RATED_MIN_VOTES.tv],
    );
    return paged(page, this.showsById(ids), total);
  }

  /**
   * "Airing today" in the demo: shows whose latest episode has a date, the most recently aired first.
   * Like every calendar list, only dated, pictured shows, and only those whose latest episode opens
   * (its season answers with it): the home page's "Latest Episodes" offers each one.
   *
   * In a fixed snapshot that episode may be years old, so each item also carries it, as TMDB's
   * details name it (`last_episode_to_air`: season, number and date only; TMDB's own lists do not carry
   * it): /airing-shows says on each card which episode and day it means, without a request per show.
   */
  airingTodayShows(page: number): Paged<AiringShowItem> {
    const { total, ids } = this.pageOfIds(
      'tv',
      `${CALENDAR_SHOW} AND last_episode_air_date IS NOT NULL`,
      'last_episode_air_date DESC, popularity DESC',
      page,
    );
    const shows = ids.map((id) => this.show(id)).filter((t): t is SeedTv => !!t);
    return paged(
      page,
      shows.map((t) => {
        const e = t.last_episode ? this.episodeOrPlaceholder(t, ...t.last_episode) : null;
        return {
          ...tvItem(t),
          last_episode_to_air: e
            ? {
                air_date: e.air_date,
                episode_number: e.episode_number,
                season_number: e.season_number,
              }
            : null,
        };
      }),
      total,
    );
  }

  /**
   * The demo's day, YYYY-MM-DD: the snapshot is one moment, and what counts from "today" (the
   * visitor's calendar, the new-episode marks) counts from it rather than from the real date, which
   * may be years later. It is the day the snapshot's TV facts were taken, as they tell it themselves:
   * the latest air date of an aired episode (`last_episode`) of a show that still had one announced
   * (`next_episode`), so every such show's last aired episode falls on or before it and its next one
   * after it. A record fetched later (a show with nothing announced, aired since) does not move it.
   * Null for a snapshot that announces no episode.
   */
  snapshotDay(): string | null {
    const row = this.get<{ day: string | null }>(
      `SELECT MAX(last_episode_air_date) AS day FROM tv
        WHERE last_episode_air_date IS NOT NULL AND json_extract(data, '$.next_episode') IS NOT NULL`,
    );
    return row?.day ?? null;
  }

  /** Shows still in production (or returning), most popular first; calendar rules as above. */
  onTheAirShows(page: number): Paged<ReturnType<typeof tvItem>> {
    const { total, ids } = this.pageOfIds(
      'tv',
      `${CALENDAR_SHOW} AND (in_production = 1 OR status = 'Returning Series')`,
      'popularity DESC',
      page,
    );
    return paged(page, this.showsById(ids), total);
  }

  popularPeople(page: number) {
    const { total, ids } = this.pageOfIds('people', 'adult = 0', 'popularity DESC', page);
    return paged(
      page,
      ids.map((id) => this.personListItem(id)!),
      total,
    );
  }

  /**
   * Trending in the demo, derived from the snapshot alone: this week is every dated title and every
   * person with a picture, by popularity; today is the week's most popular, newest first (people,
   * undated by nature, last). A title without a date is a stub, never trending.
   */
  trending(mediaType: 'all' | MediaType | 'person', window: 'day' | 'week', page: number) {
    const parts: string[] = [];
    if (mediaType === 'all' || mediaType === 'movie') {
      parts.push(
        "SELECT 'movie' AS kind, id, popularity, release_date AS date, depth FROM movies WHERE has_poster = 1 AND adult = 0 AND release_date IS NOT NULL",
      );
    }
    if (mediaType === 'all' || mediaType === 'tv') {
      parts.push(
        "SELECT 'tv' AS kind, id, popularity, first_air_date AS date, depth FROM tv WHERE has_poster = 1 AND adult = 0 AND first_air_date IS NOT NULL",
      );
    }
    if (mediaType === 'all' || mediaType === 'person') {
      parts.push(
        "SELECT 'person' AS kind, id, popularity, NULL AS date, depth FROM people WHERE has_profile = 1 AND adult = 0",
      );
    }
    const union = parts.join(' UNION ALL ');
    const pool =
      window === 'week'
        ? union
        : `SELECT * FROM (${union}) ORDER BY popularity DESC, kind, id LIMIT ${TRENDING_DAY_POOL}`;
    const order =
      window === 'week'
        ? 'popularity DESC, kind, id'
        : "COALESCE(date, '') DESC, popularity DESC, kind, id";
    const total = this.count(`SELECT COUNT(*) AS n FROM (${pool})`);
    // Titles known in full lead; people are never a title.
    const rows = this.ledPage<{ kind: 'movie' | 'tv' | 'person'; id: number }>(
      {
        select: 'kind, id',
        from: `(${pool})`,
        where: '1 = 1',
        order,
        key: "kind || '-' || id",
        full: `kind <> 'person' AND depth = ${FULL_DEPTH}`,
      },
      page,
    );
    const results = rows
      .map((r) =>
        r.kind === 'person'
          ? (() => {
              const p = this.personListItem(r.id);
              return p && { ...p, media_type: 'person' };
            })()
          : this.titleItem(r.kind, r.id),
      )
      .filter(Boolean);
    return paged(page, results, total);
  }

  // --- discover --------------------------------------------------------------------------------------

  discover(type: MediaType, f: DiscoverFilters) {
    const table = type === 'movie' ? 'movies' : 'tv';
    const genres = type === 'movie' ? 'movie_genres' : 'tv_genres';
    const idColumn = type === 'movie' ? 'movie_id' : 'tv_id';
    const where: string[] = [];
    const params: unknown[] = [];
    if (!f.includeAdult) where.push('t.adult = 0');
    if (f.year !== undefined) {
      where.push('t.year = ?');
      params.push(f.year);
    }
    if (f.withGenres) {
      const any = f.withGenres.includes('|');
      const ids = f.withGenres.split(/[,|]/).map(Number);
      if (any) {
        where.push(
          `EXISTS (SELECT 1 FROM ${genres} g WHERE g.${idColumn} = t.id AND g.genre_id IN (${ids.map(() => '?').join(',')}))`,
        );
        params.push(...ids);
      } else {
        for (const id of new Set(ids)) {
          where.push(
            `EXISTS (SELECT 1 FROM ${genres} g WHERE g.genre_id = ? AND g.${idColumn} = t.id)`,
          );
          params.push(id);
        }
      }
    }
    if (f.withoutGenres) {
      const ids = f.withoutGenres.split(/[,|]/).map(Number);
      where.push(
        `NOT EXISTS (SELECT 1 FROM ${genres} g WHERE g.${idColumn} = t.id AND g.genre_id IN (${ids.map(() => '?').join(',')}))`,
      );
      params.push(...ids);
    }
    if (f.voteCountGte !== undefined) {
      where.push('t.vote_count >= ?');
      params.push(f.voteCountGte);
    }
    if (f.voteAverageGte !== undefined) {
      where.push('t.vote_average >= ?');
      params.push(f.voteAverageGte);
    }
    if (f.originalLanguage) {
      where.push('t.original_language = ?');
      params.push(f.originalLanguage);
    }
    const dated = type === 'movie' ? 't.release_date' : 't.first_air_date';
    if (f.releaseDateGte) {
      where.push(`${dated} >= ?`);
      params.push(f.releaseDateGte);
    }
    if (f.releaseDateLte) {
      where.push(`${dated} <= ?`);
      params.push(f.releaseDateLte);
    }
    if (type === 'movie') where.push(...this.peopleConditions(f, params));
    where.push(...this.offerConditions(type, f, params));
    const whereSql = where.length ? where.join(' AND ') : '1 = 1';
    const total = this.count(`SELECT COUNT(*) AS n FROM ${table} t WHERE ${whereSql}`, ...params);
    const order = sortSql(type, f.sortBy);
    // The default order (most popular first) leads with the titles known in full; an order the
    // visitor chose (rating, date, title...) is kept as it is.
    const ids = (
      isDefaultSort(f.sortBy)
        ? this.ledPage<{ id: number }>(
            {
              select: 't.id AS id',
              from: `${table} t`,
              where: whereSql,
              order,
              params,
              key: 't.id',
              full: `t.depth = ${FULL_DEPTH}`,
            },
            f.page,
          )
        : this.all<{ id: number }>(
            `SELECT t.id FROM ${table} t WHERE ${whereSql} ORDER BY ${order} LIMIT ? OFFSET ?`,
            ...params,
            PAGE_SIZE,
            (f.page - 1) * PAGE_SIZE,
          )
    ).map((r) => r.id);
    return paged<TitleItem>(
      f.page,
      type === 'movie' ? this.moviesById(ids) : this.showsById(ids),
      total,
    );
  }

  /**
   * with_cast, with_crew and with_people as TMDB applies them to movies: a comma list wants a film
   * with each of the people (in that part), a pipe list with any of them.
   */
  private peopleConditions(f: DiscoverFilters, params: unknown[]): string[] {
    const conditions: string[] = [];
    const filters = [
      [f.withCast, "AND c.kind = 'cast'"],
      [f.withCrew, "AND c.kind = 'crew'"],
      [f.withPeople, ''],
    ] as const;
    for (const [value, kind] of filters) {
      if (!value) continue;
      const ids = [...new Set(value.split(/[,|]/).map(Number))].filter(Number.isSafeInteger);
      const groups = value.includes(',') ? ids.map((id) => [id]) : [ids];
      for (const group of groups) {
        // From the people's credits (a few rows by the person index), not a probe per film.
        conditions.push(
          `t.id IN (SELECT c.media_id FROM credits c WHERE c.person_id IN (${group.map(() => '?').join(',')})
             AND c.media_type = 'movie' ${kind})`,
        );
        params.push(...group);
      }
    }
    return conditions;
  }

  /**
   * The where-to-watch filter as TMDB applies it, over the recorded offers: a title passes when the
   * region (any, without watch_region) has an offer from the providers, of the monetization types,
   * asked for. A comma list wants each of its items (one offer per provider, or per type); a pipe
   * list any one of them.
   */
  private offerConditions(type: MediaType, f: DiscoverFilters, params: unknown[]): string[] {
    if (!f.withWatchProviders && !f.withWatchMonetizationTypes) return [];
    const groups = (value: string | undefined): (string[] | null)[] => {
      if (!value) return [null];
      const items = [...new Set(value.split(/[,|]/))];
      return value.includes(',') ? items.map((item) => [item]) : [items];
    };
    const conditions: string[] = [];
    for (const providers of groups(f.withWatchProviders)) {
      for (const types of groups(f.withWatchMonetizationTypes)) {
        const where = ['o.media_type = ?', 'o.id = t.id'];
        params.push(type);
        if (f.watchRegion) {
          where.push('o.region = ?');
          params.push(f.watchRegion);
        }
        if (providers) {
          where.push(`o.provider_id IN (${providers.map(() => '?').join(',')})`);
          params.push(...providers.map(Number));
        }
        if (types) {
          where.push(`o.monetization IN (${types.map(() => '?').join(',')})`);
          params.push(...types);
        }
        conditions.push(`EXISTS (SELECT 1 FROM watch_offers o WHERE ${where.join(' AND ')})`);
      }
    }
    return conditions;
  }

  /**
   * `watch/providers/{type}`: every service with a recorded offer of a title the catalogue holds, with
   * its display priority per region; with a region, only that region's services, in its order.
   */
  watchProviderList(type: MediaType, region?: string): { results: WatchProviderListItem[] } {
    const table = type === 'movie' ? 'movies' : 'tv';
    const rows = this.all<{
      provider_id: number;
      provider_name: string;
      logo_path: string | null;
      region: string;
      priority: number | null;
      n: number;
    }>(
      `SELECT o.provider_id, o.provider_name, o.logo_path, o.region,
         MIN(o.display_priority) AS priority, COUNT(*) AS n
       FROM watch_offers o WHERE o.media_type = ? AND EXISTS (SELECT 1 FROM ${table} t WHERE t.id = o.id)
       GROUP BY o.provider_id, o.provider_name, o.logo_path, o.region`,
      type,
    );
    const byId = new Map<number, { item: WatchProviderListItem; names: Map<string, number> }>();
    for (const row of rows) {
      let entry = byId.get(row.provider_id);
      if (!entry) {
        entry = {
          item: {
            display_priorities: {},
            display_priority: Number.MAX_SAFE_INTEGER,
            logo_path: row.logo_path,
            provider_name: row.provider_name,
            provider_id: row.provider_id,
          },
          names: new Map(),
        };
        byId.set(row.provider_id, entry);
      }
      // A service renamed over the years ("Apple iTunes", "Apple TV") goes by its most recorded name.
      const seen = (entry.names.get(row.provider_name) ?? 0) + row.n;
      entry.names.set(row.provider_name, seen);
      if (seen > (entry.names.get(entry.item.provider_name) ?? 0)) {
        entry.item.provider_name = row.provider_name;
        entry.item.logo_path = row.logo_path;
      }
      const priority = row.priority ?? Number.MAX_SAFE_INTEGER;
      const known = entry.item.display_priorities[row.region];
      if (known === undefined || priority < known)
        entry.item.display_priorities[row.region] = priority;
    }
    const items = [...byId.values()]
      .map(({ item }) => item)
      .filter((item) => region === undefined || region in item.display_priorities)
      .map((item) => ({
        ...item,
        display_priority:
          region === undefined
            ? Math.min(...Object.values(item.display_priorities))
            : item.display_priorities[region]!,
      }));
    items.sort(
      (a, b) =>
        a.display_priority - b.display_priority ||
        a.provider_name.localeCompare(b.provider_name, 'en') ||
        a.provider_id - b.provider_id,
    );
    return { results: items };
  }

  // --- search ----------------------------------------------------------------------------------------

  /**
   * TMDB-like search: every word of the query must start a word of the title (or original title, or
   * name). Ranked by relevance (exact title, title starting with the query, the query as a phrase, any
   * order) and then by popularity.
   */
  search(kinds: readonly SearchKind[], f: SearchFilters) {
    const q = normalizeTitle(f.query);
    const words = q.split(' ').filter(Boolean).slice(0, 12);
    if (!words.length) return { total: 0, rows: [] as { kind: SearchKind; ref: number }[] };
    const match = words.map((w) => `"${w}"*`).join(' ');
    const params: Record<string, unknown> = { match };
    kinds.forEach((kind, i) => (params[`k${i}`] = kind));
    const where = ['search MATCH :match', `kind IN (${kinds.map((_, i) => `:k${i}`).join(', ')})`];
    if (!f.includeAdult) where.push('adult = 0');
    if (f.year !== undefined) {
      where.push('year = :year');
      params.year = f.year;
    }
    const whereSql = where.join(' AND ');
    const total = this.count(`SELECT COUNT(*) AS n FROM search WHERE ${whereSql}`, params);
    const tier = `CASE
      WHEN norm = :q OR norm_original = :q THEN 0
      WHEN norm LIKE :q || ' %' OR norm_original LIKE :q || ' %' THEN 1
      WHEN norm LIKE :q || '%' OR norm_original LIKE :q || '%' THEN 2
      WHEN ' ' || norm || ' ' LIKE '% ' || :q || ' %' OR ' ' || norm_original || ' ' LIKE '% ' || :q || ' %' THEN 3
      ELSE 4 END`;
    const rows = this.all<{ kind: SearchKind; ref: number }>(
      `SELECT kind, ref FROM search WHERE ${whereSql}
       ORDER BY ${tier}, popularity DESC, kind, ref LIMIT :limit OFFSET :offset`,
      { ...params, q, limit: PAGE_SIZE, offset: (f.page - 1) * PAGE_SIZE },
    );
    return { total, rows };
  }

  private searchItem(kind: SearchKind, ref: number, withMediaType: boolean): Json | undefined {
    if (kind === 'person') {
      const p = this.personListItem(ref);
      return p && (withMediaType ? { ...p, media_type: 'person' } : p);
    }
    if (kind === 'collection') {
      const c = this.collection(ref);
      return c && collectionItem(c);
    }
    const item = this.titleItem(kind, ref);
    if (!item || withMediaType) return item;
    const { media_type: _omit, ...rest } = item;
    return rest;
  }

  /**
   * A suggestion's item: search/multi's shape for a title or person, search/collection's for a
   * collection, each tagged with its media type.
   */
  suggestItem(kind: SearchKind, id: number): Json | undefined {
    if (kind !== 'collection') return this.searchItem(kind, id, true);
    const c = this.collection(id);
    return c && { ...collectionItem(c), media_type: 'collection' };
  }

  searchPage(kinds: readonly SearchKind[], f: SearchFilters, withMediaType: boolean) {
    const { total, rows } = this.search(kinds, f);
    const results = rows.map((r) => this.searchItem(r.kind, r.ref, withMediaType)).filter(Boolean);
    const page = paged(f.page, results, total);
    // TMDB's rule for a search that finds nothing, whatever was typed ("*", a lone space, a word no
    // title has): one empty page, as the server's answer to an empty query says too.
    return { ...page, total_pages: Math.max(1, page.total_pages) };
  }

  // --- titles ----------------------------------------------------------------------------------------

  movieDetails(id: number) {
    const m = this.requireMovie(id);
    return withDepth(
      movieDetails(m, m.collection_id === null ? undefined : this.collection(m.collection_id)),
      m.depth,
    );
  }

  showDetails(id: number) {
    const t = this.requireShow(id);
    const at = (e: [number, number] | null) =>
      e ? this.episodeOrPlaceholder(t, e[0], e[1]) : null;
    return withDepth(tvDetails(t, at(t.last_episode), at(t.next_episode)), t.depth);
  }

  credits(type: MediaType, id: number) {
    if (type === 'movie') this.requireMovie(id);
    else this.requireShow(id);
    const credits = this.all<Row>(
      'SELECT data FROM credits WHERE media_type = ? AND media_id = ?',
      type,
      id,
    ).map((r) => JSON.parse(r.data) as SeedCredit);
    // A show's creators are its `created_by`, not part of its credits (TMDB lists them only among the
    // person's own credits).
    const withPerson = (kind: 'cast' | 'crew') =>
      credits
        .filter((c) => c.kind === kind && c.department !== 'Creator')
        .map((c) => ({ c, p: this.person(c.person_id) }))
        .filter((x): x is { c: SeedCredit; p: SeedPerson } => x.p !== undefined);
    return {
      cast: withPerson('cast')
        .sort((a, b) => (a.c.order ?? 1e9) - (b.c.order ?? 1e9) || b.p.popularity - a.p.popularity)
        .map(({ c, p }) => creditPerson(c, p)),
      crew: withPerson('crew')
        .sort(
          (a, b) =>
            (a.c.department ?? '').localeCompare(b.c.department ?? '') ||
            (a.c.job ?? '').localeCompare(b.c.job ?? '') ||
            b.p.popularity - a.p.popularity,
        )
        .map(({ c, p }) => creditPerson(c, p)),
    };
  }

  videos(type: MediaType, id: number, season: number | null = null) {
    if (type === 'movie') this.requireMovie(id);
    else this.requireShow(id);
    const rows = this.all<Row>(
      'SELECT data FROM videos WHERE media_type = ? AND media_id = ? AND season_number IS ?',
      type,
      id,
      season,
    ).map((r) => JSON.parse(r.data) as SeedVideo);
    rows.sort(
      (a, b) =>
        (b.published_at ?? '').localeCompare(a.published_at ?? '') || a.id.localeCompare(b.id),
    );
    return { results: rows.map(videoShape) };
  }

  private extra(type: string, id: number, kind: string): Json | undefined {
    const row = this.get<Row>(
      'SELECT data FROM extras WHERE media_type = ? AND id = ? AND kind = ?',
      type,
      id,
      kind,
    );
    return row ? (JSON.parse(row.data) as Json) : undefined;
  }

  releaseDates(id: number) {
    this.requireMovie(id);
    return { results: this.extra('movie', id, 'release_dates')?.results ?? [] };
  }

  contentRatings(id: number) {
    this.requireShow(id);
    return { results: this.extra('tv', id, 'content_ratings')?.results ?? [] };
  }

  watchProviders(type: MediaType, id: number) {
    if (type === 'movie') this.requireMovie(id);
    else this.requireShow(id);
    return { results: this.extra(type, id, 'watch_providers')?.results ?? {} };
  }

  images(type: MediaType, id: number) {
    const title = type === 'movie' ? this.requireMovie(id) : this.requireShow(id);
    const recorded = this.extra(type, id, 'images');
    return {
      backdrops:
        recorded?.backdrops ??
        (title.backdrop_path ? [knownImage(title.backdrop_path, BACKDROP_RATIO)] : []),
      logos: recorded?.logos ?? [],
      posters:
        recorded?.posters ??
        (title.poster_path ? [knownImage(title.poster_path, POSTER_RATIO)] : []),
    };
  }

  externalIds(type: MediaType, id: number) {
    const title = type === 'movie' ? this.requireMovie(id) : undefined;
    if (type === 'tv') this.requireShow(id);
    const recorded = this.extra(type, id, 'external_ids') ?? {};
    const keys =
      type === 'movie'
        ? ['imdb_id', 'wikidata_id', 'facebook_id', 'instagram_id', 'twitter_id']
        : [
            'imdb_id',
            'freebase_mid',
            'freebase_id',
            'tvdb_id',
            'tvrage_id',
            'wikidata_id',
            'facebook_id',
            'instagram_id',
            'twitter_id',
          ];
    const out: Json = {};
    for (const key of keys)
      out[key] = recorded[key] ?? (key === 'imdb_id' ? (title?.imdb_id ?? null) : null);
    return out;
  }

  /** Look-alikes of the title (relatedTitles.ts). */
  similar(type: MediaType, id: number, page: number) {
    if (type === 'movie') this.requireMovie(id);
    else this.requireShow(id);
    return this.relatedPage(type, this.related.similar(type, id), page);
  }

  /** What someone who liked the title may like next: its collection first (relatedTitles.ts). */
  recommendations(type: MediaType, id: number, page: number) {
    if (type === 'movie') this.requireMovie(id);
    else this.requireShow(id);
    return this.relatedPage(type, this.related.recommendations(type, id), page);
  }

  private relatedPage(type: MediaType, ids: number[], page: number) {
    const slice = ids.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
    const items = type === 'movie' ? this.moviesById(slice) : this.showsById(slice);
    return paged<TitleItem>(page, items, ids.length);
  }

  // --- seasons and episodes --------------------------------------------------------------------------

  private seasonOf(t: SeedTv, n: number): SeedSeason | undefined {
    return t.seasons.find((s) => s.season_number === n);
  }

  private episodeOrPlaceholder(t: SeedTv, season: number, episode: number): SeedEpisode {
    return this.episode(t.id, season, episode) ?? placeholderEpisode(t.id, season, episode);
  }

  /** A season with every episode: recorded ones in full, the rest by number only. */
  season(showId: number, n: number) {
    const t = this.requireShow(showId);
    const s = this.seasonOf(t, n);
    if (!s) throw notFound();
    const recorded = new Map(
      this.all<Row>('SELECT data FROM episodes WHERE show_id = ? AND season_number = ?', showId, n)
        .map((r) => JSON.parse(r.data) as SeedEpisode)
        .map((e) => [e.episode_number, e]),
    );
    const episodes: SeedEpisode[] = [];
    for (let e = 1; e <= s.episode_count; e++) {
      episodes.push(recorded.get(e) ?? placeholderEpisode(showId, n, e));
    }
    return { season: s, body: seasonDetails(s, episodes, (id) => this.person(id)) };
  }

  seasonAppend(showId: number, n: number, name: string): Json | undefined {
    const t = this.requireShow(showId);
    const s = this.seasonOf(t, n);
    if (!s) throw notFound();
    switch (name) {
      case 'credits':
        // The snapshot holds no per-season credits.
        return { cast: [], crew: [] };
      case 'videos':
        return this.videos('tv', showId, n);
      case 'images':
        return { posters: s.poster_path ? [knownImage(s.poster_path, POSTER_RATIO)] : [] };
      case 'external_ids':
        return {
          freebase_mid: null,
          freebase_id: null,
          tvdb_id: null,
          tvrage_id: null,
          wikidata_id: null,
        };
      default:
        return undefined;
    }
  }

  episodeDetails(showId: number, season: number, episode: number) {
    const t = this.requireShow(showId);
    const s = this.seasonOf(t, season);
    if (!s || episode < 1 || episode > s.episode_count) throw notFound();
    return episodeWithCredits(this.episodeOrPlaceholder(t, season, episode), (id) =>
      this.person(id),
    );
  }

  // --- people ----------------------------------------------------------------------------------------

  personDetails(id: number) {
    return personDetails(this.requirePerson(id));
  }

  personCredits(id: number, only?: MediaType) {
    this.requirePerson(id);
    const credits = this.all<Row>('SELECT data FROM credits WHERE person_id = ?', id).map(
      (r) => JSON.parse(r.data) as SeedCredit,
    );
    const entries = (kind: 'cast' | 'crew') =>
      credits
        .filter((c) => c.kind === kind && (!only || c.media_type === only))
        .map((c) => ({ c, item: this.titleItem(c.media_type, c.media_id) }))
        .filter((x): x is { c: SeedCredit; item: KnownFor } => x.item !== undefined)
        .sort(
          (a, b) =>
            b.item.popularity - a.item.popularity || a.c.credit_id.localeCompare(b.c.credit_id),
        )
        .map(({ c, item }) => creditTitle(c, item, !only));
    return { cast: entries('cast'), crew: entries('crew') };
  }

  personImages(id: number) {
    const p = this.requirePerson(id);
    const recorded = this.extra('person', id, 'images');
    return {
      profiles:
        recorded?.profiles ?? (p.profile_path ? [knownImage(p.profile_path, POSTER_RATIO)] : []),
    };
  }

  personExternalIds(id: number) {
    const p = this.requirePerson(id);
    const recorded = this.extra('person', id, 'external_ids') ?? {};
    const out: Json = {};
    for (const key of [
      'freebase_mid',
      'freebase_id',
      'imdb_id',
      'tvrage_id',
      'wikidata_id',
      'facebook_id',
      'instagram_id',
      'tiktok_id',
      'twitter_id',
      'youtube_id',
    ]) {
      out[key] = recorded[key] ?? (key === 'imdb_id' ? p.imdb_id : null);
    }
    return out;
  }

  // --- collections -----------------------------------------------------------------------------------

  collectionDetails(id: number) {
    const c = this.collection(id);
    if (!c) throw notFound();
    return {
      id: c.id,
      name: c.name,
      overview: c.overview,
      poster_path: c.poster_path,
      backdrop_path: c.backdrop_path,
      parts: this.moviesById(c.parts).map((m) => ({ ...m, media_type: 'movie' })),
    };
  }
}

const SORT_COLUMNS: Record<MediaType, Record<string, string>> = {
  movie: {
    popularity: 't.popularity',
    vote_average: 't.vote_average',
    vote_count: 't.vote_count',
    primary_release_date: 't.release_date',
    revenue: 't.revenue',
    title: 't.title COLLATE NOCASE',
    original_title: 't.original_title COLLATE NOCASE',
  },
  tv: {
    popularity: 't.popularity',
    vote_average: 't.vote_average',
    vote_count: 't.vote_count',
    first_air_date: 't.first_air_date',
    name: 't.name COLLATE NOCASE',
    original_name: 't.original_name COLLATE NOCASE',
  },
};

/** Discover's order when none is asked for, or the same one asked for by name. */
const isDefaultSort = (sortBy: string | undefined): boolean =>
  sortBy === undefined || sortBy === '' || sortBy === 'popularity.desc';

/** Sort columns that may be NULL (a title without a date). */
const NULLABLE = new Set(['t.release_date', 't.first_air_date']);

/**
 * ORDER BY for a validated `sort_by`, ending with the id in the same direction so that one index per
 * column serves both directions. Titles without the sorted value (no date) come last either way.
 */
function sortSql(type: MediaType, sortBy = 'popularity.desc'): string {
  const [field = 'popularity', direction = 'desc'] = sortBy.split('.');
  const column = SORT_COLUMNS[type][field] ?? 't.popularity';
  const dir = direction === 'asc' ? 'ASC' : 'DESC';
  const bare = column.split(' ')[0]!;
  return `${NULLABLE.has(bare) ? `${bare} IS NULL, ` : ''}${column} ${dir}, t.id ${dir}`;
}
