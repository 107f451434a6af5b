/**
 * One browser journey: a fresh browser context on the app's origin where every other host is blocked
 * (posters fall back to generated ones, runs are the same offline), browser console errors and page
 * errors collected, axe-core run on each page visited, screenshots at 375 and 1440 px.
 */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

import { ARTIFACTS_DIR } from './env';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const DESKTOP = { width: 1440, height: 900 } as const;
export const MOBILE = { width: 375, height: 812 } as const;
/** Full-page screenshots stop here so the artefacts stay a reasonable size. */
const MAX_SCREENSHOT_HEIGHT = 3000;
/** How long one wait for content may take before the journey fails. */
export const STEP_TIMEOUT_MS = 15_000;

/** The visitor accepted all cookies and the domain notice (the app's `storage_consent` slice). */
const ACCEPTED_CONSENT = JSON.stringify({
  storage: 'all',
  domainNoticeAccepted: true,
  _persist: { version: 1, rehydrated: true },
});

/** Overlay buttons that a first visit may show, clicked so the journey can go on. */
const OVERLAY_BUTTONS = ['Accept All Cookies', 'Got it, continue to site'];

export interface JourneyOptions {
  viewport?: { width: number; height: number };
  /** localStorage values written before the app's first script, when the key is not set yet. */
  storage?: Record<string, string>;
  /** Pre-accept the cookie consent and the domain notice (default true). */
  acceptConsent?: boolean;
  /** Other origins the page may reach (a local fake player); every other host stays refused. */
  allowOrigins?: string[];
  /** Let the app's service worker register and run (default: blocked, as in most journeys). */
  serviceWorkers?: boolean;
  /** The browser's language (its Accept-Language and navigator.languages); default en-US. */
  locale?: string;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string; summary: string }[];
}

/** Waits (at most a second) for the CSS transitions running in the page to end; animations that loop are left alone. */
const SETTLE_TRANSITIONS = `Promise.race([
  Promise.allSettled(
    document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished),
  ),
  new Promise((resolve) => setTimeout(resolve, 1000)),
]).then(() => true)`;

/** Runs axe in the page and answers only what the report needs (plain JSON). */
const RUN_AXE = `axe
  .run(document, { resultTypes: ['violations'] })
  .then((results) => results.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? null,
    help: v.help,
    helpUrl: v.helpUrl,
    nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary ?? '' })),
  })))`;

/**
 * The page's width against the viewport's, and the elements that stick out past the right edge with no
 * ancestor clipping them (tag, classes, start of the text).
 */
const FIND_OVERFLOW = `(() => {
  const root = document.documentElement;
  const width = root.clientWidth;
  const culprits = [];
  for (const element of document.querySelectorAll('body *')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.right <= width + 1) continue;
    let clipped = false;
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX !== 'visible') { clipped = true; break; }
    }
    if (clipped) continue;
    const classes = typeof element.className === 'string' ? element.className.trim().split(/\\s+/).slice(0, 3).join('.') : '';
    const text = (element.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    culprits.push(element.tagName.toLowerCase() + (classes ? '.' + classes : '') + ' (right edge ' + Math.round(box.right) + ' px) "' + text + '"');
    if (culprits.length >= 5) break;
  }
  return { scrollWidth: root.scrollWidth, clientWidth: width, culprits };
})()`;

function sanitize(name: string): string {
  return name.replace(/[^a-z0-9-]+/gi, '-').replace(/^-+|-+$/g, '');
}

/**
 * A tall page's full screenshot is an artifact to look at, not the subject: on a loaded two-core CI
 * machine painting it took over the step timeout once, so it gets its own, longer one.
 */
const SCREENSHOT_TIMEOUT_MS = 60_000;

