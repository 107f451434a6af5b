import {
  LETTERBOXD_MAX_BYTES,
  LETTERBOXD_MAX_ROWS,
  TARGETS_OF,
  defaultMapping,
  entriesToImport,
  mappingFor,
  parseLetterboxd,
  pickMatch,
  selectedRows,
  starsLabel,
} from '@/features/dataTransfer/letterboxd';
import type {
  LetterboxdFile,
  LetterboxdReading,
  MatchCandidate,
} from '@/features/dataTransfer/letterboxd';
import { readFileBytes } from '@/features/dataTransfer/fileText';
import { readLetterboxdChoice } from '@/features/dataTransfer/letterboxdZip';
import { englishI18n } from '@/app/i18n';

const i18n = englishI18n();

const WATCHLIST_HEADER = 'Date,Name,Year,Letterboxd URI';
const RATINGS_HEADER = 'Date,Name,Year,Letterboxd URI,Rating';
const DIARY_HEADER = 'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date';

function read(text: string, fileName = 'watchlist.csv'): LetterboxdFile {
  const reading = parseLetterboxd(text, fileName, i18n);
  if (!reading.ok) throw new Error(`Refused: ${reading.message}`);
  return reading.file;
}

function refusal(reading: LetterboxdReading): string {
  if (reading.ok) throw new Error('The file was accepted');
  return reading.message;
}

const lines = (...rows: string[]) => rows.join('\n');

