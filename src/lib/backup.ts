/**
 * The data file a visitor exports from /user-settings and imports in another browser (issue 12):
 * `marquee-data-YYYY-MM-DD.json`, holding every list Marquee keeps for them.
 *
 * ```json
 * { "format": "marquee-data", "version": 1, "exported_at": "2026-11-25T17:00:00.000Z",
 *   "data": { "watchlist": { "items": [] }, "favorites": { "items": [] },
 *             "continueWatching": { "items": [] }, "progress": { "percent": {} },
 *             "lastWatched": { "shows": {} }, "completedShows": { "ids": [] },
 *             "profile": { "username": "Guest User", "avatar": null, "region": null,
 *                          "services": [{ "id": 8, "name": "Netflix" }] },
 *             "ratings": { "byTitle": {} }, "diary": { "entries": {} } } }
 * ```
 *
 * Version 2 added the ratings and the diary; a file of version 1 reads with both empty.
 *
 * Each section is the state of the persisted slice of the same name, so an import replaces slices with
 * sections (`dataImported`) and the space it needs can be measured before anything is written. A file is
 * read strictly: one value of a wrong type anywhere and nothing is imported, with the place named.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { isLocaleTag } from '@common/locales';
import { isMediaType } from '@common/mediaType';
import type { MediaType } from '@common/mediaType';

import { mergeEntries } from './mergeEntries';
import type { Fields, MergeOptions, Version } from './mergeEntries';
import type { SavedDetails } from './savedTitle';
import { isStreamingService } from './streamingServices';
import type { StreamingService } from './streamingServices';
import { PERSISTED_KEYS, PERSISTED_SLICE_NAMES } from './storageKeys';
import type { PersistedSliceName } from './storageKeys';
import { isDay, isFiniteNumber, isPositiveId, isRecord } from './storedValue';

export const BACKUP_FORMAT = 'marquee-data';
/** Raised when a section's shape changes; a file of a higher version is refused (this build cannot read it). */
export const BACKUP_VERSION = 2;
/** Larger files are refused before they are read: the lists a browser can hold are far smaller. */
export const BACKUP_MAX_BYTES = 10 * 1024 * 1024;
/** Continue watching keeps 20 titles (spec). */
const CONTINUE_WATCHING_LIMIT = 20;

export interface BackupTitle {
  media_id: number;
  media_type: MediaType;
  details: SavedDetails;
  added_at: string;
}

export interface BackupResume {
  media_id: number;
  media_type: MediaType;
  details: SavedDetails;
  last_watched: string;
}

export interface BackupEpisode {
  season: number;
  episode: number;
  updatedAt: string;
  /** How much of the episode was played (0-100), when its player said. */
  percent?: number;
}

export interface BackupRating {
  media_id: number;
  media_type: MediaType;
  rating: number;
  rated_at: string;
  details: SavedDetails;
}

export interface BackupDiaryEntry {
  id: string;
  media_id: number;
  media_type: MediaType;
  watched_on: string;
  rewatch: boolean;
  note: string;
  logged_at: string;
  details: SavedDetails & { runtime?: number; genre_ids?: number[] };
}

export interface BackupProfile {
  username: string;
  avatar: string | null;
  region?: string | null;
  /** The streaming services of "On my services" (absent in files made before them). */
  services?: StreamingService[];
  /** The language chosen in Settings (absent until chosen, and in files made before it). */
  language?: string;
}

/** The persisted slices lib/storageKeys marks for the data file: its sections. */
export type BackupSection = {
  [Name in PersistedSliceName]: (typeof PERSISTED_KEYS)[Name]['backup'] extends true ? Name : never;
}[PersistedSliceName];

/** Each section's shape in the file: the state of its slice. */
interface SectionShapes {
  watchlist: { items: BackupTitle[] };
  favorites: { items: BackupTitle[] };
  continueWatching: { items: BackupResume[] };
  progress: { percent: Record<string, number> };
  lastWatched: { shows: Record<string, BackupEpisode> };
  completedShows: { ids: number[] };
  profile: BackupProfile;
  ratings: { byTitle: Record<string, BackupRating> };
  diary: { entries: Record<string, BackupDiaryEntry> };
}

