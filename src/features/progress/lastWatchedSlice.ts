import { createSlice } from '@reduxjs/toolkit';

import { isPositiveId, isRecord } from '@/lib/storedValue';

import { playbackProgressed } from './progressSlice';

export interface LastWatched {
  season: number;
  episode: number;
  updatedAt: string;
}

export interface LastWatchedState {
  /** The last episode played per show id (spec key `user_last_watched`). */
  shows: Record<string, LastWatched>;
}

const initialState: LastWatchedState = { shows: {} };

/** Season 0 holds a show's specials; episodes count from 1. */
const isSeasonNumber = (value: unknown): value is number => value === 0 || isPositiveId(value);

export const lastWatchedSlice = createSlice({
  name: 'lastWatched',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    // Spec: progress above 0 is saved with its season and episode for TV.
    builder.addCase(playbackProgressed, (state, action) => {
      const { mediaType, id, percent, season, episode } = action.payload;
      if (mediaType !== 'tv' || !(percent > 0)) return;
      if (!isSeasonNumber(season) || !isPositiveId(episode)) return;
      state.shows[String(id)] = { season, episode, updatedAt: new Date().toISOString() };
    });
  },
  selectors: {
    selectLastWatched: (state, showId: number): LastWatched | undefined =>
      state.shows[String(showId)],
  },
});

export const { selectLastWatched } = lastWatchedSlice.selectors;

/** Reads the stored map back (bare in version 0, `{shows}` after); bad entries are dropped. */
export function restoreLastWatched(stored: unknown): LastWatchedState | undefined {
  if (!isRecord(stored)) return undefined;
  const raw = isRecord(stored.shows) ? stored.shows : stored;
  const shows: Record<string, LastWatched> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!/^\d+$/.test(key) || !isRecord(value)) continue;
    if (!isSeasonNumber(value.season) || !isPositiveId(value.episode)) continue;
    shows[key] = {
      season: value.season,
      episode: value.episode,
      updatedAt: typeof value.updatedAt === 'string' ? value.updatedAt : new Date(0).toISOString(),
    };
  }
  return { shows };
}
