import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { createLogger } from '../../../server/logger';
import { openDemoSource } from '../../../server/sources/demo/demoSource';
import { loadRenderer } from '../../../server/render/serverRender';
import type { RenderPage } from '../../../server/render/serverRender';
import { RenderAnswers } from '../../../server/shared/renderAnswers';
import type { TmdbRequest } from '../../../server/api/request';
import type { CatalogueSource, TmdbAnswer } from '../../../server/sources/types';

export interface DemoApp {
  app: FastifyInstance;
  dataDir: string;
  /** GET a path; answers status, headers and parsed JSON body (its shape is what the tests check). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  get(url: string): Promise<{ status: number; headers: Record<string, unknown>; body: any }>;
  close(): Promise<void>;
  /** What the API answers a render's calls with (server/shared/renderAnswers.ts). */
  renderAnswers: RenderAnswers;
}

interface DemoOptions {
  /** Replaces the catalogue source (a failing one, for the server's own error answers). */
  source?: CatalogueSource;
  /** A built app to serve: file path (below dist/) -> content, written in the temporary folder. */
  dist?: Record<string, string | Buffer>;
  /** The page renderer: by default the one in `dist` (ssr/render.js) if written there. */
  renderer?: RenderPage | null;
  /** Where the server's log goes (at level info), to read what it logged; else nowhere. */
  log?: { write(line: string): void };
}

/**
 * The real server over the demo catalogue, with its SQLite file built in a fresh temporary DATA_DIR.
 * `env` adds settings; everything it writes is removed by close().
 */
export async function startDemoApp(
  env: Record<string, string> = {},
  { source: givenSource, dist, renderer, log }: DemoOptions = {},
): Promise<DemoApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-demo-'));
  const distDir = path.join(dataDir, dist ? 'dist' : 'no-dist');
  for (const [name, content] of Object.entries(dist ?? {})) {
    fs.mkdirSync(path.dirname(path.join(distDir, name)), { recursive: true });
    fs.writeFileSync(path.join(distDir, name), content);
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    LOG_LEVEL: 'silent',
    // Tests never reach the network; the image check has its own tests.
    IMAGE_BASE_URL: 'off',
    ...env,
  });
  const source = givenSource ?? openDemoSource({ dataDir: config.dataDir });
  const logger = log ? createLogger('info', log) : createLogger('silent');
  const renderAnswers = new RenderAnswers();
  const app = await buildApp({ config, source, logger, renderer, renderAnswers });
  await app.ready();
  return {
    app,
    dataDir,
    renderAnswers,
    async get(url) {
      const res = await app.inject({ method: 'GET', url });
      const type = String(res.headers['content-type'] ?? '');
      return {
        status: res.statusCode,
        headers: res.headers,
        body: type.includes('json') ? res.json() : res.body,
      };
    },
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A reader of JSON answers below `prefix`: the body of a 200, or the test fails naming what was asked
 * and what came back.
 */
export function okJson(demo: Pick<DemoApp, 'get'>, prefix = '/api/tmdb') {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return async (url: string): Promise<any> => {
    const res = await demo.get(`${prefix}${url}`);
    if (res.status !== 200)
      throw new Error(`${url} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  };
}

/** The demo catalogue, with `change` applied to each call first (a body rewrite, a failure, a stall). */
export function wrappedDemoSource(
  change: (req: TmdbRequest, answer: () => Promise<TmdbAnswer>) => Promise<TmdbAnswer>,
): CatalogueSource {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-wrapped-'));
  const demo = openDemoSource({ dataDir });
  return {
    name: demo.name,
    version: demo.version,
    suggest: demo.suggest,
    get: (req) => change(req, () => demo.get(req)),
    async close() {
      await demo.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Where `npm run build` writes the app (npm test builds before the tests). */
export const BUILD_DIR = path.resolve(__dirname, '../../../dist');

/**
 * The build's index.html and manifest and its server renderer, as startDemoApp takes them, for tests
 * of pages the server renders.
 */
export function builtSite(): { dist: Record<string, string>; renderer: RenderPage } {
  const renderer = loadRenderer(BUILD_DIR);
  if (!renderer) {
    throw new Error('No dist/ssr/render.js: run `npm run build` first (npm test builds first).');
  }
  return {
    dist: {
      'index.html': fs.readFileSync(path.join(BUILD_DIR, 'index.html'), 'utf8'),
      'build-manifest.json': fs.readFileSync(path.join(BUILD_DIR, 'build-manifest.json'), 'utf8'),
    },
    renderer,
  };
}
