/**
 * First-visit overlays, sign-in stubs and keyboard shortcuts in the browser: the welcome overlay and
 * then the cookie consent on a first visit, consent remembered after a reload, a refusal remembered in
 * a new tab, `/` and `?`, the
 * domain notice and announcement banner when the site configures them, and a 401 answer leading to
 * the sign-in page.
 */
import { setTimeout as sleep } from 'node:timers/promises';

import type { Locator, Page } from 'playwright-core';

import { JOURNEY_TIMEOUT_MS, describeJourneys } from './helpers/env';
import { DESKTOP, MOBILE, action, control, heading, visible } from './helpers/journey';
import type { Journey } from './helpers/journey';
import { useJourneys } from './helpers/suite';

jest.setTimeout(JOURNEY_TIMEOUT_MS);

const NOTICE = 'This demo moves to a new address next month. Lists stay in your browser.';
const ANNOUNCEMENT = 'Fight Club is on the front page this week.';

/** An open dialog as it is (no overlay settled away): axe and a viewport screenshot at both widths. */
async function captureAsIs(journey: Journey, name: string): Promise<void> {
  for (const size of [DESKTOP, MOBILE]) {
    await journey.page.setViewportSize(size);
    await sleep(400);
    await journey.checkA11y(`${name} at ${size.width}px`, { settle: false });
    await journey.screenshot(`${name}-${size.width}`, { fullPage: false });
  }
  await journey.page.setViewportSize(DESKTOP);
}

/** True when the element has focus in the page. */
const hasFocus = (locator: Locator) =>
  locator.evaluate((element) => element === element.ownerDocument.activeElement);

/** A heading of the page behind an open modal dialog (which hides the page from the accessibility tree). */
function underDialog(page: Page, text: string): Locator {
  return page.locator('main :is(h1, h2)', { hasText: text });
}

describeJourneys('First-visit overlays and keyboard shortcuts', () => {
  const suite = useJourneys();

  it('a first visit sees the cookie consent over the page the server rendered; accepted, it is not asked again', async () => {
    await suite.run('first-visit', { acceptConsent: false }, async (journey) => {
      const { page, main } = journey;
      await page.goto(`${journey.origin}/`);
      // The first screen came with the page: no welcome overlay covers it (DECISIONS). The consent
      // is open over it by now, hiding it from the accessibility tree, so it is found by its tag.
      await visible(underDialog(page, 'Trending This Week'));
      const welcome = page.locator('#welcome');
      await welcome.waitFor({ state: 'detached', timeout: 5000 });
      const consent = await visible(page.getByRole('dialog', { name: 'Cookies and your data' }));
      await visible(control(consent, 'Accept Essential Only'));
      // The dialog itself has the focus: a screen reader starts with its title and text.
      const title = await consent.getAttribute('aria-labelledby');
      expect(title).toBeTruthy();
      expect(
        await page.evaluate('document.activeElement?.getAttribute("aria-labelledby") ?? null'),
      ).toBe(title);
      // The page behind does not scroll.
      expect(await page.evaluate('getComputedStyle(document.body).overflow')).toBe('hidden');
      await captureAsIs(journey, 'consent');

      await control(consent, 'Accept All Cookies').click();
      await consent.waitFor({ state: 'hidden' });
      expect(await page.evaluate('getComputedStyle(document.body).overflow')).not.toBe('hidden');
      const stored = (await page.evaluate('localStorage.getItem("storage_consent")')) as string;
      expect(JSON.parse(stored)).toMatchObject({ storage: 'all' });

      // A reload: no welcome (same session), no consent (stored).
      await page.reload();
      await visible(heading(main, 'Trending This Week'));
      await sleep(2500);
      expect(await page.locator('#welcome').count()).toBe(0);
      expect(await page.getByRole('dialog').count()).toBe(0);
    });
  });

  it('a first load that comes as the shell (no page there) sees the welcome overlay', async () => {
    await suite.run('welcome', { acceptConsent: false }, async (journey) => {
      const { page } = journey;
      journey.expectNotFound(/\/no-such-page$/);
      await page.goto(`${journey.origin}/no-such-page`);
      const welcome = page.locator('#welcome');
      await visible(page.getByText('Welcome to Marquee', { exact: true }));
      expect(await welcome.getAttribute('aria-hidden')).toBe('true');
      // Decoration only: it takes no clicks and no focus.
      expect(
        await page.evaluate('getComputedStyle(document.getElementById("welcome")).pointerEvents'),
      ).toBe('none');
      expect(await page.evaluate('document.activeElement === document.body')).toBe(true);
      await journey.screenshot('welcome-1440', { fullPage: false });
      // The consent waits for it.
      expect(await page.getByRole('dialog').count()).toBe(0);
      await welcome.waitFor({ state: 'detached', timeout: 5000 });
      await visible(page.getByRole('dialog', { name: 'Cookies and your data' }));
    });
  });

  it('Accept Essential Only is remembered: a new tab does not ask again', async () => {
    await suite.run('essential-only', { acceptConsent: false }, async (journey) => {
      const { page, context, main } = journey;
      await page.goto(`${journey.origin}/movies`);
      await visible(underDialog(page, 'Discover Amazing Movies'));
      const consent = await visible(page.getByRole('dialog', { name: 'Cookies and your data' }));
      await control(consent, 'Accept Essential Only').click();
      await consent.waitFor({ state: 'hidden' });
      const stored = (await page.evaluate('localStorage.getItem("storage_consent")')) as string;
      expect(JSON.parse(stored)).toMatchObject({ storage: 'essential' });

      // A new tab is a new session (its own session storage, the same local storage): the welcome
      // overlay greets it, and the consent modal, which would follow, does not come.
      const tab = await context.newPage();
      try {
        await tab.goto(`${journey.origin}/tv-shows`);
        await visible(heading(tab.getByRole('main'), 'Discover TV Series'));
        await tab.locator('#welcome').waitFor({ state: 'detached', timeout: 10_000 });
        await sleep(1500);
        expect(await tab.getByRole('dialog').count()).toBe(0);
      } finally {
        await tab.close();
      }
      // Nor in this tab after a reload.
      await page.reload();
      await visible(heading(main, 'Discover Amazing Movies'));
      await sleep(1500);
      expect(await page.getByRole('dialog').count()).toBe(0);
      await journey.capture('essential-only');
    });
  });

  it('/ goes to the search box and ? lists the shortcuts, but not while typing', async () => {
    await suite.run('shortcuts', async (journey) => {
      const { page, main } = journey;
      await journey.visit('/movies');
      await visible(heading(main, 'Discover Amazing Movies'));
      const search = page.getByRole('combobox', { name: 'Search' });

      await page.keyboard.press('/');
      expect(await hasFocus(search)).toBe(true);
      expect(await search.inputValue()).toBe('');
      // Typing in the box: / and ? are text.
      await page.keyboard.type('a/b?');
      expect(await search.inputValue()).toBe('a/b?');
      expect(await page.getByRole('dialog').count()).toBe(0);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await main.click({ position: { x: 5, y: 5 } });

      await page.keyboard.press('?');
      const dialog = await visible(page.getByRole('dialog', { name: 'Keyboard shortcuts' }));
      await visible(dialog.getByText('Go to the search box', { exact: true }));
      await captureAsIs(journey, 'shortcuts');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    });
  });

  it('a 401 answer forgets the token and lands on the sign-in page', async () => {
    await suite.run('sign-in', async (journey) => {
      const { page, main } = journey;
      journey.expectConsoleError(/status of 401/);
      // A stored token, once (a later load must not put it back).
      await page.addInitScript({
        content: `if (!sessionStorage.getItem('seeded')) {
          sessionStorage.setItem('seeded', 'yes');
          localStorage.setItem('token', 'expired');
        }`,
      });
      await page.route('**/api/tmdb/**', (route) => route.fulfill({ status: 401, body: '' }));
      // The list comes rendered with the page; the next catalogue call is the browser's own.
      await page.goto(`${journey.origin}/movies`);
      await main.locator('a[href^="/movie/"]').first().click();
      await page.waitForURL((url) => url.pathname === '/login');
      await page.unroute('**/api/tmdb/**');
      await journey.settleOverlays();

      // Accounts are on by default: the sign-in page asks for a passphrase.
      await visible(heading(main, 'Sign in'));
      await visible(main.getByLabel('Your 12-word passphrase'));
      expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).count()).toBe(0);
      expect(await page.evaluate('localStorage.getItem("token")')).toBeNull();
      const user = (await page.evaluate('localStorage.getItem("auth_user")')) as string;
      expect(JSON.parse(user)).toEqual({ id: 'local', isLocalStorage: true });
      await journey.capture('sign-in');
    });
  });
});

