/**
 * The ratings, diary and watchlist as Letterboxd's importer reads them (issue 33): read back with a
 * CSV parser, titles with commas and quotes survive, shows are left out.
 */
import Papa from 'papaparse';

import type { BackupDiaryEntry, BackupRating, BackupTitle } from '@/lib/backup';
import {
  diaryCsv,
  letterboxdCsvName,
  ratingsCsv,
  watchlistCsv,
} from '@/features/dataTransfer/letterboxdExport';

const rating = (
  media_id: number,
  title: string,
  stars: number,
  rated_at: string,
  release_date?: string,
): BackupRating => ({
  media_id,
  media_type: 'movie',
  rating: stars,
  rated_at,
  details: release_date ? { title, release_date } : { title },
});

const rows = (text: string) => Papa.parse<string[]>(text, { skipEmptyLines: true }).data;

describe('Letterboxd CSV files', () => {
  it('writes the ratings, newest first, quoting titles with commas and quotes', () => {
    const file = ratingsCsv({
      'movie-146': rating(
        146,
        'Crouching Tiger, Hidden Dragon',
        4.5,
        '2026-01-02T00:00:00.000Z',
        '2000-07-06',
      ),
      'movie-1': rating(1, 'The "Human" Factor', 3, '2026-03-02T00:00:00.000Z', '1979-12-01'),
      'movie-2': rating(2, 'No Date', 0.5, '2025-01-01T00:00:00.000Z'),
      'tv-1399': {
        ...rating(1399, '', 5, '2026-05-01T00:00:00.000Z'),
        media_type: 'tv',
        details: { name: 'Game of Thrones' },
      },
    });
    expect(file.films).toBe(3);
    expect(file.shows).toBe(1);
    expect(file.text.split('\r\n')).toEqual([
      'tmdbID,Title,Year,Rating',
      '1,"The ""Human"" Factor",1979,3',
      '146,"Crouching Tiger, Hidden Dragon",2000,4.5',
      '2,No Date,,0.5',
      '',
    ]);
    expect(rows(file.text)[2]).toEqual(['146', 'Crouching Tiger, Hidden Dragon', '2000', '4.5']);
  });

  it('writes each viewing of a film with its day and rewatch mark, never the private note', () => {
    const entry = (
      id: string,
      media_id: number,
      watched_on: string,
      rewatch: boolean,
      media_type: 'movie' | 'tv' = 'movie',
    ): BackupDiaryEntry => ({
      id,
      media_id,
      media_type,
      watched_on,
      rewatch,
      note: 'only mine, with, commas',
      logged_at: `${watched_on}T20:00:00.000Z`,
      details: { title: 'Alien', release_date: '1979-05-25' },
    });
    const file = diaryCsv({
      a: entry('a', 348, '2026-01-02', false),
      b: entry('b', 348, '2026-02-01', true),
      c: entry('c', 1399, '2026-02-02', false, 'tv'),
    });
    expect(rows(file.text)).toEqual([
      ['tmdbID', 'Title', 'Year', 'WatchedDate', 'Rewatch'],
      ['348', 'Alien', '1979', '2026-02-01', 'true'],
      ['348', 'Alien', '1979', '2026-01-02', 'false'],
    ]);
    expect(file.text).not.toContain('only mine');
    expect(file).toMatchObject({ films: 2, shows: 1 });
  });

  it('writes the watchlist in its order, films only', () => {
    const item = (
      media_id: number,
      media_type: 'movie' | 'tv',
      details: BackupTitle['details'],
    ): BackupTitle => ({
      media_id,
      media_type,
      details,
      added_at: '2026-01-01T00:00:00.000Z',
    });
    const file = watchlistCsv([
      item(550, 'movie', { title: 'Fight Club', release_date: '1999-10-15' }),
      item(1399, 'tv', { name: 'Game of Thrones' }),
      item(194, 'movie', { title: 'Amélie', release_date: '2001-04-25' }),
    ]);
    expect(file.text).toBe('tmdbID,Title,Year\r\n550,Fight Club,1999\r\n194,Amélie,2001\r\n');
    expect(file).toMatchObject({ kind: 'watchlist', films: 2, shows: 1 });
    expect(watchlistCsv([]).text).toBe('tmdbID,Title,Year\r\n');
  });

  it('names the files by kind and the local day', () => {
    expect(letterboxdCsvName('diary', new Date(2026, 10, 5, 23, 30))).toBe(
      'marquee-letterboxd-diary-2026-11-05.csv',
    );
  });
});
