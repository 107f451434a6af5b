/**
 * The record work of account sync, as thunks: sealing and pushing this device's pending changes (with
 * its manifest), pulling and merging what other devices pushed (through ./merge.ts), checking their
 * manifests for withheld changes, and filling in titles' display fields from the catalogue. Each takes
 * the sync context (./context.ts: the keys, the record names, the API) and the store's dispatch and
 * state; the engine (./engine.ts) runs them one at a time.
 */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';

import type { AccountKeys } from '@common/accountCrypto';
import type { HybridClock } from '@common/syncClock';
import { formatStamp } from '@common/syncClock';
import { PUSH_MAX_BYTES } from '@common/syncLimits';
import { openRecord, sealRecord } from '@common/syncRecord';
import type { OpenedRecord } from '@common/syncRecord';
import type { RootState } from '@/app/hooks';
import type { Fields } from '@/lib/mergeEntries';
import { remoteChangesMerged } from '@/lib/remoteChanges';
import { sanitizeDetails } from '@/lib/savedTitle';
import { moviesApi } from '@/services/movies';
import { tvApi } from '@/services/tv';

import { SyncApiError } from './accountApi';
import type { WireRecord } from './accountApi';
import {
  CURRENT_FORMAT,
  MANIFEST_SIZE,
  changesPushed,
  formatMoved,
  localChangesStamped,
  missingChecked,
  pushAcknowledged,
  recordsUnverified,
  resyncStarted,
  writesNoted,
} from './accountSlice';
import type { PendingChange } from './accountSlice';
import type { SyncContext, SyncDispatch } from './context';
import {
  LOCAL_FIELDS,
  MANIFEST_HORIZON_MS,
  MANIFEST_PREFIX,
  TITLE_LISTS,
  fieldsOf,
  manifestEntries,
  needsDetails,
  recordsOf,
  splitPath,
} from './entries';
import type { TitleEntry } from './entries';
import { mergePulled } from './merge';
import type { PulledEntry } from './merge';

/** Records in one push (the server's `ACCOUNT_BATCH_MAX` default), this device's manifest included. */
const BATCH_MAX = 199;
/** A manifest on the wire, at most: 32 KB padded, sealed, in base64url, with its name and stamp. */
const MANIFEST_WIRE_CHARS = 44_000;

export type SyncThunk<T = Promise<void>> = ThunkAction<T, RootState, unknown, UnknownAction>;

/** The contexts whose titles are being filled in (one filling at a time each). */
const filling = new WeakSet<SyncContext>();

