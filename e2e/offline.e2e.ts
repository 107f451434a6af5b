/**
 * Installable and offline (issue 13, part 6), with the production service worker running: the
 * manifest is linked and Chromium finds the app installable; pages visited while online open again
 * with the network gone; a title never opened shows the offline screen with the saved lists; a
 * damaged cached answer is dropped, not served. The offline screen is captured at 1440 and 375 px.
 * And a server that stops answering while the browser is online (issue 31, item 18): a title and the
 * search page show that same screen, within 3 s.
 */
import { JOURNEY_TIMEOUT_MS, describeJourneys } from './helpers/env';
import { action, eventually, visible } from './helpers/journey';
import type { Journey } from './helpers/journey';
import { useJourneys } from './helpers/suite';

jest.setTimeout(JOURNEY_TIMEOUT_MS * 2);

/*
 * Scripts run in the page are strings: the journeys' TypeScript has no DOM types (see helpers/journey).
 */

/** The active worker's script once it controls the page (after the precache is in). */
const CONTROLLER = `navigator.serviceWorker.ready.then(
  () => (navigator.serviceWorker.controller ? navigator.serviceWorker.controller.scriptURL : null),
)`;

/** The catalogue cache's keys (path and query) starting with PREFIX. */
const CACHED_API = `caches.open('marquee-api')
  .then((cache) => cache.keys())
  .then((keys) => keys
    .map((request) => new URL(request.url))
    .map((url) => url.pathname + url.search)
    .filter((path) => path.startsWith(PREFIX)))`;

/** The linked manifest, fetched and parsed, with what each icon's URL answers. */
const MANIFEST = `(async () => {
  const link = document.querySelector('link[rel="manifest"]');
  if (!link) return null;
  const body = await (await fetch(link.href)).json();
  const icons = await Promise.all(body.icons.map(async (icon) => {
    const res = await fetch(icon.src);
    return icon.sizes + ' ' + (icon.purpose || 'any') + ' ' + res.status + ' ' + res.headers.get('content-type');
  }));
  return { name: body.name, display: body.display, start: body.start_url, icons };
})()`;

/** Replaces the cached answers of the show 1399 with cut-off JSON; answers how many there were. */
const DAMAGE_SHOW = `(async () => {
  const cache = await caches.open('marquee-api');
  const keys = (await cache.keys()).filter((request) =>
    new URL(request.url).pathname.startsWith('/api/tmdb/tv/1399'));
  for (const key of keys) {
    await cache.put(key, new Response('{"id":1399,"name":"Game of', {
      headers: { 'content-type': 'application/json; charset=utf-8' },
    }));
  }
  return keys.length;
})()`;

/** The offline screen's heading (src/pages/OfflinePage.tsx), the same on every page. */
const OFFLINE_HEADING = 'Cannot connect to the server';
/** The longest a page may take to say the server cannot be reached (issue 31). */
const UNREACHABLE_WITHIN_MS = 3_000;

/** Waits for the page's h1 to read `name`. */
function h1(journey: Journey, name: string) {
  return visible(journey.page.getByRole('heading', { level: 1, name, exact: true }));
}

/** The service worker is active and controls this page (its shell and scripts are precached). */
function controlled(journey: Journey) {
  return eventually(
    'the service worker to control the page',
    () => journey.page.evaluate(CONTROLLER) as Promise<string | null>,
  );
}

/** Cache keys (paths and queries) in the worker's catalogue cache that start with `prefix`. */
function cachedApi(journey: Journey, prefix: string): Promise<string[]> {
  return journey.page.evaluate(CACHED_API.replace('PREFIX', JSON.stringify(prefix))) as Promise<
    string[]
  >;
}