/** A slice marked for the file without a shape here does not compile. */
export type BackupData = { [Section in BackupSection]: SectionShapes[Section] };

export interface BackupFile {
  format: typeof BACKUP_FORMAT;
  version: number;
  exported_at: string;
  data: BackupData;
}

/** The sections, in the order of lib/storageKeys. */
export const BACKUP_SECTIONS = PERSISTED_SLICE_NAMES.filter(
  (name) => PERSISTED_KEYS[name].backup,
) as readonly BackupSection[];

export { dataImported } from './dataImported';

/** `marquee-data-2026-11-25.json`, dated in the visitor's own time zone. */
export function backupFileName(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `marquee-data-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

/** Picks each section out of the store's state (dropping redux-persist's bookkeeping). */
export function backupData(state: { [Section in BackupSection]: BackupData[Section] }): BackupData {
  const pick = <Section extends BackupSection>(section: Section): BackupData[Section] => {
    const { _persist: _ignored, ...rest } = state[section] as BackupData[Section] & {
      _persist?: unknown;
    };
    return rest as unknown as BackupData[Section];
  };
  return Object.fromEntries(
    BACKUP_SECTIONS.map((section) => [section, pick(section)]),
  ) as unknown as BackupData;
}

export function buildBackup(data: BackupData, now: Date): BackupFile {
  return { format: BACKUP_FORMAT, version: BACKUP_VERSION, exported_at: now.toISOString(), data };
}

// ---------------------------------------------------------------------------------------------------
// Reading a file

export type BackupProblem = 'empty' | 'truncated' | 'notOurs' | 'newer' | 'wrongTypes';

export type BackupReading =
  { ok: true; backup: BackupFile } | { ok: false; problem: BackupProblem; message: string };

/** What each section is called where the visitor reads it. */
export const SECTION_LABELS: Record<BackupSection, MessageDescriptor> = {
  watchlist: msg`Watchlist`,
  favorites: msg`Favorites`,
  continueWatching: msg`Continue watching`,
  progress: msg`Progress`,
  lastWatched: msg`Last watched episodes`,
  completedShows: msg`Finished shows`,
  profile: msg`Profile`,
  ratings: msg`Ratings`,
  diary: msg`Diary`,
};

const NOTHING_CHANGED = msg`Nothing was imported.`;

/** Where in an entry a value is wrong: a field's name as the file spells it, or words. */
type Field = string | MessageDescriptor;
const THE_ENTRY = msg`the entry`;
const ITS_TITLE = msg`its title`;

const refuse = (
  i18n: I18n,
  problem: BackupProblem,
  message: MessageDescriptor | string,
): BackupReading => {
  const reason = typeof message === 'string' ? message : i18n._(message);
  const nothingChanged = i18n._(NOTHING_CHANGED);
  return { ok: false, problem, message: `${reason} ${nothingChanged}` };
};

const isDate = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value));

const isOptionalText = (value: unknown) => value === undefined || typeof value === 'string';

const isPercent = (value: unknown): value is number =>
  isFiniteNumber(value) && value >= 0 && value <= 100;

/** The first field of saved display details with a wrong type, or null. */
function detailsProblem(value: unknown): Field | null {
  if (!isRecord(value)) return 'details';
  for (const key of ['title', 'name', 'release_date', 'first_air_date'] as const) {
    if (!isOptionalText(value[key])) return `details.${key}`;
  }
  for (const key of ['poster_path', 'backdrop_path'] as const) {
    const path = value[key];
    if (path !== undefined && path !== null && typeof path !== 'string') return `details.${key}`;
  }
  if (value.vote_average !== undefined && !isFiniteNumber(value.vote_average))
    return 'details.vote_average';
  const last = value.last_episode;
  if (last !== undefined && !(isRecord(last) && isEpisodeNumbers(last.season, last.episode)))
    return 'details.last_episode';
  return null;
}

/** Season 0 holds a show's specials; episodes count from 1. */
function isEpisodeNumbers(season: unknown, episode: unknown) {
  return (season === 0 || isPositiveId(season)) && isPositiveId(episode);
}

function titleProblem(value: unknown, timeField: 'added_at' | 'last_watched'): Field | null {
  if (!isRecord(value)) return THE_ENTRY;
  if (!isPositiveId(value.media_id)) return 'media_id';
  if (!isMediaType(value.media_type)) return 'media_type';
  if (!isDate(value[timeField])) return timeField;
  return detailsProblem(value.details);
}

/** Half stars from 0.5 to 5. */
const isStars = (value: unknown) =>
  isFiniteNumber(value) && value >= 0.5 && value <= 5 && Number.isInteger(value * 2);

function ratingProblem(key: string, value: unknown): Field | null {
  if (!isRecord(value)) return THE_ENTRY;
  if (!isPositiveId(value.media_id)) return 'media_id';
  if (!isMediaType(value.media_type)) return 'media_type';
  if (keyOf(value as Keyed) !== key) return ITS_TITLE;
  if (!isStars(value.rating)) return 'rating';
  if (!isDate(value.rated_at)) return 'rated_at';
  return detailsProblem(value.details);
}

function diaryProblem(key: string, value: unknown): Field | null {
  if (!isRecord(value)) return THE_ENTRY;
  if (value.id !== key || !/^[A-Za-z0-9_-]{1,40}$/.test(key)) return 'id';
  if (!isPositiveId(value.media_id)) return 'media_id';
  if (!isMediaType(value.media_type)) return 'media_type';
  if (!isDay(value.watched_on)) return 'watched_on';
  if (typeof value.rewatch !== 'boolean') return 'rewatch';
  if (typeof value.note !== 'string') return 'note';
  if (!isDate(value.logged_at)) return 'logged_at';
  return detailsProblem(value.details);
}

/** The first problem in one section as a sentence, or null when the section is well formed. */
function sectionProblem(i18n: I18n, section: BackupSection, value: unknown): string | null {
  const label = i18n._(SECTION_LABELS[section]);
  const at = (what: string) => i18n._(msg`${label} has a wrong value at ${what}.`);
  const atEntry = (index: number, field?: Field) => {
    const entry = index + 1;
    if (field === undefined) return at(i18n._(msg`entry ${entry}`));
    const where = typeof field === 'string' ? field : i18n._(field);
    return at(i18n._(msg`entry ${entry} (${where})`));
  };
  const notAList = i18n._(msg`${label} is not a list.`);
  if (!isRecord(value)) return i18n._(msg`${label} is missing or not a list.`);

  if (section === 'ratings' || section === 'diary') {
    const entries = section === 'ratings' ? value.byTitle : value.entries;
    if (!isRecord(entries)) return notAList;
    for (const [index, [key, entry]] of Object.entries(entries).entries()) {
      const field = (section === 'ratings' ? ratingProblem : diaryProblem)(key, entry);
      if (field) return atEntry(index, field);
    }
    return null;
  }

  if (section === 'watchlist' || section === 'favorites' || section === 'continueWatching') {
    if (!Array.isArray(value.items)) return notAList;
    const timeField = section === 'continueWatching' ? 'last_watched' : 'added_at';
    for (const [index, item] of value.items.entries()) {
      const field = titleProblem(item, timeField);
      if (field) return atEntry(index, field);
    }
    return null;
  }
  if (section === 'progress') {
    if (!isRecord(value.percent)) return notAList;
    for (const [key, percent] of Object.entries(value.percent)) {
      if (!/^(movie|tv)-\d+$/.test(key)) return at(`"${key.slice(0, 40)}"`);
      if (!isPercent(percent)) return at(`"${key}"`);
    }
    return null;
  }
  if (section === 'lastWatched') {
    if (!isRecord(value.shows)) return notAList;
    for (const [key, episode] of Object.entries(value.shows)) {
      if (!/^\d+$/.test(key)) return at(`"${key.slice(0, 40)}"`);
      if (
        !isRecord(episode) ||
        !isEpisodeNumbers(episode.season, episode.episode) ||
        !isDate(episode.updatedAt) ||
        (episode.percent !== undefined && !isPercent(episode.percent))
      )
        return at(i18n._(msg`show ${key}`));
    }
    return null;
  }
  if (section === 'completedShows') {
    if (!Array.isArray(value.ids)) return notAList;
    const index = value.ids.findIndex((id) => !isPositiveId(id));
    return index === -1 ? null : atEntry(index);
  }
  // profile
  if (typeof value.username !== 'string') return at('username');
  if (value.avatar !== null && typeof value.avatar !== 'string') return at('avatar');
  if (value.region !== undefined && value.region !== null && typeof value.region !== 'string')
    return at('region');
  if (value.services !== undefined) {
    if (!Array.isArray(value.services)) return at('services');
    const index = value.services.findIndex((service) => !isStreamingService(service));
    if (index !== -1) {
      const entry = index + 1;
      return at(i18n._(msg`services, entry ${entry}`));
    }
  }
  if (value.language !== undefined && !isLocaleTag(value.language)) return at('language');
  return null;
}

/**
 * Reads a file's text as a Marquee data file. Refused with the reason: empty, cut off, not ours (not
 * JSON, another app's JSON), a newer format than this build reads, or a value of a wrong type.
 */
export function readBackup(text: string, i18n: I18n): BackupReading {
  if (text.trim() === '') return refuse(i18n, 'empty', msg`The file is empty.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // JSON that starts like ours but stops early was cut off (an interrupted download or copy).
    const looksLikeOurs = /^\s*\{\s*"format"\s*:\s*"marquee-data"/.test(text);
    return looksLikeOurs
      ? refuse(i18n, 'truncated', msg`The file is cut off before its end: export it again.`)
      : refuse(i18n, 'notOurs', msg`This is not a Marquee data file.`);
  }
  if (!isRecord(parsed) || parsed.format !== BACKUP_FORMAT)
    return refuse(i18n, 'notOurs', msg`This is not a Marquee data file.`);
  const version = parsed.version;
  if (!isPositiveId(version))
    return refuse(i18n, 'wrongTypes', msg`The file has no valid format version.`);
  if (version > BACKUP_VERSION) {
    const ours = BACKUP_VERSION;
    return refuse(
      i18n,
      'newer',
      msg`The file was made by a newer version of Marquee (format ${version}); this one reads format ${ours}. Update Marquee, then import it again.`,
    );
  }
  if (!isDate(parsed.exported_at))
    return refuse(i18n, 'wrongTypes', msg`The file has no valid export date.`);
  if (!isRecord(parsed.data)) return refuse(i18n, 'wrongTypes', msg`The file holds no lists.`);
  // Files of version 1 were made before the ratings and the diary: theirs are empty.
  const data =
    version < 2
      ? { ratings: { byTitle: {} }, diary: { entries: {} }, ...parsed.data }
      : parsed.data;
  for (const section of BACKUP_SECTIONS) {
    const problem = sectionProblem(i18n, section, data[section]);
    if (problem) return refuse(i18n, 'wrongTypes', problem);
  }
  return { ok: true, backup: { ...(parsed as unknown as BackupFile), data: data as BackupData } };
}

