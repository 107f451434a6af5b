/**
 * Version-2 account keys on the real server (issue 32), on the embedded default and on PostgreSQL: the
 * deployment's salt, registration keeping the wrapped account key and sign-in handing it back, a
 * version-1 account signing in as before and moving to version 2, and POST /api/account/keys (a new
 * passphrase, or a rotated account key that removes the records and signs every other device out),
 * with every signature that does not hold, or a stolen cookie alone, refused and changing nothing.
 * Then, on SQLite, a rotation leaving none of the old ciphertexts in the file or its log.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { newPassphrase, recordName, sealJson } from '../../common/accountCrypto';
import type { AccountKeys } from '../../common/accountCrypto';
import { ENDED_MESSAGES } from '../../common/accountEnded';
import { formatStamp } from '../../common/syncClock';
import { accountTag, openRecord, sealRecord } from '../../common/syncRecord';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import { openStorage } from '../../server/storage/storage';
import type { Storage } from '../../server/storage/storage';
import {
  keyChangeBody,
  loginBody,
  loginKeys,
  newAccount,
  nextKeys,
  openAccount,
  registerBody,
  rotated,
  v1Body,
  v1Keys,
  withPassphrase,
  TEST_HOST,
  TEST_ORIGIN,
  siteRequests,
} from './helpers/accounts';
import type { Forgery, KeyChange, Signer, V2Account } from './helpers/accounts';
import { closeSharedSource, startContactApp } from './helpers/contact';
import type { ContactApp } from './helpers/contact';
import { createTestDatabase, describeWithPostgres } from './helpers/services';

jest.setTimeout(60_000);
afterAll(closeSharedSource);

const ORIGIN = TEST_ORIGIN;
const HOST = TEST_HOST;
const logger = createLogger('silent');

function cookieFrom(setCookie: unknown): string {
  const line = Array.isArray(setCookie) ? setCookie[0] : String(setCookie);
  return line.split(';')[0]!;
}

/** One deployment's database, which several instances of the app may share. */
interface Place {
  /** An instance of the app on this database. */
  start(): Promise<ContactApp>;
  /** The storage on this database, as a script of the operator opens it. */
  storage(): Promise<Storage>;
  /** The files that hold it, for SQLite. */
  dataDir?: string;
  remove(): Promise<void>;
}

const ENV = { ACCOUNT_AUTH_RATE_LIMIT: '1000' };

