/**
 * Accounts across instances (issue 25): two instances on one PostgreSQL database and one Redis, behind
 * nginx from deploy/nginx.conf. Device A signs up on one instance, device B signs in on the other; B's
 * event stream, through nginx, hears A's push within 2 s (Redis pub/sub between the instances), B
 * pulls and opens A's record, and A signs B out from the other instance: B's stream is told and ends.
 * Then the browser journey of e2e/accounts.e2e.ts, each device through nginx to its own instance.
 * Last, with Redis unreachable (no news crosses between the instances), a device signed out on one
 * instance still loses its stream on the other, at its next session check (issue 32).
 */
import http from 'node:http';

import { openJson, recordName, sealJson } from '../../common/accountCrypto';
import { HybridClock } from '../../common/syncClock';
import { twoDevicesInStep } from '../../e2e/helpers/accounts';
import { launchBrowser } from '../../e2e/helpers/browser';
import { describeJourneys } from '../../e2e/helpers/env';
import { Journey } from '../../e2e/helpers/journey';
import { startInstances } from '../../scripts/cluster/instances';
import type { Instance } from '../../scripts/cluster/instances';
import { startNginx } from '../../scripts/cluster/nginx';
import type { Nginx } from '../../scripts/cluster/nginx';
import { loginBody, newAccount, registerBody } from '../server/helpers/accounts';
import type { V2Account } from '../server/helpers/accounts';
import type { TestDatabase } from './helpers/services';
import { createDatabase, describeWith, startAccountsCluster } from './helpers/services';

jest.setTimeout(120_000);

async function call(
  base: string,
  method: string,
  path: string,
  { cookie, body }: { cookie?: string; body?: unknown } = {},
) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      origin: base,
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: res.status,
    cookie: res.headers.get('set-cookie')?.split(';')[0],
    json: (await res.json()) as Record<string, unknown>,
  };
}

/** A new account's keys under the deployment's salt, as `base` hands it out. */
async function newKeys(base: string): Promise<V2Account> {
  const { json } = await call(base, 'GET', '/api/account/setup');
  return newAccount(String(json.salt));
}

async function enter(base: string, how: 'register' | 'login', account: V2Account, name: string) {
  const { json } = await call(base, 'POST', '/api/account/challenge');
  const challenge = String(json.challenge);
  const fields = { device: await sealJson(account.keys, name, 'device') };
  const res = await call(base, 'POST', `/api/account/${how}`, {
    body:
      how === 'register'
        ? await registerBody(account, challenge, base, fields)
        : await loginBody(account.login, challenge, base, fields),
  });
  expect(res.status).toBe(how === 'register' ? 201 : 200);
  return res.cookie!;
}