describe('reading a Letterboxd file', () => {
  it('reads names with commas and quotes, accents, a BOM and CRLF line ends', () => {
    const text =
      '\uFEFF' +
      [
        WATCHLIST_HEADER,
        '2024-01-15,"Crouching Tiger, Hidden Dragon",2000,https://boxd.it/1Xq8',
        '2024-02-01,Amélie,2001,https://boxd.it/1bXe',
        '2024-03-09,"The ""Human"" Factor",1979,https://boxd.it/abcd',
        '',
      ].join('\r\n');
    const file = read(text);
    expect(file.rows.map((row) => row.name)).toEqual([
      'Crouching Tiger, Hidden Dragon',
      'Amélie',
      'The "Human" Factor',
    ]);
    expect(file.rows[0]).toMatchObject({
      line: 2,
      year: 2000,
      date: '2024-01-15T00:00:00.000Z',
      uri: 'https://boxd.it/1Xq8',
      rating: null,
      liked: null,
    });
    expect(file.kind).toBe('watchlist');
    expect(file.rated).toBe(false);
  });

  it('tells a watchlist, watched films, ratings and a diary apart by columns and name', () => {
    const row = '2024-01-15,Alien,1979,https://boxd.it/2b0k';
    expect(read(lines(WATCHLIST_HEADER, row), 'watchlist.csv').kind).toBe('watchlist');
    expect(read(lines(WATCHLIST_HEADER, row), 'watched.csv').kind).toBe('watched');
    expect(read(lines(WATCHLIST_HEADER, row), 'likes-films.csv').kind).toBe('likes');
    expect(read(lines(WATCHLIST_HEADER, row), 'my-list.csv').kind).toBe('watchlist');
    const ratings = read(lines(RATINGS_HEADER, `${row},4.5`), 'ratings.csv');
    expect(ratings).toMatchObject({ kind: 'ratings', rated: true });
    expect(ratings.rows[0]?.rating).toBe(4.5);
    const diary = read(
      lines(
        DIARY_HEADER,
        '2024-01-20,Alien,1979,https://boxd.it/x,5,Yes,"space, horror",2024-01-19',
      ),
      'diary.csv',
    );
    expect(diary.kind).toBe('diary');
    expect(diary.rows[0]).toMatchObject({
      rating: 5,
      rewatch: true,
      tags: ['space', 'horror'],
      watchedDate: '2024-01-19T00:00:00.000Z',
    });
  });

  it('reads a Liked column when there is one, and ignores columns it does not know', () => {
    const file = read(
      lines(
        `${RATINGS_HEADER},Liked,Review`,
        '2024-01-15,Alien,1979,https://boxd.it/a,3,Yes,"Great, really"',
        '2024-01-16,Heat,1995,https://boxd.it/b,2,,',
      ),
      'ratings.csv',
    );
    expect(file.hasLiked).toBe(true);
    expect(file.rows.map((row) => row.liked)).toEqual([true, false]);
  });

  it('skips and counts rows with no name, and leaves unreadable years and ratings empty', () => {
    const file = read(
      lines(
        RATINGS_HEADER,
        '2024-01-15,,2000,https://boxd.it/a,4',
        '2024-01-15,   ,2000,https://boxd.it/b,4',
        'someday,Heat,nineteen,https://boxd.it/c,lots',
      ),
      'ratings.csv',
    );
    expect(file.skipped).toBe(2);
    expect(file.rows).toHaveLength(1);
    expect(file.rows[0]).toMatchObject({ name: 'Heat', year: null, date: null, rating: null });
  });

  it('refuses an empty file, and a file of headers only', () => {
    expect(refusal(parseLetterboxd('', 'watchlist.csv', i18n))).toBe('The file is empty.');
    expect(refusal(parseLetterboxd(' \r\n\n', 'watchlist.csv', i18n))).toBe('The file is empty.');
    expect(refusal(parseLetterboxd(`${WATCHLIST_HEADER}\n`, 'watchlist.csv', i18n))).toBe(
      'The file lists no films.',
    );
    expect(refusal(parseLetterboxd(lines(WATCHLIST_HEADER, ',,,'), 'x.csv', i18n))).toBe(
      'The file lists no films.',
    );
  });

  it('names the line of a quote that is never closed', () => {
    const text = lines(
      WATCHLIST_HEADER,
      '2024-01-01,Alien,1979,https://boxd.it/a',
      '2024-01-02,Heat,1995,https://boxd.it/b',
      '2024-01-03,"Crouching Tiger, Hidden Dragon,2000,https://boxd.it/c',
    );
    expect(refusal(parseLetterboxd(text, 'watchlist.csv', i18n))).toBe(
      'The file is damaged: a quote opened on line 4 is never closed, so its films cannot be read.',
    );
  });

  it('refuses a binary file and a zip archive', () => {
    const png = String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);
    expect(refusal(parseLetterboxd(png + 'IHDR\uFFFD\uFFFD', 'poster.csv', i18n))).toBe(
      'This is not a text file, so it cannot be a Letterboxd export.',
    );
    expect(refusal(parseLetterboxd('PK\u0003\u0004\u0014\u0000', 'letterboxd.zip', i18n))).toBe(
      'This is a zip archive inside the export, not one of its CSV files.',
    );
  });

  it('refuses a CSV without Letterboxd columns, naming the missing ones', () => {
    const message = refusal(
      parseLetterboxd(lines('Title,Year,Director', 'Alien,1979,Ridley Scott'), 'films.csv', i18n),
    );
    expect(message).toBe(
      'This file has no Date, Name and Letterboxd URI columns, so it is not a Letterboxd export file such as watchlist.csv or ratings.csv.',
    );
    expect(
      refusal(parseLetterboxd(lines('Date,Name,Year', '2024-01-01,Alien,1979'), 'x.csv', i18n)),
    ).toMatch(/^This file has no Letterboxd URI column,/);
  });

  it('reads 5,000 films and refuses 5,001, saying the limit', () => {
    const rows = (n: number) =>
      [
        WATCHLIST_HEADER,
        ...Array.from({ length: n }, (_, i) => `2024-01-01,Film ${i},2000,https://boxd.it/${i}`),
      ].join('\n');
    expect(read(rows(LETTERBOXD_MAX_ROWS)).rows).toHaveLength(5000);
    expect(refusal(parseLetterboxd(rows(LETTERBOXD_MAX_ROWS + 1), 'watchlist.csv', i18n))).toBe(
      'This file lists 5,001 films, and Marquee imports up to 5,000 at a time.',
    );
  });

  it('refuses a file above 5 MB without reading it, saying the limit', async () => {
    const bytes = jest.fn(async () =>
      new TextEncoder().encode(`${WATCHLIST_HEADER}\n2024-01-01,Alien,1979,https://boxd.it/a`),
    );
    const huge = { name: 'watchlist.csv', size: 50 * 1024 * 1024 };
    const tooLarge = await readLetterboxdChoice(huge, bytes, i18n);
    expect(!tooLarge.ok && tooLarge.message).toBe(
      'This file is 50.0 MB, and Marquee reads Letterboxd files of up to 5 MB.',
    );
    expect(bytes).not.toHaveBeenCalled();

    const atLimit = { name: 'watchlist.csv', size: LETTERBOXD_MAX_BYTES };
    expect((await readLetterboxdChoice(atLimit, bytes, i18n)).ok).toBe(true);
    expect(bytes).toHaveBeenCalledTimes(1);
  });

  it('reads a real File object', async () => {
    const file = new File(
      [`${WATCHLIST_HEADER}\r\n2024-01-01,"Monsters, Inc.",2001,https://boxd.it/a\r\n`],
      'watchlist.csv',
      { type: 'text/csv' },
    );
    const reading = await readLetterboxdChoice(file, readFileBytes, i18n);
    expect(reading.ok && reading.files[0]?.rows[0]?.name).toBe('Monsters, Inc.');
  });
});

