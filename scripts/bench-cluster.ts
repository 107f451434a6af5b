/**
 * `npm run bench:cluster`: throughput and p99 of a mixed load through nginx (deploy/nginx.conf, as the
 * cluster tests run it) in front of 1 and then 3 instances, printed as a table, with one instance asked
 * directly first (what nginx itself costs).
 *
 * The mix, per 20 requests: 16 cached catalogue answers (5 routes), 3 suggestions, 1 catalogue answer
 * nobody asked for yet (a new page each time, so it goes upstream). TMDB is a local stand-in answering
 * after BENCH_UPSTREAM_MS (default 40). Instances get REDIS_URL (with a fresh prefix, removed afterwards)
 * and DATABASE_URL when set in the environment, else they run embedded.
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50) set each run's length and concurrency;
 * BENCH_INSTANCES (default "1,3") the cluster sizes.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

import autocannon from 'autocannon';
import { Redis } from 'ioredis';

import { startInstances } from './cluster/instances';
import type { Instance } from './cluster/instances';
import { nginxBin, startNginx } from './cluster/nginx';
import type { Nginx } from './cluster/nginx';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const upstreamMs = Number(process.env.BENCH_UPSTREAM_MS ?? 40);
const sizes = (process.env.BENCH_INSTANCES ?? '1,3').split(',').map(Number);

const CACHED = [
  '/api/tmdb/movie/550',
  '/api/tmdb/tv/1399',
  '/api/tmdb/movie/popular?page=1',
  '/api/tmdb/trending/all/week',
  '/api/tmdb/genre/movie/list',
];
const SUGGEST = ['/api/suggest?q=fig', '/api/suggest?q=breaking%20b', '/api/suggest?q=the%20god'];

/** A TMDB-sized answer (about 6 KB): a title with its cast. */
function upstreamBody(): string {
  const cast = Array.from({ length: 40 }, (_, i) => ({
    id: 1000 + i,
    name: `Actor Number ${i}`,
    character: `Character ${i}`,
    profile_path: `/profile${i}.jpg`,
    order: i,
  }));
  return JSON.stringify({
    id: 550,
    title: 'Fight Club',
    original_title: 'Fight Club',
    overview:
      'A ticking-time-bomb insomniac and a slippery soap salesman channel primal male aggression ' +
      'into a shocking new form of therapy. Their concept catches on, with underground "fight clubs" ' +
      'forming in every town, until an eccentric gets in the way and ignites an out-of-control spiral.',
    release_date: '1999-10-15',
    genres: [{ id: 18, name: 'Drama' }],
    vote_average: 8.4,
    vote_count: 30000,
    poster_path: '/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg',
    results: cast.map((c) => ({ id: c.id, title: c.name, media_type: 'movie' })),
    page: 1,
    total_pages: 500,
    total_results: 10000,
    credits: { cast },
  });
}

/** The stand-in for TMDB: every path answers the same body after `upstreamMs`. */
async function startUpstream(): Promise<{ url: string; hits: () => number; close(): void }> {
  const body = upstreamBody();
  let hits = 0;
  const server = http.createServer((_req, res) => {
    hits += 1;
    setTimeout(
      () => res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' }).end(body),
      upstreamMs,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/3`,
    hits: () => hits,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

interface Row {
  setup: string;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  upstream: number;
}

/** One run: `size` instances behind nginx, or (direct) one instance asked with no nginx in front. */
async function measure(
  size: number,
  env: Record<string, string>,
  upstream: { hits: () => number },
  direct = false,
): Promise<Row> {
  let instances: Instance[] = [];
  let nginx: Nginx | undefined;
  try {
    instances = await startInstances(size, env, 'bench');
    if (!direct) nginx = await startNginx(instances.map((instance) => instance.address));
    const target = nginx?.url ?? instances[0]!.url;
    for (const p of [...CACHED, ...SUGGEST]) {
      // Every instance warms its own in-process cache through nginx's round robin.
      for (let i = 0; i < size; i += 1) await (await fetch(`${target}${p}`)).arrayBuffer();
    }
    // Distinct answers: pages of a discover list, a year at a time (TMDB's pages stop at 500).
    let asked = 0;
    const uncached = () => {
      asked += 1;
      return `/api/tmdb/discover/movie?page=${1 + (asked % 500)}&primary_release_year=${1900 + size * 50 + Math.floor(asked / 500)}`;
    };
    const mix = [
      ...CACHED,
      SUGGEST[0]!,
      ...CACHED,
      SUGGEST[1]!,
      ...CACHED.slice(0, 4),
      SUGGEST[2]!,
      'uncached',
    ];
    const requests = mix.map((p) =>
      p === 'uncached'
        ? {
            method: 'GET' as const,
            setupRequest: (request: autocannon.Request) => ({
              ...request,
              path: uncached(),
            }),
          }
        : { method: 'GET' as const, path: p },
    );
    // A short warm-up so the JIT has seen the paths before they are measured.
    await autocannon({ url: target, connections, duration: 2, requests });
    const before = upstream.hits();
    const result = await autocannon({
      url: target,
      connections,
      duration: seconds,
      requests,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    return {
      setup: direct ? '1 instance, no nginx' : `nginx + ${size} instance${size === 1 ? '' : 's'}`,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      failed: result.errors + result.timeouts + result.non2xx,
      upstream: upstream.hits() - before,
    };
  } finally {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.remove()));
  }
}

/** Deletes the bench's keys (SCAN + DEL of its prefix): never a flush of someone's Redis. */
async function clearPrefix(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

async function main(): Promise<void> {
  if (!nginxBin()) throw new Error('nginx is needed (apt-get install nginx)');
  const upstream = await startUpstream();
  const prefix = `marquee_bench_${randomBytes(4).toString('hex')}:`;
  const redisUrl = process.env.REDIS_URL?.trim();
  const env: Record<string, string> = {
    CATALOGUE: 'tmdb',
    TMDB_API_KEY: '00000000000000000000000000000000',
    TMDB_BASE_URL: upstream.url,
    // The bench measures serving, not the TMDB ceiling.
    TMDB_MAX_RPS: '1000',
    ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_PREFIX: prefix } : {}),
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  };
  console.log(
    `Node ${process.version}, ${os.cpus().length} CPUs, ${seconds} s a run, ${connections} connections, ` +
      `upstream ${upstreamMs} ms; engines: ${redisUrl ? 'Redis' : 'in-process'}` +
      `${process.env.DATABASE_URL ? ' + PostgreSQL' : ''}\n`,
  );
  const rows: Row[] = [];
  try {
    // What nginx itself costs, for comparison.
    rows.push(await measure(1, env, upstream, true));
    await sleep(500);
    for (const size of sizes) {
      rows.push(await measure(size, env, upstream));
      await sleep(500);
    }
  } finally {
    upstream.close();
    if (redisUrl) await clearPrefix(redisUrl, prefix);
  }

  const header = ['setup', 'req/s', 'p50 ms', 'p99 ms', 'failed', 'upstream calls'];
  const cells = rows.map((r) => [
    r.setup,
    String(r.rps),
    String(r.p50),
    String(r.p99),
    String(r.failed),
    String(r.upstream),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const c of cells) console.log(line(c));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