/** Polls until `probe` answers something truthy; fails naming what it waited for. */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = STEP_TIMEOUT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const detail = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${detail}`);
    }
    await sleep(100);
  }
}

/** Waits until the locator (its first match) is visible. */
export async function visible(locator: Locator, timeout = STEP_TIMEOUT_MS): Promise<Locator> {
  const first = locator.first();
  await first.waitFor({ state: 'visible', timeout });
  return first;
}

/**
 * A control by its exact accessible name, whatever widget the page chose for it: button (also toggle
 * buttons and chips), tab, radio, checkbox, menu item or option.
 */
export function control(scope: Page | Locator, name: string): Locator {
  const opts = { name, exact: true };
  return scope
    .getByRole('button', opts)
    .or(scope.getByRole('tab', opts))
    .or(scope.getByRole('radio', opts))
    .or(scope.getByRole('checkbox', opts))
    .or(scope.getByRole('menuitem', opts))
    .or(scope.getByRole('option', opts));
}

/** A link or a button with this accessible name (MUI buttons rendered as router links are links). */
export function action(scope: Page | Locator, name: string | RegExp): Locator {
  const opts = typeof name === 'string' ? { name, exact: true } : { name };
  return scope.getByRole('link', opts).or(scope.getByRole('button', opts));
}

/**
 * Waits until the app has taken the page over (hydrated, its site-wide keys listening, the header's
 * search box included: src/lib/pageLive.ts marks it): a server-rendered page shows before then, and a
 * click or a file chosen before it is not seen. Journeys' own page does this on every goto and reload; other tabs and
 * reloads caused by the app call it.
 */
export async function whenLive(page: Page): Promise<void> {
  await page
    .waitForSelector('html[data-live]', { state: 'attached', timeout: STEP_TIMEOUT_MS })
    .catch(() => null);
}

/** A section heading whose accessible name starts with the text (a heading may hold a 'View all' link). */
export function heading(scope: Page | Locator, text: string): Locator {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByRole('heading', { name: new RegExp(`^${escaped}`) });
}

export class Journey {
  /** Console errors, page errors and serious or critical axe violations seen so far. */
  readonly problems: string[] = [];
  /** Requests to other hosts that the journey refused. */
  readonly blocked = new Set<string>();
  /** Catalogue calls the journey expects to answer 404 (see expectNotFound). */
  private readonly expectedNotFound: RegExp[] = [];
  /** Console errors the journey causes on purpose (see expectConsoleError). */
  private readonly expectedConsole: RegExp[] = [];

  private constructor(
    readonly name: string,
    readonly context: BrowserContext,
    readonly page: Page,
    readonly origin: string,
  ) {}

  static async open(
    browser: Browser,
    origin: string,
    name: string,
    options: JourneyOptions = {},
  ): Promise<Journey> {
    const context = await browser.newContext({
      viewport: options.viewport ?? DESKTOP,
      deviceScaleFactor: 1,
      locale: options.locale ?? 'en-US',
      reducedMotion: 'reduce',
      serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
    });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    context.setDefaultNavigationTimeout(30_000);

    const storage: Record<string, string> = { ...options.storage };
    if (options.acceptConsent !== false) storage.storage_consent ??= ACCEPTED_CONSENT;
    if (Object.keys(storage).length > 0) {
      await context.addInitScript({
        content: `(() => {
          const seed = ${JSON.stringify(storage)};
          try {
            for (const [key, value] of Object.entries(seed)) {
              if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
            }
          } catch {}
        })();`,
      });
    }

    const page = await context.newPage();
    // A page the server rendered shows before it is live: a journey acts on it once the app has
    // taken it over (hydrated, its site-wide keys listening), as a visitor's click or key would be
    // answered then (src/lib/pageLive.ts marks it).
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const live = () => whenLive(page);
    page.goto = async (...args: Parameters<typeof goto>) => {
      const response = await goto(...args);
      await live();
      return response;
    };
    page.reload = async (...args: Parameters<typeof reload>) => {
      const response = await reload(...args);
      await live();
      return response;
    };
    const journey = new Journey(name, context, page, origin);

    // Everything not served by the app (TMDB's image host above all) is refused.
    const allowed = new Set([origin, ...(options.allowOrigins ?? [])]);
    await context.route(
      (url) => url.protocol !== 'data:' && url.protocol !== 'blob:' && !allowed.has(url.origin),
      (route) => {
        journey.blocked.add(route.request().url());
        return route.abort('failed');
      },
    );

    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      const where = message.location().url;
      if (text.includes('net::ERR_FAILED') && journey.isBlocked(where)) return;
      if (text.includes('status of 404') && journey.isExpectedNotFound(where)) return;
      if (journey.expectedConsole.some((pattern) => pattern.test(text))) return;
      journey.problems.push(`console error: ${text}${where ? ` (at ${where})` : ''}`);
    });
    page.on('pageerror', (error) => {
      journey.problems.push(`page error: ${error.message}`);
    });
    return journey;
  }

  /**
   * Declares that calls whose URL matches `pattern` answer 404 on purpose (a page asked for something
   * that does not exist). Chromium logs every 404 response as a console error, which is not the page's
   * doing; any other 404 still fails the journey.
   */
  expectNotFound(pattern: RegExp): void {
    this.expectedNotFound.push(pattern);
  }

  /** Declares a console error the journey provokes on purpose (a frame the CSP must refuse). */
  expectConsoleError(pattern: RegExp): void {
    this.expectedConsole.push(pattern);
  }

  private isExpectedNotFound(url: string): boolean {
    return this.expectedNotFound.some((pattern) => pattern.test(url));
  }

  /** A request that this journey refused (to a host other than the app's). */
  isBlocked(url: string): boolean {
    if (!url) return false;
    if (this.blocked.has(url)) return true;
    try {
      const { host } = new URL(url);
      return [...this.blocked].some((blocked) => new URL(blocked).host === host);
    } catch {
      return false;
    }
  }

  /** The current URL's query parameters. */
  get params(): URLSearchParams {
    return new URL(this.page.url()).searchParams;
  }

  get pathname(): string {
    return new URL(this.page.url()).pathname;
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  /** Loads a path of the app as a first visit or a reload would. */
  async visit(pathAndQuery: string): Promise<void> {
    await this.page.goto(this.origin + pathAndQuery, { waitUntil: 'load' });
    await this.settleOverlays();
  }

  /**
   * Lets first-visit overlays go: waits out the welcome screen and accepts the cookie and domain notices
   * if they show. With `waitMs` it keeps watching that long for overlays that appear late.
   */
  async settleOverlays(waitMs = 0): Promise<void> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      // The overlay itself (public/index.html), not any text that starts alike: a show is called
      // 'Welcome to Wrexham', and its generated poster says so.
      const welcome = this.page.locator('#welcome');
      if (await welcome.isVisible()) await welcome.waitFor({ state: 'hidden', timeout: 10_000 });
      for (const name of OVERLAY_BUTTONS) {
        const button = this.page.getByRole('button', { name, exact: true }).first();
        // A dialog fading out after an earlier click still shows its button for a moment, which is
        // gone before a second click lands: that is an overlay settled, not a failure.
        if (await button.isVisible()) {
          await button.click({ timeout: 2_000 }).catch(async (error: unknown) => {
            if (await button.isVisible()) throw error;
          });
        }
      }
      if (Date.now() >= deadline) return;
      await sleep(200);
    }
  }

  /** The titles of the result cards in the main content, in order. */
  async cardTitles(scope: Locator = this.main): Promise<string[]> {
    // A grid fills in over two renders (its first cards, then the rest). Whether it is still filling
    // and its titles are read in one step in the page: a check-then-read pair could see no grid yet
    // (so nothing busy), then read the first few cards of a grid mounted in between. A page still
    // loading has no cards at all, which is not an answer either.
    return eventually('a grid that has finished filling in', () =>
      scope.evaluate((root) => {
        if (root.querySelector('ul[aria-busy="true"]')) return null;
        const titles = Array.from(root.querySelectorAll('article h3'), (title) =>
          (title as unknown as { innerText: string }).innerText.trim(),
        );
        // No cards yet: the page (or its chunk) has not rendered its grid; every caller expects one.
        return titles.length > 0 ? titles : null;
      }),
    );
  }

  /** Runs axe-core on the page as it is; serious and critical violations become problems. */
  async checkA11y(label: string, { settle = true } = {}): Promise<AxeViolation[]> {
    // `settle: false` checks the first-visit overlays themselves, as they are.
    if (settle) await this.settleOverlays();
    // Colours mid-transition (a button just enabled fades from its disabled grey) are not what a
    // visitor reads: axe looks once the page's CSS transitions have ended.
    await this.page.evaluate(SETTLE_TRANSITIONS);
    const loaded = await this.page.evaluate('typeof window.axe === "object"');
    // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not
    // govern: an inline <script> tag would be refused (script-src 'self'), as it should be.
    if (!loaded) await this.page.evaluate(AXE_SOURCE);
    const violations = (await this.page.evaluate(RUN_AXE)) as AxeViolation[];
    const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    for (const v of blocking) {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `      ${n.target}\n        ${n.summary.replace(/\n/g, '\n        ')}`)
        .join('\n');
      const more = v.nodes.length > 5 ? `\n      …and ${v.nodes.length - 5} more` : '';
      this.problems.push(
        `axe [${label}] ${v.id} (${v.impact}): ${v.help} ${v.helpUrl}\n${nodes}${more}`,
      );
    }
    return blocking;
  }

  /**
   * A screenshot in e2e/artifacts/{file}.png: the full page cut at MAX_SCREENSHOT_HEIGHT, or only what
   * the viewport shows (an open menu, say).
   */
  async screenshot(file: string, { fullPage = true } = {}): Promise<string> {
    fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const target = path.join(ARTIFACTS_DIR, `${sanitize(file)}.png`);
    if (!fullPage) {
      await this.page.screenshot({
        path: target,
        animations: 'disabled',
        timeout: SCREENSHOT_TIMEOUT_MS,
      });
      return target;
    }
    const width = this.page.viewportSize()?.width ?? DESKTOP.width;
    const height = (await this.page.evaluate(
      'Math.max(document.documentElement.scrollHeight, window.innerHeight)',
    )) as number;
    await this.page.screenshot({
      path: target,
      fullPage: true,
      clip: { x: 0, y: 0, width, height: Math.min(height, MAX_SCREENSHOT_HEIGHT) },
      animations: 'disabled',
      timeout: SCREENSHOT_TIMEOUT_MS,
    });
    return target;
  }

  /**
   * Scrolls down the page a screen at a time and back to the top, so lazy images (blocked here, so they
   * turn into generated posters), sections that load as they near the screen and anything rendered on
   * scroll are in place for axe and the screenshot. The page may grow as it goes.
   */
  async scrollThrough(): Promise<void> {
    const viewport = this.page.viewportSize() ?? DESKTOP;
    const height = async () =>
      Math.min(
        (await this.page.evaluate('document.documentElement.scrollHeight')) as number,
        MAX_SCREENSHOT_HEIGHT,
      );
    for (let y = viewport.height; y < (await height()); y += viewport.height) {
      await this.page.evaluate(`window.scrollTo(0, ${y})`);
      await sleep(100);
    }
    await this.page.evaluate('window.scrollTo(0, 0)');
    await sleep(300);
  }

  /** At a phone width nothing may stick out sideways (a horizontal scroll bar). */
  async checkNoHorizontalOverflow(label: string): Promise<void> {
    const { scrollWidth, clientWidth, culprits } = (await this.page.evaluate(FIND_OVERFLOW)) as {
      scrollWidth: number;
      clientWidth: number;
      culprits: string[];
    };
    if (scrollWidth > clientWidth) {
      this.problems.push(
        `layout [${label}]: the page is ${scrollWidth} px wide in a ${clientWidth} px viewport ` +
          `(horizontal scrolling). Elements reaching past the right edge:\n      ${culprits.join('\n      ')}`,
      );
    }
  }

  /**
   * The page at 1440 and 375 px: axe at each width, screenshots `{name}-1440.png` and `{name}-375.png`.
   * The viewport is put back afterwards.
   */
  async capture(name: string = this.name): Promise<void> {
    const original = this.page.viewportSize();
    for (const size of [DESKTOP, MOBILE]) {
      await this.page.setViewportSize(size);
      // Media queries and the layout catch up with the new width.
      await sleep(400);
      await this.scrollThrough();
      if (size.width < 640) await this.checkNoHorizontalOverflow(`${name} at ${size.width}px`);
      await this.checkA11y(`${name} at ${size.width}px`);
      await this.screenshot(`${name}-${size.width}`);
    }
    if (original) await this.page.setViewportSize(original);
  }

  /** Fails the journey on any console error, page error or serious/critical axe violation. */
  assertClean(): void {
    if (this.problems.length === 0) return;
    throw new Error(
      `Journey "${this.name}" saw ${this.problems.length} problem(s):\n\n${this.problems.join('\n\n')}`,
    );
  }

  async close(): Promise<void> {
    // A route handler still busy when the context closes (a journey that delays chunks while the page
    // asks for its next ones as the test ends) throws once the context is gone ("Response has been
    // disposed"), failing a journey that had passed. Those answers no longer matter: Playwright's
    // remedy is to drop the handlers, ignoring what they throw, before closing.
    await this.context.unrouteAll({ behavior: 'ignoreErrors' });
    await this.context.close();
  }
}
