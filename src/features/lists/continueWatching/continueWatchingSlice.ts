import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

import type { MediaType } from '@common/mediaType';

import { savedMediaKey, withEntryFirst } from '@/lib/savedTitle';
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
    /**
     * Whether one title is in the list: a yes or no, which the saved lists' read-back leaves as it was
     * unless it changes it (a page that selected the list itself re-rendered whole when it came back).
     */
    selectInContinueWatching: (state, type: MediaType, id: number) =>
      state.items.some((item) => item.media_type === type && item.media_id === id),
  },
});

export const { titleWatched, titleRemovedFromContinueWatching } = continueWatchingSlice.actions;
export const { selectContinueWatching, selectInContinueWatching } = continueWatchingSlice.selectors;
