import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

import { readMediaData } from '@common/mediaData';
import type { MediaDataMessage } from '@common/mediaData';
import { isRecord } from '@/lib/storedValue';

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

/**
 * Reads the stored message back (as the store lays it out, `{message}`): a well-formed progress
 * message, or null. Anything else is unreadable, so the slice (and its key) is reset.
 */
export function restoreLastProgress(stored: unknown): LastProgressState | undefined {
  if (!isRecord(stored) || !('message' in stored)) return undefined;
  if (stored.message === null) return { message: null };
  const message = readMediaData(stored.message);
  return message ? { message } : undefined;
}
