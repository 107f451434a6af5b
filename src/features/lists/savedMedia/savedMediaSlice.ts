import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

import type { MediaType } from '@common/mediaType';
import { savedMediaKey, withEntryFirst } from '@/lib/savedTitle';
import type { SavedDetails } from '@/lib/savedTitle';

import type { SavedMedia } from './savedMedia';

export interface SavedMediaState {
  items: SavedMedia[];
}

export interface TitleRef {
  media_id: number;
  media_type: MediaType;
}

/**
 * Watchlist and favorites keep the same kind of list under different names and storage keys. Adding a
 * title already present replaces its entry and moves it to the front (spec).
 */
export function createSavedMediaSlice<Name extends 'watchlist' | 'favorites'>(name: Name) {
  const initialState: SavedMediaState = { items: [] };
  return createSlice({
    name,
    initialState,
    reducers: {
      titleAdded: {
        reducer(state, action: PayloadAction<SavedMedia>) {
          state.items = withEntryFirst(state.items, action.payload);
        },
        prepare(title: TitleRef & { details: SavedDetails }) {
          return { payload: { ...title, added_at: new Date().toISOString() } };
        },
      },
      titlesRemoved(state, action: PayloadAction<TitleRef[]>) {
        const keys = new Set(action.payload.map(savedMediaKey));
        state.items = state.items.filter((item) => !keys.has(savedMediaKey(item)));
      },
      cleared(state) {
        state.items = [];
      },
    },
    selectors: {
      selectItems: (state) => state.items,
      selectCount: (state) => state.items.length,
    },
  });
}
