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
 *
 * This plugin sets up what every account route shares (the cookie parser, the rate limits, the error
 * answers, the `sameOrigin` and `signedIn` hooks, the stream roster) and registers the routes in
 * three plugins: auth.ts (challenge, register, sign in and out, key changes), devices.ts (the
 * account and its devices) and sync.ts (push, pull, events).
 */
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { ENDED_MESSAGES } from '../../common/accountEnded';
import type { EndedReason } from '../../common/accountEnded';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { Refusal, refusals } from '../refusal';
import { schemaRefusals } from '../schemas';
import { rateLimitStore } from '../shared/rateStore';
import type { SharedRedis } from '../shared/redis';
import { isUnreachable } from '../storage/engine';
import { AccountLimitError } from './accountStore';
import type { AccountStore } from './accountStore';
import { authRoutes } from './auth';
import type { AccountContext } from './context';
import { deviceRoutes } from './devices';
import type { SyncFanout } from './fanout';
import { KEY_32 } from './input';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE, hashToken, sessionToken } from './session';
import { StreamRoster } from './streamRoster';
import { sweepRegularly } from './sweep';
import { syncRoutes } from './sync';

export { PUSH_BODY_LIMIT } from './sync';
export { CHALLENGE_TTL_MS } from './auth';

const DAY_MS = 86_400_000;

const signedOut = () =>
  new Refusal(401, 'signed_out', 'You are signed out on this device. Sign in again to sync.');

const endedBy = (reason: EndedReason) =>
  new Refusal(401, 'signed_out', ENDED_MESSAGES[reason], { ended: reason });
/** When a browser should try again while the storage is unreachable, in seconds. */
const OUTAGE_RETRY_AFTER_S = 15;
const UNAVAILABLE =
  'Sync is unavailable right now. Your changes are kept in this browser and sent when it is back.';

export interface AccountRouteOptions {
  store: AccountStore;
  fanout: SyncFanout;
  redis?: SharedRedis;
  now?: () => number;
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
  const sessionMs = settings.sessionDays * DAY_MS;
  const idleMs = settings.sessionIdleDays * DAY_MS;
  const tombstoneMs = settings.tombstoneDays * DAY_MS;

  /** Served over HTTPS: as the request came (through TRUST_PROXY) or as the site's address says. */
  const overHttps = (request: FastifyRequest) =>
    request.protocol === 'https' || (config.site.url ?? '').startsWith('https:');

  /**
   * The session cookie: HttpOnly, SameSite=Strict; over HTTPS `__Host-` prefixed, Secure, Path=/;
   * over plain HTTP unprefixed with Path=/api.
   */
  const setSessionCookie = (
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    maxAgeS: number,
  ) => {
    const secure = overHttps(request);
    reply.setCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, token, {
      path: secure ? '/' : '/api',
      httpOnly: true,
      sameSite: 'strict',
      maxAge: maxAgeS,
      secure,
    });
  };

  const session: AccountContext['session'] = {
    start: (request, reply, token) =>
      setSessionCookie(request, reply, token, Math.floor(sessionMs / 1000)),
    /** Ends the session cookie: over HTTPS the unprefixed one too, which an earlier version set. */
    end: (request, reply) => {
      setSessionCookie(request, reply, '', 0);
      if (overHttps(request)) {
        reply.setCookie(SESSION_COOKIE, '', {
          path: '/api',
          httpOnly: true,
          sameSite: 'strict',
          maxAge: 0,
          secure: true,
        });
      }
    },
  };

  return async function plugin(root: FastifyInstance): Promise<void> {
    if (!settings.enabled) {
      // Off: the routes do not exist (the app's catch-all answers 404 for /api/*).
      return;
    }
    // Every route's body, query string and parameters are declared in TypeBox (./input.ts) and
    // refused in their schemas' sentences; the three route plugins inherit the compiler.
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    app.setValidatorCompiler(schemaRefusals);

    // Reads the request's cookies (request.cookies) and writes reply.setCookie's.
    await app.register(cookie);
    await app.register(rateLimit, {
      global: false,
      store: rateLimitStore(options.redis),
      errorResponseBuilder: (request, context) => {
        const forSync = request.url.startsWith('/api/sync');
        return new Refusal(
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

    const cannotRead = new Refusal(400, 'bad_request', 'The request was not understood.');
    app.setErrorHandler(
      refusals({
        words: {
          tooLarge: new Refusal(413, 'too_large', 'This request is too large to be taken.'),
          notJson: new Refusal(415, 'bad_request', 'Requests are sent as JSON.'),
          cutShort: cannotRead,
          unreadable: cannotRead,
        },
        send: (reply, refusal) =>
          reply
            .code(refusal.statusCode)
            .header('cache-control', 'no-store')
            .send({ error: refusal.message, code: refusal.code, ...refusal.details }),
        translate: (error, request, reply) => {
          if (error instanceof AccountLimitError && error.limit === 'site') {
            request.log.warn('sync: the deployment is full (ACCOUNTS_MAX_TOTAL_MB)');
            return new Refusal(
              507,
              'site_full',
              'This site has no room for more synced data right now. Your changes stay in this browser and sync once there is room again.',
            );
          }
          if (error instanceof AccountLimitError) {
            return new Refusal(
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
            return new Refusal(503, 'unavailable', UNAVAILABLE);
          }
          return undefined;
        },
        failed: new Refusal(500, 'failed', UNAVAILABLE),
        logAs: 'sync request failed',
      }),
    );

    /** State changes come from this site only: the browser's Origin must name this host. */
    app.decorate('sameOrigin', async (request: FastifyRequest) => {
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
        throw new Refusal(
          403,
          'other_origin',
          'This request came from another site and was refused.',
        );
      }
    });

    app.decorate('signedIn', async (request: FastifyRequest) => {
      const token = sessionToken(request);
      if (!token || !KEY_32.test(token)) throw signedOut();
      const hash = hashToken(token);
      const found = await store.session(hash, new Date(now()), idleMs);
      if (!found) {
        const reason = await store.endedReason(hash, new Date(now()));
        throw reason ? endedBy(reason) : signedOut();
      }
      request.account = found;
    });

    const authLimit = {
      rateLimit: { max: settings.authPerMinute, timeWindow: 60_000 },
    };
    /**
     * A limit per signed-in account (checked once the session is known, and before the request's
     * schema, so a malformed request counts as any other), with its own sentence.
     */
    const perAccount = (max: number, refusal?: (wait: string) => string) => ({
      rateLimit: {
        max,
        timeWindow: 60_000,
        hook: 'preValidation' as const,
        keyGenerator: (request: FastifyRequest) =>
          `account:${request.account?.accountId ?? request.ip}`,
        ...(refusal
          ? {
              errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
                new Refusal(429, 'rate_limited', refusal(wait(context.ttl))),
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

    const ctx: AccountContext = {
      settings,
      store,
      fanout,
      now,
      sessionMs,
      idleMs,
      tombstoneMs,
      session,
      registrations,
      limits: { authLimit, syncLimit, streamLimit, renameLimit, readLimit },
      wait,
      signedOut,
    };
    await app.register(authRoutes(ctx));
    await app.register(deviceRoutes(ctx));
    await app.register(syncRoutes(ctx, roster));
  };
}