/** How many entries each section holds, for the preview before importing. */
export function backupCounts(data: BackupData): Record<Exclude<BackupSection, 'profile'>, number> {
  return {
    watchlist: data.watchlist.items.length,
    favorites: data.favorites.items.length,
    continueWatching: data.continueWatching.items.length,
    progress: Object.keys(data.progress.percent).length,
    lastWatched: Object.keys(data.lastWatched.shows).length,
    completedShows: new Set(data.completedShows.ids).size,
    ratings: Object.keys(data.ratings.byTitle).length,
    diary: Object.keys(data.diary.entries).length,
  };
}

// ---------------------------------------------------------------------------------------------------
// Merging

type Keyed = { media_type: string; media_id: number };
const keyOf = (item: Keyed) => `${item.media_type}-${item.media_id}`;
const time = (value: string | undefined) => {
  const parsed = value === undefined ? Number.NaN : Date.parse(value);
  return Number.isNaN(parsed) ? -Infinity : parsed;
};

/**
 * Both lists as one, each title once: where both hold a title, the entry with the later time wins (ours
 * on a tie), by the merge rule (lib/mergeEntries). Newest first.
 */
export function mergeNewest<T extends Keyed>(
  ours: readonly T[],
  theirs: readonly T[],
  at: (item: T) => string,
): T[] {
  const timeOf = (item: unknown) => time(at(item as T));
  const kept: Fields = {};
  // A list holding a title twice shows its first entry, so that one is ours.
  for (const item of ours) kept[keyOf(item)] ??= item;
  const versions = theirs.map((item): [string, Version] => [
    keyOf(item),
    { value: item, at: timeOf(item) },
  ]);
  const merged = mergeEntries(kept, versions, { oursAt: (_key, item) => timeOf(item) }) ?? kept;
  return (Object.values(merged) as T[]).sort((a, b) => timeOf(b) - timeOf(a));
}

