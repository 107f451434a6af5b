/**
 * Dates, counts and runtimes in the page's language (issue 35, "Formats"): the real pages rendered with
 * a German, Japanese or Arabic I18n (its catalogue compiled by the build's loader) write them as that
 * language does, through one Intl formatter per language and kind; English reads as it always has.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { Episode, TvDetails } from '@common/tmdb';
import { englishI18n } from '@/app/i18n';
import { dayHeading } from '@/features/calendar/calendarEntries';
import { roundedFigure } from '@/features/home/figures';
import { hoursText } from '@/features/stats/figures';
import { airDateLabel, episodeNumber } from '@/lib/airDate';
import { formatRuntime } from '@/lib/runtime';
import { dateFormat, formatNumber } from '@/lib/intlFormats';
import { formatList } from '@/lib/listFormat';

import { answerCatalogue, fightClub } from '../detail/detailFixtures';
import { episode, movie, paged, tvDetails } from '../helpers/fixtures';
import { pageLanguage } from '../helpers/pageLanguage';
import { renderApp } from '../helpers/render';
import { server } from '../helpers/server';

jest.setTimeout(60_000);

const german = pageLanguage('de');
const japanese = pageLanguage('ja');
const arabic = pageLanguage('ar');

describe('a title page in the page language', () => {
  it.each([
    ['de', german, '2 Std. 19 Min.'],
    ['ja', japanese, '2時間19分'],
    ['ar', arabic, '2 س 19 د'],
  ])('writes the runtime in %s', async (_tag, i18n, runtime) => {
    answerCatalogue({ movies: [fightClub] });
    renderApp('/movie/550-fight-club', { i18n });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fight Club' })).toBeVisible();
    expect(screen.getByText(runtime)).toBeInTheDocument();
    expect(screen.queryByText('2h 19m')).not.toBeInTheDocument();
  });

  it('keeps English as it was', async () => {
    answerCatalogue({ movies: [fightClub] });
    renderApp('/movie/550-fight-club');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fight Club' })).toBeVisible();
    expect(screen.getByText('2h 19m')).toBeInTheDocument();
  });
});

/** Show `id` answering with `last` as its last aired episode (the home page's Latest Episodes). */
const showWith = (id: number, name: string, last: Partial<Episode>, details: Partial<TvDetails>) =>
  http.get(`*/api/tmdb/tv/${id}`, () =>
    HttpResponse.json(tvDetails(id, { ...details, name, last_episode_to_air: episode(id, last) })),
  );

const SPECIALS: Partial<TvDetails> = {
  seasons: [
    { id: 60010, season_number: 0, name: 'Specials', episode_count: 4 },
    { id: 60011, season_number: 1, name: 'Season 1', episode_count: 3 },
  ],
};

describe("the home page's latest episodes in the page language", () => {
  it.each([
    ['de', german, '3. Nov. 2019', 'S2 F3', '5. Jan. 2019', 'Folge 4'],
    ['ja', japanese, '2019年11月3日', 'シーズン2 第3話', '2019年1月5日', 'エピソード4'],
    ['ar', arabic, '3 نوفمبر 2019', 'م2 ح3', '5 يناير 2019', 'الحلقة 4'],
    ['en', englishI18n(), 'Nov 3, 2019', 'S2 E3', 'Jan 5, 2019', 'Episode 4'],
  ])(
    'writes air dates and episode numbers in %s',
    async (_tag, i18n, date, number, special, nth) => {
      server.use(
        showWith(6000, 'Show 6000', { air_date: '2019-11-03' }, {}),
        showWith(
          6001,
          'Night Harbour',
          { name: 'Low Tide', season_number: 0, episode_number: 4, air_date: '2019-01-05' },
          SPECIALS,
        ),
      );
      renderApp('/', { i18n });
      const section = await screen.findByRole(
        'region',
        { name: i18n._('Latest Episodes') },
        { timeout: 10_000 },
      );
      const [first, second] = within(section).getAllByRole('article');
      expect(within(first!).getByText(date)).toHaveAttribute('datetime', '2019-11-03');
      expect(within(first!).getByText(number)).toBeInTheDocument();
      expect(within(second!).getByText(special)).toHaveAttribute('datetime', '2019-01-05');
      expect(within(second!).getByText(nth)).toBeInTheDocument();
    },
  );
});

