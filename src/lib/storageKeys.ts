/**
 * The persisted slices: each one's localStorage key (and how the state is laid out under it), its
 * stored version, whether it goes with the visitor's account, whether the data file carries it, and
 * what the privacy page says it holds. This is the one list of them, and everything that names the
 * persisted slices is made from it: the store and its restore (src/app/persistedSlices.ts adds each
 * slice's reducer and reader), cross-tab sync, the data file's sections (lib/backup), the import's
 * space check (lib/storageFit), Clear All Local Data (lib/localData) and the privacy page's list of
 * keys.
 *
 * It sits in lib/ rather than beside the reducers because the settings and legal features read it, and
 * features may not import the app.
 */

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
  /** What the key holds, as the privacy and cookie pages say it. */
  holds: string;
}

/** In the order the privacy page lists them (and the data file holds its sections). */
export const PERSISTED_KEYS = {
  watchlist: { key: 'user_watchlist', synced: true, backup: true, holds: 'your watchlist' },
  favorites: { key: 'user_favorites', synced: true, backup: true, holds: 'your favorites' },
  continueWatching: {
    key: 'user_continue_watching',
    synced: true,
    backup: true,
    holds: 'the titles under Continue Watching (at most 20)',
  },
  progress: {
    key: 'user_watch_progress',
    synced: true,
    backup: true,
    holds: 'how far you got in each title you played',
  },
  lastWatched: {
    key: 'user_last_watched',
    synced: true,
    backup: true,
    holds: 'the last episode you played of each show',
  },
  completedShows: {
    key: 'completed_shows',
    synced: true,
    backup: true,
    holds: 'the shows you have finished',
  },
  currentEpisode: {
    key: 'currentEpisode_{id}_{season}',
    layout: { kind: 'entries', field: 'byShowSeason', prefix: 'currentEpisode_' },
    synced: true,
    // Not in the data file: its format, and the import's preview of it, stay as they were.
    backup: false,
    holds: 'the episode you are on in a season of a show',
  },
  profile: {
    key: 'user_profile',
    synced: true,
    backup: true,
    holds: 'the name and picture you chose in Settings',
  },
  consent: {
    key: 'storage_consent',
    // 2: 'Accept Essential Only' is stored as well as 'Accept All Cookies'.
    version: 2,
    // A cookie answer is given to a browser, not to an account.
    synced: false,
    backup: false,
    holds: 'your answer to the cookie notice and whether you dismissed the site notice',
  },
  lastProgress: {
    key: 'vidLinkProgress',
    layout: { kind: 'value', field: 'message' },
    // What this browser's player last said; the percent it gave is kept in `progress`, which syncs.
    synced: false,
    backup: false,
    holds: 'the last progress report a player sent',
  },
} as const satisfies Record<string, PersistedKey>;

export type PersistedSliceName = keyof typeof PERSISTED_KEYS;

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

/** The keys of ours by prefix: those of the slices kept one key per entry. */
export const PERSISTED_KEY_PREFIXES: readonly string[] = PERSISTED_SLICE_NAMES.flatMap((name) => {
  const { layout } = persistedKey(name);
  return layout.kind === 'entries' ? [layout.prefix] : [];
});

/** The keys of ours by name: those of the slices kept under one key. */
export const PERSISTED_EXACT_KEYS: readonly string[] = PERSISTED_SLICE_NAMES.flatMap((name) => {
  const { key, layout } = persistedKey(name);
  return layout.kind === 'entries' ? [] : [key];
});
