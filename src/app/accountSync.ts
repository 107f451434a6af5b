/**
 * Sync with the visitor's account (issue 25), loaded only once this browser is signed in (or on the
 * sign-in pages): a visitor who never signs in never downloads it.
 *
 * The persisted slices the registry marks `synced` are seen through their keyed views: each entry is
 * one record, `slice/key` ("watchlist/movie/550"), sent encrypted under an HMAC name. Listener
 * middleware reacts to the lists' own actions: a changed entry is stamped (hybrid logical clock) and
 * queued, and the queue is pushed shortly after. Pulls (at start, on focus, when back online, and when
 * the account's event stream says another device pushed) merge newer records in through one action,
 * `sync/remoteChangesMerged`, which Redux DevTools shows like any other. No component calls the API.
 */
import { REHYDRATE } from 'redux-persist';
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';

import {
  deriveKeys,
  importExportedKeys,
  openJson,
  recordName,
  sealJson,
  signChallenge,
} from '@common/accountCrypto';
import type { AccountKeys } from '@common/accountCrypto';
import { ENDED_MESSAGES, endedReason } from '@common/accountEnded';
import type { EndedReason } from '@common/accountEnded';
import { HybridClock, newNodeId } from '@common/syncClock';
import {
  ACCOUNT_KEY,
  accountSlice,
  changesPushed,
  initialAccountState,
  localChangesStamped,
  restoreAccount,
  sessionKeysSealed,
  signedIn,
  signedOut,
  syncRefused,
  syncSettled,
  syncStarted,
  syncWentOffline,
} from '@/features/account/accountSlice';
import type { AccountState, PendingChange } from '@/features/account/accountSlice';
import { browserOf, readSealedDevice } from '@/features/account/accountActions';
import type { AccountActions, DeviceView, SealedDevice } from '@/features/account/accountActions';
import { SyncApiError, syncApi } from '@/features/account/syncApi';
import type { ServerTime, WireRecord } from '@/features/account/syncApi';
import { BACKUP_SECTIONS, backupData, emptyBackupData, mergeBackup } from '@/lib/backup';
import type { BackupData } from '@/lib/backup';
import { dataImported } from '@/lib/dataImported';
import { accountCopyRemoved, remoteChangesMerged } from '@/lib/remoteChanges';
import type { PersistedSliceName } from '@/lib/storageKeys';

import { browserKeyring } from './keyring';
import type { Keyring } from './keyring';
import { otherTabChanged } from './otherTab';
import { PERSISTED_SLICES } from './persistedSlices';
import { viewOf } from './persistedViews';
import type { Fields } from './persistedViews';
// The slices' readers, which the states this code sends through the store go through (./restorers).
import './sliceRestorers';
import type { AppStore, RootState } from './store';

type WithAccount = RootState & { account: AccountState };

/** Entries of a synced slice that stay on this device (the profile's viewing region). */
const LOCAL_FIELDS: Record<string, readonly string[]> = { profile: ['region'] };
const SYNCED = PERSISTED_SLICES.filter((slice) => slice.synced);
const PUSH_DELAY_MS = 400;

/** A slice's entries as the registry's view gives them, without redux-persist's bookkeeping. */
function fieldsOf(state: RootState, name: string): Fields {
  const { _persist: _ignored, ...plain } = (state[name as keyof RootState] ?? {}) as Fields;
  const fields = viewOf(name as PersistedSliceName).fields(plain);
  const local = LOCAL_FIELDS[name] ?? [];
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !local.includes(key)));
}

/** Every synced entry of the state, by path, as JSON (to compare). */
function recordsOf(state: RootState, names = SYNCED.map((s) => s.name)): Map<string, string> {
  const records = new Map<string, string>();
  for (const name of names) {
    for (const [key, value] of Object.entries(fieldsOf(state, name))) {
      records.set(`${name}/${key}`, JSON.stringify(value));
    }
  }
  return records;
}

function splitPath(path: string): [string, string] {
  const at = path.indexOf('/');
  return [path.slice(0, at), path.slice(at + 1)];
}

