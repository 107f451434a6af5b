/**
 * How each persisted slice lies in localStorage (its registry entry's layout): the whole state under
 * its key, one key per entry, or one field as a bare value. Loaded on demand by ./persistence.ts.
 */
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
export interface SliceStorage {
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
export function sliceStorage({
  key,
  layout,
}: Pick<PersistedSlice, 'key' | 'layout'>): SliceStorage {
  if (layout.kind === 'entries') return entriesStorage(layout.field, layout.prefix);
  if (layout.kind === 'value') return valueStorage(key, layout.field);
  return stateStorage(key);
}
