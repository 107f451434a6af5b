import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

import type { MediaType } from '@common/mediaType';
import { isFiniteNumber, isRecord } from '@/lib/storedValue';

export interface ProgressState {
  /** Percent watched (0-100) per `{media_type}-{id}` (spec key `user_watch_progress`). */
  percent: Record<string, number>;
}

const initialState: ProgressState = { percent: {} };

const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

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

/**
 * Reads stored progress back: the bare percent map (version 0) or `{percent}`. Bad entries are dropped
 * one by one; anything that is not an object resets the slice.
 */
export function restoreProgress(stored: unknown): ProgressState | undefined {
  if (!isRecord(stored)) return undefined;
  const rawPercent = isRecord(stored.percent)
    ? (stored.percent as Record<string, unknown>)
    : stored;
  const percent: Record<string, number> = {};
  for (const [key, value] of Object.entries(rawPercent)) {
    if (/^(movie|tv)-\d+$/.test(key) && isFiniteNumber(value)) percent[key] = clampPercent(value);
  }
  return { percent };
}
