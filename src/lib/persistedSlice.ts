/**
 * What a persisted slice's own code declares about its saved state: how a saved value of any version
 * is read back, and how the state is seen as keyed entries. Each feature declares its slices' codecs
 * beside them (src/features/<feature>/persisted.ts), and the app gathers them by the slices' names of
 * lib/storageKeys (src/app/sliceCodecs.ts), loaded beside the page rather than in its first load.
 *
 * The types are here, in lib/, because both features and the app name them and features may not import
 * the app.
 */
import type { Fields } from './mergeEntries';
import { savedMediaKey } from './savedTitle';
import type { StorageLayout } from './storageKeys';

/** A slice's state seen as keyed entries (the merge rule's, lib/mergeEntries). */
export type { Fields };

/**
 * A slice's state seen as keyed entries and rebuilt from them, so that a change made elsewhere (another
 * tab, the visitor's other devices) applies entry by entry instead of replacing the whole state.
 */
export interface SliceView<S> {
  fields(state: S): Fields;
  build(fields: Fields): S;
}

export interface SliceCodec<S> {
  /**
   * Reads a saved value (or an imported section, another tab's save, another device's records) of any
   * version back: the slice's state with malformed entries dropped, or undefined when the value is not
   * this slice's.
   */
  restore(stored: unknown): S | undefined;
  view: SliceView<S>;
}

interface Keyed {
  media_type: string;
  media_id: number;
}

/** A list of titles, one field per title, rebuilt newest first by `timeField` (and cut to `limit`). */
export function titleListView<T extends Keyed>(
  timeField: keyof T & string,
  limit = Infinity,
): SliceView<{ items: T[] }> {
  const time = (item: T) => Date.parse(String(item[timeField])) || 0;
  return {
    fields: (state) => Object.fromEntries(state.items.map((item) => [savedMediaKey(item), item])),
    build: (fields) => ({
      // Each field is a title this view made (or the slice's restore has checked).
      items: (Object.values(fields) as T[]).sort((a, b) => time(b) - time(a)).slice(0, limit),
    }),
  };
}

/** A state whose fields are its entries already (the profile, the consent). */
export const wholeRecordView = <S extends object>(): SliceView<S> => ({
  fields: (state) => ({ ...state }) as Fields,
  build: (fields) => fields as S,
});

/**
 * What one of a slice's keys holds (another tab's save of it), as the slice's `restore` reads it: the
 * key's part of the stored value, by the slice's layout. Throws when the text is not JSON where JSON is
 * kept.
 */
export function storedValueOfKey(layout: StorageLayout, key: string, raw: string): unknown {
  if (layout.kind === 'entries')
    return { [layout.field]: { [key.slice(layout.prefix.length)]: raw } };
  if (layout.kind === 'value') return { [layout.field]: JSON.parse(raw) };
  return JSON.parse(raw);
}
