/**
 * The other browse screens: /trending (Today / This Week), /fan-favorites (TV Shows / Movies tabs),
 * /airing-shows, /collections and /tv-shows render their content; and Back from a title returns a
 * list to where it was left, to the pixel (issue 31, item 14).
 */
import { JOURNEY_TIMEOUT_MS, describeJourneys } from './helpers/env';
import { control, eventually, heading, visible } from './helpers/journey';
import type { Journey } from './helpers/journey';
import { useJourneys } from './helpers/suite';

jest.setTimeout(JOURNEY_TIMEOUT_MS);

/** The number in a count line such as 'Found 3,554 trending items'. */
async function countLine(journey: Journey, pattern: RegExp): Promise<number> {
  const line = await visible(journey.main.getByText(pattern));
  const digits = /Found ([\d,.\s]+)/.exec(await line.innerText())?.[1]?.replace(/\D/g, '');
  if (!digits) throw new Error(`No number in the count line ${pattern}`);
  return Number(digits);
}

async function cardsShown(journey: Journey, what: string): Promise<string[]> {
  return eventually(what, async () => {
    const titles = await journey.cardTitles();
    return titles.length > 0 && titles;
  });
}

/** Whether any query parameter has this value (the spec does not name the time-window parameter). */
function hasParamValue(url: URL, value: string): boolean {
  return [...url.searchParams.values()].includes(value);
}

/** The window's vertical scroll position. */
const scrollY = (journey: Journey) => journey.page.evaluate('window.scrollY') as Promise<number>;

const TRENDING_COUNT = /^Found [\d,.]+ trending items$/;
const FAN_FAVORITES_COUNT = /^Found [\d,.]+ fan favorites$/;

