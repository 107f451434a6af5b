/**
 * Server-rendered cards below the fold stay the server's markup until they near the screen
 * (src/components/HydrateOnView.tsx), and a visitor loses nothing by it: a card reached before its
 * turn opens in the app, and scrolling takes every card over.
 */
import { JOURNEY_TIMEOUT_MS, describeJourneys } from './helpers/env';
import { MOBILE, eventually } from './helpers/journey';
import type { Journey } from './helpers/journey';
import { useJourneys } from './helpers/suite';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 2);

/** /movies' grid of results. */
const GRID = 'ul[aria-label="Movies"]';

/**
 * The grid's server-rendered cards (their element begins with the Suspense boundary's `<!--$-->`),
 * and how many React has taken over (the card's element carries React's fiber).
 */
function gridCards(journey: Journey): Promise<{ total: number; live: number }> {
  return journey.page.evaluate(`(() => {
    const items = [...document.querySelectorAll('main ${GRID} > li')].filter(
      // 8: a comment node (the boundary's <!--$-->).
      (item) => item.firstChild?.nodeType === 8,
    );
    const live = items.filter((item) =>
      Object.keys(item.firstElementChild ?? {}).some((key) => key.startsWith('__reactFiber$')),
    );
    return { total: items.length, live: live.length };
  })()`) as Promise<{ total: number; live: number }>;
}

describeJourneys('Cards hydrate as they near the screen', () => {
  const suite = useJourneys();

  it('a phone takes over the first screen of /movies, then each card it scrolls to', async () => {
    await suite.run('hydrate-on-view-scroll', { viewport: MOBILE }, async (journey) => {
      await journey.visit('/movies');
      const first = await eventually('the first cards taken over', async () => {
        const cards = await gridCards(journey);
        return cards.live > 0 && cards;
      });
      expect(first.total).toBe(20);
      // Two columns: the first few rows are near the screen, the rest wait.
      expect(first.live).toBeLessThan(first.total / 2);

      await journey.scrollThrough();
      await eventually('every card taken over', async () => {
        const cards = await gridCards(journey);
        return cards.live === cards.total;
      });
    });
  });

  it('a card tapped before its turn opens its page in the app', async () => {
    await suite.run('hydrate-on-view-tap', { viewport: MOBILE }, async (journey) => {
      await journey.visit('/movies');
      await eventually(
        'the first cards taken over',
        async () => (await gridCards(journey)).live > 0,
      );
      // A mark that a full page load would wipe.
      await journey.page.evaluate('window.stayed = true');
      const last = journey.main
        .locator(`${GRID} > li`)
        .last()
        .locator('a[href^="/movie/"]')
        .first();
      const href = await last.getAttribute('href');
      await last.click();

      await journey.page.waitForURL((url) => url.pathname === href);
      expect(await journey.page.evaluate('window.stayed === true')).toBe(true);
    });
  });
});