function sqlitePlace(): Place {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-account-keys-'));
  return {
    dataDir: dir,
    start: () => startContactApp(ENV, { dataDir: dir }),
    storage: () => openStorage(loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }), logger),
    remove: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresPlace(adminUrl: string): Promise<Place> {
  const db = await createTestDatabase(adminUrl);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-account-keys-pg-'));
  return {
    start: () => startContactApp({ ...ENV, DATABASE_URL: db.url }),
    storage: () =>
      openStorage(loadConfig({ DATA_DIR: dir, DATABASE_URL: db.url, LOG_LEVEL: 'silent' }), logger),
    remove: async () => {
      await db.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The account API of one instance, as a browser uses it. */
function client(app: FastifyInstance) {
  const call: ReturnType<typeof siteRequests> = (options) => siteRequests(app)(options);
  const salt = async () => {
    const res = await call({ method: 'GET', url: '/api/account/setup' });
    expect(res.statusCode).toBe(200);
    return res.json().salt as string;
  };
  const challenge = async () =>
    (await call({ method: 'POST', url: '/api/account/challenge' })).json().challenge as string;
  /** A registration or sign-in whose body is signed over a fresh challenge. */
  const enter = async (
    how: 'register' | 'login',
    body: (challenge: string) => Promise<Record<string, unknown>>,
  ) => {
    const res = await call({
      method: 'POST',
      url: `/api/account/${how}`,
      payload: await body(await challenge()),
    });
    return {
      status: res.statusCode,
      json: res.json(),
      cookie: res.statusCode < 300 ? cookieFrom(res.headers['set-cookie']) : undefined,
    };
  };
  const register = (account: V2Account, fields: Record<string, unknown> = {}) =>
    enter('register', (c) => registerBody(account, c, ORIGIN, { device: 'AAAA', ...fields }));
  const login = (signer: Signer, fields: Record<string, unknown> = {}) =>
    enter('login', (c) => loginBody(signer, c, ORIGIN, fields));
  const v1Login = (keys: AccountKeys) => enter('login', (c) => v1Body(keys, c));
  /** POST /api/account/keys over a fresh challenge; `alter` changes the body after signing. */
  const changeKeys = async (
    cookie: string | undefined,
    change: Omit<KeyChange, 'challenge' | 'origin'>,
    {
      forgery,
      alter,
      headers,
    }: {
      forgery?: Forgery;
      alter?: (body: Record<string, unknown>) => void;
      headers?: Record<string, string>;
    } = {},
  ) => {
    const payload = await keyChangeBody(
      { ...change, challenge: await challenge(), origin: ORIGIN },
      forgery,
    );
    alter?.(payload);
    return call({ method: 'POST', url: '/api/account/keys', cookie, payload, headers });
  };
  const push = (cookie: string | undefined, records: unknown[]) =>
    call({ method: 'POST', url: '/api/sync/push', cookie, payload: { records } });
  const pull = (cookie: string | undefined) =>
    call({ method: 'GET', url: '/api/sync/pull?after=0', cookie });
  const me = (cookie: string | undefined) => call({ method: 'GET', url: '/api/account', cookie });
  return { call, salt, enter, register, login, v1Login, changeKeys, push, pull, me };
}

/** Entries of the lists, sealed whole (format 2) as the browser sends them. */
async function entries(keys: AccountKeys, paths: string[]) {
  const tag = await accountTag(keys);
  return Promise.all(
    paths.map(async (where, i) => {
      const meta = {
        name: await recordName(keys, where),
        stamp: formatStamp(Date.now(), i, 'aaaaaaaa'),
        deleted: false,
      };
      return { ...meta, body: await sealRecord(keys, tag, meta, { path: where, value: { i } }) };
    }),
  );
}

function keysSuite(fresh: () => Promise<Place>) {
  let place: Place;
  const apps: ContactApp[] = [];
  const storages: Storage[] = [];
  beforeEach(async () => {
    place = await fresh();
  });
  afterEach(async () => {
    for (const app of apps.splice(0).reverse()) await app.close();
    for (const storage of storages.splice(0)) await storage.close();
    await place.remove();
  });
  const start = async (on = place) => {
    const app = await on.start();
    apps.push(app);
    return client(app.app);
  };

  /** A registered account with two devices signed in, and two records pushed by the first. */
  const twoDevices = async () => {
    const api = await start();
    const salt = await api.salt();
    const account = await newAccount(salt);
    const a = await api.register(account);
    expect(a.status).toBe(201);
    const b = await api.login(await loginKeys(salt, account.passphrase));
    expect(b.status).toBe(200);
    const records = await entries(account.keys, ['watchlist/movie/550', 'favorites/tv/1399']);
    const pushed = await api.push(a.cookie, records);
    expect(pushed.json()).toMatchObject({ applied: 2, seq: 2 });
    return { api, salt, account, a: a.cookie!, b: b.cookie!, seq: 2 };
  };

  /** What a key change must leave as it was: the keys, the records and both devices' sessions. */
  const unchanged = async ({ api, account, a, b }: Awaited<ReturnType<typeof twoDevices>>) => {
    const entered = await api.login(account.login);
    expect(entered.status).toBe(200);
    expect(entered.json.wrappedKey).toBe(account.wrappedKey);
    expect((await api.pull(a)).json().records).toHaveLength(2);
    expect((await api.pull(b)).statusCode).toBe(200);
    expect((await api.me(a)).json()).toMatchObject({
      keyVersion: 2,
      wrappedKey: account.wrappedKey,
      usage: { records: 2 },
    });
  };

  it('hands out one salt per deployment: on every call and instance sharing its database, after a restart, and another on another database', async () => {
    const one = await start();
    const two = await start();
    // Both instances ask for the first time at once: the first value stored is the one.
    const [first, second] = await Promise.all([one.salt(), two.salt()]);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).toBe(first);
    expect(await one.salt()).toBe(first);
    expect(await two.salt()).toBe(first);

    for (const app of apps.splice(0).reverse()) await app.close();
    expect(await (await start()).salt()).toBe(first);

    const other = await fresh();
    try {
      const elsewhere = await start(other);
      expect(await elsewhere.salt()).not.toBe(first);
    } finally {
      for (const app of apps.splice(0).reverse()) await app.close();
      await other.remove();
    }
  });

  it('registers version 2 only, keeps the wrapped key and hands it back at sign-in and in the account', async () => {
    const api = await start();
    const salt = await api.salt();
    const account = await newAccount(salt);

    // A version-1 registration, or one without its wrapped key or device name: refused, nothing made.
    const old = await api.enter('register', async (c) => v1Body(await v1Keys(), c));
    expect(old.status).toBe(400);
    expect(old.json).toEqual({ code: 'old_version', error: expect.stringMatching(/\w+ \w+/) });
    const unwrapped = await api.enter('register', async (c) => {
      const { wrappedKey: _left, ...body } = await registerBody(account, c, ORIGIN, {
        device: 'AAAA',
      });
      return body;
    });
    expect(unwrapped.status).toBe(400);
    expect((await api.register(account, { device: '' })).status).toBe(400);
    expect((await api.login(account.login)).status).toBe(404);

    const registered = await api.register(account);
    expect(registered.status).toBe(201);
    expect((await api.me(registered.cookie)).json()).toMatchObject({
      keyVersion: 2,
      wrappedKey: account.wrappedKey,
    });
    // Another device: its passphrase signs in (naming no device yet) and opens the key it is answered.
    const phone = await api.login(await loginKeys(salt, account.passphrase), {
      deviceId: 'phone-device-001',
    });
    expect(phone.status).toBe(200);
    expect(phone.json).toEqual({
      deviceId: 'phone-device-001',
      keyVersion: 2,
      wrappedKey: account.wrappedKey,
    });
    const opened = await openAccount(salt, account.passphrase, phone.json.wrappedKey);
    expect(opened.accountKey).toEqual(account.accountKey);
    const [record] = await entries(account.keys, ['watchlist/movie/550']);
    await api.push(registered.cookie, [record]);
    const [pulled] = (await api.pull(phone.cookie)).json().records;
    expect(
      await openRecord(opened.keys, await accountTag(opened.keys), pulled, pulled.body),
    ).toEqual({ path: 'watchlist/movie/550', value: { i: 0 } });
    // A version-1 signature (the challenge alone) does not sign in to a version-2 account.
    expect((await api.v1Login(account.keys)).status).toBe(404);
  });

  it('signs a version-1 account in with version 1 and not 2, and moves it to version 2 with a rotation', async () => {
    const api = await start();
    const salt = await api.salt();
    const passphrase = newPassphrase();
    const old = await v1Keys(passphrase);
    // Made before issue 32, as the store makes an account without a wrapped key.
    const storage = await place.storage();
    storages.push(storage);
    expect(await storage.accounts.createAccount(old.publicKey, new Date())).toEqual(
      expect.any(Number),
    );

    expect((await api.login(old)).status).toBe(404);
    const signed = await api.v1Login(old);
    expect(signed.status).toBe(200);
    expect(signed.json).toEqual({
      deviceId: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      keyVersion: 1,
    });
    expect((await api.me(signed.cookie)).json()).toMatchObject({ keyVersion: 1, wrappedKey: null });
    // A record of format 1, sealed under the version-1 keys.
    const name = await recordName(old, 'watchlist/movie/550');
    const pushed = await api.push(signed.cookie, [
      {
        name,
        body: await sealJson(old, { path: 'watchlist/movie/550', value: { id: 550 } }, name),
        stamp: formatStamp(Date.now(), 0, 'aaaaaaaa'),
        deleted: false,
      },
    ]);
    const { seq } = pushed.json();

    // The move: a new account key under the deployment's salt, signed by the old key and the new.
    const moved = await newAccount(salt, passphrase);
    const change = await api.changeKeys(signed.cookie, {
      current: old,
      next: nextKeys(moved),
      rotate: true,
      seq,
    });
    expect(change.statusCode).toBe(200);
    expect(change.json()).toEqual({ ok: true, generation: 1 });

    expect((await api.v1Login(old)).status).toBe(404);
    const back = await api.login(await loginKeys(salt, passphrase));
    expect(back.status).toBe(200);
    expect(back.json).toMatchObject({ keyVersion: 2, wrappedKey: moved.wrappedKey });
    // The moving device stays signed in; the old records went (it sends them again, sealed anew).
    expect((await api.me(signed.cookie)).json()).toMatchObject({
      keyVersion: 2,
      wrappedKey: moved.wrappedKey,
      usage: { records: 0 },
    });
    expect((await api.pull(signed.cookie)).json().records).toEqual([]);
  });

  it('changes the passphrase: the old one stops signing in, the new one opens the same account key, the records and devices stay', async () => {
    const setup = await twoDevices();
    const { api, salt, account, a, b, seq } = setup;
    const before = (await api.pull(a)).json();
    const next = await withPassphrase(account);
    const change = await api.changeKeys(a, {
      current: account.login,
      next: nextKeys(next),
      rotate: false,
      seq,
    });
    expect(change.statusCode).toBe(200);
    expect(change.json()).toEqual({ ok: true, generation: 1 });

    expect((await api.login(account.login)).status).toBe(404);
    const entered = await api.login(await loginKeys(salt, next.passphrase));
    expect(entered.status).toBe(200);
    expect(entered.json.wrappedKey).toBe(next.wrappedKey);
    const reopened = await openAccount(salt, next.passphrase, entered.json.wrappedKey);
    expect(reopened.accountKey).toEqual(account.accountKey);

    const after = (await api.pull(a)).json();
    expect(after).toEqual(before);
    const tag = await accountTag(reopened.keys);
    const opened = await Promise.all(
      after.records.map((r: { name: string; stamp: string; deleted: boolean; body: string }) =>
        openRecord(reopened.keys, tag, r, r.body),
      ),
    );
    expect(opened.map((o) => o?.path)).toEqual(['watchlist/movie/550', 'favorites/tv/1399']);
    // No device was signed out.
    expect((await api.pull(b)).statusCode).toBe(200);
    expect((await api.me(a)).json().wrappedKey).toBe(next.wrappedKey);
  });

  it('rotates the account key: the records go, every other device is signed out as keys_changed, this one stays', async () => {
    const { api, salt, account, a, b, seq } = await twoDevices();
    const next = await rotated(account);
    const change = await api.changeKeys(a, {
      current: account.login,
      next: nextKeys(next),
      rotate: true,
      seq,
    });
    expect(change.statusCode).toBe(200);
    expect(change.json()).toEqual({ ok: true, generation: 1 });

    expect((await api.pull(a)).json().records).toEqual([]);
    const mine = (await api.me(a)).json();
    expect(mine.usage.records).toBe(0);
    expect(mine.devices).toHaveLength(1);
    const refused = await api.pull(b);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      code: 'signed_out',
      ended: 'keys_changed',
      error: ENDED_MESSAGES.keys_changed,
    });
    // The same passphrase signs in, and opens the new account key, not the old one.
    const entered = await api.login(await loginKeys(salt, account.passphrase));
    expect(entered.json.wrappedKey).toBe(next.wrappedKey);
    const reopened = await openAccount(salt, account.passphrase, entered.json.wrappedKey);
    expect(reopened.accountKey).toEqual(next.accountKey);
    expect(reopened.accountKey).not.toEqual(account.accountKey);
  });

  it("refuses a rotation from a device behind the account's sequence as behind, changing nothing", async () => {
    const setup = await twoDevices();
    const { api, account, a, seq } = setup;
    const next = await rotated(account);
    const change = { current: account.login, next: nextKeys(next), rotate: true, seq: seq - 1 };
    const behind = await api.changeKeys(a, change);
    expect(behind.statusCode).toBe(409);
    expect(behind.json()).toEqual({ code: 'behind', error: expect.stringMatching(/\w+ \w+/) });
    await unchanged(setup);
    // Up to date, the same rotation goes through.
    expect((await api.changeKeys(a, { ...change, seq })).statusCode).toBe(200);
  });

  it('refuses a change signed by the wrong key, for another site or purpose, or altered after signing: 401, nothing changed', async () => {
    const setup = await twoDevices();
    const { api, salt, account, a, seq } = setup;
    const intruder = await newAccount(salt);
    const next = await withPassphrase(account);
    const change = { current: account.login, next: nextKeys(next), rotate: true, seq };
    const attempts: [string, Parameters<typeof api.changeKeys>[2]][] = [
      ['signed by another key', { forgery: { signer: intruder.login } }],
      ['the new key not signed by itself', { forgery: { newSigner: intruder.login } }],
      ['signed for another site', { forgery: { origin: 'https://evil.example' } }],
      ['signed for a sign-in', { forgery: { purpose: 'login' } }],
      ['signed for a registration', { forgery: { purpose: 'register' } }],
      ['signed to rotate, sent to keep', { alter: (body) => (body.rotate = false) }],
      ['another wrapped key', { alter: (body) => (body.wrappedKey = intruder.wrappedKey) }],
      ['another new key', { alter: (body) => (body.newPublicKey = intruder.login.publicKey) }],
    ];
    for (const [what, how] of attempts) {
      const refused = await api.changeKeys(a, change, how);
      expect({ what, status: refused.statusCode, code: refused.json().code }).toEqual({
        what,
        status: 401,
        code: 'signature',
      });
    }
    await unchanged(setup);
    expect((await api.login(next.login)).status).toBe(404);
    // Nothing was counted: the first change that holds is the account's first.
    expect((await api.changeKeys(a, change)).json()).toEqual({ ok: true, generation: 1 });
  });

  it('cannot be made with a stolen session cookie alone, nor without one, nor from another site', async () => {
    const setup = await twoDevices();
    const { api, salt, account, a, seq } = setup;
    // The thief holds a's cookie but not the passphrase: it signs with keys of its own.
    const thief = await newAccount(salt);
    for (const rotate of [true, false]) {
      const stolen = await api.changeKeys(a, {
        current: thief.login,
        next: nextKeys(thief),
        rotate,
        seq,
      });
      expect(stolen.statusCode).toBe(401);
      expect(stolen.json().code).toBe('signature');
    }
    const change = { current: account.login, next: nextKeys(thief), rotate: true, seq };
    const noCookie = await api.changeKeys(undefined, change);
    expect(noCookie.statusCode).toBe(401);
    expect(noCookie.json().code).toBe('signed_out');
    const otherSite = await api.changeKeys(a, change, {
      headers: { origin: 'https://evil.example' },
    });
    expect(otherSite.statusCode).toBe(403);
    await unchanged(setup);
    expect((await api.login(thief.login)).status).toBe(404);
  });

  it('refuses a new passphrase that another account uses, changing nothing', async () => {
    const setup = await twoDevices();
    const { api, salt, account, a, seq } = setup;
    const other = await newAccount(salt);
    expect((await api.register(other)).status).toBe(201);
    const taken = await withPassphrase(account, other.passphrase);
    const refused = await api.changeKeys(a, {
      current: account.login,
      next: nextKeys(taken),
      rotate: false,
      seq,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('exists');
    await unchanged(setup);
    expect((await api.login(other.login)).json.wrappedKey).toBe(other.wrappedKey);
  });

  it('takes one of two changes made at once, and the other changes nothing', async () => {
    const setup = await twoDevices();
    const { api, account, a, seq } = setup;
    const nexts = [await withPassphrase(account), await withPassphrase(account)];
    const answers = await Promise.all(
      nexts.map((next) =>
        api.changeKeys(a, { current: account.login, next: nextKeys(next), rotate: false, seq }),
      ),
    );
    const won = answers.findIndex((answer) => answer.statusCode === 200);
    expect(won).toBeGreaterThanOrEqual(0);
    const lost = answers[1 - won]!;
    // Refused by the signature (the key had changed) or by the store (it changed meanwhile).
    expect([
      [401, 'signature'],
      [409, 'stale_key'],
    ]).toContainEqual([lost.statusCode, lost.json().code]);
    expect((await api.login(nexts[won]!.login)).status).toBe(200);
    expect((await api.login(nexts[1 - won]!.login)).status).toBe(404);
    expect((await api.login(account.login)).status).toBe(404);
  });
}

describe('account keys on the embedded default', () => {
  keysSuite(async () => sqlitePlace());

  it('leaves none of the old ciphertexts in accounts.sqlite or its log after a rotation (secure_delete)', async () => {
    const place = sqlitePlace();
    const app = await place.start();
    try {
      const api = client(app.app);
      const salt = await api.salt();
      const account = await newAccount(salt);
      const { cookie } = await api.register(account);
      const marker = `Zq7rotatedMarker${Date.now()}`;
      const pushed = await api.push(cookie, [
        {
          name: await recordName(account.keys, 'watchlist/movie/550'),
          body: `${marker}${'Q'.repeat(3000)}${marker}`,
          stamp: formatStamp(Date.now(), 0, 'aaaaaaaa'),
          deleted: false,
        },
      ]);
      expect(pushed.statusCode).toBe(200);
      const raw = () =>
        ['accounts.sqlite', 'accounts.sqlite-wal']
          .map((file) => path.join(place.dataDir!, file))
          .filter((file) => fs.existsSync(file))
          .map((file) => fs.readFileSync(file).toString('latin1'))
          .join('');
      // The test can fail: before, the ciphertext is in the files.
      expect(raw()).toContain(marker);
      const next = await rotated(account);
      const change = await api.changeKeys(cookie, {
        current: account.login,
        next: nextKeys(next),
        rotate: true,
        seq: pushed.json().seq,
      });
      expect(change.statusCode).toBe(200);
      expect(raw()).not.toContain(marker);
    } finally {
      await app.close();
      await place.remove();
    }
  });
  it("tells another device's open stream of a new passphrase, and ends it as keys_changed at a rotation", async () => {
    const place = sqlitePlace();
    const app = await place.start();
    try {
      await app.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (app.app.server.address() as AddressInfo).port;
      const api = client(app.app);
      const salt = await api.salt();
      const account = await newAccount(salt);
      const a = (await api.register(account)).cookie;
      const b = (await api.login(account.login)).cookie!;
      const chunks: string[] = [];
      let ended!: () => void;
      const streamEnded = new Promise<void>((resolve) => (ended = resolve));
      const request = http.get(
        { host: '127.0.0.1', port, path: '/api/sync/events', headers: { host: HOST, cookie: b } },
        (res) => {
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => chunks.push(chunk));
          res.on('end', ended);
        },
      );
      const waitFor = async (pattern: RegExp) => {
        for (let i = 0; i < 200 && !pattern.test(chunks.join('')); i += 1) {
          await new Promise((r) => setTimeout(r, 20));
        }
        expect(chunks.join('')).toMatch(pattern);
      };
      try {
        await waitFor(/event: ready/);
        const next = await withPassphrase(account);
        const kept = await api.changeKeys(a, {
          current: account.login,
          next: nextKeys(next),
          rotate: false,
          seq: 0,
        });
        expect(kept.statusCode).toBe(200);
        await waitFor(/event: devices\n/);
        expect(chunks.join('')).not.toMatch(/signed-out/);
        const rotation = await rotated(next);
        const changed = await api.changeKeys(a, {
          current: next.login,
          next: nextKeys(rotation),
          rotate: true,
          seq: 0,
        });
        expect(changed.json()).toEqual({ ok: true, generation: 2 });
        await waitFor(
          new RegExp(
            `event: signed-out\\ndata: ${JSON.stringify({ ended: 'keys_changed', error: ENDED_MESSAGES.keys_changed }).replace(/[.()?:]/g, '\\$&')}`,
          ),
        );
        await streamEnded;
      } finally {
        request.destroy();
      }
    } finally {
      await app.close();
      await place.remove();
    }
  });
});

describeWithPostgres('account keys on postgres', (adminUrl) => {
  keysSuite(() => postgresPlace(adminUrl()));
});
