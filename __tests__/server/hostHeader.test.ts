/**
 * The request's Host and X-Forwarded-Host never reach a page, robots.txt or sitemap.xml (issue 22,
 * item 13): one request with a forged Host could otherwise write its name into an answer that a shared
 * cache keeps for an hour. Absolute URLs are SITE_URL's, or left out. The real server over the demo
 * catalogue, with a built-looking dist/ and its log captured.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';

import type { FastifyInstance } from 'fastify';

import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import { openDemoSource } from '../../server/sources/demo/demoSource';

jest.setTimeout(30_000);

const SITE = 'https://films.example.org';
const FORGED = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
};
const INDEX_HTML =
  '<!doctype html><html><head><title>Marquee</title></head><body><div id=root></div></body></html>';

interface Server {
  app: FastifyInstance;
  log: Record<string, unknown>[];
  close(): Promise<void>;
}

async function start(env: Record<string, string>): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-host-'));
  const dist = path.join(dataDir, 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  const log: Record<string, unknown>[] = [];
  const out = new PassThrough();
  out.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) log.push(JSON.parse(line));
  });
  const config = loadConfig({ DATA_DIR: dataDir, DIST_DIR: dist, IMAGE_BASE_URL: 'off', ...env });
  const app = await buildApp({
    config,
    source: openDemoSource({ dataDir }),
    logger: createLogger('warn', out),
  });
  await app.ready();
  return {
    app,
    log,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const get = (server: Server, url: string) =>
  server.app.inject({ method: 'GET', url, headers: FORGED });

describe.each([
  ['directly', {}],
  ['behind a trusted proxy', { TRUST_PROXY: '1' }],
])('without SITE_URL, %s', (_name, env) => {
  let server: Server;
  beforeAll(async () => {
    server = await start(env);
  });
  afterAll(() => server.close());

  it.each(['/', '/movies', '/movie/550-fight-club', '/actor/287-brad-pitt', '/no/such/page'])(
    '%s names no absolute URL and nothing of the Host',
    async (url) => {
      const res = await get(server, url);
      expect(res.body).toContain('<div id=root>');
      expect(res.body).not.toContain('evil.example');
      expect(res.body).not.toMatch(/rel="canonical"|og:url/);
      // Never kept by a shared cache in any case.
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('robots.txt names no sitemap, the same for every request', async () => {
    const res = await get(server, '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('User-agent: *\nAllow: /\nDisallow: /api/\n');
    const plain = await server.app.inject('/robots.txt');
    expect(plain.body).toBe(res.body);
  });

  it('sitemap.xml is a 404, and the log tells the operator to set SITE_URL, once', async () => {
    const first = await get(server, '/sitemap.xml');
    expect(first.statusCode).toBe(404);
    expect(first.json()).toEqual({ error: 'Not found' });
    expect(first.body).not.toContain('evil.example');
    expect(String(first.headers['cache-control'])).not.toMatch(/public/);
    await get(server, '/sitemap.xml');
    const told = server.log.filter((line) => String(line.msg).includes('SITE_URL'));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ level: 40 });
    expect(String(told[0]!.msg)).toMatch(/set SITE_URL to the site's public address/);
  });
});

describe('with SITE_URL', () => {
  let server: Server;
  beforeAll(async () => {
    server = await start({ SITE_URL: SITE, TRUST_PROXY: '1' });
  });
  afterAll(() => server.close());

  it("a page's canonical URL and og:url are SITE_URL's, whatever the Host", async () => {
    const res = await get(server, '/movie/550');
    expect(res.body).toContain(`<link rel="canonical" href="${SITE}/movie/550-fight-club">`);
    expect(res.body).toContain(`<meta property="og:url" content="${SITE}/movie/550-fight-club">`);
    expect(res.body).not.toContain('evil.example');
  });

  it("robots.txt and sitemap.xml name SITE_URL's pages, whatever the Host", async () => {
    const robots = await get(server, '/robots.txt');
    expect(robots.body).toBe(
      `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${SITE}/sitemap.xml\n`,
    );
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
    const sitemap = await get(server, '/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`<loc>${SITE}/movies</loc>`);
    expect(sitemap.body).not.toContain('evil.example');
    expect(sitemap.headers['cache-control']).toBe('public, max-age=3600');
    expect(server.log.filter((line) => String(line.msg).includes('SITE_URL'))).toHaveLength(0);
  });
});
