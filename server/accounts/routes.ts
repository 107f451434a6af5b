/**
 * Passphrase accounts and end-to-end encrypted sync (issue 25). The server knows an account by its
 * Ed25519 public key alone; it keeps hashed session tokens, device names and records that the browser
 * encrypted, merges records by name and stamp, and tells an account's open streams when something
 * changed. It never sees a passphrase, a key that opens anything, or a title.
 *
 * Every answer is JSON `{error, code}` on refusal (a sentence the app shows) and `cache-control:
 * no-store`. State-changing requests must come from this site (`Origin`); the session cookie is
 * HttpOnly, SameSite=Strict, Path=/api, and Secure over HTTPS.
 */
import { createHash, createPublicKey, randomBytes, verify } from 'node:crypto';

import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { ENDED_MESSAGES } from '../../common/accountEnded';
import type { EndedReason } from '../../common/accountEnded';
import { challengeMessage } from '../../common/accountCrypto';
import { STAMP_PATTERN } from '../../common/syncClock';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { contactRateStore } from '../shared/contactRateStore';
import type { SharedRedis } from '../shared/redis';
import { AccountLimitError } from '../storage/accountStore';
import type { AccountStore, IncomingRecord, SessionInfo } from '../storage/accountStore';
import { isUnreachable } from '../storage/engine';
import type { SyncFanout } from './fanout';

export const SESSION_COOKIE = 'marquee_session';
export const CHALLENGE_TTL_MS = 60_000;
/** The largest record body: an encrypted profile with its largest picture fits. */
export const MAX_BODY_CHARS = 600_000;
const MAX_REQUEST_BYTES = 8 * 1024 * 1024;
const PULL_PAGE = 500;
const HEARTBEAT_MS = 25_000;

const KEY_32 = /^[A-Za-z0-9_-]{43}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{86}$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const DEVICE_MAX_CHARS = 400;

/** A refusal, with the sentence the app shows and a code it can act on. */
export class AccountError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** For a session another device ended: why (the answer's `ended`). */
    readonly ended?: EndedReason,
  ) {
    super(message);
  }
}

const bad = (message: string) => new AccountError(400, 'bad_request', message);
const signedOut = () =>
  new AccountError(401, 'signed_out', 'You are signed out on this device. Sign in again to sync.');

const endedBy = (reason: EndedReason) =>
  new AccountError(401, 'signed_out', ENDED_MESSAGES[reason], reason);
const UNAVAILABLE =
  'Sync is unavailable right now. Your changes are kept in this browser and sent when it is back.';

declare module 'fastify' {
  interface FastifyRequest {
    account?: SessionInfo;
  }
}

