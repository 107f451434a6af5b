import { changesBetween, mergeEntries } from '@/lib/mergeEntries';
import type { AppStore } from '@/app/hooks';
import { storedValueOfKey } from '@/lib/persistedSlice';
import type { Fields, SliceCodec } from '@/lib/persistedSlice';
import { otherTabChanged } from '@/lib/remoteChanges';
import { persistedSliceOfKey } from '@/lib/storageKeys';
import type { StorageLayout } from '@/lib/storageKeys';

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
function storedFields(
  layout: StorageLayout,
  { restore, view }: SliceCodec<unknown>,
  key: string,
  raw: string | null,
): Fields | null {
  if (raw === null) return {};
  try {
    const restored = restore(storedValueOfKey(layout, key, raw));
    const fields = restored ? view.fields(restored) : null;
    // An entry's key whose value its slice dropped held no entry that can be read.
    if (layout.kind === 'entries' && fields && Object.keys(fields).length === 0) return null;
    return fields;
  } catch {
    return null;
  }
}

/**
 * Listens for other tabs' saves, once the slices' codecs (the store's registry) have loaded; answers
 * the function that stops listening.
 */
export async function startCrossTabSync(
  store: Pick<AppStore, 'getState' | 'dispatch' | 'registry'>,
  target: Window = window,
): Promise<() => void> {
  const codecs = await store.registry.codecs();
  const onStorage = (event: StorageEvent) => {
    const { key } = event;
    const name = key === null ? undefined : persistedSliceOfKey(key);
    const slice = store.registry.slices.find((entry) => entry.name === name);
    if (key === null || !name || !slice) return;
    const codec = codecs[name] as SliceCodec<unknown>;
    const before = storedFields(slice.layout, codec, key, event.oldValue);
    const after = storedFields(slice.layout, codec, key, event.newValue);
    // A value we cannot read (another build, a hand edit) is not a change we can apply.
    if (before === null || after === null) return;
    const current: object = store.getState()[name];
    const { _persist: _ignored, ...local } = current as Fields;
    const merged = mergeEntries(codec.view.fields(local), changesBetween(before, after));
    if (merged) {
      store.dispatch(otherTabChanged({ name, state: codec.view.build(merged) as object }));
    }
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
