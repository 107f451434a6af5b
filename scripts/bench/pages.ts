/**
 * The page half of `npm run bench:api` (issue 24: the server renders each page's first screen), against
 * the demo app serving the build in dist/, as a browser asks (Accept: text/html, Accept-Encoding: br,
 * gzip), at PAGE_CONNECTIONS:
 *   (f) a cached title page beside a cached API answer: a cached page should cost about what a cached
 *       answer costs;
 *   (g) a stream of distinct real title pages from the demo catalogue, so each request is a render;
 *   (h) the hostile probe: distinct unknown ids under a random Host each, which must all be 404s while
 *       a visitor's cached API request (a paced side probe) stays fast;
 *   (j) a flood of unique searches at 10 connections (each a render), with the same paced visitor's
 *       cached request beside it: issue 34 wants it within 5x of its time alone;
 *   (i) what the first 14,600 bytes of the compressed title page (about a first round trip) hold once
 *       decompressed: the critical CSS, the <h1>, the overview's first words.
 * Works on today's shell (index.html with a head) as on the rendered page; it measures whichever is built.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import zlib from 'node:zlib';

import autocannon from 'autocannon';

import { toSlug } from '../../common/pageText';

/** As the issue's figures for suggestions: 50 connections. */
export const PAGE_CONNECTIONS = 50;
const TITLE_PAGE = '/movie/550-fight-club';
const TITLE_API = '/api/tmdb/movie/550';
/** Ten TCP segments of 1,460 bytes: what a new connection's first round trip can carry. */
const FIRST_FLIGHT = 14_600;
/** Far above any id TMDB has given: the probe's ids are unknown to every catalogue. */
const UNKNOWN_ID_BASE = 1_900_000_000;
/** The side probe's pace during the hostile run: a visitor's requests, not a second load. */
const SIDE_PROBE_RATE = 50;
/** The issue's flood of unique searches: 10 connections. */
const FLOOD_CONNECTIONS = 10;
const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
const API_HEADERS = { accept: 'application/json', 'accept-encoding': 'br, gzip' };
const SEED_MOVIES = path.resolve(
  __dirname,
  '..',
  '..',
  'server',
  'catalogue',
  'seed',
  'movies.jsonl',
);

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Responses by status code, e.g. { 200: 5120 }. */
  statuses: Record<string, number>;
  /** Connection errors and timeouts. */
  errors: number;
}

type Options = autocannon.Options;

async function measure(port: number, options: Omit<Options, 'url'>): Promise<Figures> {
  const result = await autocannon({ url: `http://127.0.0.1:${port}`, ...options });
  const statuses: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[code] = stats.count ?? 0;
  }
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    statuses,
    errors: result.errors + result.timeouts,
  };
}

const statusWords = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .map(([code, count]) => `${count} × ${code}`)
    .join(', ') || 'no answers';

function print(title: string, line: Figures, note = ''): void {
  const failed = line.errors ? `   ${line.errors} errors/timeouts` : '';
  console.log(
    `${title.padEnd(44)} ${String(line.rps).padStart(7)} req/s   p50 ${String(line.p50).padStart(4)} ms   p99 ${String(line.p99).padStart(4)} ms   ${statusWords(line.statuses)}${failed}${note}`,
  );
}

/** The demo catalogue's movies as page paths (`/movie/550-fight-club`), read from its seed. */
function moviePaths(): string[] {
  const paths: string[] = [];
  for (const line of fs.readFileSync(SEED_MOVIES, 'utf8').split('\n')) {
    if (!line) continue;
    const { id, title } = JSON.parse(line) as { id: number; title: string };
    paths.push(`/movie/${toSlug(id, title)}`);
  }
  return paths;
}

/** Distinct searches: two words of two catalogue titles each, as many as the titles allow. */
function searchQueries(): string[] {
  const words = new Set<string>();
  for (const line of fs.readFileSync(SEED_MOVIES, 'utf8').split('\n')) {
    if (!line) continue;
    const { title } = JSON.parse(line) as { title: string };
    for (const word of title.toLowerCase().split(/[^a-z]+/)) if (word.length > 3) words.add(word);
  }
  const list = [...words];
  const queries: string[] = [];
  for (let i = 0; i < list.length; i += 1)
    queries.push(`${list[i]} ${list[(i * 7 + 3) % list.length]}`);
  return queries;
}

