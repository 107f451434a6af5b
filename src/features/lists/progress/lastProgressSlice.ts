import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

import { readMediaData } from '@common/mediaData';
import type { MediaDataMessage } from '@common/mediaData';

export interface LastProgressState {
  /**
   * The last progress message a player sent that the page accepted (spec key `vidLinkProgress`, which
   * holds the message alone), or null before any.
   */
  message: MediaDataMessage | null;
}

const initialState: LastProgressState = { message: null };

export const lastProgressSlice = createSlice({
  name: 'lastProgress',
  initialState,
  reducers: {
    /** A provider's progress message passed the player page's checks (origin, frame, shape). */
    progressMessageAccepted(state, action: PayloadAction<MediaDataMessage>) {
      state.message = readMediaData(action.payload) ?? state.message;
    },
  },
  selectors: {
    selectLastProgress: (state) => state.message,
  },
});

export const { progressMessageAccepted } = lastProgressSlice.actions;
export const { selectLastProgress } = lastProgressSlice.selectors;