describeJourneys('Domain notice and announcement banner, when configured', () => {
  const suite = useJourneys({
    serverEnv: () => ({
      SITE_NOTICE: NOTICE,
      SITE_ANNOUNCEMENT: ANNOUNCEMENT,
      SITE_ANNOUNCEMENT_LINK: '/player/movie/550-fight-club',
    }),
  });

  it('the notice follows the consent, and the banner links to the title', async () => {
    await suite.run('notice-banner', { acceptConsent: false }, async (journey) => {
      const { page } = journey;
      await page.goto(`${journey.origin}/movies`);
      const consent = await visible(page.getByRole('dialog', { name: 'Cookies and your data' }));
      await control(consent, 'Accept All Cookies').click();

      const notice = await visible(page.getByRole('dialog', { name: 'A note from Marquee' }));
      await visible(notice.getByText(NOTICE));
      await captureAsIs(journey, 'domain-notice');
      await control(notice, 'Got it, continue to site').click();
      await notice.waitFor({ state: 'hidden' });

      const banner = await visible(page.getByRole('region', { name: 'Announcement' }));
      await visible(banner.getByText(ANNOUNCEMENT));
      await journey.capture('announcement');
      await control(banner, 'Collapse the announcement').click();
      await banner.getByText(ANNOUNCEMENT).waitFor({ state: 'hidden' });
      await control(banner, 'Expand the announcement').click();
      await action(banner, 'Watch Now').click();
      await page.waitForURL((url) => url.pathname === '/player/movie/550-fight-club');

      await control(
        page.getByRole('region', { name: 'Announcement' }),
        'Dismiss the announcement',
      ).click();
      await page.getByRole('region', { name: 'Announcement' }).waitFor({ state: 'detached' });
      // A reload in the same session: no banner, no notice, no consent.
      await page.reload();
      await visible(page.getByRole('banner'));
      await sleep(2500);
      expect(await page.getByRole('region', { name: 'Announcement' }).count()).toBe(0);
      expect(await page.getByRole('dialog').count()).toBe(0);
    });
  });
});
