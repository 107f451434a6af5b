/**
 * Rendered pages shared through Redis (issue 24): a page one instance rendered is sent by another
 * from Redis, without rendering it again, under a key of the build (so releases never mix); an address
 * asked for only once is not written there (issue 34: a flood of one-off query strings). Two real
 * servers over the demo catalogue, the real build's renderer (`npm run build` first), real Redis.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { createLogger } from '../../../server/logger';
import { loadRenderer } from '../../../server/render/serverRender';
import type { RenderPage } from '../../../server/render/serverRender';
import { openDemoSource } from '../../../server/sources/demo/demoSource';
import {
  connectTestRedis,
  deleteRedisKeys,
  describeWithRedis,
  listRedisKeys,
  redisReady,
  testRedisPrefix,
} from '../helpers/services';

jest.setTimeout(60_000);

const BUILD = path.resolve(__dirname, '../../../dist');

describeWithRedis('rendered pages shared through Redis', () => {
  let prefix: string;
  let apps: FastifyInstance[];
  let dirs: string[];
  let renders: string[];

  const instance = async (renderPage: RenderPage): Promise<FastifyInstance> => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-pages-redis-'));
    dirs.push(dir);
    const dist = path.join(dir, 'dist');
    fs.mkdirSync(dist);
    for (const file of ['index.html', 'build-manifest.json']) {
      fs.copyFileSync(path.join(BUILD, file), path.join(dist, file));
    }
    const config = loadConfig({
      DATA_DIR: dir,
      DIST_DIR: dist,
      LOG_LEVEL: 'silent',
      IMAGE_BASE_URL: 'off',
    });
    const redis = connectTestRedis(createLogger('silent'), { prefix });
    await redisReady(redis);
    const app = await buildApp({
      config,
      source: openDemoSource({ dataDir: dir }),
      logger: createLogger('silent'),
      redis,
      renderer: async (options) => {
        renders.push(options.url);
        return renderPage(options);
      },
    });
    await app.ready();
    apps.push(app);
    return app;
  };

  beforeEach(() => {
    prefix = testRedisPrefix();
    apps = [];
    dirs = [];
    renders = [];
  });

  afterEach(async () => {
    await Promise.all(apps.map((app) => app.close()));
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    await deleteRedisKeys(prefix);
  });

  /** The rendered pages' keys in Redis, once writes behind the answers have had `ms` to land. */
  const pageKeysAfter = async (ms: number, until?: (keys: string[]) => boolean) => {
    let keys: string[] = [];
    for (let waited = 0; waited <= ms; waited += 50) {
      keys = (await listRedisKeys(prefix)).filter((key) => key.startsWith('page:'));
      if (until?.(keys)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return keys;
  };

  it('shares a page once it is asked for again, and the other instance sends it from Redis', async () => {
    const renderPage = loadRenderer(BUILD);
    if (!renderPage) throw new Error('No dist/ssr/render.js: run `npm run build` first.');
    const [a, b] = [await instance(renderPage), await instance(renderPage)];

    const first = await a!.inject({ url: '/movie/550-fight-club' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toMatch(/<h1[^>]*>Fight Club/);
    expect(renders).toEqual(['/movie/550-fight-club']);
    // Asked for once: kept by this instance only.
    expect(await pageKeysAfter(500)).toEqual([]);

    const again = await a!.inject({ url: '/movie/550-fight-club' });
    expect(again.body).toBe(first.body);
    expect(renders).toEqual(['/movie/550-fight-club']);
    // Written behind the second answer.
    expect(await pageKeysAfter(5000, (keys) => keys.length > 0)).toEqual([
      expect.stringMatching(/^page:[\w-]{12}:en:\/movie\/550-fight-club$/),
    ]);

    const second = await b!.inject({ url: '/movie/550-fight-club' });
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(again.headers.etag);
    expect(renders).toEqual(['/movie/550-fight-club']);
  });

  it('never writes addresses asked for once, such as a flood of unique searches', async () => {
    const renderPage = loadRenderer(BUILD);
    if (!renderPage) throw new Error('No dist/ssr/render.js: run `npm run build` first.');
    const a = await instance(renderPage);
    for (let i = 0; i < 5; i++) {
      const response = await a.inject({ url: `/search?q=club${i}` });
      expect(response.statusCode).toBe(200);
    }
    expect(renders).toHaveLength(5);
    expect(await pageKeysAfter(500)).toEqual([]);
  });
});
