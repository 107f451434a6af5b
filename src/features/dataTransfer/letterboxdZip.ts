/**
 * Letterboxd's export as it is downloaded (issue 33): a zip archive, opened in the browser with
 * fflate, which loads only when an archive is chosen. Of its files, Marquee reads ratings.csv,
 * diary.csv, watchlist.csv, likes/films.csv and watched.csv (the others hold reviews, comments and
 * lists); each is read as ./letterboxd reads a CSV chosen alone.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { LETTERBOXD_MAX_BYTES, parseLetterboxd, sizeProblem } from './letterboxd';
import type { LetterboxdFile, LetterboxdReading } from './letterboxd';

/** A large export (years of reviews) is a few MB zipped; anything far larger is not one. */
export const LETTERBOXD_ZIP_MAX_BYTES = 50 * 1024 * 1024;

/** The files of the export Marquee reads, in the order they are shown. */
export const ARCHIVE_FILES = [
  'ratings.csv',
  'diary.csv',
  'watchlist.csv',
  'likes/films.csv',
  'watched.csv',
] as const;

/** What a chosen file held: one CSV, or the archive's files with a note for each it could not use. */
export type LetterboxdChoice =
  | { ok: true; files: LetterboxdFile[]; notes: string[]; archive: boolean }
  | { ok: false; message: string };

const refuse = (message: string): LetterboxdChoice => ({ ok: false, message });

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/** A zip archive's first bytes: a file's local header, or the end record of an empty archive. */
export function isZip(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 &&
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    ((bytes[2] === 3 && bytes[3] === 4) || (bytes[2] === 5 && bytes[3] === 6))
  );
}

const looksLikeZipName = (name: string) => /\.zip$/i.test(name);

/**
 * The folder every entry sits in, when the archive was made again from the unzipped folder
 * (`letterboxd-ana-2026-11-25-10-00-utc/ratings.csv`); '' when the files sit at the top, as
 * Letterboxd zips them.
 */
function sharedFolder(names: readonly string[]): string {
  const first = /^[^/]+\//.exec(names[0] ?? '')?.[0];
  if (!first || !names.every((name) => name.startsWith(first))) return '';
  return first;
}

/**
 * Opens a Letterboxd export archive and reads the files Marquee uses. Refused with one sentence: not
 * a zip archive (or a damaged one), or one holding none of Letterboxd's files, or none that can be
 * read; a file too large or unreadable is left out with a note, the others still read.
 */
export async function readLetterboxdArchive(
  bytes: Uint8Array,
  archiveName: string,
  i18n: I18n,
): Promise<LetterboxdChoice> {
  if (!isZip(bytes)) {
    return refuse(
      i18n._(
        msg`${archiveName} is not a zip archive, or it is damaged: download the export from Letterboxd again.`,
      ),
    );
  }
  const { unzipSync, strFromU8 } = await import(/* webpackChunkName: "fflate" */ 'fflate');
  const damaged = refuse(
    i18n._(
      msg`${archiveName} is damaged, so its files cannot be read: download the export from Letterboxd again.`,
    ),
  );

  // First the archive's table of contents alone (nothing is inflated), then only the files wanted.
  const sizes = new Map<string, number>();
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        sizes.set(entry.name, entry.originalSize);
        return false;
      },
    });
  } catch {
    return damaged;
  }
  const folder = sharedFolder([...sizes.keys()]);
  const wanted = new Map<string, string>();
  for (const name of sizes.keys()) {
    const inside = name.slice(folder.length);
    if ((ARCHIVE_FILES as readonly string[]).includes(inside)) wanted.set(name, inside);
  }
  if (wanted.size === 0) {
    const expected = ARCHIVE_FILES.join(', ');
    return refuse(
      i18n._(
        msg`${archiveName} holds none of the files of a Letterboxd export (${expected}), so there is nothing to import.`,
      ),
    );
  }

  const notes: string[] = [];
  const readable = (name: string) => (sizes.get(name) ?? 0) <= LETTERBOXD_MAX_BYTES;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (entry) => wanted.has(entry.name) && readable(entry.name),
    });
  } catch {
    return damaged;
  }

  const files: LetterboxdFile[] = [];
  for (const fileName of ARCHIVE_FILES) {
    const name = [...wanted].find(([, inside]) => inside === fileName)?.[0];
    if (name === undefined) continue;
    const data = entries[name];
    let reading: LetterboxdReading;
    if (!readable(name)) {
      reading = { ok: false, message: sizeProblem(i18n, sizes.get(name) ?? 0) ?? '' };
    } else if (!data) {
      reading = { ok: false, message: i18n._(msg`The file could not be read.`) };
    } else {
      reading = parseLetterboxd(strFromU8(data), fileName, i18n);
    }
    if (reading.ok) files.push(reading.file);
    else {
      const reason = reading.message;
      notes.push(i18n._(msg`${fileName} was left out. ${reason}`));
    }
  }
  if (files.length === 0) {
    const reasons = notes.join(' ');
    return refuse(
      i18n._(msg`None of the Letterboxd files in ${archiveName} could be used. ${reasons}`),
    );
  }
  return { ok: true, files, notes, archive: true };
}

/**
 * Reads what the visitor chose: a Letterboxd export archive (zip) or one of its CSV files, told apart
 * by their first bytes. Sizes are checked before a byte is read: 50 MB for an archive, 5 MB for a CSV.
 */
export async function readLetterboxdChoice<F extends { name: string; size: number }>(
  file: F,
  readBytes: (file: F) => Promise<Uint8Array>,
  i18n: I18n,
): Promise<LetterboxdChoice> {
  const asArchive = looksLikeZipName(file.name);
  const limit = asArchive ? LETTERBOXD_ZIP_MAX_BYTES : LETTERBOXD_MAX_BYTES;
  if (file.size > limit) {
    const size = megabytes(file.size);
    const most = LETTERBOXD_ZIP_MAX_BYTES / (1024 * 1024);
    return refuse(
      asArchive
        ? i18n._(
            msg`This archive is ${size} MB, and Marquee reads Letterboxd exports of up to ${most} MB.`,
          )
        : (sizeProblem(i18n, file.size) ?? ''),
    );
  }
  if (file.size === 0) return refuse(i18n._(msg`The file is empty.`));
  let bytes: Uint8Array;
  try {
    bytes = await readBytes(file);
  } catch {
    return refuse(i18n._(msg`The file could not be read: choose it again.`));
  }
  if (asArchive || isZip(bytes)) return readLetterboxdArchive(bytes, file.name, i18n);
  const reading = parseLetterboxd(new TextDecoder('utf-8').decode(bytes), file.name, i18n);
  return reading.ok
    ? { ok: true, files: [reading.file], notes: [], archive: false }
    : refuse(reading.message);
}
