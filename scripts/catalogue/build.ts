/**
 * Builds the demo catalogue seed from the recorded TMDB corpus and the movie datasets in `../shared/tmdb`.
 *
 * Output is deterministic (same input, same bytes) and facts only: every sentence of the corpus (overviews,
 * taglines, biographies) is left behind, and each title gets a line of our own from its facts instead.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { MOVIE_GENRES } from '../../common/genres';
import type { MediaType } from '../../common/mediaType';
import type {
  ExtraKind,
  SeedCollection,
  SeedCredit,
  SeedEpisode,
  SeedExtra,
  SeedManifest,
  SeedMovie,
  SeedPerson,
  SeedSeason,
  SeedTables,
  SeedTv,
  SeedVideo,
} from '../../server/catalogue/seedTypes';
import { SEED_TABLES } from '../../server/catalogue/seedTypes';
import { corpusSentences, readCorpus } from './corpus';
import type { Recording } from './corpus';
import { parseCsv } from './csv';
import { describeCollection, describeMovie, describeTv } from './describe';
import { absent, blank, KeyedPool, KIND, Pool, zeroOrBlank } from './merge';
import type { Kind } from './merge';
import {
  date,
  defined,
  episodeFields,
  image,
  int,
  isObject,
  movieFullFields,
  movieListFields,
  num,
  objects,
  personFields,
  personFullFields,
  str,
  tvFullFields,
  tvListFields,
} from './normalize';
import type { Json } from './normalize';

const isId = (s: string | undefined): s is string => s !== undefined && /^\d+$/.test(s);

const ERA_TOP10K = 2023;
const ERA_TMDB5000 = 2017;

class Collector {
  /** The recording set being read (its folder, or the dataset file). */
  private source = '';
  readonly movies = new Pool<SeedMovie>();
  readonly tv = new Pool<SeedTv>();
  readonly people = new Pool<SeedPerson>();
  readonly seasons = new KeyedPool<SeedSeason>();
  readonly episodes = new KeyedPool<SeedEpisode>();
  /** show id -> [season, episode] recorded as last/next episode, with the era of the record. */
  readonly lastEpisode = new Map<number, { era: number; at: [number, number] | null }>();
  readonly nextEpisode = new Map<number, { era: number; at: [number, number] | null }>();
  readonly credits = new Map<string, { era: number; credit: SeedCredit }>();
  /** credit id -> every title it was recorded under (TMDB gives each credit to one title). */
  readonly creditTitles = new Map<string, Set<string>>();
  readonly collections = new Pool<Omit<SeedCollection, 'overview'>>();
  /** collection id -> movie ids, from recorded collection bodies (authoritative membership). */
  readonly collectionParts = new Map<number, { era: number; parts: number[] }>();
  readonly videos = new Map<string, { era: number; video: SeedVideo }>();
  readonly extras = new Map<string, { era: number; extra: SeedExtra }>();

  // --- media items -------------------------------------------------------------------------------

  movieItem(item: Json, era: number, kind: Kind = KIND.list): number | undefined {
    const id = int(item.id);
    if (id === undefined || !str(item.title)) return undefined;
    this.movies.add(
      id,
      era,
      kind,
      kind === KIND.full ? movieFullFields(item) : movieListFields(item),
      this.source,
    );
    return id;
  }

  tvItem(item: Json, era: number, kind: Kind = KIND.list): number | undefined {
    const id = int(item.id);
    if (id === undefined || !str(item.name)) return undefined;
    this.tv.add(
      id,
      era,
      kind,
      kind === KIND.full ? tvFullFields(item) : tvListFields(item),
      this.source,
    );
    return id;
  }

  personItem(item: Json, era: number, kind: Kind = KIND.list): number | undefined {
    const id = int(item.id);
    if (id === undefined || !str(item.name)) return undefined;
    this.people.add(
      id,
      era,
      kind,
      kind === KIND.full ? personFullFields(item) : personFields(item),
      this.source,
    );
    for (const known of objects(item.known_for)) this.anyItem(known, era);
    return id;
  }

  /** A list item whose type is given by its own `media_type`, or by the list it came from. */
  anyItem(item: Json, era: number, type?: string): void {
    const mediaType = str(item.media_type) ?? type;
    if (mediaType === 'movie') this.movieItem(item, era);
    else if (mediaType === 'tv') this.tvItem(item, era);
    else if (mediaType === 'person') this.personItem(item, era);
    else if (mediaType === 'collection') this.collectionItem(item, era);
  }

  collectionItem(item: Json, era: number): number | undefined {
    const id = int(item.id);
    const name = str(item.name);
    if (id === undefined || !name) return undefined;
    this.collections.add(
      id,
      era,
      KIND.list,
      defined({
        id,
        name,
        poster_path: image(item.poster_path),
        backdrop_path: image(item.backdrop_path),
      }),
    );
    return id;
  }

  // --- sub-resources -----------------------------------------------------------------------------

  credit(
    mediaType: MediaType,
    mediaId: number,
    kind: 'cast' | 'crew',
    entry: Json,
    era: number,
    personId = int(entry.id),
  ): void {
    const creditId = str(entry.credit_id);
    if (personId === undefined || !creditId) return;
    this.noteCreditTitle(creditId, mediaType, mediaId);
    const existing = this.credits.get(creditId);
    if (existing && existing.era >= era) return;
    this.credits.set(creditId, {
      era,
      credit: {
        credit_id: creditId,
        person_id: personId,
        media_type: mediaType,
        media_id: mediaId,
        kind,
        character: kind === 'cast' ? (str(entry.character) ?? '') : null,
        order: kind === 'cast' ? (int(entry.order) ?? null) : null,
        cast_id: kind === 'cast' ? (int(entry.cast_id) ?? null) : null,
        department: kind === 'crew' ? (str(entry.department) ?? '') : null,
        job: kind === 'crew' ? (str(entry.job) ?? '') : null,
        episode_count: int(entry.episode_count) ?? null,
      },
    });
  }

  /** Records that a credit id was seen under a title (see creditTitles). */
  noteCreditTitle(creditId: string | undefined, mediaType: MediaType, mediaId: number): void {
    if (!creditId) return;
    const titles = this.creditTitles.get(creditId) ?? new Set<string>();
    titles.add(`${mediaType}:${mediaId}`);
    this.creditTitles.set(creditId, titles);
  }

  /**
   * The credit ids a season or episode body lists (its credits, aggregate credits' roles and jobs,
   * guest stars): they belong to its show, which exposes a credit that another title also claims.
   */
  noteShowCredits(showId: number, body: Json): void {
    const lists = [body.credits, body.aggregate_credits].filter(isObject);
    const people = [
      ...lists.flatMap((list) => [...objects(list.cast), ...objects(list.crew)]),
      ...objects(body.guest_stars),
      ...objects(body.crew),
    ];
    for (const person of people) {
      this.noteCreditTitle(str(person.credit_id), 'tv', showId);
      for (const role of [...objects(person.roles), ...objects(person.jobs)]) {
        this.noteCreditTitle(str(role.credit_id), 'tv', showId);
      }
    }
  }

  /** A `credits` body of a movie or show: cast and crew, each also a person list item. */
  mediaCredits(mediaType: MediaType, mediaId: number, body: Json, era: number): void {
    for (const kind of ['cast', 'crew'] as const) {
      for (const entry of objects(body[kind])) {
        this.personItem(entry, era);
        this.credit(mediaType, mediaId, kind, entry, era);
      }
    }
  }

  /** A person's combined/movie/tv credits: each entry is a media list item plus the credit. */
  personCredits(personId: number, body: Json, era: number, forcedType?: MediaType): void {
    for (const kind of ['cast', 'crew'] as const) {
      for (const entry of objects(body[kind])) {
        const mediaType = (str(entry.media_type) ?? forcedType) as MediaType | undefined;
        const mediaId =
          mediaType === 'movie'
            ? this.movieItem(entry, era)
            : mediaType === 'tv'
              ? this.tvItem(entry, era)
              : undefined;
        if (mediaType && mediaId !== undefined)
          this.credit(mediaType, mediaId, kind, entry, era, personId);
      }
    }
  }

  videoList(
    mediaType: MediaType,
    mediaId: number,
    season: number | null,
    body: Json,
    era: number,
  ): void {
    for (const v of objects(body.results)) {
      const id = str(v.id);
      const key = str(v.key);
      if (!id || !key) continue;
      const mapKey = `${mediaType}:${mediaId}:${season ?? ''}:${id}`;
      const existing = this.videos.get(mapKey);
      if (existing && existing.era >= era) continue;
      this.videos.set(mapKey, {
        era,
        video: {
          media_type: mediaType,
          media_id: mediaId,
          season_number: season,
          id,
          key,
          name: str(v.name) ?? '',
          site: str(v.site) ?? '',
          size: int(v.size) ?? 0,
          type: str(v.type) ?? '',
          official: typeof v.official === 'boolean' ? v.official : false,
          published_at: str(v.published_at) ?? null,
          iso_639_1: str(v.iso_639_1) ?? null,
          iso_3166_1: str(v.iso_3166_1) ?? null,
        },
      });
    }
  }

  extra(
    mediaType: SeedExtra['media_type'],
    id: number,
    kind: ExtraKind,
    data: Json,
    era: number,
  ): void {
    const key = `${mediaType}:${id}:${kind}`;
    const existing = this.extras.get(key);
    if (existing && existing.era >= era) return;
    this.extras.set(key, { era, extra: { media_type: mediaType, id, kind, data } });
  }

  images(mediaType: SeedExtra['media_type'], id: number, body: Json, era: number): void {
    const data: Json = {};
    for (const group of ['backdrops', 'logos', 'posters', 'profiles', 'stills']) {
      if (!Array.isArray(body[group])) continue;
      // A dozen of each is plenty for the demo, and keeps the seed small.
      data[group] = objects(body[group])
        .filter((img) => image(img.file_path))
        .slice(0, 12)
        .map((img) => ({
          aspect_ratio: num(img.aspect_ratio) ?? 0,
          height: int(img.height) ?? 0,
          iso_639_1: str(img.iso_639_1) ?? null,
          file_path: img.file_path,
          vote_average: num(img.vote_average) ?? 0,
          vote_count: int(img.vote_count) ?? 0,
          width: int(img.width) ?? 0,
        }));
    }
    if (Object.keys(data).length) this.extra(mediaType, id, 'images', data, era);
  }

  externalIds(mediaType: SeedExtra['media_type'], id: number, body: Json, era: number): void {
    const data: Json = {};
    for (const [key, value] of Object.entries(body)) {
      if (key === 'id') continue;
      if (
        key.endsWith('_id') &&
        (value === null || typeof value === 'string' || typeof value === 'number')
      ) {
        data[key] = value;
      }
    }
    this.extra(mediaType, id, 'external_ids', data, era);
  }

  watchProviders(mediaType: MediaType, id: number, body: Json, era: number): void {
    if (isObject(body.results))
      this.extra(mediaType, id, 'watch_providers', { results: body.results }, era);
  }

  /** Sub-resources appended to a detail body, or recorded on their own. */
  subResource(mediaType: MediaType, id: number, name: string, body: Json, era: number): void {
    switch (name) {
      case 'credits':
        this.mediaCredits(mediaType, id, body, era);
        break;
      case 'videos':
        this.videoList(mediaType, id, null, body, era);
        break;
      case 'images':
        this.images(mediaType, id, body, era);
        break;
      case 'external_ids':
        this.externalIds(mediaType, id, body, era);
        break;
      case 'watch/providers':
        this.watchProviders(mediaType, id, body, era);
        break;
      case 'release_dates':
        if (mediaType === 'movie' && Array.isArray(body.results)) {
          this.extra('movie', id, 'release_dates', { results: releaseDates(body.results) }, era);
        }
        break;
      case 'content_ratings':
        if (mediaType === 'tv' && Array.isArray(body.results)) {
          this.extra('tv', id, 'content_ratings', { results: contentRatings(body.results) }, era);
        }
        break;
      case 'similar':
      case 'recommendations':
        for (const item of objects(body.results)) this.anyItem(item, era, mediaType);
        break;
      default:
        break;
    }
  }

  // --- full records ------------------------------------------------------------------------------

  movieDetail(body: Json, era: number): void {
    const id = this.movieItem(body, era, KIND.full);
    if (id === undefined) return;
    const collection = body.belongs_to_collection;
    if (isObject(collection)) this.collectionItem(collection, era);
    for (const [key, value] of Object.entries(body)) {
      if (isObject(value)) this.subResource('movie', id, key, value, era);
    }
  }

  tvDetail(body: Json, era: number): void {
    const id = this.tvItem(body, era, KIND.full);
    if (id === undefined) return;
    for (const creator of objects(body.created_by)) this.personItem(creator, era);
    for (const season of objects(body.seasons)) this.season(id, season, era);
    for (const [field, map] of [
      ['last_episode_to_air', this.lastEpisode],
      ['next_episode_to_air', this.nextEpisode],
    ] as const) {
      if (!(field in body)) continue;
      const ep = body[field];
      const at = isObject(ep) ? this.episode(id, ep, era) : null;
      const existing = map.get(id);
      if (!existing || existing.era <= era) map.set(id, { era, at: at ?? null });
    }
    for (const [key, value] of Object.entries(body)) {
      if (!isObject(value)) continue;
      const seasonKey = /^season\/(\d+)$/.exec(key);
      if (seasonKey) this.seasonDetail(id, value, era);
      else this.subResource('tv', id, key, value, era);
    }
  }

  season(showId: number, season: Json, era: number): number | undefined {
    const n = int(season.season_number);
    if (n === undefined) return undefined;
    this.seasons.add(
      `${showId}:${n}`,
      era,
      KIND.full,
      defined<Partial<SeedSeason>>({
        id: int(season.id),
        season_number: n,
        name: str(season.name),
        air_date: date(season.air_date),
        episode_count: int(season.episode_count),
        poster_path: image(season.poster_path),
        vote_average: num(season.vote_average),
      }),
    );
    return n;
  }

  seasonDetail(showId: number, body: Json, era: number): void {
    const n = this.season(showId, body, era);
    if (n === undefined) return;
    const episodes = objects(body.episodes);
    if (episodes.length) {
      this.seasons.add(`${showId}:${n}`, era, KIND.full, { episode_count: episodes.length });
    }
    for (const ep of episodes) this.episode(showId, ep, era);
    this.noteShowCredits(showId, body);
    for (const [key, value] of Object.entries(body)) {
      if (key === 'videos' && isObject(value)) this.videoList('tv', showId, n, value, era);
    }
  }

  episode(showId: number, body: Json, era: number): [number, number] | undefined {
    const s = int(body.season_number);
    const e = int(body.episode_number);
    if (s === undefined || e === undefined) return undefined;
    this.episodes.add(`${showId}:${s}:${e}`, era, KIND.full, episodeFields(body));
    this.noteShowCredits(showId, body);
    for (const person of [...objects(body.crew), ...objects(body.guest_stars)]) {
      this.personItem(person, era);
    }
    return [s, e];
  }

  personDetail(body: Json, era: number): void {
    const id = this.personItem(body, era, KIND.full);
    if (id === undefined) return;
    if (isObject(body.combined_credits)) this.personCredits(id, body.combined_credits, era);
    if (isObject(body.movie_credits)) this.personCredits(id, body.movie_credits, era, 'movie');
    if (isObject(body.tv_credits)) this.personCredits(id, body.tv_credits, era, 'tv');
    if (isObject(body.images)) this.images('person', id, body.images, era);
    if (isObject(body.external_ids)) this.externalIds('person', id, body.external_ids, era);
  }

  collectionDetail(body: Json, era: number): void {
    const id = this.collectionItem(body, era);
    if (id === undefined) return;
    const parts: number[] = [];
    for (const part of objects(body.parts)) {
      const movieId = this.movieItem(part, era);
      if (movieId !== undefined) parts.push(movieId);
    }
    const existing = this.collectionParts.get(id);
    if (parts.length && (!existing || existing.era <= era))
      this.collectionParts.set(id, { era, parts });
    if (isObject(body.images)) this.images('collection', id, body.images, era);
  }

  // --- dispatch ----------------------------------------------------------------------------------

  recording(rec: Recording): void {
    const { segments: s, era } = rec;
    this.source = rec.entry.file.split('/')[0] ?? '';
    if (!isObject(rec.body)) return;
    const body = rec.body;
    const [a, b, c, d, e, f] = s;
    // Sub-resources recorded under a placeholder id still name their subject in the body.
    const bodyId = int(body.id);

    if (a === 'movie' || a === 'tv') {
      const id = isId(b) ? Number(b) : bodyId;
      if (isId(b) && c === undefined) {
        if (a === 'movie') this.movieDetail(body, era);
        else this.tvDetail(body, era);
        return;
      }
      if (a === 'tv' && c === 'season' && isId(b) && isId(d)) {
        if (e === undefined) this.seasonDetail(Number(b), body, era);
        else if (e === 'episode' && isId(f)) this.episode(Number(b), body, era);
        else if (e === 'videos') this.videoList('tv', Number(b), Number(d), body, era);
        return;
      }
      const sub = c === 'watch' && d === 'providers' ? 'watch/providers' : c;
      if (sub && id !== undefined && sub !== 'similar' && sub !== 'recommendations') {
        this.subResource(a, id, sub, body, era);
        return;
      }
      for (const item of objects(body.results)) this.anyItem(item, era, a);
      return;
    }
    if (a === 'person') {
      if (isId(b) && c === undefined) this.personDetail(body, era);
      else if (
        isId(b) &&
        (c === 'combined_credits' || c === 'movie_credits' || c === 'tv_credits')
      ) {
        const forced = c === 'movie_credits' ? 'movie' : c === 'tv_credits' ? 'tv' : undefined;
        this.personCredits(Number(b), body, era, forced);
      } else if (isId(b) && c === 'images') this.images('person', Number(b), body, era);
      else if (isId(b) && c === 'external_ids') this.externalIds('person', Number(b), body, era);
      else for (const item of objects(body.results)) this.personItem(item, era);
      return;
    }
    if (a === 'collection' && isId(b) && c === undefined) {
      this.collectionDetail(body, era);
      return;
    }
    if (a === 'search' || a === 'discover' || a === 'trending') {
      const type = b === 'multi' || b === 'all' ? undefined : b;
      for (const item of objects(body.results)) this.anyItem(item, era, type);
    }
  }

  // --- datasets ----------------------------------------------------------------------------------

  datasets(dir: string): void {
    const genreIdByName = new Map(MOVIE_GENRES.map((g) => [g.name, g.id]));
    const read = (file: string) => parseCsv(fs.readFileSync(path.join(dir, file), 'utf8'));
    const number = (v: string | undefined) => (v === undefined || v === '' ? undefined : Number(v));

    this.source = 'top10K-TMDB-movies.csv';
    for (const row of read('top10K-TMDB-movies.csv')) {
      const id = number(row.id);
      if (!id || !row.title) continue;
      this.movies.add(
        id,
        ERA_TOP10K,
        KIND.dataset,
        defined<Partial<SeedMovie>>({
          id,
          title: row.title,
          original_language: row.original_language || undefined,
          release_date: date(row.release_date),
          popularity: number(row.popularity),
          vote_average: number(row.vote_average),
          vote_count: number(row.vote_count),
          genre_ids: (row.genre ?? '')
            .split(',')
            .map((name) => genreIdByName.get(name.trim()))
            .filter((g): g is number => g !== undefined),
        }),
        this.source,
      );
    }

    const companies = new Map<
      number,
      { genres: number[]; companies: SeedMovie['production_companies'] }
    >();
    for (const row of read('tmdb_5000_movies__genres_companies.csv')) {
      const id = number(row.id);
      if (!id) continue;
      const genres = objects(JSON.parse(row.genres || '[]')).map((g) => int(g.id)!);
      const list = objects(JSON.parse(row.production_companies || '[]')).map((c) => ({
        id: int(c.id)!,
        name: str(c.name)!,
        logo_path: null,
        origin_country: '',
      }));
      companies.set(id, { genres, companies: list });
    }
    this.source = 'tmdb_5000_movies';
    for (const row of read('tmdb_5000_movies__15col_subset.csv')) {
      const id = number(row.id);
      if (!id || !row.title) continue;
      const extra = companies.get(id);
      this.movies.add(
        id,
        ERA_TMDB5000,
        KIND.dataset,
        defined<Partial<SeedMovie>>({
          id,
          title: row.title,
          original_title: row.original_title || undefined,
          original_language: row.original_language || undefined,
          release_date: date(row.release_date),
          popularity: number(row.popularity),
          vote_average: number(row.vote_average),
          vote_count: number(row.vote_count),
          runtime: number(row.runtime),
          budget: number(row.budget),
          revenue: number(row.revenue),
          status: row.status || undefined,
          homepage: row.homepage || undefined,
          genre_ids: extra?.genres,
          production_companies: extra?.companies,
        }),
        this.source,
      );
    }
  }
}

