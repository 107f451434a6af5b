/** IMDb's ratings export (issue 33): reading it, the title `find` gave for each id, the ratings. */
import {
  IMDB_MAX_ROWS,
  imdbRatingsToImport,
  parseImdbRatings,
  pickFound,
  readImdbFile,
} from '@/features/dataTransfer/imdb';
import type { ImdbFile, ImdbReading } from '@/features/dataTransfer/imdb';
import { englishI18n } from '@/app/i18n';

const i18n = englishI18n();

const HEADER =
  'Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors';
const OLD_HEADER =
  'Const,Your Rating,Date Rated,Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors';

const row = (
  id: string,
  rating: string,
  type: string,
  title: string,
  year = '1999',
  date = '2024-03-05',
) =>
  `${id},${rating},${date},"${title}","${title}",https://www.imdb.com/title/${id}/,${type},8.8,139,${year},Drama,2000000,${year}-10-15,"Fincher, David"`;

function read(text: string): ImdbFile {
  const reading = parseImdbRatings(text, 'ratings.csv', i18n);
  if (!reading.ok) throw new Error(reading.message);
  return reading.file;
}

const refusal = (reading: ImdbReading) => {
  if (reading.ok) throw new Error('Accepted');
  return reading.message;
};

describe("reading IMDb's ratings export", () => {
  it('reads ids, ratings as half stars, dates and kinds; leaves out episodes and games', () => {
    const file = read(
      [
        HEADER,
        row('tt0137523', '9', 'Movie', 'Fight Club'),
        row('tt0944947', '7', 'TV Series', 'Game of Thrones, the show', '2011'),
        row('tt1480055', '10', 'TV Episode', 'Winter Is Coming', '2011'),
        row('tt0000002', '6', 'Video Game', 'Some Game', '2020'),
        row('not-an-id', '8', 'Movie', 'Broken'),
        row('tt0076759', '11', 'Movie', 'Out of range'),
        row('tt0078748', '1', 'movie', 'Alien', '1979', ''),
      ].join('\r\n'),
    );
    expect(file.rows).toEqual([
      {
        line: 2,
        id: 'tt0137523',
        rating10: 9,
        stars: 4.5,
        ratedAt: '2024-03-05T00:00:00.000Z',
        title: 'Fight Club',
        year: 1999,
        titleType: 'Movie',
      },
      expect.objectContaining({
        id: 'tt0944947',
        stars: 3.5,
        title: 'Game of Thrones, the show',
        year: 2011,
      }),
      expect.objectContaining({ line: 8, id: 'tt0078748', stars: 0.5, ratedAt: null }),
    ]);
    expect(file.otherKinds).toBe(2);
    expect(file.skipped).toBe(2);
  });

  it('reads older exports, without Original Title', () => {
    const file = read(
      `${OLD_HEADER}\ntt0137523,8,2019-01-01,Fight Club,https://www.imdb.com/title/tt0137523/,movie,8.8,139,1999,Drama,1,1999-10-15,David Fincher`,
    );
    expect(file.rows[0]).toMatchObject({
      id: 'tt0137523',
      stars: 4,
      titleType: 'movie',
      year: 1999,
    });
  });

  it('refuses what is not an IMDb ratings export, saying why', () => {
    expect(refusal(parseImdbRatings('', 'x.csv', i18n))).toBe('The file is empty.');
    expect(
      refusal(
        parseImdbRatings('Date,Name,Year,Letterboxd URI\n2024-01-01,Alien,1979,x', 'x.csv', i18n),
      ),
    ).toBe(
      "This file has no Const and Your Rating columns, so it is not IMDb's ratings export (ratings.csv from Your Ratings).",
    );
    expect(
      refusal(
        parseImdbRatings(
          `${HEADER}\n${row('tt1480055', '10', 'TV Episode', 'Pilot')}`,
          'x.csv',
          i18n,
        ),
      ),
    ).toBe('This file rates only episodes or games, and Marquee rates movies and shows.');
    expect(
      refusal(parseImdbRatings(`${HEADER}\ntt0137523,9,2024-01-01,"Fight Club`, 'x.csv', i18n)),
    ).toMatch(/^The file is damaged: a quote opened on line 2 is never closed/);
    const many = [
      HEADER,
      ...Array.from({ length: IMDB_MAX_ROWS + 1 }, (_, i) => row(`tt${i + 1}`, '5', 'Movie', 'X')),
    ];
    expect(refusal(parseImdbRatings(many.join('\n'), 'x.csv', i18n))).toBe(
      'This file rates 10,001 titles, and Marquee imports up to 10,000 at a time.',
    );
  });

  it('refuses a file above 10 MB before reading it', async () => {
    const readText = jest.fn();
    expect(
      refusal(await readImdbFile({ name: 'ratings.csv', size: 11 * 1024 * 1024 }, readText, i18n)),
    ).toBe('This file is 11.0 MB, and Marquee reads IMDb exports of up to 10 MB.');
    expect(readText).not.toHaveBeenCalled();
  });
});

describe('the title an IMDb id names', () => {
  const movie = {
    id: 550,
    title: 'Fight Club',
    release_date: '1999-10-15',
    poster_path: '/fc.jpg',
  };
  const show = {
    id: 1399,
    name: 'Game of Thrones',
    first_air_date: '2011-04-17',
    poster_path: null,
  };

  it('takes a show for a series, a movie otherwise, and whichever was found', () => {
    expect(
      pickFound({ titleType: 'TV Series' }, { movie_results: [movie], tv_results: [show] }),
    ).toMatchObject({
      media_type: 'tv',
      id: 1399,
    });
    expect(
      pickFound({ titleType: 'Movie' }, { movie_results: [movie], tv_results: [show] }),
    ).toMatchObject({
      media_type: 'movie',
      id: 550,
    });
    expect(
      pickFound({ titleType: 'TV Mini Series' }, { movie_results: [movie], tv_results: [] }),
    ).toMatchObject({
      media_type: 'movie',
    });
    expect(pickFound({ titleType: 'Movie' }, { movie_results: [], tv_results: [] })).toBeNull();
  });

  it('makes ratings of the found titles, the later rating of a title twice named', () => {
    const file = read(
      [
        HEADER,
        row('tt0137523', '9', 'Movie', 'Fight Club', '1999', '2024-03-05'),
        row('tt0944947', '7', 'TV Series', 'Game of Thrones', '2011', '2024-04-01'),
        row('tt9999999', '4', 'Movie', 'Fight Club (another id)', '1999', '2024-05-01'),
        row('tt0000001', '4', 'Movie', 'Unknown'),
      ].join('\n'),
    );
    const [fc, got, again, unknown] = file.rows;
    const byTitle = imdbRatingsToImport(
      [
        { row: fc!, title: { ...movie, media_type: 'movie' } },
        { row: got!, title: { ...show, media_type: 'tv' } },
        { row: again!, title: { ...movie, media_type: 'movie' } },
        { row: unknown! },
      ],
      new Date('2026-11-25T00:00:00.000Z'),
    );
    expect(byTitle).toEqual({
      'movie-550': {
        media_id: 550,
        media_type: 'movie',
        rating: 2,
        rated_at: '2024-05-01T00:00:00.000Z',
        details: { title: 'Fight Club', release_date: '1999-10-15', poster_path: '/fc.jpg' },
      },
      'tv-1399': {
        media_id: 1399,
        media_type: 'tv',
        rating: 3.5,
        rated_at: '2024-04-01T00:00:00.000Z',
        details: { name: 'Game of Thrones', first_air_date: '2011-04-17', poster_path: null },
      },
    });
  });
});
