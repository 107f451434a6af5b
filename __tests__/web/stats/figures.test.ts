/**
 * /stats' figures from a visitor's records: what each viewing, rating and dated episode counts for,
 * in this year and all time, with the facts a title's details bring; and the year card's lines.
 */
import type { MovieDetails, TvDetails } from '@common/tmdb';
import { englishI18n } from '@/app/i18n';
import { computeFigures, hoursText, inPeriod, parseStatsQuery } from '@/features/stats/figures';
import type {
  DatedEpisode,
  GivenRating,
  StatsSources,
  TitleFacts,
  Viewing,
} from '@/features/stats/figures';
import { MAX_LOOKUPS, factsFromDetails, titlesToLookUp } from '@/features/stats/titleFacts';
import { yearCardContent, yearCardFileName, yearCardText } from '@/features/stats/yearCard';

/** Late November 2026, the visitor's local time. */
const NOW = new Date(2026, 10, 29, 12);

const viewing = (
  media_id: number,
  watched_on: string,
  details: Viewing['details'] = {},
  more: Partial<Viewing> = {},
): Viewing => ({
  media_id,
  media_type: 'movie',
  watched_on,
  rewatch: false,
  details: { title: `Film ${media_id}`, ...details },
  ...more,
});

const rating = (media_id: number, value: number, rated_at: string): GivenRating => ({
  media_id,
  media_type: 'movie',
  rating: value,
  rated_at,
  details: { title: `Film ${media_id}` },
});

/** An ISO time at local noon of a day, so its local day is that day wherever the test runs. */
const noonOf = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12).toISOString();
};

const episode = (show_id: number, day: string): DatedEpisode => ({
  show_id,
  season: 1,
  episode: 3,
  at: noonOf(day),
});

const sources = (more: Partial<StatsSources> = {}): StatsSources => ({
  viewings: [],
  ratings: [],
  episodes: [],
  ...more,
});

const person = (id: number) => ({ id, name: `Person ${id}` });

describe('the period', () => {
  it('is all time only when the address says so', () => {
    expect(parseStatsQuery(new URLSearchParams('period=all'))).toBe('all');
    expect(parseStatsQuery(new URLSearchParams('period=year'))).toBe('year');
    expect(parseStatsQuery(new URLSearchParams('period=ALL'))).toBe('year');
    expect(parseStatsQuery(new URLSearchParams(''))).toBe('year');
  });

  it('keeps this calendar year by the visitor’s own days', () => {
    const all = sources({
      viewings: [viewing(1, '2026-01-01'), viewing(2, '2025-12-31')],
      ratings: [rating(1, 4, noonOf('2026-03-01')), rating(2, 3, noonOf('2025-03-01'))],
      episodes: [episode(10, '2026-11-02'), episode(11, '2024-11-02')],
    });
    const year = inPeriod(all, 'year', NOW);
    expect(year.viewings.map((v) => v.media_id)).toEqual([1]);
    expect(year.ratings.map((r) => r.media_id)).toEqual([1]);
    expect(year.episodes.map((e) => e.show_id)).toEqual([10]);
    expect(inPeriod(all, 'all', NOW)).toBe(all);
  });
});