export interface AccountRouteOptions {
  store: AccountStore;
  fanout: SyncFanout;
  redis?: SharedRedis;
  now?: () => number;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

function sessionCookie(request: FastifyRequest, token: string, maxAgeS: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${SESSION_COOKIE}=${token}; Path=/api; HttpOnly; SameSite=Strict; Max-Age=${maxAgeS}${secure}`;
}

function text(value: unknown, name: string, pattern: RegExp, max = 1000): string {
  if (typeof value !== 'string' || value.length > max || !pattern.test(value)) {
    throw bad(`The ${name} is missing or malformed.`);
  }
  return value;
}

function body(request: FastifyRequest): Record<string, unknown> {
  const value = request.body;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw bad('The request must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

/** Whether an Ed25519 signature by `publicKey` (base64url, 32 bytes) over the challenge holds. */
function signatureHolds(publicKey: string, challenge: string, signature: string): boolean {
  try {
    const key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: publicKey },
      format: 'jwk',
    });
    return verify(null, challengeMessage(challenge), key, Buffer.from(signature, 'base64url'));
  } catch {
    return false;
  }
}

function readRecords(value: unknown, batchMax: number): IncomingRecord[] {
  if (!Array.isArray(value)) throw bad('The records must be a list.');
  if (value.length > batchMax) {
    throw new AccountError(
      413,
      'batch_too_large',
      `Too many changes at once: at most ${batchMax} records go in one push.`,
    );
  }
  return value.map((item: unknown, index) => {
    const r = item as Record<string, unknown> | null;
    const where = `record ${index + 1}`;
    if (typeof r !== 'object' || r === null) throw bad(`The ${where} is not an object.`);
    const name = text(r.name, `name of ${where}`, KEY_32);
    const stamp = text(r.stamp, `stamp of ${where}`, STAMP_PATTERN);
    if (typeof r.deleted !== 'boolean')
      throw bad(`The ${where} does not say whether it is deleted.`);
    if (r.deleted) {
      if (r.body !== null && r.body !== undefined) throw bad(`The deleted ${where} has a body.`);
      return { name, stamp, deleted: true, body: null };
    }
    const recordBody = text(r.body, `body of ${where}`, BASE64URL, MAX_BODY_CHARS);
    if (recordBody.length < 38) throw bad(`The body of ${where} is too short to be encrypted.`);
    return { name, stamp, deleted: false, body: recordBody };
  });
}

/** "2 minutes", "30 seconds". */
function wait(ms: number): string {
  const s = Math.max(1, Math.ceil(ms / 1000));
  if (s >= 60) {
    const m = Math.ceil(s / 60);
    return `${m} minute${m === 1 ? '' : 's'}`;
  }
  return `${s} second${s === 1 ? '' : 's'}`;
}

export function accountRoutes(config: Config, logger: Logger, options: AccountRouteOptions) {
  const settings = config.accounts;
  const { store, fanout } = options;
  const now = options.now ?? Date.now;
  const sessionMs = settings.sessionDays * 86_400_000;

  return async function plugin(app: FastifyInstance): Promise<void> {
    if (!settings.enabled) {
      // Off: the routes do not exist (the app's catch-all answers 404 for /api/*).
      return;
    }

    await app.register(rateLimit, {
      global: false,
      store: contactRateStore(options.redis),
      errorResponseBuilder: (request, context) => {
        const forSync = request.url.startsWith('/api/sync');
        return new AccountError(
          429,
          'rate_limited',
          forSync
            ? `Too many sync requests from this account. Sync resumes in ${wait(context.ttl)}.`
            : `Too many sign-in attempts from your address. Please try again in ${wait(context.ttl)}.`,
        );
      },
    });

    app.setErrorHandler((error: FastifyError | AccountError, request, reply) => {
      const send = (status: number, code: string, message: string) =>
        reply.code(status).header('cache-control', 'no-store').send({ error: message, code });
      if (error instanceof AccountError) {
        if (error.ended) {
          return reply
            .code(error.statusCode)
            .header('cache-control', 'no-store')
            .send({ error: error.message, code: error.code, ended: error.ended });
        }
        return send(error.statusCode, error.code, error.message);
      }
      if (error instanceof AccountLimitError) {
        return send(
          422,
          'account_full',
          error.limit === 'records'
            ? `Your account is full: it keeps at most ${settings.maxRecords} records. Remove some titles to sync again.`
            : `Your account is full: it keeps at most ${Math.round(settings.maxBytes / 1048576)} MB. Remove some titles or your profile picture to sync again.`,
        );
      }
      if (isUnreachable(error)) {
        request.log.warn({ reason: error.message }, 'sync: storage unreachable');
        return send(503, 'unavailable', UNAVAILABLE);
      }
      switch (error.code) {
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          return send(413, 'too_large', 'This request is too large to be taken.');
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
          return send(415, 'bad_request', 'Requests are sent as JSON.');
        default:
          if (typeof error.statusCode === 'number' && error.statusCode < 500) {
            return send(400, 'bad_request', 'The request was not understood.');
          }
          // The error only: never the body, which may hold a record.
          request.log.error(
            { err: { message: error.message, code: error.code } },
            'sync request failed',
          );
          return send(500, 'failed', UNAVAILABLE);
      }
    });

    /** State changes come from this site only: the browser's Origin must name this host. */
    const sameOrigin = async (request: FastifyRequest) => {
      if (request.method === 'GET' || request.method === 'HEAD') return;
      const origin = request.headers.origin;
      let from: URL | undefined;
      try {
        from = origin ? new URL(origin) : undefined;
      } catch {
        from = undefined;
      }
      const site = config.site.url ? new URL(config.site.url).host : undefined;
      let own: URL | undefined;
      try {
        // Through URL, so that a default port written out (localhost:80) compares as left out.
        own = new URL(`${request.protocol}://${request.host}`);
      } catch {
        own = undefined;
      }
      const same =
        from !== undefined &&
        own !== undefined &&
        (from.host === own.host ||
          from.host === site ||
          // A proxy that passes the host name without its port (nginx's $host).
          (own.port === '' && from.hostname === own.hostname));
      if (!same) {
        throw new AccountError(
          403,
          'other_origin',
          'This request came from another site and was refused.',
        );
      }
    };

    const signedIn = async (request: FastifyRequest) => {
      const token = readCookie(request, SESSION_COOKIE);
      if (!token || !KEY_32.test(token)) throw signedOut();
      const hash = hashToken(token);
      const session = await store.session(hash, new Date(now()));
      if (!session) {
        const reason = await store.endedReason(hash, new Date(now()));
        throw reason ? endedBy(reason) : signedOut();
      }
      request.account = session;
    };

    const authLimit = {
      rateLimit: { max: settings.authPerMinute, timeWindow: 60_000 },
    };
    const syncLimit = {
      rateLimit: {
        max: settings.requestsPerMinute,
        timeWindow: 60_000,
        hook: 'preHandler' as const,
        keyGenerator: (request: FastifyRequest) =>
          `account:${request.account?.accountId ?? request.ip}`,
      },
    };

    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    // Open event streams end when the server begins to close, so shutdown does not wait on them.
    const streams = new Set<() => void>();
    app.addHook('preClose', async () => {
      for (const close of streams) close();
      streams.clear();
    });

    app.post('/api/account/challenge', { config: authLimit, onRequest: sameOrigin }, async () => {
      const challenge = randomBytes(32).toString('base64url');
      const at = now();
      await store.addChallenge(challenge, at + CHALLENGE_TTL_MS, at);
      return { challenge, expiresInSeconds: CHALLENGE_TTL_MS / 1000 };
    });

    /** Checks the signed challenge; answers the public key it was signed with. */
    const proven = async (request: FastifyRequest) => {
      const input = body(request);
      const publicKey = text(input.publicKey, 'public key', KEY_32);
      const challenge = text(input.challenge, 'challenge', KEY_32);
      const signature = text(input.signature, 'signature', SIGNATURE);
      const device = text(input.device, 'device name', BASE64URL, DEVICE_MAX_CHARS);
      // The challenge is used up whatever follows, so a signature cannot be tried twice.
      if (!(await store.takeChallenge(challenge, now()))) {
        throw new AccountError(
          401,
          'challenge',
          'This sign-in took too long or was already used. Please try again.',
        );
      }
      if (!signatureHolds(publicKey, challenge, signature)) {
        throw new AccountError(
          401,
          'signature',
          'The passphrase could not be confirmed. Please try again.',
        );
      }
      return { publicKey, device };
    };

    const startSession = async (
      request: FastifyRequest,
      reply: FastifyReply,
      accountId: number,
      device: string,
    ) => {
      const token = randomBytes(32).toString('base64url');
      const deviceId = randomBytes(12).toString('base64url');
      const at = now();
      await store.createSession({
        accountId,
        tokenHash: hashToken(token),
        deviceId,
        device,
        now: new Date(at),
        expiresAt: at + sessionMs,
      });
      // The account's other devices list this one from now on.
      fanout.publish(accountId, { kind: 'devices' });
      reply.header('set-cookie', sessionCookie(request, token, Math.floor(sessionMs / 1000)));
      return { deviceId };
    };

    app.post(
      '/api/account/register',
      { config: authLimit, onRequest: sameOrigin, bodyLimit: 16 * 1024 },
      async (request, reply) => {
        const { publicKey, device } = await proven(request);
        const accountId = await store.createAccount(publicKey, new Date(now()));
        if (accountId === undefined) {
          throw new AccountError(
            409,
            'exists',
            'An account with this passphrase exists already. Sign in with it instead.',
          );
        }
        request.log.info({ account: accountId }, 'account created');
        return reply.code(201).send(await startSession(request, reply, accountId, device));
      },
    );

    app.post(
      '/api/account/login',
      { config: authLimit, onRequest: sameOrigin, bodyLimit: 16 * 1024 },
      async (request, reply) => {
        const { publicKey, device } = await proven(request);
        const accountId = await store.accountId(publicKey);
        if (accountId === undefined) {
          throw new AccountError(
            404,
            'unknown',
            'No account uses this passphrase. Check the words, or create an account.',
          );
        }
        return startSession(request, reply, accountId, device);
      },
    );

    app.post(
      '/api/account/logout',
      { onRequest: [sameOrigin, signedIn] },
      async (request, reply) => {
        const { accountId, deviceId } = request.account!;
        await store.removeDevice(accountId, deviceId);
        fanout.publish(accountId, { kind: 'devices' });
        reply.header('set-cookie', sessionCookie(request, '', 0));
        return { ok: true };
      },
    );

    app.get('/api/account', { onRequest: signedIn }, async (request) => {
      const { accountId, deviceId } = request.account!;
      const devices = await store.devices(accountId, new Date(now()));
      const usage = await store.usage(accountId);
      return {
        deviceId,
        devices: devices.map((d) => ({ ...d, current: d.id === deviceId })),
        usage: { records: usage.records, bytes: usage.bytes },
        limits: {
          records: settings.maxRecords,
          bytes: settings.maxBytes,
          batch: settings.batchMax,
          requestsPerMinute: settings.requestsPerMinute,
        },
      };
    });

    const deviceParam = (request: FastifyRequest) =>
      text((request.params as { id?: unknown }).id, 'device', /^[A-Za-z0-9_-]{16}$/);
    const noDevice = () =>
      new AccountError(404, 'no_device', 'This device is not signed in to your account.');

    app.patch(
      '/api/account/devices/:id',
      { onRequest: [sameOrigin, signedIn], bodyLimit: 16 * 1024 },
      async (request) => {
        const id = deviceParam(request);
        const device = text(body(request).device, 'device name', BASE64URL, DEVICE_MAX_CHARS);
        const { accountId } = request.account!;
        if (!(await store.renameDevice(accountId, id, device))) throw noDevice();
        fanout.publish(accountId, { kind: 'devices' });
        return { ok: true };
      },
    );

    app.delete(
      '/api/account/devices/:id',
      { onRequest: [sameOrigin, signedIn] },
      async (request, reply) => {
        const id = deviceParam(request);
        const { accountId, deviceId } = request.account!;
        // Another device of the account is told why when it comes back; this one knows.
        const ending =
          id === deviceId ? undefined : { reason: 'signed_out' as const, now: new Date(now()) };
        if (!(await store.removeDevice(accountId, id, ending))) throw noDevice();
        fanout.publish(accountId, { kind: 'devices' });
        if (id === deviceId) reply.header('set-cookie', sessionCookie(request, '', 0));
        return { ok: true };
      },
    );

    app.delete(
      '/api/account/devices',
      { onRequest: [sameOrigin, signedIn] },
      async (request, reply) => {
        const { accountId } = request.account!;
        const removed = await store.removeAllDevices(accountId, new Date(now()));
        fanout.publish(accountId, { kind: 'devices' });
        reply.header('set-cookie', sessionCookie(request, '', 0));
        return { ok: true, removed };
      },
    );

    app.delete('/api/account', { onRequest: [sameOrigin, signedIn] }, async (request, reply) => {
      const { accountId } = request.account!;
      await store.deleteAccount(accountId, new Date(now()));
      fanout.publish(accountId, { kind: 'devices' });
      request.log.info({ account: accountId }, 'account deleted');
      reply.header('set-cookie', sessionCookie(request, '', 0));
      return { ok: true };
    });

    app.post(
      '/api/sync/push',
      { config: syncLimit, onRequest: [sameOrigin, signedIn], bodyLimit: MAX_REQUEST_BYTES },
      async (request) => {
        const records = readRecords(body(request).records, settings.batchMax);
        const { accountId } = request.account!;
        const result = await store.push(accountId, records, {
          maxRecords: settings.maxRecords,
          maxBytes: settings.maxBytes,
        });
        if (result.applied > 0) fanout.publish(accountId, { kind: 'records', seq: result.seq });
        return result;
      },
    );

    app.get('/api/sync/pull', { config: syncLimit, onRequest: signedIn }, async (request) => {
      const raw = (request.query as { after?: unknown }).after ?? '0';
      if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) {
        throw bad('The cursor ("after") must be a whole number.');
      }
      const after = Number(raw);
      const page = await store.pull(request.account!.accountId, after, PULL_PAGE + 1);
      const records = page.slice(0, PULL_PAGE);
      return {
        records,
        cursor: records.length ? records[records.length - 1]!.seq : after,
        more: page.length > PULL_PAGE,
      };
    });

    app.get('/api/sync/events', { onRequest: signedIn }, async (request, reply) => {
      const { accountId } = request.account!;
      const token = readCookie(request, SESSION_COOKIE)!;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx passes each event on at once rather than buffering the stream.
        'x-accel-buffering': 'no',
      });
      res.write(`retry: 3000\n\n`);
      const sendEvent = (event: string, data: unknown) =>
        res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      sendEvent('ready', { seq: (await store.usage(accountId)).seq });
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        res.end();
      };
      const heartbeat = setInterval(() => res.write(`: keep-alive\n\n`), HEARTBEAT_MS);
      heartbeat.unref();
      const unsubscribe = fanout.subscribe(accountId, (news) => {
        if (news.kind === 'records') {
          sendEvent('records', { seq: news.seq });
          return;
        }
        // A device was signed out, or the account deleted: is this one still signed in? If not, it
        // is told why.
        const hash = hashToken(token);
        void store.session(hash, new Date(now())).then(
          async (session) => {
            if (session) {
              sendEvent('devices', {});
              return;
            }
            const reason = await store.endedReason(hash, new Date(now())).catch(() => undefined);
            sendEvent('signed-out', reason ? { ended: reason, error: ENDED_MESSAGES[reason] } : {});
            close();
          },
          () => {},
        );
      });
      streams.add(close);
      request.raw.on('close', () => {
        streams.delete(close);
        close();
      });
    });
  };
}
