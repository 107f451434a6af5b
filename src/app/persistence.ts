import { persistReducer } from 'redux-persist';
import type { PersistConfig, PersistedState, Persistor } from 'redux-persist';
import type { Reducer } from '@reduxjs/toolkit';

import type { PersistedSlice } from './persistedSlices';
import { loadCodecs } from './restorers';
import type * as SliceStorageModule from './sliceStorage';
import type { SliceStorage } from './sliceStorage';

/**
 * The code that reads and writes a slice's keys: its own chunk, asked for at start beside the page's
 * (every use of it is asynchronous), so that it is not part of any page's first load.
 */
let layouts: Promise<typeof SliceStorageModule> | undefined;
export const loadSliceStorage = () =>
  (layouts ??= import(/* webpackChunkName: "slice-storage" */ './sliceStorage'));

/** What a slice's persistence needs of its registry entry: where it is kept, and its reader. */
export interface PersistTarget extends Pick<PersistedSlice, 'key' | 'layout' | 'version'> {
  /** The slice's reader of a saved value of any version (its codec's `restore`), once loaded. */
  reader: () => Promise<(stored: unknown) => object | undefined>;
}

/** A registry entry's persistence target: its reader comes with the codecs' chunk. */
export const persistTarget = (slice: PersistedSlice): PersistTarget => ({
  ...slice,
  reader: () =>
    loadCodecs().then((codecs) => codecs[slice.name].restore as (stored: unknown) => object),
});

/**
 * Makes one slice's reducer (already `syncable`) saved under its key(s) of the registry. A value that
 * is not JSON, or not the shape of any version, resets only that slice (and is overwritten by the next
 * save); others are kept. A slice kept one key per entry drops (and removes) only the entries it
 * cannot read. A write the browser refuses (quota full, storage off) goes to `onWriteFail`; the state
 * is kept.
 */
export function persistSlice<S extends object>(
  slice: PersistTarget,
  reducer: Reducer<S>,
  onWriteFail: (error: unknown) => void,
): Reducer<S & PersistedState> {
  const { key, version } = slice;
  let made: Promise<SliceStorage> | undefined;
  const storage = () => (made ??= loadSliceStorage().then((m) => m.sliceStorage(slice)));
  const config: PersistConfig<S> = {
    key,
    keyPrefix: '',
    version,
    // redux-persist hands its staged state (the slice's fields and `_persist`) to setItem.
    storage: {
      getItem: async () => (await storage()).load(),
      setItem: async (_key: string, state: Record<string, unknown>) =>
        (await storage()).save(state),
      // Nothing purges: Clear All Local Data removes the keys itself (lib/localData), then reloads.
      removeItem: async () => {},
    } as unknown as PersistConfig<S>['storage'],
    serialize: false,
    // redux-persist's reader turns arrays into objects, and knows one key only; ours hands what the
    // slice's keys hold to migrate.
    getStoredState: async () => (await storage()).load() as never,
    migrate: async (stored: unknown) => {
      if (stored === undefined) return undefined;
      const restored = (await slice.reader())(stored);
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
