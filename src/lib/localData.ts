/**
 * Which localStorage keys are Marquee's, for 'Clear All Local Data' (spec: clear local storage except
 * `hasLoaded`, then reload). Keys another app on the same origin (or a browser extension) wrote are kept:
 * the visitor asked to clear Marquee's data, not everything the address ever stored.
 */
import { ACCOUNT_KEY, KEYRING_DB } from './accountKey';
import { AUTH_USER_KEY, TOKEN_KEY } from './localUser';
import { PREFERRED_PLAYER_KEY } from './playerKeys';
import { SPACE_CHECK_KEY } from './storageFit';
import { PERSISTED_SLICE_NAMES, persistedKey } from './storageKeys';

const persisted = PERSISTED_SLICE_NAMES.map(persistedKey);

/** The persisted slices kept one key per entry are ours by their keys' prefix. */
const OUR_PREFIXES = persisted.flatMap(({ layout }) =>
  layout.kind === 'entries' ? [layout.prefix] : [],
);

/** Kept by the clear: the first-load flag (spec). */
export const KEPT_KEY = 'hasLoaded';

/**
 * Every key of ours by name: the persisted slices kept under one key (those kept one key per entry,
 * such as `currentEpisode_{id}_{season}`, are ours by their prefix), the bearer token and local user
 * (spec), the player's choice, the signed-in account's keys and sync bookkeeping, the import's scratch key (normally gone at once), and the old `api_url`
 * the app removes at startup.
 */
export const OUR_KEYS: readonly string[] = [
  ...persisted.flatMap(({ key, layout }) => (layout.kind === 'entries' ? [] : [key])),
  SPACE_CHECK_KEY,
  TOKEN_KEY,
  AUTH_USER_KEY,
  PREFERRED_PLAYER_KEY,
  ACCOUNT_KEY,
  'api_url',
];

export function isOurKey(key: string): boolean {
  if (key === KEPT_KEY) return false;
  return OUR_KEYS.includes(key) || OUR_PREFIXES.some((prefix) => key.startsWith(prefix));
}

/**
 * Removes every key of ours from `storage` (all but `hasLoaded` and other apps' keys) and returns
 * them; also asks `databases` to delete the account keyring, which the browser completes by itself
 * (a page reloading at once does not stop it).
 */
export function clearLocalData(
  storage: Storage,
  databases: IDBFactory | undefined = globalThis.indexedDB,
): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && isOurKey(key)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
  try {
    databases?.deleteDatabase(KEYRING_DB);
  } catch {
    // IndexedDB refused (a private window of some browsers): there is no keyring to remove.
  }
  return keys;
}
