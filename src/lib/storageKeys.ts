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

/**
 * The version each slice is saved with (redux-persist's `_persist.version`), raised when that slice's
 * stored shape changes; its restore function (src/app/restore.ts) reads every older version.
 */
export const PERSIST_VERSIONS = {
  watchlist: 1,
  favorites: 1,
  continueWatching: 1,
  progress: 1,
  lastWatched: 1,
  completedShows: 1,
  profile: 1,
  // 2: 'Accept Essential Only' is stored as well as 'Accept All Cookies'.
  consent: 2,
} as const satisfies Record<keyof typeof STORAGE_KEYS, number>;
