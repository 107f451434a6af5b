import type { AppStore } from '@/app/hooks';
import type { SliceView } from '@/lib/persistedSlice';

/**
 * The persisted slices that go with the account, as the store's registry gives them (features do not
 * import the app, which composes the registry): their names, and each one's view, loaded with the sync
 * code.
 */
export interface SyncedSlices {
  names: readonly string[];
  has(name: string): boolean;
  view(name: string): SliceView<unknown>;
}

/** The synced slices of `store`'s registry, once their views have loaded. */
export async function syncedSlices(store: AppStore): Promise<SyncedSlices> {
  const { slices, codecs } = store.registry;
  const table = await codecs();
  const names = slices.filter((slice) => slice.synced).map((slice) => slice.name);
  return {
    names,
    has: (name) => (names as readonly string[]).includes(name),
    view: (name) => table[name as (typeof names)[number]].view as SliceView<unknown>,
  };
}