/** Keep only facts of release_dates entries (the `note` labels are short venue names, kept). */
function releaseDates(results: unknown[]): Json[] {
  return objects(results).map((country) => ({
    iso_3166_1: str(country.iso_3166_1) ?? '',
    release_dates: objects(country.release_dates).map((r) => ({
      certification: str(r.certification) ?? '',
      descriptors: Array.isArray(r.descriptors)
        ? r.descriptors.filter((x) => typeof x === 'string')
        : [],
      iso_639_1: str(r.iso_639_1) ?? '',
      note: str(r.note) ?? '',
      release_date: str(r.release_date) ?? '',
      type: int(r.type) ?? 0,
    })),
  }));
}

function contentRatings(results: unknown[]): Json[] {
  return objects(results).map((r) => ({
    descriptors: Array.isArray(r.descriptors)
      ? r.descriptors.filter((x) => typeof x === 'string')
      : [],
    iso_3166_1: str(r.iso_3166_1) ?? '',
    rating: str(r.rating) ?? '',
  }));
}

// --- resolving merged records ----------------------------------------------------------------------

const normal = (text: string | undefined) =>
  text
    ?.toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Drops records whose identity disagrees with the majority for their id; returns a line per drop. */
function dropOutliers(c: Collector): string[] {
  const report: string[] = [];
  const check = <T>(
    label: string,
    pool: Pool<T>,
    signature: (rec: Partial<T>) => string[] | undefined,
    describe: (rec: Partial<T>) => string,
  ) => {
    for (const id of pool.ids()) {
      for (const rec of pool.dropOutliers(id, signature))
        report.push(`${label} ${id}: dropped "${describe(rec)}"`);
    }
  };
  // Names are the identity of a person; a title may change but seldom together with its year.
  check(
    'person',
    c.people,
    (p) => (p.name ? [`name:${normal(p.name)}`] : undefined),
    (p) => p.name ?? '',
  );
  check(
    'movie',
    c.movies,
    (m) =>
      m.title
        ? [`title:${normal(m.title)}`, `year:${m.release_date?.slice(0, 4) ?? ''}`]
        : undefined,
    (m) => `${m.title} (${m.release_date ?? ''})`,
  );
  check(
    'tv',
    c.tv,
    (t) =>
      t.name
        ? [`name:${normal(t.name)}`, `year:${t.first_air_date?.slice(0, 4) ?? ''}`]
        : undefined,
    (t) => `${t.name} (${t.first_air_date ?? ''})`,
  );
  return report;
}

