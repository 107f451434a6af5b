/**
 * Issue 31's discovery filters, used from the keyboard as a visitor would, at 1440 and 375 px (axe at
 * both), on the demo catalogue:
 *
 * - /tv-shows: genre, first-air year and TV's sorts through discover/tv (the spec's 'Filters
 *   Unavailable' is gone); Reset returns to the bare path.
 * - On my services: the services are picked in the panel, remembered across visits, and narrow the TV
 *   and movie lists through TMDB's where-to-watch parameters; nothing matching gets our own words.
 * - /trending: the filters look through the most trending entries, not one page, and offer only what
 *   a mixed list can honour.
 * - A list of more than 500 pages says how far it can be paged.
 */
import type { Locator, Page } from 'playwright-core';

import { JOURNEY_TIMEOUT_MS, describeJourneys } from './helpers/env';
import { DESKTOP, MOBILE, control, eventually, heading, visible } from './helpers/journey';
import type { Journey } from './helpers/journey';
import { useJourneys } from './helpers/suite';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 2);

/** Tab stops walked through at most to reach a control. */
const MAX_TABS = 80;

/** Whether the element has the keyboard focus. */
const hasFocus = (locator: Locator) =>
  locator.evaluate((element) => element === element.ownerDocument.activeElement);

/** Presses Tab until `target` has focus: the control is reached as a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator, what: string): Promise<void> {
  const element = await visible(target);
  for (let tab = 0; tab < MAX_TABS; tab++) {
    if (await hasFocus(element)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${what} was not reached within ${MAX_TABS} presses of Tab`);
}

/** What /api answers for a query: the truth the page should show. */
async function apiJson<T>(journey: Journey, path: string): Promise<T> {
  const response = await fetch(new URL(path, journey.origin));
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

interface Paged {
  total_results: number;
  total_pages: number;
  results: { title?: string; name?: string }[];
}

const titleOf = (item: { title?: string; name?: string }) => item.title ?? item.name ?? '';

/** The grid shows exactly the API's first page (in its order). */
async function gridShows(journey: Journey, expected: Paged, what: string): Promise<void> {
  const wanted = expected.results.map(titleOf);
  await eventually(what, async () => {
    const titles = await journey.cardTitles();
    if (titles.join('|') === wanted.join('|')) return true;
    throw new Error(`the grid shows ${titles.join(' | ')}; expected ${wanted.join(' | ')}`);
  });
}

/** Opens the filter panel from the keyboard: Tab to the Filters button, Enter. */
async function openPanel(journey: Journey): Promise<Locator> {
  const { page } = journey;
  const button = journey.main.getByRole('button', { name: /^Filters\b/ });
  // Closed with Escape or Apply, the panel gives focus back to its button; on a page just opened,
  // the visitor tabs there from the top.
  await tabTo(page, button, 'the Filters button');
  await page.keyboard.press('Enter');
  return visible(page.getByRole('dialog', { name: 'Filters' }));
}

/** The panel checked with axe at both widths while it is open (it reopens after each resize). */
async function checkPanelAtBothWidths(journey: Journey, label: string): Promise<void> {
  const { page } = journey;
  for (const viewport of [DESKTOP, MOBILE]) {
    await page.setViewportSize(viewport);
    const panel = await openPanel(journey);
    await journey.checkA11y(`${label} at ${viewport.width}px`);
    if (viewport.width < 640) await journey.checkNoHorizontalOverflow(`${label} at 375px`);
    await journey.screenshot(`${label}-${viewport.width}`, { fullPage: false });
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
  }
  await page.setViewportSize(DESKTOP);
}

describeJourneys('Discovery filters', () => {
  const suite = useJourneys();

  it('filters TV shows by genre, first-air year and sort from the keyboard, and resets', async () => {
    await suite.run('filters-tv', async (journey) => {
      const { page, main } = journey;
      await journey.visit('/tv-shows');
      await visible(heading(main, 'Discover TV Series'));
      const popular = await journey.cardTitles();
      await checkPanelAtBothWidths(journey, 'filters-tv-panel');

      const panel = await openPanel(journey);
      // TV's sorts: no revenue. Arrow keys move within the radio group.
      expect(await panel.getByRole('radio', { name: 'Highest Revenue' }).count()).toBe(0);
      await tabTo(page, panel.getByRole('radio', { name: 'Most Popular' }), 'the sort');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      expect(await panel.getByRole('radio', { name: 'Recently Released' }).isChecked()).toBe(true);
      await tabTo(page, panel.getByRole('textbox', { name: 'First air year' }), 'the year');
      await page.keyboard.type('2011');
      await tabTo(page, control(panel, 'Drama'), 'the Drama genre');
      await page.keyboard.press('Enter');
      expect(await control(panel, 'Drama').getAttribute('aria-pressed')).toBe('true');
      await tabTo(page, control(panel, 'Apply Filters'), 'Apply Filters');
      await page.keyboard.press('Enter');

      await page.waitForURL((url) => url.searchParams.get('sort_by') === 'first_air_date.desc');
      expect(Object.fromEntries(journey.params)).toEqual({
        with_genres: '18',
        first_air_date_year: '2011',
        sort_by: 'first_air_date.desc',
      });
      const expected = await apiJson<Paged>(
        journey,
        '/api/tmdb/discover/tv?with_genres=18&first_air_date_year=2011&sort_by=first_air_date.desc',
      );
      expect(expected.total_results).toBeGreaterThan(0);
      await gridShows(journey, expected, 'the 2011 dramas, newest first');
      await visible(main.getByText(`${expected.total_results} TV shows`, { exact: true }));
      // The same address loaded afresh: the server's first screen, taken over without a mismatch.
      await page.reload();
      await gridShows(journey, expected, 'the 2011 dramas after a reload');
      await journey.capture('filters-tv');

      // Reset, from the keyboard: the bare path and the popular list again.
      const again = await openPanel(journey);
      await tabTo(page, control(again, 'Reset'), 'Reset');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/tv-shows' && url.search === '');
      await eventually('the popular shows again', async () => {
        return (await journey.cardTitles()).join('|') === popular.join('|');
      });
    });
  });

  it('picks streaming services, remembers them, and narrows TV and movies to them', async () => {
    await suite.run('filters-services', { viewport: MOBILE }, async (journey) => {
      const { page, main } = journey;
      await journey.visit('/tv-shows');
      await journey.cardTitles();

      const panel = await openPanel(journey);
      await tabTo(page, control(panel, 'Choose your services'), 'Choose your services');
      await page.keyboard.press('Enter');
      const picker = await visible(panel.getByRole('group', { name: 'Your streaming services' }));
      // The browser speaks en-US: the region is the United States until the visitor picks another.
      expect(await picker.getByRole('combobox', { name: 'Region' }).inputValue()).toBe('US');
      const netflix = picker.getByRole('checkbox', { name: 'Netflix', exact: true });
      await tabTo(page, netflix, 'the Netflix checkbox');
      await page.keyboard.press('Space');
      expect(await netflix.isChecked()).toBe(true);
      await journey.checkA11y('the services picker at 375px');
      await journey.checkNoHorizontalOverflow('the services picker at 375px');
      await journey.screenshot('filters-services-picker-375', { fullPage: false });
      await tabTo(page, control(picker, 'Done'), 'Done');
      await page.keyboard.press('Enter');
      // Focus goes back to where the picker was opened from; the filter is on.
      await eventually('focus back on Change services', () =>
        hasFocus(panel.getByRole('button', { name: 'Change services' })),
      );
      expect(await panel.getByRole('checkbox', { name: 'On my services' }).isChecked()).toBe(true);
      await tabTo(page, control(panel, 'Apply Filters'), 'Apply Filters');
      await page.keyboard.press('Enter');

      await page.waitForURL((url) => url.searchParams.has('with_watch_providers'));
      expect(Object.fromEntries(journey.params)).toEqual({
        with_watch_providers: '8',
        watch_region: 'US',
      });
      const onNetflix = await apiJson<Paged>(
        journey,
        '/api/tmdb/discover/tv?with_watch_providers=8&watch_region=US&with_watch_monetization_types=flatrate|free|ads',
      );
      expect(onNetflix.results.map(titleOf)).toEqual(
        expect.arrayContaining(['Breaking Bad', 'Lupin']),
      );
      await gridShows(journey, onNetflix, 'the shows Netflix streams in the US');
      await page.reload();
      await gridShows(journey, onNetflix, 'the same shows after a reload');
      await visible(
        main.getByRole('list', { name: 'Active filters' }).getByRole('button', {
          name: 'Remove filter: On my services',
        }),
      );
      await journey.capture('filters-services-tv');

      // A later visit to /movies: the services are remembered (the profile, in this browser).
      await journey.visit('/movies');
      await journey.cardTitles();
      const movies = await openPanel(journey);
      await visible(
        movies.getByText(
          'Netflix, in United States. Streamed or free; rentals and purchases do not count.',
        ),
      );
      const mine = movies.getByRole('checkbox', { name: 'On my services' });
      expect(await mine.isChecked()).toBe(false);
      await tabTo(page, mine, 'On my services');
      await page.keyboard.press('Space');
      await tabTo(page, control(movies, 'Apply Filters'), 'Apply Filters');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('with_watch_providers') === '8');
      // The demo records no film that Netflix streams in the US: our empty state, not a blank grid.
      const none = await apiJson<Paged>(
        journey,
        '/api/tmdb/discover/movie?with_watch_providers=8&watch_region=US&with_watch_monetization_types=flatrate|free|ads',
      );
      expect(none.total_results).toBe(0);
      await visible(main.getByText('Nothing on your services matches'));
      await visible(
        main.getByText(/The demo catalogue knows streaming offers for only a few titles\./),
      );
      await journey.capture('filters-services-movies-empty');
    });
  });

  it('filters trending over its most trending entries, offering only what a mixed list honours', async () => {
    await suite.run('filters-trending', async (journey) => {
      const { page, main } = journey;
      await journey.visit('/trending');
      await journey.cardTitles();

      const panel = await openPanel(journey);
      expect(await panel.getByRole('radio', { name: 'Highest Revenue' }).count()).toBe(0);
      expect(await control(panel, 'TV Movie').count()).toBe(0);
      expect(await control(panel, 'Talk').count()).toBe(0);
      await tabTo(page, control(panel, 'Comedy'), 'the Comedy genre');
      await page.keyboard.press('Enter');
      await tabTo(page, control(panel, 'Apply Filters'), 'Apply Filters');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('with_genres') === '35');

      const comedy = await apiJson<Paged & { searched: number }>(
        journey,
        '/api/trending/week?with_genres=35',
      );
      // More than one trending page's worth: the filter reads the whole pool, not page 1.
      expect(comedy.total_results).toBeGreaterThan(20);
      await visible(
        main.getByText(
          `Found ${comedy.total_results} trending items among the ${comedy.searched} most trending`,
        ),
      );
      await gridShows(journey, comedy, 'the trending comedies');
      await visible(main.getByText(`Page 1 of ${comedy.total_pages}`));
      await page.reload();
      await gridShows(journey, comedy, 'the trending comedies after a reload');
      await journey.capture('filters-trending');
      await checkPanelAtBothWidths(journey, 'filters-trending-panel');
    });
  });

  it('says how far a list of more than 500 pages can be paged', async () => {
    await suite.run('filters-page-limit', async (journey) => {
      const { main } = journey;
      await journey.visit('/movies');
      const all = await apiJson<Paged>(journey, '/api/tmdb/discover/movie');
      expect(all.total_results).toBeGreaterThan(10_000);
      await visible(
        main.getByText(
          `Pages stop at 500: the first 10,000 of these ${all.total_results.toLocaleString('en-US')} movies can be browsed here. To reach the others, narrow the filters.`,
        ),
      );
      await journey.capture('filters-page-limit');
    });
  });
});