/** Trending answering 12,453 results: more than its 500 pages reach, so the page says both counts. */
function manyTrending() {
  server.use(
    http.get('*/api/tmdb/trending/all/:window', () =>
      HttpResponse.json(paged([movie(1), movie(2)], 1, 623, 12_453)),
    ),
  );
}

describe('counts in the page language', () => {
  it.each([
    ['de', german, '12.453', '10.000'],
    ['ja', japanese, '12,453', '10,000'],
    ['en', englishI18n(), '12,453', '10,000'],
  ])("writes /trending's counts with %s grouping", async (_tag, i18n, total, reachable) => {
    manyTrending();
    renderApp('/trending', { i18n });
    const found = await screen.findAllByText(new RegExp(total.replace('.', '\\.')));
    // The count line and the note that the pages stop before the results do.
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText(new RegExp(reachable.replace('.', '\\.')))).toBeInTheDocument();
    if (i18n !== englishI18n()) expect(screen.queryByText(/Found/)).not.toBeInTheDocument();
  });
});

describe('the formats themselves', () => {
  it('writes figures, lists and days as each language does, English unchanged', () => {
    expect(formatRuntime(englishI18n(), 139)).toBe('2h 19m');
    expect(formatRuntime(englishI18n(), 45)).toBe('45m');
    expect(formatRuntime(englishI18n(), null)).toBe('N/A');
    expect(formatRuntime(german, 45)).toBe('45 Min.');
    expect(formatRuntime(german, 0)).toBe('k. A.');

    expect(episodeNumber(englishI18n(), 2, 3)).toBe('S2 E3');
    expect(episodeNumber(englishI18n(), 0, 3)).toBe('Episode 3');

    expect(hoursText(150, 'en')).toBe('2.5');
    expect(hoursText(150, 'de')).toBe('2,5');
    expect(hoursText(12_345 * 60, 'de')).toBe('12.345');
    expect(formatNumber(1234, 'ar')).toBe('1,234');

    expect(roundedFigure(1234, 'en')).toBe('1000+');
    expect(roundedFigure(12_453, 'en')).toBe('12K+');
    expect(roundedFigure(1_171_234, 'en')).toBe('1M+');
    expect(roundedFigure(12_453, 'de')).toBe('12.000+');
    expect(roundedFigure(1_171_234, 'de')).toBe('1\u00a0Mio.+');
    expect(roundedFigure(12_453, 'ja')).toBe('1.2万+');

    const names = ['Alien', 'Heat', 'Ran'];
    expect(formatList(names, 'en')).toBe('Alien, Heat and Ran');
    expect(formatList(names, 'de')).toBe('Alien, Heat und Ran');
    expect(formatList(names, 'ja')).toBe('Alien、Heat、Ran');
    expect(formatList(names, 'ar')).toBe('Alien وHeat وRan');

    expect(dayHeading(englishI18n(), '2019-05-21', '2019-05-21')).toBe(
      'Today, Tuesday, May 21, 2019',
    );
    expect(dayHeading(german, '2019-06-03', '2019-05-21')).toBe('Montag, 3. Juni 2019');
    expect(airDateLabel('ja', '2026-11-22', '2026-01-01')).toBe('11月22日');
  });

  it('makes one formatter per language and kind, and reuses it', () => {
    const options: Intl.DateTimeFormatOptions = { month: 'short', timeZone: 'UTC' };
    expect(dateFormat('de', options)).toBe(dateFormat('de', { ...options }));
    expect(dateFormat('de', options)).not.toBe(dateFormat('ja', options));
  });
});
