/**
 * The account server's rules in memory, answered at the network edge (msw): one account, records
 * merged by name (the newer stamp wins), sequence numbers, tombstones, and the server's refusal of
 * stamps far ahead. The real server is tested on its own (__tests__/server/accounts.test.ts); this one
 * can also turn hostile: tests reach into `rows` to replay, forge, swap or reorder what it serves.
 */
import { http, HttpResponse } from 'msw';

import {
  accountKeysFrom,
  deriveKeys,
  deriveLogin,
  newAccountKey,
  recordName,
  sealJson,
  unwrapAccountKey,
  wrapAccountKey,
} from '@common/accountCrypto';
import type { AccountKeys } from '@common/accountCrypto';
import { STAMP_PATTERN, parseStamp } from '@common/syncClock';
import { MAX_STAMP_AHEAD_MS } from '@common/syncLimits';
import { accountTag, sealRecord } from '@common/syncRecord';

import { startAccountSync } from '@/features/sync/engine';
import { makeStore } from '@/app/store';
import type { AppStore } from '@/app/store';
import type { AccountState } from '@/features/sync/accountSlice';
import type { Keyring } from '@/features/sync/keyring';

import { server } from './server';

export interface Row {
  name: string;
  body: string | null;
  stamp: string;
  deleted: boolean;
  seq: number;
}

export interface PullPage {
  records: Row[];
  cursor: number;
  more: boolean;
  horizon?: number;
}

/** The deployment's salt on the fake server. */
export const FAKE_SALT = 'c2FsdC1vZi10aGUtZmFrZS1kZXBsb3ltZW50LTAwMDA';

interface FakeAccount {
  /** The account key wrapped by the passphrase (version 2); undefined for a version-1 account. */
  wrappedKey?: string;
}

