/**
 * A sign-in's first sync: the whole account read (format 1 too, for an account that moves), its
 * entries merged into this browser's lists by the data file import's rule (lib/backup mergeBackup over
 * lib/mergeEntries: nothing lost on either side, the newer entry of a title wins), and the stamps this
 * device starts from. All before the device counts as signed in, so the merge is not taken for
 * changes of its own.
 */
import type { AccountKeys } from '@common/accountCrypto';
import { parseStamp } from '@common/syncClock';
import type { HybridClock } from '@common/syncClock';
import { openLegacyRecord, openRecord } from '@common/syncRecord';
import type { RootState } from '@/app/hooks';
import { BACKUP_SECTIONS, backupData, emptyBackupData, mergeBackup } from '@/lib/backup';
import type { BackupData } from '@/lib/backup';
import { dataImported } from '@/lib/dataImported';
import type { Fields } from '@/lib/mergeEntries';
import { remoteChangesMerged } from '@/lib/remoteChanges';

import type { PendingChange } from './accountSlice';
import type { SyncContext } from './context';
import {
  LOCAL_FIELDS,
  MANIFEST_PREFIX,
  TITLE_LISTS,
  canonicalJson,
  entryTime,
  fieldsOf,
  manifestEntries,
  recordsOf,
  splitPath,
  wireValue,
  withDisplay,
} from './entries';
import { recordWork } from './records';
import type { SyncThunk } from './records';
import type { SyncedSlices } from './syncedSlices';

/** The newest version of each of the account's entries, by path. */
export type AccountEntries = Map<string, { value: unknown; stamp: string; deleted: boolean }>;

/**
 * Every record of the account, opened with `reading` (the keys its records were sealed with) on the
 * sign-in's fresh clock: the newest version of each entry, the other devices' manifests, and how many
 * records did not open. `moving`: the account is on version-1 keys, so records of format 1 are read
 * too (and manifests, sealed under keys about to go, are not checked).
 */
export async function readWholeAccount(
  ctx: SyncContext,
  reading: AccountKeys,
  clock: HybridClock,
  moving: boolean,
) {
  const tag = await ctx.tagOf(reading);
  const remote: AccountEntries = new Map();
  const legacy: AccountEntries = new Map();
  const listed: [string, string][] = [];
  let unverified = 0;
  let cursor = 0;
  for (;;) {
    const page = await ctx.api.pull(cursor);
    for (const record of page.records) {
      const opened = clock.tooFarAhead(record.stamp)
        ? undefined
        : await openRecord(reading, tag, record, record.body);
      if (opened) {
        clock.observe(record.stamp);
        if (opened.path.startsWith(MANIFEST_PREFIX)) {
          if (!moving) listed.push(...manifestEntries(opened));
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
        record.deleted || !moving
          ? undefined
          : await openLegacyRecord(reading, record.name, record.body);
      if (old) legacy.set(old.path, { value: old.value, stamp: record.stamp, deleted: false });
      else if (!record.deleted || record.body !== null) unverified += 1;
    }
    cursor = page.cursor;
    if (!page.more) break;
  }
  return { remote, legacy, listed, unverified, cursor };
}

/** The account's entries (by path) merged into this browser's lists, by the import's rules. */
export const mergeAccountIntoBrowser =
  (ctx: SyncContext, remote: AccountEntries): SyncThunk<void> =>
  (dispatch, getState) => {
    if (remote.size === 0) return;
    const { slices } = ctx;
    const work = recordWork(ctx, dispatch, getState);
    // Deleted on another device: gone here too, unless this browser's copy is newer than the
    // deletion (saved here since); an entry without a time of its own goes with the deletion.
    const before = getState();
    const removed = new Map<string, Fields>();
    for (const [path, { stamp, deleted }] of remote) {
      if (!deleted) continue;
      const [name, key] = splitPath(path);
      if (!slices.has(name)) continue;
      const entries = removed.get(name) ?? { ...fieldsOf(slices, before, name) };
      if (!(key in entries) || entryTime(entries[key]) > (parseStamp(stamp)?.wall ?? 0)) continue;
      delete entries[key];
      removed.set(name, entries);
    }
    if (removed.size > 0) {
      dispatch(
        remoteChangesMerged({
          slices: work.slicesFrom(before, removed),
          stamps: {},
          dropped: [],
          cursor: 0,
          clock: ctx.account().clock,
        }),
      );
    }
    const local = getState();
    const fields: Record<string, Fields> = {};
    for (const [path, { value, deleted }] of remote) {
      if (deleted) continue;
      const [name, key] = splitPath(path);
      if (!slices.has(name) || (LOCAL_FIELDS[name] ?? []).includes(key)) continue;
      (fields[name] ??= {})[key] = TITLE_LISTS.has(name)
        ? withDisplay(value, fieldsOf(slices, local, name)[key] ?? work.knownTitle(local, key))
        : value;
    }
    const empty = emptyBackupData() as unknown as Record<string, object>;
    const theirs = Object.fromEntries(
      BACKUP_SECTIONS.map((section) => [
        section,
        { ...empty[section], ...(slices.view(section).build(fields[section] ?? {}) as object) },
      ]),
    ) as unknown as BackupData;
    dispatch(dataImported(mergeBackup(backupData(local), theirs)));
    // Outside the data file: each side's entries, this browser's where both have one.
    const rest = slices.names.filter(
      (name) => !(BACKUP_SECTIONS as readonly string[]).includes(name) && fields[name],
    );
    if (rest.length === 0) return;
    const built = Object.fromEntries(
      rest.map((name) => [
        name,
        slices.view(name).build({ ...fields[name], ...fieldsOf(slices, local, name) }) as object,
      ]),
    );
    dispatch(
      remoteChangesMerged({
        slices: built,
        stamps: {},
        dropped: [],
        cursor: 0,
        clock: ctx.account().clock,
      }),
    );
  };

/**
 * The stamps a device starts from after its first merge: an entry that reads as the account's
 * (`trusted`: read in the current format, not moving keys) keeps the account's stamp; every other
 * entry here is a change to send, stamped on the sign-in's clock. The account's deletions are known
 * versions too, unless this browser sends the entry again.
 */
export function firstStamps(
  slices: SyncedSlices,
  state: RootState,
  taken: AccountEntries,
  trusted: boolean,
  clock: HybridClock,
) {
  const stamps: Record<string, string> = {};
  const pending: Record<string, PendingChange> = {};
  for (const [path, json] of recordsOf(slices, state)) {
    const theirs = taken.get(path);
    const [name] = splitPath(path);
    const same = theirs && canonicalJson(wireValue(name, theirs.value)) === json;
    if (trusted && theirs && !theirs.deleted && same) stamps[path] = theirs.stamp;
    else pending[path] = { stamp: clock.tick(), deleted: false };
  }
  if (trusted) {
    for (const [path, theirs] of taken) {
      if (theirs.deleted && !(path in pending)) stamps[path] = theirs.stamp;
    }
  }
  return { stamps, pending };
}
