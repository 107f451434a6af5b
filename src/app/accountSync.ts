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
  accountKeysFrom,
  deriveKeys,
  deriveLogin,
  importExportedKeys,
  newAccountKey,
  normalizePassphrase,
  openJson,
  recordName,
  sealJson,
  signChallenge,
  signFor,
  signedMessage,
  toBase64Url,
  unwrapAccountKey,
  wrapAccountKey,
} from '@common/accountCrypto';
import type { AccountKeys, LoginKeys } from '@common/accountCrypto';
import { ENDED_MESSAGES, endedReason } from '@common/accountEnded';
import type { EndedReason } from '@common/accountEnded';
import { HybridClock, formatStamp, newNodeId, parseStamp } from '@common/syncClock';
import { PUSH_MAX_BYTES } from '@common/syncLimits';
import { accountTag, openLegacyRecord, openRecord, sealRecord } from '@common/syncRecord';
import type { OpenedRecord } from '@common/syncRecord';
import {
  ACCOUNT_KEY,
  accountSlice,
  CURRENT_FORMAT,
  MANIFEST_SIZE,
  changesPushed,
  missingChecked,
  pushAcknowledged,
  writesNoted,
  formatMoved,
  initialAccountState,
  keysRotated,
  sessionKeyChanged,
  localChangesStamped,
  recordsUnverified,
  restoreAccount,
  resyncStarted,
  serverTimeMeasured,
  sessionKeysSealed,
  signedIn,
  signedOut,
  syncRefused,
  syncSettled,
  syncStarted,
  syncWentOffline,
} from '@/features/account/accountSlice';
import type { AccountState, PendingChange } from '@/features/account/accountSlice';
import { moviesApi } from '@/services/movies';
import { tvApi } from '@/services/tv';
import { sanitizeDetails } from '@/lib/savedTitle';
import { browserOf, readSealedDevice } from '@/features/account/accountActions';
import type { AccountActions, DeviceView, SealedDevice } from '@/features/account/accountActions';
import { SyncApiError, syncApi } from '@/features/account/syncApi';
import type { ServerTime, WireRecord } from '@/features/account/syncApi';
import { BACKUP_SECTIONS, backupData, emptyBackupData, mergeBackup } from '@/lib/backup';
import type { BackupData } from '@/lib/backup';
import { dataImported } from '@/lib/dataImported';
import type { Fields } from '@/lib/persistedSlice';
import { accountCopyRemoved, remoteChangesMerged } from '@/lib/remoteChanges';
import type { PersistedSliceName } from '@/lib/storageKeys';

import { browserKeyring } from './keyring';
import type { Keyring } from './keyring';
import { otherTabChanged } from './otherTab';
// The slices' views, and their readers, which the states this code sends through the store go
// through (./restorers).
import { viewOf } from './sliceCodecs';
import {
  LOCAL_FIELDS,
  MANIFEST_HORIZON_MS,
  MANIFEST_PREFIX,
  SYNCED,
  TITLE_LISTS,
  canonicalJson,
  entryTime,
  fieldsOf,
  manifestEntries,
  needsDetails,
  recordsOf,
  splitPath,
  wireValue,
  withDisplay,
} from './syncEntries';
import type { TitleEntry } from './syncEntries';
import type { AppStore, RootState } from './store';

type WithAccount = RootState & { account: AccountState };

const PUSH_DELAY_MS = 400;
/** Records in one push (the server's `ACCOUNT_BATCH_MAX` default), this device's manifest included. */
const BATCH_MAX = 199;
/** A manifest on the wire, at most: 32 KB padded, sealed, in base64url, with its name and stamp. */
const MANIFEST_WIRE_CHARS = 44_000;

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

const KEY_UNOPENED =
  "Your account's key could not be opened with this passphrase. Nothing was changed; please try again.";
