/**
 * Every account and sync route's refusals of a malformed request, word for word, and every answer's
 * exact fields, on the real server. The routes' bodies, query strings and parameters are declared in
 * TypeBox (server/accounts/input.ts) and refused in the schemas' sentences; what a schema cannot say
 * (a batch too large, a record named by its number, an old page's registration) is the routes' own.
 * Both must read as they always did, and no answer may lose a field to its declared shape.
 */
import type { FastifyInstance } from 'fastify';

import { formatStamp } from '../../common/syncClock';
import {
  keyChangeBody,
  loginBody,
  newAccount,
  newDeviceId,
  nextKeys,
  registerBody,
  siteRequests,
  TEST_ORIGIN,
  withPassphrase,
} from './helpers/accounts';
import type { V2Account } from './helpers/accounts';
import { closeSharedSource, startContactApp } from './helpers/contact';
import type { ContactApp } from './helpers/contact';

jest.setTimeout(60_000);
afterAll(closeSharedSource);

const KEY = 'A'.repeat(43);
const SIG = 'A'.repeat(86);
const DEVICE_ID = 'A'.repeat(16);
const WRAPPED = 'A'.repeat(80);

const OBJECT = 'The request must be a JSON object.';
const malformed = (name: string) => `The ${name} is missing or malformed.`;
const CURSOR = 'The cursor ("after") must be a whole number.';
const LIST = 'The records must be a list.';

/** A well-formed record; the server never opens it. */
const record = (fields: Record<string, unknown> = {}) => ({
  name: KEY,
  stamp: formatStamp(Date.now(), 0, '0000abcd'),
  deleted: false,
  body: 'A'.repeat(64),
  ...fields,
});

const v2Body = (fields: Record<string, unknown> = {}) => ({
  version: 2,
  publicKey: KEY,
  challenge: KEY,
  signature: SIG,
  device: 'AAAA',
  wrappedKey: WRAPPED,
  ...fields,
});
const v1Body = (fields: Record<string, unknown> = {}) => ({
  publicKey: KEY,
  challenge: KEY,
  signature: SIG,
  device: 'AAAA',
  ...fields,
});
const keysBody = (fields: Record<string, unknown> = {}) => ({
  challenge: KEY,
  signature: SIG,
  newPublicKey: KEY,
  newSignature: SIG,
  wrappedKey: WRAPPED,
  rotate: false,
  seq: 0,
  ...fields,
});
/** Leaves `name` out of `body`. */
const without = (body: Record<string, unknown>, name: string) => {
  const { [name]: _left, ...rest } = body;
  return rest;
};

/** A refusal of ours: its status, code and sentence. */
const refusal = (status: number, code: string, error: string) => ({ status, code, error });
const badRequest = (error: string) => refusal(400, 'bad_request', error);
const CHALLENGE = refusal(
  401,
  'challenge',
  'This sign-in took too long or was already used. Please try again.',
);
const OLD_VERSION = refusal(
  400,
  'old_version',
  'This page is from an older version of the site. Reload it, then create your account.',
);

