/**
 * Letterboxd's export files (issue 12): reading them, choosing which rows go to which list, and
 * matching each film to a title of our catalogue.
 *
 * Letterboxd's export is a zip of CSV files (./letterboxdZip opens it); the ones read here share
 * four columns, `Date,Name,Year,Letterboxd URI` (watchlist.csv, watched.csv, likes/films.csv); ratings.csv adds
 * `Rating` (½ to 5 stars), diary.csv and reviews.csv add `Rewatch`, `Tags` and `Watched Date` too.
 * Names hold commas and quotes ("Crouching Tiger, Hidden Dragon"), so the text is parsed by papaparse,
 * never split by hand.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { readCsvTable } from './csvTable';

import { controlCharacters } from '@common/controlCharacters';
import { editDistance } from '@common/editDistance';
import { normalizeTitle } from '@common/normalizeTitle';
import type { NormalizeOptions } from '@common/normalizeTitle';

import type { BackupTitle } from '@/lib/backup';
import { formatNumber } from '@/lib/intlFormats';
import { formatList } from '@/lib/listFormat';

/** Letterboxd's export files are a few hundred KB; anything far larger is not one, and is not read. */
export const LETTERBOXD_MAX_BYTES = 5 * 1024 * 1024;
/** Films one file may list (a search per film: more would take too long and hold too much). */
export const LETTERBOXD_MAX_ROWS = 5000;

// eslint-disable-next-line lingui/no-unlocalized-strings -- Letterboxd's column names
const REQUIRED_COLUMNS = ['Date', 'Name', 'Year', 'Letterboxd URI'] as const;

/** What a file holds, from its columns and name. */
export type LetterboxdKind = 'watchlist' | 'watched' | 'likes' | 'ratings' | 'diary';

export interface LetterboxdRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  name: string;
  year: number | null;
  /** The row's `Date` (added to the watchlist, rated, logged) as an ISO time, or null when unreadable. */
  date: string | null;
  uri: string;
  /** Stars, ½ to 5, or null (no Rating column, or the film was not rated). */
  rating: number | null;
  /** null when the file has no Liked column. */
  liked: boolean | null;
  watchedDate: string | null;
  rewatch: boolean;
  tags: string[];
}

export interface LetterboxdFile {
  fileName: string;
  kind: LetterboxdKind;
  rated: boolean;
  hasLiked: boolean;
  rows: LetterboxdRow[];
  /** Rows left out because they name no film. */
  skipped: number;
}

export type LetterboxdReading = { ok: true; file: LetterboxdFile } | { ok: false; message: string };

/** The refusal for a file too large to be a Letterboxd export, or null. Asked before reading it. */
export function sizeProblem(
  i18n: I18n,
  bytes: number,
  limit = LETTERBOXD_MAX_BYTES,
  source: 'letterboxd' | 'imdb' = 'letterboxd',
): string | null {
  if (bytes <= limit) return null;
  const megabytes = (bytes / (1024 * 1024)).toFixed(1);
  const most = limit / (1024 * 1024);
  return i18n._(
    source === 'imdb'
      ? msg`This file is ${megabytes} MB, and Marquee reads IMDb exports of up to ${most} MB.`
      : msg`This file is ${megabytes} MB, and Marquee reads Letterboxd files of up to ${most} MB.`,
  );
}

/** Control characters plain text does not hold (it does hold tabs, line and page breaks). */
const ODD_CONTROLS = controlCharacters({ allow: '\t\n\f\r' }, 'g');

/** Text that is not text: NUL bytes, or many undecodable or control characters near the start. */
export function looksBinary(text: string): boolean {
  const head = text.slice(0, 4096);
  if (head.includes('\u0000')) return true;
  const odd = (head.match(ODD_CONTROLS)?.length ?? 0) + (head.match(/\uFFFD/g)?.length ?? 0);
  return odd > Math.max(2, head.length * 0.02);
}

