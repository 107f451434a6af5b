import { msg } from '@lingui/core/macro';
import { createAction } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';

import { endedReason } from '@common/accountEnded';
import type { EndedReason } from '@common/accountEnded';

/**
 * The account and sync endpoints (server/accounts/routes.ts), for the sync code only: no component
 * calls them. Every refusal becomes a SyncApiError carrying the server's sentence; a request that
 * never got an answer (offline, server away) is a SyncApiError with status 0.
 */

export interface WireRecord {
  name: string;
  /** Sealed (common/syncRecord), deletions included; null only in records of format 1. */
  body: string | null;
  stamp: string;
  deleted: boolean;
}

export interface PulledRecord extends WireRecord {
  seq: number;
}

export interface AccountInfo {
  deviceId: string;
  devices: {
    id: string;
    device: string;
    createdAt: string;
    lastSeenAt: string;
    current: boolean;
  }[];
  usage: { records: number; bytes: number };
  /** 2 once the account has a wrapped account key (1: keys from the passphrase alone). */
  keyVersion?: number;
  wrappedKey?: string | null;
  limits: { records: number; bytes: number; batch: number; requestsPerMinute: number };
}

/**
 * The sentences below reach the screen through the account's state and its errors, which keep plain
 * text: each is a message whose id is its English (scripts/babel-compiled-messages.cjs), so what shows
 * it translates it with `i18n._(text)`.
 */
const OFFLINE = msg`You are offline. Changes are kept in this browser and sent when you are back.`
  .id;
const SYNC_FAILED = msg`Sync failed. Your changes are kept in this browser.`.id;
const NO_ACCOUNTS = msg`Accounts are not available on this site.`.id;
const SYNC_UNAVAILABLE = msg`Sync is unavailable right now. Your changes are kept in this browser.`
  .id;

export class SyncApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** A signed-out refusal's reason: another device ended this one's session, and how. */
    readonly ended?: EndedReason,
    /** When the server said to try again (a 503 during an outage), in ms. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }

  /** The error a refusal kept in the API's state stands for. */
  static of(failure: unknown): SyncApiError {
    if (failure instanceof SyncApiError) return failure;
    const { status, code, message, ended, retryAfterMs } = (failure ??
      {}) as Partial<AccountFailure>;
    return new SyncApiError(
      typeof status === 'number' ? status : 0,
      typeof code === 'string' ? code : 'failed',
      typeof message === 'string' ? message : SYNC_FAILED,
      ended,
      retryAfterMs,
    );
  }

  get offline(): boolean {
    return this.status === 0 || this.status === 503;
  }

  get signedOut(): boolean {
    return this.status === 401 && this.code === 'signed_out';
  }
}

/** The server's clock from an answer's Date header, with the request's send and receive times. */
export interface ServerTime {
  serverMs: number;
  sentAt: number;
  receivedAt: number;
}

/** A request of the account API, as its endpoints describe it. */
interface AccountRequest {
  method: string;
  path: string;
  body?: unknown;
}

/** A refusal as it is kept in the API's state (plain data): SyncApiError rebuilds it. */
export interface AccountFailure {
  status: number;
  code: string;
  message: string;
  ended?: EndedReason;
  /** When the server said to try again (its Retry-After), in ms. */
  retryAfterMs?: number;
}

/** A Retry-After in seconds, as ms, within reason (1 s to 10 min); undefined when there is none. */
function retryAfter(header: string | null): number | undefined {
  const seconds = Number(header);
  return header && Number.isFinite(seconds) && seconds > 0
    ? Math.min(Math.max(seconds, 1), 600) * 1000
    : undefined;
}

/** The server's clock, read off an answer's Date header: the sync code sets its clock by it. */
export const serverClockRead = createAction<ServerTime>('accountApi/serverClockRead');

/**
 * The API's one way to the server: same-origin JSON, never cached, every refusal a failure carrying the
 * server's sentence (a request that never got an answer is status 0), every answer's Date header
 * reported (`serverClockRead`).
 */
