/**
 * The ratings, diary and watchlist as CSV files Letterboxd's importer reads (issue 33), made in the
 * browser. Each row names the film by `tmdbID` first (Letterboxd's films are TMDB's, so the id
 * matches exactly), then `Title` and `Year` for a person reading the file. Letterboxd keeps films only:
 * shows are left out, and counted. Diary notes are private here and would become public reviews
 * there, so they are not written.
 */
import Papa from 'papaparse';

import type { BackupDiaryEntry, BackupRating, BackupTitle } from '@/lib/backup';
import type { SavedDetails } from '@/lib/savedTitle';

export type LetterboxdExportKind = 'ratings' | 'diary' | 'watchlist';

export interface LetterboxdCsv {
  kind: LetterboxdExportKind;
  /** The file's text: a header row, then one row per film, each line ended by CRLF. */
  text: string;
  /** Films written. */
  films: number;
  /** Shows left out (Letterboxd has none). */
  shows: number;
}

const yearOf = (details: SavedDetails) => /^\d{4}/.exec(details.release_date ?? '')?.[0] ?? '';
const titleOf = (details: SavedDetails) => details.title ?? details.name ?? '';

/** Letterboxd's half stars as it writes them: "4.5", "3". */
const stars = (rating: number) => String(rating);

/**
 * Rows as CSV with papaparse (fields holding commas, quotes or line breaks are quoted), each line
 * ended by CRLF, the last one too.
 */
function csv(fields: string[], rows: (string | number)[][]): string {
  return `${Papa.unparse({ fields, data: rows }, { newline: '\r\n' }).replace(/\r\n$/, '')}\r\n`;
}

/** Newest first by `at`. */
const newestFirst = <T>(items: T[], at: (item: T) => string) =>
  [...items].sort((a, b) => at(b).localeCompare(at(a)));

/** `tmdbID,Title,Year,Rating`: each rated film, most recently rated first. */
export function ratingsCsv(byTitle: Record<string, BackupRating>): LetterboxdCsv {
  const all = Object.values(byTitle);
  const films = newestFirst(
    all.filter((rating) => rating.media_type === 'movie'),
    (rating) => rating.rated_at,
  );
  return {
    kind: 'ratings',
    text: csv(
      ['tmdbID', 'Title', 'Year', 'Rating'],
      films.map((rating) => [
        rating.media_id,
        titleOf(rating.details),
        yearOf(rating.details),
        stars(rating.rating),
      ]),
    ),
    films: films.length,
    shows: all.length - films.length,
  };
}

/**
 * `tmdbID,Title,Year,WatchedDate,Rewatch`: each viewing of a film, newest first; the day as the diary
 * keeps it (YYYY-MM-DD), a rewatch as `true`.
 */
export function diaryCsv(entries: Record<string, BackupDiaryEntry>): LetterboxdCsv {
  const all = Object.values(entries);
  const films = newestFirst(
    all.filter((entry) => entry.media_type === 'movie'),
    (entry) => `${entry.watched_on} ${entry.logged_at}`,
  );
  return {
    kind: 'diary',
    text: csv(
      ['tmdbID', 'Title', 'Year', 'WatchedDate', 'Rewatch'],
      films.map((entry) => [
        entry.media_id,
        titleOf(entry.details),
        yearOf(entry.details),
        entry.watched_on,
        entry.rewatch ? 'true' : 'false',
      ]),
    ),
    films: films.length,
    shows: all.length - films.length,
  };
}

/** `tmdbID,Title,Year`: each film of the watchlist, in the list's order. */
export function watchlistCsv(items: readonly BackupTitle[]): LetterboxdCsv {
  const films = items.filter((item) => item.media_type === 'movie');
  return {
    kind: 'watchlist',
    text: csv(
      ['tmdbID', 'Title', 'Year'],
      films.map((item) => [item.media_id, titleOf(item.details), yearOf(item.details)]),
    ),
    films: films.length,
    shows: items.length - films.length,
  };
}

/** `marquee-letterboxd-ratings-2026-11-25.csv`, dated in the visitor's own time zone. */
export function letterboxdCsvName(kind: LetterboxdExportKind, now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `marquee-letterboxd-${kind}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
