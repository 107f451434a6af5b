/**
 * `/readyz`: ready; degraded (still 200) naming each shared engine that does not answer its ping, never
 * a URL; 503 only while draining. Each check bounded in time. `/healthz` stays liveness: it answers 200 whatever the engines do.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import type { ReadinessCheck } from '../../server/readiness';
import { openDemoSource } from '../../server/sources/demo/demoSource';
import type { CatalogueSource } from '../../server/sources/types';

let dir: string;
let source: CatalogueSource;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-readyz-'));
  source = openDemoSource({ dataDir: dir });
});
afterAll(async () => {
  await source.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function start(readiness: ReadinessCheck[], readinessTimeoutMs = 200) {
  const config = loadConfig({
    DATA_DIR: dir,
    DIST_DIR: path.join(dir, 'no-dist'),
    LOG_LEVEL: 'silent',
    IMAGE_BASE_URL: 'off',
    // A database URL with a password: it must never show in an answer.
    DATABASE_URL: 'postgres://marquee:hunter2@db.internal:5432/marquee',
  });
  // The source is shared between tests: the app must not close it.
  const kept: CatalogueSource = { ...source, close: async () => undefined };
  const app = await buildApp({
    config,
    source: kept,
    logger: createLogger('silent'),
    readiness,
    readinessTimeoutMs,
  });
  await app.ready();
  return app;
}

/** A check whose answer the test sets. */
function fakeCheck(name: string, answer: () => Promise<boolean>): ReadinessCheck {
  return { name, check: answer };
}

async function readyz(app: FastifyInstance) {
  const res = await app.inject({ url: '/readyz' });
  return {
    status: res.statusCode,
    cache: res.headers['cache-control'],
    body: res.json() as unknown,
  };
}

it('is ready with nothing to check, and says so uncached', async () => {
  const app = await start([]);
  try {
    expect(await readyz(app)).toEqual({
      status: 200,
      cache: 'no-store',
      body: { status: 'ready' },
    });
  } finally {
    await app.close();
  }
});

it('names each shared engine that is down, without its URL, staying in (200), and is ready again when it returns', async () => {
  let postgresUp = true;
  let redisUp = false;
  const app = await start([
    fakeCheck('postgresql', async () => postgresUp),
    fakeCheck('redis', async () => {
      if (!redisUp) throw new Error('connect ECONNREFUSED redis://:hunter2@cache.internal:6379');
      return true;
    }),
  ]);
  try {
    // Degraded, not out: the engine is shared, so a 503 would take every instance out at once.
    const down = await readyz(app);
    expect(down).toEqual({
      status: 200,
      cache: 'no-store',
      body: { status: 'degraded', down: ['redis'] },
    });
    postgresUp = false;
    expect(await readyz(app)).toEqual({
      status: 200,
      cache: 'no-store',
      body: { status: 'degraded', down: ['postgresql', 'redis'] },
    });
    const raw = (await app.inject({ url: '/readyz' })).body;
    expect(raw).not.toMatch(/hunter2|internal|ECONNREFUSED/);

    // Liveness is not readiness: the process is alive and must not be restarted for its engines.
    const health = await app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);

    postgresUp = true;
    redisUp = true;
    expect(await readyz(app)).toEqual({
      status: 200,
      cache: 'no-store',
      body: { status: 'ready' },
    });
  } finally {
    await app.close();
  }
});

it('counts a check that does not answer in time as down, and answers within the bound', async () => {
  const app = await start(
    [
      fakeCheck('postgresql', () => new Promise<boolean>(() => undefined)),
      fakeCheck('redis', async () => true),
    ],
    150,
  );
  try {
    const started = Date.now();
    const res = await readyz(app);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(res).toEqual({
      status: 200,
      cache: 'no-store',
      body: { status: 'degraded', down: ['postgresql'] },
    });
  } finally {
    await app.close();
  }
});

it('answers draining once the server starts closing, while a request in flight finishes', async () => {
  let release: (() => void) | undefined;
  let hold = false;
  const app = await start(
    [
      fakeCheck('postgresql', () =>
        hold
          ? new Promise<boolean>((resolve) => (release = () => resolve(true)))
          : Promise.resolve(true),
      ),
    ],
    10_000,
  );
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  expect((await fetch(`${base}/readyz`)).status).toBe(200);

  hold = true;
  const inFlight = fetch(`${base}/readyz`);
  const deadline = Date.now() + 5000;
  while (!release && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  // SIGTERM's close(): the request in flight sees the instance draining, and still gets its answer.
  const closed = app.close();
  while (app.server.listening && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  release!();
  const res = await inFlight;
  expect(res.status).toBe(503);
  expect(res.headers.get('connection')).toBe('close');
  expect(await res.json()).toEqual({ status: 'draining' });
  await closed;
  await expect(fetch(`${base}/readyz`)).rejects.toThrow();
});
