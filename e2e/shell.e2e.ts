/**
 * The site shell: an unknown path answers 404 and shows the not-found screen, a malformed slug its spec
 * error, the bare list words lead to their lists; at 375 px the logo leads home and the hamburger menu
 * lists every list (issue 22: Collections, Airing Shows and the visitor's own too) and takes the visitor
 * to Movies; the profile button says what it opens and shows keyboard focus.
 */
import type { Locator, Page } from 'playwright-core';

import { JOURNEY_TIMEOUT_MS, describeJourneys } from './helpers/env';
import { MOBILE, STEP_TIMEOUT_MS, action, eventually, heading, visible } from './helpers/journey';
import { useJourneys } from './helpers/suite';

jest.setTimeout(JOURNEY_TIMEOUT_MS);

/** The focused element's name and whether it shows a solid ring of at least 2 px (null: not a MUI button). */
const FOCUSED_BUTTON_RING = `(() => {
  const element = document.activeElement;
  if (!element || !element.classList.contains('MuiButtonBase-root')) return null;
  const style = getComputedStyle(element);
  return {
    name: element.getAttribute('aria-label') ?? (element.textContent ?? '').trim(),
    ringed: style.outlineStyle === 'solid' && parseFloat(style.outlineWidth) >= 2,
  };
})()`;

const MOBILE_MENU = [
  'Home',
  'Fan Favorites',
  'Movies',
  'TV Shows',
  'Trending',
  'Airing Shows',
  'Collections',
  'Watchlist',
  'Favorites',
];

/**
 * A visible menu entry with this name inside the viewport. The footer repeats some of these links, but
 * it is far below the fold at the top of the page, so only the open menu puts them all in view.
 */
async function entryInView(page: Page, name: string): Promise<Locator | null> {
  const entries = page
    .getByRole('link', { name, exact: true })
    .or(page.getByRole('menuitem', { name, exact: true }))
    .filter({ visible: true });
  const viewport = page.viewportSize() ?? MOBILE;
  for (const entry of await entries.all()) {
    const box = await entry.boundingBox();
    if (
      box &&
      box.y < viewport.height &&
      box.y + box.height > 0 &&
      box.x < viewport.width &&
      box.x + box.width > 0
    ) {
      return entry;
    }
  }
  return null;
}