export function fakeAccountServer() {
  const accounts = new Map<string, FakeAccount>();
  const devices = new Map<string, string>();
  const keyChanges: { rotate: boolean; newPublicKey: string }[] = [];
  const rows = new Map<string, Row>();
  let seq = 0;
  const pushes: { name: string; body: string | null; stamp: string; deleted: boolean }[][] = [];
  let offline = false;
  let signedOut = false;
  let horizon = 0;
  /** A hostile server's hand in what a pull answers. */
  let servePull: ((page: PullPage, after: number) => PullPage) | null = null;
  const refuse = () =>
    signedOut
      ? HttpResponse.json(
          { error: 'You are signed out on this device.', code: 'signed_out' },
          { status: 401 },
        )
      : offline
        ? HttpResponse.error()
        : null;
  server.use(
    http.post('*/api/account/challenge', () => HttpResponse.json({ challenge: 'A'.repeat(43) })),
    http.post('*/api/account/logout', () => HttpResponse.json({ ok: true })),
    http.get('*/api/account/setup', () => HttpResponse.json({ salt: FAKE_SALT })),
    http.post('*/api/account/login', async ({ request }) => {
      const body = (await request.json()) as {
        version?: number;
        publicKey: string;
        deviceId: string;
        device: string;
      };
      const found = accounts.get(body.publicKey);
      if (!found || (body.version === 2) !== (found.wrappedKey !== undefined)) {
        return HttpResponse.json(
          { error: 'No account uses this passphrase.', code: 'unknown' },
          { status: 404 },
        );
      }
      devices.set(body.deviceId, body.device);
      return HttpResponse.json({
        deviceId: body.deviceId,
        keyVersion: found.wrappedKey ? 2 : 1,
        ...(found.wrappedKey ? { wrappedKey: found.wrappedKey } : {}),
      });
    }),
    http.post('*/api/account/register', async ({ request }) => {
      const body = (await request.json()) as {
        publicKey: string;
        deviceId: string;
        device: string;
        wrappedKey: string;
      };
      if (accounts.has(body.publicKey)) {
        return HttpResponse.json({ error: 'exists', code: 'exists' }, { status: 409 });
      }
      accounts.set(body.publicKey, { wrappedKey: body.wrappedKey });
      devices.set(body.deviceId, body.device);
      return HttpResponse.json({ deviceId: body.deviceId }, { status: 201 });
    }),
    http.patch('*/api/account/devices/:id', async ({ request, params }) => {
      devices.set(String(params.id), ((await request.json()) as { device: string }).device);
      return HttpResponse.json({ ok: true });
    }),
    http.post('*/api/account/keys', async ({ request }) => {
      const body = (await request.json()) as {
        newPublicKey: string;
        wrappedKey: string;
        rotate: boolean;
        seq: number;
      };
      if (body.rotate && body.seq !== seq) {
        return HttpResponse.json({ error: 'behind', code: 'behind' }, { status: 409 });
      }
      // The fake takes the signatures on trust; the real server checks them.
      const current = [...accounts.keys()].at(-1)!;
      accounts.delete(current);
      accounts.set(body.newPublicKey, { wrappedKey: body.wrappedKey });
      keyChanges.push({ rotate: body.rotate, newPublicKey: body.newPublicKey });
      if (body.rotate) rows.clear();
      return HttpResponse.json({ ok: true, generation: keyChanges.length });
    }),
    http.get('*/api/account', () =>
      HttpResponse.json({
        deviceId: [...devices.keys()].at(-1),
        devices: [...devices].map(([id, device]) => ({
          id,
          device,
          createdAt: new Date().toISOString(),
          lastSeenAt: new Date().toISOString(),
          current: id === [...devices.keys()].at(-1),
        })),
        usage: { records: rows.size, bytes: 0 },
        limits: { records: 20000, bytes: 10485760, batch: 200, requestsPerMinute: 120 },
        keyVersion: 2,
        wrappedKey: [...accounts.values()].at(-1)?.wrappedKey ?? null,
      }),
    ),
    http.post('*/api/sync/push', async ({ request }) => {
      const refused = refuse();
      if (refused) return refused;
      const { records } = (await request.json()) as { records: Omit<Row, 'seq'>[] };
      for (const record of records) {
        const wall = parseStamp(record.stamp)?.wall;
        if (!STAMP_PATTERN.test(record.stamp) || wall === undefined) {
          return HttpResponse.json({ error: 'bad stamp', code: 'bad_request' }, { status: 400 });
        }
        if (wall > Date.now() + MAX_STAMP_AHEAD_MS) {
          return HttpResponse.json(
            { error: 'A change is stamped ahead of the server.', code: 'stamp_ahead' },
            { status: 422 },
          );
        }
        if (typeof record.body !== 'string') {
          return HttpResponse.json({ error: 'no body', code: 'bad_request' }, { status: 400 });
        }
      }
      pushes.push(
        records.map(({ name, body, stamp, deleted }) => ({ name, body, stamp, deleted })),
      );
      let applied = 0;
      for (const record of records) {
        const old = rows.get(record.name);
        if (old && old.stamp >= record.stamp) continue;
        rows.set(record.name, { ...record, seq: ++seq });
        applied += 1;
      }
      return HttpResponse.json({ applied, stale: records.length - applied, seq });
    }),
    http.get('*/api/sync/pull', ({ request }) => {
      const refused = refuse();
      if (refused) return refused;
      const after = Number(new URL(request.url).searchParams.get('after'));
      const records = [...rows.values()].filter((r) => r.seq > after).sort((a, b) => a.seq - b.seq);
      const page: PullPage = {
        records,
        cursor: records.at(-1)?.seq ?? after,
        more: false,
        horizon,
      };
      return HttpResponse.json(servePull ? servePull(page, after) : page);
    }),
  );
  return {
    rows,
    pushes,
    accounts,
    devices,
    keyChanges,
    /**
     * An account of `passphrase` made on another device: version 2 (a wrapped account key), or
     * version 1 (keys from the passphrase alone, as before issue 32). Answers the keys its records are
     * sealed with.
     */
    async createAccount(passphrase: string, version: 1 | 2 = 2): Promise<AccountKeys> {
      if (version === 1) {
        const { keys } = await deriveKeys(passphrase);
        accounts.set(keys.publicKey, {});
        return keys;
      }
      const login = await deriveLogin(passphrase, FAKE_SALT);
      const accountKey = newAccountKey();
      accounts.set(login.publicKey, { wrappedKey: await wrapAccountKey(login, accountKey) });
      return accountKeysFrom(login, accountKey);
    },
    /** The record keys of the account of `passphrase` as it is now (after a change of keys). */
    async keysOf(passphrase: string): Promise<AccountKeys> {
      const login = await deriveLogin(passphrase, FAKE_SALT);
      const wrapped = accounts.get(login.publicKey)?.wrappedKey;
      const accountKey = wrapped && (await unwrapAccountKey(login, wrapped));
      if (!accountKey) throw new Error('No version-2 account of this passphrase');
      return accountKeysFrom(login, accountKey);
    },
    setOffline: (value: boolean) => (offline = value),
    signOut: () => (signedOut = true),
    /** What a pull answers goes through `serve` from now on (null: the honest answer). */
    hostilePull: (serve: typeof servePull) => (servePull = serve),
    /** Deletions up to `seq` are forgotten, as the real server compacts them past its horizon. */
    compact(upTo: number) {
      for (const [name, row] of rows) if (row.deleted && row.seq <= upTo) rows.delete(name);
      horizon = upTo;
    },
    /** A record stored by someone (the next sequence number), exactly as given. */
    put(row: Omit<Row, 'seq'>) {
      rows.set(row.name, { ...row, seq: ++seq });
    },
    /** A record written by another device of the account (a deletion when `value` is undefined). */
    async add(keys: AccountKeys, path: string, value: unknown, stamp: string) {
      const name = await recordName(keys, path);
      const meta = { name, stamp, deleted: value === undefined };
      rows.set(name, {
        ...meta,
        body: await sealRecord(keys, await accountTag(keys), meta, { path, value }),
        seq: ++seq,
      });
    },
    /** A record as a version before issue 32 wrote it (format 1: sealed under its name only). */
    async addLegacy(keys: AccountKeys, path: string, value: unknown, stamp: string) {
      const name = await recordName(keys, path);
      rows.set(name, {
        name,
        body: await sealJson(keys, { path, value }, name),
        stamp,
        deleted: false,
        seq: ++seq,
      });
    },
  };
}

export type FakeAccountServer = ReturnType<typeof fakeAccountServer>;

/** Waits (up to 5 s) until `check` holds. */
export async function until(what: string, check: () => boolean) {
  for (let i = 0; i < 200; i += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/**
 * The app's store with account sync started on it, keys kept in `keyring`; `seen` lists every action
 * that reached the store, as Redux DevTools would show them. The caller stops `sync` after the test.
 */
export function syncedStore(keyring: Keyring | null, store: AppStore = makeStore()) {
  const seen: string[] = [];
  const original = store.dispatch;
  store.dispatch = ((action: { type: string }) => {
    seen.push(action.type);
    return original(action as never);
  }) as typeof store.dispatch;
  const sync = startAccountSync(store, {
    keyring,
  });
  const account = () => (store.getState() as unknown as { account: AccountState }).account;
  return { store, seen, account, sync };
}