describe('which films go to which list', () => {
  const ratings = read(
    lines(
      `${RATINGS_HEADER},Liked`,
      '2024-01-01,Alien,1979,https://boxd.it/a,5,',
      '2024-01-02,Heat,1995,https://boxd.it/b,4,',
      '2024-01-03,Cats,2019,https://boxd.it/c,0.5,',
      '2024-01-04,Hook,1991,https://boxd.it/d,3.5,',
      '2024-01-05,Big,1988,https://boxd.it/e,2,Yes',
      '2024-01-06,Jaws,1975,https://boxd.it/f,,',
    ),
    'ratings.csv',
  );
  const names = (file: LetterboxdFile, mapping: Parameters<typeof selectedRows>[1]) =>
    selectedRows(file, mapping).map((row) => row.name);

  it('sends a watchlist to the watchlist, every film', () => {
    const file = read(lines(WATCHLIST_HEADER, '2024-01-01,Alien,1979,https://boxd.it/a'));
    expect(defaultMapping(file)).toEqual({ target: 'watchlist', minRating: null });
    expect(names(file, defaultMapping(file))).toEqual(['Alien']);
  });

  it('sends rated films to the ratings, those without a rating left out', () => {
    expect(defaultMapping(ratings)).toEqual({ target: 'ratings', minRating: null });
    expect(names(ratings, defaultMapping(ratings))).toEqual([
      'Alien',
      'Heat',
      'Cats',
      'Hook',
      'Big',
    ]);
  });

  it('sends films rated 4 stars or more, or liked, to favorites when chosen', () => {
    expect(mappingFor(ratings, 'favorites')).toEqual({ target: 'favorites', minRating: 4 });
    expect(names(ratings, mappingFor(ratings, 'favorites'))).toEqual(['Alien', 'Heat', 'Big']);
  });

  it('sends a diary to the diary, the entries with a watched date only', () => {
    const diary = read(
      lines(
        DIARY_HEADER,
        '2024-01-02,Heat,1995,https://boxd.it/x1,4,,,2024-01-01',
        '2024-01-03,Hook,1991,https://boxd.it/x2,3,Yes,,',
      ),
      'diary.csv',
    );
    expect(defaultMapping(diary)).toEqual({ target: 'diary', minRating: null });
    expect(names(diary, defaultMapping(diary))).toEqual(['Heat']);
    expect(TARGETS_OF[diary.kind]).toEqual(['diary', 'favorites', 'none']);
  });

  it('sends liked films to favorites, and a watchlist may go to favorites instead', () => {
    const likes = read(
      lines(WATCHLIST_HEADER, '2024-01-01,Alien,1979,https://boxd.it/a'),
      'likes/films.csv',
    );
    expect(likes.kind).toBe('likes');
    expect(defaultMapping(likes)).toEqual({ target: 'favorites', minRating: null });
    expect(TARGETS_OF.watchlist).toContain('favorites');
  });

  it('follows the minimum rating the visitor chooses, in half stars', () => {
    expect(names(ratings, { target: 'favorites', minRating: 3.5 })).toEqual([
      'Alien',
      'Heat',
      'Hook',
      'Big',
    ]);
    expect(names(ratings, { target: 'favorites', minRating: 5 })).toEqual(['Alien', 'Big']);
    expect(names(ratings, { target: 'watchlist', minRating: null })).toHaveLength(6);
  });

  it('sends watched films nowhere until the visitor chooses a list', () => {
    const watched = read(
      lines(WATCHLIST_HEADER, '2024-01-01,Alien,1979,https://boxd.it/a'),
      'watched.csv',
    );
    expect(defaultMapping(watched)).toEqual({ target: 'none', minRating: null });
    expect(names(watched, defaultMapping(watched))).toEqual([]);
    expect(names(watched, { target: 'favorites', minRating: null })).toEqual(['Alien']);
  });

  it('names ratings in stars', () => {
    expect([0.5, 1, 3.5, 5].map((stars) => starsLabel(i18n, stars))).toEqual([
      '½ star',
      '1 star',
      '3½ stars',
      '5 stars',
    ]);
  });
});