/**
 * When each side last watched a title (continue watching, and a show's last episode), by title key.
 * A title without a readable time is left out: its time is unknown.
 */
function watchTimes(data: BackupData): Map<string, number> {
  const times = new Map<string, number>();
  const note = (key: string, at: number) => {
    if (at !== -Infinity) times.set(key, Math.max(times.get(key) ?? -Infinity, at));
  };
  for (const item of data.continueWatching.items) note(keyOf(item), time(item.last_watched));
  for (const [id, episode] of Object.entries(data.lastWatched.shows))
    note(`tv-${id}`, time(episode.updatedAt));
  return times;
}

/**
 * Whether a field of our profile is still unset (holds what it holds until the visitor sets it): such a
 * field takes theirs, profile fields having no times to compare.
 */
const PROFILE_UNSET: Record<keyof BackupProfile, (value: unknown) => boolean> = {
  username: (value) => value === DEFAULT_USERNAME,
  avatar: (value) => value === null || value === undefined,
  region: (value) => value === null || value === undefined,
  services: (value) => !Array.isArray(value) || value.length === 0,
  language: (value) => value === undefined,
};

/**
 * Two sets of data as one (the import's "merge"): each section seen as entries keyed by title and merged
 * by the merge rule (lib/mergeEntries), the newest entry per title winning:
 * - watchlist, favorites, continue watching: by `added_at` / `last_watched` (continue watching keeps 20);
 * - last-watched episodes: by `updatedAt`;
 * - progress and finished shows carry no time of their own: they follow the side that watched the title
 *   last (its continue-watching or last-episode time); with no time on either side the further progress
 *   is kept and a show finished on either side stays finished;
 * - profile: no times, so every field ties: ours, with what ours never set (the default name, no
 *   picture, no region, no services) taken from theirs.
 */
