/**
 * `npm run bench:suggest-ui`: in Chromium, against the real server on loopback (demo catalogue, the
 * production build in dist/), the time from the last keystroke in the header search box to that
 * query's suggestions on screen, for distinct prefixes and misspellings (none answered before, so no
 * cache helps). Measured in the page: the keydown's timestamp, then every animation frame until the
 * list holds the answer for the full query (the box's value, the listbox no longer busy). Prints each
 * query, then the median and worst, with and without the debounce (SUGGEST_DEBOUNCE_MS).
 * Needs `npm run build` first; BENCH_ROUNDS (default 2) repeats the list with a fresh page.
 */
import { SUGGEST_DEBOUNCE_MS } from '../common/suggest';
import { launchBrowser } from '../e2e/helpers/browser';
import { missingPrerequisites } from '../e2e/helpers/env';
import { startServer } from '../e2e/helpers/server';

const QUERIES = [
  'godfahter',
  'spiderman',
  'star wrs',
  'brad pit',
  'amelie',
  'matrx',
  'interstelar',
  'lord of the rngs',
  'harry poter',
  'breaking bad',
  'fight clu',
  'tom hanks',
  'jurasic',
  'incepton',
  'the dark knigt',
];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

/** In the page: resolves with ms from the next keydown to the list showing the box's value's answer. */
const MEASURE = `new Promise((resolve) => {
  const box = document.querySelector('[role="combobox"][aria-label="Search"]');
  box.addEventListener('keydown', (event) => {
    const start = event.timeStamp;
    const check = () => {
      const list = document.querySelector('[role="listbox"][aria-label="Search suggestions"]');
      const settled = list && list.getAttribute('aria-busy') !== 'true' &&
        list.querySelector('[role="option"]') && box.form?.querySelector('[role="status"]')?.textContent;
      if (settled) resolve(performance.now() - start);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, { once: true });
})`;

function summary(label: string, values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const worst = sorted[sorted.length - 1] ?? 0;
  return `${label.padEnd(34)} median ${median.toFixed(0).padStart(4)} ms   worst ${worst.toFixed(0).padStart(4)} ms`;
}

async function main(): Promise<void> {
  const missing = missingPrerequisites();
  if (missing.length) throw new Error(`Cannot run: ${missing.join('; ')}`);
  const server = await startServer();
  const browser = await launchBrowser();
  const times: number[] = [];
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await page.goto(`${server.origin}/movies`);
      const box = page.getByRole('combobox', { name: 'Search', exact: true });
      await box.click();
      for (const query of QUERIES) {
        // A distinct text each round, so neither the server nor the app has answered it before.
        const text = round === 0 ? query : `${query}${'e'.repeat(round)}`;
        await box.fill(text.slice(0, -1));
        await page.waitForTimeout(600);
        const measured = page.evaluate(MEASURE) as Promise<number>;
        await box.press(text.slice(-1) === ' ' ? 'Space' : text.slice(-1));
        const ms = await measured;
        times.push(ms);
        console.log(`${JSON.stringify(text).padEnd(22)} ${ms.toFixed(0).padStart(4)} ms`);
      }
      await page.close();
    }
    console.log('');
    console.log(summary('keystroke to suggestions on screen', times));
    console.log(
      summary(
        `the same less the ${SUGGEST_DEBOUNCE_MS} ms debounce`,
        times.map((t) => t - SUGGEST_DEBOUNCE_MS),
      ),
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