/** One request's status, headers and body bytes as sent (not decompressed). */
function getRaw(
  port: number,
  pathname: string,
  headers: Record<string, string>,
): Promise<{
  status: number;
  headers: http.IncomingHttpHeaders;
  headerBytes: number;
  body: Buffer;
}> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          // The status line and headers as they came, for how much of the first flight they take.
          const headerBytes =
            `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length +
            // Each header line: name, ': ', value, CRLF.
            response.rawHeaders.reduce((sum, part) => sum + Buffer.byteLength(part) + 2, 0) +
            2;
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            headerBytes,
            body: Buffer.concat(chunks),
          });
        });
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** What a streaming decoder makes of a truncated body: all it could decode, the truncation ignored. */
function decodePrefix(prefix: Buffer, encoding: string | undefined): Promise<Buffer> {
  if (encoding !== 'br' && encoding !== 'gzip') return Promise.resolve(prefix);
  const decoder = encoding === 'br' ? zlib.createBrotliDecompress() : zlib.createGunzip();
  const chunks: Buffer[] = [];
  return new Promise((resolve) => {
    const done = () => resolve(Buffer.concat(chunks));
    decoder.on('data', (chunk: Buffer) => chunks.push(chunk));
    decoder.on('end', done);
    // 'unexpected end of file': the prefix stops mid-stream, as it was meant to.
    decoder.on('error', done);
    decoder.end(prefix);
  });
}

/** A text as React (or another escaper) may have written it into HTML: the forms to look for. */
function htmlForms(text: string): string[] {
  const escape = (apostrophe: string) =>
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, apostrophe);
  return [...new Set([text, escape('&#x27;'), escape('&#39;'), escape("'")])];
}

/** The first offset of any of the needles in the text at or after `from`, or -1. */
function firstOffset(text: string, needles: string[], from = 0): number {
  const offsets = needles.map((needle) => text.indexOf(needle, from)).filter((at) => at >= 0);
  return offsets.length ? Math.min(...offsets) : -1;
}

/** (i): what the first flight of the compressed title page holds. */
async function firstFlight(port: number): Promise<void> {
  const api = (await (await fetch(`http://127.0.0.1:${port}${TITLE_API}`)).json()) as {
    title?: string;
    overview?: string;
  };
  const page = await getRaw(port, TITLE_PAGE, { accept: 'text/html', 'accept-encoding': 'br' });
  const encoding = page.headers['content-encoding'];
  const full = (await decodePrefix(page.body, encoding)).toString('utf8');
  const prefix = await decodePrefix(page.body.subarray(0, FIRST_FLIGHT), encoding);
  /** A string offset in the page as the byte offset in its UTF-8. */
  const byteAt = (index: number) => Buffer.byteLength(full.slice(0, index));
  console.log(
    `(i) ${TITLE_PAGE}: ${page.status}, ${encoding ?? 'not compressed'}, ${page.body.length} bytes sent ` +
      `(${Buffer.byteLength(full)} decompressed; response headers ${page.headerBytes} bytes besides)`,
  );
  console.log(
    `    its first ${FIRST_FLIGHT} compressed bytes decompress to ${prefix.length} bytes, which hold:`,
  );

  const body = full.search(/<body[\s>]/);
  const h1 = /<h1[\s>][\s\S]*?<\/h1>/.exec(full);
  const h1Text = h1 ? h1[0].replace(/<[^>]*>/g, '').trim() : '';
  // The overview is the catalogue's words: compared here, never written down.
  const words = (api.overview ?? '').split(/\s+/).filter(Boolean).slice(0, 6).join(' ');
  const checks: [label: string, start: number, length: number, note: string][] = [];
  const style = full.indexOf('<style data-emotion');
  checks.push(['<style data-emotion (critical CSS)', style, '<style data-emotion'.length, '']);
  checks.push([
    '<h1> and its text',
    h1 ? h1.index : -1,
    h1 ? h1[0].length : 0,
    h1
      ? ` "${h1Text}"${api.title && !h1Text.includes(api.title) ? ` (not the API's title "${api.title}")` : ''}`
      : '',
  ]);
  const overviewAt = words ? firstOffset(full, htmlForms(words), Math.max(body, 0)) : -1;
  checks.push([
    `the overview's first ${words.split(' ').length} words`,
    overviewAt,
    overviewAt >= 0
      ? htmlForms(words).find((form) => full.startsWith(form, overviewAt))!.length
      : 0,
    words ? '' : ' (the API gave no overview)',
  ]);
  for (const [label, start, length, note] of checks) {
    const inPrefix = start >= 0 && byteAt(start + length) <= prefix.length;
    const where = start >= 0 ? `at byte ${byteAt(start)} of the page` : 'not in the page at all';
    console.log(`    ${label.padEnd(40)} ${inPrefix ? 'yes' : 'no '}  ${where}${note}`);
  }
}

