import { persistReducer } from 'redux-persist';
import type { PersistConfig, PersistedState, Persistor } from 'redux-persist';
import type { Reducer } from '@reduxjs/toolkit';

import type { PersistedSlice } from './persistedSlices';

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * localStorage holding plain JSON under each key: `{"items":[…],"_persist":{…}}`, not redux-persist's
 * string-in-string default, so the values stay readable and older bare-array values can be migrated.
 */
const jsonStorage = {
  async getItem(key: string): Promise<unknown> {
    const raw = localStorageOrNull()?.getItem(key);
    if (raw == null) return undefined;
    try {
      return JSON.parse(raw);
    } catch {
      return { corrupted: raw.length };
    }
  },
  async setItem(key: string, value: unknown): Promise<void> {
    const storage = localStorageOrNull();
    if (!storage) throw new Error('localStorage is unavailable');
    storage.setItem(key, JSON.stringify(value));
  },
  async removeItem(key: string): Promise<void> {
    localStorageOrNull()?.removeItem(key);
  },
};

/**
 * Makes one slice's reducer (already `syncable`) saved under its key of the registry. A value that is
 * not JSON, or not the shape of any version, resets only that slice (and is overwritten by the next
 * save); others are kept. A write the browser refuses (quota full, storage off) goes to `onWriteFail`;
 * the state is kept.
 */
export function persistSlice<S extends object>(
  slice: PersistedSlice,
  reducer: Reducer<S>,
  onWriteFail: (error: unknown) => void,
): Reducer<S & PersistedState> {
  const { key, version, restore } = slice;
  const config: PersistConfig<S> = {
    key,
    keyPrefix: '',
    version,
    storage: jsonStorage as unknown as PersistConfig<S>['storage'],
    serialize: false,
    // redux-persist's reader turns arrays into objects; ours hands the parsed JSON to migrate.
    getStoredState: (cfg: { key: string; keyPrefix?: string }) =>
      jsonStorage.getItem((cfg.keyPrefix ?? '') + cfg.key) as Promise<never>,
    migrate: async (stored: unknown) => {
      if (stored === undefined) return undefined;
      const restored = restore(stored);
      if (!restored) {
        console.warn(`The saved value under ${key} was unreadable and has been reset.`);
        return undefined;
      }
      return { ...restored, _persist: { version, rehydrated: true } } as never;
    },
    writeFailHandler: onWriteFail,
  } as unknown as PersistConfig<S>;
  return persistReducer(config, reducer) as unknown as Reducer<S & PersistedState>;
}

/**
 * Resolves once the saved lists are back in the store (or redux-persist has given up on them). The app
 * renders after this instead of under redux-persist's PersistGate, which renders nothing first and then
 * the whole app in one blocking update.
 */
export function whenRestored(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!persistor.getState().bootstrapped) return false;
      resolve();
      return true;
    };
    if (check()) return;
    const unsubscribe = persistor.subscribe(() => {
      if (check()) unsubscribe();
    });
  });
}
