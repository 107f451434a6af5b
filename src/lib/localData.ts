/**
 * Which localStorage keys are Marquee's, for 'Clear All Local Data' (spec: clear local storage except
 * `hasLoaded`, then reload). Keys another app on the same origin (or a browser extension) wrote are kept:
 * the visitor asked to clear Marquee's data, not everything the address ever stored.
 */
import { LAST_PROGRESS_KEY, PREFERRED_PLAYER_KEY } from './playerKeys';

/** Kept by the clear: the first-load flag (spec). */
export const KEPT_KEY = 'hasLoaded';

/**
 * Every key of ours by name: the persisted slices (src/app/persistence.ts STORAGE_KEYS, checked by a
 * test), the bearer token and local user (spec), the player's choice and last progress, and the old
 * `api_url` the app removes at startup.
 */
export const OUR_KEYS: readonly string[] = [
  'user_watchlist',
  'user_favorites',
  'user_continue_watching',
  'user_watch_progress',
  'user_last_watched',
  'completed_shows',
  'user_profile',
  'storage_consent',
  'token',
  'auth_user',
  PREFERRED_PLAYER_KEY,
  LAST_PROGRESS_KEY,
  'api_url',
];

/** Keys of ours by prefix: the episode per show and season (`currentEpisode_{id}_{season}`). */
const OUR_PREFIXES: readonly string[] = ['currentEpisode_'];

export function isOurKey(key: string): boolean {
  if (key === KEPT_KEY) return false;
  return OUR_KEYS.includes(key) || OUR_PREFIXES.some((prefix) => key.startsWith(prefix));
}

/** Removes every key of ours from `storage` (all but `hasLoaded` and other apps' keys); returns them. */
export function clearLocalData(storage: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && isOurKey(key)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
  return keys;
}
