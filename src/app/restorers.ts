import type { PersistedSliceName } from '@/lib/storageKeys';

import type { PersistedSliceState } from './persistedSlices';
import type { View } from './persistedViews';

/**
 * Reads a saved value (or an imported section, another tab's save, another device's records) of any
 * version back: the slice's state with malformed entries dropped, or undefined when the value is not
 * this slice's.
 */
export type SliceRestore<N extends PersistedSliceName = PersistedSliceName> = (
  stored: unknown,
) => PersistedSliceState<N> | undefined;

export type SliceRestorers = { [N in PersistedSliceName]: SliceRestore<N> };

let known: SliceRestorers | undefined;

/**
 * The slices' readers live in their own chunk (./sliceRestorers): every page's first load holds the
 * slices' reducers, but nothing is read back until the page has rendered. The start asks for them
 * beside the page (the saved lists are read through them); the code that applies other tabs', other
 * devices' and imported states imports them itself, so they are known before such a state arrives.
 */
export const loadRestorers = (): Promise<SliceRestorers> =>
  import(/* webpackChunkName: "slice-storage" */ './sliceRestorers').then((m) => m.RESTORERS);

/** Called by ./sliceRestorers as it loads. */
export function restorersLoaded(restorers: SliceRestorers): void {
  known = restorers;
}

/** One slice's reader, once loaded (see loadRestorers); undefined before. */
export function restorerOf<N extends PersistedSliceName>(name: N): SliceRestore<N> | undefined {
  return known?.[name] as SliceRestore<N> | undefined;
}

/** A slice's reader and view, for code outside the app (the sync feature) that goes over every slice. */
export interface SliceCodec {
  restore: (stored: unknown) => object | undefined;
  view: View<unknown>;
}

/** The codecs of every persisted slice, once their chunks have loaded. */
export const loadCodecs = (): Promise<(name: PersistedSliceName) => SliceCodec> =>
  Promise.all([
    loadRestorers(),
    import(/* webpackChunkName: "slice-storage" */ './persistedViews'),
  ]).then(([restorers, views]) => (name) => ({
    restore: restorers[name] as SliceCodec['restore'],
    view: views.viewOf(name),
  }));
