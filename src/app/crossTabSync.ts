import { savedMediaKey } from '@/lib/savedTitle';

import { otherTabChanged } from './otherTab';
import { RESTORE, STORAGE_KEYS } from './persistence';
import type { PersistedSliceName } from './persistence';

/**
 * Cross-tab sync (issue 12): a change another tab saves shows here at once, through the `storage` event
 * the browser sends every other tab of the origin (no polling).
 *
 * Replacing our state with theirs would lose what this tab saved meanwhile: two tabs that each add a
 * title before hearing of the other would keep only the last write. So the event's old and new values
 * are compared and only that tab's change (entries added, changed or removed) is applied to ours. Our
 * store then saves the merged state, the other tab applies our difference in turn, and both end with
 * both additions. A change that makes no difference here dispatches nothing, so nothing is written
 * back and the tabs do not echo each other.
 */

type Fields = Record<string, unknown>;

interface Keyed {
  media_type: string;
  media_id: number;
}

const byKey = (items: readonly Keyed[]): Fields =>
  Object.fromEntries(items.map((item) => [savedMediaKey(item), item]));

const newestFirst = (field: string) => (items: unknown[]) =>
  [...items].sort(
    (a, b) =>
      (Date.parse(String((b as Fields)[field])) || 0) -
      (Date.parse(String((a as Fields)[field])) || 0),
  );

/** Each persisted slice seen as keyed fields (to compare), and rebuilt from them. */
const VIEWS: Record<
  PersistedSliceName,
  { fields: (state: Fields) => Fields; build: (fields: Fields) => object }
> = {
  watchlist: {
    fields: (state) => byKey(state.items as Keyed[]),
    build: (fields) => ({ items: newestFirst('added_at')(Object.values(fields)) }),
  },
  favorites: {
    fields: (state) => byKey(state.items as Keyed[]),
    build: (fields) => ({ items: newestFirst('added_at')(Object.values(fields)) }),
  },
  continueWatching: {
    fields: (state) => byKey(state.items as Keyed[]),
    // Spec: newest first, 20 kept.
    build: (fields) => ({ items: newestFirst('last_watched')(Object.values(fields)).slice(0, 20) }),
  },
  progress: {
    fields: (state) => state.percent as Fields,
    build: (fields) => ({ percent: fields }),
  },
  lastWatched: {
    fields: (state) => state.shows as Fields,
    build: (fields) => ({ shows: fields }),
  },
  completedShows: {
    fields: (state) => Object.fromEntries((state.ids as number[]).map((id) => [String(id), true])),
    build: (fields) => ({ ids: Object.keys(fields).map(Number) }),
  },
  profile: { fields: (state) => state, build: (fields) => fields },
  consent: { fields: (state) => state, build: (fields) => fields },
};

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * `local` with the difference between `before` and `after` applied (what the other tab changed), or
 * null when that changes nothing here.
 */
export function applyChange(local: Fields, before: Fields, after: Fields): Fields | null {
  const merged: Fields = { ...local };
  let changed = false;
  for (const [key, value] of Object.entries(after)) {
    if (same(before[key], value) || same(merged[key], value)) continue;
    merged[key] = value;
    changed = true;
  }
  for (const key of Object.keys(before)) {
    if (key in after || !(key in merged)) continue;
    delete merged[key];
    changed = true;
  }
  return changed ? merged : null;
}

const SLICE_OF_KEY = new Map<string, PersistedSliceName>(
  Object.entries(STORAGE_KEYS).map(([name, key]) => [key, name as PersistedSliceName]),
);

/** A stored value as the slice's fields: null when it is not a readable value of that slice. */
function storedFields(name: PersistedSliceName, raw: string | null): Fields | null {
  if (raw === null) return {};
  try {
    const restored = RESTORE[name](JSON.parse(raw));
    return restored ? VIEWS[name].fields(restored as Fields) : null;
  } catch {
    return null;
  }
}

interface SyncStore {
  getState: () => unknown;
  dispatch: (action: ReturnType<typeof otherTabChanged>) => unknown;
}

/** Listens for other tabs' saves; returns the function that stops listening. */
export function startCrossTabSync(store: SyncStore, target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    const name = event.key === null ? undefined : SLICE_OF_KEY.get(event.key);
    if (!name) return;
    const before = storedFields(name, event.oldValue);
    const after = storedFields(name, event.newValue);
    // A value we cannot read (another build, a hand edit) is not a change we can apply.
    if (before === null || after === null) return;
    const { _persist: _ignored, ...local } =
      (store.getState() as Record<string, Fields>)[name] ?? {};
    const merged = applyChange(VIEWS[name].fields(local), before, after);
    if (merged) store.dispatch(otherTabChanged({ name, state: VIEWS[name].build(merged) }));
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
