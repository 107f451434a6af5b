import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

import type { MediaType } from '@common/mediaType';
import { savedMediaKey } from '@/lib/savedTitle';
import type { SavedDetails } from '@/lib/savedTitle';

/** A title the visitor said they are not interested in: For You hides it and reads it as a signal. */
export interface NotInterested {
  media_id: number;
  media_type: MediaType;
  at: string;
  details: SavedDetails;
}

export interface NotInterestedState {
  /** By `{media_type}-{media_id}`. */
  byTitle: Record<string, NotInterested>;
}

const initialState: NotInterestedState = { byTitle: {} };

export const notInterestedSlice = createSlice({
  name: 'notInterested',
  initialState,
  reducers: {
    markedNotInterested(state, { payload }: PayloadAction<NotInterested>) {
      state.byTitle[savedMediaKey(payload)] = payload;
    },
    interestRestored(
      state,
      { payload }: PayloadAction<{ media_type: MediaType; media_id: number }>,
    ) {
      delete state.byTitle[savedMediaKey(payload)];
    },
  },
});

export const { markedNotInterested, interestRestored } = notInterestedSlice.actions;