describeJourneys('Browse screens', () => {
  const suite = useJourneys();

  it('/trending toggles between This Week and Today', async () => {
    await suite.run('trending', async (journey) => {
      const { page, main } = journey;
      await journey.visit('/trending');

      await visible(heading(main, 'Trending Right Now'));
      const week = await countLine(journey, TRENDING_COUNT);
      const weekTitles = await cardsShown(journey, "this week's trending cards");
      expect(week).toBeGreaterThan(0);
      expect(hasParamValue(new URL(page.url()), 'day')).toBe(false);

      await (await visible(control(main, 'Today'))).click();
      await page.waitForURL((url) => hasParamValue(url, 'day'));
      const day = await eventually('a new trending count for Today', async () => {
        const count = await countLine(journey, TRENDING_COUNT);
        return count !== week && count;
      });
      expect(day).toBeGreaterThan(0);
      await eventually("today's trending cards", async () => {
        const titles = await journey.cardTitles();
        return titles.length > 0 && titles.join('|') !== weekTitles.join('|');
      });
      await journey.capture('trending-today');

      await (await visible(control(main, 'This Week'))).click();
      await page.waitForURL((url) => !hasParamValue(url, 'day'));
      await eventually("this week's count again", async () => {
        return (await countLine(journey, TRENDING_COUNT)) === week;
      });
      await journey.capture('trending');
    });
  });

  it('/fan-favorites switches between the TV Shows and Movies tabs', async () => {
    await suite.run('fan-favorites', async (journey) => {
      const { main } = journey;
      await journey.visit('/fan-favorites');

      const tvTab = await visible(control(main, 'TV Shows'));
      const moviesTab = await visible(control(main, 'Movies'));
      const tvCount = await countLine(journey, FAN_FAVORITES_COUNT);
      const tvTitles = await cardsShown(journey, 'the TV fan favorites');
      // TV is the default tab.
      expect(await tvTab.getAttribute('aria-selected')).not.toBe('false');

      await moviesTab.click();
      const movieTitles = await eventually('the movie fan favorites', async () => {
        const titles = await journey.cardTitles();
        return titles.length > 0 && titles.join('|') !== tvTitles.join('|') && titles;
      });
      // The count line follows the tab. (On the demo catalogue both tabs happen to find 100, so the
      // number itself need not change; the tab and the cards must.)
      expect(await moviesTab.getAttribute('aria-selected')).not.toBe('false');
      expect(await tvTab.getAttribute('aria-selected')).not.toBe('true');
      expect(await countLine(journey, FAN_FAVORITES_COUNT)).toBeGreaterThan(0);
      await journey.capture('fan-favorites-movies');

      await tvTab.click();
      await eventually('the TV fan favorites again', async () => {
        const titles = await journey.cardTitles();
        return titles.length > 0 && titles.join('|') !== movieTitles.join('|');
      });
      await eventually('the TV count again', async () => {
        return (await countLine(journey, FAN_FAVORITES_COUNT)) === tvCount;
      });
      await journey.capture('fan-favorites');
    });
  });

  it('/airing-shows renders the airing shows', async () => {
    await suite.run('airing-shows', async (journey) => {
      const { main } = journey;
      await journey.visit('/airing-shows');

      await visible(main.getByText('Currently Airing', { exact: true }));
      await visible(heading(main, 'Latest TV Episodes'));
      await visible(
        main.getByText(
          'Discover TV shows with new episodes airing today. Stay up to date with your favorite series.',
        ),
      );
      const titles = await cardsShown(journey, 'the airing show cards');
      expect(titles.length).toBeGreaterThan(1);
      // A fixed snapshot airs nothing today: the page says so, and each card names its latest episode.
      await visible(
        main.getByText(/^This is the demo catalogue, a fixed snapshot: nothing in it airs today\./),
      );
      const first = (await main.getByRole('article').first().innerText()).replace(/\s+/g, ' ');
      expect(first).toMatch(/S\d+ E\d+ · [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      // The demo catalogue has more than one page of shows airing today.
      await visible(main.getByText(/^Page 1 of \d+$/));

      await journey.capture('airing-shows');
    });
  });

  it('/collections renders collection cards', async () => {
    await suite.run('collections', async (journey) => {
      const { main } = journey;
      await journey.visit('/collections');

      const links = main.locator('a[href^="/collection/"]');
      await eventually('links to collection pages', async () => (await links.count()) > 0);
      const titles = await cardsShown(journey, 'the collection cards');
      expect(titles.some((title) => /collection/i.test(title))).toBe(true);

      await journey.capture('collections');
    });
  });

  it('/tv-shows renders the TV list and its filter panel', async () => {
    await suite.run('tv-shows', async (journey) => {
      const { main } = journey;
      await journey.visit('/tv-shows');

      await visible(heading(main, 'Discover TV Series'));
      await cardsShown(journey, 'the TV show cards');
      await visible(main.getByText(/^Page 1 of \d+$/));

      await journey.capture('tv-shows');

      // Issue 31: TV has filters of its own (e2e/filters.e2e.ts uses them), not 'Filters Unavailable'.
      await (await visible(main.getByRole('button', { name: /^Filters\b/ }))).click();
      const panel = await visible(journey.page.getByRole('dialog', { name: 'Filters' }));
      await visible(control(panel, 'Sci-Fi & Fantasy'));
      await journey.checkA11y('tv-shows with the filter panel open');
    });
  });

  it('Back from a title returns the list to where it was, to the pixel, and so does a reload', async () => {
    await suite.run('scroll-back', async (journey) => {
      const { page, main } = journey;
      await journey.visit('/movies');
      await journey.cardTitles();

      // Down the list, to a card of the third row or so, and a few pixels more.
      const card = main.locator('article').nth(13);
      await card.scrollIntoViewIfNeeded();
      await page.evaluate('window.scrollBy(0, 37)');
      const left = await eventually('a steady position down the list', async () => {
        const first = await scrollY(journey);
        await page.waitForTimeout(300);
        return first > 300 && first === (await scrollY(journey)) && first;
      });

      // The card opens its title, which starts at the top.
      await card.getByRole('link').first().click();
      await page.waitForURL((url) => url.pathname.startsWith('/movie/'));
      await visible(main.getByRole('heading', { level: 1 }));
      await eventually('the title at the top', async () => (await scrollY(journey)) === 0);

      // Back: the list where it was left, and still there once everything has arrived.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/movies');
      await eventually(
        'the list back where it was',
        async () => Math.abs((await scrollY(journey)) - left) <= 1,
      );
      await page.waitForTimeout(1_000);
      expect(Math.abs((await scrollY(journey)) - left)).toBeLessThanOrEqual(1);

      // A reload of the list keeps its place too.
      await page.reload({ waitUntil: 'load' });
      await eventually(
        'the reloaded list where it was',
        async () => Math.abs((await scrollY(journey)) - left) <= 1,
      );
    });
  });
});
