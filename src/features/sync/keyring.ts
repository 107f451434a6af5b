/**
 * Where a signed-in browser keeps its account keys: IndexedDB, as the non-extractable CryptoKeys
 * themselves (structured clone keeps them sealed). No script, including this app's, can read their
 * bytes back, so a key cannot be copied off the device; and they stay out of localStorage and out of
 * the Redux state (DevTools). Part of the sync chunk: a visitor who never signs in never loads it.
 */
import type { AccountKeys } from '@common/accountCrypto';

import { KEYRING_DB } from '@/lib/accountKey';

// The database (KEYRING_DB) is removed whole by Clear All Local Data (src/lib/localData.ts).
const STORE = 'keys';
const SLOT = 'account';

interface Kept extends AccountKeys {
  version: 1;
}

export interface Keyring {
  /** Keeps `keys` (the one account of this browser), replacing any kept before. */
  save(keys: AccountKeys): Promise<void>;
  /** The kept keys of `publicKey`, or undefined when none are kept for it. */
  load(publicKey: string): Promise<AccountKeys | undefined>;
  clear(): Promise<void>;
}

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

const committed = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
  });

/** Whether `value` came back as a CryptoKey (duck-typed: a test's keys come from another realm). */
const isKey = (value: unknown) =>
  typeof value === 'object' && value !== null && 'algorithm' in value && 'usages' in value;

/** A keyring on `factory` (the browser's indexedDB). Each call opens the database and closes it. */
export function indexedDbKeyring(factory: IDBFactory): Keyring {
  const open = async () => {
    const request = factory.open(KEYRING_DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    return done(request);
  };
  const using = async <T>(work: (db: IDBDatabase) => Promise<T>) => {
    const db = await open();
    try {
      return await work(db);
    } finally {
      db.close();
    }
  };
  return {
    save: (keys) =>
      using(async (db) => {
        const transaction = db.transaction(STORE, 'readwrite');
        const kept: Kept = {
          version: 1,
          publicKey: keys.publicKey,
          signingKey: keys.signingKey,
          contentKey: keys.contentKey,
          nameKey: keys.nameKey,
        };
        transaction.objectStore(STORE).put(kept, SLOT);
        await committed(transaction);
      }),
    load: (publicKey) =>
      using(async (db) => {
        const value = (await done(
          db.transaction(STORE, 'readonly').objectStore(STORE).get(SLOT),
        )) as Partial<Kept> | undefined;
        if (
          value?.version !== 1 ||
          value.publicKey !== publicKey ||
          !isKey(value.signingKey) ||
          !isKey(value.contentKey) ||
          !isKey(value.nameKey)
        ) {
          return undefined;
        }
        return {
          publicKey,
          signingKey: value.signingKey!,
          contentKey: value.contentKey!,
          nameKey: value.nameKey!,
        };
      }),
    clear: () =>
      using(async (db) => {
        const transaction = db.transaction(STORE, 'readwrite');
        transaction.objectStore(STORE).delete(SLOT);
        await committed(transaction);
      }),
  };
}

/** The browser's keyring, or null where IndexedDB cannot be used (then the raw keys are kept). */
export function browserKeyring(): Keyring | null {
  try {
    return typeof indexedDB === 'undefined' ? null : indexedDbKeyring(indexedDB);
  } catch {
    return null;
  }
}
