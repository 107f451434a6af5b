/**
 * IMDb's ratings export (issue 33): "Your Ratings", Export, a CSV of
 * `Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,
 * Genres,Num Votes,Release Date,Directors` (older files lack Original Title). Each row names a title by
 * its IMDb id (`Const`, tt…), which TMDB's `find/{id}` resolves; IMDb's 1 to 10 becomes half stars.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { readCsvTable } from './csvTable';

import type { MediaType } from '@common/mediaType';

import type { BackupRating } from '@/lib/backup';
import { formatNumber } from '@/lib/intlFormats';
import { listed, looksBinary, sizeProblem } from './letterboxd';
import type { SavedDetails } from '@/lib/savedTitle';

/** IMDb's export of a keen rater runs to a few MB; anything far larger is not one. */
export const IMDB_MAX_BYTES = 10 * 1024 * 1024;
/** Titles one file may rate (one look-up each). */
export const IMDB_MAX_ROWS = 10_000;

// eslint-disable-next-line lingui/no-unlocalized-strings -- IMDb's column names
const REQUIRED_COLUMNS = ['Const', 'Your Rating'] as const;

export interface ImdbRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  /** `tt0137523`. */
  id: string;
  /** IMDb's 1 to 10. */
  rating10: number;
  /** Half stars, rating10 / 2. */
  stars: number;
  /** `Date Rated` as an ISO time, or null. */
  ratedAt: string | null;
  title: string;
  year: number | null;
  /** IMDb's `Title Type`: "Movie", "TV Series", ... (older files: "movie", "tvSeries"). */
  titleType: string;
}

export interface ImdbFile {
  fileName: string;
  rows: ImdbRow[];
  /** Episodes, games and other kinds of title Marquee does not rate. */
  otherKinds: number;
  /** Rows without a usable id or rating. */
  skipped: number;
}

export type ImdbReading = { ok: true; file: ImdbFile } | { ok: false; message: string };

const refuse = (message: string): ImdbReading => ({ ok: false, message });

/** A refusal in the visitor's language. */
const refuseWith = (i18n: I18n, message: MessageDescriptor): ImdbReading => refuse(i18n._(message));

/** Title types (IMDb's current and older spellings) that are neither a movie nor a show. */
const OTHER_KINDS = /episode|game|podcast|music ?video/i;
/** Title types that are shows (TMDB's `tv_results`). */
const SHOW_KINDS = /series|tvseries|tvminiseries|mini ?series/i;

/** Whether IMDb's title type names a show rather than a film. */
export const isShowType = (titleType: string) => SHOW_KINDS.test(titleType);

