/**
 * Letterboxd's export archive read in the browser (issue 33): real zip archives built here with
 * fflate's zipSync, as Letterboxd makes them (files at the top, likes/ and deleted/ folders beside).
 */
import { strToU8, zipSync } from 'fflate';
import type { Zippable } from 'fflate';

import { LETTERBOXD_MAX_BYTES } from '@/features/dataTransfer/letterboxd';
import {
  LETTERBOXD_ZIP_MAX_BYTES,
  isZip,
  readLetterboxdArchive,
  readLetterboxdChoice,
} from '@/features/dataTransfer/letterboxdZip';
import type { LetterboxdChoice } from '@/features/dataTransfer/letterboxdZip';
import { englishI18n } from '@/app/i18n';

const i18n = englishI18n();

const LIST = 'Date,Name,Year,Letterboxd URI';
const RATINGS = `${LIST},Rating`;
const DIARY = `${LIST},Rating,Rewatch,Tags,Watched Date`;

const csv = (...lines: string[]) => strToU8(lines.join('\n'));

/** A Letterboxd export as downloaded, with the files Marquee does not read beside its own. */
function exportFiles(): Zippable {
  return {
    'profile.csv': csv('Date Joined,Username', '2020-01-01,ana'),
    'watched.csv': csv(
      LIST,
      '2024-01-01,Alien,1979,https://boxd.it/2b0k',
      '2024-01-02,Heat,1995,https://boxd.it/2aHi',
    ),
    'ratings.csv': csv(RATINGS, '2024-01-03,Alien,1979,https://boxd.it/2b0k,4.5'),
    'diary.csv': csv(
      DIARY,
      '2024-01-03,Alien,1979,https://boxd.it/d1,4.5,,,2024-01-02',
      '2024-02-03,Alien,1979,https://boxd.it/d2,5,Yes,,2024-02-01',
    ),
    'reviews.csv': csv(
      `${DIARY},Review`,
      '2024-01-03,Alien,1979,https://boxd.it/r1,4.5,,,2024-01-02,Tense.',
    ),
    'watchlist.csv': csv(
      LIST,
      '2024-03-01,"Crouching Tiger, Hidden Dragon",2000,https://boxd.it/1Xq8',
    ),
    'likes/films.csv': csv(LIST, '2024-01-04,Heat,1995,https://boxd.it/2aHi'),
    'lists/best-of.csv': csv('Letterboxd list export v7', 'Name,Year'),
    // Deleted entries sit in their own folder under the same names: never read.
    'deleted/diary.csv': csv(DIARY, '2023-01-01,Cats,2019,https://boxd.it/x,0.5,,,2023-01-01'),
  };
}

const zipOf = (files: Zippable) => zipSync(files);

function accepted(choice: LetterboxdChoice) {
  if (!choice.ok) throw new Error(`Refused: ${choice.message}`);
  return choice;
}

function refused(choice: LetterboxdChoice) {
  if (choice.ok) throw new Error('Accepted');
  return choice.message;
}

