import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { corpusDir, corpusIndex } from './corpus';
import type { CorpusEntry } from './corpus';

/** A scripted misbehaviour, applied to the next `times` requests (1 unless given). */
export interface Fault {
  /** Answer with this status (and a TMDB error body) instead of the recording. */
  status?: number;
  /** Retry-After header sent with the status. */
  retryAfter?: string;
  /** Hold the answer back this long (longer than the client's timeout to provoke one). */
  delayMs?: number;
  times?: number;
}

export interface Received {
  /** Path and query as received, below the host (credentials included: tests check them). */
  url: string;
  /** Path below /3, without the query. */
  path: string;
  headers: Record<string, string>;
  /** performance.now() on arrival. */
  at: number;
}

export interface Replay {
  /** TMDB's base URL for the client: `http://127.0.0.1:PORT/3`. */
  url: string;
  /** Requests received for `path` (below /3), or in all. */
  hits(path?: string): number;
  received: Received[];
  /** TCP connections accepted, to see keep-alive at work. */
  connections(): number;
  fail(fault: Fault): void;
  /** Forgets hits, received requests and pending faults. */
  reset(): void;
  /** The recorded body that answers `path` and `query` (as it is served), or undefined. */
  bodyFor(path: string, query?: string): string | undefined;
  close(): Promise<void>;
}

const BASE = '/3';

const NOT_FOUND = JSON.stringify({
  success: false,
  status_code: 34,
  status_message: 'The resource you requested could not be found.',
});

const ERROR_BODIES: Record<number, string> = {
  400: JSON.stringify({
    status_message: 'Invalid parameters: Your request parameters are incorrect.',
    success: false,
    status_code: 5,
  }),
  401: JSON.stringify({
    status_message: 'Invalid API key: You must be granted a valid key.',
    success: false,
    status_code: 7,
  }),
  429: JSON.stringify({
    success: false,
    status_code: 25,
    status_message: 'Your request count (41) is over the allowed limit of 40.',
  }),
};

const SERVER_ERROR = JSON.stringify({
  success: false,
  status_code: 11,
  status_message: 'Internal error: Something went wrong, contact TMDb.',
});

interface Recording {
  query: string;
  file: string;
}

/** Query as a comparable string: sorted, decoded and re-encoded, without credentials. */
function normaliseQuery(query: string | URLSearchParams): string {
  const params = new URLSearchParams(query);
  params.delete('api_key');
  params.sort();
  return params.toString();
}

/**
 * The corpus' 200 recordings by path. Rows whose path is a placeholder (`/movie/{id}/similar`, notes in
 * parentheses) cannot answer a concrete request and are left out.
 */
function loadRecordings(): Map<string, Recording[]> {
  const byPath = new Map<string, Recording[]>();
  for (const entry of corpusIndex() as (CorpusEntry & { also_served_for?: string[] })[]) {
    if (entry.status !== 200) continue;
    for (const request of [entry.request, ...(entry.also_served_for ?? [])]) {
      const target = request.split(/\s/)[0] ?? '';
      const [recordedPath = '', query = ''] = target.split('?', 2);
      if (!recordedPath.startsWith('/') || /[{}<>()$|]/.test(recordedPath)) continue;
      const list = byPath.get(recordedPath) ?? [];
      list.push({ query: normaliseQuery(query), file: entry.file });
      byPath.set(recordedPath, list);
    }
  }
  return byPath;
}

/**
 * A local HTTP server standing in for TMDB (base path /3), answering from the recorded corpus: the
 * recording of the same path whose query matches, else any recording of that path, else TMDB's 404.
 * It counts and records what it receives and misbehaves on request (`fail`).
 */
export async function startReplay(): Promise<Replay> {
  const recordings = loadRecordings();
  const bodies = new Map<string, string>();
  const received: Received[] = [];
  const faults: Fault[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let connections = 0;

  const bodyFor = (p: string, query = ''): string | undefined => {
    const list = recordings.get(p);
    if (!list?.length) return undefined;
    const wanted = normaliseQuery(query);
    const file = (list.find((r) => r.query === wanted) ?? list[0]!).file;
    let body = bodies.get(file);
    if (body === undefined) {
      body = fs.readFileSync(path.join(corpusDir, file), 'utf8');
      bodies.set(file, body);
    }
    return body;
  };

  const nextFault = (): Fault | undefined => {
    const fault = faults[0];
    if (!fault) return undefined;
    fault.times = (fault.times ?? 1) - 1;
    if (fault.times <= 0) faults.shift();
    return fault;
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://replay');
    const p = url.pathname.startsWith(`${BASE}/`) ? url.pathname.slice(BASE.length) : url.pathname;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    received.push({ url: req.url ?? '', path: p, headers, at: performance.now() });

    const fault = nextFault();
    const answer = () => {
      if (res.destroyed) return;
      let status = 200;
      let body = url.pathname.startsWith(`${BASE}/`) ? bodyFor(p, url.search) : undefined;
      if (body === undefined) {
        status = 404;
        body = NOT_FOUND;
      }
      if (fault?.status) {
        status = fault.status;
        body = ERROR_BODIES[status] ?? (status === 404 ? NOT_FOUND : SERVER_ERROR);
        if (fault.retryAfter !== undefined) res.setHeader('retry-after', fault.retryAfter);
      }
      res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
      res.end(body);
    };
    if (fault?.delayMs) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        answer();
      }, fault.delayMs);
      timers.add(timer);
    } else {
      answer();
    }
  });
  server.on('connection', () => {
    connections += 1;
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}${BASE}`,
    hits: (p) => (p === undefined ? received.length : received.filter((r) => r.path === p).length),
    received,
    connections: () => connections,
    fail: (fault) => {
      faults.push({ ...fault });
    },
    reset: () => {
      received.length = 0;
      faults.length = 0;
      connections = 0;
    },
    bodyFor,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
