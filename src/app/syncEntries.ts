/**
 * The synced entries as account sync sees them (src/app/accountSync.ts): which slices and fields
 * sync, what of a list entry goes on the wire and what is fetched again, and the manifest a device
 * sends with its pushes. Pure functions of the state, so the engine keeps only the sync itself.
 */
import { STAMP_PATTERN } from '@common/syncClock';
import type { OpenedRecord } from '@common/syncRecord';
import { MANIFEST_SIZE } from '@/features/account/accountSlice';
import type { Fields } from '@/lib/persistedSlice';
import type { SavedDetails } from '@/lib/savedTitle';
import type { PersistedSliceName } from '@/lib/storageKeys';

import { PERSISTED_SLICES } from './persistedSlices';
import { viewOf } from './sliceCodecs';
import type { RootState } from './store';

/** Entries of a synced slice that stay on this device (the profile's viewing region). */
export const LOCAL_FIELDS: Record<string, readonly string[]> = { profile: ['region'] };
export const SYNCED = PERSISTED_SLICES.filter((slice) => slice.synced);
/** Where each device's manifest (its latest writes) is kept: `sync/manifest-{node}`. */
export const MANIFEST_PREFIX = 'sync/manifest-';
/**
 * Manifest entries older than this are not checked: their deletions may have been compacted by the
 * server (ACCOUNT_TOMBSTONE_DAYS, 90 by default).
 */
export const MANIFEST_HORIZON_MS = 30 * 86_400_000;

/** A manifest's entries, as far as they are well formed. */
export function manifestEntries(opened: OpenedRecord): [string, string][] {
  if (!Array.isArray(opened.value)) return [];
  return opened.value
    .filter(
      (entry): entry is [string, string] =>
        Array.isArray(entry) &&
        typeof entry[0] === 'string' &&
        typeof entry[1] === 'string' &&
        STAMP_PATTERN.test(entry[1]),
    )
    .slice(0, MANIFEST_SIZE);
}

/**
 * The saved lists' entries sync only what identifies them and what the visitor did (type, id, when,
 * the last episode): the title, posters and vote are the catalogue's, fetched again on each device,
 * so that every entry is the same size on the wire and carries no more than it must.
 */
export const TITLE_LISTS = new Set(['watchlist', 'favorites', 'continueWatching']);
export const DISPLAY_FIELDS = [
  'title',
  'name',
  'poster_path',
  'backdrop_path',
  'release_date',
  'first_air_date',
  'vote_average',
] as const;

export type TitleEntry = Fields & {
  media_type?: unknown;
  media_id?: unknown;
  details?: SavedDetails;
};

/** An entry as it syncs: a title list's without its display fields. */
export function wireValue(name: string, value: unknown): unknown {
  if (!TITLE_LISTS.has(name) || typeof value !== 'object' || value === null) return value;
  const { details, ...rest } = value as TitleEntry;
  const kept: SavedDetails = {};
  if (details?.last_episode) kept.last_episode = details.last_episode;
  return { ...rest, details: kept };
}

/** Whether a title list's entry lacks what its card shows (it came from another device). */
export const needsDetails = (value: unknown) => {
  const details = (value as TitleEntry | null)?.details;
  return !details || (details.title === undefined && details.name === undefined);
};

/** `incoming` with the display fields `known` has for the same title (this device's copy). */
export function withDisplay(incoming: unknown, known: unknown): unknown {
  if (typeof incoming !== 'object' || incoming === null) return incoming;
  const theirs = (incoming as TitleEntry).details ?? {};
  const ours = (known as TitleEntry | undefined)?.details ?? {};
  const display = Object.fromEntries(
    DISPLAY_FIELDS.filter((field) => ours[field] !== undefined).map((field) => [
      field,
      ours[field],
    ]),
  );
  return { ...(incoming as TitleEntry), details: { ...display, ...theirs } };
}

/** JSON with every object's keys in order, so that equal entries compare equal as text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'object' && item !== null && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** When an entry was made or last changed, in ms (0 when it does not say). */
export function entryTime(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  const entry = value as Fields;
  for (const field of ['added_at', 'last_watched', 'updatedAt']) {
    const time = Date.parse(String(entry[field]));
    if (Number.isFinite(time)) return time;
  }
  return 0;
}

/** A slice's entries as the registry's view gives them, without redux-persist's bookkeeping. */
export function fieldsOf(state: RootState, name: string): Fields {
  const { _persist: _ignored, ...plain } = (state[name as keyof RootState] ?? {}) as Fields;
  const fields = viewOf(name as PersistedSliceName).fields(plain);
  const local = LOCAL_FIELDS[name] ?? [];
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !local.includes(key)));
}

/** Every synced entry of the state, by path, as JSON (to compare). */
export function recordsOf(
  state: RootState,
  names = SYNCED.map((s) => s.name),
): Map<string, string> {
  const records = new Map<string, string>();
  for (const name of names) {
    for (const [key, value] of Object.entries(fieldsOf(state, name))) {
      records.set(`${name}/${key}`, canonicalJson(wireValue(name, value)));
    }
  }
  return records;
}

export function splitPath(path: string): [string, string] {
  const at = path.indexOf('/');
  return [path.slice(0, at), path.slice(at + 1)];
}