describeWith(['postgresql', 'redis', 'nginx'], 'accounts on two instances behind nginx', () => {
  let cluster: Awaited<ReturnType<typeof startAccountsCluster>>;
  let instances: Instance[] = [];
  let nginx: Nginx;

  beforeAll(async () => {
    cluster = await startAccountsCluster();
    ({ instances, nginx } = cluster);
  }, 120_000);

  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  it('carries a push on one instance to a device listening on the other, and a sign-out too', async () => {
    const [one, two] = instances as [Instance, Instance];
    // The instances share the deployment's salt (one database): the account opens on either.
    const account = await newKeys(one.url);
    const { keys } = account;
    const cookieA = await enter(one.url, 'register', account, 'Device A');
    const cookieB = await enter(two.url, 'login', account, 'Device B');

    const events: string[] = [];
    let ended!: () => void;
    const streamEnded = new Promise<void>((resolve) => (ended = resolve));
    const stream = http.get(
      `${nginx.url}/api/sync/events`,
      { headers: { cookie: cookieB } },
      (res) => {
        expect(res.statusCode).toBe(200);
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => events.push(chunk));
        res.on('end', ended);
      },
    );
    const heard = async (pattern: RegExp, withinMs: number) => {
      const deadline = Date.now() + withinMs;
      while (!pattern.test(events.join('')) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(events.join('')).toMatch(pattern);
    };
    try {
      await heard(/event: ready/, 10_000);

      const path = 'watchlist/movie/550';
      const name = await recordName(keys, path);
      const pushedAt = Date.now();
      const pushed = await call(one.url, 'POST', '/api/sync/push', {
        cookie: cookieA,
        body: {
          records: [
            {
              name,
              body: await sealJson(keys, { path, value: { media_id: 550 } }, name),
              stamp: new HybridClock('0000000a').tick(),
              deleted: false,
            },
          ],
        },
      });
      expect(pushed.status).toBe(200);
      await heard(/event: records\ndata: \{"seq":1\}/, 2000);
      expect(Date.now() - pushedAt).toBeLessThan(2000);

      const pulled = await call(two.url, 'GET', '/api/sync/pull?after=0', { cookie: cookieB });
      const [record] = pulled.json.records as { name: string; body: string }[];
      expect(await openJson(keys, record!.body, record!.name)).toEqual({
        path,
        value: { media_id: 550 },
      });

      const account = await call(nginx.url, 'GET', '/api/account', { cookie: cookieA });
      const b = (account.json.devices as { id: string; current: boolean }[]).find(
        (d) => !d.current,
      )!;
      expect(
        (await call(nginx.url, 'DELETE', `/api/account/devices/${b.id}`, { cookie: cookieA }))
          .status,
      ).toBe(200);
      await heard(/event: signed-out/, 2000);
      await streamEnded;
      expect((await call(one.url, 'GET', '/api/sync/pull', { cookie: cookieB })).status).toBe(401);
    } finally {
      stream.destroy();
    }
  });

  describeJourneys('in Chromium, through nginx, each device on its own instance', () => {
    /** The instances that answered the requests in an nginx access log. */
    const upstreams = (log: string) => [
      ...new Set([...log.matchAll(/upstream=(\S+)/g)].map((m) => m[1])),
    ];

    it('keeps the two devices in step, live, offline and after', async () => {
      const [one, two] = instances as [Instance, Instance];
      // Two front ends from the same deploy/nginx.conf, each preferring one instance (the other is its
      // backup): both devices go through nginx, and each lands on its own instance, so every live
      // change crosses between instances through Redis.
      const fronts = await Promise.all([
        startNginx([one.address, `${two.address} backup`]),
        startNginx([two.address, `${one.address} backup`]),
      ]);
      const browser = await launchBrowser();
      const opened: Journey[] = [];
      try {
        const a = await Journey.open(browser, fronts[0].url, 'cluster-account-a');
        opened.push(a);
        const b = await Journey.open(browser, fronts[1].url, 'cluster-account-b');
        opened.push(b);
        await twoDevicesInStep(a, b);
        for (const device of opened) device.assertClean();
        expect(upstreams(fronts[0].accessLog())).toEqual([one.address]);
        expect(upstreams(fronts[1].accessLog())).toEqual([two.address]);
      } finally {
        await Promise.all(opened.map((journey) => journey.close().catch(() => undefined)));
        await browser.close();
        await Promise.all(fronts.map((front) => front.stop()));
      }
    }, 300_000);
  });
});

describeWith(['postgresql'], 'accounts on two instances while Redis is down', () => {
  let database: TestDatabase;
  let instances: Instance[] = [];

  beforeAll(async () => {
    database = await createDatabase();
    instances = await startInstances(
      2,
      {
        CATALOGUE: 'demo',
        DATABASE_URL: database.url,
        // Nothing listens there: the fan-out between the instances is down for the whole test.
        REDIS_URL: 'redis://127.0.0.1:9',
        ACCOUNT_STREAM_CHECK_S: '2',
      },
      'no-redis',
    );
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.remove()));
    await database?.drop();
  }, 60_000);

  it("ends a signed-out device's stream on the other instance at its next session check", async () => {
    const [one, two] = instances as [Instance, Instance];
    const account = await newKeys(one.url);
    const cookieA = await enter(one.url, 'register', account, 'Device A');
    const cookieB = await enter(two.url, 'login', account, 'Device B');
    const events: string[] = [];
    let ended!: () => void;
    const streamEnded = new Promise<void>((resolve) => (ended = resolve));
    const stream = http.get(
      `${two.url}/api/sync/events`,
      { headers: { cookie: cookieB } },
      (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => events.push(chunk));
        res.on('end', ended);
      },
    );
    try {
      for (let i = 0; i < 500 && !/event: ready/.test(events.join('')); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(events.join('')).toMatch(/event: ready/);
      const account = await call(one.url, 'GET', '/api/account', { cookie: cookieA });
      const b = (account.json.devices as { id: string; current: boolean }[]).find(
        (d) => !d.current,
      )!;
      const signedOutAt = Date.now();
      expect(
        (await call(one.url, 'DELETE', `/api/account/devices/${b.id}`, { cookie: cookieA })).status,
      ).toBe(200);
      await streamEnded;
      expect(Date.now() - signedOutAt).toBeLessThan(5000);
      expect(events.join('')).toMatch(/event: signed-out\ndata: \{"ended":"signed_out"/);
    } finally {
      stream.destroy();
    }
  });
});