const isoDate = (value: string | undefined): string | null => {
  const text = value?.trim() ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const time = Date.parse(`${text}T00:00:00.000Z`);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

/**
 * Reads an IMDb ratings export. Refused, with one sentence saying why: empty, not text, not a CSV with
 * IMDb's `Const` and `Your Rating` columns, damaged quoting, more than 10,000 rows, or no rated title.
 * Rows without an IMDb id or a 1-10 rating are left out and counted, as are episodes and games.
 */
export function parseImdbRatings(text: string, fileName: string, i18n: I18n): ImdbReading {
  if (text.trim() === '') return refuseWith(i18n, msg`The file is empty.`);
  if (looksBinary(text))
    return refuseWith(i18n, msg`This is not a text file, so it cannot be an IMDb export.`);
  const { rows: records, column, missing, openQuoteLine } = readCsvTable(text, REQUIRED_COLUMNS);
  if (missing.length > 0) {
    const columns = listed(i18n, missing);
    return refuseWith(
      i18n,
      missing.length === 1
        ? msg`This file has no ${columns} column, so it is not IMDb's ratings export (ratings.csv from Your Ratings).`
        : msg`This file has no ${columns} columns, so it is not IMDb's ratings export (ratings.csv from Your Ratings).`,
    );
  }
  if (openQuoteLine !== undefined) {
    const line = formatNumber(openQuoteLine, i18n.locale);
    return refuseWith(
      i18n,
      msg`The file is damaged: a quote opened on line ${line} is never closed, so its titles cannot be read.`,
    );
  }
  if (records.length > IMDB_MAX_ROWS) {
    const titles = formatNumber(records.length, i18n.locale);
    const most = formatNumber(IMDB_MAX_ROWS, i18n.locale);
    return refuseWith(
      i18n,
      msg`This file rates ${titles} titles, and Marquee imports up to ${most} at a time.`,
    );
  }
  const cell = (record: Record<string, string | undefined>, wanted: string) => {
    const key = column(wanted);
    return (key === undefined ? undefined : record[key])?.trim() ?? '';
  };

  const rows: ImdbRow[] = [];
  let otherKinds = 0;
  let skipped = 0;
  records.forEach((record, index) => {
    const id = cell(record, 'Const').toLowerCase();
    const rating10 = Number(cell(record, 'Your Rating'));
    if (!/^tt\d{1,10}$/.test(id) || !Number.isInteger(rating10) || rating10 < 1 || rating10 > 10) {
      skipped += 1;
      return;
    }
    const titleType = cell(record, 'Title Type');
    if (OTHER_KINDS.test(titleType)) {
      otherKinds += 1;
      return;
    }
    const year = cell(record, 'Year');
    rows.push({
      line: index + 2,
      id,
      rating10,
      stars: rating10 / 2,
      ratedAt: isoDate(cell(record, 'Date Rated')),
      title: cell(record, 'Title') || id,
      year: /^\d{4}$/.test(year) ? Number(year) : null,
      titleType,
    });
  });
  if (rows.length === 0) {
    return refuseWith(
      i18n,
      otherKinds > 0
        ? msg`This file rates only episodes or games, and Marquee rates movies and shows.`
        : msg`The file rates no titles.`,
    );
  }
  return { ok: true, file: { fileName, rows, otherKinds, skipped } };
}

/** Reads a chosen file with `readText`, its size checked first (nothing above 10 MB is read). */
export async function readImdbFile<F extends { name: string; size: number }>(
  file: F,
  readText: (file: F) => Promise<string>,
  i18n: I18n,
): Promise<ImdbReading> {
  if (file.size > IMDB_MAX_BYTES) {
    return refuse(sizeProblem(i18n, file.size, IMDB_MAX_BYTES, 'imdb') ?? '');
  }
  if (file.size === 0) return refuseWith(i18n, msg`The file is empty.`);
  try {
    return parseImdbRatings(await readText(file), file.name, i18n);
  } catch {
    return refuseWith(i18n, msg`The file could not be read: choose it again.`);
  }
}

/** A title `find` gave for an IMDb id, as the import keeps it. */
export interface FoundTitle {
  media_type: MediaType;
  id: number;
  title?: string;
  name?: string;
  release_date?: string;
  first_air_date?: string;
  poster_path?: string | null;
  backdrop_path?: string | null;
  vote_average?: number;
}

/**
 * The title an IMDb row is, from `find`'s answer: a show for IMDb's series, else a movie, else
 * whichever it found; null when it found neither.
 */
export function pickFound(
  row: Pick<ImdbRow, 'titleType'>,
  found: { movie_results: FoundTitleSource[]; tv_results: FoundTitleSource[] },
): FoundTitle | null {
  const movie = found.movie_results[0];
  const show = found.tv_results[0];
  const asShow = (item: FoundTitleSource): FoundTitle => ({ ...pick(item), media_type: 'tv' });
  const asMovie = (item: FoundTitleSource): FoundTitle => ({ ...pick(item), media_type: 'movie' });
  if (isShowType(row.titleType)) {
    if (show) return asShow(show);
    return movie ? asMovie(movie) : null;
  }
  if (movie) return asMovie(movie);
  return show ? asShow(show) : null;
}

/** A result of `find` (its other fields are not kept). */
type FoundTitleSource = Omit<FoundTitle, 'media_type'>;

function pick(item: FoundTitleSource): Omit<FoundTitle, 'media_type'> {
  const {
    id,
    title,
    name,
    release_date,
    first_air_date,
    poster_path,
    backdrop_path,
    vote_average,
  } = item;
  return {
    id,
    title,
    name,
    release_date,
    first_air_date,
    poster_path,
    backdrop_path,
    vote_average,
  };
}

/** The title's name and year as the result table shows it. */
export function foundLabel(i18n: I18n, found: FoundTitle): string {
  const name = found.title ?? found.name ?? i18n._(msg`Untitled`);
  const year = /^\d{4}/.exec(found.release_date ?? found.first_air_date ?? '')?.[0];
  return year ? `${name} (${year})` : name;
}

/**
 * The ratings to import from the found rows: half stars, rated when IMDb says (else `now`); a title
 * two rows name (a film's two IMDb ids) once, with the later rating.
 */
export function imdbRatingsToImport(
  found: readonly { row: ImdbRow; title?: FoundTitle | null }[],
  now: Date,
): Record<string, BackupRating> {
  const byTitle: Record<string, BackupRating> = {};
  for (const { row, title } of found) {
    if (!title) continue;
    const key = `${title.media_type}-${title.id}`;
    const rated_at = row.ratedAt ?? now.toISOString();
    const earlier = byTitle[key];
    if (earlier && Date.parse(earlier.rated_at) >= Date.parse(rated_at)) continue;
    const details: SavedDetails = {};
    for (const field of ['title', 'name', 'release_date', 'first_air_date'] as const) {
      if (title[field]) details[field] = title[field];
    }
    if (title.poster_path !== undefined) details.poster_path = title.poster_path;
    if (title.backdrop_path !== undefined) details.backdrop_path = title.backdrop_path;
    if (typeof title.vote_average === 'number') details.vote_average = title.vote_average;
    byTitle[key] = {
      media_id: title.id,
      media_type: title.media_type,
      rating: row.stars,
      rated_at,
      details,
    };
  }
  return byTitle;
}