/** The record work on one store's dispatch and state, for the thunks below and the sign-in. */
export function recordWork(ctx: SyncContext, dispatch: SyncDispatch, getState: () => RootState) {
  const { api, account, clock, keys, nameOf, tagOf } = ctx;
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
      const records = recordsOf(ctx.slices, getState());
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
        result = await api.push(wire);
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
      dispatch(changesPushed(Object.fromEntries(sent.map(([path, c]) => [path, c.stamp]))));
      dispatch(writesNoted(written));
      // Nothing else reached the account between this device's cursor and its push: the push's
      // records need not come back to it.
      if (result.seq === account().cursor + result.applied) {
        dispatch(pushAcknowledged(result.seq));
      }
    }
  };

  /** This device's manifest record: its latest writes (name -> stamp), under a stamp of its own. */
  const sealManifest = async (k: AccountKeys, written: Record<string, string>) => {
    const c = clock();
    const stamp = c.tick();
    dispatch(localChangesStamped({ changes: {}, clock: c.snapshot() }));
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
    if (!same) dispatch(missingChecked(missing));
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
    dispatch(localChangesStamped({ changes, clock: c.snapshot() }));
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
      const page = await api.pull(account().cursor);
      if (!whole && account().cursor > 0 && (page.horizon ?? 0) > account().cursor) {
        whole = true;
        dispatch(resyncStarted());
        continue;
      }
      const state = getState();
      const { stamps, pending } = account();
      const c = clock();
      const pulled: PulledEntry[] = [];
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
        if (!record.deleted) present.add(path);
        else present.delete(path);
        pulled.push({ path, value: opened.value, stamp: record.stamp, deleted: record.deleted });
      }
      const {
        fields,
        stamps: merged,
        dropped,
      } = mergePulled(ctx.slices, state, { stamps, pending }, pulled, (key) =>
        knownTitle(state, key),
      );
      if (!page.more && whole) {
        // Read whole: what this device synced before and the account no longer holds was deleted.
        for (const path of Object.keys(stamps)) {
          if (present.has(path) || pending[path] || merged[path]) continue;
          const [name, key] = splitPath(path);
          if (!ctx.slices.has(name)) continue;
          const entries = fields.get(name) ?? { ...fieldsOf(ctx.slices, state, name) };
          delete entries[key];
          fields.set(name, entries);
        }
      }
      if (unverified > 0) dispatch(recordsUnverified(unverified));
      dispatch(
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
    const built: Record<string, object> = {};
    for (const [name, entries] of fields) {
      const { _persist: _ignored, ...current } = state[name as keyof RootState] as Fields;
      const local = Object.fromEntries(
        (LOCAL_FIELDS[name] ?? []).filter((f) => f in current).map((f) => [f, current[f]]),
      );
      built[name] = ctx.slices.view(name).build({ ...entries, ...local }) as object;
    }
    return built;
  };

  /** This device's copy of a title from any of its lists, for its display fields. */
  const knownTitle = (state: RootState, key: string): unknown => {
    for (const name of TITLE_LISTS) {
      const entry = fieldsOf(ctx.slices, state, name)[key];
      if (entry && !needsDetails(entry)) return entry;
    }
    return undefined;
  };

  /**
   * Cards of titles that came from another device without their display fields get them from the
   * catalogue (the requests a title page makes; cached like theirs).
   */
  const fillDetails = async () => {
    if (filling.has(ctx)) return;
    filling.add(ctx);
    try {
      const wanted = new Map<string, { type: string; id: number }>();
      for (const name of TITLE_LISTS) {
        for (const [key, value] of Object.entries(fieldsOf(ctx.slices, getState(), name))) {
          const entry = value as TitleEntry;
          if (needsDetails(entry) && typeof entry.media_id === 'number') {
            wanted.set(key, { type: String(entry.media_type), id: entry.media_id });
          }
        }
      }
      for (const [key, { type, id }] of wanted) {
        const request =
          type === 'tv'
            ? dispatch(tvApi.endpoints.getTvDetails.initiate(id, { subscribe: false }))
            : dispatch(moviesApi.endpoints.getMovieDetails.initiate(id, { subscribe: false }));
        const { data } = await request;
        if (!data) continue;
        const display = sanitizeDetails(data);
        const state = getState();
        const fields = new Map<string, Fields>();
        for (const name of TITLE_LISTS) {
          const entries = fieldsOf(ctx.slices, state, name);
          const entry = entries[key] as TitleEntry | undefined;
          if (!entry || !needsDetails(entry)) continue;
          entries[key] = { ...entry, details: { ...display, ...(entry.details ?? {}) } };
          fields.set(name, entries);
        }
        if (fields.size === 0) continue;
        dispatch(
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
      filling.delete(ctx);
    }
  };

  /** An account written in an earlier format: this device's entries are sent again in this one. */
  const moveFormat = () => {
    if (account().format === CURRENT_FORMAT) return;
    const c = clock();
    const changes: Record<string, PendingChange> = {};
    for (const path of recordsOf(ctx.slices, getState()).keys()) {
      changes[path] = { stamp: c.tick(), deleted: false };
    }
    dispatch(formatMoved({ changes, clock: c.snapshot() }));
  };

  return { push, pull, restamp, checkManifests, slicesFrom, knownTitle, fillDetails, moveFormat };
}

/**
 * Sends the pending changes, in batches of at most BATCH_MAX records and PUSH_MAX_BYTES of JSON, each
 * ending with this device's manifest.
 */
export const pushChanges =
  (ctx: SyncContext): SyncThunk =>
  (dispatch, getState) =>
    recordWork(ctx, dispatch, getState).push();

/** Pulls what other devices pushed since this device's cursor and merges it in. */
export const pullChanges =
  (ctx: SyncContext): SyncThunk =>
  (dispatch, getState) =>
    recordWork(ctx, dispatch, getState).pull();

/** Sends this device's entries again in the current record format, if the account is on an older one. */
export const moveRecordFormat =
  (ctx: SyncContext): SyncThunk<void> =>
  (dispatch, getState) =>
    recordWork(ctx, dispatch, getState).moveFormat();

/** Fetches the display fields of titles that came from another device without them. */
export const fillTitleDetails =
  (ctx: SyncContext): SyncThunk =>
  (dispatch, getState) =>
    recordWork(ctx, dispatch, getState).fillDetails();
