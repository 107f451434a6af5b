/**
 * A Letterboxd import across several files (issue 33): each film looked up once, and what the matched
 * films become in the ratings, the diary, the watchlist and favorites.
 */
import { defaultMapping, mappingFor, parseLetterboxd } from '@/features/dataTransfer/letterboxd';
import type { LetterboxdFile, MatchCandidate } from '@/features/dataTransfer/letterboxd';
import {
  buildLetterboxdImport,
  destinationsText,
  letterboxdDiaryId,
  planFilms,
} from '@/features/dataTransfer/letterboxdImport';
import type { PlannedFilm } from '@/features/dataTransfer/letterboxdImport';
import { englishI18n } from '@/app/i18n';

const i18n = englishI18n();

const LIST = 'Date,Name,Year,Letterboxd URI';

function read(fileName: string, ...lines: string[]): LetterboxdFile {
  const reading = parseLetterboxd(lines.join('\n'), fileName, i18n);
  if (!reading.ok) throw new Error(reading.message);
  return reading.file;
}

const ratings = read(
  'ratings.csv',
  `${LIST},Rating`,
  '2024-01-03,Alien,1979,https://boxd.it/2b0k,4.5',
  '2024-05-01,Heat,1995,https://boxd.it/2aHi,3',
  '2024-05-02,Unrated,2001,https://boxd.it/zz,',
);
const diary = read(
  'diary.csv',
  `${LIST},Rating,Rewatch,Tags,Watched Date`,
  '2024-01-03,Alien,1979,https://boxd.it/d1A,4.5,,,2024-01-02',
  '2024-02-03,Alien,1979,https://boxd.it/d2B,5,Yes,,2024-02-01',
  '2024-03-03,Heat,1995,https://boxd.it/d3C,3,,,2024-03-01',
);
const watchlist = read('watchlist.csv', LIST, '2024-03-01,Dune,2021,https://boxd.it/du');
const likes = read('likes/films.csv', LIST, '2024-01-04,Heat,1995,https://boxd.it/2aHi');
const watched = read('watched.csv', LIST, '2024-01-01,Alien,1979,https://boxd.it/2b0k');

const CANDIDATES: Record<string, MatchCandidate> = {
  Alien: {
    id: 348,
    title: 'Alien',
    release_date: '1979-05-25',
    poster_path: '/alien.jpg',
    vote_average: 8.1,
    genre_ids: [27, 878],
  },
  Heat: { id: 949, title: 'Heat', release_date: '1995-12-15', poster_path: null },
  Dune: { id: 438631, title: 'Dune', release_date: '2021-09-15', poster_path: '/dune.jpg' },
};

const all = () =>
  planFilms(
    [ratings, diary, watchlist, likes, watched].map((file) => ({
      file,
      mapping: defaultMapping(file),
    })),
  );

const matched = (films: PlannedFilm[], status = 'matched') =>
  films.map((film) => ({ film, status, candidate: CANDIDATES[film.name] }));

const NOW = new Date('2026-11-25T12:00:00.000Z');

describe('planning the look-ups', () => {
  it('looks each film up once, with every row that names it, leaving out what goes nowhere', () => {
    const films = all();
    expect(
      films.map((film) => [film.line, film.name, film.uses.map((use) => use.destination)]),
    ).toEqual([
      [1, 'Alien', ['ratings', 'diary', 'diary']],
      [2, 'Heat', ['ratings', 'diary', 'favorites']],
      [3, 'Dune', ['watchlist']],
    ]);
    // Watched films go nowhere by default; chosen for a list, they join the same look-up.
    const withWatched = planFilms([
      { file: ratings, mapping: defaultMapping(ratings) },
      { file: watched, mapping: mappingFor(watched, 'watchlist') },
    ]);
    expect(withWatched.map((film) => film.name)).toEqual(['Alien', 'Heat']);
    expect(withWatched[0]!.uses.map((use) => use.destination)).toEqual(['ratings', 'watchlist']);
  });

  it('tells where each film goes', () => {
    const [alien, heat, dune] = all();
    expect(destinationsText(i18n, alien!)).toBe(
      'Into your ratings (4½ stars) and diary (2 viewings)',
    );
    expect(destinationsText(i18n, heat!)).toBe('Into your ratings (3 stars), diary and favorites');
    expect(destinationsText(i18n, dune!)).toBe('Into your watchlist');
  });
});

