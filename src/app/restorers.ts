import type { SliceCodec } from '@/lib/persistedSlice';
import type { PersistedSliceName } from '@/lib/storageKeys';

import type { PersistedSliceState } from './persistedSlices';

/** Each persisted slice's codec, by name (./sliceCodecs). */
export type SliceCodecs = { [N in PersistedSliceName]: SliceCodec<PersistedSliceState<N>> };

let known: SliceCodecs | undefined;

/**
 * The slices' codecs (their readers of saved values and their views) live in their own chunk
 * (./sliceCodecs): every page's first load holds the slices' reducers, but nothing is read back until
 * the page has rendered. The start asks for them beside the page (the saved lists are read through
 * them); the code that applies other tabs', other devices' and imported states imports them itself, so
 * they are known before such a state arrives.
 */
export const loadCodecs = (): Promise<SliceCodecs> =>
  import(/* webpackChunkName: "slice-storage" */ './sliceCodecs').then((m) => m.SLICE_CODECS);

/** Called by ./sliceCodecs as it loads. */
export function codecsLoaded(codecs: SliceCodecs): void {
  known = codecs;
}

/** One slice's codec once loaded (see loadCodecs), for code that cannot wait; undefined before. */
export function loadedCodecOf<N extends PersistedSliceName>(
  name: N,
): SliceCodec<PersistedSliceState<N>> | undefined {
  return known?.[name];
}
