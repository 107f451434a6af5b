/**
 * What the account plugins (auth.ts, devices.ts, sync.ts) share, made once by routes.ts: the settings,
 * the store and fan-out, the clock, the session cookie, and the rate limits with their sentences.
 */
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';

import type { Config } from '../config';
import type { AccountStore, SessionInfo } from './accountStore';
import type { Refusal } from '../refusal';
import type { SyncFanout } from './fanout';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session (set by `signedIn`). */
    account?: SessionInfo;
  }
  interface FastifyInstance {
    /** onRequest: a state change (anything but GET and HEAD) must come from this site (Origin). */
    sameOrigin: onRequestAsyncHookHandler;
    /** onRequest: the request's session cookie names a live session; it is put in request.account. */
    signedIn: onRequestAsyncHookHandler;
  }
}

/** A route's `config` for @fastify/rate-limit. */
export interface LimitConfig {
  rateLimit: Record<string, unknown>;
}

export interface AccountContext {
  settings: Config['accounts'];
  store: AccountStore;
  fanout: SyncFanout;
  now: () => number;
  sessionMs: number;
  idleMs: number;
  tombstoneMs: number;
  /** The session cookie: set for a new session, ended (both names) at sign-out. */
  session: {
    start(request: FastifyRequest, reply: FastifyReply, token: string): void;
    end(request: FastifyRequest, reply: FastifyReply): void;
  };
  /** Counts a registration from the request's address (once its key is proven). */
  registrations(
    request: FastifyRequest,
  ): Promise<{ isAllowed: true } | { isAllowed: false; isExceeded: boolean; ttl: number }>;
  limits: {
    authLimit: LimitConfig;
    syncLimit: LimitConfig;
    streamLimit: LimitConfig;
    renameLimit: LimitConfig;
    readLimit: LimitConfig;
  };
  /** "2 minutes", "30 seconds". */
  wait(ms: number): string;
  /** The refusal of a request whose session is gone. */
  signedOut(): Refusal;
}
