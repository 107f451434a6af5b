import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { createLogger } from '../../../server/logger';
import type { SharedRedis } from '../../../server/shared/redis';
import type { CatalogueSource } from '../../../server/sources/types';
import { CONTACT_URL } from '../helpers/contact';
import {
  connectTestRedis,
  deleteRedisKeys,
  describeWithPrivateRedis,
  describeWithRedis,
  redisReady,
  startPrivateRedis,
  testRedisPrefix,
} from '../helpers/services';
import type { PrivateRedis } from '../helpers/services';

const MAX = 5;

/** The contact route needs no catalogue: a source that has nothing. */
const emptySource = (): CatalogueSource => ({
  name: 'demo',
  version: 'test',
  get: async () => ({ status: 404, body: '{}', origin: 'DEMO' }),
  close: async () => {},
});

describeWithRedis('the contact rate limit shared through Redis', () => {
  let prefix: string;
  let apps: FastifyInstance[];
  let dirs: string[];

  /** One instance: its own DATA_DIR and, with `redis`, its own connection to it. */
  const instance = async (redis?: SharedRedis): Promise<FastifyInstance> => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-contact-redis-'));
    dirs.push(dir);
    const config = loadConfig({
      DATA_DIR: dir,
      DIST_DIR: path.join(dir, 'no-dist'),
      LOG_LEVEL: 'silent',
      IMAGE_BASE_URL: 'off',
      CONTACT_RATE_LIMIT: `${MAX}/10m`,
    });
    const app = await buildApp({
      config,
      source: emptySource(),
      logger: createLogger('silent'),
      redis,
    });
    await app.ready();
    apps.push(app);
    return app;
  };

  const connect = async (url?: string): Promise<SharedRedis> => {
    const redis = connectTestRedis(createLogger('silent'), {
      prefix,
      ...(url ? { url } : {}),
      timing: { maxReconnectDelayMs: 200 },
    });
    if (!url) await redisReady(redis);
    return redis;
  };

  const post = async (app: FastifyInstance, n: number, remoteAddress = '203.0.113.7') => {
    const res = await app.inject({
      method: 'POST',
      url: CONTACT_URL,
      remoteAddress,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: `message ${n}` }),
    });
    return { status: res.statusCode, retryAfter: res.headers['retry-after'] };
  };

  beforeEach(() => {
    prefix = testRedisPrefix();
    apps = [];
    dirs = [];
  });

  afterEach(async () => {
    // Each app closes its own Redis connection.
    await Promise.all(apps.map((app) => app.close()));
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    await deleteRedisKeys(prefix);
  });

  it(`three instances sharing Redis take exactly ${MAX} posts from one address, together`, async () => {
    const three = [await instance(await connect()), await instance(await connect())];
    three.push(await instance(await connect()));
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => post(three[i % 3]!, i)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(MAX);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(12 - MAX);
    for (const answer of refused) {
      expect(Number(answer.retryAfter)).toBeGreaterThan(590);
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(600);
    }
    // Another address has its own window.
    expect((await post(three[1]!, 99, '198.51.100.4')).status).toBe(200);
  });

  it('without Redis, each instance counts alone: three times as many (the control)', async () => {
    const three = [await instance(), await instance(), await instance()];
    const answers = await Promise.all(Array.from({ length: 18 }, (_, i) => post(three[i % 3]!, i)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3 * MAX);
  });

  it('Redis unreachable: the instance limits from its own memory, and never fails a post', async () => {
    const app = await instance(await connect('redis://127.0.0.1:1'));
    const answers = [];
    for (let i = 0; i < MAX + 2; i++) answers.push(await post(app, i));
    expect(answers.map((a) => a.status)).toEqual([
      ...Array.from({ length: MAX }, () => 200),
      429,
      429,
    ]);
  });

  describeWithPrivateRedis('a Redis of its own, killed mid-run', () => {
    let server: PrivateRedis;

    beforeAll(async () => {
      server = await startPrivateRedis();
    });

    afterAll(async () => {
      await server.kill();
    });

    it('keeps answering 200 or 429 (never 5xx), then shares the count again once Redis is back', async () => {
      const redisA = await connect(server.url);
      const redisB = await connect(server.url);
      await redisReady(redisA);
      await redisReady(redisB);
      const a = await instance(redisA);
      const b = await instance(redisB);
      expect((await post(a, 1)).status).toBe(200);
      expect((await post(b, 2)).status).toBe(200);

      await server.kill();
      const during = [];
      for (let i = 0; i < 8; i++) during.push(await post(i % 2 ? a : b, i));
      expect(during.every((answer) => answer.status === 200 || answer.status === 429)).toBe(true);

      await server.start();
      await redisReady(redisA);
      await redisReady(redisB);
      // The new Redis is empty: a fresh shared window, held across both instances.
      const after = await Promise.all(
        Array.from({ length: 8 }, (_, i) => post(i % 2 ? a : b, 100 + i, '192.0.2.8')),
      );
      expect(after.filter((answer) => answer.status === 200)).toHaveLength(MAX);
    });
  });
});
