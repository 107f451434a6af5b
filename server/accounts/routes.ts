/**
 * Passphrase accounts and end-to-end encrypted sync (issue 25). The server knows an account by its
 * Ed25519 public key alone; it keeps hashed session tokens, device names and records that the browser
 * encrypted, merges records by name and stamp, and tells an account's open streams when something
 * changed. It never sees a passphrase, a key that opens anything, or a title.
 *
 * Every answer is JSON `{error, code}` on refusal (a sentence the app shows) and `cache-control:
 * no-store`. State-changing requests must come from this site (`Origin`); the session cookie is
 * HttpOnly and SameSite=Strict; over HTTPS it is `__Host-marquee_session` (Secure, Path=/, so no
 * other path or subdomain can set or shadow it), over plain HTTP `marquee_session` with Path=/api.
 *
 * Bounded for every visitor's sake (issue 32): stream caps per account and per address, rate limits
 * per account on sync, stream opens, renames and reads, registrations per address per day, and a
 * quota over all accounts together. Logs never name an account.
 */
import { createHash, createPublicKey, randomBytes, verify } from 'node:crypto';

import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { ENDED_MESSAGES } from '../../common/accountEnded';
import type { EndedReason } from '../../common/accountEnded';
import { challengeMessage, signedMessage } from '../../common/accountCrypto';
import type { SignPurpose } from '../../common/accountCrypto';
import { DEVICE_ID_PATTERN, PUSH_MAX_BYTES } from '../../common/syncLimits';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { rateLimitStore } from '../shared/rateStore';
import type { SharedRedis } from '../shared/redis';
import { AccountLimitError } from './accountStore';
import type { AccountStore, SessionInfo } from './accountStore';
import { isUnreachable } from '../storage/engine';
import type { SyncFanout } from './fanout';
import { eventStream } from './events';
import {
  AccountError,
  BASE64URL,
  DEVICE_MAX_CHARS,
  KEY_32,
  SIGNATURE,
  bad,
  body,
  readRecords,
  refuseStampsAhead,
  text,
} from './input';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE, hashToken, sessionToken } from './session';
import { StreamRoster } from './streamRoster';
import { sweepRegularly } from './sweep';

export const CHALLENGE_TTL_MS = 60_000;
/**
 * The largest push the server takes: a little above what the app sends at most (PUSH_MAX_BYTES), so
 * the app's own batches always fit. deploy/nginx.conf lets exactly this much through to /api/sync/.
 */
export const PUSH_BODY_LIMIT = PUSH_MAX_BYTES + 64 * 1024;
const PULL_PAGE = 500;
/** A wrapped account key: 12-byte IV, 32-byte key and 16-byte tag, in base64url (80 characters). */
const WRAPPED_KEY_MAX_CHARS = 200;
const DAY_MS = 86_400_000;

const signedOut = () =>
  new AccountError(401, 'signed_out', 'You are signed out on this device. Sign in again to sync.');

const endedBy = (reason: EndedReason) =>
  new AccountError(401, 'signed_out', ENDED_MESSAGES[reason], reason);
/** When a browser should try again while the storage is unreachable, in seconds. */
const OUTAGE_RETRY_AFTER_S = 15;
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

/** Whether an Ed25519 signature by `publicKey` (base64url, 32 bytes) over `message` holds. */
function signatureHolds(publicKey: string, message: Uint8Array, signature: string): boolean {
  try {
    const key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: publicKey },
      format: 'jwk',
    });
    return verify(null, message, key, Buffer.from(signature, 'base64url'));
  } catch {
    return false;
  }
}

