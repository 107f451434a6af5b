/**
 * Sync bounded and hardened on the real server (issue 32): sealed deletions, stamps far ahead refused,
 * device ids the browser chooses, tombstones compacted past a horizon, the deployment's quota,
 * registrations per address per day and idle sessions (each on the embedded default and on
 * PostgreSQL); then, on the embedded default, the rate limits on stream opens, renames and account
 * reads, the stream caps, streams that notice a revocation without the fan-out, the session cookie
 * over HTTPS, logs without account ids, and a deleted account leaving nothing in the SQLite file.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';

import Database from 'better-sqlite3';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';

import { newPassphrase, recordName, sealJson } from '../../common/accountCrypto';
import type { AccountKeys } from '../../common/accountCrypto';
import { ENDED_MESSAGES } from '../../common/accountEnded';
import { formatStamp } from '../../common/syncClock';
import { MAX_STAMP_AHEAD_MS } from '../../common/syncLimits';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import { openDemoSource } from '../../server/sources/demo/demoSource';
import { loginBody, newAccount, registerBody, setCookieParts } from './helpers/accounts';
import type { V2Account } from './helpers/accounts';
import { closeSharedSource, startContactApp } from './helpers/contact';
import type { ContactApp } from './helpers/contact';
import {
  connectTestRedis,
  createTestDatabase,
  deleteRedisKeys,
  describeWithPostgres,
  describeWithRedis,
  listRedisKeys,
  redisReady,
  testRedisPrefix,
} from './helpers/services';

jest.setTimeout(60_000);
afterAll(closeSharedSource);

const ORIGIN = 'http://localhost:80';
const HOST = 'localhost:80';

function cookieFrom(setCookie: unknown): string {
  const line = Array.isArray(setCookie) ? setCookie[0] : String(setCookie);
  return line.split(';')[0]!;
}

/** The account API of one app, as a device uses it. */
function client(app: FastifyInstance, headers: Record<string, string> = {}) {
  const call = ({
    cookie,
    headers: more,
    ...rest
  }: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse> =>
    app.inject({
      ...rest,
      headers: { host: HOST, origin: ORIGIN, ...headers, ...(cookie ? { cookie } : {}), ...more },
    });
  const origin = headers.origin ?? ORIGIN;
  /** A new account's keys under this deployment's salt. */
  const newKeys = async (passphrase = newPassphrase()): Promise<V2Account> => {
    const setup = await call({ method: 'GET', url: '/api/account/setup' });
    return newAccount(setup.json().salt, passphrase);
  };
  const signIn = async (
    account: V2Account,
    how: 'register' | 'login',
    extra: Record<string, unknown> = {},
  ) => {
    const challenge = (await call({ method: 'POST', url: '/api/account/challenge' })).json()
      .challenge as string;
    const fields = { device: await sealJson(account.keys, 'device', 'device'), ...extra };
    const res = await call({
      method: 'POST',
      url: `/api/account/${how}`,
      payload:
        how === 'register'
          ? await registerBody(account, challenge, origin, fields)
          : await loginBody(account.login, challenge, origin, fields),
    });
    return {
      res,
      cookie: res.statusCode < 300 ? cookieFrom(res.headers['set-cookie']) : undefined,
    };
  };
  const push = (cookie: string | undefined, records: unknown[]) =>
    call({ method: 'POST', url: '/api/sync/push', cookie, payload: { records } });
  const pull = (cookie: string | undefined, after = 0) =>
    call({ method: 'GET', url: `/api/sync/pull?after=${after}`, cookie });
  return { call, newKeys, signIn, push, pull };
}

const sealed = async (keys: AccountKeys, where: string, value: unknown, stamp: string) => {
  const name = await recordName(keys, where);
  return { name, body: await sealJson(keys, value, name), stamp, deleted: false };
};
const tombstone = async (keys: AccountKeys, where: string, stamp: string) => {
  const name = await recordName(keys, where);
  return { name, body: await sealJson(keys, { deleted: true }, name), stamp, deleted: true };
};
const stampAt = (wall: number, node = 'aaaaaaaa') => formatStamp(wall, 0, node);

interface EngineApp {
  app: ContactApp;
  /** Runs a statement on the app's account database, as an operator (or time) would. */
  sql(statement: string): Promise<void>;
}

function boundsSuite(start: (env: Record<string, string>) => Promise<EngineApp>) {
  let opened: EngineApp | undefined;
  const open = async (env: Record<string, string> = {}) => {
    opened = await start({ ACCOUNT_AUTH_RATE_LIMIT: '1000', ...env });
    return opened;
  };
  afterEach(async () => {
    await opened?.app.close();
    opened = undefined;
  });

  it('keeps sealed deletions, refuses a push with a stamp far ahead whole, and takes the device id the browser chose', async () => {
    const { app } = await open();
    const api = client(app.app);
    const account = await api.newKeys();
    const { keys } = account;
    const registered = await api.signIn(account, 'register', { deviceId: 'laptop-device-01' });
    expect(registered.res.statusCode).toBe(201);
    expect(registered.res.json()).toEqual({ deviceId: 'laptop-device-01' });
    const cookie = registered.cookie;

    const now = Date.now();
    const live = await sealed(keys, 'watchlist/movie/550', { id: 550 }, stampAt(now));
    const gone = await tombstone(keys, 'watchlist/movie/550', stampAt(now + 1));
    expect((await api.push(cookie, [live])).json()).toEqual({ applied: 1, stale: 0, seq: 1 });
    expect((await api.push(cookie, [gone])).json()).toEqual({ applied: 1, stale: 0, seq: 2 });
    const pulled = (await api.pull(cookie)).json();
    expect(pulled).toEqual({
      records: [{ ...gone, seq: 2 }],
      cursor: 2,
      more: false,
      horizon: 0,
    });

    // Four minutes ahead is a clock a little fast; six is refused, with the good record beside it.
    const soon = await sealed(keys, 'favorites/tv/1', { id: 1 }, stampAt(now + 240_000));
    const ahead = await sealed(
      keys,
      'favorites/tv/2',
      { id: 2 },
      stampAt(Date.now() + MAX_STAMP_AHEAD_MS + 60_000),
    );
    const refused = await api.push(cookie, [soon, ahead]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      code: 'stamp_ahead',
      error: expect.stringMatching(/more than 5 minutes after the server's time/),
    });
    expect((await api.pull(cookie, 2)).json().records).toEqual([]);
    expect((await api.push(cookie, [soon])).json()).toMatchObject({ applied: 1, seq: 3 });

    // The same id again, on this account: refused, nothing changes; a malformed id: refused.
    const twice = await api.signIn(account, 'login', { deviceId: 'laptop-device-01' });
    expect(twice.res.statusCode).toBe(409);
    expect(twice.res.json()).toEqual({ code: 'device_exists', error: expect.any(String) });
    for (const deviceId of ['short', 'laptop-device-01!', 'x'.repeat(17), 16]) {
      const bad = await api.signIn(account, 'login', { deviceId });
      expect(bad.res.statusCode).toBe(400);
      expect(bad.res.json().code).toBe('bad_request');
    }
    // Without one, the server picks it as before.
    const phone = await api.signIn(account, 'login');
    expect(phone.res.json().deviceId).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const devices = (await api.call({ method: 'GET', url: '/api/account', cookie })).json()
      .devices as { id: string }[];
    expect(devices.map((d) => d.id).sort()).toEqual(
      ['laptop-device-01', phone.res.json().deviceId].sort(),
    );
    // Signed out, the device signs in again with its own id.
    await api.call({ method: 'POST', url: '/api/account/logout', cookie });
    const back = await api.signIn(account, 'login', { deviceId: 'laptop-device-01' });
    expect(back.res.statusCode).toBe(200);
  });

  it('forgets deletions past ACCOUNT_TOMBSTONE_DAYS and says so with the horizon on every pull', async () => {
    const { app, sql } = await open({ ACCOUNT_TOMBSTONE_DAYS: '1' });
    const api = client(app.app);
    const account = await api.newKeys();
    const { keys } = account;
    const { cookie } = await api.signIn(account, 'register');
    const now = Date.now();
    await api.push(cookie, [
      await sealed(keys, 'watchlist/movie/1', { id: 1 }, stampAt(now)),
      await sealed(keys, 'watchlist/movie/2', { id: 2 }, stampAt(now)),
    ]);
    await api.push(cookie, [await tombstone(keys, 'watchlist/movie/1', stampAt(now + 1))]);
    expect((await api.pull(cookie)).json().horizon).toBe(0);

    // Two days pass for the deletion; the next push compacts it on the way.
    await sql(`UPDATE account_records SET stored_at = ${now - 2 * 86_400_000} WHERE deleted = 1`);
    await api.push(cookie, [await sealed(keys, 'watchlist/movie/3', { id: 3 }, stampAt(now + 2))]);
    const page = (await api.pull(cookie)).json();
    expect(page.horizon).toBe(3);
    expect(page.records.map((r: { seq: number }) => r.seq)).toEqual([2, 4]);
    // A device at cursor 1 is behind the horizon (it resyncs whole); one at 3 is not, and sees it too.
    expect((await api.pull(cookie, 1)).json().horizon).toBe(3);
    expect((await api.pull(cookie, 3)).json()).toMatchObject({ horizon: 3, cursor: 4 });
    const usage = (await api.call({ method: 'GET', url: '/api/account', cookie })).json().usage;
    expect(usage.records).toBe(2);
  });

  it('refuses a push past ACCOUNTS_MAX_TOTAL_MB across accounts with site_full, keeping nothing of it', async () => {
    const { app } = await open({ ACCOUNTS_MAX_TOTAL_MB: '1' });
    const api = client(app.app);
    const accountA = await api.newKeys();
    const accountB = await api.newKeys();
    const [a, b] = [accountA.keys, accountB.keys];
    const cookieA = (await api.signIn(accountA, 'register')).cookie;
    const cookieB = (await api.signIn(accountB, 'register')).cookie;
    const big = (keys: AccountKeys, n: number, size: number) =>
      recordName(keys, `profile/${n}`).then((name) => ({
        name,
        body: 'A'.repeat(size),
        stamp: stampAt(Date.now()),
        deleted: false,
      }));
    expect((await api.push(cookieA, [await big(a, 1, 600_000)])).statusCode).toBe(200);
    expect((await api.push(cookieA, [await big(a, 2, 400_000)])).statusCode).toBe(200);
    const full = await api.push(cookieB, [await big(b, 1, 100_000)]);
    expect(full.statusCode).toBe(507);
    expect(full.json()).toEqual({
      code: 'site_full',
      error:
        'This site has no room for more synced data right now. Your changes stay in this browser and sync once there is room again.',
    });
    expect((await api.pull(cookieB)).json().records).toEqual([]);
    // Small enough to fit what is left: taken.
    expect((await api.push(cookieB, [await big(b, 1, 40_000)])).statusCode).toBe(200);
  });

  it('ends a session unused for ACCOUNT_SESSION_IDLE_DAYS, beside the absolute SESSION_DAYS', async () => {
    const { app, sql } = await open({ ACCOUNT_SESSION_IDLE_DAYS: '1' });
    const api = client(app.app);
    const account = await api.newKeys();
    const { cookie } = await api.signIn(account, 'register');
    expect((await api.pull(cookie)).statusCode).toBe(200);
    const yesterday = new Date(Date.now() - 86_400_000 - 60_000).toISOString();
    await sql(`UPDATE account_sessions SET last_seen_at = '${yesterday}'`);
    const over = await api.pull(cookie);
    expect(over.statusCode).toBe(401);
    expect(over.json()).toEqual({
      code: 'signed_out',
      error: 'You are signed out on this device. Sign in again to sync.',
    });
  });

  it('lets one address create ACCOUNT_REGISTRATIONS_PER_DAY accounts a day, then answers too_many_accounts', async () => {
    const { app } = await open({ ACCOUNT_REGISTRATIONS_PER_DAY: '2' });
    const api = client(app.app);
    const keys = [await api.newKeys(), await api.newKeys(), await api.newKeys()];
    // A proof that fails costs nothing.
    const wrong = await api.call({
      method: 'POST',
      url: '/api/account/register',
      payload: {
        version: 2,
        publicKey: keys[0]!.login.publicKey,
        challenge: 'A'.repeat(43),
        signature: 'A'.repeat(86),
        device: 'AAAA',
        wrappedKey: keys[0]!.wrappedKey,
      },
    });
    expect(wrong.statusCode).toBe(401);
    const statuses = [];
    for (const k of keys) statuses.push((await api.signIn(k, 'register')).res);
    expect(statuses.map((r) => r.statusCode)).toEqual([201, 201, 429]);
    expect(statuses[2]!.json()).toEqual({
      code: 'too_many_accounts',
      error: expect.stringMatching(
        /^Too many accounts were created from your address today\. Please try again in \d+ (minutes?|seconds?)\.$/,
      ),
    });
    // Signing in to an account that exists is not a registration.
    expect((await api.signIn(keys[0]!, 'login')).res.statusCode).toBe(200);
  });
}

describe('bounds on the embedded default', () => {
  boundsSuite(async (env) => {
    const app = await startContactApp(env);
    return {
      app,
      sql: async (statement) => {
        const db = new Database(path.join(app.dataDir, 'accounts.sqlite'));
        try {
          db.pragma('busy_timeout = 5000');
          db.exec(statement);
        } finally {
          db.close();
        }
      },
    };
  });
});

describeWithPostgres('bounds on postgres', (adminUrl) => {
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await drop?.();
    drop = undefined;
  });
  boundsSuite(async (env) => {
    const db = await createTestDatabase(adminUrl());
    drop = db.drop;
    const app = await startContactApp({ ...env, DATABASE_URL: db.url });
    return {
      app,
      sql: async (statement) => {
        const connection = new pg.Client({ connectionString: db.url });
        await connection.connect();
        try {
          await connection.query(statement);
        } finally {
          await connection.end();
        }
      },
    };
  });
});