const isoDate = (value: string | undefined): string | null => {
  const text = value?.trim() ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const time = Date.parse(`${text}T00:00:00.000Z`);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

const yearOf = (value: string | undefined): number | null => {
  const text = value?.trim() ?? '';
  return /^\d{4}$/.test(text) ? Number(text) : null;
};

const ratingOf = (value: string | undefined): number | null => {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const stars = Number(text);
  return Number.isFinite(stars) && stars > 0 && stars <= 5 ? stars : null;
};

const YES = new Set(['yes', 'y', 'true', '1', 'liked']);
const isYes = (value: string | undefined) => YES.has(value?.trim().toLowerCase() ?? '');

function kindOf(fileName: string, rated: boolean, hasWatchedDate: boolean): LetterboxdKind {
  const name = fileName.toLowerCase();
  if (rated) return hasWatchedDate ? 'diary' : 'ratings';
  if (name.includes('watchlist')) return 'watchlist';
  if (name.includes('like')) return 'likes';
  if (name.includes('watched')) return 'watched';
  // The four columns alone, under another name: read as Letterboxd's most common export, the watchlist.
  return 'watchlist';
}

/** "A", "A and B", "A, B and C", in the page's language. */
export const listed = (i18n: I18n, items: readonly string[]) => formatList(items, i18n.locale);

/**
 * Reads a Letterboxd export file's text. Refused, with one sentence saying why: empty, not text, not a
 * CSV with Letterboxd's columns, more than 5,000 films, or no row naming a film. Rows with no name are
 * left out and counted.
 */
export function parseLetterboxd(text: string, fileName: string, i18n: I18n): LetterboxdReading {
  const refuse = (message: MessageDescriptor): LetterboxdReading => ({
    ok: false,
    message: i18n._(message),
  });
  if (text.trim() === '' || text.trim() === '\uFEFF') return refuse(msg`The file is empty.`);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a ZIP file's signature
  if (text.startsWith('PK\u0003\u0004')) {
    return refuse(msg`This is a zip archive inside the export, not one of its CSV files.`);
  }
  if (looksBinary(text)) {
    return refuse(msg`This is not a text file, so it cannot be a Letterboxd export.`);
  }

  const { rows: records, column, missing, openQuoteLine } = readCsvTable(text, REQUIRED_COLUMNS);
  if (missing.length > 0) {
    const columns = listed(i18n, missing);
    return refuse(
      missing.length === 1
        ? msg`This file has no ${columns} column, so it is not a Letterboxd export file such as watchlist.csv or ratings.csv.`
        : msg`This file has no ${columns} columns, so it is not a Letterboxd export file such as watchlist.csv or ratings.csv.`,
    );
  }
  if (openQuoteLine !== undefined) {
    const line = formatNumber(openQuoteLine, i18n.locale);
    return refuse(
      msg`The file is damaged: a quote opened on line ${line} is never closed, so its films cannot be read.`,
    );
  }
  if (records.length > LETTERBOXD_MAX_ROWS) {
    const films = formatNumber(records.length, i18n.locale);
    const most = formatNumber(LETTERBOXD_MAX_ROWS, i18n.locale);
    return refuse(
      msg`This file lists ${films} films, and Marquee imports up to ${most} at a time.`,
    );
  }

  const cell = (record: Record<string, string | undefined>, wanted: string) => {
    const key = column(wanted);
    return key === undefined ? undefined : record[key];
  };
  const rated = column('Rating') !== undefined;
  const hasLiked = column('Liked') !== undefined;
  const rows: LetterboxdRow[] = [];
  let skipped = 0;
  records.forEach((record, index) => {
    const name = cell(record, 'Name')?.trim() ?? '';
    if (name === '') {
      skipped += 1;
      return;
    }
    rows.push({
      line: index + 2,
      name,
      year: yearOf(cell(record, 'Year')),
      date: isoDate(cell(record, 'Date')),
      uri: cell(record, 'Letterboxd URI')?.trim() ?? '',
      rating: rated ? ratingOf(cell(record, 'Rating')) : null,
      liked: hasLiked ? isYes(cell(record, 'Liked')) : null,
      watchedDate: isoDate(cell(record, 'Watched Date')),
      rewatch: isYes(cell(record, 'Rewatch')),
      tags: (cell(record, 'Tags') ?? '')
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    });
  });
  if (rows.length === 0) {
    return refuse(
      skipped > 0
        ? msg`None of the rows in this file names a film.`
        : msg`The file lists no films.`,
    );
  }
  const kind = kindOf(fileName, rated, column('Watched Date') !== undefined);
  return { ok: true, file: { fileName, kind, rated, hasLiked, rows, skipped } };
}

// ---------------------------------------------------------------------------------------------------
// Which rows go where

/** Where a file's films go: a list, the ratings, the diary, or nowhere. */
export type ImportTarget = 'ratings' | 'diary' | 'watchlist' | 'favorites' | 'none';

export interface LetterboxdMapping {
  target: ImportTarget;
  /** For favorites from a rated file: only films rated at least this (or liked); null takes every film. */
  minRating: number | null;
}

/**
 * Where each kind of file may go, its default first: ratings to the ratings, the diary to the diary,
 * the watchlist to the watchlist, liked films to favorites. Films merely watched go nowhere until the
 * visitor chooses a list (a diary entry needs the day, which watched.csv does not give).
 */
export const TARGETS_OF: Record<LetterboxdKind, readonly ImportTarget[]> = {
  ratings: ['ratings', 'favorites', 'none'],
  diary: ['diary', 'favorites', 'none'],
  watchlist: ['watchlist', 'favorites', 'none'],
  likes: ['favorites', 'watchlist', 'none'],
  watched: ['none', 'watchlist', 'favorites'],
};

/** The ratings Letterboxd gives: ½ to 5 stars in half steps. */
export const RATING_STEPS: readonly number[] = Array.from({ length: 10 }, (_, i) => (i + 1) / 2);

/** The rating of a favorite unless the visitor chooses otherwise (issue 12). */
export const FAVORITE_RATING = 4;

/** "½ star", "1 star", "3½ stars". */
export function starsLabel(i18n: I18n, stars: number): string {
  const whole = Math.floor(stars);
  const text = `${whole === 0 ? '' : whole}${stars % 1 === 0 ? '' : '½'}`;
  return i18n._(stars <= 1 ? msg`${text} star` : msg`${text} stars`);
}

/** A file sent to `target`: favorites from a rated file start at 4 stars (or liked). */
export function mappingFor(
  file: Pick<LetterboxdFile, 'rated'>,
  target: ImportTarget,
): LetterboxdMapping {
  return { target, minRating: target === 'favorites' && file.rated ? FAVORITE_RATING : null };
}

/** Where a file's films go unless the visitor says otherwise (TARGETS_OF's first). */
export function defaultMapping(file: Pick<LetterboxdFile, 'kind' | 'rated'>): LetterboxdMapping {
  return mappingFor(file, TARGETS_OF[file.kind][0]!);
}

/**
 * The rows the mapping takes: none for nowhere; the rated ones for the ratings, the dated ones for
 * the diary; with a minimum rating, those rated that or liked.
 */
export function selectedRows(
  file: Pick<LetterboxdFile, 'rows'>,
  mapping: LetterboxdMapping,
): LetterboxdRow[] {
  switch (mapping.target) {
    case 'none':
      return [];
    case 'ratings':
      return file.rows.filter((row) => row.rating !== null);
    case 'diary':
      return file.rows.filter((row) => row.watchedDate !== null);
    default: {
      const { minRating } = mapping;
      if (minRating === null) return file.rows;
      return file.rows.filter(
        (row) => row.liked === true || (row.rating !== null && row.rating >= minRating),
      );
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// Matching a row to a title of ours

/** How a Letterboxd name and a title of ours are compared: '&' as "and", "L.A." as "la". */
const LOOSE: NormalizeOptions = { ampersandAsAnd: true, joinAtApostrophes: true };
const comparable = (title: string) => normalizeTitle(title, LOOSE);

const LEADING_ARTICLE = /^(the|a|an|le|la|les|l|el|los|las|il|lo|gli|der|die|das) /;
const withoutArticle = (title: string) => title.replace(LEADING_ARTICLE, '');

/** The same title once normalized, spaces aside ("Spider-Man" and "Spiderman"). */
function sameTitle(a: string, b: string): boolean {
  return a === b || a.replace(/ /g, '') === b.replace(/ /g, '');
}

/** Nearly the same: a leading article apart, one inside the other, or a typo or two apart. */
function closeTitle(a: string, b: string): boolean {
  const x = withoutArticle(a);
  const y = withoutArticle(b);
  if (!x || !y) return false;
  if (x === y) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if (` ${long} `.includes(` ${short} `)) return true;
  const limit = Math.min(2, Math.floor(long.length / 5));
  // A swapped pair of letters ("Amleie") is one typo, as in the header's suggestions.
  return limit > 0 && editDistance(x, y, limit) <= limit;
}

/** What a search result must carry to be matched and saved. */
export interface MatchCandidate {
  id: number;
  title: string;
  original_title?: string;
  release_date?: string;
  popularity?: number;
  poster_path?: string | null;
  backdrop_path?: string | null;
  vote_average?: number;
  genre_ids?: number[];
}

export type MatchStatus = 'matched' | 'unsure' | 'notFound';

export interface MatchResult<C extends MatchCandidate = MatchCandidate> {
  status: MatchStatus;
  candidate?: C;
}

/** The year of a release date ("2001-04-25"), or null. */
export function releaseYear(date: string | undefined | null): number | null {
  const match = /^(\d{4})/.exec(date ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * How well a candidate fits a row, lower is better, null for not at all:
 * 0 same title and year; 1 same title, a year apart; 2 same title, a year unknown;
 * 3 close title, same year; 4 close title, a year apart.
 */
function grade(row: { name: string; year: number | null }, candidate: MatchCandidate) {
  const wanted = comparable(row.name);
  const titles = [candidate.title, candidate.original_title]
    .filter((title): title is string => typeof title === 'string' && title !== '')
    .map(comparable);
  const year = releaseYear(candidate.release_date);
  const apart = row.year === null || year === null ? null : Math.abs(row.year - year);
  if (titles.some((title) => sameTitle(title, wanted))) {
    if (apart === null) return 2;
    return apart <= 1 ? apart : null;
  }
  if (apart !== null && apart <= 1 && titles.some((title) => closeTitle(title, wanted)))
    return 3 + apart;
  return null;
}

/**
 * The title of ours a Letterboxd row is: matched when the title (or original title) and year agree,
 * a year off allowed; unsure, with the best candidate, when the title is only close, the row has no
 * year, or several candidates fit equally well (the most popular is offered); otherwise not found.
 */
export function pickMatch<C extends MatchCandidate>(
  row: { name: string; year: number | null },
  candidates: readonly C[],
): MatchResult<C> {
  let best: number | null = null;
  let fits: C[] = [];
  for (const candidate of candidates) {
    const score = grade(row, candidate);
    if (score === null) continue;
    if (best === null || score < best) {
      best = score;
      fits = [candidate];
    } else if (score === best) fits.push(candidate);
  }
  if (best === null) return { status: 'notFound' };
  const candidate = fits.reduce((a, b) => ((b.popularity ?? 0) > (a.popularity ?? 0) ? b : a));
  return { status: best <= 1 && fits.length === 1 ? 'matched' : 'unsure', candidate };
}

/** A matched row as a list entry: added when Letterboxd says (or `now`), with the title's details. */
export function toBackupTitle(
  row: Pick<LetterboxdRow, 'date'>,
  candidate: MatchCandidate,
  now: Date,
): BackupTitle {
  const details: BackupTitle['details'] = { title: candidate.title };
  if (candidate.release_date) details.release_date = candidate.release_date;
  if (candidate.poster_path !== undefined) details.poster_path = candidate.poster_path;
  if (candidate.backdrop_path !== undefined) details.backdrop_path = candidate.backdrop_path;
  if (typeof candidate.vote_average === 'number') details.vote_average = candidate.vote_average;
  return {
    media_id: candidate.id,
    media_type: 'movie',
    details,
    added_at: row.date ?? now.toISOString(),
  };
}

/**
 * The entries to import from the matched rows: matched ones, and unsure ones when included; a title
 * matched by several rows (a film logged twice) once, with its latest date.
 */
export function entriesToImport(
  matches: readonly {
    row: Pick<LetterboxdRow, 'date'>;
    status: string;
    candidate?: MatchCandidate;
  }[],
  includeUnsure: boolean,
  now: Date,
): BackupTitle[] {
  const byId = new Map<number, BackupTitle>();
  for (const match of matches) {
    const taken = match.status === 'matched' || (includeUnsure && match.status === 'unsure');
    if (!taken || !match.candidate) continue;
    const entry = toBackupTitle(match.row, match.candidate, now);
    const earlier = byId.get(entry.media_id);
    if (!earlier || Date.parse(entry.added_at) > Date.parse(earlier.added_at))
      byId.set(entry.media_id, entry);
  }
  return [...byId.values()];
}