/** Runs sections (f) to (i) against the demo app at `port`, each load run `seconds` long. */
export async function benchPages(port: number, seconds: number): Promise<void> {
  const connections = PAGE_CONNECTIONS;
  const warm = await getRaw(port, TITLE_PAGE, PAGE_HEADERS);
  await getRaw(port, TITLE_API, API_HEADERS);
  console.log(
    `\nPages (dist/ as built), Accept: text/html, Accept-Encoding: br, gzip, ${connections} connections; ` +
      `${TITLE_PAGE} is ${warm.status}, ${warm.body.length} bytes ${warm.headers['content-encoding'] ?? 'uncompressed'}`,
  );
  // Both paths seen by the JIT before either is measured.
  await measure(port, {
    connections,
    duration: 2,
    requests: [{ path: TITLE_PAGE, headers: PAGE_HEADERS }],
  });
  await measure(port, {
    connections,
    duration: 2,
    requests: [{ path: TITLE_API, headers: API_HEADERS }],
  });

  const page = await measure(port, {
    connections,
    duration: seconds,
    requests: [{ method: 'GET', path: TITLE_PAGE, headers: PAGE_HEADERS }],
  });
  print(`(f) cached page ${TITLE_PAGE}`, page);
  const answer = await measure(port, {
    connections,
    duration: seconds,
    requests: [{ method: 'GET', path: TITLE_API, headers: API_HEADERS }],
  });
  print(`(f) cached API answer ${TITLE_API}`, answer);
  console.log(`${'ratio page/answer (req/s)'.padEnd(44)} ${(page.rps / answer.rps).toFixed(2)}`);

  // (g): each request the next title of the catalogue, so each is rendered (the page cache holds 500).
  const titles = moviePaths();
  let next = 0;
  const renders = await measure(port, {
    connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        headers: PAGE_HEADERS,
        setupRequest: (request) => ({ ...request, path: titles[next++ % titles.length]! }),
      },
    ],
  });
  const repeats = Math.max(0, next - titles.length);
  print(
    `(g) uncached renders, ${Math.min(renders.requests, titles.length)} distinct titles`,
    renders,
    repeats ? `   (${repeats} past the end began again)` : '',
  );

  // (h): unknown ids, each under a Host of its own, with a visitor's cached request paced beside them.
  const side = (duration: number) =>
    measure(port, {
      connections: 1,
      overallRate: SIDE_PROBE_RATE,
      duration,
      requests: [{ method: 'GET', path: TITLE_API, headers: API_HEADERS }],
    });
  // The renders (g) left queued (compression runs on libuv's pool) finish before the calm figure.
  await sleep(2000);
  const calm = await side(Math.min(seconds, 5));
  let unknown = 0;
  const randomHost = () => `${Math.random().toString(36).slice(2, 10)}.example`;
  const [probe, during] = await Promise.all([
    measure(port, {
      connections,
      duration: seconds,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({
            ...request,
            path: `/movie/${UNKNOWN_ID_BASE + ++unknown}`,
            headers: { ...PAGE_HEADERS, host: randomHost() },
          }),
        },
      ],
    }),
    side(seconds),
  ]);
  const only404 = Object.keys(probe.statuses).every((code) => code === '404');
  print(
    `(h) hostile: ${probe.requests} unknown ids, random Host`,
    probe,
    only404 ? '' : '   NOT all 404s',
  );
  print(`(h) cached API answer, ${SIDE_PROBE_RATE}/s, alone`, calm);
  print(`(h) the same, during the hostile probe`, during);
  console.log('');

  // (j): a flood of unique searches (issue 34: each is a render), the same visitor's request beside it.
  const queries = searchQueries();
  let asked = 0;
  const [flood, beside] = await Promise.all([
    measure(port, {
      connections: FLOOD_CONNECTIONS,
      duration: seconds,
      requests: [
        {
          method: 'GET',
          headers: PAGE_HEADERS,
          setupRequest: (request) => ({
            ...request,
            path: `/search?q=${encodeURIComponent(queries[asked++ % queries.length]!)}`,
          }),
        },
      ],
    }),
    side(seconds),
  ]);
  print(`(j) unique searches, ${FLOOD_CONNECTIONS} connections`, flood);
  print(`(j) cached API answer, ${SIDE_PROBE_RATE}/s, during them`, beside);
  console.log(
    `${'(j) its p50 / alone (issue 34: within 5x)'.padEnd(44)} ${(beside.p50 / Math.max(calm.p50, 1)).toFixed(1)}x, p99 ${(beside.p99 / Math.max(calm.p99, 1)).toFixed(1)}x`,
  );
  console.log('');

  await firstFlight(port);
}
