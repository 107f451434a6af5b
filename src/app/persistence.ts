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

function localStorageOrThrow(): Storage {
  const storage = localStorageOrNull();
  if (!storage) throw new Error('localStorage is unavailable');
  return storage;
}

/** One slice's state in localStorage, laid out as its registry entry says. */
interface SliceStorage {
  /** The stored value, as the slice's `restore` reads it; undefined when nothing is stored. */
  load(): unknown;
  /** Saves the state (with redux-persist's `_persist`); throws what the browser refuses. */
  save(state: Record<string, unknown>): void;
}

/** A value that is not JSON: no slice's `restore` reads it, so the slice is reset. */
const parseOrCorrupted = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return { corrupted: raw.length };
  }
};

/**
 * The whole state as plain JSON under the key: `{"items":[…],"_persist":{…}}`, not redux-persist's
 * string-in-string default, so the values stay readable and older bare-array values can be migrated.
 */
function stateStorage(key: string): SliceStorage {
  return {
    load() {
      const raw = localStorageOrNull()?.getItem(key);
      return raw == null ? undefined : parseOrCorrupted(raw);
    },
    save(state) {
      localStorageOrThrow().setItem(key, JSON.stringify(state));
    },
  };
}

/**
 * Each entry of the state's record `field` under its own key, `{prefix}{entry}`, holding the value as
 * text. Only entries that changed are written; the key of an entry the state no longer holds is
 * removed, but only of entries this store read or wrote, so that another tab's new key, not yet heard
 * of here, is not taken for a removal.
 */
function entriesStorage(field: string, prefix: string): SliceStorage {
  /** The text of each key of ours as last read or written. */
  const known = new Map<string, string>();
  return {
    load() {
      const storage = localStorageOrNull();
      if (!storage) return undefined;
      const entries: Record<string, string> = {};
      for (const key of Object.keys(storage)) {
        const raw = key.startsWith(prefix) ? storage.getItem(key) : null;
        if (raw === null) continue;
        known.set(key, raw);
        entries[key.slice(prefix.length)] = raw;
      }
      return known.size === 0 ? undefined : { [field]: entries };
    },
    save(state) {
      const storage = localStorageOrThrow();
      const wanted = new Map(
        Object.entries((state[field] ?? {}) as Record<string, unknown>).map(([entry, value]) => [
          prefix + entry,
          String(value),
        ]),
      );
      let refused: unknown;
      for (const [key, text] of wanted) {
        if (known.get(key) === text) continue;
        try {
          storage.setItem(key, text);
          known.set(key, text);
        } catch (error) {
          // The other entries are still tried; the first refusal is reported.
          refused ??= error;
        }
      }
      for (const key of known.keys()) {
        if (wanted.has(key)) continue;
        storage.removeItem(key);
        known.delete(key);
      }
      if (refused !== undefined) throw refused;
    },
  };
}

/**
 * Only the state's `field`, as JSON under the key, and no key while it is null. Written only when it
 * changed from what this store last read or wrote.
 */
function valueStorage(key: string, field: string): SliceStorage {
  let known: string | null = null;
  return {
    load() {
      const raw = localStorageOrNull()?.getItem(key) ?? null;
      known = raw;
      return raw === null ? undefined : { [field]: parseOrCorrupted(raw) };
    },
    save(state) {
      const value = state[field];
      const text = value == null ? null : JSON.stringify(value);
      if (text === known) return;
      const storage = localStorageOrThrow();
      if (text === null) storage.removeItem(key);
      else storage.setItem(key, text);
      known = text;
    },
  };
}

/** A slice's storage, as its registry entry lays it out (one per store: it remembers its keys). */
function sliceStorage({ key, layout }: PersistedSlice): SliceStorage {
  if (layout.kind === 'entries') return entriesStorage(layout.field, layout.prefix);
  if (layout.kind === 'value') return valueStorage(key, layout.field);
  return stateStorage(key);
}

/**
 * What one of a slice's keys holds (another tab's save of it), as the slice's `restore` reads it:
 * the key's part of the stored value. Throws when the text is not JSON where JSON is kept.
 */
export function storedValueOfKey({ layout }: PersistedSlice, key: string, raw: string): unknown {
  if (layout.kind === 'entries')
    return { [layout.field]: { [key.slice(layout.prefix.length)]: raw } };
  if (layout.kind === 'value') return { [layout.field]: JSON.parse(raw) };
  return JSON.parse(raw);
}

/**
 * Makes one slice's reducer (already `syncable`) saved under its key(s) of the registry. A value that
 * is not JSON, or not the shape of any version, resets only that slice (and is overwritten by the next
 * save); others are kept. A slice kept one key per entry drops (and removes) only the entries it
 * cannot read. A write the browser refuses (quota full, storage off) goes to `onWriteFail`; the state
 * is kept.
 */
export function persistSlice<S extends object>(
  slice: PersistedSlice,
  reducer: Reducer<S>,
  onWriteFail: (error: unknown) => void,
): Reducer<S & PersistedState> {
  const { key, version, restore } = slice;
  const storage = sliceStorage(slice);
  const config: PersistConfig<S> = {
    key,
    keyPrefix: '',
    version,
    // redux-persist hands its staged state (the slice's fields and `_persist`) to setItem.
    storage: {
      getItem: async () => storage.load(),
      setItem: async (_key: string, state: Record<string, unknown>) => storage.save(state),
      // Nothing purges: Clear All Local Data removes the keys itself (lib/localData), then reloads.
      removeItem: async () => {},
    } as unknown as PersistConfig<S>['storage'],
    serialize: false,
    // redux-persist's reader turns arrays into objects, and knows one key only; ours hands what the
    // slice's keys hold to migrate.
    getStoredState: async () => storage.load() as never,
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