export function mergeBackup(ours: BackupData, theirs: BackupData): BackupData {
  const ourTimes = watchTimes(ours);
  const theirTimes = watchTimes(theirs);
  /** Their value of a title, as of their watch time of it. */
  const watched = (key: string, value: unknown): [string, Version] => [
    key,
    { value, at: theirTimes.get(key) },
  ];
  /**
   * Titles weighed by our watch time. Equal known times keep ours; `unknownTie` decides only when
   * neither side knows when the title was watched (ours unknown on a tie means theirs is too).
   */
  const byWatchTime = (unknownTie: (mine: unknown, other: unknown) => boolean): MergeOptions => ({
    oursAt: (key) => ourTimes.get(key),
    tie: (mine, other, key) => !ourTimes.has(key) && unknownTie(mine, other),
  });

  const percent = (mergeEntries(
    ours.progress.percent,
    Object.entries(theirs.progress.percent).map(([key, value]) => watched(key, value)),
    byWatchTime((mine, other) => (other as number) > (mine as number)),
  ) ?? ours.progress.percent) as Record<string, number>;

  const episodeTime = (episode: unknown) => time((episode as BackupEpisode).updatedAt);
  const shows = (mergeEntries(
    ours.lastWatched.shows,
    Object.entries(theirs.lastWatched.shows).map(([id, episode]): [string, Version] => [
      id,
      { value: episode, at: episodeTime(episode) },
    ]),
    { oursAt: (_id, episode) => episodeTime(episode) },
  ) ?? ours.lastWatched.shows) as Record<string, BackupEpisode>;

  // Every show either side finished, as finished or not on each side: a side that watched a show last
  // without having finished it (it reopened the show) drops the mark, as finishing it adds the mark.
  const ourFinished = new Set(ours.completedShows.ids);
  const theirFinished = new Set(theirs.completedShows.ids);
  const shownAs = new Map(
    [...ourFinished, ...theirFinished].map((id): [string, number] => [`tv-${id}`, id]),
  );
  const finishedHere: Fields = {};
  for (const [key, id] of shownAs) finishedHere[key] = ourFinished.has(id);
  const finished =
    mergeEntries(
      finishedHere,
      [...shownAs].map(([key, id]) => watched(key, theirFinished.has(id))),
      byWatchTime((_mine, other) => other === true),
    ) ?? finishedHere;

  const ourProfile: Fields = { ...ours.profile };
  const { username, avatar, region, services, language } = (mergeEntries(
    ourProfile,
    (Object.keys(PROFILE_UNSET) as (keyof BackupProfile)[]).map((field): [string, Version] => [
      field,
      { value: theirs.profile[field] },
    ]),
    { tie: (mine, _other, field) => PROFILE_UNSET[field as keyof BackupProfile](mine) },
  ) ?? ourProfile) as unknown as BackupProfile;
  const profile: BackupProfile = { username, avatar, region: region ?? null };
  if (services !== undefined) profile.services = services;
  if (language !== undefined) profile.language = language;

  return {
    watchlist: {
      items: mergeNewest(ours.watchlist.items, theirs.watchlist.items, (i) => i.added_at),
    },
    favorites: {
      items: mergeNewest(ours.favorites.items, theirs.favorites.items, (i) => i.added_at),
    },
    continueWatching: {
      items: mergeNewest(
        ours.continueWatching.items,
        theirs.continueWatching.items,
        (item) => item.last_watched,
      ).slice(0, CONTINUE_WATCHING_LIMIT),
    },
    progress: { percent },
    lastWatched: { shows },
    completedShows: {
      ids: [...shownAs].filter(([key]) => finished[key] === true).map(([, id]) => id),
    },
    profile,
    // A title's newer rating wins; diary entries are kept by id, the later edit of one winning.
    ratings: { byTitle: newestByKey(ours.ratings.byTitle, theirs.ratings.byTitle, 'rated_at') },
    diary: { entries: newestByKey(ours.diary.entries, theirs.diary.entries, 'logged_at') },
  };
}

/** Two records of entries as one: where both hold a key, the entry with the later `field` wins (ours on a tie). */
function newestByKey<T extends Record<F, string>, F extends string>(
  ours: Record<string, T>,
  theirs: Record<string, T>,
  field: F,
): Record<string, T> {
  const at = (entry: unknown) => time((entry as T)[field]);
  return (mergeEntries(
    ours,
    Object.entries(theirs).map(([key, value]): [string, Version] => [
      key,
      { value, at: at(value) },
    ]),
    { oursAt: (_key, entry) => at(entry) },
  ) ?? ours) as Record<string, T>;
}

/** The profile's name until the visitor sets one (spec). */
const DEFAULT_USERNAME = 'Guest User';

/** Data with every list empty and the default profile: what a new browser holds. */
export function emptyBackupData(): BackupData {
  return {
    watchlist: { items: [] },
    favorites: { items: [] },
    continueWatching: { items: [] },
    progress: { percent: {} },
    lastWatched: { shows: {} },
    completedShows: { ids: [] },
    profile: { username: DEFAULT_USERNAME, avatar: null, region: null },
    ratings: { byTitle: {} },
    diary: { entries: {} },
  };
}