describe('what the matched films become', () => {
  it('ratings, diary entries, watchlist and favorites entries, dated by Letterboxd', () => {
    const { sections, counts, alreadyLogged } = buildLetterboxdImport(
      matched(all()),
      true,
      {},
      NOW,
    );
    expect(counts).toEqual({ ratings: 2, diary: 3, watchlist: 1, favorites: 1 });
    expect(alreadyLogged).toBe(0);
    expect(sections.ratings!.byTitle).toEqual({
      'movie-348': {
        media_id: 348,
        media_type: 'movie',
        rating: 4.5,
        rated_at: '2024-01-03T00:00:00.000Z',
        details: {
          title: 'Alien',
          release_date: '1979-05-25',
          poster_path: '/alien.jpg',
          vote_average: 8.1,
        },
      },
      'movie-949': expect.objectContaining({ rating: 3, rated_at: '2024-05-01T00:00:00.000Z' }),
    });
    expect(Object.values(sections.diary!.entries)).toEqual([
      {
        id: 'lb-d1A-20240102',
        media_id: 348,
        media_type: 'movie',
        watched_on: '2024-01-02',
        rewatch: false,
        note: '',
        logged_at: '2024-01-03T00:00:00.000Z',
        details: {
          title: 'Alien',
          release_date: '1979-05-25',
          poster_path: '/alien.jpg',
          vote_average: 8.1,
          genre_ids: [27, 878],
        },
      },
      expect.objectContaining({ id: 'lb-d2B-20240201', watched_on: '2024-02-01', rewatch: true }),
      expect.objectContaining({ id: 'lb-d3C-20240301', media_id: 949, watched_on: '2024-03-01' }),
    ]);
    expect(sections.watchlist!.items).toEqual([
      expect.objectContaining({
        media_id: 438631,
        media_type: 'movie',
        added_at: '2024-03-01T00:00:00.000Z',
      }),
    ]);
    expect(sections.favorites!.items).toEqual([
      expect.objectContaining({ media_id: 949, added_at: '2024-01-04T00:00:00.000Z' }),
    ]);
  });

  it('takes unsure matches only when asked, and nothing of films not found', () => {
    const films = all();
    const mixed = [
      { film: films[0]!, status: 'unsure', candidate: CANDIDATES.Alien },
      { film: films[1]!, status: 'notFound' },
      { film: films[2]!, status: 'matched', candidate: CANDIDATES.Dune },
    ];
    expect(buildLetterboxdImport(mixed, false, {}, NOW).counts).toEqual({ watchlist: 1 });
    expect(buildLetterboxdImport(mixed, true, {}, NOW).counts).toEqual({
      ratings: 1,
      diary: 2,
      watchlist: 1,
    });
  });

  it('leaves out a viewing the diary holds that day already, but takes its own entry again', () => {
    const diaryHere = {
      mine: { id: 'mine', media_type: 'movie' as const, media_id: 348, watched_on: '2024-01-02' },
      'lb-d3C-20240301': {
        id: 'lb-d3C-20240301',
        media_type: 'movie' as const,
        media_id: 949,
        watched_on: '2024-03-01',
      },
    };
    const { sections, alreadyLogged } = buildLetterboxdImport(matched(all()), true, diaryHere, NOW);
    expect(Object.keys(sections.diary!.entries)).toEqual(['lb-d2B-20240201', 'lb-d3C-20240301']);
    expect(alreadyLogged).toBe(1);
  });

  it('makes the same diary ids from the same export, whatever the day of the import', () => {
    const first = buildLetterboxdImport(matched(all()), true, {}, NOW).sections.diary!.entries;
    const again = buildLetterboxdImport(matched(all()), true, {}, new Date()).sections.diary!
      .entries;
    expect(Object.keys(again)).toEqual(Object.keys(first));
    for (const id of Object.keys(first)) expect(id).toMatch(/^[A-Za-z0-9_-]{1,40}$/);
    expect(letterboxdDiaryId({ uri: '', watchedDate: '2024-01-02T00:00:00.000Z' }, 348)).toBe(
      'lb-348-20240102',
    );
  });
});