/** The SHA-256 of a text, base64url: how a key change's signature names the wrapped key. */
const digestOf = (value: string) => createHash('sha256').update(value).digest('base64url');

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
  const sessionMs = settings.sessionDays * DAY_MS;
  const idleMs = settings.sessionIdleDays * DAY_MS;
  const tombstoneMs = settings.tombstoneDays * DAY_MS;

  /** Served over HTTPS: as the request came (through TRUST_PROXY) or as the site's address says. */
  const overHttps = (request: FastifyRequest) =>
    request.protocol === 'https' || (config.site.url ?? '').startsWith('https:');

  const sessionCookie = (request: FastifyRequest, token: string, maxAgeS: number): string =>
    overHttps(request)
      ? `${SECURE_SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeS}; Secure`
      : `${SESSION_COOKIE}=${token}; Path=/api; HttpOnly; SameSite=Strict; Max-Age=${maxAgeS}`;

  /** Ends the session cookie: over HTTPS the unprefixed one too, which an earlier version set. */
  const clearedCookies = (request: FastifyRequest): string[] =>
    overHttps(request)
      ? [
          sessionCookie(request, '', 0),
          `${SESSION_COOKIE}=; Path=/api; HttpOnly; SameSite=Strict; Max-Age=0; Secure`,
        ]
      : [sessionCookie(request, '', 0)];

  return async function plugin(app: FastifyInstance): Promise<void> {
    if (!settings.enabled) {
      // Off: the routes do not exist (the app's catch-all answers 404 for /api/*).
      return;
    }

    await app.register(rateLimit, {
      global: false,
      store: rateLimitStore(options.redis),
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
    // Counted only once a registration has proven its key, so a mistyped attempt costs nothing.
    const registrations = app.createRateLimit({
      max: settings.registrationsPerDay,
      timeWindow: DAY_MS,
      keyGenerator: (request) => `registrations:${request.ip}`,
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
      if (error instanceof AccountLimitError && error.limit === 'site') {
        request.log.warn('sync: the deployment is full (ACCOUNTS_MAX_TOTAL_MB)');
        return send(
          507,
          'site_full',
          'This site has no room for more synced data right now. Your changes stay in this browser and sync once there is room again.',
        );
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
        // The browser keeps its changes and tries again then (an outage is not a refusal).
        reply.header('retry-after', String(OUTAGE_RETRY_AFTER_S));
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
      const token = sessionToken(request);
      if (!token || !KEY_32.test(token)) throw signedOut();
      const hash = hashToken(token);
      const session = await store.session(hash, new Date(now()), idleMs);
      if (!session) {
        const reason = await store.endedReason(hash, new Date(now()));
        throw reason ? endedBy(reason) : signedOut();
      }
      request.account = session;
    };

    const authLimit = {
      rateLimit: { max: settings.authPerMinute, timeWindow: 60_000 },
    };
    /** A limit per signed-in account (checked once the session is known), with its own sentence. */
    const perAccount = (max: number, refusal?: (wait: string) => string) => ({
      rateLimit: {
        max,
        timeWindow: 60_000,
        hook: 'preHandler' as const,
        keyGenerator: (request: FastifyRequest) =>
          `account:${request.account?.accountId ?? request.ip}`,
        ...(refusal
          ? {
              errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
                new AccountError(429, 'rate_limited', refusal(wait(context.ttl))),
            }
          : {}),
      },
    });
    const syncLimit = perAccount(settings.requestsPerMinute);
    const streamLimit = perAccount(
      settings.streamOpensPerMinute,
      (after) =>
        `Live updates were reconnected too often from this account. They resume in ${after}; syncing still works meanwhile.`,
    );
    const renameLimit = perAccount(
      settings.renamesPerMinute,
      (after) => `Too many devices renamed in a short time. Please try again in ${after}.`,
    );
    const readLimit = perAccount(
      settings.readsPerMinute,
      (after) => `Your account was looked up too often. Please try again in ${after}.`,
    );

    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    // The open event streams, capped per account and per address (across instances with Redis), and
    // ended when the server begins to close, so shutdown does not wait on them.
    const roster = new StreamRoster(
      {
        perAccount: settings.streamsPerAccount,
        perAddress: settings.streamsPerAddress,
        refusals: {
          account:
            'Live updates stopped in this window: your account has too many windows open. It still syncs when you come back to it.',
          address:
            'Live updates stopped in this window: too many are open from your address. It still syncs when you come back to it.',
        },
      },
      options.redis,
      logger,
    );
    app.addHook('preClose', async () => roster.closeAll());
    app.addHook('onClose', async () => roster.close());

    sweepRegularly(app, store, { idleMs, tombstoneMs, now, logger });

    app.post('/api/account/challenge', { config: authLimit, onRequest: sameOrigin }, async () => {
      const challenge = randomBytes(32).toString('base64url');
      const at = now();
      await store.addChallenge(challenge, at + CHALLENGE_TTL_MS, at);
      return { challenge, expiresInSeconds: CHALLENGE_TTL_MS / 1000 };
    });

    /** The origin the browser signs for: the request's own (sameOrigin has checked it is this site). */
    const originOf = (request: FastifyRequest) => {
      try {
        return new URL(String(request.headers.origin)).origin;
      } catch {
        throw bad('The request does not say which site it came from.');
      }
    };

    /** Takes the challenge (used up whatever follows, so a signature cannot be tried twice). */
    const takeChallenge = async (challenge: string) => {
      if (!(await store.takeChallenge(challenge, now()))) {
        throw new AccountError(
          401,
          'challenge',
          'This sign-in took too long or was already used. Please try again.',
        );
      }
    };
    const unconfirmed = () =>
      new AccountError(
        401,
        'signature',
        'The passphrase could not be confirmed. Please try again.',
      );

    /**
     * Checks the signed challenge; answers the public key it was signed with. Version 2 signs purpose,
     * origin and public key beside the challenge; a version-1 signature (the challenge alone) is taken
     * only to sign in to an account that has not moved yet.
     */
    const proven = async (request: FastifyRequest, purpose: SignPurpose) => {
      const input = body(request);
      const version = input.version === 2 ? 2 : 1;
      const publicKey = text(input.publicKey, 'public key', KEY_32);
      const challenge = text(input.challenge, 'challenge', KEY_32);
      const signature = text(input.signature, 'signature', SIGNATURE);
      // A version-2 sign-in seals its device's name once the account key is open (then renames).
      const device =
        version === 2 && purpose === 'login' && input.device === ''
          ? ''
          : text(input.device, 'device name', BASE64URL, DEVICE_MAX_CHARS);
      // The browser may choose its device id, which it seals its device name with.
      const deviceId =
        input.deviceId === undefined
          ? undefined
          : text(input.deviceId, 'device id', DEVICE_ID_PATTERN, 16);
      if (version === 1 && purpose !== 'login') {
        throw new AccountError(
          400,
          'old_version',
          'This page is from an older version of the site. Reload it, then create your account.',
        );
      }
      const wrappedKey =
        purpose === 'register'
          ? text(input.wrappedKey, 'wrapped account key', BASE64URL, WRAPPED_KEY_MAX_CHARS)
          : undefined;
      await takeChallenge(challenge);
      const message =
        version === 2
          ? signedMessage(purpose, originOf(request), publicKey, challenge)
          : challengeMessage(challenge);
      if (!signatureHolds(publicKey, message, signature)) throw unconfirmed();
      return { version, publicKey, device, deviceId, wrappedKey };
    };

    const startSession = async (
      request: FastifyRequest,
      reply: FastifyReply,
      accountId: number,
      device: string,
      chosenId: string | undefined,
    ) => {
      const token = randomBytes(32).toString('base64url');
      const deviceId = chosenId ?? randomBytes(12).toString('base64url');
      const at = now();
      const created = await store.createSession({
        accountId,
        tokenHash: hashToken(token),
        deviceId,
        device,
        now: new Date(at),
        expiresAt: at + sessionMs,
        idleMs,
      });
      if (!created) {
        throw new AccountError(
          409,
          'device_exists',
          'This device is signed in to the account already. Reload the page, or sign out first.',
        );
      }
      // The account's other devices list this one from now on.
      fanout.publish(accountId, { kind: 'devices' });
      reply.header('set-cookie', sessionCookie(request, token, Math.floor(sessionMs / 1000)));
      return { deviceId };
    };

    // The deployment's salt for passphrase keys: made once, kept in the database (so a move to
    // another address keeps it), the same for everyone. It is no secret; it only makes the same
    // passphrase a different account on every deployment.
    let salt: Promise<string> | undefined;
    app.get('/api/account/setup', { config: authLimit }, async () => {
      salt ??= store
        .deploymentValue('account_salt', () => randomBytes(32).toString('base64url'))
        .catch((error: unknown) => {
          salt = undefined;
          throw error;
        });
      return { salt: await salt };
    });

    app.post(
      '/api/account/register',
      { config: authLimit, onRequest: sameOrigin, bodyLimit: 16 * 1024 },
      async (request, reply) => {
        const { publicKey, device, deviceId, wrappedKey } = await proven(request, 'register');
        const counted = await registrations(request);
        if (!counted.isAllowed && counted.isExceeded) {
          throw new AccountError(
            429,
            'too_many_accounts',
            `Too many accounts were created from your address today. Please try again in ${wait(counted.ttl)}.`,
          );
        }
        const accountId = await store.createAccount(publicKey, new Date(now()), wrappedKey);
        if (accountId === undefined) {
          throw new AccountError(
            409,
            'exists',
            'An account with this passphrase exists already. Sign in with it instead.',
          );
        }
        request.log.info('account created');
        return reply
          .code(201)
          .send(await startSession(request, reply, accountId, device, deviceId));
      },
    );

    app.post(
      '/api/account/login',
      { config: authLimit, onRequest: sameOrigin, bodyLimit: 16 * 1024 },
      async (request, reply) => {
        const { version, publicKey, device, deviceId } = await proven(request, 'login');
        const accountId = await store.accountId(publicKey);
        const keys = accountId === undefined ? undefined : await store.accountKeys(accountId);
        // Each version of keys signs in only to an account of its version: an account not moved
        // yet is found by the browser's second, version-1 try.
        if (accountId === undefined || !keys || keys.keyVersion !== version) {
          throw new AccountError(
            404,
            'unknown',
            'No account uses this passphrase. Check the words, or create an account.',
          );
        }
        const started = await startSession(request, reply, accountId, device, deviceId);
        return {
          ...started,
          keyVersion: keys.keyVersion,
          ...(keys.wrappedKey ? { wrappedKey: keys.wrappedKey } : {}),
        };
      },
    );

    /**
     * A change of the account's keys: a new passphrase (its public key and the account key wrapped by
     * it), or with `rotate` a new account key, which removes the records (the device sends them
     * again, sealed under it) and signs out every other device. Signed by the account's key and by
     * the new one over what changes, so a stolen session alone cannot change anything.
     */
    app.post(
      '/api/account/keys',
      {
        config: authLimit,
        onRequest: [sameOrigin, signedIn],
        bodyLimit: 16 * 1024,
      },
      async (request) => {
        const input = body(request);
        const challenge = text(input.challenge, 'challenge', KEY_32);
        const signature = text(input.signature, 'signature', SIGNATURE);
        const newPublicKey = text(input.newPublicKey, 'new public key', KEY_32);
        const newSignature = text(input.newSignature, 'new signature', SIGNATURE);
        const wrappedKey = text(
          input.wrappedKey,
          'wrapped account key',
          BASE64URL,
          WRAPPED_KEY_MAX_CHARS,
        );
        if (typeof input.rotate !== 'boolean')
          throw bad('The change does not say whether it rotates.');
        const seq = input.seq;
        if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 0) {
          throw bad('The sequence number is missing or malformed.');
        }
        const { accountId } = request.account!;
        const current = await store.accountKeys(accountId);
        if (!current) throw signedOut();
        await takeChallenge(challenge);
        const message = signedMessage(
          'change-keys',
          originOf(request),
          current.publicKey,
          challenge,
          `${newPublicKey}\n${digestOf(wrappedKey)}\n${input.rotate ? 'rotate' : 'keep'}\n${seq}`,
        );
        if (
          !signatureHolds(current.publicKey, message, signature) ||
          !signatureHolds(newPublicKey, message, newSignature)
        ) {
          throw unconfirmed();
        }
        const token = sessionToken(request)!;
        const result = await store.changeKeys(
          accountId,
          {
            publicKey: current.publicKey,
            newPublicKey,
            wrappedKey,
            rotate: input.rotate,
            seq,
            keepTokenHash: hashToken(token),
          },
          new Date(now()),
        );
        switch (result.status) {
          case 'behind':
            throw new AccountError(
              409,
              'behind',
              'Another device changed your lists meanwhile. Please try again.',
            );
          case 'stale_key':
            throw new AccountError(
              409,
              'stale_key',
              "Your account's keys were changed on another device meanwhile. Sign in again to change them.",
            );
          case 'exists':
            throw new AccountError(
              409,
              'exists',
              'Another account uses this passphrase. Please make a new one.',
            );
          default:
            break;
        }
        // The other devices: signed out (a rotation) or told to look at the device list again.
        fanout.publish(accountId, { kind: 'devices' });
        request.log.info(input.rotate ? 'account keys rotated' : 'account passphrase changed');
        return { ok: true, generation: result.generation };
      },
    );

    app.post(
      '/api/account/logout',
      { onRequest: [sameOrigin, signedIn] },
      async (request, reply) => {
        const { accountId, deviceId } = request.account!;
        await store.removeDevice(accountId, deviceId);
        fanout.publish(accountId, { kind: 'devices' });
        reply.header('set-cookie', clearedCookies(request));
        return { ok: true };
      },
    );

    app.get('/api/account', { config: readLimit, onRequest: signedIn }, async (request) => {
      const { accountId, deviceId } = request.account!;
      const devices = await store.devices(accountId, new Date(now()), idleMs);
      const usage = await store.usage(accountId);
      const keys = await store.accountKeys(accountId);
      return {
        deviceId,
        devices: devices.map((d) => ({ ...d, current: d.id === deviceId })),
        usage: { records: usage.records, bytes: usage.bytes },
        keyVersion: keys?.keyVersion ?? 1,
        // The account key wrapped by the passphrase: a passphrase change opens it again.
        wrappedKey: keys?.wrappedKey ?? null,
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
      { config: renameLimit, onRequest: [sameOrigin, signedIn], bodyLimit: 16 * 1024 },
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
        if (id === deviceId) reply.header('set-cookie', clearedCookies(request));
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
        reply.header('set-cookie', clearedCookies(request));
        return { ok: true, removed };
      },
    );

    app.delete('/api/account', { onRequest: [sameOrigin, signedIn] }, async (request, reply) => {
      const { accountId } = request.account!;
      await store.deleteAccount(accountId, new Date(now()));
      fanout.publish(accountId, { kind: 'devices' });
      request.log.info('account deleted');
      reply.header('set-cookie', clearedCookies(request));
      return { ok: true };
    });

    app.post(
      '/api/sync/push',
      { config: syncLimit, onRequest: [sameOrigin, signedIn], bodyLimit: PUSH_BODY_LIMIT },
      async (request) => {
        const records = readRecords(body(request).records, settings.batchMax);
        const at = now();
        refuseStampsAhead(records, at);
        const { accountId } = request.account!;
        const result = await store.push(
          accountId,
          records,
          {
            maxRecords: settings.maxRecords,
            maxBytes: settings.maxBytes,
            maxTotalBytes: settings.maxTotalBytes,
          },
          new Date(at),
        );
        if (result.applied > 0) fanout.publish(accountId, { kind: 'records', seq: result.seq });
        // On the way, this account's own old deletions go (the sweep does it for every account).
        await store.compactTombstones(at - tombstoneMs, accountId).catch(() => 0);
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
      const records = page.records.slice(0, PULL_PAGE);
      return {
        records,
        cursor: records.length ? records[records.length - 1]!.seq : after,
        more: page.records.length > PULL_PAGE,
        // Deletions up to here were forgotten: a device whose cursor is behind it resyncs whole.
        horizon: page.horizon,
      };
    });

    app.get(
      '/api/sync/events',
      { config: streamLimit, onRequest: signedIn },
      eventStream({
        store,
        fanout,
        roster,
        now,
        idleMs,
        checkEveryMs: settings.streamCheckS * 1000,
      }),
    );
  };
}
