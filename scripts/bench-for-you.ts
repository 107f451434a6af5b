/**
 * `npm run bench:for-you`: issue 33's "twenty varied suggestions with reasons within a second of opening
 * /for-you", measured. In Chromium, against the real server on loopback (demo catalogue, the production
 * build in dist/), a visitor with ten favorites (the same ten for every run, well-known films) opens
 * /for-you in a fresh browser context (no HTTP cache, nothing in RTK Query); the time is from the
 * navigation's start to twenty suggestion cards on screen, each with its reason. At 1440 and 375 px,
 * BENCH_ROUNDS (default 3) times each; the server's own answer cache is cold only for the first.
 * Needs `npm run build` first.
 */
import type { Browser } from 'playwright-core';

import { launchBrowser } from '../e2e/helpers/browser';
import { missingPrerequisites } from '../e2e/helpers/env';
import { startServer } from '../e2e/helpers/server';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WIDTHS = [1440, 375] as const;

/** Ten films of the demo's full records: id, title, release date. */
const FAVORITES: [number, string, string][] = [
  [550, 'Fight Club', '1999-10-15'],
  [155, 'The Dark Knight', '2008-07-16'],
  [680, 'Pulp Fiction', '1994-09-10'],
  [27205, 'Inception', '2010-07-15'],
  [603, 'The Matrix', '1999-03-30'],
  [13, 'Forrest Gump', '1994-06-23'],
  [278, 'The Shawshank Redemption', '1994-09-23'],
  [238, 'The Godfather', '1972-03-14'],
  [157336, 'Interstellar', '2014-11-05'],
  [120, 'The Lord of the Rings: The Fellowship of the Ring', '2001-12-18'],
];

/** The favorites as the app keeps them (features/lists/savedMedia, key user_favorites). */
const STORED = JSON.stringify({
  items: FAVORITES.map(([id, title, release_date], i) => ({
    media_id: id,
    media_type: 'movie',
    added_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    details: { title, release_date, poster_path: null },
  })),
});

/** The visitor accepted all cookies and the domain notice (as e2e/helpers/journey.ts has it). */
const CONSENT = JSON.stringify({
  storage: 'all',
  domainNoticeAccepted: true,
  _persist: { version: 1, rehydrated: true },
});

/** In the page: ms from the navigation's start to 20 cards with reasons, polled every frame. */
const READY = `(() => {
  const list = document.querySelector('ol[aria-labelledby="for-you-list"]');
  const cards = list ? list.querySelectorAll('li') : [];
  const reasons = [...cards].filter((card) => /Because you /.test(card.textContent || ''));
  return cards.length === 20 && reasons.length === 20 ? performance.now() : 0;
})()`;

async function openOnce(browser: Browser, origin: string, width: number): Promise<number> {
  // bypassCSP: the app's policy refuses the string the polling evaluates (it changes nothing measured).
  const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
  try {
    // Consent given and the favorites in place before the app's first script.
    await context.addInitScript(`
      localStorage.setItem('storage_consent', ${JSON.stringify(CONSENT)});
      localStorage.setItem('user_favorites', ${JSON.stringify(STORED)});`);
    const page = await context.newPage();
    await page.goto(`${origin}/for-you`, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(READY, undefined, {
      polling: 'raf',
      timeout: 30_000,
    });
    return (await handle.jsonValue()) as number;
  } finally {
    await context.close();
  }
}

function summary(label: string, values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return `${label.padEnd(26)} median ${median.toFixed(0).padStart(5)} ms   worst ${(sorted.at(-1) ?? 0).toFixed(0).padStart(5)} ms`;
}

async function main(): Promise<void> {
  const missing = missingPrerequisites();
  if (missing.length) throw new Error(`Cannot run: ${missing.join('; ')}`);
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const byWidth = new Map<number, number[]>();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const width of WIDTHS) {
        const ms = await openOnce(browser, server.origin, width);
        byWidth.set(width, [...(byWidth.get(width) ?? []), ms]);
        console.log(`round ${round + 1}, ${String(width).padStart(4)} px: ${ms.toFixed(0)} ms`);
      }
    }
    console.log('');
    for (const [width, times] of byWidth) console.log(summary(`/for-you at ${width} px`, times));
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
