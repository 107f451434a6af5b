/**
 * The visitor's own lists and settings on the demo catalogue (issue 12, first part): titles saved from
 * their detail pages show on /watchlist and /favorites, leave by selection and by 'Clear All'; a new
 * username changes the header's initial at once. Each page is captured at 1440 and 375 px with axe.
 */
import { JOURNEY_TIMEOUT_MS, describeJourneys } from './helpers/env';
import { action, control, eventually, visible, whenLive } from './helpers/journey';
import type { Journey } from './helpers/journey';
import { useJourneys } from './helpers/suite';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 2);

/** The page's h1 once it starts with `text`. */
async function pageHeading(journey: Journey, text: string): Promise<string> {
  const h1 = journey.page.getByRole('heading', { level: 1 });
  return eventually(`the heading "${text}"`, async () => {
    const shown = (await h1.first().innerText()).replace(/\s+/g, ' ').trim();
    return shown.startsWith(text) && shown;
  });
}

/** Saves the title open in the page to a list with its toggle ('Add to Watchlist' -> 'In Watchlist'). */
async function save(
  journey: Journey,
  path: string,
  title: string,
  list: 'Watchlist' | 'Favorites',
) {
  await journey.visit(path);
  await pageHeading(journey, title);
  await (await visible(action(journey.main, `Add to ${list}`))).click();
  const saved = await visible(action(journey.main, `In ${list}`));
  expect(await saved.getAttribute('aria-pressed')).toBe('true');
}

/** The titles of the cards in the main grid, in order. */
function cardNames(journey: Journey): Promise<string[]> {
  return journey.main
    .getByRole('checkbox')
    .evaluateAll((boxes) =>
      boxes.map((box) => (box.getAttribute('aria-label') ?? '').replace(/^Select /, '')),
    );
}

describeJourneys('My lists and settings', () => {
  const suite = useJourneys();

  it('saves titles from their pages, lists them, removes by selection and clears all', async () => {
    await suite.run('lists', async (journey) => {
      const { page, main } = journey;
      await save(journey, '/movie/550-fight-club', 'Fight Club', 'Watchlist');
      await save(journey, '/tv/1399-game-of-thrones', 'Game of Thrones', 'Watchlist');
      await save(journey, '/tv/1399-game-of-thrones', 'Game of Thrones', 'Favorites');

      await journey.visit('/watchlist');
      expect(await pageHeading(journey, 'My Watchlist')).toMatch(/2/);
      await visible(main.getByRole('link', { name: /Fight Club/ }));
      await control(main, 'TV Shows').click();
      await eventually('the TV tab', async () => journey.params.get('type') === 'tv');
      await visible(main.getByRole('link', { name: /Game of Thrones/ }));
      // The address changes first; the grid follows it in React's next render, which may come later.
      await eventually(
        'Fight Club filtered out of the TV tab',
        async () => (await main.getByRole('link', { name: /Fight Club/ }).count()) === 0,
      );
      await control(main, 'All').click();
      await journey.capture('watchlist');

      // Nothing selected: the notice, and nothing removed.
      await action(main, 'Select Items').click();
      await action(main, 'Remove Selected').click();
      const notice = page.getByRole('dialog', { name: 'No Items Selected' });
      await visible(notice);
      await action(notice, 'Got It').click();
      await notice.waitFor({ state: 'hidden' });

      expect(await cardNames(journey)).toEqual(expect.arrayContaining(['Fight Club']));
      await main.getByRole('checkbox', { name: 'Select Fight Club' }).check();
      await action(main, 'Remove Selected').click();
      const confirm = page.getByRole('dialog');
      await visible(confirm);
      await action(confirm, 'Confirm').click();
      await eventually(
        'Fight Club gone',
        async () => (await main.getByRole('link', { name: /Fight Club/ }).count()) === 0,
      );
      // After a removal selection mode ends (spec).
      await visible(action(main, 'Select Items'));
      expect(await pageHeading(journey, 'My Watchlist')).toMatch(/1/);

      await action(main, 'Clear All').click();
      await visible(page.getByRole('dialog'));
      await action(page.getByRole('dialog'), 'Confirm').click();
      await visible(main.getByText('Your watchlist is empty'));
      await visible(action(main, 'Browse Content'));

      await journey.visit('/favorites');
      await pageHeading(journey, 'My Favorites');
      await visible(main.getByText('Your personal collection of favorite movies and TV shows.'));
      await visible(main.getByRole('link', { name: /Game of Thrones/ }));
      await journey.capture('favorites');
    });
  });

  it('saves a new username and the header shows its initial at once', async () => {
    await suite.run('user-settings', async (journey) => {
      const { page, main } = journey;
      await journey.visit('/user-settings');
      await pageHeading(journey, 'Profile Settings');
      await visible(main.getByText('Customize your Marquee experience'));
      const profile = page.getByRole('button', { name: 'My Lists and settings (Guest User)' });
      // The initial, and at this width what the menu holds (issue 22: not a bare letter).
      expect((await profile.innerText()).trim()).toMatch(/^G\s*My Lists\b/);
      expect(await action(main, 'Save Changes').count()).toBe(0);

      await main.getByLabel('Username').fill('  Zoe  ');
      await action(main, 'Save Changes').click();
      await visible(main.getByText('Changes saved successfully!'));
      const renamed = page.getByRole('button', { name: 'My Lists and settings (Zoe)' });
      await visible(renamed);
      expect((await renamed.innerText()).trim()).toMatch(/^Z\s*My Lists\b/);
      await journey.capture('user-settings');
      // The banner goes after 2 s (spec).
      await main
        .getByText('Changes saved successfully!')
        .waitFor({ state: 'hidden', timeout: 5000 });
    });
  });

  it('shows a title saved in one tab in another open tab within a second', async () => {
    await suite.run('lists-two-tabs', async (journey) => {
      await journey.visit('/watchlist');
      await visible(journey.main.getByText('Your watchlist is empty'));

      const other = await journey.context.newPage();
      await other.goto(`${journey.origin}/movie/550-fight-club`, { waitUntil: 'load' });
      await whenLive(other);
      await (await visible(action(other.getByRole('main'), 'Add to Watchlist'))).click();
      await visible(action(other.getByRole('main'), 'In Watchlist'));

      // No reload, no polling: the storage event brings it over.
      await visible(journey.main.getByRole('link', { name: /Fight Club/ }), 1000);
      expect(await pageHeading(journey, 'My Watchlist')).toMatch(/1/);
      await other.close();
    });
  });
});
