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

/** The version each slice is saved with (redux-persist's `_persist.version`). */
export const PERSIST_VERSION = 1;