/**
 * A show's creators as credits of theirs. TMDB lists a creator in the person's combined credits as a
 * crew entry (department and job 'Creator') under the credit id of the show's `created_by` entry;
 * the corpus recorded few people's credits, so without these a creator's page would not list the show
 * its title page names them for. Credits already recorded, or whose id another title claims, are kept
 * as they are.
 */
function creatorCredits(c: Collector, recorded: ReadonlySet<string>): SeedCredit[] {
  const out: SeedCredit[] = [];
  for (const showId of c.tv.ids()) {
    for (const creator of c.tv.pick(showId, 'created_by') ?? []) {
      // An older recording's created_by carries no credit id: the credit gets one of ours.
      const creditId = creator.credit_id || `created_by-${showId}-${creator.id}`;
      if (recorded.has(creditId) || !c.people.has(creator.id)) continue;
      const titles = c.creditTitles.get(creditId);
      if (titles && (titles.size > 1 || !titles.has(`tv:${showId}`))) continue;
      out.push({
        credit_id: creditId,
        person_id: creator.id,
        media_type: 'tv',
        media_id: showId,
        kind: 'crew',
        character: null,
        order: null,
        cast_id: null,
        department: 'Creator',
        job: 'Creator',
        episode_count: null,
      });
    }
  }
  return out;
}

