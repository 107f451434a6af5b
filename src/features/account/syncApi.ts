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

const OFFLINE = 'You are offline. Changes are kept in this browser and sent when you are back.';

export class SyncApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** A signed-out refusal's reason: another device ended this one's session, and how. */
    readonly ended?: EndedReason,
  ) {
    super(message);
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

async function call<T>(
  method: string,
  path: string,
  body?: unknown,
  onTime?: (time: ServerTime) => void,
): Promise<T> {
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
    throw new SyncApiError(0, 'offline', OFFLINE);
  }
  const date = Date.parse(response.headers.get('date') ?? '');
  if (onTime && Number.isFinite(date)) onTime({ serverMs: date, sentAt, receivedAt: Date.now() });
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const refusal = (json ?? {}) as { error?: unknown; code?: unknown; ended?: unknown };
    throw new SyncApiError(
      response.status,
      typeof refusal.code === 'string' ? refusal.code : 'failed',
      typeof refusal.error === 'string'
        ? refusal.error
        : response.status === 404
          ? 'Accounts are not available on this site.'
          : 'Sync is unavailable right now. Your changes are kept in this browser.',
      endedReason(refusal.ended),
    );
  }
  return json as T;
}

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

export const syncApi = {
  challenge: (onTime?: (time: ServerTime) => void) =>
    call<{ challenge: string }>('POST', '/api/account/challenge', undefined, onTime),
  /** The deployment's salt for passphrase keys (kept in its database, the same for every visitor). */
  setup: () => call<{ salt: string }>('GET', '/api/account/setup'),
  register: (body: EnterBody) => call<Entered>('POST', '/api/account/register', body),
  login: (body: EnterBody) => call<Entered>('POST', '/api/account/login', body),
  changeKeys: (body: KeyChange) =>
    call<{ ok: true; generation: number }>('POST', '/api/account/keys', body),
  logout: () => call<{ ok: true }>('POST', '/api/account/logout'),
  account: () => call<AccountInfo>('GET', '/api/account'),
  renameDevice: (id: string, device: string) =>
    call<{ ok: true }>('PATCH', `/api/account/devices/${encodeURIComponent(id)}`, { device }),
  removeDevice: (id: string) =>
    call<{ ok: true }>('DELETE', `/api/account/devices/${encodeURIComponent(id)}`),
  removeAllDevices: () => call<{ ok: true }>('DELETE', '/api/account/devices'),
  deleteAccount: () => call<{ ok: true }>('DELETE', '/api/account'),
  push: (records: WireRecord[], onTime?: (time: ServerTime) => void) =>
    call<{ applied: number; stale: number; seq: number }>(
      'POST',
      '/api/sync/push',
      { records },
      onTime,
    ),
  pull: (after: number, onTime?: (time: ServerTime) => void) =>
    call<{
      records: PulledRecord[];
      cursor: number;
      more: boolean;
      /** The last sequence number whose deletions the server has since compacted (0: none). */
      horizon?: number;
    }>('GET', `/api/sync/pull?after=${after}`, undefined, onTime),
};