/**
 * Puts the account slice beside the store's own, starting from `initial`: the store's reducer runs
 * on the rest of the state as before, so nothing else sees a difference.
 */
function addAccountSlice(store: AppStore, initial: AccountState): void {
  const base = store.baseReducer;
  const account = accountSlice.reducer as Reducer<AccountState>;
  const withAccount: Reducer = (
    state: (Fields & { account?: AccountState }) | undefined,
    action,
  ) => {
    const { account: own, ...rest } = state ?? {};
    const next = base(rest, action) as Fields;
    const mine = account(own ?? initial, action);
    return next === rest && mine === own ? state : { ...next, account: mine };
  };
  store.replaceReducer(withAccount as typeof base);
}

const KEYS_LOST =
  'This browser no longer has the keys of your account, so it was signed out. Your lists here are kept: sign in again with your passphrase to sync them.';

export interface SyncDeps {
  api: typeof syncApi;
  /** Opens the account's event stream; null where the browser has none. */
  events: (() => EventSource) | null;
  storage: Storage | null;
  /** Where the keys are kept sealed; null where IndexedDB cannot be used (the raw keys are kept). */
  keyring: Keyring | null;
}

const browserDeps = (): SyncDeps => ({
  api: syncApi,
  events: typeof EventSource === 'undefined' ? null : () => new EventSource('/api/sync/events'),
  storage: (() => {
    try {
      return window.localStorage;
    } catch {
      return null;
    }
  })(),
  keyring: browserKeyring(),
});

export type AccountSync = AccountActions & {
  keys(): Promise<AccountKeys | undefined>;
  stop(): void;
};

let running: { store: AppStore; sync: AccountSync } | null = null;

/**
 * Starts sync on the app's store (once): adds the account slice, restores it from ACCOUNT_KEY, and,
 * when signed in, pulls and listens. Answers the handle the account pages use.
 */