function resolve(c: Collector): SeedTables {
  const { movies: mp, tv: tp, people: pp } = c;
  const depthName = (k: Kind) => (k === KIND.full ? 'full' : k === KIND.list ? 'list' : 'dataset');

  // Collection membership: a recorded collection body is authoritative; a movie that claims a collection
  // whose recorded parts do not list it keeps no collection (an upstream fixture was edited by hand).
  const membership = new Map<number, number>();
  for (const [collectionId, { parts }] of c.collectionParts) {
    for (const movieId of parts) membership.set(movieId, collectionId);
  }

  // A credit recorded under two titles contradicts itself (an upstream fixture pasted one show's cast
  // into another: Game of Thrones listed Halo's lead). Neither copy is a fact, so both are left out.
  const credits = [...c.credits.values()]
    .map((x) => x.credit)
    .filter((cr) => (c.creditTitles.get(cr.credit_id)?.size ?? 1) === 1);
  credits.push(...creatorCredits(c, new Set(credits.map((cr) => cr.credit_id))));
  const creditsOf = new Map<string, SeedCredit[]>();
  for (const cr of credits) {
    const key = `${cr.media_type}:${cr.media_id}`;
    const list = creditsOf.get(key);
    if (list) list.push(cr);
    else creditsOf.set(key, [cr]);
  }
  const personName = (id: number) => pp.pick(id, 'name') ?? '';
  const uniqueNames = (ids: number[]) => [...new Set(ids.map(personName).filter(Boolean))];
  const directorsOf = (id: number) =>
    uniqueNames(
      (creditsOf.get(`movie:${id}`) ?? [])
        .filter((cr) => cr.kind === 'crew' && cr.job === 'Director')
        .map((cr) => cr.person_id),
    );
  const starsOf = (type: MediaType, id: number) =>
    uniqueNames(
      (creditsOf.get(`${type}:${id}`) ?? [])
        .filter((cr) => cr.kind === 'cast' && cr.order !== null)
        .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
        .map((cr) => cr.person_id),
    );

  const movies: SeedMovie[] = mp.ids().map((id) => {
    const claimed = mp.pick(id, 'collection_id') ?? null;
    const recorded = membership.get(id);
    const collectionId =
      recorded ?? (claimed !== null && c.collectionParts.has(claimed) ? null : claimed);
    const title = mp.pick(id, 'title', { missing: blank })!;
    const movie: SeedMovie = {
      id,
      title,
      original_title: mp.pick(id, 'original_title', { missing: blank }) ?? title,
      original_language: mp.pick(id, 'original_language', { missing: blank }) ?? 'en',
      release_date: mp.pick(id, 'release_date', { missing: blank }) ?? null,
      adult: mp.pick(id, 'adult') ?? false,
      video: mp.pick(id, 'video') ?? false,
      popularity: mp.pick(id, 'popularity', { by: 'era' }) ?? 0,
      vote_average: mp.pick(id, 'vote_average', { by: 'era' }) ?? 0,
      vote_count: mp.pick(id, 'vote_count', { by: 'era' }) ?? 0,
      genre_ids: mp.pick(id, 'genre_ids', { missing: (v) => !Array.isArray(v) || !v.length }) ?? [],
      poster_path: mp.pick(id, 'poster_path', { missing: blank }) ?? null,
      backdrop_path: mp.pick(id, 'backdrop_path', { missing: blank }) ?? null,
      runtime: mp.pick(id, 'runtime', { missing: zeroOrBlank }) ?? null,
      budget: mp.pick(id, 'budget', { missing: zeroOrBlank }) ?? 0,
      revenue: mp.pick(id, 'revenue', { missing: zeroOrBlank }) ?? 0,
      status: mp.pick(id, 'status', { missing: blank }) ?? null,
      imdb_id: mp.pick(id, 'imdb_id', { missing: blank }) ?? null,
      homepage: mp.pick(id, 'homepage', { missing: blank }) ?? null,
      collection_id: collectionId,
      production_companies: mp.pick(id, 'production_companies') ?? [],
      production_countries: mp.pick(id, 'production_countries') ?? [],
      spoken_languages: mp.pick(id, 'spoken_languages') ?? [],
      origin_country: mp.pick(id, 'origin_country') ?? [],
      overview: '',
      depth: depthName(mp.depth(id)),
    };
    movie.overview = describeMovie({
      ...movie,
      directors: directorsOf(id),
      stars: starsOf('movie', id),
    });
    return movie;
  });
  const movieById = new Map(movies.map((m) => [m.id, m]));

  // Seasons: the union of every season any record lists, facts merged per season.
  const seasonsOf = new Map<number, SeedSeason[]>();
  for (const key of c.seasons.keysList()) {
    const [showId, n] = key.split(':').map(Number) as [number, number];
    const pick = <K extends keyof SeedSeason>(field: K) =>
      c.seasons.pick(key, field, { missing: blank });
    const season: SeedSeason = {
      id: pick('id') ?? 0,
      season_number: n,
      name: pick('name') ?? (n === 0 ? 'Specials' : `Season ${n}`),
      air_date: pick('air_date') ?? null,
      episode_count: c.seasons.pick(key, 'episode_count', { by: 'era', missing: blank }) ?? 0,
      poster_path: pick('poster_path') ?? null,
      vote_average: pick('vote_average') ?? 0,
    };
    const list = seasonsOf.get(showId);
    if (list) list.push(season);
    else seasonsOf.set(showId, [season]);
  }

  const episodes: SeedEpisode[] = c.episodes.keysList().map((key) => {
    const [showId, s, e] = key.split(':').map(Number) as [number, number, number];
    const pick = <K extends keyof SeedEpisode>(field: K) => c.episodes.pick(key, field);
    return {
      show_id: showId,
      season_number: s,
      episode_number: e,
      id: pick('id') ?? 0,
      name: c.episodes.pick(key, 'name', { missing: blank }) ?? `Episode ${e}`,
      air_date: c.episodes.pick(key, 'air_date', { missing: blank }) ?? null,
      runtime: c.episodes.pick(key, 'runtime', { missing: zeroOrBlank }) ?? null,
      still_path: c.episodes.pick(key, 'still_path', { missing: blank }) ?? null,
      vote_average: c.episodes.pick(key, 'vote_average', { by: 'era' }) ?? 0,
      vote_count: c.episodes.pick(key, 'vote_count', { by: 'era' }) ?? 0,
      production_code: pick('production_code') ?? '',
      episode_type: pick('episode_type') ?? 'standard',
      crew: c.episodes.pick(key, 'crew', { missing: (v) => !Array.isArray(v) || !v.length }) ?? [],
      guest_stars:
        c.episodes.pick(key, 'guest_stars', { missing: (v) => !Array.isArray(v) || !v.length }) ??
        [],
    };
  });
  // A season holds at least the episodes the snapshot names.
  for (const ep of episodes) {
    const season = seasonsOf.get(ep.show_id)?.find((x) => x.season_number === ep.season_number);
    if (season && season.episode_count < ep.episode_number)
      season.episode_count = ep.episode_number;
  }

  const tv: SeedTv[] = tp.ids().map((id) => {
    const name = tp.pick(id, 'name', { missing: blank })!;
    const seasons = (seasonsOf.get(id) ?? []).sort((a, b) => a.season_number - b.season_number);
    const regular = seasons.filter((s) => s.season_number > 0);
    const show: SeedTv = {
      id,
      name,
      original_name: tp.pick(id, 'original_name', { missing: blank }) ?? name,
      original_language: tp.pick(id, 'original_language', { missing: blank }) ?? 'en',
      first_air_date: tp.pick(id, 'first_air_date', { missing: blank }) ?? null,
      last_air_date: tp.pick(id, 'last_air_date', { missing: blank }) ?? null,
      adult: tp.pick(id, 'adult') ?? false,
      popularity: tp.pick(id, 'popularity', { by: 'era' }) ?? 0,
      vote_average: tp.pick(id, 'vote_average', { by: 'era' }) ?? 0,
      vote_count: tp.pick(id, 'vote_count', { by: 'era' }) ?? 0,
      genre_ids: tp.pick(id, 'genre_ids', { missing: (v) => !Array.isArray(v) || !v.length }) ?? [],
      poster_path: tp.pick(id, 'poster_path', { missing: blank }) ?? null,
      backdrop_path: tp.pick(id, 'backdrop_path', { missing: blank }) ?? null,
      origin_country: tp.pick(id, 'origin_country') ?? [],
      status: tp.pick(id, 'status', { missing: blank }) ?? null,
      type: tp.pick(id, 'type', { missing: blank }) ?? null,
      in_production: tp.pick(id, 'in_production') ?? false,
      number_of_seasons: tp.pick(id, 'number_of_seasons', { missing: absent }) ?? regular.length,
      number_of_episodes:
        tp.pick(id, 'number_of_episodes') ?? regular.reduce((sum, s) => sum + s.episode_count, 0),
      episode_run_time: tp.pick(id, 'episode_run_time') ?? [],
      languages: tp.pick(id, 'languages') ?? [],
      homepage: tp.pick(id, 'homepage', { missing: blank }) ?? null,
      networks: tp.pick(id, 'networks') ?? [],
      production_companies: tp.pick(id, 'production_companies') ?? [],
      production_countries: tp.pick(id, 'production_countries') ?? [],
      spoken_languages: tp.pick(id, 'spoken_languages') ?? [],
      created_by: tp.pick(id, 'created_by') ?? [],
      seasons,
      last_episode: c.lastEpisode.get(id)?.at ?? null,
      next_episode: c.nextEpisode.get(id)?.at ?? null,
      overview: '',
      depth: depthName(tp.depth(id)),
    };
    show.overview = describeTv({
      ...show,
      networks: show.networks.map((n) => n.name),
      creators: show.created_by.map((p) => p.name),
    });
    return show;
  });

  // Where no record names a person's department, their credits do: acting if any, else their first job
  // ('Creator' credits count as writing: TMDB names no one's department after them).
  const departmentOf = (id: number): string => {
    const mine = credits.filter((cr) => cr.person_id === id);
    if (!mine.length || mine.some((cr) => cr.kind === 'cast')) return 'Acting';
    const department = mine[0]!.department || 'Acting';
    return department === 'Creator' ? 'Writing' : department;
  };
  const people: SeedPerson[] = pp.ids().map((id) => ({
    id,
    name: pp.pick(id, 'name', { missing: blank })!,
    gender: pp.pick(id, 'gender') ?? 0,
    adult: pp.pick(id, 'adult') ?? false,
    known_for_department:
      pp.pick(id, 'known_for_department', { missing: blank }) ?? departmentOf(id),
    profile_path: pp.pick(id, 'profile_path', { missing: blank }) ?? null,
    popularity: pp.pick(id, 'popularity', { by: 'era' }) ?? 0,
    birthday: pp.pick(id, 'birthday', { missing: blank }) ?? null,
    deathday: pp.pick(id, 'deathday', { missing: blank }) ?? null,
    place_of_birth: pp.pick(id, 'place_of_birth', { missing: blank }) ?? null,
    imdb_id: pp.pick(id, 'imdb_id', { missing: blank }) ?? null,
    homepage: pp.pick(id, 'homepage', { missing: blank }) ?? null,
    also_known_as: pp.pick(id, 'also_known_as') ?? [],
    depth: depthName(pp.depth(id)),
  }));

  // Collections: recorded parts, else the movies that point to the collection; in release order.
  const claimedParts = new Map<number, number[]>();
  for (const m of movies) {
    if (m.collection_id === null) continue;
    const list = claimedParts.get(m.collection_id);
    if (list) list.push(m.id);
    else claimedParts.set(m.collection_id, [m.id]);
  }
  const releaseOrder = (a: number, b: number) =>
    (movieById.get(a)?.release_date ?? '9999').localeCompare(
      movieById.get(b)?.release_date ?? '9999',
    ) || a - b;
  const collections: SeedCollection[] = c.collections.ids().map((id) => {
    const parts = [...(c.collectionParts.get(id)?.parts ?? claimedParts.get(id) ?? [])]
      .filter((p) => movieById.has(p))
      .sort(releaseOrder);
    return {
      id,
      name: c.collections.pick(id, 'name', { missing: blank })!,
      poster_path: c.collections.pick(id, 'poster_path', { missing: blank }) ?? null,
      backdrop_path: c.collections.pick(id, 'backdrop_path', { missing: blank }) ?? null,
      parts,
      overview: describeCollection(
        parts.map((p) => ({
          title: movieById.get(p)!.title,
          year: movieById.get(p)!.release_date?.slice(0, 4) ?? '',
        })),
      ),
    };
  });

  const byMedia = <T extends { media_type: string; media_id: number }>(a: T, b: T) =>
    a.media_type.localeCompare(b.media_type) || a.media_id - b.media_id;

  return {
    movies,
    tv,
    episodes: episodes.sort(
      (a, b) =>
        a.show_id - b.show_id ||
        a.season_number - b.season_number ||
        a.episode_number - b.episode_number,
    ),
    people,
    credits: credits.sort(
      (a, b) =>
        byMedia(a, b) ||
        a.kind.localeCompare(b.kind) ||
        (a.order ?? 1e9) - (b.order ?? 1e9) ||
        a.credit_id.localeCompare(b.credit_id),
    ),
    collections,
    videos: [...c.videos.values()]
      .map((x) => x.video)
      .sort(
        (a, b) =>
          byMedia(a, b) ||
          (a.season_number ?? -1) - (b.season_number ?? -1) ||
          (a.published_at ?? '').localeCompare(b.published_at ?? '') ||
          a.id.localeCompare(b.id),
      ),
    extras: [...c.extras.values()]
      .map((x) => x.extra)
      .sort(
        (a, b) =>
          a.media_type.localeCompare(b.media_type) || a.id - b.id || a.kind.localeCompare(b.kind),
      ),
  };
}

