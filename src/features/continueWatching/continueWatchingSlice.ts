import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

import { isMediaType, type MediaType } from '@common/mediaType';
import { isPositiveId, isRecord } from '@/lib/storedValue';

import { sanitizeDetails, savedMediaKey, withEntryFirst } from '@/lib/savedTitle';
import type { SavedDetails } from '@/lib/savedTitle';

/** Spec: continue watching keeps at most 20 entries, newest first. */
export const CONTINUE_WATCHING_LIMIT = 20;

export interface ContinueWatchingEntry {
  media_id: number;
  media_type: MediaType;
  details: SavedDetails;
  last_watched: string;
}

export interface ContinueWatchingState {
  items: ContinueWatchingEntry[];
}

const initialState: ContinueWatchingState = { items: [] };

export const continueWatchingSlice = createSlice({
  name: 'continueWatching',
  initialState,
  reducers: {
    titleWatched: {
      reducer(state, action: PayloadAction<ContinueWatchingEntry>) {
        state.items = withEntryFirst(state.items, action.payload).slice(0, CONTINUE_WATCHING_LIMIT);
      },
      prepare(entry: Omit<ContinueWatchingEntry, 'last_watched'>) {
        return { payload: { ...entry, last_watched: new Date().toISOString() } };
      },
    },
    /** The visitor took a title off the list (its progress and last episode stay known). */
    titleRemovedFromContinueWatching(
      state,
      action: PayloadAction<Pick<ContinueWatchingEntry, 'media_id' | 'media_type'>>,
    ) {
      const gone = savedMediaKey(action.payload);
      state.items = state.items.filter((item) => savedMediaKey(item) !== gone);
    },
  },
  selectors: {
    selectContinueWatching: (state) => state.items,
  },
});

export const { titleWatched, titleRemovedFromContinueWatching } = continueWatchingSlice.actions;
export const { selectContinueWatching } = continueWatchingSlice.selectors;

/** Reads the stored list back (bare array in version 0), newest first, capped, malformed entries dropped. */
export function restoreContinueWatching(stored: unknown): ContinueWatchingState | undefined {
  const list = Array.isArray(stored) ? stored : isRecord(stored) ? stored.items : undefined;
  if (!Array.isArray(list)) return undefined;
  const seen = new Set<string>();
  const items: ContinueWatchingEntry[] = [];
  for (const raw of list) {
    if (!isRecord(raw) || !isPositiveId(raw.media_id) || !isMediaType(raw.media_type)) continue;
    const entry: ContinueWatchingEntry = {
      media_id: raw.media_id,
      media_type: raw.media_type,
      details: sanitizeDetails(raw.details),
      last_watched:
        typeof raw.last_watched === 'string' && !Number.isNaN(Date.parse(raw.last_watched))
          ? raw.last_watched
          : new Date(0).toISOString(),
    };
    if (seen.has(savedMediaKey(entry))) continue;
    seen.add(savedMediaKey(entry));
    items.push(entry);
  }
  items.sort((a, b) => Date.parse(b.last_watched) - Date.parse(a.last_watched));
  return { items: items.slice(0, CONTINUE_WATCHING_LIMIT) };
}
