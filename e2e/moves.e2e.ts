/**
 * Moving in (issue 33), in Chromium on the demo catalogue: a Letterboxd export ZIP built here (as
 * Letterboxd zips it) is chosen on /user-settings, matched and imported, and its ratings and diary
 * show on the title page and /diary; then IMDb's ratings CSV, resolved through the server's
 * find/{id}, rates a film and a show; the ratings leave again as Letterboxd's CSV. Each panel is
 * captured at 1440 and 375 px with axe.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { strToU8, zipSync } from 'fflate';

import { JOURNEY_TIMEOUT_MS, describeJourneys } from './helpers/env';
import { action, eventually, heading, visible } from './helpers/journey';
import type { Journey } from './helpers/journey';
import { useJourneys } from './helpers/suite';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 2);

const LIST = 'Date,Name,Year,Letterboxd URI';
const lines = (...rows: string[]) => strToU8(`${rows.join('\n')}\n`);

function letterboxdExport(): Uint8Array {
  return zipSync({
    'profile.csv': lines('Date Joined,Username', '2020-01-01,ana'),
    'ratings.csv': lines(
      `${LIST},Rating`,
      '2024-05-02,Fight Club,1999,https://boxd.it/2a1m,4.5',
      '2024-06-11,The Dark Knight,2008,https://boxd.it/2b5q,5',
    ),
    'diary.csv': lines(
      `${LIST},Rating,Rewatch,Tags,Watched Date`,
      '2024-05-02,Fight Club,1999,https://boxd.it/6xQr1,4.5,,,2024-05-01',
      '2024-06-11,The Dark Knight,2008,https://boxd.it/7yTs2,5,Yes,,2024-06-10',
    ),
    'watchlist.csv': lines(LIST, '2024-07-01,Pulp Fiction,1994,https://boxd.it/2amO'),
    'likes/films.csv': lines(LIST, '2024-06-11,The Dark Knight,2008,https://boxd.it/2b5q'),
    'watched.csv': lines(LIST, '2024-05-01,Fight Club,1999,https://boxd.it/2a1m'),
  });
}

const IMDB_HEADER =
  'Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors';
const imdbRow = (id: string, rating: number, type: string, title: string, year: number) =>
  `${id},${rating},2024-03-05,"${title}","${title}",https://www.imdb.com/title/${id}/,${type},8.0,100,${year},Drama,1000,${year}-01-01,"Someone"`;

async function openSettings(journey: Journey) {
  await journey.visit('/user-settings');
  await visible(heading(journey.main, 'Profile Settings'));
}

async function ratingShown(journey: Journey, pathname: string, stars: string) {
  await journey.visit(pathname);
  const group = await visible(journey.main.getByRole('radiogroup', { name: 'Rating' }));
  await eventually(`${stars} shown on ${pathname}`, () =>
    group.getByRole('radio', { name: stars }).isChecked(),
  );
}

describeJourneys('Moving in: Letterboxd and IMDb', () => {
  const suite = useJourneys();
  let dir = '';

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'marquee-moves-'));
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('imports a Letterboxd export ZIP: ratings on the title page, viewings in the diary', async () => {
    const file = path.join(dir, 'letterboxd-ana-2026-11-25-10-00-utc.zip');
    await fs.writeFile(file, letterboxdExport());
    await suite.run('moves-letterboxd', async (journey) => {
      const { main } = journey;
      await openSettings(journey);
      await action(main, 'Import from Letterboxd').click();
      const panel = await visible(main.getByRole('region', { name: 'Import from Letterboxd' }));
      await panel.getByLabel('Letterboxd export (ZIP or CSV file)').setInputFiles(file);
      await visible(
        panel.getByText('letterboxd-ana-2026-11-25-10-00-utc.zip: 5 files to import from'),
      );
      await visible(
        panel.getByText('3 films will be looked up, each once, however many files name it.'),
      );
      await journey.capture('moves-letterboxd-files');

      await action(panel, 'Match films').click();
      const summary = await visible(panel.getByRole('list', { name: 'Matches by status' }), 60_000);
      expect(await summary.innerText()).toContain('Matched: 3');
      await journey.capture('moves-letterboxd-matches');
      await action(panel, 'Import 3 films').click();
      await visible(
        panel.getByText(
          'Imported 2 ratings, 2 diary entries, 1 film into your watchlist and 1 film into your favorites.',
        ),
      );

      await ratingShown(journey, '/movie/550-fight-club', '4½ stars');
      await journey.visit('/diary');
      await visible(heading(main, 'Diary (2)'));
      await visible(main.getByText('June 2024'));
      await visible(main.getByText('May 2024'));
      await visible(main.getByRole('button', { name: /^Edit The Dark Knight on / }));
      await journey.visit('/watchlist');
      await visible(main.getByRole('link', { name: /Pulp Fiction/ }));

      // And out again: the ratings as the CSV Letterboxd's importer reads.
      await openSettings(journey);
      await action(main, 'Export for Letterboxd').click();
      const out = await visible(main.getByRole('region', { name: 'Export for Letterboxd' }));
      await journey.capture('moves-letterboxd-export');
      const [download] = await Promise.all([
        journey.page.waitForEvent('download'),
        action(out, 'Download ratings (2 films)').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        /^marquee-letterboxd-ratings-\d{4}-\d{2}-\d{2}\.csv$/,
      );
      const saved = path.join(dir, download.suggestedFilename());
      await download.saveAs(saved);
      expect((await fs.readFile(saved, 'utf8')).split('\r\n')).toEqual([
        'tmdbID,Title,Year,Rating',
        '155,The Dark Knight,2008,5',
        '550,Fight Club,1999,4.5',
        '',
      ]);
    });
  });

  it("imports IMDb's ratings CSV through find/{id}: a film and a show rated, an unknown id not found", async () => {
    const file = path.join(dir, 'ratings.csv');
    await fs.writeFile(
      file,
      [
        IMDB_HEADER,
        imdbRow('tt0112471', 8, 'Movie', 'Before Sunrise', 1995),
        imdbRow('tt0944947', 7, 'TV Series', 'Game of Thrones', 2011),
        imdbRow('tt0000001', 5, 'Movie', 'Not In The Demo', 1900),
      ].join('\n'),
    );
    await suite.run('moves-imdb', async (journey) => {
      const { main, page } = journey;
      /** Presses a button from the keyboard, as a visitor without a pointer would. */
      const press = async (button: ReturnType<typeof action>) => {
        await (await visible(button)).focus();
        await page.keyboard.press('Enter');
      };
      await openSettings(journey);
      await press(action(main, 'Import from IMDb'));
      const panel = await visible(main.getByRole('region', { name: 'Import from IMDb' }));
      await panel.getByLabel('IMDb ratings file (CSV)').setInputFiles(file);
      await visible(panel.getByText('3 titles rated in ratings.csv'));
      await press(action(panel, 'Look up titles'));
      const table = await visible(
        panel.getByRole('table', { name: 'IMDb titles and what was found' }),
        60_000,
      );
      expect(await table.innerText()).toMatch(
        /Game of Thrones \(2011\)\s+Your rating: 7\/10, 3½ stars\s+Found/,
      );
      expect(await table.innerText()).toMatch(
        /Not In The Demo \(1900\)\s+Your rating: 5\/10, 2½ stars\s+Not found/,
      );
      await journey.capture('moves-imdb-found');
      await press(action(panel, 'Import 2 ratings'));
      await visible(panel.getByText('Imported 2 ratings.'));

      await ratingShown(journey, '/tv/1399-game-of-thrones', '3½ stars');
      await ratingShown(journey, '/movie/76-before-sunrise', '4 stars');
    });
  });
});
