import { createAction, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

import type { ExportedKeys } from '@common/accountCrypto';
import type { LocaleTag } from '@common/locales';
import { boundedOffset, newNodeId } from '@common/syncClock';
import type { ClockState } from '@common/syncClock';

import { remoteChangesMerged } from '@/lib/remoteChanges';

export { ACCOUNT_KEY } from '@/lib/accountKey';

/*
 * The signed-in account on this browser, and where its sync stands. Loaded only with the sync code
 * (src/features/sync/engine.ts): a visitor who never signs in never loads it. Saved under ACCOUNT_KEY by
 * that code, not by redux-persist; never part of the data file, never synced.
 */

export interface AccountSession {
  deviceId: string;
  publicKey: string;
  /**
   * The raw keys, only where the browser cannot keep them sealed in IndexedDB (src/features/sync/keyring.ts),
   * or as an older version kept them (moved into the keyring at start). The passphrase never is kept.
   */
  keys?: ExportedKeys;
  signedInAt: string;
}

/** A local change waiting to be sent: the value sent is the state's at the time of sending. */
export interface PendingChange {
  stamp: string;
  deleted: boolean;
}

export type SyncStatus = 'idle' | 'syncing' | 'offline' | 'error';

export interface AccountState {
  session: AccountSession | null;
  /** This browser's id in the stamps. */
  node: string;
  clock: ClockState;
  /** The last server sequence number pulled. */
  cursor: number;
  /** The stamp of the last known version of each record path ("watchlist/movie/550"). */
  stamps: Record<string, string>;
  pending: Record<string, PendingChange>;
  status: SyncStatus;
  /** The last refusal, as the server or the app words it; null when all is well. */
  message: string | null;
  /** Milliseconds to add to this device's clock for the server's, as last measured (bounded). */
  offsetMs: number;
  /**
   * Records from the server this device did not apply because they did not authenticate (or were
   * stamped impossibly far ahead), since this sign-in: Settings says how many.
   */
  unverified: number;
  /** The record format this device has written the account's entries in (2 since issue 32). */
  format: number;
  /**
   * What this device last wrote (record name -> stamp, the newest MANIFEST_SIZE): sent, sealed, with
   * each push, so that its other devices can tell whether the server passed all of it on.
   */
  written: Record<string, string>;
  /**
   * Changes the account's other devices say they sent that have not reached this device (record
   * name -> stamp); they leave the list when they arrive.
   */
  missing: Record<string, string>;
  /**
   * A language chosen on another device, arrived by sync while this page was open in another one
   * (./accountLanguage.ts): the page offers to load again in it. Not read back on the next load, which
   * comes in that language.
   */
  arrivedLanguage?: LocaleTag;
}

/** How many of its latest writes a device lists for its other devices to check. */
export const MANIFEST_SIZE = 300;

/** The newest `limit` entries of a name -> stamp map. */
function newest(entries: Record<string, string>, limit: number): Record<string, string> {
  const all = Object.entries(entries);
  if (all.length <= limit) return entries;
  return Object.fromEntries(all.sort(([, a], [, b]) => (a < b ? 1 : -1)).slice(0, limit));
}

/** The record format this code writes (common/syncRecord RECORD_FORMAT). */
export const CURRENT_FORMAT = 2;

export const initialAccountState = (node: string): AccountState => ({
  session: null,
  node,
  clock: { wall: 0, counter: 0 },
  cursor: 0,
  stamps: {},
  pending: {},
  status: 'idle',
  message: null,
  offsetMs: 0,
  unverified: 0,
  format: CURRENT_FORMAT,
  written: {},
  missing: {},
});

export const accountSlice = createSlice({
  name: 'account',
  initialState: initialAccountState('00000000'),
  reducers: {
    signedIn(
      state,
      action: PayloadAction<{
        session: AccountSession;
        pending: Record<string, PendingChange>;
        clock: ClockState;
        /** A new id for this sign-in's stamps: stamps never link it to an earlier account. */
        node: string;
      }>,
    ) {
      state.session = action.payload.session;
      state.node = action.payload.node;
      state.cursor = 0;
      state.stamps = {};
      state.pending = action.payload.pending;
      state.clock = action.payload.clock;
      state.status = 'idle';
      state.message = null;
      state.unverified = 0;
      state.format = CURRENT_FORMAT;
      state.written = {};
      state.missing = {};
    },
    /**
     * Signed out here, from another device, or the account was deleted: the lists stay. `why`, when
     * another device ended the session, is the sentence Settings shows until the next sign-in.
     */
    signedOut: {
      reducer(state, action: PayloadAction<string | undefined, string, { node: string }>) {
        state.session = null;
        // Nothing of this account's stamps stays to link it with the next one used here.
        state.node = action.meta.node;
        state.clock = { wall: 0, counter: 0 };
        state.cursor = 0;
        state.stamps = {};
        state.pending = {};
        state.unverified = 0;
        state.written = {};
        state.missing = {};
        state.status = action.payload ? 'error' : 'idle';
        state.message = action.payload ?? null;
      },
      prepare: (why?: string) => ({ payload: why, meta: { node: newNodeId() } }),
    },
    /** The passphrase changed here: the session goes on under the new public key. */
    sessionKeyChanged(state, action: PayloadAction<string>) {
      if (state.session) state.session.publicKey = action.payload;
    },
    /**
     * The account key was replaced here and the account's records removed: every entry of this
     * device goes up again, sealed under the new key.
     */
    keysRotated(
      state,
      action: PayloadAction<{ pending: Record<string, PendingChange>; clock: ClockState }>,
    ) {
      state.stamps = {};
      state.pending = action.payload.pending;
      state.clock = action.payload.clock;
      state.unverified = 0;
      state.written = {};
      state.missing = {};
    },
    /** The server compacted deletions this device may not have seen: the account is read whole. */
    resyncStarted(state) {
      state.cursor = 0;
    },
    /** The server's clock, measured again from an answer's Date header. */
    serverTimeMeasured(state, action: PayloadAction<number>) {
      state.offsetMs = boundedOffset(action.payload);
    },
    /** The account's sequence reached `seq` with this device's own push alone: nothing to pull. */
    pushAcknowledged(state, action: PayloadAction<number>) {
      state.cursor = Math.max(state.cursor, action.payload);
    },
    /** What this device just wrote, for the list it sends with its pushes. */
    writesNoted(state, action: PayloadAction<Record<string, string>>) {
      state.written = newest({ ...state.written, ...action.payload }, MANIFEST_SIZE);
    },
    /** Changes other devices listed that have not arrived here (replaces the earlier list). */
    missingChecked(state, action: PayloadAction<Record<string, string>>) {
      state.missing = action.payload;
    },
    /** Records from the server that were not applied, because they did not authenticate. */
    recordsUnverified(state, action: PayloadAction<number>) {
      state.unverified += action.payload;
    },
    /**
     * Every entry of this device sent again in the current format (an account written before it):
     * the changes are queued, and the device counts as moved.
     */
    formatMoved(
      state,
      action: PayloadAction<{ changes: Record<string, PendingChange>; clock: ClockState }>,
    ) {
      Object.assign(state.pending, action.payload.changes);
      state.clock = action.payload.clock;
      state.format = CURRENT_FORMAT;
    },
    /** The raw keys went into the keyring: they leave this state (and localStorage). */
    sessionKeysSealed(state) {
      if (state.session) delete state.session.keys;
    },
    localChangesStamped(
      state,
      action: PayloadAction<{ changes: Record<string, PendingChange>; clock: ClockState }>,
    ) {
      Object.assign(state.pending, action.payload.changes);
      state.clock = action.payload.clock;
    },
    syncStarted(state) {
      state.status = 'syncing';
    },
    /** The server took these changes: each is now the known version, unless changed again since. */
    changesPushed(state, action: PayloadAction<Record<string, string>>) {
      for (const [path, stamp] of Object.entries(action.payload)) {
        state.stamps[path] = stamp;
        if (state.pending[path]?.stamp === stamp) delete state.pending[path];
      }
    },
    syncSettled(state) {
      state.status = 'idle';
      state.message = null;
    },
    syncWentOffline(state) {
      state.status = 'offline';
    },
    syncRefused(state, action: PayloadAction<string>) {
      state.status = 'error';
      state.message = action.payload;
    },
    /** Another device's choice of language has come: the page open here offers it (./accountLanguage.ts). */
    accountLanguageArrived(state, action: PayloadAction<LocaleTag>) {
      state.arrivedLanguage = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Records from other devices: the lists' reducers take `slices`; this one the bookkeeping.
    builder.addCase(remoteChangesMerged, (state, action) => {
      Object.assign(state.stamps, action.payload.stamps);
      for (const path of action.payload.dropped) delete state.pending[path];
      state.cursor = Math.max(state.cursor, action.payload.cursor);
      state.clock = action.payload.clock;
    });
  },
  selectors: {
    selectSession: (state) => state.session,
    selectSyncStatus: (state) => state.status,
    selectSyncMessage: (state) => state.message,
    selectPendingCount: (state) => Object.keys(state.pending).length,
    selectUnverifiedCount: (state) => state.unverified,
  },
});

/** The sync code has put the account slice and API into the store (the slice's first state). */
export const syncAttached = createAction('sync/attached');

export const {
  signedIn,
  signedOut,
  sessionKeysSealed,
  localChangesStamped,
  syncStarted,
  changesPushed,
  syncSettled,
  syncWentOffline,
  syncRefused,
  serverTimeMeasured,
  recordsUnverified,
  formatMoved,
  resyncStarted,
  sessionKeyChanged,
  keysRotated,
  writesNoted,
  missingChecked,
  pushAcknowledged,
  accountLanguageArrived,
} = accountSlice.actions;

export const {
  selectSession,
  selectSyncStatus,
  selectSyncMessage,
  selectPendingCount,
  selectUnverifiedCount,
} = accountSlice.selectors;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The saved account state back, or undefined when it is not one (then this browser is signed out). */
export function restoreAccount(stored: unknown): AccountState | undefined {
  if (!isRecord(stored) || typeof stored.node !== 'string' || !/^[0-9a-f]{8}$/.test(stored.node)) {
    return undefined;
  }
  const session = isRecord(stored.session) ? (stored.session as unknown as AccountSession) : null;
  if (
    session &&
    (typeof session.deviceId !== 'string' ||
      typeof session.publicKey !== 'string' ||
      (session.keys !== undefined && !isRecord(session.keys)))
  ) {
    return undefined;
  }
  const clock = isRecord(stored.clock) ? stored.clock : {};
  const strings = (value: unknown) =>
    Object.fromEntries(
      Object.entries(isRecord(value) ? value : {}).filter(([, v]) => typeof v === 'string'),
    ) as Record<string, string>;
  const pending = Object.fromEntries(
    Object.entries(isRecord(stored.pending) ? stored.pending : {}).filter(
      ([, v]) => isRecord(v) && typeof v.stamp === 'string' && typeof v.deleted === 'boolean',
    ),
  ) as Record<string, PendingChange>;
  return {
    ...initialAccountState(stored.node),
    session,
    clock: {
      wall: Number.isFinite(clock.wall) ? Number(clock.wall) : 0,
      counter: Number.isFinite(clock.counter) ? Number(clock.counter) : 0,
    },
    cursor: Number.isInteger(stored.cursor) ? Number(stored.cursor) : 0,
    stamps: strings(stored.stamps),
    pending,
    offsetMs: boundedOffset(stored.offsetMs),
    unverified:
      Number.isInteger(stored.unverified) && Number(stored.unverified) > 0
        ? Number(stored.unverified)
        : 0,
    written: newest(strings(stored.written), MANIFEST_SIZE),
    missing: newest(strings(stored.missing), MANIFEST_SIZE * 10),
    // A state kept before formats were counted is format 1: its entries are sent again.
    format: session ? (stored.format === CURRENT_FORMAT ? CURRENT_FORMAT : 1) : CURRENT_FORMAT,
  };
}