describeJourneys('Installable and offline', () => {
  const suite = useJourneys();

  it('installs, and opens visited pages offline; others show the offline screen with saved lists', async () => {
    await suite.run('offline', { serviceWorkers: true }, async (journey) => {
      const { page, context, main } = journey;

      // First visit: the worker installs (precaching the app) and takes control of the page.
      await journey.visit('/');
      expect(await controlled(journey)).toBe(`${journey.origin}/sw.js`);

      // Installable: the manifest is linked and parses, its icons load, and Chromium has no objection.
      const manifest = await page.evaluate(MANIFEST);
      expect(manifest).toEqual({
        name: 'Marquee',
        display: 'standalone',
        start: '/',
        icons: [
          '192x192 any 200 image/png',
          '512x512 any 200 image/png',
          '512x512 maskable 200 image/png',
        ],
      });
      const cdp = await context.newCDPSession(page);
      const parsed = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
      expect(parsed.errors).toEqual([]);
      const installable = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      // A journey's browser context is an incognito one, where Chromium never installs: any other
      // objection (manifest, icons, service worker) would be listed too.
      expect(
        installable.installabilityErrors.filter((error) => error.errorId !== 'in-incognito'),
      ).toEqual([]);
      await cdp.detach();

      // Two pages visited under the worker (their catalogue answers are kept), one title saved.
      await journey.visit('/');
      await visible(main.getByRole('heading', { level: 2 }));
      await journey.visit('/movie/550-fight-club');
      await h1(journey, 'Fight Club');
      await (await visible(action(main, 'Add to Watchlist'))).click();
      await visible(action(main, 'In Watchlist'));
      // The show is opened from the home page's card, inside the app: its answers go through the
      // worker's catalogue cache (a page loaded whole is kept whole, with its answers in it).
      await journey.visit('/');
      await main
        .locator('a[href="/tv/1399-game-of-thrones"]')
        .first()
        // The card may sit in a row's hidden slide: the click goes to it wherever it is.
        .dispatchEvent('click');
      await h1(journey, 'Game of Thrones');
      await eventually(
        'the show in the cache',
        async () => (await cachedApi(journey, '/api/tmdb/tv/1399')).length > 0,
      );

      // A damaged entry: the show's answers in the cache become cut-off JSON.
      const damaged = (await page.evaluate(DAMAGE_SHOW)) as number;
      expect(damaged).toBeGreaterThan(0);

      // The network goes. Fetches fail from here on, and the browser says so in its console.
      journey.expectConsoleError(/ERR_INTERNET_DISCONNECTED|ERR_FAILED|FetchEvent|Failed to fetch/);
      await context.setOffline(true);

      // Visited pages open again, from the cache, when followed or reloaded.
      await journey.visit('/movie/550-fight-club');
      await h1(journey, 'Fight Club');
      await page.reload({ waitUntil: 'load' });
      await h1(journey, 'Fight Club');
      await visible(action(main, 'In Watchlist'));
      await journey.visit('/');
      await visible(main.getByRole('heading', { level: 2 }));
      expect(await main.getByText(OFFLINE_HEADING).count()).toBe(0);

      // The damaged show is not served (never loaded whole, it has no kept page): it is dropped, and
      // the page says it is offline.
      await journey.visit('/tv/1399-game-of-thrones');
      await h1(journey, OFFLINE_HEADING);
      // The show's details were asked for and dropped (its season, never asked for now, waits).
      const left = await cachedApi(journey, '/api/tmdb/tv/1399');
      expect(left.filter((path) => !path.startsWith('/api/tmdb/tv/1399/'))).toEqual([]);

      // A title never opened: the offline screen, with the saved title ready to open.
      await journey.visit('/movie/603-the-matrix');
      await h1(journey, OFFLINE_HEADING);
      const watchlist = main.getByRole('region', { name: 'Watchlist (1)' });
      await visible(watchlist.getByRole('link', { name: 'Fight Club' }));
      await visible(main.getByRole('region', { name: 'Favorites (0)' }));
      await journey.capture('offline-screen');

      // Back online, the same page loads for real.
      await context.setOffline(false);
      await journey.visit('/movie/603-the-matrix');
      await h1(journey, 'The Matrix');
    });
  });

  it('shows the same screen within 3 s on a title and the search page when the server stops answering', async () => {
    await suite.run('unreachable', async (journey) => {
      const { page, main } = journey;
      const searchBox = page.getByRole('combobox', { name: 'Search', exact: true });

      // The visitor has been around: a title and the search page opened, so their code is here.
      await journey.visit('/movie/550-fight-club');
      await h1(journey, 'Fight Club');
      await searchBox.fill('matrix');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/search');
      await h1(journey, 'Results for “matrix”');
      const unvisited = main.locator('a[href^="/movie/"]:not([href^="/movie/550-"])').first();
      await visible(unvisited);

      // The server stops answering (connections refused); the browser still says it is online.
      journey.expectConsoleError(/ERR_CONNECTION_REFUSED|Failed to load resource/);
      await page.route(
        (url) => url.pathname.startsWith('/api/'),
        (route) => route.abort('connectionrefused'),
      );
      expect(await page.evaluate('navigator.onLine')).toBe(true);

      // A title never opened: the offline screen, soon.
      let started = Date.now();
      await unvisited.click();
      await page.waitForURL((url) => url.pathname.startsWith('/movie/'));
      await h1(journey, OFFLINE_HEADING);
      expect(Date.now() - started).toBeLessThan(UNREACHABLE_WITHIN_MS);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      await visible(main.getByRole('region', { name: 'Watchlist (0)' }));
      await journey.capture('unreachable-title');

      // A new search: the same screen, in the same words, as soon.
      await searchBox.fill('godfather');
      started = Date.now();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === 'godfather');
      await h1(journey, OFFLINE_HEADING);
      expect(Date.now() - started).toBeLessThan(UNREACHABLE_WITHIN_MS);
      expect(await main.getByText(/Failed to load content/).count()).toBe(0);
      await journey.capture('unreachable-search');

      // The server answers again: Try Again opens the search.
      await page.unrouteAll();
      await (await visible(main.getByRole('button', { name: 'Try Again' }))).click();
      await h1(journey, 'Results for “godfather”');
    });
  });
});
