/**
 * Accounts and sync on the real server (issue 25), once on the embedded default and once on
 * PostgreSQL: register and sign in with a passphrase's keys (version 2 since issue 32: the
 * deployment's salt, a wrapped account key), push and pull encrypted records, the device list,
 * deleting the account, and every refusal of the security list (a clear `{error}`, no change, never a
 * 5xx). Keys are made by the real crypto module (helpers/accounts.ts) with few PBKDF2 rounds.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';

import {
  newPassphrase,
  openJson,
  recordName,
  sealJson,
  toBase64Url,
} from '../../common/accountCrypto';
import type { AccountKeys } from '../../common/accountCrypto';
import { ENDED_MESSAGES } from '../../common/accountEnded';
import { HybridClock } from '../../common/syncClock';
import {
  deviceContext,
  loginBody,
  loginKeys,
  newAccount,
  newDeviceId,
  openAccount,
  registerBody,
  setCookieParts,
  TEST_HOST,
  TEST_ORIGIN,
  siteRequests,
} from './helpers/accounts';
import type { V2Account } from './helpers/accounts';
import { closeSharedSource, startContactApp } from './helpers/contact';
import type { ContactApp } from './helpers/contact';
import { createTestDatabase, describeWithPostgres } from './helpers/services';

jest.setTimeout(60_000);
afterAll(closeSharedSource);

const ORIGIN = TEST_ORIGIN;
const HOST = TEST_HOST;

/** A browser: the passphrase typed into it, and once signed in its keys, id and cookie. */
interface Device {
  passphrase: string;
  account?: V2Account;
  deviceId?: string;
  cookie?: string;
}

/** The keys of a signed-in device. */
const keysOf = (device: Device): AccountKeys => device.account!.keys;

/** The account's salt on the app (GET /api/account/setup). */
async function saltOf(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/account/setup',
    headers: { host: HOST },
  });
  expect(res.statusCode).toBe(200);
  return res.json().salt as string;
}

function cookieFrom(setCookie: unknown): string {
  const line = Array.isArray(setCookie) ? setCookie[0] : String(setCookie);
  return line.split(';')[0]!;
}

