/**
 * /movies: the filter panel (genre, year, sort) writes only non-default values to the URL; the
 * pagination bar reaches the last page and comes back; browser back restores the previous filters.
 *
 * History, as the spec has it: applying filters adds a history entry, changing page replaces the current
 * one. So after Drama → Drama+1999+Highest Rated → last page → first page, one "back" lands on the
 * Drama-only list (not on the previous page), and a second "back" on the bare /movies.
 */
import type { Locator } from 'playwright-core';

import { JOURNEY_TIMEOUT_MS, describeJourneys } from './helpers/env';
import { control, eventually, heading, visible } from './helpers/journey';
import type { Journey } from './helpers/journey';
import { useJourneys } from './helpers/suite';

jest.setTimeout(JOURNEY_TIMEOUT_MS);

const DRAMA = 18;

interface Filters {
  genres?: string[];
  year?: string;
  sort?: string;
}

interface PagerStatus {
  page: number;
  total: number;
}

/** The query the URL should carry, sorted, for comparison. */
function query(journey: Journey): Record<string, string> {
  return Object.fromEntries([...journey.params.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

/** 'Page X of Y' of the pagination bar. */
async function pagerStatus(journey: Journey): Promise<PagerStatus> {
  const text = await visible(journey.main.getByText(/^Page \d+ of \d+$/));
  const match = /^Page (\d+) of (\d+)$/.exec((await text.innerText()).trim());
  if (!match) throw new Error('No "Page X of Y" text');
  return { page: Number(match[1]), total: Number(match[2]) };
}

async function expectPager(journey: Journey, expected: PagerStatus): Promise<void> {
  await eventually(`"Page ${expected.page} of ${expected.total}"`, async () => {
    const status = await pagerStatus(journey);
    return status.page === expected.page && status.total === expected.total;
  });
}

/** Result titles once they differ from `before` (a new list arrived) and the grid has some. */
async function titlesChangedFrom(journey: Journey, before: string[], what: string) {
  return eventually(what, async () => {
    const titles = await journey.cardTitles();
    return titles.length > 0 && titles.join('|') !== before.join('|') && titles;
  });
}

async function titlesEqual(journey: Journey, expected: string[], what: string) {
  await eventually(what, async () => {
    const titles = await journey.cardTitles();
    if (titles.join('|') === expected.join('|')) return true;
    // Named in the timeout's message: which list the grid showed instead.
    throw new Error(`the grid shows ${titles.join(' | ')}; expected ${expected.join(' | ')}`);
  });
}

function filtersButton(journey: Journey): Locator {
  // The button's name may carry the badge's count of active filters ('Filters 2').
  return journey.main.getByRole('button', { name: /^Filters\b/ });
}

function yearInput(journey: Journey): Locator {
  const { page } = journey;
  return page
    .getByRole('textbox', { name: /year/i })
    .or(page.getByRole('spinbutton', { name: /year/i }));
}

/** The sort option, whether the panel shows it as buttons or radios, a native select or a MUI select. */
async function chooseSort(journey: Journey, label: string): Promise<void> {
  const { page } = journey;
  const direct = control(page, label).filter({ visible: true });
  if ((await direct.count()) > 0) {
    await direct.first().click();
    return;
  }
  const select = await visible(page.getByRole('combobox', { name: /sort/i }));
  const tag = await select.evaluate((element) => element.tagName);
  if (tag === 'SELECT') {
    await select.selectOption({ label });
  } else {
    await select.click();
    await (await visible(page.getByRole('option', { name: label, exact: true }))).click();
  }
}

async function openFilters(journey: Journey): Promise<void> {
  // A panel that stays open after applying is not toggled shut.
  if (await control(journey.page, 'Apply Filters').first().isVisible()) return;
  await (await visible(filtersButton(journey))).click();
  await visible(control(journey.page, 'Apply Filters'));
}

/** Opens the panel, sets what is given and applies. */
async function applyFilters(journey: Journey, filters: Filters, a11yLabel?: string) {
  const { page } = journey;
  await openFilters(journey);
  for (const genre of filters.genres ?? []) {
    await (await visible(control(page, genre))).click();
  }
  if (filters.year !== undefined) await (await visible(yearInput(journey))).fill(filters.year);
  if (filters.sort) await chooseSort(journey, filters.sort);
  if (a11yLabel) await journey.checkA11y(a11yLabel);
  await (await visible(control(page, 'Apply Filters'))).click();
}

/** The page-number buttons of the pagination bar, by number ('7', 'page 7', 'Go to page 7'). */
async function pageButtons(journey: Journey): Promise<Map<number, Locator>> {
  const buttons = journey.main.getByRole('button', { name: /^(go to )?(page )?\d+$/i });
  const byNumber = new Map<number, Locator>();
  for (const button of await buttons.all()) {
    const label = (await button.getAttribute('aria-label')) ?? (await button.innerText());
    const number = Number(/(\d+)\s*$/.exec(label.trim())?.[1]);
    if (Number.isFinite(number) && number > 0) byNumber.set(number, button);
  }
  return byNumber;
}

/** Whether a toggle (aria-pressed), radio or checkbox is on. */
async function isOn(toggle: Locator): Promise<boolean> {
  const pressed = await toggle.getAttribute('aria-pressed');
  if (pressed !== null) return pressed === 'true';
  return toggle.isChecked();
}

async function historyLength(journey: Journey): Promise<number> {
  return (await journey.page.evaluate('window.history.length')) as number;
}

/** What the API itself answers for a discover query: the truth the page should show. */
async function discover(journey: Journey, params: Record<string, string>) {
  const url = new URL('/api/tmdb/discover/movie', journey.origin);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  const response = await fetch(url);
  const body = (await response.json()) as { total_pages: number; results: { title: string }[] };
  return { totalPages: Math.min(body.total_pages, 500), first: body.results[0]?.title };
}

describeJourneys('Movies', () => {
  const suite = useJourneys();

  it('filters by genre, year and sort, paginates to the end and back, and goes back in history', async () => {
    await suite.run('movies', async (journey) => {
      const { page, main } = journey;
      await journey.visit('/movies');

      await visible(heading(main, 'Discover Amazing Movies'));
      await visible(main.getByText('Found 1M+ movies'));
      const popular = await titlesChangedFrom(journey, [], 'the first results');
      const popularPager = await pagerStatus(journey);
      expect(popularPager.page).toBe(1);
      expect(query(journey)).toEqual({});

      // 1. Drama alone: only with_genres in the URL (no page=1, no sort_by=popularity.desc).
      await applyFilters(journey, { genres: ['Drama'] });
      await page.waitForURL((url) => url.searchParams.get('with_genres') === String(DRAMA));
      expect(query(journey)).toEqual({ with_genres: String(DRAMA) });
      const drama = await titlesChangedFrom(journey, popular, 'the Drama results');
      const dramaApi = await discover(journey, { with_genres: String(DRAMA) });
      await expectPager(journey, { page: 1, total: dramaApi.totalPages });

      // 2. Add a year and a sort: Drama stays selected, three non-default values in the URL.
      await applyFilters(
        journey,
        { year: '1999', sort: 'Highest Rated' },
        'movies with the filter panel open',
      );
      await page.waitForURL((url) => url.searchParams.get('sort_by') === 'vote_average.desc');
      expect(query(journey)).toEqual({
        primary_release_year: '1999',
        sort_by: 'vote_average.desc',
        with_genres: String(DRAMA),
      });
      const filteredApi = await discover(journey, {
        with_genres: String(DRAMA),
        primary_release_year: '1999',
        sort_by: 'vote_average.desc',
      });
      // The grid may pass through an intermediate list on the way (the panel's changes can land as
      // more than one navigation): wait for the one the URL names.
      const filtered = await eventually('the Drama 1999 highest-rated results', async () => {
        const titles = await journey.cardTitles();
        return titles[0] === filteredApi.first && titles.join('|') !== drama.join('|') && titles;
      });
      expect(filteredApi.totalPages).toBeGreaterThan(2);
      await expectPager(journey, { page: 1, total: filteredApi.totalPages });
      await journey.capture('movies');

      // 3. The last page through its number in the bar; the history entry is replaced, not added.
      const entries = await historyLength(journey);
      const last = (await pageButtons(journey)).get(filteredApi.totalPages);
      if (!last) throw new Error(`No button for the last page (${filteredApi.totalPages})`);
      await last.click();
      await expectPager(journey, { page: filteredApi.totalPages, total: filteredApi.totalPages });
      await page.waitForURL(
        (url) => url.searchParams.get('page') === String(filteredApi.totalPages),
      );
      expect(query(journey)).toEqual({
        page: String(filteredApi.totalPages),
        primary_release_year: '1999',
        sort_by: 'vote_average.desc',
        with_genres: String(DRAMA),
      });
      await titlesChangedFrom(journey, filtered, 'the last page of results');
      expect(await historyLength(journey)).toBe(entries);
      await journey.checkA11y('movies on the last page');

      // 4. Back to page 1 (the bar's first-page control, or its '1'): page=1 is a default, not written.
      const firstPage = main.getByRole('button', { name: /first page/i }).filter({ visible: true });
      if ((await firstPage.count()) > 0) await firstPage.first().click();
      else {
        const one = (await pageButtons(journey)).get(1);
        if (!one) throw new Error('No button for page 1');
        await one.click();
      }
      await expectPager(journey, { page: 1, total: filteredApi.totalPages });
      await page.waitForURL((url) => !url.searchParams.has('page'));
      expect(query(journey)).toEqual({
        primary_release_year: '1999',
        sort_by: 'vote_average.desc',
        with_genres: String(DRAMA),
      });
      await titlesEqual(journey, filtered, 'the first page of the filtered results again');
      expect(await historyLength(journey)).toBe(entries);

      // 5. Browser back: the previous filter state (Drama alone), in the URL, the list and the panel.
      await page.goBack();
      await page.waitForURL((url) => !url.searchParams.has('sort_by'));
      expect(query(journey)).toEqual({ with_genres: String(DRAMA) });
      await titlesEqual(journey, drama, 'the Drama results after going back');
      await expectPager(journey, { page: 1, total: dramaApi.totalPages });
      await openFilters(journey);
      expect(await (await visible(yearInput(journey))).inputValue()).toBe('');
      expect(await isOn(await visible(control(page, 'Drama')))).toBe(true);
      const mostPopular = control(page, 'Most Popular').filter({ visible: true });
      if ((await mostPopular.count()) > 0) expect(await isOn(mostPopular.first())).toBe(true);
      await page.keyboard.press('Escape');
      await control(page, 'Apply Filters').first().waitFor({ state: 'hidden' });

      // 6. Back once more: the bare /movies and its first results.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/movies' && url.search === '');
      await titlesEqual(journey, popular, 'the unfiltered results after going back again');
      await expectPager(journey, popularPager);

      // 7. Forward to the Drama list, then Reset: the bare path again.
      await page.goForward();
      await page.waitForURL((url) => url.searchParams.get('with_genres') === String(DRAMA));
      await titlesEqual(journey, drama, 'the Drama results after going forward');
      await openFilters(journey);
      await (await visible(control(page, 'Reset'))).click();
      await page.waitForURL((url) => url.pathname === '/movies' && url.search === '');
      await titlesEqual(journey, popular, 'the unfiltered results after Reset');
    });
  });
});
