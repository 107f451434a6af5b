/**
 * The persisted slices: each one's localStorage key (and how the state is laid out under it), its
 * stored version, whether it goes with the visitor's account and whether the data file carries it.
 * This is the one list of them, and everything that names the persisted slices is made from it: the
 * store (src/app/persistedSlices.ts adds each slice's reducer), its restore and sync
 * (src/app/sliceCodecs.ts adds each slice's codec, which its feature declares beside the slice in
 * persisted.ts), the data file's sections (lib/backup), the import's space check (lib/storageFit),
 * Clear All Local Data (lib/localData) and the privacy page's list of keys.
 *
 * It sits in lib/ rather than beside each slice's codec because lib/ (the data file, the space check,
 * Clear All Local Data) and the settings and legal features read it, and lib/ may not import features
 * nor a feature another; and because every page's first load needs the keys (the store saves under
 * them) while the codecs load beside the page.
 */

import { ACCOUNT_KEY } from './accountKey';

/** How a slice's state is laid out under its key or keys. */
export type StorageLayout =
  /** The whole state as JSON under the key, with redux-persist's `_persist`: `{"items":[…],"_persist":{…}}`. */
  | { kind: 'state' }
  /**
   * One key per entry of the state's record `field`: `{prefix}{entry}` holding the entry's value as text
   * (`currentEpisode_1399_1` → `3`), as the spec stores them. The key of an entry the state no longer
   * holds is removed.
   */
  | { kind: 'entries'; field: string; prefix: string }
  /** Only the state's `field`, as JSON under the key (as the spec stores it); no key while it is null. */
  | { kind: 'value'; field: string };

export interface PersistedKey {
  /** The localStorage key; for a slice kept one key per entry, the keys' form as the privacy page shows it. */
  key: string;
  /** Absent: the whole state under `key`. */
  layout?: StorageLayout;
  /** Raised when the stored shape changes (1 when absent); the slice's restore reads every older version. */
  version?: number;
  /**
   * The visitor's own data, to go with their account once accounts sync (issue 25); false for what
   * belongs to this browser (its consent answer, its player's last message).
   */
  synced: boolean;
  /** A section of the exported data file (lib/backup). */
  backup: boolean;
}

/**
 * In the order the privacy page lists them (and the data file holds its sections). What each holds,
 * in the page's words, is beside the list (features/legal/StoredKeys): it is page text, not needed by
 * the store in every page's first load.
 */
export const PERSISTED_KEYS = {
  watchlist: { key: 'user_watchlist', synced: true, backup: true },
  favorites: { key: 'user_favorites', synced: true, backup: true },
  continueWatching: { key: 'user_continue_watching', synced: true, backup: true },
  progress: { key: 'user_watch_progress', synced: true, backup: true },
  lastWatched: { key: 'user_last_watched', synced: true, backup: true },
  completedShows: { key: 'completed_shows', synced: true, backup: true },
  currentEpisode: {
    key: 'currentEpisode_{id}_{season}',
    layout: { kind: 'entries', field: 'byShowSeason', prefix: 'currentEpisode_' },
    synced: true,
    // Not in the data file: its format, and the import's preview of it, stay as they were.
    backup: false,
  },
  profile: { key: 'user_profile', synced: true, backup: true },
  ratings: { key: 'user_ratings', synced: true, backup: true },
  diary: { key: 'user_diary', synced: true, backup: true },
  // Not in the data file yet: its format stays as it was (issue 33 §2 asks it of ratings and diary).
  notInterested: { key: 'user_not_interested', synced: true, backup: false },
  consent: {
    key: 'storage_consent',
    // 2: 'Accept Essential Only' is stored as well as 'Accept All Cookies'.
    version: 2,
    // A cookie answer is given to a browser, not to an account.
    synced: false,
    backup: false,
  },
  lastProgress: {
    key: 'vidLinkProgress',
    layout: { kind: 'value', field: 'message' },
    // What this browser's player last said; the percent it gave is kept in `progress`, which syncs.
    synced: false,
    backup: false,
  },
} as const satisfies Record<string, PersistedKey>;

export type PersistedSliceName = keyof typeof PERSISTED_KEYS;

/**
 * Persisted slices of code loaded later, kept the same way once that code injects them into the store
 * (`store.registry.persistLater`): the account's, which loads with the sync code, so that a visitor who
 * never signs in carries neither its reducer nor its reader. Not synced, not in the data file; the
 * privacy page lists it with the account's keyring (features/legal/StoredKeys).
 */
export const LATER_PERSISTED_KEYS = {
  account: { key: ACCOUNT_KEY, synced: false, backup: false },
} as const satisfies Record<string, PersistedKey>;

export type LaterPersistedName = keyof typeof LATER_PERSISTED_KEYS;

/** The persisted slices' names, in the table's order. */
export const PERSISTED_SLICE_NAMES = Object.keys(PERSISTED_KEYS) as PersistedSliceName[];

/** A slice's entry, with the defaults filled in. */
export function persistedKey(name: PersistedSliceName): Required<PersistedKey> {
  const entry: PersistedKey = PERSISTED_KEYS[name];
  return { ...entry, layout: entry.layout ?? { kind: 'state' }, version: entry.version ?? 1 };
}

/**
 * The version a slice is saved with (redux-persist's `_persist.version`): 1, or higher once its stored
 * shape has changed; its restore function reads every older version.
 */
export function persistVersion(name: PersistedSliceName): number {
  return persistedKey(name).version;
}

/** The persisted slice a localStorage key holds (or holds an entry of), if any. */
export function persistedSliceOfKey(key: string): PersistedSliceName | undefined {
  return PERSISTED_SLICE_NAMES.find((name) => {
    const { key: own, layout } = persistedKey(name);
    return layout.kind === 'entries' ? key.startsWith(layout.prefix) : key === own;
  });
}