function protocolSuite(startApp: () => Promise<{ app: ContactApp; dump(): Promise<string> }>) {
  let server: ContactApp;
  let dump: () => Promise<string>;
  let app: FastifyInstance;

  beforeEach(async () => {
    ({ app: server, dump } = await startApp());
    app = server.app;
  });
  afterEach(async () => {
    await server.close();
  });

  const call: ReturnType<typeof siteRequests> = (options) => siteRequests(app)(options);

  const challenge = async () => {
    const res = await call({ method: 'POST', url: '/api/account/challenge' });
    expect(res.statusCode).toBe(200);
    return res.json().challenge as string;
  };

  /**
   * Registers or signs in as a browser does: a registration seals the device's name under its id at
   * once; a sign-in opens the account key it is answered, then names its device by a rename.
   */
  const signIn = async (
    device: Device,
    how: 'register' | 'login',
    name = 'device',
  ): Promise<{ status: number; body: { error?: string; code?: string } }> => {
    const salt = await saltOf(app);
    const deviceId = newDeviceId();
    const c = await challenge();
    const account = how === 'register' ? await newAccount(salt, device.passphrase) : undefined;
    const payload = account
      ? await registerBody(account, c, ORIGIN, {
          deviceId,
          device: await sealJson(account.keys, name, deviceContext(deviceId)),
        })
      : await loginBody(await loginKeys(salt, device.passphrase), c, ORIGIN, { deviceId });
    const res = await call({ method: 'POST', url: `/api/account/${how}`, payload });
    if (res.statusCode >= 300) return { status: res.statusCode, body: res.json() };
    device.cookie = cookieFrom(res.headers['set-cookie']);
    device.deviceId = deviceId;
    device.account = account ?? (await openAccount(salt, device.passphrase, res.json().wrappedKey));
    if (!account) {
      const renamed = await call({
        method: 'PATCH',
        url: `/api/account/devices/${deviceId}`,
        cookie: device.cookie,
        payload: { device: await sealJson(device.account.keys, name, deviceContext(deviceId)) },
      });
      expect(renamed.statusCode).toBe(200);
    }
    return { status: res.statusCode, body: res.json() };
  };

  const push = async (device: Device, records: unknown[]) =>
    call({ method: 'POST', url: '/api/sync/push', cookie: device.cookie, payload: { records } });

  const sealed = async (keys: AccountKeys, path: string, value: unknown, stamp: string) => {
    const name = await recordName(keys, path);
    return { name, body: await sealJson(keys, value, name), stamp, deleted: false };
  };

  it('registers, signs a second device in with the same passphrase, and syncs encrypted records between them', async () => {
    const passphrase = newPassphrase();
    const a: Device = { passphrase };
    const b: Device = { passphrase };
    const registered = await signIn(a, 'register', 'Laptop');
    expect(registered.status).toBe(201);

    const res = await call({ method: 'POST', url: '/api/account/challenge' });
    expect(res.headers['cache-control']).toBe('no-store');

    expect((await signIn(b, 'login', 'Phone')).status).toBe(200);
    expect(a.cookie).not.toEqual(b.cookie);

    const clock = new HybridClock('0a0b0c0d');
    const record = await sealed(
      keysOf(a),
      'watchlist/movie/550',
      { id: 550, title: 'Fight Club', media_type: 'movie' },
      clock.tick(),
    );
    const pushed = await push(a, [record]);
    expect(pushed.statusCode).toBe(200);
    expect(pushed.json()).toEqual({ applied: 1, stale: 0, seq: 1 });

    const pulled = await call({ method: 'GET', url: '/api/sync/pull?after=0', cookie: b.cookie });
    expect(pulled.statusCode).toBe(200);
    const { records, cursor, more } = pulled.json();
    expect(cursor).toBe(1);
    expect(more).toBe(false);
    expect(records).toHaveLength(1);
    expect(records[0].name).toBe(await recordName(keysOf(b), 'watchlist/movie/550'));
    expect(await openJson(keysOf(b), records[0].body, records[0].name)).toEqual({
      id: 550,
      title: 'Fight Club',
      media_type: 'movie',
    });

    const account = await call({ method: 'GET', url: '/api/account', cookie: b.cookie });
    const devices = account.json().devices as { id: string; device: string; current: boolean }[];
    expect(devices).toHaveLength(2);
    expect(devices.filter((d) => d.current)).toHaveLength(1);
    expect(
      await Promise.all(devices.map((d) => openJson(keysOf(b), d.device, deviceContext(d.id)))),
    ).toEqual(['Laptop', 'Phone']);
    expect(account.json().usage.records).toBe(1);

    // What the operator has: no title, id, path or device name in clear anywhere in the database.
    const everything = await dump();
    for (const secret of ['Fight Club', 'watchlist', 'movie/550', 'Laptop', 'Phone', passphrase]) {
      expect(everything).not.toContain(secret);
    }
    expect(everything).toContain(keysOf(a).publicKey);
  });

  it('signs a device out from another, renames one, and deletes the account with everything in it', async () => {
    const passphrase = newPassphrase();
    const a: Device = { passphrase };
    const b: Device = { passphrase };
    await signIn(a, 'register', 'A');
    await signIn(b, 'login', 'B');
    await push(a, [
      await sealed(
        keysOf(a),
        'favorites/tv/1399',
        { id: 1399 },
        new HybridClock('00000001').tick(),
      ),
    ]);

    const list = (await call({ method: 'GET', url: '/api/account', cookie: a.cookie })).json();
    const other = list.devices.find((d: { current: boolean }) => !d.current);
    const renamed = await call({
      method: 'PATCH',
      url: `/api/account/devices/${other.id}`,
      cookie: a.cookie,
      payload: { device: await sealJson(keysOf(a), 'Kitchen tablet', deviceContext(other.id)) },
    });
    expect(renamed.statusCode).toBe(200);
    const out = await call({
      method: 'DELETE',
      url: `/api/account/devices/${other.id}`,
      cookie: a.cookie,
    });
    expect(out.statusCode).toBe(200);
    const refused = await call({ method: 'GET', url: '/api/sync/pull', cookie: b.cookie });
    expect(refused.statusCode).toBe(401);
    // B, whenever it comes back, is told that another device signed it out.
    expect(refused.json()).toEqual({
      code: 'signed_out',
      ended: 'signed_out',
      error: ENDED_MESSAGES.signed_out,
    });
    expect(
      (await call({ method: 'GET', url: '/api/sync/pull', cookie: a.cookie })).statusCode,
    ).toBe(200);

    // A device that signs itself out is told nothing more.
    const d: Device = { passphrase };
    await signIn(d, 'login', 'D');
    expect(
      (await call({ method: 'POST', url: '/api/account/logout', cookie: d.cookie })).statusCode,
    ).toBe(200);
    const own = await call({ method: 'GET', url: '/api/sync/pull', cookie: d.cookie });
    expect(own.statusCode).toBe(401);
    expect(own.json()).not.toHaveProperty('ended');

    const c: Device = { passphrase };
    await signIn(c, 'login', 'C');
    const deleted = await call({ method: 'DELETE', url: '/api/account', cookie: a.cookie });
    expect(deleted.statusCode).toBe(200);
    expect(String(deleted.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expect((await call({ method: 'GET', url: '/api/account', cookie: a.cookie })).statusCode).toBe(
      401,
    );
    // C was not there: its next request says the account was deleted.
    const gone = await call({ method: 'GET', url: '/api/sync/pull', cookie: c.cookie });
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toMatchObject({ ended: 'deleted', error: ENDED_MESSAGES.deleted });
    expect((await signIn({ passphrase }, 'login')).status).toBe(404);
    expect(await dump()).not.toContain(keysOf(a).publicKey);
    // The same passphrase can start again.
    expect((await signIn({ passphrase }, 'register')).status).toBe(201);
  });

  it('refuses every hostile or broken request with a clear error, changing nothing and never a 5xx', async () => {
    const a: Device = { passphrase: newPassphrase() };
    await signIn(a, 'register');
    const intruder: Device = { passphrase: newPassphrase() };
    const salt = await saltOf(app);
    const intruderLogin = await loginKeys(salt, intruder.passphrase);
    const aLogin = a.account!.login;
    const record = await sealed(
      keysOf(a),
      'watchlist/movie/1',
      { id: 1 },
      new HybridClock('00000002').tick(),
    );
    const statuses: number[] = [];
    const refuse = async (
      res: { statusCode: number; json(): { error?: string } },
      status: number,
    ) => {
      statuses.push(res.statusCode);
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toMatch(/\w+ \w+/);
    };

    // A signature over another challenge, then that challenge again: both refused.
    const c = await challenge();
    const wrong = await call({
      method: 'POST',
      url: '/api/account/login',
      payload: await loginBody(aLogin, c, ORIGIN, { device: 'AAAA' }, { signer: intruderLogin }),
    });
    await refuse(wrong, 401);
    const reused = await call({
      method: 'POST',
      url: '/api/account/login',
      payload: await loginBody(aLogin, c, ORIGIN, { device: 'AAAA' }),
    });
    await refuse(reused, 401);
    expect(reused.json().code).toBe('challenge');
    // A challenge never issued.
    const made = toBase64Url(new Uint8Array(32).fill(7));
    await refuse(
      await call({
        method: 'POST',
        url: '/api/account/login',
        payload: await loginBody(aLogin, made, ORIGIN, { device: 'AAAA' }),
      }),
      401,
    );
    // An unknown public key signs correctly but has no account.
    const unknown = await signIn(intruder, 'login');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(
      'No account uses this passphrase. Check the words, or create an account.',
    );
    // Registering the same key twice.
    expect((await signIn({ passphrase: a.passphrase }, 'register')).status).toBe(409);

    // Forged, malformed and missing cookies.
    await refuse(
      await push({ passphrase: a.passphrase, cookie: `marquee_session=${'A'.repeat(43)}` }, [
        record,
      ]),
      401,
    );
    await refuse(
      await push({ passphrase: a.passphrase, cookie: 'marquee_session=<script>' }, [record]),
      401,
    );
    await refuse(await push({ passphrase: a.passphrase }, [record]), 401);

    // Another site, or no Origin, on a state-changing request; a GET needs none.
    for (const origin of ['https://evil.example', 'null', '']) {
      await refuse(
        await app.inject({
          method: 'POST',
          url: '/api/sync/push',
          headers: { host: HOST, cookie: a.cookie!, ...(origin ? { origin } : {}) },
          payload: { records: [record] },
        }),
        403,
      );
    }

    // Malformed records and bodies.
    const malformed: [string, unknown][] = [
      ['not a list', { records: 'x' }],
      ['no name', { records: [{ ...record, name: undefined }] }],
      ['bad stamp', { records: [{ ...record, stamp: '2026-01-01' }] }],
      ['deletion without a seal', { records: [{ ...record, deleted: true, body: null }] }],
      ['deletion with no body', { records: [{ ...record, deleted: true, body: undefined }] }],
      ['deletion too long', { records: [{ ...record, deleted: true, body: 'A'.repeat(4097) }] }],
      ['stamp too long', { records: [{ ...record, stamp: `${record.stamp}0` }] }],
      ['no deleted flag', { records: [{ ...record, deleted: 'no' }] }],
      ['plain body', { records: [{ ...record, body: 'hello world' }] }],
      ['array body', [record]],
    ];
    for (const [, payload] of malformed) {
      await refuse(
        await call({
          method: 'POST',
          url: '/api/sync/push',
          cookie: a.cookie,
          payload: payload as object,
        }),
        400,
      );
    }
    await refuse(
      await call({
        method: 'POST',
        url: '/api/sync/push',
        cookie: a.cookie,
        headers: { 'content-type': 'application/json' },
        payload: '{"records": [',
      }),
      400,
    );
    await refuse(
      await call({ method: 'GET', url: '/api/sync/pull?after=-1', cookie: a.cookie }),
      400,
    );
    await refuse(
      await call({ method: 'GET', url: '/api/sync/pull?after=1e9', cookie: a.cookie }),
      400,
    );

    // Ten thousand records in one push, and a body past the request limit.
    const many = Array.from({ length: 10_000 }, () => record);
    await refuse(await push(a, many), 413);
    await refuse(await push(a, [{ ...record, body: 'A'.repeat(9 * 1024 * 1024) }]), 413);

    // Nothing of it was kept.
    const pulled = await call({ method: 'GET', url: '/api/sync/pull', cookie: a.cookie });
    expect(pulled.json().records).toEqual([]);
    expect(statuses.every((s) => s < 500)).toBe(true);
  });
}

describe('accounts and sync on the embedded default', () => {
  protocolSuite(async () => {
    const app = await startContactApp({ ACCOUNT_AUTH_RATE_LIMIT: '1000' });
    return {
      app,
      dump: async () => {
        const file = path.join(app.dataDir, 'accounts.sqlite');
        const db = new Database(file, { readonly: true });
        try {
          const tables = ['accounts', 'account_sessions', 'account_challenges', 'account_records'];
          const rows = tables.map((t) => db.prepare(`SELECT * FROM ${t}`).all());
          return JSON.stringify(rows) + fs.readFileSync(file).toString('latin1');
        } finally {
          db.close();
        }
      },
    };
  });
});

describeWithPostgres('accounts and sync on postgres', (adminUrl) => {
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await drop?.();
    drop = undefined;
  });
  protocolSuite(async () => {
    const db = await createTestDatabase(adminUrl());
    drop = db.drop;
    const app = await startContactApp({ ACCOUNT_AUTH_RATE_LIMIT: '1000', DATABASE_URL: db.url });
    return {
      app,
      dump: async () => {
        const client = new pg.Client({ connectionString: db.url });
        await client.connect();
        try {
          const tables = ['accounts', 'account_sessions', 'account_challenges', 'account_records'];
          const rows = [];
          for (const t of tables) rows.push((await client.query(`SELECT * FROM ${t}`)).rows);
          return JSON.stringify(rows);
        } finally {
          await client.end();
        }
      },
    };
  });
});

