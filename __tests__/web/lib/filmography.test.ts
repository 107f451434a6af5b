import type { PersonCredit } from '@common/tmdb';
import {
  FILMOGRAPHY_SORTS,
  creditsOfType,
  crewCreditsOfType,
  dedupeCredits,
  departmentNoun,
  filmographyRoles,
  filmographyColumns,
  filmographyPageSize,
  parseFilmographySort,
  sortCredits,
} from '@/lib/filmography';
import { englishI18n } from '@/app/i18n';

const film = (id: number, title: string, extra: Partial<PersonCredit> = {}): PersonCredit =>
  ({ id, media_type: 'movie', title, poster_path: null, ...extra }) as PersonCredit;
const series = (id: number, name: string, extra: Partial<PersonCredit> = {}): PersonCredit =>
  ({ id, media_type: 'tv', name, poster_path: null, ...extra }) as PersonCredit;

const titles = (credits: PersonCredit[]) =>
  credits.map((credit) => (credit.media_type === 'tv' ? credit.name : credit.title));

describe('filmography sorts', () => {
  const credits = [
    film(1, 'beta', { popularity: 5, vote_average: 7.1, release_date: '2001-05-01' }),
    series(2, 'Alpha', { popularity: 40, vote_average: 6.2, first_air_date: '2015-01-10' }),
    film(3, 'Gamma 10', { popularity: 12, vote_average: 8.4, release_date: '' }),
    film(4, 'Gamma 9', { popularity: 12, vote_average: 5, release_date: '2015-01-11' }),
  ];

  it('offers popularity, release date, title and rating', () => {
    const i18n = englishI18n();
    expect(FILMOGRAPHY_SORTS.map((sort) => i18n._(sort.label))).toEqual([
      'Popularity',
      'Release Date',
      'Title',
      'Rating',
    ]);
  });

  it('puts the most popular first, ties in their original order', () => {
    expect(titles(sortCredits(credits, 'popularity'))).toEqual([
      'Alpha',
      'Gamma 10',
      'Gamma 9',
      'beta',
    ]);
  });

  it('puts the newest first by release or first-air date, undated last', () => {
    expect(titles(sortCredits(credits, 'release_date'))).toEqual([
      'Gamma 9',
      'Alpha',
      'beta',
      'Gamma 10',
    ]);
  });

  it('sorts titles alphabetically, ignoring case and reading numbers as numbers', () => {
    expect(titles(sortCredits(credits, 'title'))).toEqual(['Alpha', 'beta', 'Gamma 9', 'Gamma 10']);
  });

  it('puts the highest rated first', () => {
    expect(titles(sortCredits(credits, 'rating'))).toEqual([
      'Gamma 10',
      'beta',
      'Alpha',
      'Gamma 9',
    ]);
  });

  it('leaves the list it was given alone', () => {
    const before = titles(credits);
    sortCredits(credits, 'title');
    expect(titles(credits)).toEqual(before);
  });

  it('reads a sort from the URL, anything unknown as popularity', () => {
    expect(parseFilmographySort('title')).toBe('title');
    expect(parseFilmographySort('release_date')).toBe('release_date');
    expect(parseFilmographySort('TITLE')).toBe('popularity');
    expect(parseFilmographySort('constructor')).toBe('popularity');
    expect(parseFilmographySort(null)).toBe('popularity');
  });
});

describe('filmography de-duplication', () => {
  it('keeps one credit per show, the one with the higher popularity, where the show first came', () => {
    const cast = [
      series(7, 'Talk Show', { popularity: 3, character: 'Self' }),
      film(8, 'A Film', { popularity: 9 }),
      series(9, 'Drama', { popularity: 1 }),
      series(7, 'Talk Show', { popularity: 30, character: 'Guest' }),
      series(9, 'Drama', { popularity: 0.5 }),
    ];
    const shows = creditsOfType(cast, 'tv');
    expect(shows.map((show) => [show.id, show.popularity])).toEqual([
      [7, 30],
      [9, 1],
    ]);
    expect(creditsOfType(cast, 'movie').map((credit) => credit.id)).toEqual([8]);
  });

  it('treats a missing popularity as zero', () => {
    const kept = dedupeCredits([
      series(1, 'X'),
      series(1, 'X', { popularity: 0.1, character: 'B' }),
    ]);
    expect(kept).toHaveLength(1);
    expect(kept[0]?.character).toBe('B');
  });

  it('copes with a person without credits', () => {
    expect(creditsOfType(undefined, 'movie')).toEqual([]);
  });
});

describe('crew credits', () => {
  const job = (credit: PersonCredit, department: string, name: string) =>
    ({ ...credit, department, job: name }) as PersonCredit;

  it('keeps one credit per title, its jobs joined, directing and writing before the rest', () => {
    const crew = [
      job(film(1, 'One'), 'Production', 'Producer'),
      job(film(1, 'One'), 'Writing', 'Screenplay'),
      job(film(2, 'Two'), 'Directing', 'Director'),
      job(film(1, 'One'), 'Directing', 'Director'),
      job(film(1, 'One'), 'Directing', 'Director'),
      job(series(3, 'Three'), 'Creator', 'Creator'),
    ];
    expect(crewCreditsOfType(crew, 'movie').map((credit) => [credit.id, credit.job])).toEqual([
      [1, 'Director, Screenplay, Producer'],
      [2, 'Director'],
    ]);
    expect(crewCreditsOfType(crew, 'tv').map((credit) => credit.job)).toEqual(['Creator']);
    expect(crewCreditsOfType(undefined, 'movie')).toEqual([]);
  });

  it('puts the role a person is known for first, and leaves out a role without credits', () => {
    const acted = [film(1, 'One')];
    const made = [job(film(2, 'Two'), 'Directing', 'Director')];
    const both = { cast: acted, crew: made };
    expect(filmographyRoles({ known_for_department: 'Acting', combined_credits: both })).toEqual([
      'acting',
      'crew',
    ]);
    expect(filmographyRoles({ known_for_department: 'Writing', combined_credits: both })).toEqual([
      'crew',
      'acting',
    ]);
    expect(
      filmographyRoles({ known_for_department: 'Directing', combined_credits: { cast: acted } }),
    ).toEqual(['acting']);
    expect(filmographyRoles({ known_for_department: 'Directing' })).toEqual(['crew']);
    expect(filmographyRoles({})).toEqual(['acting']);
  });

  it('calls a person by their department', () => {
    expect(departmentNoun('Acting')).toBe('Actor');
    expect(departmentNoun('Directing')).toBe('Director');
    expect(departmentNoun('Writing')).toBe('Writer');
    expect(departmentNoun('Sound')).toBe('Crew');
    expect(departmentNoun('constructor')).toBe('Crew');
    expect(departmentNoun(undefined)).toBe('Actor');
  });
});

describe('filmography grid by width', () => {
  it.each([
    [320, 2, 6],
    [639, 2, 6],
    [640, 3, 9],
    [767, 3, 9],
    [768, 3, 12],
    [1023, 3, 12],
    [1024, 4, 16],
    [1279, 4, 16],
    [1280, 5, 20],
    [1535, 5, 20],
    [1536, 6, 24],
    [2560, 6, 24],
  ])('at %i px: %i columns, %i per page', (width, columns, pageSize) => {
    expect(filmographyColumns(width)).toBe(columns);
    expect(filmographyPageSize(width)).toBe(pageSize);
  });
});