describe('computeFigures', () => {
  it('counts titles and episodes per month of this year, movies and shows apart', () => {
    const figures = computeFigures(
      englishI18n(),
      sources({
        viewings: [
          viewing(1, '2026-01-12'),
          viewing(2, '2026-01-30', {}, { rewatch: true }),
          viewing(3, '2026-03-03', {}, { media_type: 'tv' }),
          viewing(4, '2025-03-03'),
        ],
        episodes: [episode(10, '2026-03-09'), episode(11, '2026-03-20'), episode(12, '2025-01-01')],
      }),
      new Map(),
      'year',
      NOW,
    );
    expect(figures.unit).toBe('month');
    expect(figures.titlesOverTime).toHaveLength(12);
    expect(figures.titlesOverTime[0]).toMatchObject({
      key: '2026-01',
      label: 'Jan',
      long: 'January 2026',
      movies: 2,
      shows: 0,
    });
    expect(figures.titlesOverTime[2]).toMatchObject({ movies: 0, shows: 1 });
    expect(figures.episodesOverTime.map((bucket) => bucket.episodes)).toEqual([
      0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ]);
    expect(figures.totals).toMatchObject({
      viewings: 3,
      movies: 2,
      shows: 1,
      rewatches: 1,
      titles: 3,
      episodes: 2,
    });
  });

  it('counts all time by month up to two years back, by year beyond', () => {
    const short = computeFigures(
      englishI18n(),
      sources({ viewings: [viewing(1, '2025-06-10')] }),
      new Map(),
      'all',
      NOW,
    );
    expect(short.unit).toBe('month');
    expect(short.titlesOverTime[0]).toMatchObject({ key: '2025-06', label: 'Jun 25', movies: 1 });
    expect(short.titlesOverTime.at(-1)).toMatchObject({ key: '2026-11', long: 'November 2026' });
    expect(short.titlesOverTime).toHaveLength(18);

    const long = computeFigures(
      englishI18n(),
      sources({ viewings: [viewing(1, '2019-06-10'), viewing(2, '2026-02-01')] }),
      new Map(),
      'all',
      NOW,
    );
    expect(long.unit).toBe('year');
    expect(long.titlesOverTime.map((bucket) => [bucket.key, bucket.movies])).toEqual([
      ['2019', 1],
      ['2020', 0],
      ['2021', 0],
      ['2022', 0],
      ['2023', 0],
      ['2024', 0],
      ['2025', 0],
      ['2026', 1],
    ]);
  });

  it('adds runtimes from the diary or the details, and says how many had none', () => {
    const facts = new Map<string, TitleFacts>([
      ['movie-2', { runtime: 100 }],
      ['tv-10', { runtime: 50 }],
    ]);
    const figures = computeFigures(
      englishI18n(),
      sources({
        viewings: [
          viewing(1, '2026-01-12', { runtime: 120 }),
          viewing(1, '2026-02-12', { runtime: 120 }, { rewatch: true }),
          viewing(2, '2026-03-12'),
          viewing(3, '2026-04-12'),
        ],
        episodes: [episode(10, '2026-05-01'), episode(11, '2026-05-02')],
      }),
      facts,
      'year',
      NOW,
    );
    expect(figures.totals.minutes).toBe(120 + 120 + 100 + 50);
    expect(figures.totals.withoutRuntime).toBe(2);
    expect(hoursText(figures.totals.minutes, 'en')).toBe('6.5');
    expect(hoursText(12_345 * 60, 'en')).toBe('12,345');
  });

  it('ranks genres and dates decades, from the diary first and the details where it has none', () => {
    const facts = new Map<string, TitleFacts>([
      ['movie-2', { genre_ids: [35], year: 1985 }],
      ['movie-1', { genre_ids: [99], year: 1950 }],
    ]);
    const figures = computeFigures(
      englishI18n(),
      sources({
        viewings: [
          viewing(1, '2026-01-12', { genre_ids: [18, 80], release_date: '1995-12-15' }),
          viewing(1, '2026-02-12', { genre_ids: [18, 80], release_date: '1995-12-15' }),
          viewing(2, '2026-03-12'),
          viewing(3, '2026-04-12', { genre_ids: [18, 999_999], first_air_date: '2011-04-17' }),
        ],
      }),
      facts,
      'year',
      NOW,
    );
    expect(figures.genres).toEqual([
      { label: 'Drama', count: 3 },
      { label: 'Crime', count: 2 },
      { label: 'Comedy', count: 1 },
    ]);
    expect(figures.decades).toEqual([
      { label: '1980s', count: 1 },
      { label: '1990s', count: 2 },
      { label: '2010s', count: 1 },
    ]);
  });

  it('makes a histogram of every half star and names the highest rated, newest among equals', () => {
    const figures = computeFigures(
      englishI18n(),
      sources({
        ratings: [
          rating(1, 4.5, noonOf('2026-02-01')),
          rating(2, 4.5, noonOf('2026-06-01')),
          rating(3, 0.5, noonOf('2026-03-01')),
          rating(4, 5, noonOf('2025-03-01')),
        ],
      }),
      new Map(),
      'year',
      NOW,
    );
    expect(figures.ratingSteps.map((step) => step.value)).toEqual([
      0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5,
    ]);
    expect(figures.ratingSteps.map((step) => step.count)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 2, 0]);
    expect(figures.topRated).toEqual({ title: 'Film 2', rating: 4.5 });
    expect(figures.totals.ratings).toBe(3);
    expect(
      computeFigures(englishI18n(), sources(), new Map(), 'year', NOW).topRated,
    ).toBeUndefined();
  });

  it('counts the top-billed cast and the directors once a viewing, most watched first', () => {
    const cast = Array.from({ length: 12 }, (_, index) => person(100 + index));
    const facts = new Map<string, TitleFacts>([
      // Billed twelfth here: not counted for this title. A director listed twice (TMDB does)
      // counts once.
      ['movie-1', { cast, directors: [person(1), person(1)] }],
      ['movie-2', { cast: [person(111)], directors: [person(2)] }],
    ]);
    const figures = computeFigures(
      englishI18n(),
      sources({
        viewings: [
          viewing(1, '2026-01-12'),
          viewing(2, '2026-02-12'),
          viewing(2, '2026-03-12', {}, { rewatch: true }),
          viewing(3, '2026-04-12'),
        ],
      }),
      facts,
      'year',
      NOW,
    );
    expect(figures.actors[0]).toEqual({ id: 111, name: 'Person 111', count: 2 });
    expect(figures.actors.slice(1).map((p) => [p.id, p.count])).toEqual(
      Array.from({ length: 9 }, (_, index) => [100 + index, 1]),
    );
    expect(figures.directors).toEqual([
      { id: 2, name: 'Person 2', count: 2 },
      { id: 1, name: 'Person 1', count: 1 },
    ]);
    // The fourth viewing's people are unknown.
    expect(figures.withPeople).toBe(3);
  });
});

