/**
 * Sync with the visitor's account (issue 25), loaded only once this browser is signed in (or on the
 * sign-in pages): a visitor who never signs in never downloads it.
 *
 * The persisted slices the registry marks `synced` are seen through their keyed views: each entry is
 * one record, `slice/key` ("watchlist/movie/550"), sealed under an HMAC name. This module starts sync
 * on a store and composes its parts:
 * - the account slice and API, injected into the store (`combineSlices().inject`, a dynamic middleware);
 * - ./localChanges.ts, the listener that stamps and queues a change made here;
 * - ./records.ts, the push and pull thunks, which merge what they pull by ./merge.ts (the merge rule of
 *   lib/mergeEntries, with the records' stamps for times);
 * - ./session.ts, signing in and changing keys, and ./firstSync.ts, a sign-in's first read and merge;
 * - the session's keys (./keyring.ts), the account state's saving, the event stream's reactions, and
 *   the handle the account screens use (lib/accountActions). No component calls the API.
 */
import { msg } from '@lingui/core/macro';
import type { UnknownAction } from '@reduxjs/toolkit';

import {
  accountKeysFrom,
  deriveLogin,
  importExportedKeys,
  newAccountKey,
  normalizePassphrase,
  openJson,
  recordName,
  sealJson,
  unwrapAccountKey,
} from '@common/accountCrypto';
import type { AccountKeys } from '@common/accountCrypto';
import { ENDED_MESSAGES } from '@common/accountEnded';
import { HybridClock, newNodeId } from '@common/syncClock';
import { accountTag } from '@common/syncRecord';
import type { AppStore } from '@/app/hooks';
import { UNNAMED_DEVICE, readSealedDevice } from '@/lib/accountActions';
import type { AccountActions, DeviceView, SealedDevice } from '@/lib/accountActions';
import { accountCopyRemoved, remoteChangesMerged } from '@/lib/remoteChanges';

import {
  SyncApiError,
  accountApi,
  devicesChanged,
  recordsAnnounced,
  serverClockRead,
  streamLost,
  streamReady,
  streamSignedOut,
} from './accountApi';
import {
  accountSlice,
  initialAccountState,
  keysRotated,
  sessionKeyChanged,
  recordsUnverified,
  restoreAccount,
  serverTimeMeasured,
  sessionKeysSealed,
  signedIn,
  signedOut,
  syncRefused,
  syncSettled,
  syncStarted,
  syncAttached,
  syncWentOffline,
} from './accountSlice';
import type { AccountState, PendingChange } from './accountSlice';
import { startAccountLanguage } from './accountLanguage';
import { recordsOf } from './entries';
import { browserKeyring } from './keyring';
import type { Keyring } from './keyring';
import { accountRequests } from './requests';
import {
  fillTitleDetails,
  moveRecordFormat,
  pullChanges,
  pushChanges,
  recordWork,
} from './records';
import { firstStamps, mergeAccountIntoBrowser, readWholeAccount } from './firstSync';
import { startLocalChanges } from './localChanges';
import { syncedSlices } from './syncedSlices';
import type { SyncContext } from './context';
import { KEY_UNOPENED, authenticate, changeKeys, deviceContext, thisDevice } from './session';
import type { SyncedSlices } from './syncedSlices';

const PUSH_DELAY_MS = 400;

/**
 * Injects the account slice (starting from `initial`) and the account API into the store's reducer,
 * and the API's middleware beside the store's: nothing else of the state changes.
 */
function injectAccount(store: AppStore): Promise<void> {
  const initial = initialAccountState(newNodeId());
  const account = store.registry.persistLater(
    'account',
    (state: AccountState = initial, action: UnknownAction) => accountSlice.reducer(state, action),
    restoreAccount,
  );
  store.reducer.inject({ reducerPath: 'account', reducer: account.reducer });
  store.reducer.inject(accountApi);
  store.addMiddleware(accountApi.middleware);
  // The injected slices' state is made by the next action: this one.
  store.dispatch(syncAttached());
  return account.rehydrate();
}

/**
 * The sentences below reach the screen through the account's state and its errors, which keep plain
 * text: each is a message whose id is its English (scripts/babel-compiled-messages.cjs), so what shows
 * it translates it with `i18n._(text)`.
 */
const NOT_THIS_PASSPHRASE =
  msg`These words are a passphrase, but not the one of this account. Check them and try again.`.id;
const KEYS_LOST =
  msg`This browser no longer has the keys of your account, so it was signed out. Your lists here are kept: sign in again with your passphrase to sync them.`
    .id;
