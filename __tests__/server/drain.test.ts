/**
 * SIGTERM's drain (server/drain.ts) on the real app over a real socket: an idle keep-alive connection a
 * load balancer holds is not closed under it; the instance answers on it once more with Connection:
 * close (and /readyz answers draining), and the drain ends when that connection has closed, at
 * `maxWaitMs` at the latest, or at once when the operator signals again.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import type { FastifyInstance } from 'fastify';

import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import { openDemoSource } from '../../server/sources/demo/demoSource';
import type { CatalogueSource } from '../../server/sources/types';

let dir: string;
let source: CatalogueSource;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-drain-'));
  source = openDemoSource({ dataDir: dir });
});
afterAll(async () => {
  await source.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

let app: FastifyInstance;
let port: number;
/** While set, the catalogue answers once it resolves; `asked` counts the calls that reached it. */
let gate: Promise<void> | null = null;
let asked = 0;
beforeEach(async () => {
  const config = loadConfig({
    DATA_DIR: dir,
    DIST_DIR: path.join(dir, 'no-dist'),
    LOG_LEVEL: 'silent',
    IMAGE_BASE_URL: 'off',
    KEEP_ALIVE_TIMEOUT_S: '30',
  });
  gate = null;
  asked = 0;
  const kept: CatalogueSource = {
    ...source,
    get: async (request) => {
      asked += 1;
      if (gate) await gate;
      return source.get(request);
    },
    close: async () => undefined,
  };
  app = await buildApp({ config, source: kept, logger: createLogger('silent') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterEach(() => app.close());

interface Answer {
  status: number;
  connection: string | undefined;
  reusedSocket: boolean;
  body: string;
}

/** A GET through `agent` (a keep-alive one keeps its socket, as a load balancer does). */
function get(agent: http.Agent, url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          connection: res.headers.connection,
          reusedSocket: request.reusedSocket,
          body,
        }),
      );
    });
    request.on('error', reject);
  });
}

/** Whether `promise` has settled within `ms`. */
async function settledWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.finally(() => (settled = true)).catch(() => undefined);
  await sleep(ms);
  return settled;
}

it('waits for an idle kept connection, answers on it with Connection: close, then ends', async () => {
  const balancer = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const visitor = new http.Agent({ keepAlive: false });
  try {
    expect(await get(balancer, '/healthz')).toMatchObject({
      status: 200,
      connection: 'keep-alive',
    });

    const drained = app.drain(20_000);
    // The balancer's idle connection is open: closing it now could cut a request it is sending.
    expect(await settledWithin(drained, 400)).toBe(false);
    // Meanwhile the instance still answers, says it drains, and keeps no connection.
    const ready = await get(visitor, '/readyz');
    expect(ready).toMatchObject({ status: 503, connection: 'close' });
    expect(JSON.parse(ready.body)).toEqual({ status: 'draining' });
    expect(await settledWithin(drained, 200)).toBe(false);

    // The balancer's next request on the kept connection is answered, and closes it.
    const last = await get(balancer, '/healthz');
    expect(last).toMatchObject({ status: 200, connection: 'close', reusedSocket: true });
    expect(await drained).toMatchObject({ left: 0 });
  } finally {
    balancer.destroy();
    visitor.destroy();
  }
});

it('ends at maxWaitMs with an idle connection still open, which close() then closes', async () => {
  const balancer = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    await get(balancer, '/healthz');
    const started = Date.now();
    expect(await app.drain(300)).toMatchObject({ left: 1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    await app.close();
    expect(app.server.listening).toBe(false);
  } finally {
    balancer.destroy();
  }
});

it('ends at once when the operator signals again', async () => {
  const balancer = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    await get(balancer, '/healthz');
    const again = new AbortController();
    const drained = app.drain(20_000, again.signal);
    expect(await settledWithin(drained, 200)).toBe(false);
    again.abort();
    expect(await drained).toMatchObject({ left: 1 });
  } finally {
    balancer.destroy();
  }
});

it('waits for a request in flight, whose answer closes its connection, with the listener stopped', async () => {
  const balancer = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let open!: () => void;
  gate = new Promise((resolve) => (open = resolve));
  try {
    const answer = get(balancer, '/api/tmdb/movie/550');
    const deadline = Date.now() + 5000;
    while (asked === 0 && Date.now() < deadline) await sleep(5);
    const drained = app.drain(20_000);
    expect(await settledWithin(drained, 300)).toBe(false);
    // No new connection is taken meanwhile (a balancer's next one goes elsewhere, nothing sent).
    expect(app.server.listening).toBe(false);
    await expect(get(new http.Agent(), '/healthz')).rejects.toThrow(/ECONNREFUSED/);
    open();
    expect(await answer).toMatchObject({ status: 200, connection: 'close' });
    const { left, ended } = await drained;
    expect(left).toBe(0);
    await ended;
  } finally {
    open();
    balancer.destroy();
  }
});