const accountBaseQuery: BaseQueryFn<AccountRequest, unknown, AccountFailure> = async (
  { method, path, body },
  api,
) => {
  const sentAt = Date.now();
  let response: Response;
  try {
    response = await fetch(new URL(path, window.location.origin).href, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { error: { status: 0, code: 'offline', message: OFFLINE } };
  }
  const date = Date.parse(response.headers.get('date') ?? '');
  if (Number.isFinite(date)) {
    api.dispatch(serverClockRead({ serverMs: date, sentAt, receivedAt: Date.now() }));
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  if (response.ok) return { data: json };
  const refusal = (json ?? {}) as { error?: unknown; code?: unknown; ended?: unknown };
  const ended = endedReason(refusal.ended);
  const retryAfterMs = retryAfter(response.headers.get('retry-after'));
  return {
    error: {
      status: response.status,
      code: typeof refusal.code === 'string' ? refusal.code : 'failed',
      message:
        typeof refusal.error === 'string'
          ? refusal.error
          : response.status === 404
            ? NO_ACCOUNTS
            : SYNC_UNAVAILABLE,
      ...(ended ? { ended } : {}),
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    },
  };
};

/**
 * A sign-in or registration: the signed challenge, and this device's id and sealed name. Version 2
 * (common/accountCrypto) signs purpose, origin and public key too, and a registration hands the server
 * the wrapped account key; without `version`, a version-1 sign-in (an account not moved yet).
 */
export interface EnterBody {
  version?: 2;
  publicKey: string;
  challenge: string;
  signature: string;
  deviceId: string;
  device: string;
  wrappedKey?: string;
}

/** A sign-in's answer: the account key wrapped by the passphrase (version 2 accounts). */
export interface Entered {
  deviceId: string;
  keyVersion?: number;
  wrappedKey?: string;
}

/**
 * A change of the account's keys: a new passphrase (its public key and the account key wrapped by
 * it), or a new account key (`rotate`: the records are removed and every other session ended), both
 * signed by the current key and the new one over what changes.
 */
export interface KeyChange {
  challenge: string;
  signature: string;
  newPublicKey: string;
  newSignature: string;
  wrappedKey: string;
  rotate: boolean;
  /** The account's last sequence number as this device has it (a rotation needs all of it). */
  seq: number;
}

/** A pull's page: records after the cursor asked for, in sequence order. */
export interface PullPage {
  records: PulledRecord[];
  cursor: number;
  more: boolean;
  /** The last sequence number whose deletions the server has since compacted (0: none). */
  horizon?: number;
}

/** What the account's event stream has said, as its cache entry keeps it. */
export interface StreamState {
  /** Whether the stream is open (the server said `ready`). */
  open: boolean;
}

/** The stream's events, for the sync code to react to (listener middleware). */
export const streamReady = createAction('accountApi/streamReady');
export const recordsAnnounced = createAction<number>('accountApi/recordsAnnounced');
export const devicesChanged = createAction('accountApi/devicesChanged');
export const streamSignedOut = createAction<EndedReason | undefined>('accountApi/streamSignedOut');
export const streamLost = createAction('accountApi/streamLost');

/** Opens the account's event stream; the store's extra argument may bring another (tests do). */
export interface AccountApiExtra {
  openEvents?: (() => EventSource) | null;
}

const parsed = (event: Event): Record<string, unknown> => {
  try {
    const value = JSON.parse((event as MessageEvent<string>).data) as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/**
 * The account and sync endpoints (server/accounts/routes.ts), as their own API: injected into the
 * store with the sync code, so a visitor who never signs in never loads it. The account's details are
 * tagged, and every change of devices or keys invalidates them; the event stream is a cache entry
 * whose lifetime is the stream's (`onCacheEntryAdded`).
 */
export const accountApi = createApi({
  reducerPath: 'accountApi',
  baseQuery: accountBaseQuery,
  tagTypes: ['Account'],
  // Nothing is kept for later: every answer is read once by the sync code.
  keepUnusedDataFor: 0,
  endpoints: (build) => ({
    challenge: build.mutation<{ challenge: string }, void>({
      query: () => ({ method: 'POST', path: '/api/account/challenge' }),
    }),
    /** The deployment's salt for passphrase keys (kept in its database, the same for every visitor). */
    setup: build.query<{ salt: string }, void>({
      query: () => ({ method: 'GET', path: '/api/account/setup' }),
    }),
    register: build.mutation<Entered, EnterBody>({
      query: (body) => ({ method: 'POST', path: '/api/account/register', body }),
      invalidatesTags: ['Account'],
    }),
    login: build.mutation<Entered, EnterBody>({
      query: (body) => ({ method: 'POST', path: '/api/account/login', body }),
      invalidatesTags: ['Account'],
    }),
    changeKeys: build.mutation<{ ok: true; generation: number }, KeyChange>({
      query: (body) => ({ method: 'POST', path: '/api/account/keys', body }),
      invalidatesTags: ['Account'],
    }),
    logout: build.mutation<{ ok: true }, void>({
      query: () => ({ method: 'POST', path: '/api/account/logout' }),
      invalidatesTags: ['Account'],
    }),
    account: build.query<AccountInfo, void>({
      query: () => ({ method: 'GET', path: '/api/account' }),
      providesTags: ['Account'],
    }),
    renameDevice: build.mutation<{ ok: true }, { id: string; device: string }>({
      query: ({ id, device }) => ({
        method: 'PATCH',
        path: `/api/account/devices/${encodeURIComponent(id)}`,
        body: { device },
      }),
      invalidatesTags: ['Account'],
    }),
    removeDevice: build.mutation<{ ok: true }, string>({
      query: (id) => ({ method: 'DELETE', path: `/api/account/devices/${encodeURIComponent(id)}` }),
      invalidatesTags: ['Account'],
    }),
    removeAllDevices: build.mutation<{ ok: true }, void>({
      query: () => ({ method: 'DELETE', path: '/api/account/devices' }),
      invalidatesTags: ['Account'],
    }),
    deleteAccount: build.mutation<{ ok: true }, void>({
      query: () => ({ method: 'DELETE', path: '/api/account' }),
      invalidatesTags: ['Account'],
    }),
    push: build.mutation<{ applied: number; stale: number; seq: number }, WireRecord[]>({
      query: (records) => ({ method: 'POST', path: '/api/sync/push', body: { records } }),
      invalidatesTags: ['Account'],
    }),
    pull: build.mutation<PullPage, number>({
      query: (after) => ({ method: 'GET', path: `/api/sync/pull?after=${after}` }),
    }),
    /**
     * The account's event stream while subscribed: another device pushed (`recordsAnnounced`), its
     * devices changed, or this one was signed out. Closed when the last subscriber leaves, or by the
     * server (too many windows open: this one opens it again when it is used next).
     */
    events: build.query<StreamState, void>({
      queryFn: () => ({ data: { open: false } }),
      async onCacheEntryAdded(_arg, api) {
        const { openEvents } = (api.extra ?? {}) as AccountApiExtra;
        const open =
          openEvents !== undefined
            ? openEvents
            : typeof EventSource === 'undefined'
              ? null
              : () => new EventSource('/api/sync/events');
        await api.cacheDataLoaded;
        const source = open?.();
        if (!source) return;
        const close = () => {
          source.close();
          api.updateCachedData(() => ({ open: false }));
        };
        source.addEventListener('ready', () => {
          api.updateCachedData(() => ({ open: true }));
          api.dispatch(streamReady());
        });
        source.addEventListener('records', (event) => {
          const seq = Number(parsed(event).seq);
          if (Number.isFinite(seq)) api.dispatch(recordsAnnounced(seq));
        });
        source.addEventListener('devices', () => api.dispatch(devicesChanged()));
        source.addEventListener('closed', () => {
          close();
          api.dispatch(streamLost());
        });
        source.addEventListener('signed-out', (event) => {
          close();
          api.dispatch(streamSignedOut(endedReason(parsed(event).ended)));
        });
        source.addEventListener('error', () => {
          // Closed for good (401, 404): a request finds out why; otherwise the browser reconnects.
          if (source.readyState === EventSource.CLOSED) {
            close();
            api.dispatch(streamLost());
          }
        });
        await api.cacheEntryRemoved;
        source.close();
      },
    }),
  }),
});
