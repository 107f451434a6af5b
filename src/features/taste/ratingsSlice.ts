import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

import type { MediaType } from '@common/mediaType';
import { savedMediaKey } from '@/lib/savedTitle';
import type { SavedDetails } from '@/lib/savedTitle';

/** A title the visitor rated: half stars from 0.5 to 5, as Letterboxd has them. */
export interface Rating {
  media_id: number;
  media_type: MediaType;
  /** 0.5 to 5 in steps of 0.5. */
  rating: number;
  rated_at: string;
  /** What lists and reasons show of the title, kept so they need no request. */
  details: SavedDetails;
}

export interface RatingsState {
  /** By `{media_type}-{media_id}` (lib/savedTitle savedMediaKey). */
  byTitle: Record<string, Rating>;
}

const initialState: RatingsState = { byTitle: {} };

export const ratingsSlice = createSlice({
  name: 'ratings',
  initialState,
  reducers: {
    titleRated(state, { payload }: PayloadAction<Rating>) {
      state.byTitle[savedMediaKey(payload)] = payload;
    },
    ratingCleared(state, { payload }: PayloadAction<{ media_type: MediaType; media_id: number }>) {
      delete state.byTitle[savedMediaKey(payload)];
    },
  },
});

export const { titleRated, ratingCleared } = ratingsSlice.actions;
