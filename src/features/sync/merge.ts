/**
 * Account sync's side of the merge rule (lib/mergeEntries): pure functions from states and records to
 * the changes the sync code dispatches. The engine (./engine.ts) does the requests and keeps the keys.
 */
import type { HybridClock } from '@common/syncClock';
import type { RootState } from '@/app/hooks';
import { compareTimes, mergeEntries } from '@/lib/mergeEntries';
import type { Fields, Version } from '@/lib/mergeEntries';

import type { PendingChange } from './accountSlice';
import { LOCAL_FIELDS, TITLE_LISTS, fieldsOf, recordsOf, splitPath, withDisplay } from './entries';
import type { SyncedSlices } from './syncedSlices';

/**
 * The entries a local change made (between two states of the store), each stamped on `clock` as a
 * pending change: an entry whose record would read the same is not a change. Null when there is none.
 */
export function localChanges(
  slices: SyncedSlices,
  before: RootState,
  after: RootState,
  clock: HybridClock,
): { changes: Record<string, PendingChange>; clock: ReturnType<HybridClock['snapshot']> } | null {
  const names = slices.names.filter((name) => (after as Fields)[name] !== (before as Fields)[name]);
  const was = recordsOf(slices, before, names);
  const now = recordsOf(slices, after, names);
  const changes: Record<string, PendingChange> = {};
  for (const path of new Set([...was.keys(), ...now.keys()])) {
    if (was.get(path) === now.get(path)) continue;
    changes[path] = { stamp: clock.tick(), deleted: !now.has(path) };
  }
  return Object.keys(changes).length === 0 ? null : { changes, clock: clock.snapshot() };
}

/** A record of the account as opened on this device: its entry's path, value and stamp. */
export interface PulledEntry {
  path: string;
  value: unknown;
  stamp: string;
  deleted: boolean;
}

/** What a pull changes here: each slice's new entries, the stamps accepted, and the local changes overtaken. */
export interface PulledMerge {
  fields: Map<string, Fields>;
  stamps: Record<string, string>;
  dropped: string[];
}

/**
 * Pulled records merged into this device's entries by the merge rule, their stamps for times: a record
 * applies when it is later than both this device's pending change of its entry and the newest version
 * of it this device has accepted (so a replayed older record never applies, and a change made here
 * since is not lost). `display` gives a title list's entry its card's fields from this device's copy.
 */
export function mergePulled(
  slices: SyncedSlices,
  state: RootState,
  known: { stamps: Record<string, string>; pending: Record<string, PendingChange> },
  pulled: Iterable<PulledEntry>,
  display: (key: string) => unknown,
): PulledMerge {
  const stamps: Record<string, string> = {};
  const dropped: string[] = [];
  const versions = new Map<string, [string, Version][]>();
  for (const { path, value, stamp, deleted } of pulled) {
    const [name, key] = splitPath(path);
    if (!slices.has(name) || (LOCAL_FIELDS[name] ?? []).includes(key)) continue;
    const mine = known.pending[path]?.stamp;
    const accepted = stamps[path] ?? known.stamps[path];
    if (compareTimes(stamp, mine) <= 0 || compareTimes(stamp, accepted) <= 0) continue;
    stamps[path] = stamp;
    if (mine) dropped.push(path);
    const entries = versions.get(name) ?? [];
    entries.push([key, deleted ? { removed: true, at: stamp } : { value, at: stamp }]);
    versions.set(name, entries);
  }
  const fields = new Map<string, Fields>();
  for (const [name, theirs] of versions) {
    const ours = fieldsOf(slices, state, name);
    // Only the winners are here, each later than anything this device holds of its entry.
    const shown = theirs.map(([key, version]): [string, Version] =>
      'removed' in version || !TITLE_LISTS.has(name)
        ? [key, version]
        : [key, { ...version, value: withDisplay(version.value, ours[key] ?? display(key)) }],
    );
    const merged = mergeEntries(ours, shown);
    if (merged) fields.set(name, merged);
  }
  return { fields, stamps, dropped: [...new Set(dropped)] };
}
