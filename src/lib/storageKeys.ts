/**
 * The localStorage key of each persisted slice: the spec's keys (`user_watchlist`, …); the profile and
 * consent keys are ours. The store saves each slice under its key (src/app/persistence.ts); the data
 * import measures them before it writes (lib/storageFit.ts).
 */
export const STORAGE_KEYS = {
  watchlist: 'user_watchlist',
  favorites: 'user_favorites',
  continueWatching: 'user_continue_watching',
  progress: 'user_watch_progress',
  lastWatched: 'user_last_watched',
  completedShows: 'completed_shows',
  profile: 'user_profile',
  consent: 'storage_consent',
} as const;

/** The slices whose stored shape has changed since their first version, and their version now. */
const PERSIST_VERSIONS: Partial<Record<keyof typeof STORAGE_KEYS, number>> = {
  // 2: 'Accept Essential Only' is stored as well as 'Accept All Cookies'.
  consent: 2,
};

/**
 * The version a slice is saved with (redux-persist's `_persist.version`): 1, or higher once its stored
 * shape has changed; its restore function (src/app/restore.ts) reads every older version.
 */
export function persistVersion(slice: keyof typeof STORAGE_KEYS): number {
  return PERSIST_VERSIONS[slice] ?? 1;
}