export function startAccountSync(store: AppStore, deps: SyncDeps = browserDeps()): AccountSync {
  if (running?.store === store) return running.sync;
  const { api, storage, keyring } = deps;

  let stored: unknown;
  try {
    stored = JSON.parse(storage?.getItem(ACCOUNT_KEY) ?? 'null');
  } catch {
    stored = null;
  }
  const restored = restoreAccount(stored) ?? initialAccountState(newNodeId());
  addAccountSlice(store, restored);

  const account = () => (store.getState() as WithAccount).account;
  const clock = () => new HybridClock(account().node, Date.now, account().clock);
  let offsetMs = 0;
  const onTime = (time: ServerTime) => {
    const probe = new HybridClock(account().node);
    probe.observeServerTime(time.serverMs, time.sentAt, time.receivedAt);
    offsetMs = probe.offsetMs;
  };
  const stampingClock = () => {
    const c = clock();
    c.offsetMs = offsetMs;
    return c;
  };

  // The keys, opened once per session: from the keyring, or from raw keys kept in the session (a
  // browser without IndexedDB, or an older version's), which move into the keyring when it takes them.
  let keysFor: string | null = null;
  let keysPromise: Promise<AccountKeys | undefined> = Promise.resolve(undefined);
  /** Whether the keyring took `k` (false without one, or when IndexedDB refuses). */
  const seal = (k: AccountKeys) =>
    keyring
      ? keyring.save(k).then(
          () => true,
          () => false,
        )
      : Promise.resolve(false);
  const openKeys = async (publicKey: string, raw: unknown) => {
    if (raw === undefined) return keyring?.load(publicKey).catch(() => undefined);
    const k = await importExportedKeys(raw);
    if (k && (await seal(k)) && account().session?.publicKey === publicKey) {
      store.dispatch(sessionKeysSealed());
    }
    return k;
  };
  const keys = () => {
    const session = account().session;
    if (!session) return Promise.resolve(undefined);
    if (keysFor !== session.publicKey) {
      keysFor = session.publicKey;
      keysPromise = openKeys(session.publicKey, session.keys);
    }
    return keysPromise;
  };
  const names = new Map<string, string>();
  const nameOf = async (k: AccountKeys, path: string) => {
    let name = names.get(path);
    if (!name) {
      name = await recordName(k, path);
      names.set(path, name);
    }
    return name;
  };

  // Saved as it changes (a write the browser refuses keeps the state; it is tried on the next change).
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  let lastSaved: AccountState | undefined = account();
  const save = () => {
    clearTimeout(saveTimer);
    const { status: _status, message: _message, ...kept } = account();
    try {
      storage?.setItem(ACCOUNT_KEY, JSON.stringify(kept));
    } catch {
      // Full or refused: kept in memory, written with the next change.
    }
  };
  const unsubscribeSave = store.subscribe(() => {
    const state = account();
    if (state === lastSaved) return;
    // Signing in or out is written at once: a page opened right after must not see the old session.
    const sessionChanged = state.session !== lastSaved?.session;
    if (sessionChanged && !state.session && lastSaved?.session) {
      // Signed out (here, from another device, or the account deleted): the keys go too.
      keysFor = null;
      keysPromise = Promise.resolve(undefined);
      void keyring?.clear().catch(() => {});
    }
    lastSaved = state;
    clearTimeout(saveTimer);
    if (sessionChanged) save();
    else saveTimer = setTimeout(save, 50);
  });
  // Whatever is waiting is written before the page goes.
  if (typeof window !== 'undefined') window.addEventListener('pagehide', save);

  const refused = (error: unknown) => {
    if (error instanceof SyncApiError) {
      if (error.signedOut) {
        store.dispatch(signedOut(error.ended && ENDED_MESSAGES[error.ended]));
        return;
      }
      if (error.offline) {
        store.dispatch(syncWentOffline());
        return;
      }
      store.dispatch(syncRefused(error.message));
      return;
    }
    store.dispatch(syncRefused('Sync failed. Your changes are kept in this browser.'));
  };

  // One push or pull at a time; a request made meanwhile runs once after.
  let busy: Promise<void> = Promise.resolve();
  const exclusive = (work: () => Promise<void>) => {
    busy = busy.then(work, work).catch(refused);
    return busy;
  };

  const push = async () => {
    const k = await keys();
    if (!k) return;
    const batchMax = 200;
    for (;;) {
      const pending = Object.entries(account().pending).slice(0, batchMax);
      if (pending.length === 0) return;
      const records = recordsOf(store.getState());
      const wire: WireRecord[] = await Promise.all(
        pending.map(async ([path, change]) => {
          const name = await nameOf(k, path);
          const value = records.get(path);
          if (change.deleted || value === undefined) {
            return { name, body: null, stamp: change.stamp, deleted: true };
          }
          const body = await sealJson(k, { path, value: JSON.parse(value) as unknown }, name);
          return { name, body, stamp: change.stamp, deleted: false };
        }),
      );
      await api.push(wire, onTime);
      store.dispatch(
        changesPushed(Object.fromEntries(pending.map(([path, change]) => [path, change.stamp]))),
      );
    }
  };

  const pull = async () => {
    const k = await keys();
    if (!k) return;
    for (;;) {
      const page = await api.pull(account().cursor, onTime);
      const state = store.getState();
      const { stamps, pending } = account();
      const c = clock();
      // Tombstones carry no body: their paths are found among this browser's own.
      const byName = new Map<string, string>();
      const known = new Set([...recordsOf(state).keys(), ...Object.keys(pending)]);
      if (page.records.some((r) => r.deleted)) {
        for (const path of known) byName.set(await nameOf(k, path), path);
      }
      const fields = new Map<string, Fields>();
      const merged: Record<string, string> = {};
      const dropped: string[] = [];
      for (const record of page.records) {
        c.observe(record.stamp);
        let path: string | undefined;
        let value: unknown;
        if (record.deleted) {
          path = byName.get(record.name);
        } else {
          const opened = (await openJson(k, record.body ?? '', record.name)) as
            { path?: unknown; value?: unknown } | undefined;
          if (opened && typeof opened.path === 'string') {
            path = opened.path;
            value = opened.value;
          }
        }
        if (!path) continue;
        const [name, key] = splitPath(path);
        if (!SYNCED.some((s) => s.name === name) || (LOCAL_FIELDS[name] ?? []).includes(key)) {
          continue;
        }
        const mine = pending[path];
        if (mine && mine.stamp >= record.stamp) continue;
        if ((merged[path] ?? stamps[path] ?? '') >= record.stamp) continue;
        if (!fields.has(name)) fields.set(name, { ...fieldsOf(state, name) });
        const entries = fields.get(name)!;
        if (record.deleted) delete entries[key];
        else entries[key] = value;
        merged[path] = record.stamp;
        if (mine) dropped.push(path);
      }
      const slices: Record<string, object> = {};
      for (const [name, entries] of fields) {
        const { _persist: _ignored, ...current } = state[name as keyof RootState] as Fields;
        // Entries this device keeps to itself stay as they are.
        const local = Object.fromEntries(
          (LOCAL_FIELDS[name] ?? []).filter((f) => f in current).map((f) => [f, current[f]]),
        );
        slices[name] = viewOf(name as PersistedSliceName).build({ ...entries, ...local }) as object;
      }
      store.dispatch(
        remoteChangesMerged({
          slices,
          stamps: merged,
          dropped,
          cursor: page.cursor,
          clock: c.snapshot(),
        }),
      );
      if (!page.more) return;
    }
  };

  const sync = () =>
    exclusive(async () => {
      if (!account().session) return;
      if (!(await keys())) {
        // Signed in, but the keys are gone (the site's storage partly cleared, a damaged value):
        // nothing can be read or sent, so this device signs out and says why; its lists stay.
        await api.logout().catch(() => {});
        store.dispatch(signedOut());
        store.dispatch(syncRefused(KEYS_LOST));
        return;
      }
      store.dispatch(syncStarted());
      await push();
      await pull();
      await push();
      store.dispatch(syncSettled());
    });

  let pushTimer: ReturnType<typeof setTimeout> | undefined;
  const schedulePush = () => {
    clearTimeout(pushTimer);
    pushTimer = setTimeout(() => {
      void exclusive(async () => {
        await push();
        if (account().status !== 'idle') store.dispatch(syncSettled());
      });
    }, PUSH_DELAY_MS);
  };

  // A change made here: stamped entry by entry, queued, pushed shortly.
  const unsubscribeChanges = store.startListening({
    predicate: (action: UnknownAction, current: unknown, previous: unknown) =>
      (current as WithAccount).account?.session !== null &&
      action.type !== REHYDRATE &&
      !remoteChangesMerged.match(action) &&
      // Another tab of this browser made it, and sends it itself.
      !otherTabChanged.match(action) &&
      SYNCED.some((s) => (current as Fields)[s.name] !== (previous as Fields)[s.name]),
    effect: (_action, listenerApi) => {
      const before = listenerApi.getOriginalState() as RootState;
      const after = listenerApi.getState() as RootState;
      const names = SYNCED.filter(
        (s) => (after as Fields)[s.name] !== (before as Fields)[s.name],
      ).map((s) => s.name);
      const was = recordsOf(before, names);
      const now = recordsOf(after, names);
      const c = stampingClock();
      const changes: Record<string, PendingChange> = {};
      for (const path of new Set([...was.keys(), ...now.keys()])) {
        if (was.get(path) === now.get(path)) continue;
        changes[path] = { stamp: c.tick(), deleted: !now.has(path) };
      }
      if (Object.keys(changes).length === 0) return;
      listenerApi.dispatch(localChangesStamped({ changes, clock: c.snapshot() }));
      schedulePush();
    },
  });

  // The account's event stream: another device pushed, its devices changed, or this one was signed out.
  let events: EventSource | null = null;
  const deviceWatchers = new Set<() => void>();
  const openEvents = () => {
    if (!deps.events || events || !account().session) return;
    events = deps.events();
    events.addEventListener('ready', () => void sync());
    events.addEventListener('records', (event) => {
      const seq = Number(
        (JSON.parse((event as MessageEvent<string>).data) as { seq?: unknown }).seq,
      );
      if (seq > account().cursor) void sync();
    });
    events.addEventListener('devices', () => {
      for (const watcher of deviceWatchers) watcher();
    });
    events.addEventListener('signed-out', (event) => {
      closeEvents();
      let ended: EndedReason | undefined;
      try {
        ended = endedReason(
          (JSON.parse((event as MessageEvent<string>).data) as { ended?: unknown }).ended,
        );
      } catch {
        ended = undefined;
      }
      store.dispatch(signedOut(ended && ENDED_MESSAGES[ended]));
    });
    events.addEventListener('error', () => {
      // Closed for good (401, 404): a request finds out why; otherwise the browser reconnects.
      if (events?.readyState === EventSource.CLOSED) {
        closeEvents();
        void sync();
      }
    });
  };
  const closeEvents = () => {
    events?.close();
    events = null;
  };
  const onFocus = () => {
    openEvents();
    void sync();
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('focus', onFocus);
    window.addEventListener('online', onFocus);
  }
  if (account().session) {
    openEvents();
    void sync();
  }

  /** What each listed device signed in with, kept from the last list for a rename. */
  const browsers = new Map<string, string | null>();
  const thisDevice = (name: string): SealedDevice => ({
    name,
    browser: typeof navigator === 'undefined' ? null : browserOf(navigator.userAgent),
  });

  const enter = async (how: 'register' | 'login', passphrase: string, deviceName: string) => {
    const { keys: k, exported } = await deriveKeys(passphrase);
    const { challenge } = await api.challenge();
    const body = {
      publicKey: k.publicKey,
      challenge,
      signature: await signChallenge(k, challenge),
      device: await sealJson(k, thisDevice(deviceName), 'device'),
    };
    const { deviceId } = how === 'register' ? await api.register(body) : await api.login(body);
    // What the account holds and what this browser holds are merged by the data file import's rules
    // (lib/backup mergeBackup: nothing lost on either side, the newer entry of a title wins), before
    // this browser counts as signed in, so the merge is not taken for changes of its own.
    const remote = new Map<string, { value: unknown; stamp: string; deleted: boolean }>();
    let cursor = 0;
    const c = stampingClock();
    for (;;) {
      const page = await api.pull(cursor, onTime);
      for (const record of page.records) {
        c.observe(record.stamp);
        if (record.deleted) continue;
        const opened = (await openJson(k, record.body ?? '', record.name)) as
          { path?: unknown; value?: unknown } | undefined;
        if (opened && typeof opened.path === 'string') {
          remote.set(opened.path, { value: opened.value, stamp: record.stamp, deleted: false });
        }
      }
      cursor = page.cursor;
      if (!page.more) break;
    }
    mergeIntoBrowser(remote);
    const stamps: Record<string, string> = {};
    const pending: Record<string, PendingChange> = {};
    for (const [path, json] of recordsOf(store.getState())) {
      const theirs = remote.get(path);
      if (theirs && JSON.stringify(theirs.value) === json) stamps[path] = theirs.stamp;
      else pending[path] = { stamp: c.tick(), deleted: false };
    }
    names.clear();
    // Sealed in the keyring; the raw keys are kept only where it cannot take them.
    const sealed = await seal(k);
    keysFor = k.publicKey;
    keysPromise = Promise.resolve(k);
    store.dispatch(
      signedIn({
        session: {
          deviceId,
          publicKey: k.publicKey,
          ...(sealed ? {} : { keys: exported }),
          signedInAt: new Date().toISOString(),
        },
        pending,
        clock: c.snapshot(),
      }),
    );
    store.dispatch(
      remoteChangesMerged({ slices: {}, stamps, dropped: [], cursor, clock: c.snapshot() }),
    );
    openEvents();
    await sync();
  };

  /** The account's entries (by path) merged into this browser's lists, by the import's rules. */
  const mergeIntoBrowser = (remote: Map<string, { value: unknown }>) => {
    if (remote.size === 0) return;
    const local = store.getState();
    const fields: Record<string, Fields> = {};
    for (const [path, { value }] of remote) {
      const [name, key] = splitPath(path);
      if (!SYNCED.some((s) => s.name === name) || (LOCAL_FIELDS[name] ?? []).includes(key))
        continue;
      (fields[name] ??= {})[key] = value;
    }
    const empty = emptyBackupData() as unknown as Record<string, object>;
    const theirs = Object.fromEntries(
      BACKUP_SECTIONS.map((section) => [
        section,
        { ...empty[section], ...(viewOf(section).build(fields[section] ?? {}) as object) },
      ]),
    ) as unknown as BackupData;
    store.dispatch(dataImported(mergeBackup(backupData(local), theirs)));
    // Outside the data file: each side's entries, this browser's where both have one.
    const rest = SYNCED.filter(
      (slice) => !(BACKUP_SECTIONS as readonly string[]).includes(slice.name) && fields[slice.name],
    );
    if (rest.length === 0) return;
    const slices = Object.fromEntries(
      rest.map((slice) => [
        slice.name,
        viewOf(slice.name).build({
          ...fields[slice.name],
          ...fieldsOf(local, slice.name),
        }) as object,
      ]),
    );
    store.dispatch(
      remoteChangesMerged({
        slices,
        stamps: {},
        dropped: [],
        cursor: 0,
        clock: account().clock,
      }),
    );
  };

  const handle: AccountSync = {
    register: (passphrase, deviceName) => enter('register', passphrase, deviceName),
    signIn: (passphrase, deviceName) => enter('login', passphrase, deviceName),
    async signOut(keepData) {
      try {
        await api.logout();
      } catch (error) {
        // Signed out already, or offline: this browser signs out all the same.
        if (!(error instanceof SyncApiError)) throw error;
      }
      closeEvents();
      store.dispatch(signedOut());
      if (!keepData) {
        const slices = Object.fromEntries(
          SYNCED.map((slice) => [slice.name, viewOf(slice.name).build({}) as object]),
        );
        store.dispatch(accountCopyRemoved({ slices }));
      }
    },
    keys,
    syncNow: () => void sync(),
    async devices() {
      const k = await keys();
      const info = await api.account();
      const devices: DeviceView[] = await Promise.all(
        info.devices.map(async (device) => {
          const sealed = readSealedDevice(
            k ? await openJson(k, device.device, 'device') : undefined,
          );
          browsers.set(device.id, sealed?.browser ?? null);
          return {
            id: device.id,
            name: sealed?.name ?? 'Unnamed device',
            browser: sealed?.browser ?? null,
            current: device.current,
            signedInAt: device.createdAt,
            lastSeenAt: device.lastSeenAt,
          };
        }),
      );
      return { devices, usage: info.usage, limits: info.limits };
    },
    watchDevices(listener) {
      deviceWatchers.add(listener);
      return () => deviceWatchers.delete(listener);
    },
    async renameDevice(id, name) {
      const k = await keys();
      if (!k) throw new SyncApiError(401, 'signed_out', 'You are signed out on this device.');
      // The browser it signed in with stays beside the new name.
      const sealed: SealedDevice = { name, browser: browsers.get(id) ?? null };
      await api.renameDevice(id, await sealJson(k, sealed, 'device'));
    },
    async removeDevice(id) {
      const { deviceId } = account().session ?? {};
      await api.removeDevice(id);
      if (id === deviceId) {
        closeEvents();
        store.dispatch(signedOut());
      }
    },
    async removeAllDevices() {
      await api.removeAllDevices();
      closeEvents();
      store.dispatch(signedOut());
    },
    async deleteAccount() {
      await api.deleteAccount();
      closeEvents();
      store.dispatch(signedOut());
    },
    stop() {
      closeEvents();
      deviceWatchers.clear();
      clearTimeout(pushTimer);
      clearTimeout(saveTimer);
      unsubscribeChanges();
      unsubscribeSave();
      if (typeof window !== 'undefined') {
        window.removeEventListener('focus', onFocus);
        window.removeEventListener('online', onFocus);
        window.removeEventListener('pagehide', save);
      }
      running = null;
    },
  };
  running = { store, sync: handle };
  return handle;
}