describeWithPostgres('sync during a PostgreSQL outage', (adminUrl) => {
  it('answers 503 with Retry-After, and takes the push again once PostgreSQL is back', async () => {
    const db = await createTestDatabase(adminUrl());
    // The app reaches PostgreSQL through a relay the test can cut: the shared server never stops.
    const target = new URL(db.url);
    const sockets = new Set<net.Socket>();
    let cut = false;
    const relay = net.createServer((socket) => {
      if (cut) {
        socket.destroy();
        return;
      }
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      for (const end of [socket, upstream]) {
        sockets.add(end);
        end.on('close', () => sockets.delete(end));
        end.on('error', () => undefined);
      }
      socket.pipe(upstream).pipe(socket);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const relayed = new URL(db.url);
    relayed.host = `127.0.0.1:${(relay.address() as AddressInfo).port}`;
    const server = await startContactApp({
      ACCOUNT_AUTH_RATE_LIMIT: '1000',
      DATABASE_URL: relayed.href,
    });
    try {
      const call = siteRequests(server.app);
      const salt = (await call({ method: 'GET', url: '/api/account/setup' })).json().salt as string;
      const account = await newAccount(salt, newPassphrase());
      const deviceId = newDeviceId();
      const challenge = (await call({ method: 'POST', url: '/api/account/challenge' })).json()
        .challenge as string;
      const registered = await call({
        method: 'POST',
        url: '/api/account/register',
        payload: await registerBody(account, challenge, ORIGIN, {
          deviceId,
          device: await sealJson(account.keys, 'Laptop', deviceContext(deviceId)),
        }),
      });
      expect(registered.statusCode).toBe(201);
      const cookie = cookieFrom(registered.headers['set-cookie']);
      const name = await recordName(account.keys, 'watchlist/movie-550');
      const record = {
        name,
        body: await sealJson(account.keys, { path: 'watchlist/movie-550' }, name),
        stamp: new HybridClock('0000000a').tick(),
        deleted: false,
      };

      cut = true;
      for (const socket of sockets) socket.destroy();
      const refused = await call({
        method: 'POST',
        url: '/api/sync/push',
        cookie,
        payload: { records: [record] },
      });
      expect({
        status: refused.statusCode,
        retryAfter: refused.headers['retry-after'],
        code: refused.json().code,
      }).toEqual({ status: 503, retryAfter: '15', code: 'unavailable' });
      expect(refused.body).not.toMatch(/postgres:|ECONNREFUSED|127\.0\.0\.1/);

      cut = false;
      let again = refused;
      for (let i = 0; i < 40 && again.statusCode !== 200; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        again = await call({
          method: 'POST',
          url: '/api/sync/push',
          cookie,
          payload: { records: [record] },
        });
      }
      expect(again.statusCode).toBe(200);
    } finally {
      cut = true;
      for (const socket of sockets) socket.destroy();
      await server.close();
      await new Promise((resolve) => relay.close(resolve));
      await db.drop();
    }
  });
});

describe('the rest of the edges', () => {
  it('limits sign-in attempts per address, and answers 404 everywhere with ACCOUNTS=off', async () => {
    const limited = await startContactApp({ ACCOUNT_AUTH_RATE_LIMIT: '3' });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/account/challenge',
          headers: { host: HOST, origin: ORIGIN },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.json().error).toMatch(
            /^Too many sign-in attempts from your address\. Please try again in \d+ (seconds?|minutes?)\.$/,
          );
        }
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
    const off = await startContactApp({ ACCOUNTS: 'off' });
    try {
      for (const [method, url] of [
        ['POST', '/api/account/challenge'],
        ['POST', '/api/account/login'],
        ['GET', '/api/account/setup'],
        ['POST', '/api/account/keys'],
        ['GET', '/api/account'],
        ['POST', '/api/sync/push'],
        ['GET', '/api/sync/pull'],
        ['GET', '/api/sync/events'],
      ] as const) {
        const res = await off.app.inject({ method, url, headers: { host: HOST, origin: ORIGIN } });
        expect(res.statusCode).toBe(404);
      }
    } finally {
      await off.close();
    }
  });

  it('marks the session cookie HttpOnly, SameSite=Strict, Path=/api, and Secure over HTTPS', async () => {
    const server = await startContactApp({ TRUST_PROXY: '1' });
    try {
      const account = await newAccount(await saltOf(server.app));
      const register = async (proto: string) => {
        const c = (
          await server.app.inject({
            method: 'POST',
            url: '/api/account/challenge',
            headers: { host: HOST, origin: ORIGIN },
          })
        ).json().challenge;
        const origin = `${proto}://localhost`;
        return server.app.inject({
          method: 'POST',
          url: `/api/account/${proto === 'http' ? 'register' : 'login'}`,
          headers: { host: 'localhost', origin, 'x-forwarded-proto': proto },
          payload:
            proto === 'http'
              ? await registerBody(account, c, origin, { device: 'AAAA' })
              : await loginBody(account.login, c, origin, { device: 'AAAA' }),
        });
      };
      const plain = setCookieParts(String((await register('http')).headers['set-cookie']));
      expect(plain).toEqual({
        name: 'marquee_session',
        value: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        attributes: [
          'httponly',
          expect.stringMatching(/^max-age=\d+$/),
          'path=/api',
          'samesite=Strict',
        ],
      });
      const secure = setCookieParts(String((await register('https')).headers['set-cookie']));
      expect(secure.attributes).toContain('secure');
    } finally {
      await server.close();
    }
  });

  it("tells an open event stream about another device's push, sign-in and rename, and ends it when the device is signed out", async () => {
    const server = await startContactApp({ ACCOUNT_AUTH_RATE_LIMIT: '1000' });
    try {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (server.app.server.address() as AddressInfo).port;
      const owner = await newAccount(await saltOf(server.app));
      const { keys } = owner;
      const inject = server.app.inject.bind(server.app);
      const signIn = async (how: 'register' | 'login') => {
        const c = (
          await inject({
            method: 'POST',
            url: '/api/account/challenge',
            headers: { host: HOST, origin: ORIGIN },
          })
        ).json().challenge;
        const res = await inject({
          method: 'POST',
          url: `/api/account/${how}`,
          headers: { host: HOST, origin: ORIGIN },
          payload:
            how === 'register'
              ? await registerBody(owner, c, ORIGIN, { device: 'AAAA' })
              : await loginBody(owner.login, c, ORIGIN, { device: 'AAAA' }),
        });
        return cookieFrom(res.headers['set-cookie']);
      };
      const cookieA = await signIn('register');
      const cookieB = await signIn('login');

      const events: string[] = [];
      let ended!: () => void;
      const streamEnded = new Promise<void>((resolve) => (ended = resolve));
      const request = http.get(
        { host: '127.0.0.1', port, path: '/api/sync/events', headers: { cookie: cookieB } },
        (res) => {
          expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => events.push(chunk));
          res.on('end', ended);
        },
      );
      const waitFor = async (pattern: RegExp) => {
        for (let i = 0; i < 100 && !pattern.test(events.join('')); i += 1) {
          await new Promise((r) => setTimeout(r, 20));
        }
        expect(events.join('')).toMatch(pattern);
      };
      await waitFor(/event: ready\ndata: \{"seq":0\}/);

      const name = await recordName(keys, 'watchlist/movie/550');
      await inject({
        method: 'POST',
        url: '/api/sync/push',
        headers: { host: HOST, origin: ORIGIN, cookie: cookieA },
        payload: {
          records: [
            {
              name,
              body: await sealJson(keys, { id: 550 }, name),
              stamp: new HybridClock('0000000a').tick(),
              deleted: false,
            },
          ],
        },
      });
      await waitFor(/event: records\ndata: \{"seq":1\}/);

      // The device list's news: a third device signs in, then A renames itself.
      const devicesNews = () => events.join('').split('event: devices\n').length - 1;
      expect(devicesNews()).toBe(0);
      const cookieC = await signIn('login');
      await waitFor(/event: devices\n/);
      const me = (
        await inject({
          method: 'GET',
          url: '/api/account',
          headers: { host: HOST, cookie: cookieC },
        })
      ).json().deviceId;
      const renamed = await inject({
        method: 'PATCH',
        url: `/api/account/devices/${me}`,
        headers: { host: HOST, origin: ORIGIN, cookie: cookieC },
        payload: { device: 'BBBB' },
      });
      expect(renamed.statusCode).toBe(200);
      for (let i = 0; i < 100 && devicesNews() < 2; i += 1) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(devicesNews()).toBe(2);

      const account = (
        await inject({
          method: 'GET',
          url: '/api/account',
          headers: { host: HOST, cookie: cookieA },
        })
      ).json();
      const b = account.devices.find((d: { current: boolean }) => !d.current);
      await inject({
        method: 'DELETE',
        url: `/api/account/devices/${b.id}`,
        headers: { host: HOST, origin: ORIGIN, cookie: cookieA },
      });
      await waitFor(
        /event: signed-out\ndata: \{"ended":"signed_out","error":"This device was signed out from another/,
      );
      await streamEnded;
      request.destroy();
    } finally {
      await server.close();
    }
  });
});