const SYNC_FAILED = msg`Sync failed. Your changes are kept in this browser.`.id;
const SIGNED_OUT = msg`You are signed out on this device.`.id;

export interface SyncDeps {
  /** Where the keys are kept sealed; null where IndexedDB cannot be used (the raw keys are kept). */
  keyring: Keyring | null;
}

const browserDeps = (): SyncDeps => ({ keyring: browserKeyring() });

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
  const { keyring } = deps;
  const api = accountRequests(store.dispatch);

  // The account's saved state (the registry's way, under ACCOUNT_KEY) and the synced slices' views
  // (the registry's codecs, their own chunk) come back asynchronously: every entry point waits for
  // both first.
  const rehydrated = injectAccount(store);
  let slices!: SyncedSlices;
  let loaded = false;
  const ready = Promise.all([syncedSlices(store), rehydrated]).then(([views]) => {
    slices = views;
    loaded = true;
  });

  // The account slice is injected above, so it is there from here on.
  const account = (): AccountState => store.getState().account!;
  // The clock, on the server's time as last measured (kept across loads, and bounded).
  const clock = () => {
    const c = new HybridClock(account().node, Date.now, account().clock);
    c.offsetMs = account().offsetMs;
    return c;
  };
  // A language chosen on another device becomes this device's too (./accountLanguage.ts).
  const unsubscribeLanguage = startAccountLanguage(store);
  // Every answer of the account API says the server's time.
  const unsubscribeClock = store.startListening({
    actionCreator: serverClockRead,
    effect: ({ payload: time }) => {
      const probe = new HybridClock(account().node);
      probe.observeServerTime(time.serverMs, time.sentAt, time.receivedAt);
      if (probe.offsetMs !== account().offsetMs) store.dispatch(serverTimeMeasured(probe.offsetMs));
    },
  });

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

  // Signed out (here, from another device, or the account deleted): the keys go too.
  let lastSession = account().session;
  const unsubscribeSave = store.subscribe(() => {
    const { session } = account();
    if (session === lastSession) return;
    if (!session && lastSession) {
      keysFor = null;
      keysPromise = Promise.resolve(undefined);
      void keyring?.clear().catch(() => {});
    }
    lastSession = session;
  });

  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const refused = (error: unknown) => {
    if (error instanceof SyncApiError) {
      if (error.signedOut) {
        store.dispatch(signedOut(error.ended && ENDED_MESSAGES[error.ended]));
        return;
      }
      if (error.offline) {
        store.dispatch(syncWentOffline());
        // The server is there but its storage is not (an outage): it says when to try again, and the
        // changes kept here go then, without waiting for the visitor to come back to the window.
        if (error.retryAfterMs !== undefined) {
          clearTimeout(retryTimer);
          retryTimer = setTimeout(() => void sync(), error.retryAfterMs);
        }
        return;
      }
      store.dispatch(syncRefused(error.message));
      return;
    }
    store.dispatch(syncRefused(SYNC_FAILED));
  };

  // One push, pull or key change at a time; a request made meanwhile runs once after.
  let busy: Promise<unknown> = Promise.resolve();
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const after = () => ready.then(work);
    const run = busy.then(after, after);
    busy = run.catch(() => {});
    return run;
  };
  const exclusive = (work: () => Promise<void>) => serially(work).catch(refused);

  const ctx: SyncContext = {
    api,
    get slices() {
      return slices;
    },
    account,
    clock,
    keys,
    nameOf,
    tagOf,
  };
  const work = () => recordWork(ctx, store.dispatch, store.getState);
  const push = () => store.dispatch(pushChanges(ctx));
  const pull = () => store.dispatch(pullChanges(ctx));
  const fillDetails = () => store.dispatch(fillTitleDetails(ctx));

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
      store.dispatch(moveRecordFormat(ctx));
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
  const unsubscribeChanges = startLocalChanges(store, ctx, {
    ready: () => (loaded ? undefined : ready),
    stamped: schedulePush,
  });

  // The account's event stream (accountApi's `events`): another device pushed, its devices changed,
  // or this one was signed out.
  let events: { unsubscribe(): void } | null = null;
  const deviceWatchers = new Set<() => void>();
  const openEvents = () => {
    if (events || !account().session) return;
    events = store.dispatch(accountApi.endpoints.events.initiate());
  };
  const closeEvents = () => {
    events?.unsubscribe();
    events = null;
  };
  const streamListeners = [
    // (Re)opened: what was announced while it was away is caught up on, the devices' news too.
    store.startListening({
      actionCreator: streamReady,
      effect: () => {
        for (const watcher of deviceWatchers) watcher();
        void sync();
      },
    }),
    store.startListening({
      actionCreator: recordsAnnounced,
      effect: ({ payload: seq }) => {
        if (seq > account().cursor) void sync();
      },
    }),
    store.startListening({
      actionCreator: devicesChanged,
      effect: () => {
        for (const watcher of deviceWatchers) watcher();
      },
    }),
    store.startListening({
      actionCreator: streamSignedOut,
      effect: ({ payload: ended }) => {
        closeEvents();
        store.dispatch(signedOut(ended && ENDED_MESSAGES[ended]));
      },
    }),
    // Closed by the server to make room (too many windows open), or for good (a request finds out
    // why): this window opens it again when it is used next (focus), and syncs meanwhile on its own.
    store.startListening({
      actionCreator: streamLost,
      effect: () => {
        closeEvents();
        void sync();
      },
    }),
  ];
  const onFocus = () => {
    openEvents();
    void sync();
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('focus', onFocus);
    window.addEventListener('online', onFocus);
  }
  // A browser signed in when the page loaded syncs at once (its saved state back first).
  void ready.then(() => {
    if (!account().session) return;
    openEvents();
    void sync();
  });

  /** What each listed device signed in with, kept from the last list for a rename. */
  const browsers = new Map<string, string | null>();
  const enter = async (how: 'register' | 'login', passphrase: string, deviceName: string) => {
    const { k, deviceId, move } = await authenticate(api, how, passphrase, deviceName);
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
    const { remote, legacy, listed, unverified, cursor } = await readWholeAccount(
      ctx,
      reading,
      c,
      move !== undefined,
    );
    // Format-1 records count only in an account that has none of format 2 yet: once a device has
    // moved it, an old record is a replay.
    const taken = remote.size > 0 ? remote : legacy;
    store.dispatch(mergeAccountIntoBrowser(ctx, taken));
    if (move) {
      // The account moves to version-2 keys: its records are sealed again under the new account key
      // (every entry of this browser, the account's merged in, goes up again), its other devices are
      // signed out, and this device's name is sealed again.
      await changeKeys(api, move.old, move.login, move.accountKey, true, cursor);
      await api.renameDevice(
        deviceId,
        await sealJson(k, thisDevice(deviceName), deviceContext(deviceId)),
      );
    }
    const { stamps, pending } = firstStamps(
      slices,
      store.getState(),
      taken,
      move === undefined && taken === remote,
      c,
    );
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
    await work().checkManifests(k, listed);
    openEvents();
    void fillDetails();
    await sync();
  };

  /** The login keys of `passphrase`, when it is this account's; the deployment's salt beside them. */
  const currentLogin = async (passphrase: string) => {
    const session = account().session;
    if (!session) throw new SyncApiError(401, 'signed_out', SIGNED_OUT);
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
        await ready;
        const emptied = Object.fromEntries(
          slices.names.map((name) => [name, slices.view(name).build({}) as object]),
        );
        store.dispatch(accountCopyRemoved({ slices: emptied }));
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
        await changeKeys(api, old, fresh, accountKey, false, account().cursor);
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
          await changeKeys(api, old, old, accountKey, true, account().cursor);
        } catch (error) {
          if (!(error instanceof SyncApiError && error.code === 'behind')) throw error;
          // Another device pushed meanwhile: that too, then once more.
          await pull();
          await changeKeys(api, old, old, accountKey, true, account().cursor);
        }
        const k = await accountKeysFrom(old, accountKey);
        await useKeys(k);
        const c = clock();
        const pending: Record<string, PendingChange> = {};
        for (const path of recordsOf(slices, store.getState()).keys()) {
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
            name: sealed?.name ?? UNNAMED_DEVICE,
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
      if (!k) throw new SyncApiError(401, 'signed_out', SIGNED_OUT);
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
      clearTimeout(retryTimer);
      unsubscribeChanges();
      unsubscribeClock();
      unsubscribeLanguage();
      for (const unsubscribe of streamListeners) unsubscribe();
      unsubscribeSave();
      if (typeof window !== 'undefined') {
        window.removeEventListener('focus', onFocus);
        window.removeEventListener('online', onFocus);
      }
      running = null;
    },
  };
  running = { store, sync: handle };
  return handle;
}