describe('matching a film to our catalogue', () => {
  const film = (id: number, title: string, date: string, extra: Partial<MatchCandidate> = {}) => ({
    id,
    title,
    original_title: title,
    release_date: date,
    popularity: 10,
    poster_path: `/p${id}.jpg`,
    backdrop_path: `/b${id}.jpg`,
    vote_average: 7.5,
    ...extra,
  });

  it('matches the same title and year', () => {
    const alien = film(348, 'Alien', '1979-05-25');
    const aliens = film(679, 'Aliens', '1986-07-18', { popularity: 50 });
    expect(pickMatch({ name: 'Alien', year: 1979 }, [aliens, alien])).toEqual({
      status: 'matched',
      candidate: alien,
    });
  });

  it('matches a year off by one, but not by two', () => {
    const amelie = film(194, 'Amélie', '2001-04-25');
    expect(pickMatch({ name: 'Amélie', year: 2000 }, [amelie])).toEqual({
      status: 'matched',
      candidate: amelie,
    });
    expect(pickMatch({ name: 'Amélie', year: 1999 }, [amelie]).status).toBe('notFound');
  });

  it('prefers the exact year to a film of the same title a year apart', () => {
    const earlier = film(1, 'Hamlet', '1990-12-19', { popularity: 99 });
    const later = film(2, 'Hamlet', '1991-01-01');
    expect(pickMatch({ name: 'Hamlet', year: 1991 }, [earlier, later]).candidate).toBe(later);
  });

  it('matches through accents, punctuation, & and the original title', () => {
    expect(
      pickMatch({ name: 'Amelie', year: 2001 }, [film(194, 'Amélie', '2001-04-25')]).status,
    ).toBe('matched');
    expect(
      pickMatch({ name: 'Crouching Tiger Hidden Dragon', year: 2000 }, [
        film(146, 'Crouching Tiger, Hidden Dragon', '2000-07-06'),
      ]).status,
    ).toBe('matched');
    expect(
      pickMatch({ name: 'Pride and Prejudice', year: 2005 }, [
        film(4348, 'Pride & Prejudice', '2005-09-16'),
      ]).status,
    ).toBe('matched');
    expect(
      pickMatch({ name: 'Spiderman', year: 2002 }, [film(557, 'Spider-Man', '2002-05-01')]).status,
    ).toBe('matched');
    expect(
      pickMatch({ name: 'Le Fabuleux Destin d’Amélie Poulain', year: 2001 }, [
        film(194, 'Amélie', '2001-04-25', {
          original_title: "Le Fabuleux Destin d'Amélie Poulain",
        }),
      ]).status,
    ).toBe('matched');
  });

  it('is unsure of a title that differs by a leading article, and offers it', () => {
    const matrix = film(603, 'The Matrix', '1999-03-30');
    expect(pickMatch({ name: 'Matrix', year: 1999 }, [matrix])).toEqual({
      status: 'unsure',
      candidate: matrix,
    });
  });

  it('is unsure of a close title (contained, or a typo apart) within a year', () => {
    const birdman = film(194662, 'Birdman or (The Unexpected Virtue of Ignorance)', '2014-10-17', {
      original_title: 'Birdman or (The Unexpected Virtue of Ignorance)',
    });
    expect(pickMatch({ name: 'Birdman', year: 2014 }, [birdman]).status).toBe('unsure');
    const godfather = film(238, 'The Godfather', '1972-03-14');
    expect(pickMatch({ name: 'The Godfater', year: 1972 }, [godfather]).status).toBe('unsure');
    expect(pickMatch({ name: 'The Godfater', year: 1980 }, [godfather]).status).toBe('notFound');
    // Two letters swapped count as one typo.
    const amelie = film(194, 'Amélie', '2001-04-25');
    expect(pickMatch({ name: 'Amleie', year: 2001 }, [amelie]).status).toBe('unsure');
    expect(pickMatch({ name: 'Amleei', year: 2001 }, [amelie]).status).toBe('notFound');
  });

  it('is unsure with no year in the row, and of several equally good films (the most popular offered)', () => {
    const older = film(4415, 'Les Misérables', '1998-05-01', { popularity: 20 });
    const newer = film(82695, 'Les Misérables', '2012-12-18', { popularity: 80 });
    expect(pickMatch({ name: 'Les Misérables', year: null }, [older, newer])).toEqual({
      status: 'unsure',
      candidate: newer,
    });
    const twin = film(5, 'Les Misérables', '2012-06-01', { popularity: 90 });
    expect(pickMatch({ name: 'Les Misérables', year: 2012 }, [newer, twin])).toEqual({
      status: 'unsure',
      candidate: twin,
    });
  });

  it('finds nothing in unrelated results or none', () => {
    expect(
      pickMatch({ name: 'Casablanca', year: 1942 }, [film(9, 'Casino Royale', '2006-11-14')])
        .status,
    ).toBe('notFound');
    expect(pickMatch({ name: 'Casablanca', year: 1942 }, [])).toEqual({ status: 'notFound' });
  });

  it('makes list entries dated by Letterboxd, one per film, unsure ones only when asked', () => {
    const now = new Date('2026-11-25T12:00:00.000Z');
    const alien = film(348, 'Alien', '1979-05-25');
    const heat = film(949, 'Heat', '1995-12-15');
    const matches = [
      { row: { date: '2024-01-01T00:00:00.000Z' }, status: 'matched', candidate: alien },
      { row: { date: '2024-03-01T00:00:00.000Z' }, status: 'matched', candidate: alien },
      { row: { date: null }, status: 'unsure', candidate: heat },
      { row: { date: null }, status: 'notFound' },
    ];
    expect(entriesToImport(matches, false, now)).toEqual([
      {
        media_id: 348,
        media_type: 'movie',
        added_at: '2024-03-01T00:00:00.000Z',
        details: {
          title: 'Alien',
          release_date: '1979-05-25',
          poster_path: '/p348.jpg',
          backdrop_path: '/b348.jpg',
          vote_average: 7.5,
        },
      },
    ]);
    const withUnsure = entriesToImport(matches, true, now);
    expect(withUnsure.map((entry) => [entry.media_id, entry.added_at])).toEqual([
      [348, '2024-03-01T00:00:00.000Z'],
      [949, '2026-11-25T12:00:00.000Z'],
    ]);
  });
});
