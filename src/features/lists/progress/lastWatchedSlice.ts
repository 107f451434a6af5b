import { createSlice } from '@reduxjs/toolkit';

import { isPositiveId } from '@/lib/storedValue';

import { episodeOpened } from './completedShowsSlice';
import { playbackProgressed } from './progressSlice';

export interface LastWatched {
  season: number;
  episode: number;
  updatedAt: string;
  /** How much of this episode was played (0-100), when its player reported it. */
  percent?: number;
}

export interface LastWatchedState {
  /** The last episode played per show id (spec key `user_last_watched`). */
  shows: Record<string, LastWatched>;
}

const initialState: LastWatchedState = { shows: {} };

/** Season 0 holds a show's specials; episodes count from 1. */
export const isSeasonNumber = (value: unknown): value is number =>
  value === 0 || isPositiveId(value);

export const lastWatchedSlice = createSlice({
  name: 'lastWatched',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    // Opening an episode makes it the show's last, whether or not its player reports progress (most
    // do not): the show's page then continues there. Reopening the same episode keeps its percent.
    builder.addCase(episodeOpened, (state, action) => {
      const { showId, season, episode } = action.payload;
      if (!isSeasonNumber(season) || !isPositiveId(episode)) return;
      const key = String(showId);
      const known = state.shows[key];
      const same = known?.season === season && known.episode === episode;
      state.shows[key] = {
        season,
        episode,
        updatedAt: new Date().toISOString(),
        ...(same && known.percent !== undefined ? { percent: known.percent } : {}),
      };
    });
    // Spec: progress above 0 is saved with its season and episode for TV.
    builder.addCase(playbackProgressed, (state, action) => {
      const { mediaType, id, percent, season, episode } = action.payload;
      if (mediaType !== 'tv' || !(percent > 0)) return;
      if (!isSeasonNumber(season) || !isPositiveId(episode)) return;
      state.shows[String(id)] = {
        season,
        episode,
        updatedAt: new Date().toISOString(),
        percent: Math.min(100, percent),
      };
    });
  },
  selectors: {
    selectLastWatched: (state, showId: number): LastWatched | undefined =>
      state.shows[String(showId)],
    selectLastWatchedShows: (state) => state.shows,
  },
});

export const { selectLastWatched, selectLastWatchedShows } = lastWatchedSlice.selectors;
