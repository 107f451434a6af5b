/**
 * `npm run bench:api`: load on loopback, for a bounded time, against
 *   (a) a cached TMDB-shaped answer from the live source, as is and brotli-compressed (compressed once,
 *       then reused), and (b) a bare Fastify route sending the same bytes from the same process, printing
 *       req/s, p99 and the ratios to b;
 *   (c) the demo catalogue's search/multi and discover/movie over varied queries, printing p99;
 *   (e) /api/suggest over 20 prefixes and misspellings at 50 connections (whatever BENCH_CONNECTIONS
 *       says; the target is p99 under 20 ms), then the suggest engine alone, in this process, over a
 *       few hundred distinct queries computed once each: a figure no answer cache can flatter.
 *   (f)-(i) the pages the server renders, when dist/ holds a build (scripts/bench/pages.ts): a cached
 *       page beside a cached API answer, uncached renders of distinct titles, a hostile probe of unknown
 *       ids under random Hosts, and what the first 14,600 compressed bytes of a title page hold.
 * BENCH_SECONDS (default 10) sets each run's length, BENCH_CONNECTIONS (default 10) the concurrency
 * of (a)-(d).
 *
 * `npm run bench:api -- --soak` (or `npm run soak`) runs the memory soak instead (scripts/bench/soak.ts):
 * the real server under 100 connections, three runs of 40 s, its resident memory after each.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

import autocannon from 'autocannon';

import { benchPages } from './bench/pages';
import { soak } from './bench/soak';
import { benchEngine } from './bench/suggestEngine';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** The issue's figure for suggestions: 50 connections, p99 under 20 ms. */
const SUGGEST_CONNECTIONS = 50;

interface Ports {
  live: number;
  demo: number;
  cachedPath: string;
  bytes: number;
  /** The demo app serves a build from dist/. */
  pages: boolean;
}

async function run(
  title: string,
  port: number,
  paths: string[],
  headers: Record<string, string> = {},
  concurrency = connections,
): Promise<{ rps: number; p50: number; p99: number; errors: number }> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: concurrency,
    duration: seconds,
    requests: paths.map((p) => ({ method: 'GET', path: p, headers })),
  });
  const bad = result.errors + result.timeouts + result.non2xx;
  const line = {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: bad,
  };
  console.log(
    `${title.padEnd(44)} ${String(line.rps).padStart(7)} req/s   p50 ${String(line.p50).padStart(4)} ms   p99 ${String(line.p99).padStart(4)} ms${bad ? `   ${bad} failed` : ''}`,
  );
  return line;
}

async function main(): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'bench', 'servers.ts')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  const first = await new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
  });
  const ports = JSON.parse(first) as Ports;

  try {
    console.log(
      `Node ${process.version}, ${seconds} s a run, ${connections} connections, loopback; answer of ${ports.bytes} bytes\n`,
    );
    // A short warm-up so the JIT has seen both paths before either is measured.
    await autocannon({
      url: `http://127.0.0.1:${ports.live}${ports.cachedPath}`,
      connections,
      duration: 2,
    });
    await autocannon({
      url: `http://127.0.0.1:${ports.live}/bench/bare`,
      connections,
      duration: 2,
    });

    const cached = await run('(a) cached TMDB answer (live source)', ports.live, [
      ports.cachedPath,
    ]);
    const compressed = await run(
      '(a) the same, Accept-Encoding: br',
      ports.live,
      [ports.cachedPath],
      { 'accept-encoding': 'br' },
    );
    const bare = await run('(b) bare Fastify route, same bytes', ports.live, ['/bench/bare']);
    console.log(`${'ratio a/b'.padEnd(44)} ${(cached.rps / bare.rps).toFixed(2)}`);
    console.log(`${'ratio a (br)/b'.padEnd(44)} ${(compressed.rps / bare.rps).toFixed(2)}\n`);

    const queries = [
      'fight',
      'star wars',
      'the',
      'game of thr',
      'brad pitt',
      'amelie',
      'lord rings',
      'matrix',
    ];
    await run(
      '(c) demo search/multi, 8 queries',
      ports.demo,
      queries.map((q) => `/api/tmdb/search/multi?query=${encodeURIComponent(q)}&page=1`),
    );
    const discover = [
      '/api/tmdb/discover/movie',
      '/api/tmdb/discover/movie?page=250',
      '/api/tmdb/discover/movie?page=500',
      '/api/tmdb/discover/movie?with_genres=28,12&sort_by=vote_average.desc',
      '/api/tmdb/discover/movie?with_genres=18|35&primary_release_year=1999',
      '/api/tmdb/discover/movie?sort_by=primary_release_date.asc&page=40',
      '/api/tmdb/discover/movie?sort_by=revenue.desc&page=3',
      '/api/tmdb/discover/movie?sort_by=title.asc&page=100',
    ];
    await run('(d) demo discover/movie, 8 filter/sort/pages', ports.demo, discover);

    // What a visitor types into the header: prefixes as they type, and misspellings.
    const typed = [
      'st',
      'sta',
      'star w',
      'the god',
      'spider',
      'harry p',
      'brad',
      'breaking',
      'game of th',
      'lord of the',
      'godfahter',
      'spiderman',
      'star wrs',
      'brad pit',
      'amelie',
      'matirx',
      'incepton',
      'stranger thigns',
      'jurasic park',
      'the dark knigth',
    ];
    console.log('');
    await run(
      '(e) /api/suggest, 20 queries, 50 connections',
      ports.demo,
      typed.map((q) => `/api/suggest?q=${encodeURIComponent(q)}`),
      { 'accept-encoding': 'br' },
      SUGGEST_CONNECTIONS,
    );
    const engine = benchEngine();
    const ms = (f: { p50: number; p99: number; max: number }) =>
      `p50 ${f.p50.toFixed(3)} ms   p99 ${f.p99.toFixed(3)} ms   max ${f.max.toFixed(3)} ms`;
    console.log(
      `${`(e) engine lookup, ${engine.queries} distinct queries`.padEnd(44)} ${ms(engine.lookup)}`,
    );
    console.log(`${'(e) engine, whole answer (items, JSON)'.padEnd(44)} ${ms(engine.answer)}`);

    if (ports.pages) await benchPages(ports.demo, seconds);
    else console.log('\n(f)-(i) pages: skipped, dist/ holds no build (npm run build first).');
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

(process.argv.includes('--soak') ? soak() : main()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
