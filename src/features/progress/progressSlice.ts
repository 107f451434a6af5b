import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

import type { MediaType } from '@common/mediaType';
import { isFiniteNumber, isPositiveId, isRecord } from '@/lib/storedValue';

export interface LastWatched {
  season: number;
  episode: number;
  updatedAt: string;
}

export interface ProgressState {
  /** Percent watched (0-100) per `{media_type}-{id}`. */
  percent: Record<string, number>;
  /** Last episode watched per show id. */
  lastWatched: Record<string, LastWatched>;
  /** Shows whose last episode of the last season was played; each id once. */
  completedShows: number[];
}

const initialState: ProgressState = { percent: {}, lastWatched: {}, completedShows: [] };

const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

export const progressSlice = createSlice({
  name: 'progress',
  initialState,
  reducers: {
    playbackProgressed(
      state,
      action: PayloadAction<{
        mediaType: MediaType;
        id: number;
        percent: number;
        season?: number;
        episode?: number;
      }>,
    ) {
      const { mediaType, id, percent, season, episode } = action.payload;
      if (!isFiniteNumber(percent)) return;
      state.percent[`${mediaType}-${id}`] = clampPercent(percent);
      if (mediaType === 'tv' && percent > 0 && season !== undefined && episode !== undefined) {
        state.lastWatched[String(id)] = { season, episode, updatedAt: new Date().toISOString() };
      }
    },
    showCompleted(state, action: PayloadAction<number>) {
      if (!state.completedShows.includes(action.payload)) state.completedShows.push(action.payload);
    },
  },
  selectors: {
    selectPercentWatched: (state, mediaType: MediaType, id: number) =>
      state.percent[`${mediaType}-${id}`] ?? 0,
    selectLastWatched: (state, showId: number): LastWatched | undefined =>
      state.lastWatched[String(showId)],
    selectCompletedShows: (state) => state.completedShows,
  },
});

export const { playbackProgressed, showCompleted } = progressSlice.actions;
export const { selectPercentWatched, selectLastWatched, selectCompletedShows } =
  progressSlice.selectors;

/**
 * Reads stored progress back. Version 0 (older builds) kept only the percent map under this key; bad
 * entries are dropped one by one, and anything that is not an object resets the slice.
 */
export function restoreProgress(stored: unknown): ProgressState | undefined {
  if (!isRecord(stored)) return undefined;
  const versioned = isRecord(stored.percent);
  const rawPercent = versioned ? (stored.percent as Record<string, unknown>) : stored;
  const percent: Record<string, number> = {};
  for (const [key, value] of Object.entries(rawPercent)) {
    if (/^(movie|tv)-\d+$/.test(key) && isFiniteNumber(value)) percent[key] = clampPercent(value);
  }
  const lastWatched: Record<string, LastWatched> = {};
  if (versioned && isRecord(stored.lastWatched)) {
    for (const [key, value] of Object.entries(stored.lastWatched)) {
      if (!/^\d+$/.test(key) || !isRecord(value)) continue;
      if (!isPositiveId(value.season) && value.season !== 0) continue;
      if (!isPositiveId(value.episode)) continue;
      lastWatched[key] = {
        season: value.season as number,
        episode: value.episode,
        updatedAt:
          typeof value.updatedAt === 'string' ? value.updatedAt : new Date(0).toISOString(),
      };
    }
  }
  const completedShows =
    versioned && Array.isArray(stored.completedShows)
      ? [...new Set(stored.completedShows.filter(isPositiveId))]
      : [];
  return { percent, lastWatched, completedShows };
}