describeJourneys('Site shell', () => {
  const suite = useJourneys();

  it('an unknown path answers 404 and shows the not-found screen, titled so, with no invented crumb', async () => {
    await suite.run('not-found', async (journey) => {
      const { page, main } = journey;
      // Chromium reports the page's own 404 in the console; it is the answer this journey wants.
      journey.expectNotFound(/\/this-does-not-exist$/);
      const response = await page.goto(`${journey.origin}/this-does-not-exist`);
      expect(response?.status()).toBe(404);
      // The title is right before the app runs: in the page as the server sent it.
      expect(await response?.text()).toContain('<title>Page not found · Marquee</title>');
      await journey.settleOverlays();

      await visible(main.getByText('404', { exact: true }));
      await visible(heading(main, 'Lost in the Stream'));
      await visible(
        main.getByText(
          "The content you're looking for has drifted into another dimension. Don't worry though – there's plenty more to discover!",
        ),
      );
      const home = await visible(action(main, 'Return Home'));
      expect(await home.getAttribute('href')).toBe('/');
      const explore = await visible(action(main, 'Explore Content'));
      expect(await explore.getAttribute('href')).toBe('/movies');
      expect(await page.title()).toBe('Page not found · Marquee');
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
      expect(await crumbs.allInnerTexts()).toEqual(['Home', 'Page not found']);
      await journey.capture('not-found');

      await explore.click();
      await page.waitForURL((url) => url.pathname === '/movies');
      await visible(heading(main, 'Discover Amazing Movies'));
    });
  });

  it('a server-rendered page starts the worker that loads the locale data on another thread', async () => {
    await suite.run('intl-warm', async (journey) => {
      const { page, main } = journey;
      // src/boot.ts starts the worker as the page arrives (src/intlWarm.worker.ts); the CSP allows it
      // (a refusal is a console error, which fails the journey).
      const started = page.waitForEvent('worker', { timeout: STEP_TIMEOUT_MS });
      await journey.visit('/diary');
      const worker = await started;
      expect(worker.url()).toMatch(new RegExp(`^${journey.origin}/assets/[\\w.]+\\.js$`));
      await visible(heading(main, 'Diary'));
    });
  });

  it("a server-rendered page's loader puts in the app's scripts in the build's order, and its chunks' preloads", async () => {
    await suite.run('loader-order', async (journey) => {
      const { page, main } = journey;
      await journey.visit('/movies');
      await visible(heading(main, 'Discover Amazing Movies'));
      // src/boot.ts spreads the elements over tasks (TURN_MS): the order is the list's all the same.
      const LISTED = `JSON.parse(document.getElementById('marquee-scripts').textContent)`;
      await page.waitForFunction(
        `${LISTED}.scripts.every((src) => document.head.querySelector('script[src="' + src + '"]'))`,
        undefined,
        { timeout: STEP_TIMEOUT_MS },
      );
      // The head's elements the list names (webpack's loader adds scripts of its own meanwhile).
      const { listed, scripts, preloads } = (await page.evaluate(`(() => {
        const listed = ${LISTED};
        const named = (selector, attribute, names) =>
          [...document.head.querySelectorAll(selector)]
            .map((element) => element.getAttribute(attribute))
            .filter((name) => names.includes(name));
        return {
          listed,
          scripts: named('script[src]', 'src', listed.scripts),
          preloads: named('link[rel="preload"][as="script"]', 'href', listed.preload),
        };
      })()`)) as {
        listed: { scripts: string[]; preload: string[] };
        scripts: string[];
        preloads: string[];
      };
      expect(listed.scripts.length).toBeGreaterThan(1);
      expect(scripts).toEqual(listed.scripts);
      expect(preloads).toEqual(listed.preload);
    });
  });

  it('a malformed slug answers 404 with the spec slug error', async () => {
    await suite.run('malformed-slug', async (journey) => {
      const { page, main } = journey;
      journey.expectNotFound(/\/movie\/abc$/);
      const response = await page.goto(`${journey.origin}/movie/abc`);
      expect(response?.status()).toBe(404);
      await journey.settleOverlays();
      await visible(heading(main, 'Invalid slug format'));
      await journey.capture('malformed-slug');
    });
  });

  it('the bare list words lead to their lists, loaded directly or followed in the app', async () => {
    await suite.run('list-words', async (journey) => {
      const { page, main } = journey;
      // Loaded: the server sends the visitor on (301), the query kept.
      await journey.visit('/tv?first_air_date_year=2011');
      expect(journey.pathname).toBe('/tv-shows');
      expect(journey.params.get('first_air_date_year')).toBe('2011');
      await visible(heading(main, 'Discover TV Series'));
      expect(await main.getByText('No slug provided').count()).toBe(0);

      // Followed in the app (a link's client-side navigation): the app replaces the address itself.
      for (const [word, list, title] of [
        ['/airing', '/airing-shows', 'Latest TV Episodes'],
        ['/collection', '/collections', 'Movie Collections'],
        ['/movie', '/movies', 'Discover Amazing Movies'],
      ] as const) {
        await page.evaluate(
          `history.pushState(null, '', '${word}'); dispatchEvent(new PopStateEvent('popstate'))`,
        );
        await page.waitForURL((url) => url.pathname === list);
        await visible(heading(main, title));
      }
      // Each bad address was replaced, not stacked: Back goes to the list before.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/collections');
    });
  });

  it('at 375 px the hamburger menu lists the sections and opens Movies', async () => {
    await suite.run('mobile-menu', { viewport: MOBILE }, async (journey) => {
      const { page, main } = journey;
      await journey.visit('/');
      await visible(page.getByRole('banner'));

      const before = await Promise.all(MOBILE_MENU.map((name) => entryInView(page, name)));
      expect(before.every(Boolean)).toBe(false);

      // The hamburger: a visible button named for a menu or navigation, not the profile's.
      const hamburger = page
        .getByRole('button', { name: /^(?!.*(profile|account|user)).*(menu|navigation)/i })
        .filter({ visible: true });
      await (await visible(hamburger)).click();

      const entries = await eventually('every menu entry in view', async () => {
        const found = await Promise.all(MOBILE_MENU.map((name) => entryInView(page, name)));
        return found.every(Boolean) && (found as Locator[]);
      });
      await journey.checkA11y('the open mobile menu at 375px');
      await journey.screenshot('mobile-menu-open-375', { fullPage: false });

      await entries[MOBILE_MENU.indexOf('Movies')]!.click();
      await page.waitForURL((url) => url.pathname === '/movies');
      await visible(heading(main, 'Discover Amazing Movies'));
      // The menu closed behind the visitor.
      await eventually(
        'the menu to close',
        async () => !(await entryInView(page, 'Fan Favorites')),
      );

      await journey.capture('mobile-menu');

      // The logo is there at this width too, and leads home.
      const logo = await visible(page.getByRole('banner').getByRole('link', { name: 'Marquee' }));
      await logo.click();
      await page.waitForURL((url) => url.pathname === '/');
    });
  });

  it('the profile button says what it opens, and it and every other button show a focus ring from the keyboard', async () => {
    await suite.run('profile-focus', async (journey) => {
      const { page } = journey;
      await journey.visit('/movies');
      const profile = await visible(
        page.getByRole('button', { name: 'My Lists and settings (Guest User)', exact: true }),
      );
      // From the keyboard, as a visitor would reach it (a click shows no ring).
      await eventually('the profile button focused by Tab', async () => {
        await page.keyboard.press('Tab');
        return profile.evaluate((element) => element === element.ownerDocument.activeElement);
      });
      const ring = await profile.evaluate((element) => {
        const style = element.ownerDocument.defaultView!.getComputedStyle(element);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(ring.style).toBe('solid');
      expect(ring.width).toBeGreaterThanOrEqual(2);
      await journey.screenshot('profile-focus-1440', { fullPage: false });

      // Not the profile button alone: every MUI button the keyboard reaches on the page shows the
      // ring (ButtonBase's own `outline: 0` once hid it on all of them).
      const unringed: string[] = [];
      let buttons = 0;
      for (let stop = 0; stop < 40; stop++) {
        await page.keyboard.press('Tab');
        // A string, not a function: the journeys compile without the DOM library.
        const focused = (await page.evaluate(FOCUSED_BUTTON_RING)) as {
          name: string;
          ringed: boolean;
        } | null;
        if (!focused) continue;
        buttons++;
        if (!focused.ringed) unringed.push(focused.name);
      }
      expect(buttons).toBeGreaterThan(3);
      expect(unringed).toEqual([]);
      await page.keyboard.press('Shift+Tab');
      await eventually('the profile button focused again', async () => {
        await page.keyboard.press('Shift+Tab');
        return profile.evaluate((element) => element === element.ownerDocument.activeElement);
      });

      await page.keyboard.press('Enter');
      const menu = await visible(page.getByRole('menu'));
      await visible(menu.getByRole('menuitem', { name: 'My Watchlist' }));
      await visible(menu.getByRole('menuitem', { name: 'My Favorites' }));
      await journey.checkA11y('the profile menu open');
    });
  });
});
