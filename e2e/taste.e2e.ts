/**
 * Your taste on your device (issue 33), in Chromium on the demo catalogue: a title rated with the
 * pointer and changed by keyboard, marked as watched with a note, the diary by month with an edit,
 * and For You ranking suggestions from saved titles, each saying why, with "Not interested". Each page
 * is captured at 1440 and 375 px with axe.
 */
import { JOURNEY_TIMEOUT_MS, describeJourneys } from './helpers/env';
import { action, eventually, heading, visible, whenLive } from './helpers/journey';
import type { Journey } from './helpers/journey';
import { useJourneys } from './helpers/suite';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 2);

async function save(journey: Journey, path: string, list: 'Watchlist' | 'Favorites') {
  await journey.visit(path);
  await (await visible(action(journey.main, `Add to ${list}`))).click();
  await visible(action(journey.main, `In ${list}`));
}

/** A localStorage key's value as JSON (an expression: the page's own globals, not Node's). */
const stored = (journey: Journey, key: string) =>
  journey.page.evaluate(
    `JSON.parse(localStorage.getItem(${JSON.stringify(key)}) || '{}')`,
  ) as Promise<{
    byTitle?: Record<string, { rating?: number }>;
  }>;

describeJourneys('Ratings, diary and For You', () => {
  const suite = useJourneys();

  it('rates a title, logs it in the diary, edits the entry', async () => {
    await suite.run('taste-diary', async (journey) => {
      const { page, main } = journey;
      await journey.visit('/movie/550-fight-club');
      const group = await visible(main.getByRole('radiogroup', { name: 'Rating' }));
      // The pointer rests on the left half of the fifth star (MUI shows the half), then presses: 4½.
      await whenLive(page);
      const fifth = group.locator('label', { hasText: /^5 stars$/ });
      await fifth.hover({ position: { x: 4, y: 15 } });
      await fifth.hover({ position: { x: 6, y: 15 } });
      await visible(group.locator('label', { hasText: '4½ stars' }));
      await page.mouse.down();
      await page.mouse.up();
      await eventually('4½ stars saved', async () => {
        const ratings = await stored(journey, 'user_ratings');
        return ratings.byTitle?.['movie-550']?.rating === 4.5;
      });
      // The keyboard takes it down half a star.
      await group.getByRole('radio', { name: '4½ stars' }).focus();
      await page.keyboard.press('ArrowLeft');
      await eventually('4 stars saved', async () => {
        const ratings = await stored(journey, 'user_ratings');
        return ratings.byTitle?.['movie-550']?.rating === 4;
      });

      await (await visible(action(main, 'Mark as watched'))).click();
      const dialog = await visible(page.getByRole('dialog', { name: 'Mark as watched' }));
      await dialog.getByLabel('Note (only you see it)').fill('Rewatched for the twist');
      await journey.capture('taste-mark-watched');
      await action(dialog, 'Save').click();
      await dialog.waitFor({ state: 'hidden' });
      await visible(main.getByText(/^Watched /));
      await journey.capture('taste-title');

      await journey.visit('/diary');
      await visible(heading(main, 'Diary (1)'));
      await visible(main.getByText('Rewatched for the twist'));
      await journey.capture('taste-diary');
      await (await visible(action(main, /^Edit Fight Club on /))).click();
      const edit = await visible(page.getByRole('dialog', { name: 'Edit diary entry' }));
      await edit.getByRole('checkbox', { name: /rewatch/ }).check();
      await action(edit, 'Save').click();
      await edit.waitFor({ state: 'hidden' });
      await visible(main.getByText(/Movie · Rewatch/));
    });
  });

  it('suggests titles from saved ones, each saying why, and hides one not wanted', async () => {
    await suite.run('taste-for-you', async (journey) => {
      const { main } = journey;
      await save(journey, '/movie/155-the-dark-knight', 'Favorites');
      await save(journey, '/movie/680-pulp-fiction', 'Favorites');
      await save(journey, '/movie/27205-inception', 'Watchlist');

      await journey.visit('/for-you');
      await visible(heading(main, 'For You'));
      const list = await visible(main.getByRole('list', { name: 'Suggestions' }));
      const cards = list.getByRole('listitem');
      await eventually('twenty suggestions', async () => (await cards.count()) === 20);
      const texts = await cards.allInnerTexts();
      expect(texts.every((text) => /Because you (liked|saved) /.test(text))).toBe(true);
      expect(texts.some((text) => /Pulp Fiction\n/.test(text.split('Because')[0] ?? ''))).toBe(
        false,
      );
      await journey.capture('taste-for-you');

      const first = (await cards.first().getByRole('heading').first().innerText()).trim();
      await cards
        .first()
        .getByRole('button', { name: /^Not interested in / })
        .click();
      await visible(main.getByText(`${first} is hidden from For You.`));
      await eventually(
        `${first} gone`,
        async () =>
          (await list.getByRole('button', { name: `Not interested in ${first}` }).count()) === 0,
      );

      await journey.visit('/');
      await visible(main.getByRole('region', { name: 'For You' }));
    });
  });
});
