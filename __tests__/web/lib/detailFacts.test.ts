import fs from 'node:fs';
import path from 'node:path';

import {
  OVERVIEW_LIMIT,
  detailPageTitle,
  genreListPath,
  savedDetailsOf,
  shortenOverview,
  slugErrorText,
  starValue,
  tvRuntime,
  typeListPath,
  yearListPath,
} from '@/lib/detailFacts';
import { englishI18n, makeI18n } from '@/app/i18n';
import { detailDescription } from '@common/pageDescriptions';
import type { LocaleTag } from '@common/locales';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const poLoader = require('../../../scripts/po-loader.cjs') as (
  this: object,
  source: string,
) => string;

/** A language's I18n as a page in it has it: its catalogue compiled by the build's loader. */
function pageI18n(tag: LocaleTag) {
  const file = path.resolve(__dirname, `../../../src/locales/${tag}/messages.po`);
  const module = poLoader.call({ resourcePath: file }, fs.readFileSync(file, 'utf8'));
  const json = /JSON\.parse\((".*")\);$/.exec(module)![1]!;
  return makeI18n(tag, JSON.parse(JSON.parse(json) as string) as Record<string, never>);
}

describe('shortenOverview', () => {
  it('leaves an overview of up to 300 characters whole (no toggle)', () => {
    expect(shortenOverview('A short overview.')).toBeNull();
    expect(shortenOverview('x'.repeat(OVERVIEW_LIMIT))).toBeNull();
  });

  it('cuts a longer one at the last whole word within 300 characters, with an ellipsis', () => {
    const text = `${'word '.repeat(70)}end.`;
    const short = shortenOverview(text);
    expect(short).not.toBeNull();
    expect(short!.endsWith('word…')).toBe(true);
    expect(short!.length).toBeLessThanOrEqual(OVERVIEW_LIMIT + 1);
    expect(text.startsWith(short!.slice(0, -1))).toBe(true);
  });

  it('cuts one very long word where the limit falls', () => {
    expect(shortenOverview('y'.repeat(400))).toBe(`${'y'.repeat(300)}…`);
  });
});

describe('starValue', () => {
  it('is vote_average / 2 to one decimal', () => {
    expect(starValue(7.8)).toBe('3.9');
    expect(starValue(8.433)).toBe('4.2');
    expect(starValue(10)).toBe('5.0');
  });

  it('is 0.0 for a title without votes or a missing value', () => {
    expect(starValue(0)).toBe('0.0');
    expect(starValue(undefined)).toBe('0.0');
    expect(starValue(Number.NaN)).toBe('0.0');
  });
});

describe('tvRuntime', () => {
  it("takes the show's episode run time, else the last aired episode's", () => {
    expect(tvRuntime({ episode_run_time: [58, 62] })).toBe(58);
    expect(
      tvRuntime({
        episode_run_time: [],
        last_episode_to_air: {
          id: 1,
          name: 'x',
          air_date: null,
          episode_number: 1,
          season_number: 1,
          still_path: null,
          runtime: 44,
        },
      }),
    ).toBe(44);
    expect(tvRuntime({})).toBeUndefined();
  });
});

