import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

import type { MediaType } from '@common/mediaType';
import { isFiniteNumber } from '@/lib/storedValue';

export interface ProgressState {
  /** Percent watched (0-100) per `{media_type}-{id}` (spec key `user_watch_progress`). */
  percent: Record<string, number>;
}

const initialState: ProgressState = { percent: {} };

export const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/** What a player reported: the lastWatched slice reads the same action for TV episodes. */
export interface PlaybackProgress {
  mediaType: MediaType;
  id: number;
  percent: number;
  season?: number;
  episode?: number;
}

export const progressSlice = createSlice({
  name: 'progress',
  initialState,
  reducers: {
    playbackProgressed(state, action: PayloadAction<PlaybackProgress>) {
      const { mediaType, id, percent } = action.payload;
      if (!isFiniteNumber(percent)) return;
      state.percent[`${mediaType}-${id}`] = clampPercent(percent);
    },
  },
  selectors: {
    selectPercentWatched: (state, mediaType: MediaType, id: number) =>
      state.percent[`${mediaType}-${id}`] ?? 0,
    selectPercents: (state) => state.percent,
  },
});

export const { playbackProgressed } = progressSlice.actions;
export const { selectPercentWatched, selectPercents } = progressSlice.selectors;
