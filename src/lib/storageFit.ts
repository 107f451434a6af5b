/**
 * Whether new values for some localStorage keys would fit before anything is written (issue 12: "an
 * import that would not fit says so before writing"). Browsers do not tell a page how much of its
 * localStorage quota is free, so the extra characters needed are measured and then tried once on a
 * scratch key, which is removed at once: the browser itself answers, whatever its quota.
 */
import { persistVersion } from './storageKeys';
import type { PersistedSliceName } from './storageKeys';

/** The scratch key the check writes and removes. */
export const SPACE_CHECK_KEY = 'marquee_space_check';

/** The length of a slice's state as the store saves it (with redux-persist's `_persist`). */
export function savedLength(state: object, slice: PersistedSliceName): number {
  return JSON.stringify({
    ...state,
    _persist: { version: persistVersion(slice), rehydrated: true },
  }).length;
}

/** Characters more than now that storing `next` (key → saved length) would take; may be negative. */
export function extraCharacters(storage: Storage, next: Record<string, number>): number {
  let extra = 0;
  for (const [key, length] of Object.entries(next)) {
    const current = storage.getItem(key);
    extra += key.length + length - (current === null ? 0 : key.length + current.length);
  }
  return extra;
}

/** True when `characters` more fit in `storage`; false when the browser refuses them (or storage is off). */
export function hasRoomFor(storage: Storage, characters: number): boolean {
  if (characters <= 0) return true;
  try {
    storage.setItem(SPACE_CHECK_KEY, 'x'.repeat(Math.max(0, characters - SPACE_CHECK_KEY.length)));
    return true;
  } catch {
    return false;
  } finally {
    try {
      storage.removeItem(SPACE_CHECK_KEY);
    } catch {
      // Storage that cannot be read cannot hold the scratch key either.
    }
  }
}