describe("reading Letterboxd's export archive", () => {
  it('reads ratings, diary, watchlist, likes and watched films, and nothing else', async () => {
    const choice = accepted(
      await readLetterboxdArchive(zipOf(exportFiles()), 'letterboxd-ana.zip', i18n),
    );
    expect(choice.archive).toBe(true);
    expect(choice.notes).toEqual([]);
    expect(choice.files.map((file) => [file.fileName, file.kind, file.rows.length])).toEqual([
      ['ratings.csv', 'ratings', 1],
      ['diary.csv', 'diary', 2],
      ['watchlist.csv', 'watchlist', 1],
      ['likes/films.csv', 'likes', 1],
      ['watched.csv', 'watched', 2],
    ]);
    const diary = choice.files[1]!;
    expect(diary.rows.map((row) => [row.name, row.watchedDate, row.rewatch])).toEqual([
      ['Alien', '2024-01-02T00:00:00.000Z', false],
      ['Alien', '2024-02-01T00:00:00.000Z', true],
    ]);
    expect(choice.files[2]!.rows[0]!.name).toBe('Crouching Tiger, Hidden Dragon');
  });

  it('reads an archive made again from the unzipped folder', async () => {
    const inFolder = Object.fromEntries(
      Object.entries(exportFiles()).map(([name, data]) => [
        `letterboxd-ana-2026-11-25/${name}`,
        data,
      ]),
    ) as Zippable;
    const choice = accepted(await readLetterboxdArchive(zipOf(inFolder), 'again.zip', i18n));
    expect(choice.files.map((file) => file.fileName)).toEqual([
      'ratings.csv',
      'diary.csv',
      'watchlist.csv',
      'likes/films.csv',
      'watched.csv',
    ]);
  });

  it('leaves out a file it cannot use, with a note, and reads the rest', async () => {
    const files = exportFiles();
    files['ratings.csv'] = csv('Title,Stars', 'Alien,5');
    files['likes/films.csv'] = csv(LIST);
    const choice = accepted(await readLetterboxdArchive(zipOf(files), 'export.zip', i18n));
    expect(choice.files.map((file) => file.fileName)).toEqual([
      'diary.csv',
      'watchlist.csv',
      'watched.csv',
    ]);
    expect(choice.notes).toEqual([
      'ratings.csv was left out. This file has no Date, Name, Year and Letterboxd URI columns, so it is not a Letterboxd export file such as watchlist.csv or ratings.csv.',
      'likes/films.csv was left out. The file lists no films.',
    ]);
  });

  it('leaves out a file larger than 5 MB once unzipped, without inflating it', async () => {
    const files = exportFiles();
    // Compresses to a few KB, but would be 6 MB of text.
    files['watched.csv'] = strToU8(
      `${LIST}\n${'2024-01-01,Alien,1979,https://boxd.it/a\n'.repeat(160_000)}`,
    );
    expect((files['watched.csv'] as Uint8Array).length).toBeGreaterThan(LETTERBOXD_MAX_BYTES);
    const choice = accepted(await readLetterboxdArchive(zipOf(files), 'export.zip', i18n));
    expect(choice.files.map((file) => file.fileName)).not.toContain('watched.csv');
    expect(choice.notes).toEqual([
      expect.stringMatching(
        /^watched\.csv was left out\. This file is 6\.\d MB, and Marquee reads Letterboxd files of up to 5 MB\.$/,
      ),
    ]);
  });

  it('refuses an archive holding none of Letterboxd’s files', async () => {
    const message = refused(
      await readLetterboxdArchive(
        zipOf({ 'photo.jpg': new Uint8Array([1, 2, 3]), 'deleted/diary.csv': csv(DIARY) }),
        'holiday.zip',
        i18n,
      ),
    );
    expect(message).toBe(
      'holiday.zip holds none of the files of a Letterboxd export (ratings.csv, diary.csv, watchlist.csv, likes/films.csv, watched.csv), so there is nothing to import.',
    );
  });

  it('refuses an archive whose Letterboxd files are all unusable, saying why for each', async () => {
    const message = refused(
      await readLetterboxdArchive(
        zipOf({ 'watchlist.csv': csv('a,b', '1,2'), 'ratings.csv': csv('') }),
        'odd.zip',
        i18n,
      ),
    );
    expect(message).toMatch(
      /^None of the Letterboxd files in odd\.zip could be used\. ratings\.csv was left out\. The file is empty\. watchlist\.csv was left out\. This file has no Date/,
    );
  });

  it('refuses a damaged archive and a file that is no archive', async () => {
    const whole = zipOf(exportFiles());
    expect(
      refused(await readLetterboxdArchive(whole.slice(0, whole.length - 30), 'cut.zip', i18n)),
    ).toBe(
      'cut.zip is damaged, so its files cannot be read: download the export from Letterboxd again.',
    );
    expect(
      refused(await readLetterboxdArchive(csv(LIST, '2024-01-01,Alien,1979,x'), 'fake.zip', i18n)),
    ).toBe(
      'fake.zip is not a zip archive, or it is damaged: download the export from Letterboxd again.',
    );
  });

  it('knows an archive by its first bytes', () => {
    expect(isZip(zipOf(exportFiles()))).toBe(true);
    expect(isZip(zipOf({}))).toBe(true);
    expect(isZip(csv(LIST))).toBe(false);
  });
});

describe('reading what the visitor chose', () => {
  const readBytes = async (file: { bytes: Uint8Array }) => file.bytes;
  const chosen = (name: string, bytes: Uint8Array, size = bytes.length) => ({ name, size, bytes });

  it('opens an archive, whatever its name, and reads a CSV as before', async () => {
    const zip = zipOf(exportFiles());
    expect(
      accepted(await readLetterboxdChoice(chosen('export.zip', zip), readBytes, i18n)).files,
    ).toHaveLength(5);
    // Told by its bytes: an archive renamed keeps working.
    expect(
      accepted(await readLetterboxdChoice(chosen('export.csv', zip), readBytes, i18n)).archive,
    ).toBe(true);
    const single = accepted(
      await readLetterboxdChoice(
        chosen('watchlist.csv', csv('\uFEFF' + LIST, '2024-01-01,Amélie,2001,x')),
        readBytes,
        i18n,
      ),
    );
    expect(single.archive).toBe(false);
    expect(single.files[0]!.rows[0]!.name).toBe('Amélie');
  });

  it('refuses an archive above 50 MB and a CSV above 5 MB before reading a byte', async () => {
    const never = jest.fn(readBytes);
    expect(
      refused(
        await readLetterboxdChoice(
          chosen('export.zip', new Uint8Array(1), LETTERBOXD_ZIP_MAX_BYTES + 1),
          never,
          i18n,
        ),
      ),
    ).toBe('This archive is 50.0 MB, and Marquee reads Letterboxd exports of up to 50 MB.');
    expect(
      refused(
        await readLetterboxdChoice(
          chosen('ratings.csv', new Uint8Array(1), 6 * 1024 * 1024),
          never,
          i18n,
        ),
      ),
    ).toBe('This file is 6.0 MB, and Marquee reads Letterboxd files of up to 5 MB.');
    expect(never).not.toHaveBeenCalled();
  });

  it('says so when the file cannot be read', async () => {
    const failing = () => Promise.reject(new Error('gone'));
    expect(
      refused(await readLetterboxdChoice(chosen('export.zip', new Uint8Array(4)), failing, i18n)),
    ).toBe('The file could not be read: choose it again.');
  });
});