/** An event stream opened over a real connection. */
function openStream(port: number, cookie: string, address = '127.0.0.1') {
  const chunks: string[] = [];
  let status = 0;
  let done!: () => void;
  const ended = new Promise<void>((resolve) => (done = resolve));
  const request = http.get(
    { host: address, port, path: '/api/sync/events', headers: { cookie, host: HOST } },
    (res) => {
      status = res.statusCode ?? 0;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => chunks.push(chunk));
      res.on('end', done);
    },
  );
  request.on('error', done);
  const text = () => chunks.join('');
  return {
    text,
    status: () => status,
    ended,
    async waitFor(pattern: RegExp, ms = 4000) {
      for (let waited = 0; waited < ms && !pattern.test(text()); waited += 20) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(text()).toMatch(pattern);
    },
    destroy: () => request.destroy(),
  };
}

describe('streams, limits, cookies and logs on the embedded default', () => {
  const started: ContactApp[] = [];
  const start = async (env: Record<string, string>, dataDir?: string) => {
    const app = await startContactApp({ ACCOUNT_AUTH_RATE_LIMIT: '1000', ...env }, { dataDir });
    started.push(app);
    return app;
  };
  const listen = async (app: ContactApp) => {
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    return (app.app.server.address() as AddressInfo).port;
  };
  afterEach(async () => {
    for (const app of started.splice(0).reverse()) await app.close();
  });

  it('closes the oldest stream of an account past ACCOUNT_STREAMS_PER_ACCOUNT, and of an address past ACCOUNT_STREAMS_PER_ADDRESS', async () => {
    const app = await start({ ACCOUNT_STREAMS_PER_ACCOUNT: '2', ACCOUNT_STREAMS_PER_ADDRESS: '2' });
    const port = await listen(app);
    const api = client(app.app);
    const one = (await api.signIn(await api.newKeys(), 'register')).cookie!;
    const two = (await api.signIn(await api.newKeys(), 'register')).cookie!;

    const first = openStream(port, one);
    await first.waitFor(/event: ready/);
    const second = openStream(port, one);
    await second.waitFor(/event: ready/);
    const third = openStream(port, one);
    await third.waitFor(/event: ready/);
    // The account's oldest made room, and was told why; the new one was not refused.
    await first.waitFor(
      /event: closed\ndata: \{"code":"too_many_streams","error":"Live updates stopped in this window: your account has too many windows open\./,
    );
    await first.ended;
    // Told not to come back on its own for ten minutes, so two windows do not take turns.
    expect(first.text()).toMatch(/retry: 600000\nevent: closed\n/);
    expect(second.text()).not.toMatch(/event: closed/);

    // Another account from the same address: past two streams the address's oldest (second) goes.
    const fourth = openStream(port, two);
    await fourth.waitFor(/event: ready/);
    await second.waitFor(/too many are open from your address/);
    await second.ended;
    expect(third.text()).not.toMatch(/event: closed/);
    expect(fourth.text()).not.toMatch(/event: closed/);
    third.destroy();
    fourth.destroy();
  });

  it('sweeps expired sessions, idle sessions, spent reasons and expired challenges when it starts', async () => {
    const first = await start({});
    const api = client(first.app);
    const account = await api.newKeys();
    await api.signIn(account, 'register');
    await api.signIn(account, 'login');
    await api.call({ method: 'POST', url: '/api/account/challenge' });
    const dataDir = first.dataDir;
    await first.app.close();
    const file = path.join(dataDir, 'accounts.sqlite');
    const db = new Database(file);
    const count = (table: string) =>
      (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    try {
      // One session idle for 40 days, the other past its end; a spent reason; an expired challenge.
      db.exec(`UPDATE account_sessions SET last_seen_at = '2000-01-01T00:00:00.000Z'
               WHERE rowid = (SELECT min(rowid) FROM account_sessions)`);
      db.exec(`UPDATE account_sessions SET expires_at = 1
               WHERE last_seen_at <> '2000-01-01T00:00:00.000Z'`);
      db.exec(`INSERT INTO account_ended_sessions VALUES ('spent', 'signed_out', 1)`);
      db.exec(`UPDATE account_challenges SET expires_at = 1`);
      expect([
        count('account_sessions'),
        count('account_ended_sessions'),
        count('account_challenges'),
      ]).toEqual([2, 1, 1]);
    } finally {
      db.close();
    }
    await start({}, dataDir);
    const after = new Database(file, { readonly: true });
    try {
      const counts = () =>
        ['account_sessions', 'account_ended_sessions', 'account_challenges'].map(
          (table) => (after.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n,
        );
      for (let i = 0; i < 100 && counts().some((n) => n > 0); i += 1) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(counts()).toEqual([0, 0, 0]);
    } finally {
      after.close();
    }
  });

  it('limits stream opens, device renames and account reads per account, each with its sentence', async () => {
    const app = await start({
      ACCOUNT_STREAM_RATE_LIMIT: '1',
      ACCOUNT_RENAME_RATE_LIMIT: '1',
      ACCOUNT_READ_RATE_LIMIT: '2',
    });
    const port = await listen(app);
    const api = client(app.app);
    const account = await api.newKeys();
    const { cookie } = await api.signIn(account, 'register');

    const open = openStream(port, cookie!);
    await open.waitFor(/event: ready/);
    const again = await fetch(`http://127.0.0.1:${port}/api/sync/events`, {
      headers: { cookie: cookie! },
    });
    expect(again.status).toBe(429);
    expect(await again.json()).toEqual({
      code: 'rate_limited',
      error: expect.stringMatching(
        /^Live updates were reconnected too often from this account\. They resume in \d+ (seconds?|minutes?); syncing still works meanwhile\.$/,
      ),
    });
    open.destroy();

    const read = () => api.call({ method: 'GET', url: '/api/account', cookie });
    const me = (await read()).json().deviceId as string;
    expect((await read()).statusCode).toBe(200);
    const third = await read();
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toMatch(
      /^Your account was looked up too often\. Please try again in/,
    );

    const rename = () =>
      api.call({
        method: 'PATCH',
        url: `/api/account/devices/${me}`,
        cookie,
        payload: { device: 'BBBB' },
      });
    expect((await rename()).statusCode).toBe(200);
    const renamed = await rename();
    expect(renamed.statusCode).toBe(429);
    expect(renamed.json().error).toMatch(/^Too many devices renamed in a short time\./);
    // Sync itself has its own budget.
    expect((await api.pull(cookie)).statusCode).toBe(200);
  });

  it("ends a signed-out device's stream on another instance within ACCOUNT_STREAM_CHECK_S, with no fan-out between them", async () => {
    // Two instances on one DATA_DIR and no Redis: the news of the sign-out cannot reach the second.
    const first = await start({ ACCOUNT_STREAM_CHECK_S: '1' });
    const second = await start({ ACCOUNT_STREAM_CHECK_S: '1' }, first.dataDir);
    const port = await listen(second);
    const a = client(first.app);
    const b = client(second.app);
    // The instances share the deployment's salt: one passphrase's keys sign in on either.
    const account = await a.newKeys();
    const cookieA = (await a.signIn(account, 'register')).cookie;
    const signedB = await b.signIn(account, 'login', { deviceId: 'phone-device-001' });
    const stream = openStream(port, signedB.cookie!);
    await stream.waitFor(/event: ready/);

    const out = await a.call({
      method: 'DELETE',
      url: '/api/account/devices/phone-device-001',
      cookie: cookieA,
    });
    expect(out.statusCode).toBe(200);
    await stream.waitFor(
      new RegExp(
        `event: signed-out\\ndata: ${JSON.stringify({ ended: 'signed_out', error: ENDED_MESSAGES.signed_out }).replace(/[.()?]/g, '\\$&')}`,
      ),
      4000,
    );
    await stream.ended;
  });

  it('names the cookie __Host-marquee_session with Path=/ and Secure over HTTPS, reads either name, and clears both', async () => {
    const proxied = await start({ TRUST_PROXY: '1' });
    const https = client(proxied.app, {
      host: 'localhost',
      origin: 'https://localhost',
      'x-forwarded-proto': 'https',
    });
    const account = await https.newKeys();
    const registered = await https.signIn(account, 'register');
    expect(setCookieParts(String(registered.res.headers['set-cookie']))).toEqual({
      name: '__Host-marquee_session',
      value: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      attributes: [
        'httponly',
        expect.stringMatching(/^max-age=[1-9]\d*$/),
        'path=/',
        'samesite=Strict',
        'secure',
      ],
    });
    const token = registered.cookie!.split('=')[1]!;
    // The name an earlier version set is read too, so nobody is signed out by the change.
    const read = await https.call({
      method: 'GET',
      url: '/api/account',
      cookie: `marquee_session=${token}`,
    });
    expect(read.statusCode).toBe(200);
    const out = await https.call({
      method: 'POST',
      url: '/api/account/logout',
      cookie: registered.cookie,
    });
    const cleared = out.headers['set-cookie'] as string[];
    expect(cleared.map(setCookieParts)).toEqual([
      {
        name: '__Host-marquee_session',
        value: '',
        attributes: ['httponly', 'max-age=0', 'path=/', 'samesite=Strict', 'secure'],
      },
      {
        name: 'marquee_session',
        value: '',
        attributes: ['httponly', 'max-age=0', 'path=/api', 'samesite=Strict', 'secure'],
      },
    ]);

    // Plain HTTP as before; and a site whose address is https is treated as such without TRUST_PROXY.
    const plain = await client(proxied.app).signIn(account, 'login');
    expect(setCookieParts(String(plain.res.headers['set-cookie']))).toEqual({
      name: 'marquee_session',
      value: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      attributes: [
        'httponly',
        expect.stringMatching(/^max-age=[1-9]\d*$/),
        'path=/api',
        'samesite=Strict',
      ],
    });
    const site = await start({ SITE_URL: 'https://films.example.org' });
    const other = client(site.app, { origin: 'https://films.example.org' });
    const behind = await other.signIn(await other.newKeys(), 'register');
    expect(behind.res.statusCode).toBe(201);
    expect(setCookieParts(String(behind.res.headers['set-cookie']))).toMatchObject({
      name: '__Host-marquee_session',
      attributes: expect.arrayContaining(['secure', 'path=/']),
    });
  });

  it('logs account creation and deletion without the account id', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-account-log-'));
    const lines: Record<string, unknown>[] = [];
    const out = new PassThrough();
    out.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    });
    const source = openDemoSource({ dataDir: dir });
    const app = await buildApp({
      config: loadConfig({
        DATA_DIR: dir,
        DIST_DIR: path.join(dir, 'none'),
        IMAGE_BASE_URL: 'off',
        ACCOUNT_AUTH_RATE_LIMIT: '1000',
      }),
      source,
      logger: createLogger('info', out),
    });
    try {
      const api = client(app);
      const account = await api.newKeys();
      const { keys } = account;
      const { cookie } = await api.signIn(account, 'register');
      await api.push(cookie, [
        await sealed(keys, 'watchlist/movie/9', { id: 9 }, stampAt(Date.now())),
      ]);
      await api.call({ method: 'DELETE', url: '/api/account', cookie });
      await new Promise((r) => setTimeout(r, 50));
      const said = lines.map((l) => l.msg);
      expect(said).toEqual(expect.arrayContaining(['account created', 'account deleted']));
      for (const line of lines) {
        expect(line).not.toHaveProperty('account');
        expect(JSON.stringify(line)).not.toContain(keys.publicKey);
      }
    } finally {
      await app.close();
      await source.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("leaves no trace of a deleted account's key or ciphertexts in accounts.sqlite or its log (secure_delete)", async () => {
    const app = await start({});
    const api = client(app.app);
    const account = await api.newKeys();
    const { keys } = account;
    const { cookie } = await api.signIn(account, 'register');
    const marker = `Zq7ciphertextMarker${Date.now()}`;
    const name = await recordName(keys, 'watchlist/movie/550');
    const pushed = await api.push(cookie, [
      {
        name,
        body: `${marker}${'Q'.repeat(3000)}${marker}`,
        stamp: stampAt(Date.now()),
        deleted: false,
      },
    ]);
    expect(pushed.statusCode).toBe(200);
    const raw = () =>
      ['accounts.sqlite', 'accounts.sqlite-wal']
        .map((file) => path.join(app.dataDir, file))
        .filter((file) => fs.existsSync(file))
        .map((file) => fs.readFileSync(file).toString('latin1'))
        .join('');
    // The test can fail: before, the marker and the key are in the files.
    expect(raw()).toContain(marker);
    expect(raw()).toContain(keys.publicKey);
    expect((await api.call({ method: 'DELETE', url: '/api/account', cookie })).statusCode).toBe(
      200,
    );
    const after = raw();
    expect(after).not.toContain(marker);
    expect(after).not.toContain(keys.publicKey);
  });
});

describeWithRedis('stream caps across instances sharing Redis', () => {
  const prefix = testRedisPrefix();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-stream-caps-'));
  const source = openDemoSource({ dataDir: path.join(dir, 'catalogue') });
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps.splice(0).reverse()) await app.close();
    await source.close();
    await deleteRedisKeys(prefix);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** An instance on the shared DATA_DIR and the shared Redis, as server/index.ts builds one. */
  const instance = async () => {
    const logger = createLogger('silent');
    const redis = connectTestRedis(logger, { prefix });
    await redisReady(redis);
    const app = await buildApp({
      config: loadConfig({
        DATA_DIR: path.join(dir, 'data'),
        DIST_DIR: path.join(dir, 'none'),
        IMAGE_BASE_URL: 'off',
        LOG_LEVEL: 'silent',
        ACCOUNT_AUTH_RATE_LIMIT: '1000',
        ACCOUNT_STREAMS_PER_ACCOUNT: '2',
        ACCOUNT_STREAMS_PER_ADDRESS: '3',
      }),
      source: { ...source, get: (req) => source.get(req), close: async () => {} },
      logger,
      redis,
    });
    apps.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, port: (app.server.address() as AddressInfo).port };
  };

  it('closes the oldest stream of the account or the address on whichever instance holds it', async () => {
    const first = await instance();
    const second = await instance();
    const ports = [first.port, second.port];
    const api = client(first.app);
    const one = (await api.signIn(await api.newKeys(), 'register')).cookie!;
    const two = (await api.signIn(await api.newKeys(), 'register')).cookie!;

    const a1 = openStream(ports[0]!, one);
    await a1.waitFor(/event: ready/);
    const a2 = openStream(ports[1]!, one);
    await a2.waitFor(/event: ready/);
    // The account's third stream, on the first instance: its oldest goes, held by the first too.
    const a3 = openStream(ports[0]!, one);
    await a3.waitFor(/event: ready/);
    await a1.waitFor(/your account has too many windows open/);
    await a1.ended;
    // Its fourth, on the first instance: the oldest now is on the second instance.
    const a4 = openStream(ports[0]!, one);
    await a4.waitFor(/event: ready/);
    await a2.waitFor(/event: closed\ndata: \{"code":"too_many_streams"/);
    await a2.ended;
    expect(a3.text()).not.toMatch(/event: closed/);

    // Another account from the same address, on the second instance: past three streams for the
    // address, the oldest (a3, on the first instance) goes.
    const b1 = openStream(ports[1]!, two);
    await b1.waitFor(/event: ready/);
    expect(a3.text()).not.toMatch(/event: closed/);
    const b2 = openStream(ports[1]!, two);
    await b2.waitFor(/event: ready/);
    await a3.waitFor(/too many are open from your address/);
    await a3.ended;
    expect(a4.text()).not.toMatch(/event: closed/);
    expect(await listRedisKeys(prefix)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^streams:account:\d+$/)]),
    );
    for (const stream of [a4, b1, b2]) stream.destroy();
  });
});