describe('titles, descriptions and links', () => {
  it('titles the page with the year when there is one', () => {
    expect(detailPageTitle('Fight Club', '1999')).toBe('Fight Club (1999)');
    expect(detailPageTitle('Untitled Project', '')).toBe('Untitled Project');
  });

  it('describes a title from facts: genres, kind, seasons and the site', () => {
    expect(
      detailDescription(englishI18n(), {
        type: 'movie',
        title: 'Fight Club',
        year: '1999',
        genres: [{ id: 18, name: 'Drama' }],
        siteName: 'Marquee',
      }),
    ).toBe(
      'Fight Club (1999): Drama film. Cast, rating, similar titles and recommendations on Marquee.',
    );
    expect(
      detailDescription(englishI18n(), {
        type: 'tv',
        title: 'Game of Thrones',
        year: '2011',
        genres: [
          { id: 10765, name: 'Sci-Fi & Fantasy' },
          { id: 18, name: 'Drama' },
          { id: 10759, name: 'Action & Adventure' },
          { id: 9648, name: 'Mystery' },
        ],
        numberOfSeasons: 8,
        siteName: 'Marquee',
      }),
    ).toBe(
      'Game of Thrones (2011): Sci-Fi & Fantasy, Drama and Action & Adventure TV series, 8 seasons. Cast, rating, similar titles and recommendations on Marquee.',
    );
    expect(
      detailDescription(englishI18n(), {
        type: 'tv',
        title: 'Pilot',
        year: '',
        numberOfSeasons: 1,
        siteName: 'Cinema',
      }),
    ).toBe(
      'Pilot: TV series, 1 season. Cast, rating, similar titles and recommendations on Cinema.',
    );
  });

  it("describes it in the page's language, the catalogue's words around the catalogue's facts", () => {
    const facts = {
      type: 'tv' as const,
      title: 'Game of Thrones',
      year: '2011',
      genres: [
        { id: 10765, name: 'Sci-Fi & Fantasy' },
        { id: 18, name: 'Drama' },
        { id: 9648, name: 'Mystery' },
      ],
      numberOfSeasons: 8,
      siteName: 'Marquee',
    };
    expect(detailDescription(pageI18n('de'), facts)).toBe(
      'Game of Thrones (2011): Serie (Sci-Fi & Fantasy, Drama und Mystery), 8 Staffeln. Besetzung, Bewertung, ähnliche Titel und Empfehlungen auf Marquee.',
    );
    expect(detailDescription(pageI18n('ja'), { ...facts, type: 'movie' })).toBe(
      'Game of Thrones (2011)：映画（Sci-Fi & Fantasy、Drama、Mystery）。キャスト、評価、似た作品やおすすめをMarqueeでチェック。',
    );
  });

  it("names lib/slug's errors in the spec's words", () => {
    expect(slugErrorText(englishI18n(), 'No slug provided')).toBe('No slug provided');
    expect(slugErrorText(englishI18n(), 'Invalid slug format')).toBe('Invalid slug format');
  });

  it('links the year, genres and type to the list pages with their parameters', () => {
    expect(yearListPath('movie', '1999')).toBe('/movies?primary_release_year=1999');
    expect(yearListPath('tv', '2011')).toBe('/tv-shows?first_air_date_year=2011');
    expect(genreListPath('movie', 18)).toBe('/movies?with_genres=18');
    expect(genreListPath('tv', 10765)).toBe('/tv-shows?with_genres=10765');
    expect(typeListPath('movie')).toBe('/movies');
    expect(typeListPath('tv')).toBe('/tv-shows');
  });
});

describe('savedDetailsOf', () => {
  it("keeps a movie's display fields", () => {
    expect(
      savedDetailsOf({
        id: 550,
        title: 'Fight Club',
        release_date: '1999-10-15',
        poster_path: '/p.jpg',
        backdrop_path: '/b.jpg',
        vote_average: 8.4,
        overview: 'Not kept.',
        runtime: 139,
      }),
    ).toEqual({
      title: 'Fight Club',
      poster_path: '/p.jpg',
      backdrop_path: '/b.jpg',
      release_date: '1999-10-15',
      vote_average: 8.4,
    });
  });

  it("keeps a show's name and first air date, with null images when missing", () => {
    expect(
      savedDetailsOf({
        id: 1399,
        name: 'Game of Thrones',
        poster_path: null,
        first_air_date: '2011-04-17',
      }),
    ).toEqual({
      name: 'Game of Thrones',
      poster_path: null,
      backdrop_path: null,
      first_air_date: '2011-04-17',
      vote_average: 0,
    });
  });
});
