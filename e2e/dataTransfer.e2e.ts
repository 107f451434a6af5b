/**
 * Taking the lists to another browser (issue 12, export and import) on the demo catalogue: titles saved
 * from their pages, a title opened in the player and a new username are exported, every local key is
 * cleared, and the file imported back restores each list exactly.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { JOURNEY_TIMEOUT_MS, describeJourneys } from './helpers/env';
import { action, eventually, visible, whenLive } from './helpers/journey';
import type { Journey } from './helpers/journey';
import { useJourneys } from './helpers/suite';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 2);

/** The persisted lists the file carries (spec keys). */
const LIST_KEYS = [
  'user_watchlist',
  'user_favorites',
  'user_continue_watching',
  'user_watch_progress',
  'user_last_watched',
  'completed_shows',
  'user_profile',
];

/** Each list key's saved value, parsed (an absent key is null). */
async function savedLists(journey: Journey): Promise<Record<string, unknown>> {
  return journey.page.evaluate(`(() => {
    const keys = ${JSON.stringify(LIST_KEYS)};
    return Object.fromEntries(keys.map((key) => {
      const raw = window.localStorage.getItem(key);
      return [key, raw === null ? null : JSON.parse(raw)];
    }));
  })()`);
}

/** JSON with every object's keys sorted, so two equal values compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

async function pageHeading(journey: Journey, text: string) {
  const h1 = journey.page.getByRole('heading', { level: 1 });
  await eventually(`the heading "${text}"`, async () =>
    (await h1.first().innerText()).replace(/\s+/g, ' ').trim().startsWith(text),
  );
}

async function save(journey: Journey, pathname: string, title: string, list: string) {
  await journey.visit(pathname);
  await pageHeading(journey, title);
  await (await visible(action(journey.main, `Add to ${list}`))).click();
  await visible(action(journey.main, `In ${list}`));
}

describeJourneys('Export and import', () => {
  const suite = useJourneys();
  let downloads = '';

  beforeAll(async () => {
    downloads = await fs.mkdtemp(path.join(os.tmpdir(), 'marquee-export-'));
  });
  afterAll(async () => {
    await fs.rm(downloads, { recursive: true, force: true });
  });

  it('exports every list, clears all local data, imports the file and gets everything back', async () => {
    await suite.run('data-export-import', async (journey) => {
      const { page, main } = journey;
      await save(journey, '/movie/550-fight-club', 'Fight Club', 'Watchlist');
      await save(journey, '/tv/1399-game-of-thrones', 'Game of Thrones', 'Watchlist');
      await save(journey, '/movie/155-the-dark-knight', 'The Dark Knight', 'Favorites');
      // Opening the player puts the title in continue watching.
      await journey.visit('/player/movie/550-fight-club');
      await pageHeading(journey, 'Fight Club');

      await journey.visit('/user-settings');
      await pageHeading(journey, 'Profile Settings');
      await main.getByLabel('Username').fill('Zoe');
      await action(main, 'Save Changes').click();
      await visible(page.getByRole('button', { name: 'My Lists and settings (Zoe)' }));

      const before = await savedLists(journey);
      expect((before.user_watchlist as { items: unknown[] }).items).toHaveLength(2);
      expect((before.user_continue_watching as { items: unknown[] }).items).toHaveLength(1);

      // Export: the browser downloads marquee-data-YYYY-MM-DD.json.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        action(main, 'Export').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^marquee-data-\d{4}-\d{2}-\d{2}\.json$/);
      const file = path.join(downloads, download.suggestedFilename());
      await download.saveAs(file);
      const exported = JSON.parse(await fs.readFile(file, 'utf8'));
      expect(exported).toMatchObject({ format: 'marquee-data', version: 2 });
      await visible(main.getByText(/^Exported marquee-data-/));

      // Clear everything (spec: every key of ours but hasLoaded, then a reload).
      await action(main, 'Clear All Local Data').click();
      const confirm = page.getByRole('dialog');
      await visible(confirm);
      await Promise.all([page.waitForEvent('load'), action(confirm, 'Clear All Data').click()]);
      await whenLive(page);
      await pageHeading(journey, 'Profile Settings');
      await visible(page.getByRole('button', { name: 'My Lists and settings (Guest User)' }));
      const cleared = await savedLists(journey);
      expect((cleared.user_watchlist as { items: unknown[] } | null)?.items ?? []).toEqual([]);

      // Import the file back, replacing the empty lists.
      await page.getByLabel('Import a Marquee data file').setInputFiles(file);
      const preview = main.getByRole('region', { name: /^Import marquee-data-/ });
      await visible(preview);
      await visible(preview.getByText('2 titles'));
      await preview.getByRole('radio', { name: /^Replace/ }).check();
      await journey.capture('data-import-preview');
      await action(preview, 'Import and Replace').click();
      await visible(main.getByText(/^Imported marquee-data-.*\(replaced\)/));
      await visible(page.getByRole('button', { name: 'My Lists and settings (Zoe)' }));

      await eventually('every list saved back exactly', async () => {
        const after = await savedLists(journey);
        return canonical(after) === canonical(before);
      });

      await journey.visit('/watchlist');
      await visible(main.getByRole('link', { name: /Fight Club/ }));
      await visible(main.getByRole('link', { name: /Game of Thrones/ }));
      await journey.visit('/favorites');
      await visible(main.getByRole('link', { name: /The Dark Knight/ }));
    });
  });

  it('imports a Letterboxd watchlist.csv of well-known films, at least 90% matched', async () => {
    await suite.run('letterboxd-import', async (journey) => {
      const { page, main } = journey;
      const fixture = path.join(__dirname, 'fixtures', 'letterboxd-watchlist.csv');
      const rows = (await fs.readFile(fixture, 'utf8')).trim().split('\n').length - 1;

      await journey.visit('/user-settings');
      await pageHeading(journey, 'Profile Settings');
      await action(main, 'Import from Letterboxd').click();
      const panel = main.getByRole('region', { name: 'Import from Letterboxd' });
      await visible(panel);
      await panel.getByLabel('Letterboxd export (ZIP or CSV file)').setInputFiles(fixture);
      await visible(panel.getByText(`${rows} films in letterboxd-watchlist.csv`));
      expect(await panel.getByLabel('Add the films to').inputValue()).toBe('watchlist');
      await action(panel, 'Match films').click();

      const summary = panel.getByRole('list', { name: 'Matches by status' });
      await visible(summary, 60_000);
      const count = async (status: string) =>
        Number(
          (
            (await summary.getByText(new RegExp(`^${status}: `)).innerText()).split(': ')[1] ?? ''
          ).replace(/,/g, ''),
        );
      const matched = await count('Matched');
      const unsure = await count('Unsure');
      const notFound = await count('Not found');
      expect(matched + unsure + notFound).toBe(rows);
      expect(matched / rows).toBeGreaterThanOrEqual(0.9);
      await journey.capture('letterboxd-matches');

      const importButton = action(panel, /^Import \d+ films$/);
      const imported = Number(/\d+/.exec(await importButton.innerText())?.[0]);
      expect(imported).toBeGreaterThanOrEqual(matched);
      await importButton.click();
      await visible(panel.getByText(`Imported ${imported} films into your watchlist.`));

      await journey.visit('/watchlist');
      await eventually('the imported films listed', async () =>
        (await page.getByRole('heading', { level: 1 }).first().innerText()).includes(
          String(imported),
        ),
      );
      await visible(main.getByRole('link', { name: /Three Billboards Outside Ebbing, Missouri/ }));
    });
  });
});