describe('the account routes’ refusals and answers', () => {
  let server: ContactApp;
  let app: FastifyInstance;
  let call: ReturnType<typeof siteRequests>;
  let account: V2Account;
  let cookie: string;
  let deviceId: string;

  beforeAll(async () => {
    server = await startContactApp({ ACCOUNT_AUTH_RATE_LIMIT: '1000', SYNC_RATE_LIMIT: '1000' });
    app = server.app;
    call = siteRequests(app);
    const salt = (await call({ method: 'GET', url: '/api/account/setup' })).json().salt as string;
    account = await newAccount(salt);
    deviceId = newDeviceId();
    const challenge = (await call({ method: 'POST', url: '/api/account/challenge' })).json()
      .challenge as string;
    const registered = await call({
      method: 'POST',
      url: '/api/account/register',
      payload: await registerBody(account, challenge, TEST_ORIGIN, { device: 'AAAA', deviceId }),
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toEqual({ deviceId });
    cookie = String(registered.headers['set-cookie']).split(';')[0]!;
  });
  afterAll(() => server.close());

  /** What a request was answered, as a refusal. */
  const refused = async (options: Parameters<typeof call>[0]) => {
    const res = await call(options);
    const { error, code, ...rest } = res.json() as Record<string, unknown>;
    expect(rest).toEqual({});
    return { status: res.statusCode, code, error };
  };
  const json = (payload: string) => ({
    headers: { 'content-type': 'application/json' },
    payload,
  });

  describe.each(['register', 'login'])('POST /api/account/%s', (how) => {
    const url = `/api/account/${how}`;
    it.each([
      ['a list', json('[1]'), badRequest(OBJECT)],
      ['null', json('null'), badRequest(OBJECT)],
      ['text', { headers: { 'content-type': 'text/plain' }, payload: 'hello' }, badRequest(OBJECT)],
      ['no body', {}, badRequest(OBJECT)],
      ['an empty object', { payload: {} }, badRequest(malformed('public key'))],
      [
        'a short public key',
        { payload: v2Body({ publicKey: 'x' }) },
        badRequest(malformed('public key')),
      ],
      [
        'a public key of other characters',
        { payload: v2Body({ publicKey: `${'A'.repeat(42)}+` }) },
        badRequest(malformed('public key')),
      ],
      [
        'a challenge as a number',
        { payload: v2Body({ challenge: 5 }) },
        badRequest(malformed('challenge')),
      ],
      [
        'no challenge',
        { payload: without(v2Body(), 'challenge') },
        badRequest(malformed('challenge')),
      ],
      [
        'a short signature',
        { payload: v2Body({ signature: SIG.slice(1) }) },
        badRequest(malformed('signature')),
      ],
      ['no device', { payload: without(v2Body(), 'device') }, badRequest(malformed('device name'))],
      [
        'a device too long',
        { payload: v2Body({ device: 'A'.repeat(401) }) },
        badRequest(malformed('device name')),
      ],
      [
        'a device of spaces',
        { payload: v2Body({ device: 'a b' }) },
        badRequest(malformed('device name')),
      ],
      [
        'a device id too short',
        { payload: v2Body({ deviceId: 'short' }) },
        badRequest(malformed('device id')),
      ],
      [
        'a device id of null',
        { payload: v2Body({ deviceId: null }) },
        badRequest(malformed('device id')),
      ],
      [
        'a device id too long',
        { payload: v2Body({ deviceId: `${DEVICE_ID}A` }) },
        badRequest(malformed('device id')),
      ],
      // Well-formed: on to the challenge, which was never issued.
      [
        'a device at its longest',
        { payload: v2Body({ device: 'A'.repeat(400), deviceId: DEVICE_ID }) },
        CHALLENGE,
      ],
      ['a field it does not read', { payload: v2Body({ colour: 'red' }) }, CHALLENGE],
    ])('refuses %s in its sentence', async (_name, options, expected) => {
      expect(await refused({ method: 'POST', url, ...options })).toEqual(expected);
    });
  });

  it.each([
    [
      'a version-2 registration without its device name',
      v2Body({ device: '' }),
      badRequest(malformed('device name')),
    ],
    ['a version-1 registration', v1Body(), OLD_VERSION],
    ['a registration whose version is text', v2Body({ version: '2' }), OLD_VERSION],
    [
      'a version-1 registration with a malformed device id',
      v1Body({ deviceId: 'x' }),
      badRequest(malformed('device id')),
    ],
    [
      'no wrapped key',
      without(v2Body(), 'wrappedKey'),
      badRequest(malformed('wrapped account key')),
    ],
    [
      'an empty wrapped key',
      v2Body({ wrappedKey: '' }),
      badRequest(malformed('wrapped account key')),
    ],
    [
      'a wrapped key too long',
      v2Body({ wrappedKey: 'A'.repeat(201) }),
      badRequest(malformed('wrapped account key')),
    ],
    ['a wrapped key at its longest', v2Body({ wrappedKey: 'A'.repeat(200) }), CHALLENGE],
  ])('POST /api/account/register refuses %s in its sentence', async (_name, payload, expected) => {
    expect(await refused({ method: 'POST', url: '/api/account/register', payload })).toEqual(
      expected,
    );
  });

  it.each([
    ['a version-2 sign-in with no device name yet', v2Body({ device: '' }), CHALLENGE],
    [
      'a version-1 sign-in without its device name',
      v1Body({ device: '' }),
      badRequest(malformed('device name')),
    ],
    ['a version-1 sign-in', v1Body(), CHALLENGE],
    ['a wrapped key, which a sign-in does not read', v2Body({ wrappedKey: 7 }), CHALLENGE],
  ])('POST /api/account/login takes or refuses %s', async (_name, payload, expected) => {
    expect(await refused({ method: 'POST', url: '/api/account/login', payload })).toEqual(expected);
  });

  it.each([
    ['a list', json('[]'), badRequest(OBJECT)],
    ['no body', {}, badRequest(OBJECT)],
    ['an empty object', { payload: {} }, badRequest(malformed('challenge'))],
    [
      'a short challenge',
      { payload: keysBody({ challenge: 'x' }) },
      badRequest(malformed('challenge')),
    ],
    [
      'no signature',
      { payload: without(keysBody(), 'signature') },
      badRequest(malformed('signature')),
    ],
    [
      'a new public key as a list',
      { payload: keysBody({ newPublicKey: [KEY] }) },
      badRequest(malformed('new public key')),
    ],
    [
      'a short new signature',
      { payload: keysBody({ newSignature: 'AA' }) },
      badRequest(malformed('new signature')),
    ],
    [
      'no wrapped key',
      { payload: without(keysBody(), 'wrappedKey') },
      badRequest(malformed('wrapped account key')),
    ],
    [
      'a wrapped key too long',
      { payload: keysBody({ wrappedKey: 'A'.repeat(201) }) },
      badRequest(malformed('wrapped account key')),
    ],
    [
      'no rotate',
      { payload: without(keysBody(), 'rotate') },
      badRequest('The change does not say whether it rotates.'),
    ],
    [
      'rotate as text',
      { payload: keysBody({ rotate: 'yes' }) },
      badRequest('The change does not say whether it rotates.'),
    ],
    [
      'no seq',
      { payload: without(keysBody(), 'seq') },
      badRequest('The sequence number is missing or malformed.'),
    ],
    [
      'a negative seq',
      { payload: keysBody({ seq: -1 }) },
      badRequest('The sequence number is missing or malformed.'),
    ],
    [
      'a fractional seq',
      { payload: keysBody({ seq: 1.5 }) },
      badRequest('The sequence number is missing or malformed.'),
    ],
    [
      'a seq as text',
      { payload: keysBody({ seq: '3' }) },
      badRequest('The sequence number is missing or malformed.'),
    ],
    [
      'a seq past 2^53',
      { payload: keysBody({ seq: 2 ** 53 }) },
      badRequest('The sequence number is missing or malformed.'),
    ],
    [
      'a well-formed change over a challenge never issued',
      { payload: keysBody({ seq: 2 ** 53 - 1, rotate: true }) },
      CHALLENGE,
    ],
  ])('POST /api/account/keys refuses %s in its sentence', async (_name, options, expected) => {
    expect(await refused({ method: 'POST', url: '/api/account/keys', cookie, ...options })).toEqual(
      expected,
    );
  });

  const NO_DEVICE = refusal(404, 'no_device', 'This device is not signed in to your account.');
  it.each([
    ['a short id', 'short', { payload: { device: 'AAAA' } }, badRequest(malformed('device'))],
    [
      'an id too long',
      `${DEVICE_ID}A`,
      { payload: { device: 'AAAA' } },
      badRequest(malformed('device')),
    ],
    [
      'an id of other characters',
      'AAAAAAAAAAAAAAA%2B',
      { payload: { device: 'AAAA' } },
      badRequest(malformed('device')),
    ],
    // The id is read before the body.
    ['a short id and a list', 'short', json('[]'), badRequest(malformed('device'))],
    ['a list', DEVICE_ID, json('[]'), badRequest(OBJECT)],
    ['no device name', DEVICE_ID, { payload: {} }, badRequest(malformed('device name'))],
    [
      'a device name as a number',
      DEVICE_ID,
      { payload: { device: 4 } },
      badRequest(malformed('device name')),
    ],
    [
      'an empty device name',
      DEVICE_ID,
      { payload: { device: '' } },
      badRequest(malformed('device name')),
    ],
    [
      'a device that is not signed in',
      DEVICE_ID,
      { payload: { device: 'AAAA', extra: 1 } },
      NO_DEVICE,
    ],
  ])(
    'PATCH /api/account/devices/:id refuses %s in its sentence',
    async (_name, id, options, expected) => {
      expect(
        await refused({ method: 'PATCH', url: `/api/account/devices/${id}`, cookie, ...options }),
      ).toEqual(expected);
    },
  );

  it.each([
    ['a short id', 'short', badRequest(malformed('device'))],
    ['a device that is not signed in', DEVICE_ID, NO_DEVICE],
  ])('DELETE /api/account/devices/:id refuses %s in its sentence', async (_name, id, expected) => {
    expect(await refused({ method: 'DELETE', url: `/api/account/devices/${id}`, cookie })).toEqual(
      expected,
    );
  });

  it.each([
    ['a list', json('[]'), badRequest(OBJECT)],
    ['no body', {}, badRequest(OBJECT)],
    ['text', { headers: { 'content-type': 'text/plain' }, payload: 'x' }, badRequest(OBJECT)],
    ['no records', { payload: {} }, badRequest(LIST)],
    ['records as text', { payload: { records: 'x' } }, badRequest(LIST)],
    ['records of null', { payload: { records: null } }, badRequest(LIST)],
    ['records as an object', { payload: { records: { 0: record() } } }, badRequest(LIST)],
    [
      'a record that is a number',
      { payload: { records: [1] } },
      badRequest('The record 1 is not an object.'),
    ],
    [
      'a second record of null',
      { payload: { records: [record(), null] } },
      badRequest('The record 2 is not an object.'),
    ],
    [
      'a record with no name',
      { payload: { records: [record({ name: undefined })] } },
      badRequest(malformed('name of record 1')),
    ],
    [
      'a record that is a list',
      { payload: { records: [record(), [1]] } },
      badRequest(malformed('name of record 2')),
    ],
    [
      'a bad stamp',
      { payload: { records: [record({ stamp: '2026-01-01' })] } },
      badRequest(malformed('stamp of record 1')),
    ],
    [
      'a stamp too long',
      { payload: { records: [record({ stamp: `${record().stamp}0` })] } },
      badRequest(malformed('stamp of record 1')),
    ],
    [
      'no deleted flag',
      { payload: { records: [record({ deleted: 'no' })] } },
      badRequest('The record 1 does not say whether it is deleted.'),
    ],
    [
      'a deletion without a seal',
      { payload: { records: [record({ deleted: true, body: null })] } },
      badRequest('The deleted record 1 is not sealed.'),
    ],
    [
      'a deletion with no body',
      { payload: { records: [record({ deleted: true, body: undefined })] } },
      badRequest('The deleted record 1 is not sealed.'),
    ],
    [
      'a deletion too long',
      { payload: { records: [record({ deleted: true, body: 'A'.repeat(4097) })] } },
      badRequest(malformed('body of record 1')),
    ],
    [
      'a plain body',
      { payload: { records: [record({ body: 'hello world' })] } },
      badRequest(malformed('body of record 1')),
    ],
    [
      'a body of null',
      { payload: { records: [record({ body: null })] } },
      badRequest(malformed('body of record 1')),
    ],
    [
      'a body too short to be sealed',
      { payload: { records: [record({ body: 'A'.repeat(37) })] } },
      badRequest('The body of record 1 is too short to be encrypted.'),
    ],
    // Counted before any record is read.
    [
      'more records than a push takes',
      { payload: { records: Array.from({ length: 501 }, () => 1) } },
      refusal(
        413,
        'batch_too_large',
        'Too many changes at once: at most 500 records go in one push.',
      ),
    ],
  ])('POST /api/sync/push refuses %s in its sentence', async (_name, options, expected) => {
    expect(await refused({ method: 'POST', url: '/api/sync/push', cookie, ...options })).toEqual(
      expected,
    );
  });

  it.each([['-1'], ['1e9'], ['abc'], [''], ['1&after=2'], ['1234567890123456'], ['%201']])(
    'GET /api/sync/pull refuses after=%s in its sentence',
    async (after) => {
      expect(
        await refused({ method: 'GET', url: `/api/sync/pull?after=${after}`, cookie }),
      ).toEqual(badRequest(CURSOR));
    },
  );

  it('answers every route with all of its fields, and only those', async () => {
    const challenge = await call({ method: 'POST', url: '/api/account/challenge' });
    expect(challenge.json()).toEqual({
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresInSeconds: 60,
    });
    expect((await call({ method: 'GET', url: '/api/account/setup' })).json()).toEqual({
      salt: account.salt,
    });

    const stamp = formatStamp(Date.now(), 0, '0000abcd');
    const pushed = await call({
      method: 'POST',
      url: '/api/sync/push',
      cookie,
      payload: { records: [record({ stamp }), record({ name: 'B'.repeat(43), stamp })] },
    });
    expect(pushed.json()).toEqual({ applied: 2, stale: 0, seq: 2 });
    const pulled = await call({ method: 'GET', url: '/api/sync/pull?after=1&utm=x', cookie });
    expect(pulled.json()).toEqual({
      records: [{ name: 'B'.repeat(43), body: 'A'.repeat(64), stamp, deleted: false, seq: 2 }],
      cursor: 2,
      more: false,
      horizon: 0,
    });
    expect((await call({ method: 'GET', url: '/api/sync/pull', cookie })).json()).toMatchObject({
      cursor: 2,
    });
    const empty = await call({ method: 'GET', url: '/api/sync/pull?after=0002', cookie });
    expect(empty.json()).toEqual({ records: [], cursor: 2, more: false, horizon: 0 });

    const info = await call({ method: 'GET', url: '/api/account', cookie });
    expect(info.json()).toEqual({
      deviceId,
      devices: [
        {
          id: deviceId,
          device: 'AAAA',
          createdAt: expect.any(String),
          lastSeenAt: expect.any(String),
          current: true,
        },
      ],
      usage: { records: 2, bytes: 128 },
      keyVersion: 2,
      wrappedKey: account.wrappedKey,
      limits: { records: 20_000, bytes: 10 * 1024 * 1024, batch: 500, requestsPerMinute: 1000 },
    });
    expect(
      (
        await call({
          method: 'PATCH',
          url: `/api/account/devices/${deviceId}`,
          cookie,
          payload: { device: 'BBBB' },
        })
      ).json(),
    ).toEqual({ ok: true });

    // A new passphrase, then a sign-in with it.
    const renewed = await withPassphrase(account);
    const c = (await call({ method: 'POST', url: '/api/account/challenge' })).json()
      .challenge as string;
    const change = await call({
      method: 'POST',
      url: '/api/account/keys',
      cookie,
      payload: await keyChangeBody({
        current: account.login,
        next: nextKeys(renewed),
        rotate: false,
        seq: 2,
        challenge: c,
        origin: TEST_ORIGIN,
      }),
    });
    expect(change.json()).toEqual({ ok: true, generation: 1 });
    const c2 = (await call({ method: 'POST', url: '/api/account/challenge' })).json()
      .challenge as string;
    const other = newDeviceId();
    const login = await call({
      method: 'POST',
      url: '/api/account/login',
      payload: await loginBody(renewed.login, c2, TEST_ORIGIN, { deviceId: other }),
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({
      deviceId: other,
      keyVersion: 2,
      wrappedKey: renewed.wrappedKey,
    });
    const otherCookie = String(login.headers['set-cookie']).split(';')[0]!;

    expect(
      (await call({ method: 'DELETE', url: `/api/account/devices/${other}`, cookie })).json(),
    ).toEqual({ ok: true });
    expect(
      (await call({ method: 'POST', url: '/api/account/logout', cookie: otherCookie })).statusCode,
    ).toBe(401);
    expect((await call({ method: 'DELETE', url: '/api/account/devices', cookie })).json()).toEqual({
      ok: true,
      removed: 1,
    });
  });

  it('answers sign-out and deletion with ok alone', async () => {
    const salt = account.salt;
    const enter = async () => {
      const fresh = await newAccount(salt);
      const c = (await call({ method: 'POST', url: '/api/account/challenge' })).json()
        .challenge as string;
      const res = await call({
        method: 'POST',
        url: '/api/account/register',
        payload: await registerBody(fresh, c, TEST_ORIGIN, { device: 'AAAA' }),
      });
      expect(res.json()).toEqual({ deviceId: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/) });
      return String(res.headers['set-cookie']).split(';')[0]!;
    };
    const first = await enter();
    expect(
      (await call({ method: 'POST', url: '/api/account/logout', cookie: first })).json(),
    ).toEqual({ ok: true });
    const second = await enter();
    expect((await call({ method: 'DELETE', url: '/api/account', cookie: second })).json()).toEqual({
      ok: true,
    });
  });
});

describe('a malformed sync request', () => {
  it('counts toward its account’s sync limit as any other', async () => {
    const server = await startContactApp({ ACCOUNT_AUTH_RATE_LIMIT: '1000', SYNC_RATE_LIMIT: '2' });
    try {
      const call = siteRequests(server.app);
      const salt = (await call({ method: 'GET', url: '/api/account/setup' })).json().salt as string;
      const challenge = (await call({ method: 'POST', url: '/api/account/challenge' })).json()
        .challenge as string;
      const registered = await call({
        method: 'POST',
        url: '/api/account/register',
        payload: await registerBody(await newAccount(salt), challenge, TEST_ORIGIN, {
          device: 'AAAA',
        }),
      });
      const cookie = String(registered.headers['set-cookie']).split(';')[0]!;
      // Each route counts on its own.
      for (const [url, payload] of [
        ['/api/sync/pull?after=x', undefined],
        ['/api/sync/push', {}],
      ] as const) {
        const method = payload ? 'POST' : 'GET';
        for (let i = 0; i < 2; i++) {
          expect((await call({ method, url, cookie, payload })).statusCode).toBe(400);
        }
        const third = await call({ method, url, cookie, payload });
        expect(third.statusCode).toBe(429);
        expect(third.json().code).toBe('rate_limited');
      }
    } finally {
      await server.close();
    }
  });
});