const NOT_THIS_PASSPHRASE =
  'These words are a passphrase, but not the one of this account. Check them and try again.';
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
  // The clock, on the server's time as last measured (kept across loads, and bounded).
  const clock = () => {
    const c = new HybridClock(account().node, Date.now, account().clock);
    c.offsetMs = account().offsetMs;
    return c;
  };
  const onTime = (time: ServerTime) => {
    const probe = new HybridClock(account().node);
    probe.observeServerTime(time.serverMs, time.sentAt, time.receivedAt);
    if (probe.offsetMs !== account().offsetMs) store.dispatch(serverTimeMeasured(probe.offsetMs));
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
    if (k) await seal(k);
    // Raw keys never stay in localStorage: in the keyring now, or kept for this page only (the next
    // load asks for the passphrase again).
    if (account().session?.publicKey === publicKey) store.dispatch(sessionKeysSealed());
    return k;
  };
  /**
   * The keys this session syncs with from now on (a sign-in's, or new ones): sealed in the keyring,
   * or where it cannot take them kept for this page only; record names made under others forgotten.
   */
  const keepKeys = async (k: AccountKeys) => {
    await seal(k);
    names.clear();
    keysFor = k.publicKey;
    keysPromise = Promise.resolve(k);
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
  /** The account's tag in its records' associated data (common/syncRecord), once per keys. */
  const tags = new WeakMap<AccountKeys, Promise<string>>();
  const tagOf = (k: AccountKeys) => {
    let tag = tags.get(k);
    if (!tag) {
      tag = accountTag(k);
      tags.set(k, tag);
    }
    return tag;
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

  // One push, pull or key change at a time; a request made meanwhile runs once after.
  let busy: Promise<unknown> = Promise.resolve();
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const run = busy.then(work, work);
    busy = run.catch(() => {});
    return run;
  };
  const exclusive = (work: () => Promise<void>) => serially(work).catch(refused);

  /** Seals one pending change as the wire carries it. */
  const sealChange = async (
    k: AccountKeys,
    path: string,
    change: PendingChange,
    value: string | undefined,
  ): Promise<WireRecord> => {
    const name = await nameOf(k, path);
    const deleted = change.deleted || value === undefined;
    const meta = { name, stamp: change.stamp, deleted };
    const body = await sealRecord(
      k,
      await tagOf(k),
      meta,
      deleted ? { path } : { path, value: JSON.parse(value) as unknown },
    );
    return { ...meta, body };
  };

  /**
   * Sends the pending changes, in batches of at most BATCH_MAX records and PUSH_MAX_BYTES of JSON
   * (what deploy/nginx.conf lets through).
   */
  const push = async () => {
    const k = await keys();
    if (!k) return;
    let restamped = false;
    for (;;) {
      const pending = Object.entries(account().pending).slice(0, BATCH_MAX);
      if (pending.length === 0) return;
      const records = recordsOf(store.getState());
      const wire: WireRecord[] = [];
      const sent: [string, PendingChange][] = [];
      // The manifest that ends the batch is at most its largest padded size.
      let bytes = 16 + MANIFEST_WIRE_CHARS;
      for (const [path, change] of pending) {
        const record = await sealChange(k, path, change, records.get(path));
        const size = JSON.stringify(record).length + 1;
        if (wire.length > 0 && bytes + size > PUSH_MAX_BYTES) break;
        bytes += size;
        wire.push(record);
        sent.push([path, change]);
      }
      // Last in the batch (so stored after them): this device's list of what it wrote, signed by
      // being sealed, for its other devices to check against what the server gives them.
      const written = Object.fromEntries(wire.map((record) => [record.name, record.stamp]));
      wire.push(await sealManifest(k, { ...account().written, ...written }));
      let result: { applied: number; seq: number };
      try {
        result = await api.push(wire, onTime);
      } catch (error) {
        if (error instanceof SyncApiError && error.code === 'stamp_ahead' && !restamped) {
          // Stamped on a clock the server finds ahead of its own (the answer set the offset right):
          // stamped again once, and sent again.
          restamped = true;
          restamp();
          continue;
        }
        throw error;
      }
      store.dispatch(changesPushed(Object.fromEntries(sent.map(([path, c]) => [path, c.stamp]))));
      store.dispatch(writesNoted(written));
      // Nothing else reached the account between this device's cursor and its push: the push's
      // records need not come back to it.
      if (result.seq === account().cursor + result.applied) {
        store.dispatch(pushAcknowledged(result.seq));
      }
    }
  };

  /** This device's manifest record: its latest writes (name -> stamp), under a stamp of its own. */
  const sealManifest = async (k: AccountKeys, written: Record<string, string>) => {
    const c = clock();
    const stamp = c.tick();
    store.dispatch(localChangesStamped({ changes: {}, clock: c.snapshot() }));
    const path = `${MANIFEST_PREFIX}${account().node}`;
    const meta = { name: await nameOf(k, path), stamp, deleted: false };
    const entries = Object.entries(written)
      .sort(([, a], [, b]) => (a < b ? 1 : -1))
      .slice(0, MANIFEST_SIZE);
    const body = await sealRecord(k, await tagOf(k), meta, { path, value: entries });
    return { ...meta, body };
  };

  /**
   * Checks the manifests of other devices read in a pull (and what was missing before) against what
   * this device now holds: a change listed there, recent, and neither here nor overtaken by a newer
   * version here, was held back by the server. The list is kept until they arrive.
   */
  const checkManifests = async (k: AccountKeys, listed: [string, string][]) => {
    const known = new Map<string, string>();
    const { stamps, pending } = account();
    for (const [path, stamp] of Object.entries(stamps)) known.set(await nameOf(k, path), stamp);
    for (const [path, change] of Object.entries(pending)) {
      const name = await nameOf(k, path);
      if ((known.get(name) ?? '') < change.stamp) known.set(name, change.stamp);
    }
    const since = formatStamp(Date.now() - MANIFEST_HORIZON_MS, 0, '00000000');
    const missing: Record<string, string> = {};
    for (const [name, stamp] of [...Object.entries(account().missing), ...listed]) {
      if (stamp < since || (known.get(name) ?? '') >= stamp) continue;
      if ((missing[name] ?? '') < stamp) missing[name] = stamp;
    }
    const before = account().missing;
    const same =
      Object.keys(before).length === Object.keys(missing).length &&
      Object.entries(missing).every(([name, stamp]) => before[name] === stamp);
    if (!same) store.dispatch(missingChecked(missing));
  };
  /** Every pending change stamped again, on the clock as it is now. */
  const restamp = () => {
    const c = clock();
    const changes = Object.fromEntries(
      Object.entries(account().pending).map(([path, change]) => [
        path,
        { ...change, stamp: c.tick() },
      ]),
    );
    store.dispatch(localChangesStamped({ changes, clock: c.snapshot() }));
  };

  /** A record as this device may apply it: opened under what the wire says, else undefined. */
  const verified = async (
    k: AccountKeys,
    c: HybridClock,
    record: WireRecord,
  ): Promise<OpenedRecord | undefined> => {
    if (c.tooFarAhead(record.stamp)) return undefined;
    return openRecord(k, await tagOf(k), record, record.body);
  };

  const pull = async () => {
    const k = await keys();
    if (!k) return;
    // A cursor from before the server last compacted deletions may have missed some: the account is
    // read whole, and what this device had synced but the account no longer holds is removed.
    let whole = false;
    const present = new Set<string>();
    const listed: [string, string][] = [];
    for (;;) {
      const page = await api.pull(account().cursor, onTime);
      if (!whole && account().cursor > 0 && (page.horizon ?? 0) > account().cursor) {
        whole = true;
        store.dispatch(resyncStarted());
        continue;
      }
      const state = store.getState();
      const { stamps, pending } = account();
      const c = clock();
      const fields = new Map<string, Fields>();
      const merged: Record<string, string> = {};
      const dropped: string[] = [];
      let unverified = 0;
      for (const record of page.records) {
        const opened = await verified(k, c, record);
        if (!opened) {
          unverified += 1;
          continue;
        }
        // Only a record that authenticated moves this device's clock.
        c.observe(record.stamp);
        const { path } = opened;
        if (path.startsWith(MANIFEST_PREFIX)) {
          if (path !== `${MANIFEST_PREFIX}${account().node}`)
            listed.push(...manifestEntries(opened));
          continue;
        }
        const [name, key] = splitPath(path);
        if (!SYNCED.some((s) => s.name === name) || (LOCAL_FIELDS[name] ?? []).includes(key)) {
          continue;
        }
        if (!record.deleted) present.add(path);
        else present.delete(path);
        const mine = pending[path];
        if (mine && mine.stamp >= record.stamp) continue;
        // Never an older version than one this device has accepted (a replayed record).
        if ((merged[path] ?? stamps[path] ?? '') >= record.stamp) continue;
        if (!fields.has(name)) fields.set(name, { ...fieldsOf(state, name) });
        const entries = fields.get(name)!;
        if (record.deleted) delete entries[key];
        else {
          entries[key] = TITLE_LISTS.has(name)
            ? withDisplay(opened.value, entries[key] ?? knownTitle(state, key))
            : opened.value;
        }
        merged[path] = record.stamp;
        if (mine) dropped.push(path);
      }
      if (!page.more && whole) {
        // Read whole: what this device synced before and the account no longer holds was deleted.
        for (const path of Object.keys(stamps)) {
          if (present.has(path) || pending[path] || merged[path]) continue;
          const [name, key] = splitPath(path);
          if (!SYNCED.some((s) => s.name === name)) continue;
          if (!fields.has(name)) fields.set(name, { ...fieldsOf(state, name) });
          delete fields.get(name)![key];
        }
      }
      if (unverified > 0) store.dispatch(recordsUnverified(unverified));
      store.dispatch(
        remoteChangesMerged({
          slices: slicesFrom(state, fields),
          stamps: merged,
          dropped,
          // Read whole, this device has all there is up to the horizon (compacted deletions leave
          // gaps in the sequence numbers, which would otherwise look like a cursor behind it).
          cursor: whole ? Math.max(page.cursor, page.horizon ?? 0) : page.cursor,
          clock: c.snapshot(),
        }),
      );
      if (!page.more) break;
    }
    await checkManifests(k, listed);
    void fillDetails();
  };

  /** Each changed slice's new state, from its entries (this device's own fields kept as they are). */
  const slicesFrom = (state: RootState, fields: Map<string, Fields>) => {
    const slices: Record<string, object> = {};
    for (const [name, entries] of fields) {
      const { _persist: _ignored, ...current } = state[name as keyof RootState] as Fields;
      const local = Object.fromEntries(
        (LOCAL_FIELDS[name] ?? []).filter((f) => f in current).map((f) => [f, current[f]]),
      );
      slices[name] = viewOf(name as PersistedSliceName).build({ ...entries, ...local }) as object;
    }
    return slices;
  };

  /** This device's copy of a title from any of its lists, for its display fields. */
  const knownTitle = (state: RootState, key: string): unknown => {
    for (const name of TITLE_LISTS) {
      const entry = fieldsOf(state, name)[key];
      if (entry && !needsDetails(entry)) return entry;
    }
    return undefined;
  };

  /**
   * Cards of titles that came from another device without their display fields get them from the
   * catalogue (the requests a title page makes; cached like theirs).
   */
  let filling = false;
  const fillDetails = async () => {
    if (filling) return;
    filling = true;
    try {
      const wanted = new Map<string, { type: string; id: number }>();
      for (const name of TITLE_LISTS) {
        for (const [key, value] of Object.entries(fieldsOf(store.getState(), name))) {
          const entry = value as TitleEntry;
          if (needsDetails(entry) && typeof entry.media_id === 'number') {
            wanted.set(key, { type: String(entry.media_type), id: entry.media_id });
          }
        }
      }
      for (const [key, { type, id }] of wanted) {
        const request =
          type === 'tv'
            ? store.dispatch(tvApi.endpoints.getTvDetails.initiate(id, { subscribe: false }))
            : store.dispatch(
                moviesApi.endpoints.getMovieDetails.initiate(id, { subscribe: false }),
              );
        const { data } = await request;
        if (!data) continue;
        const display = sanitizeDetails(data);
        const state = store.getState();
        const fields = new Map<string, Fields>();
        for (const name of TITLE_LISTS) {
          const entries = fieldsOf(state, name);
          const entry = entries[key] as TitleEntry | undefined;
          if (!entry || !needsDetails(entry)) continue;
          entries[key] = { ...entry, details: { ...display, ...(entry.details ?? {}) } };
          fields.set(name, entries);
        }
        if (fields.size === 0) continue;
        store.dispatch(
          remoteChangesMerged({
            slices: slicesFrom(state, fields),
            stamps: {},
            dropped: [],
            cursor: 0,
            clock: account().clock,
          }),
        );
      }
    } finally {
      filling = false;
    }
  };

  /** An account written in an earlier format: this device's entries are sent again in this one. */
  const moveFormat = () => {
    if (account().format === CURRENT_FORMAT) return;
    const c = clock();
    const changes: Record<string, PendingChange> = {};
    for (const path of recordsOf(store.getState()).keys()) {
      changes[path] = { stamp: c.tick(), deleted: false };
    }
    store.dispatch(formatMoved({ changes, clock: c.snapshot() }));
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
      moveFormat();
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
      const c = clock();
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
    // Closed by the server to make room (too many windows open): this window opens it again when
    // it is used next (focus), and syncs meanwhile on its own.
    events.addEventListener('closed', () => closeEvents());
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
  /** A device's name is sealed with its id: a name moved to another device does not open. */
  const deviceContext = (id: string) => `device/${id}`;
  const thisDevice = (name: string): SealedDevice => ({
    name,
    browser: typeof navigator === 'undefined' ? null : browserOf(navigator.userAgent),
  });

  /** A sign-in's outcome; `move` for an account on version-1 keys, which moves to version 2. */
  interface Entered {
    k: AccountKeys;
    deviceId: string;
    move?: { old: AccountKeys; login: LoginKeys; accountKey: Uint8Array };
  }
  const origin = () =>
    typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const newDeviceId = () => toBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(12)));

  /**
   * Signs in (or registers) with `passphrase`; answers the keys to sync with, this device's id, and
   * for an account still on version-1 keys, the keys its records are read with until it moves.
   */
  const authenticate = async (
    how: 'register' | 'login',
    passphrase: string,
    deviceName: string,
  ): Promise<Entered> => {
    const { salt } = await api.setup();
    const login = await deriveLogin(passphrase, salt);
    // The device's id is this browser's choice, so that its sealed name is bound to it.
    const deviceId = newDeviceId();
    const signed = async (purpose: 'register' | 'login') => {
      const { challenge } = await api.challenge(onTime);
      const message = signedMessage(purpose, origin(), login.publicKey, challenge);
      return { challenge, signature: await signFor(login.signingKey, message) };
    };
    if (how === 'register') {
      const accountKey = newAccountKey();
      const k = await accountKeysFrom(login, accountKey);
      await api.register({
        version: 2,
        publicKey: login.publicKey,
        ...(await signed('register')),
        deviceId,
        device: await sealJson(k, thisDevice(deviceName), deviceContext(deviceId)),
        wrappedKey: await wrapAccountKey(login, accountKey),
      });
      return { k, deviceId };
    }
    try {
      // The device's name is sealed once the account key is known (the answer brings it).
      const entered = await api.login({
        version: 2,
        publicKey: login.publicKey,
        ...(await signed('login')),
        deviceId,
        device: '',
      });
      const accountKey = entered.wrappedKey
        ? await unwrapAccountKey(login, entered.wrappedKey)
        : undefined;
      if (!accountKey) {
        await api.logout().catch(() => {});
        throw new SyncApiError(409, 'key', KEY_UNOPENED);
      }
      const k = await accountKeysFrom(login, accountKey);
      await api.renameDevice(
        deviceId,
        await sealJson(k, thisDevice(deviceName), deviceContext(deviceId)),
      );
      return { k, deviceId };
    } catch (error) {
      if (!(error instanceof SyncApiError && error.code === 'unknown')) throw error;
    }
    // No account under this deployment's keys: one made before them (version 1) moves now.
    const { keys: old } = await deriveKeys(passphrase);
    const { challenge } = await api.challenge(onTime);
    await api.login({
      publicKey: old.publicKey,
      challenge,
      signature: await signChallenge(old, challenge),
      deviceId,
      device: await sealJson(old, thisDevice(deviceName), deviceContext(deviceId)),
    });
    const accountKey = newAccountKey();
    return {
      k: await accountKeysFrom(login, accountKey),
      deviceId,
      move: { old, login, accountKey },
    };
  };

  /**
   * Replaces the account's keys on the server: a new passphrase (`rotate` false: the same account key
   * wrapped by it), or a new account key (`rotate`: the records go, every other session ends). Signed
   * by the key in use and by the new one, over what changes.
   */
  const changeKeys = async (
    current: { publicKey: string; signingKey: AccountKeys['signingKey'] },
    next: LoginKeys,
    accountKey: Uint8Array,
    rotate: boolean,
    seq: number,
  ) => {
    const wrappedKey = await wrapAccountKey(next, accountKey);
    const { challenge } = await api.challenge(onTime);
    const digest = toBase64Url(
      new Uint8Array(
        await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(wrappedKey)),
      ),
    );
    const message = signedMessage(
      'change-keys',
      origin(),
      current.publicKey,
      challenge,
      `${next.publicKey}\n${digest}\n${rotate ? 'rotate' : 'keep'}\n${seq}`,
    );
    await api.changeKeys({
      challenge,
      signature: await signFor(current.signingKey, message),
      newPublicKey: next.publicKey,
      newSignature: await signFor(next.signingKey, message),
      wrappedKey,
      rotate,
      seq,
    });
  };

  const enter = async (how: 'register' | 'login', passphrase: string, deviceName: string) => {
    const { k, deviceId, move } = await authenticate(how, passphrase, deviceName);
    // Read with the keys the account's records were sealed with.
    const reading = move?.old ?? k;
    // A new id and a fresh clock for this sign-in's stamps: nothing carries over from an account
    // used here before.
    const node = newNodeId();
    const c = new HybridClock(node, Date.now);
    c.offsetMs = account().offsetMs;
    // What the account holds and what this browser holds are merged by the data file import's rules
    // (lib/backup mergeBackup: nothing lost on either side, the newer entry of a title wins), before
    // this browser counts as signed in, so the merge is not taken for changes of its own.
    const tag = await tagOf(reading);
    const remote = new Map<string, { value: unknown; stamp: string; deleted: boolean }>();
    const legacy = new Map<string, { value: unknown; stamp: string; deleted: boolean }>();
    const listed: [string, string][] = [];
    let unverified = 0;
    let cursor = 0;
    for (;;) {
      const page = await api.pull(cursor, onTime);
      for (const record of page.records) {
        const opened = c.tooFarAhead(record.stamp)
          ? undefined
          : await openRecord(reading, tag, record, record.body);
        if (opened) {
          c.observe(record.stamp);
          if (opened.path.startsWith(MANIFEST_PREFIX)) {
            if (!move) listed.push(...manifestEntries(opened));
            continue;
          }
          const known = remote.get(opened.path);
          if (!known || known.stamp < record.stamp) {
            remote.set(opened.path, {
              value: opened.value,
              stamp: record.stamp,
              deleted: record.deleted,
            });
          }
          continue;
        }
        // An account written before records were sealed whole (format 1): read once, here.
        const old =
          record.deleted || !move
            ? undefined
            : await openLegacyRecord(reading, record.name, record.body);
        if (old) legacy.set(old.path, { value: old.value, stamp: record.stamp, deleted: false });
        else if (!record.deleted || record.body !== null) unverified += 1;
      }
      cursor = page.cursor;
      if (!page.more) break;
    }
    // Format-1 records count only in an account that has none of format 2 yet: once a device has
    // moved it, an old record is a replay.
    const taken = remote.size > 0 ? remote : legacy;
    mergeIntoBrowser(taken);
    if (move) {
      // The account moves to version-2 keys: its records are sealed again under the new account key
      // (every entry of this browser, the account's merged in, goes up again), its other devices are
      // signed out, and this device's name is sealed again.
      await changeKeys(move.old, move.login, move.accountKey, true, cursor);
      await api.renameDevice(
        deviceId,
        await sealJson(k, thisDevice(deviceName), deviceContext(deviceId)),
      );
    }
    const moved = move !== undefined;
    const stamps: Record<string, string> = {};
    const pending: Record<string, PendingChange> = {};
    for (const [path, json] of recordsOf(store.getState())) {
      const theirs = taken.get(path);
      const [name] = splitPath(path);
      const same = theirs && canonicalJson(wireValue(name, theirs.value)) === json;
      if (!moved && taken === remote && theirs && !theirs.deleted && same) {
        stamps[path] = theirs.stamp;
      } else pending[path] = { stamp: c.tick(), deleted: false };
    }
    if (!moved) {
      for (const [path, theirs] of taken) {
        if (theirs.deleted && !(path in pending)) stamps[path] = theirs.stamp;
      }
    }
    await keepKeys(k);
    store.dispatch(
      signedIn({
        session: {
          deviceId,
          publicKey: k.publicKey,
          signedInAt: new Date().toISOString(),
        },
        pending,
        clock: c.snapshot(),
        node,
      }),
    );
    store.dispatch(
      remoteChangesMerged({ slices: {}, stamps, dropped: [], cursor, clock: c.snapshot() }),
    );
    if (unverified > 0) store.dispatch(recordsUnverified(unverified));
    await checkManifests(k, listed);
    openEvents();
    void fillDetails();
    await sync();
  };

  /** The account's entries (by path) merged into this browser's lists, by the import's rules. */
  const mergeIntoBrowser = (
    remote: Map<string, { value: unknown; stamp: string; deleted: boolean }>,
  ) => {
    if (remote.size === 0) return;
    // Deleted on another device: gone here too, unless this browser's copy is newer than the
    // deletion (saved here since); an entry without a time of its own goes with the deletion.
    const before = store.getState();
    const removed = new Map<string, Fields>();
    for (const [path, { stamp, deleted }] of remote) {
      if (!deleted) continue;
      const [name, key] = splitPath(path);
      if (!SYNCED.some((slice) => slice.name === name)) continue;
      const entries = removed.get(name) ?? { ...fieldsOf(before, name) };
      if (!(key in entries) || entryTime(entries[key]) > (parseStamp(stamp)?.wall ?? 0)) continue;
      delete entries[key];
      removed.set(name, entries);
    }
    if (removed.size > 0) {
      store.dispatch(
        remoteChangesMerged({
          slices: slicesFrom(before, removed),
          stamps: {},
          dropped: [],
          cursor: 0,
          clock: account().clock,
        }),
      );
    }
    const local = store.getState();
    const fields: Record<string, Fields> = {};
    for (const [path, { value, deleted }] of remote) {
      if (deleted) continue;
      const [name, key] = splitPath(path);
      if (!SYNCED.some((s) => s.name === name) || (LOCAL_FIELDS[name] ?? []).includes(key))
        continue;
      (fields[name] ??= {})[key] = TITLE_LISTS.has(name)
        ? withDisplay(value, fieldsOf(local, name)[key] ?? knownTitle(local, key))
        : value;
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

  /** The login keys of `passphrase`, when it is this account's; the deployment's salt beside them. */
  const currentLogin = async (passphrase: string) => {
    const session = account().session;
    if (!session) throw new SyncApiError(401, 'signed_out', 'You are signed out on this device.');
    const { salt } = await api.setup();
    const old = await deriveLogin(normalizePassphrase(passphrase), salt);
    if (old.publicKey !== session.publicKey) {
      throw new SyncApiError(400, 'passphrase', NOT_THIS_PASSPHRASE);
    }
    return { old, salt };
  };

  /** Keys that replace this device's (a changed passphrase or account key), kept like a sign-in's. */
  const useKeys = async (k: AccountKeys) => {
    await keepKeys(k);
    store.dispatch(sessionKeyChanged(k.publicKey));
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
    async changePassphrase(current, next) {
      const { old, salt } = await currentLogin(current);
      const info = await api.account();
      const accountKey = info.wrappedKey ? await unwrapAccountKey(old, info.wrappedKey) : undefined;
      if (!accountKey) throw new SyncApiError(409, 'key', KEY_UNOPENED);
      const fresh = await deriveLogin(next, salt);
      await serially(async () => {
        await changeKeys(old, fresh, accountKey, false, account().cursor);
        // The same account key, so the same record keys; the login key is the new passphrase's.
        await useKeys(await accountKeysFrom(fresh, accountKey));
      });
    },
    async rotateKeys(current) {
      const { old } = await currentLogin(current);
      // Everything the account holds is here first: the records go with the old key.
      await sync();
      const here = (await handle.devices()).devices.find((device) => device.current);
      await serially(async () => {
        const accountKey = newAccountKey();
        try {
          await changeKeys(old, old, accountKey, true, account().cursor);
        } catch (error) {
          if (!(error instanceof SyncApiError && error.code === 'behind')) throw error;
          // Another device pushed meanwhile: that too, then once more.
          await pull();
          await changeKeys(old, old, accountKey, true, account().cursor);
        }
        const k = await accountKeysFrom(old, accountKey);
        await useKeys(k);
        const c = clock();
        const pending: Record<string, PendingChange> = {};
        for (const path of recordsOf(store.getState()).keys()) {
          pending[path] = { stamp: c.tick(), deleted: false };
        }
        store.dispatch(keysRotated({ pending, clock: c.snapshot() }));
        // This device's name, sealed again under the new key.
        const { deviceId } = account().session ?? {};
        if (deviceId && here) {
          const sealed: SealedDevice = { name: here.name, browser: here.browser };
          await api.renameDevice(deviceId, await sealJson(k, sealed, deviceContext(deviceId)));
        }
      });
      await sync();
    },
    async devices() {
      const k = await keys();
      const info = await api.account();
      const devices: DeviceView[] = await Promise.all(
        info.devices.map(async (device) => {
          const sealed = readSealedDevice(
            k
              ? ((await openJson(k, device.device, deviceContext(device.id))) ??
                  // Named before names were bound to their device (renamed on its next change).
                  (await openJson(k, device.device, 'device')))
              : undefined,
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
      await api.renameDevice(id, await sealJson(k, sealed, deviceContext(id)));
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
