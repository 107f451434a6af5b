/**
 * Where this browser keeps its signed-in account (src/features/sync/accountSlice.ts): its own
 * module, so that the start (in every page's first load) can tell whether to load the sync code
 * without carrying it.
 */
export const ACCOUNT_KEY = 'account_sync';

/** The IndexedDB database that keeps the signed-in account's keys (src/features/sync/keyring.ts). */
export const KEYRING_DB = 'marquee_keys';

/** Whether this browser has signed in to an account (then the start loads the sync code). */
export function hasAccount(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return Boolean(storage?.getItem(ACCOUNT_KEY)?.includes('"session":{'));
  } catch {
    return false;
  }
}