/** The seed files' contents by file name: one JSON row per line, plus the manifest. */
export function buildSeed(corpusDir: string): Map<string, string> {
  const collector = new Collector();
  for (const rec of readCorpus(corpusDir)) collector.recording(rec);
  collector.datasets(path.join(corpusDir, 'datasets'));
  const dropped = dropOutliers(collector);
  const tables = resolve(collector);

  const files = new Map<string, string>();
  const hash = createHash('sha256');
  const counts: Record<string, number> = {};
  for (const name of SEED_TABLES) {
    const rows = tables[name] as unknown[];
    const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
    files.set(`${name}.jsonl`, text);
    hash.update(name).update(text);
    counts[name] = rows.length;
  }
  const manifest: SeedManifest = { version: hash.digest('hex').slice(0, 16), counts, dropped };
  files.set('manifest.json', JSON.stringify(manifest, null, 2) + '\n');

  const leaks = findSentenceLeaks(files, corpusSentences(corpusDir));
  if (leaks.length) {
    throw new Error(
      `The seed would copy ${leaks.length} corpus sentence(s), e.g. ${JSON.stringify(leaks[0])}`,
    );
  }
  return files;
}

/** Corpus sentences (overviews, biographies...) found verbatim in the seed files. */
export function findSentenceLeaks(files: Map<string, string>, sentences: Set<string>): string[] {
  const all = [...files.values()].join('\n');
  return [...sentences].filter((s) => all.includes(JSON.stringify(s).slice(1, -1)));
}
