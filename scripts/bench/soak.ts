/**
 * `npm run soak` (also `npm run bench:api -- --soak`): the real server (`server/index.ts`, as `npm start`
 * runs it: its heap limit, demo catalogue, the build in dist/ when there is one) under 100 connections for three runs
 * of 40 s, its resident memory read at the end of each run and printed as a table, with how much the
 * last run added (issue 34: with the defaults, under 400 MB and under 15 MB of growth in the third
 * run). The request mix is what a crowd of visitors asks for, spread over many distinct URLs (every
 * title's page and details, discover pages, searches, suggestions, assets, unknown addresses) so that a
 * cache without a bound shows up as growth.
 * SOAK_RUNS (default 3), SOAK_SECONDS (default 40) and BENCH_CONNECTIONS (default 100) change the run,
 * CACHE_MAX_MB the server's cache budget. The table splits RSS into what the JS heap has reserved, what
 * collection leaves of it (the live set: the caches among it), and the catalogue's memory-mapped file.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';

import autocannon from 'autocannon';

import { freePort } from '../freePort';

const ROOT = path.resolve(__dirname, '..', '..');
const SEED = path.join(ROOT, 'server', 'catalogue', 'seed');
const MB = 1024 * 1024;

/** The ids at the start of each line of a seed file (`{"id":550,…`). */
function seedIds(file: string): number[] {
  const ids: number[] = [];
  for (const line of fs.readFileSync(path.join(SEED, file), 'utf8').split('\n')) {
    const match = /^\{"id":(\d+)/.exec(line);
    if (match) ids.push(Number(match[1]));
  }
  return ids;
}

/** What the memory probe (./memoryProbe.ts) reports from inside the server, in bytes. */
interface MemoryReport {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  /** Resident pages backed by files (Linux only). */
  rssFile: number | null;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const pageOf = (max: number) => 1 + Math.floor(Math.random() * max);
/** One to five items of a list, at random. */
const some = <T>(items: readonly T[]): T[] =>
  Array.from({ length: 1 + Math.floor(Math.random() * 5) }, () => pick(items));

const WORDS = [
  'star',
  'love',
  'night',
  'the',
  'man',
  'war',
  'dark',
  'house',
  'girl',
  'blood',
  'king',
  'dead',
  'life',
  'city',
  'last',
  'lost',
  'time',
  'game',
  'world',
  'black',
  'fight',
  'ring',
  'god',
  'moon',
];
const GENRES = [28, 12, 16, 35, 80, 99, 18, 10751, 14, 36, 27, 10402, 9648, 10749, 878, 53, 10752];
const SORTS = ['popularity.desc', 'vote_average.desc', 'primary_release_date.desc', 'revenue.desc'];

/** A random word of two to eight letters, as a typo or a made-up address would have. */
function noise(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let word = '';
  for (let i = 2 + Math.floor(Math.random() * 7); i > 0; i--) word += pick([...letters]);
  return word;
}

/** What one visitor's request may be, weighted roughly as a browsing session asks. */
function requestMaker(movies: number[], shows: number[], people: number[], assets: string[]) {
  const makers: [weight: number, make: () => string][] = [
    [10, () => `/movie/${pick(movies)}`],
    [4, () => `/tv/${pick(shows)}`],
    [2, () => `/actor/${pick(people)}`],
    [3, () => pick(['/', '/movies', '/tv-shows', '/trending', '/collections', '/search?q=star'])],
    [2, () => `/${noise()}/${noise()}`],
    [14, () => `/api/tmdb/movie/${pick(movies)}?append_to_response=release_dates,credits`],
    [4, () => `/api/tmdb/tv/${pick(shows)}?append_to_response=content_ratings,credits`],
    [3, () => `/api/tmdb/person/${pick(people)}?append_to_response=combined_credits`],
    [
      8,
      () =>
        `/api/tmdb/discover/movie?page=${pageOf(500)}&sort_by=${pick(SORTS)}&with_genres=${pick(GENRES)}`,
    ],
    [4, () => `/api/tmdb/discover/tv?page=${pageOf(40)}`],
    // Filters combined freely: each combination is SQL of its own shape.
    [
      4,
      () =>
        `/api/tmdb/discover/movie?with_genres=${some(GENRES).join(pick([',', '|']))}` +
        `&without_genres=${some(GENRES).join(',')}&vote_count.gte=${pick([0, 10, 100, 1000])}`,
    ],
    [6, () => `/api/tmdb/search/multi?query=${pick(WORDS)}%20${noise()}&page=${pageOf(3)}`],
    [
      10,
      () => `/api/suggest?q=${pick(WORDS).slice(0, 2 + Math.floor(Math.random() * 3))}${noise()}`,
    ],
    [3, () => `/api/tmdb/trending/all/week?page=${pageOf(20)}`],
    [assets.length ? 6 : 0, () => pick(assets)],
    [1, () => '/api/site'],
  ];
  const total = makers.reduce((sum, [weight]) => sum + weight, 0);
  return (): string => {
    let at = Math.random() * total;
    for (const [weight, make] of makers) {
      at -= weight;
      if (at < 0) return make();
    }
    return '/';
  };
}

/** The hashed scripts and style sheets of the build, as the pages name them. */
function builtAssets(dist: string): string[] {
  const dir = path.join(dist, 'assets');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => `/assets/${file}`);
}

/** How `npm start` runs the server: package.json's start script, its last command. */
const START = /((?:[A-Z_]+=\S+ )*)tsx ((?:--[\w-]+(?:=\S+)? )*)server\/index\.ts/.exec(
  (
    JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts.start ?? '',
);

/**
 * Node's flags for the server: those `npm start` gives it (the heap's limits), or SOAK_NODE_FLAGS when
 * the run sets them ("" for none).
 */
function nodeFlags(): string[] {
  const given = process.env.SOAK_NODE_FLAGS;
  if (given !== undefined) return given.split(/\s+/).filter(Boolean);
  return START?.[2]?.trim().split(' ').filter(Boolean) ?? [];
}

/**
 * The environment `npm start` sets for the server (MALLOC_ARENA_MAX), or SOAK_START_ENV when the run
 * sets it ("" for none; e.g. "MALLOC_ARENA_MAX=8").
 */
function startEnv(): Record<string, string> {
  const given = process.env.SOAK_START_ENV ?? START?.[1] ?? '';
  return Object.fromEntries(
    given
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      ...nodeFlags(),
      '--import',
      'tsx',
      '--import',
      path.join(__dirname, 'memoryProbe.ts'),
      path.join(ROOT, 'server', 'index.ts'),
    ],
    {
      cwd: ROOT,
      env: {
        ...startEnv(),
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? os.tmpdir(),
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        CATALOGUE: 'demo',
        // No image host: the soak measures this server alone, with no network.
        IMAGE_BASE_URL: 'off',
        // The answer caches' budget, when the run sets one (README: CACHE_MAX_MB).
        ...(process.env.CACHE_MAX_MB ? { CACHE_MAX_MB: process.env.CACHE_MAX_MB } : {}),
        // Render threads, when the run sets them (README: RENDER_THREADS; 0 renders on the server's).
        ...(process.env.RENDER_THREADS ? { RENDER_THREADS: process.env.RENDER_THREADS } : {}),
      },
      // fd 3: the memory probe's reports.
      stdio: ['ignore', 'inherit', 'inherit', 'pipe'],
    },
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within a minute');
    await sleep(200);
  }
}

/** The issue's ceilings for one instance with the defaults. */
const MAX_RSS_MB = 400;
const MAX_LAST_RUN_GROWTH_MB = 15;

export async function soak(): Promise<void> {
  const runs = Number(process.env.SOAK_RUNS ?? 3);
  const seconds = Number(process.env.SOAK_SECONDS ?? 40);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
  const dist = path.join(ROOT, 'dist');
  const assets = builtAssets(dist);
  const next = requestMaker(
    seedIds('movies.jsonl'),
    seedIds('tv.jsonl'),
    seedIds('people.jsonl'),
    assets,
  );
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-soak-'));
  const child = await startServer(port, dataDir);
  // The probe's latest report, and the least heap in use since the last row: what survives collection.
  let latest: MemoryReport | null = null;
  let leastHeapUsed = Infinity;
  readline.createInterface({ input: child.stdio[3] as Readable }).on('line', (line) => {
    latest = JSON.parse(line) as MemoryReport;
    leastHeapUsed = Math.min(leastHeapUsed, latest.heapUsed);
  });
  await sleep(3_000);

  console.log(
    `Soak: Node ${process.version}, ${runs} runs of ${seconds} s at ${connections} connections against ` +
      `${Object.entries(startEnv())
        .map(([name, value]) => `${name}=${value} `)
        .join('')}` +
      `server/index.ts ${nodeFlags().join(' ')} (demo catalogue, ${assets.length ? 'with' : 'without'} the build in dist/` +
      `${process.env.CACHE_MAX_MB ? `, CACHE_MAX_MB=${process.env.CACHE_MAX_MB}` : ''}), loopback, ` +
      `${os.cpus().length} CPUs\n`,
  );
  console.log(
    'Memory in MB, read 2 s after each run. JS heap live: the least in use during the run (what collection leaves). Buffers: memory outside the JS heap (compressed answers among it). Mapped files: the node binary, its libraries and the catalogue.',
  );
  const columns = [
    'run',
    'RSS',
    'grew',
    'JS heap total',
    'JS heap live',
    'buffers',
    'mapped files',
    'req/s',
    '5xx',
    'no answer',
  ];
  console.log(columns.map((name) => name.padStart(14)).join(''));
  const rss: number[] = [];
  const mb = (bytes: number | null) => (bytes === null ? '-' : (bytes / MB).toFixed(0));
  const row = (run: string, rps: string, bad: string, unanswered: string) => {
    const report = latest!;
    const grew = rss.length ? ((report.rss - rss.at(-1)!) / MB).toFixed(0) : '-';
    rss.push(report.rss);
    console.log(
      [
        run,
        mb(report.rss),
        grew,
        mb(report.heapTotal),
        mb(leastHeapUsed),
        mb(report.external),
        mb(report.rssFile),
        rps,
        bad,
        unanswered,
      ]
        .map((cell) => cell.padStart(14))
        .join(''),
    );
    leastHeapUsed = Infinity;
  };
  row('start', '-', '-', '-');

  for (let run = 1; run <= runs; run++) {
    let bad = 0;
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: `http://127.0.0.1:${port}`,
          connections,
          duration: seconds,
          requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: next() }) }],
        },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
      // 404 is the answer to the made-up addresses; only errors of ours count as bad.
      instance.on('response', (_client, statusCode) => {
        if (statusCode >= 500) bad++;
      });
    });
    // The probe reports every second: the next report is the run's end.
    await sleep(2_000);
    // No answer: a connection error or autocannon's 10 s timeout (a render queued too long).
    row(
      String(run),
      String(Math.round(result.requests.average)),
      String(bad),
      String(result.errors),
    );
  }

  const highest = Math.max(...rss) / MB;
  const lastGrowth = rss.length > 2 ? (rss.at(-1)! - rss.at(-2)!) / MB : 0;
  console.log(
    `\nHighest RSS ${highest.toFixed(0)} MB (ceiling ${MAX_RSS_MB}); the last run added ` +
      `${lastGrowth.toFixed(0)} MB (ceiling ${MAX_LAST_RUN_GROWTH_MB}): ` +
      (highest < MAX_RSS_MB && lastGrowth < MAX_LAST_RUN_GROWTH_MB ? 'level.' : 'NOT level.'),
  );
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
