/**
 * Your year in charts (issue 33 §3), in Chromium on the demo catalogue: a visitor's diary, ratings and
 * a show's last episode in this browser; /stats draws its charts, names the actors and directors from
 * each title's details, switches to all time by keyboard, and saves the year card as a PNG. Each view
 * is captured at 1440 and 375 px with axe. A visitor with nothing on record is told where to start.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { JOURNEY_TIMEOUT_MS, describeJourneys } from './helpers/env';
import { action, eventually, heading, visible } from './helpers/journey';
import type { Journey } from './helpers/journey';
import { useJourneys } from './helpers/suite';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 2);

const YEAR = new Date().getFullYear();
const SAVED = { _persist: { version: 1, rehydrated: true } };

/** Titles the demo catalogue knows in full (cast and crew), watched this year and before. */
function diary() {
  const entry = (
    id: string,
    media_id: number,
    watched_on: string,
    details: Record<string, unknown>,
    media_type: 'movie' | 'tv' = 'movie',
  ) => ({
    id,
    media_id,
    media_type,
    watched_on,
    rewatch: false,
    note: '',
    logged_at: `${watched_on}T20:00:00.000Z`,
    details: { poster_path: null, ...details },
  });
  const entries = [
    entry('e1', 550, `${YEAR}-01-12`, { title: 'Fight Club', runtime: 139, genre_ids: [18] }),
    entry('e2', 419704, `${YEAR}-02-03`, { title: 'Ad Astra' }),
    entry('e3', 76, `${YEAR}-02-21`, { title: 'Before Sunrise' }),
    entry('e4', 1396, `${YEAR}-01-08`, { name: 'Breaking Bad' }, 'tv'),
    entry('e5', 607, `${YEAR - 1}-06-14`, { title: 'Men in Black' }),
  ];
  return Object.fromEntries(entries.map((item) => [item.id, item]));
}

const rating = (media_id: number, value: number, title: string, day: string) => ({
  media_id,
  media_type: 'movie',
  rating: value,
  rated_at: `${day}T21:00:00.000Z`,
  details: { title },
});

const STORAGE = {
  user_diary: JSON.stringify({ entries: diary(), ...SAVED }),
  user_ratings: JSON.stringify({
    byTitle: {
      'movie-550': rating(550, 4.5, 'Fight Club', `${YEAR}-01-12`),
      'movie-76': rating(76, 5, 'Before Sunrise', `${YEAR}-02-21`),
      'movie-419704': rating(419704, 2.5, 'Ad Astra', `${YEAR}-02-03`),
      'movie-607': rating(607, 3, 'Men in Black', `${YEAR - 1}-06-14`),
    },
    ...SAVED,
  }),
  user_last_watched: JSON.stringify({
    shows: { 1396: { season: 1, episode: 4, updatedAt: `${YEAR}-01-09T20:00:00.000Z` } },
    ...SAVED,
  }),
};

/** Waits until every title's details have answered: the status stops saying it is looking. */
async function lookedUp(journey: Journey) {
  await visible(journey.main.getByText('Titles watched', { exact: true }));
  await eventually(
    'the lookups done',
    async () => (await journey.main.getByText(/^Looking up/).count()) === 0,
  );
}

/** The charts drawn: five surfaces, each with its bars. */
async function chartsDrawn(journey: Journey) {
  const charts = journey.main.locator('.MuiChartsSurface-root');
  await eventually('five charts drawn', async () => (await charts.count()) === 5);
  for (const chart of await charts.all()) {
    await eventually('a chart with bars', async () => (await chart.locator('rect').count()) > 0);
  }
}

describeJourneys('Your Stats', () => {
  const suite = useJourneys();
  let downloads = '';

  beforeAll(async () => {
    downloads = await fs.mkdtemp(path.join(os.tmpdir(), 'marquee-stats-'));
  });
  afterAll(async () => {
    await fs.rm(downloads, { recursive: true, force: true });
  });

  it('charts this year and all time, and saves the year card as a PNG', async () => {
    await suite.run('stats', { storage: STORAGE }, async (journey) => {
      const { page, main } = journey;
      await journey.visit('/stats');
      await visible(heading(main, 'Your Stats'));
      await lookedUp(journey);
      await chartsDrawn(journey);
      // Every runtime known: the diary's, or each title's details.
      await visible(main.getByText('From each title’s runtime'));
      const actors = main.getByRole('list', { name: 'Most watched actors' });
      // Fight Club and Ad Astra, both looked up: Brad Pitt leads.
      await eventually('Brad Pitt first', async () =>
        (await actors.getByRole('listitem').first().innerText()).startsWith(
          'Brad Pitt · 2 viewings',
        ),
      );
      await visible(
        main.getByRole('list', { name: 'Most watched directors' }).getByText(/^David Fincher/),
      );
      await journey.capture('stats-year');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        action(main, 'Save year card').click(),
      ]);
      expect(download.suggestedFilename()).toBe(`marquee-${YEAR}.png`);
      const file = path.join(downloads, download.suggestedFilename());
      await download.saveAs(file);
      const png = await fs.readFile(file);
      // The PNG signature, then the header chunk with the card's size.
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1350]);
      expect(png.length).toBeGreaterThan(10_000);
      await visible(main.getByText(`Saved marquee-${YEAR}.png.`));

      // All time, by keyboard: the tabs move with the arrow keys and the address follows.
      await main.getByRole('tab', { name: 'This year' }).focus();
      await page.keyboard.press('ArrowRight');
      await eventually('?period=all', async () => new URL(page.url()).search === '?period=all');
      await visible(heading(main, 'Your all-time card'));
      await lookedUp(journey);
      await chartsDrawn(journey);
      // Last June to now: still by month.
      await main
        .getByRole('table', { name: 'Titles watched per month' })
        .waitFor({ state: 'attached' });
      await journey.capture('stats-all-time');
      const [allTime] = await Promise.all([
        page.waitForEvent('download'),
        action(main, 'Save all-time card').click(),
      ]);
      expect(allTime.suggestedFilename()).toBe('marquee-all-time.png');
    });
  });

  it('tells a visitor with nothing on record where to start', async () => {
    await suite.run('stats-empty', async (journey) => {
      const { main } = journey;
      await journey.visit('/stats');
      await visible(heading(main, 'Nothing to count yet'));
      await journey.capture('stats-empty');
      await action(main, 'Browse Content').click();
      await eventually('home', async () => new URL(journey.page.url()).pathname === '/');
    });
  });
});
