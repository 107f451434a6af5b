/**
 * `npm run lighthouse`: Lighthouse 12 (mobile preset, its default) on the production build over the
 * demo catalogue, each route three times, the median run kept. Drives Debian's Chromium with the
 * browser journeys' path and flags (CHROMIUM_PATH, default /usr/bin/chromium). Prints one table and writes each median report as JSON under
 * lighthouse-reports/ (git-ignored). A benchmark, not a test: 2 cores make single runs noisy.
 *
 * Later screens add their routes to ROUTES. `npm run lighthouse -- /movies` measures one route;
 * LIGHTHOUSE_RUNS=5 takes the median of five runs.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { CHROMIUM_ARGS } from '../e2e/helpers/browser';
import { CHROMIUM_PATH } from '../e2e/helpers/env';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { createLogger } from '../server/logger';
import { openDemoSource } from '../server/sources/demo/demoSource';

export const ROUTES = [
  '/',
  '/movies',
  '/trending',
  '/collections',
  '/movie/550-fight-club',
  '/tv/1399-game-of-thrones',
  '/tv/1399-game-of-thrones/episodes/1',
  '/collection/10',
  '/actor/287-brad-pitt',
  '/actor/287-brad-pitt/movies',
  '/search?q=star',
  '/continue-watching',
  '/watchlist',
  '/favorites',
  '/player/movie/550-fight-club',
  '/player/tv/1399-game-of-thrones/1/1',
  '/user-settings',
  '/terms',
  '/FAQ',
  '/login',
];
/** Runs per route (LIGHTHOUSE_RUNS): more runs, a steadier median on a busy machine. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** A run whose trace Chromium failed to record (NO_NAVSTART and the like) is tried again this often. */
const RETRIES = 2;
const ROOT = path.resolve(__dirname, '..');
const REPORTS = path.join(ROOT, 'lighthouse-reports');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

interface Lhr {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { message: string };
}

const score = (lhr: Lhr, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? NaN;

/** `npm run lighthouse -- /movies /trending` measures only those routes. */
async function main(routes = process.argv.slice(2).length ? process.argv.slice(2) : ROUTES) {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `No Chromium at ${CHROMIUM_PATH}: apt-get install chromium, or set CHROMIUM_PATH.`,
    );
  }
  // The production build, made if missing or stale (as npm start does).
  execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts/build-if-stale.ts')],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );

  const { default: lighthouse } = await import('lighthouse');
  const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js');
  const chromeLauncher = await import('chrome-launcher');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-lighthouse-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DIST_DIR: path.join(ROOT, 'dist'),
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp({
    config,
    source: openDemoSource({ dataDir }),
    logger: createLogger('warn'),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
  });

  fs.mkdirSync(REPORTS, { recursive: true });
  const rows: string[][] = [];
  try {
    for (const route of routes) {
      const runs: Lhr[] = [];
      for (let run = 0, failures = 0; run < RUNS;) {
        const result = await lighthouse(`${origin}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        const lhr = result?.lhr as unknown as Lhr | undefined;
        if (!lhr) throw new Error(`Lighthouse gave no report for ${route}`);
        if (lhr.runtimeError) {
          if (++failures > RETRIES) throw new Error(`${route}: ${lhr.runtimeError.message}`);
          console.warn(`${route}: ${lhr.runtimeError.message} Trying again.`);
          continue;
        }
        runs.push(lhr);
        run++;
      }
      const median = computeMedianRun(runs as never) as unknown as Lhr;
      const name = route === '/' ? 'home' : route.slice(1).replace(/\W+/g, '-');
      fs.writeFileSync(path.join(REPORTS, `${name}.json`), JSON.stringify(median, null, 1));
      rows.push([
        route,
        String(score(median, 'performance')),
        String(score(median, 'accessibility')),
        String(score(median, 'best-practices')),
        String(score(median, 'seo')),
        `${(metric(median, 'largest-contentful-paint') / 1000).toFixed(1)} s`,
        `${Math.round(metric(median, 'total-blocking-time'))} ms`,
        metric(median, 'cumulative-layout-shift').toFixed(3),
        `${Math.round(metric(median, 'total-byte-weight') / 1024)} KB`,
      ]);
    }
  } finally {
    chrome.kill();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const header = ['route', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'bytes'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  console.log(`Lighthouse 12, mobile preset, median of ${RUNS} runs (demo catalogue):`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log(`Reports: ${path.relative(ROOT, REPORTS)}/`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
