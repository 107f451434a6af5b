/**
 * `npm run bench:first-load -- <origin> [<origin>...]`: the main thread of a first load, for comparing
 * builds on a noisy machine. Lighthouse's TBT swings by hundreds of milliseconds between runs of one
 * build here; this opens each route against each origin in turn (interleaved, so a busy minute hits
 * every build alike), records a Chromium trace, and prints per origin the median of Lighthouse's own
 * arithmetic on the observed trace: every main-thread task after the first contentful paint, times 4
 * (its simulated phone), less 50 ms. Also the main thread's busy time after that paint, unmultiplied.
 *
 * Serve each build yourself (`PORT=4311 npx tsx server/index.ts` in each checkout, after
 * `npm run build`). BENCH_ROUTES (comma-separated, default /diary,/for-you,/stats,/calendar),
 * BENCH_RUNS (default 5), BENCH_WAIT_MS (how long a load is watched, default 5000). A fresh browser
 * context per load: no cache, no saved lists, the first-visit prompts showing, as Lighthouse sees it.
 */
import type { Browser } from 'playwright-core';

import { launchBrowser } from '../e2e/helpers/browser';
import { TOP_LEVEL_TASKS } from './lighthouseScores';
import type { TraceEvent } from './lighthouseScores';

interface Load {
  /** Lighthouse's blocking time over the observed tasks (x4, less 50 ms each), ms. */
  blocking: number;
  /** The main thread's busy time after the first contentful paint, ms. */
  busy: number;
}

const ROUTES = (process.env.BENCH_ROUTES ?? '/diary,/for-you,/stats,/calendar').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WAIT_MS = Number(process.env.BENCH_WAIT_MS ?? 5000);

async function load(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) =>
      events.push(...(value as unknown as TraceEvent[])),
    );
    const complete = new Promise<void>((resolve) =>
      cdp.once('Tracing.tracingComplete', () => resolve()),
    );
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,toplevel,loading',
      transferMode: 'ReportEvents',
    });
    await page.goto(url);
    await page.waitForTimeout(WAIT_MS);
    await cdp.send('Tracing.end');
    await complete;
    const paint = events.find((event) => event.name === 'firstContentfulPaint');
    if (!paint) throw new Error(`${url}: no first contentful paint in the trace`);
    const tasks = events
      .filter(
        (event) =>
          event.pid === paint.pid &&
          event.tid === paint.tid &&
          event.ph === 'X' &&
          TOP_LEVEL_TASKS.has(event.name),
      )
      .sort((a, b) => a.ts - b.ts);
    let blocking = 0;
    let busy = 0;
    let end = 0;
    for (const task of tasks) {
      // Nested tasks are inside their parent's time.
      if (task.ts < end) continue;
      const ms = (task.dur ?? 0) / 1000;
      end = task.ts + (task.dur ?? 0);
      if (task.ts < paint.ts) continue;
      busy += ms;
      blocking += Math.max(0, ms * 4 - 50);
    }
    return { blocking, busy };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main(): Promise<void> {
  const origins = process.argv.slice(2).map((origin) => origin.replace(/\/$/, ''));
  if (origins.length === 0) {
    console.error(
      'Usage: npm run bench:first-load -- http://127.0.0.1:4311 [http://127.0.0.1:4312 ...]',
    );
    process.exitCode = 2;
    return;
  }
  const browser = await launchBrowser();
  try {
    for (const route of ROUTES) {
      const loads = new Map<string, Load[]>(origins.map((origin) => [origin, []]));
      for (let run = 0; run < RUNS; run++) {
        for (const origin of origins) loads.get(origin)!.push(await load(browser, origin + route));
      }
      for (const origin of origins) {
        const runs = loads.get(origin)!;
        const blocking = runs.map((run) => Math.round(run.blocking));
        console.log(
          `${route.padEnd(12)} ${origin.padEnd(24)} blocking x4 median ${String(median(blocking)).padStart(5)} ms` +
            ` (runs ${blocking.join(' ')}), busy median ${Math.round(median(runs.map((run) => run.busy)))} ms`,
        );
      }
    }
  } finally {
    await browser.close();
  }
}

void main();