describe('what a title’s details add', () => {
  const credits = {
    cast: [
      { id: 2, name: 'Second', profile_path: null, order: 1 },
      { id: 1, name: 'First', profile_path: null, order: 0 },
    ],
    crew: [
      { id: 9, name: 'Director', department: 'Directing', job: 'Director' },
      { id: 8, name: 'Writer', department: 'Writing', job: 'Screenplay' },
    ],
  };

  it('reads a movie’s runtime, genres, year, cast in billing order and directors', () => {
    const details = {
      id: 550,
      title: 'Fight Club',
      runtime: 139,
      release_date: '1999-10-15',
      genres: [{ id: 18, name: 'Drama' }],
      credits,
    } as MovieDetails;
    expect(factsFromDetails('movie', details)).toEqual({
      runtime: 139,
      genre_ids: [18],
      year: 1999,
      cast: [
        { id: 1, name: 'First' },
        { id: 2, name: 'Second' },
      ],
      directors: [{ id: 9, name: 'Director' }],
    });
  });

  it('reads a show’s episode runtime, and knows no people for a title the catalogue lacks them of', () => {
    const show = {
      id: 1396,
      name: 'Breaking Bad',
      episode_run_time: [0, 47],
      first_air_date: '2008-01-20',
      credits,
      demo_facts_only: true,
    } as TvDetails;
    expect(factsFromDetails('tv', show)).toEqual({ runtime: 47, year: 2008 });
    expect(
      factsFromDetails('tv', {
        id: 1,
        name: 'x',
        last_episode_to_air: { runtime: 30 },
      } as TvDetails),
    ).toEqual({ runtime: 30 });
  });

  it('looks up each title once, the most recently watched first, at most MAX_LOOKUPS', () => {
    const { titles, capped } = titlesToLookUp(
      sources({
        viewings: [viewing(1, '2026-01-12'), viewing(2, '2026-05-12'), viewing(1, '2026-03-01')],
        episodes: [episode(10, '2026-04-01')],
      }),
    );
    expect(titles).toEqual([
      { media_type: 'movie', media_id: 2 },
      { media_type: 'tv', media_id: 10 },
      { media_type: 'movie', media_id: 1 },
    ]);
    expect(capped).toBe(false);
    const many = titlesToLookUp(
      sources({
        viewings: Array.from({ length: MAX_LOOKUPS + 5 }, (_, index) =>
          viewing(index + 1, '2026-01-12'),
        ),
      }),
    );
    expect(many.titles).toHaveLength(MAX_LOOKUPS);
    expect(many.capped).toBe(true);
  });
});

describe('the year card', () => {
  const facts = new Map<string, TitleFacts>([
    ['movie-949', { cast: [{ id: 1158, name: 'Al Pacino' }], directors: [{ id: 1, name: 'M' }] }],
  ]);
  const records = sources({
    viewings: [
      viewing(949, '2026-11-20', {
        title: 'Heat',
        runtime: 170,
        genre_ids: [80, 18],
        release_date: '1995-12-15',
      }),
      viewing(1396, '2026-10-01', { name: 'Breaking Bad', title: undefined }, { media_type: 'tv' }),
    ],
    ratings: [{ ...rating(949, 4.5, noonOf('2026-11-21')), details: { title: 'Heat' } }],
    episodes: [episode(1396, '2026-10-02')],
  });

  it('says the year, what was watched, hours, the top genre, decade, people and top rating', () => {
    const card = yearCardContent(
      englishI18n(),
      computeFigures(englishI18n(), records, facts, 'year', NOW),
      'Marquee',
    );
    expect(card.heading).toBe('2026');
    expect(card.subheading).toBe('My year in film and TV');
    expect(card.lines).toEqual([
      { label: 'Watched', value: '2 titles (1 movie, 1 show)' },
      { label: 'Episodes', value: '1' },
      { label: 'Hours', value: '2.8' },
      { label: 'Top genre', value: 'Crime' },
      { label: 'Favorite decade', value: '1990s' },
      { label: 'Most watched actor', value: 'Al Pacino' },
      { label: 'Most watched director', value: 'M' },
      { label: 'Highest rated', value: 'Heat 4½★' },
    ]);
    expect(card.footer).toBe('Marquee');
    expect(yearCardText(englishI18n(), card)).toMatch(
      /^2026: My year in film and TV\. Watched: 2 titles/,
    );
  });

  it('leaves out what is not known, and names the all-time card and its file', () => {
    const figures = computeFigures(
      englishI18n(),
      sources({ episodes: [episode(1, '2020-01-01')] }),
      new Map(),
      'all',
      NOW,
    );
    const card = yearCardContent(englishI18n(), figures, 'My Cinema!');
    expect(card.heading).toBe('All time');
    expect(card.lines.map((line) => line.label)).toEqual(['Watched', 'Episodes', 'Hours']);
    expect(yearCardFileName(figures, 'My Cinema!')).toBe('my-cinema-all-time.png');
    expect(
      yearCardFileName(computeFigures(englishI18n(), records, facts, 'year', NOW), 'Marquee'),
    ).toBe('marquee-2026.png');
  });
});
