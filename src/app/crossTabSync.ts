import { changesBetween, mergeEntries } from '@/lib/mergeEntries';
import type { Fields } from '@/lib/persistedSlice';
import { otherTabChanged } from '@/lib/remoteChanges';
import { persistedSliceOfKey } from '@/lib/storageKeys';

import { persistedSlice } from './persistedSlices';
import type { PersistedSlice } from './persistedSlices';
import { codecOf, viewOf } from './sliceCodecs';
import { storedValueOfKey } from './sliceStorage';

/**
 * Cross-tab sync (issue 12): a change another tab saves shows here at once, through the `storage` event
 * the browser sends every other tab of the origin (no polling).
 *
 * Replacing our state with theirs would lose what this tab saved meanwhile: two tabs that each add a
 * title before hearing of the other would keep only the last write. So the event's old and new values
 * are compared and only that tab's change (entries added, changed or removed) is merged into ours by
 * the one merge rule (lib/mergeEntries), as versions newer than anything here: it was just made. Our
 * store then saves the merged state, the other tab applies our difference in turn, and both end with
 * both additions. A change that makes no difference here dispatches nothing, so nothing is written
 * back and the tabs do not echo each other.
 */

/**
 * What a key of the slice holds, as the slice's fields: null when it is not a readable value of that
 * slice. A slice kept one key per entry gives the fields of that entry only.
 */
function storedFields(slice: PersistedSlice, key: string, raw: string | null): Fields | null {
  if (raw === null) return {};
  try {
    const { restore, view } = codecOf(slice.name);
    const restored = restore(storedValueOfKey(slice, key, raw));
    const fields = restored ? view.fields(restored) : null;
    // An entry's key whose value its slice dropped held no entry that can be read.
    if (slice.layout.kind === 'entries' && fields && Object.keys(fields).length === 0) return null;
    return fields;
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
    const { key } = event;
    const name = key === null ? undefined : persistedSliceOfKey(key);
    if (key === null || !name) return;
    const slice = persistedSlice(name);
    const before = storedFields(slice, key, event.oldValue);
    const after = storedFields(slice, key, event.newValue);
    // A value we cannot read (another build, a hand edit) is not a change we can apply.
    if (before === null || after === null) return;
    const { _persist: _ignored, ...local } =
      (store.getState() as Record<string, Fields>)[name] ?? {};
    const view = viewOf(name);
    const merged = mergeEntries(view.fields(local), changesBetween(before, after));
    if (merged) store.dispatch(otherTabChanged({ name, state: view.build(merged) as object }));
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
