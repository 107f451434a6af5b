import { createSlice } from '@reduxjs/toolkit';

import { isPositiveId } from '@/lib/storedValue';

import { episodeOpened } from './completedShowsSlice';

export interface CurrentEpisodeState {
  /**
   * The episode the visitor is on, per `{showId}_{season}` (`'1399_1': 3`). Saved one key per entry,
   * `currentEpisode_{id}_{season}` holding the number (spec), by the store's persistence.
   */
  byShowSeason: Record<string, number>;
}

const initialState: CurrentEpisodeState = { byShowSeason: {} };

const entryKey = (showId: number, season: number) => `${showId}_${season}`;

/** An episode number: a safe integer above 0, of at most 6 digits as the spec's values are. */
export const isEpisode = (value: unknown): value is number =>
  isPositiveId(value) && value <= 999_999;

export const currentEpisodeSlice = createSlice({
  name: 'currentEpisode',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    // Opening an episode makes it the one the visitor is on in its season (the season episodes page's
    // 'Currently Playing' badge).
    builder.addCase(episodeOpened, (state, action) => {
      const { showId, season, episode } = action.payload;
      if (!isPositiveId(showId) || !(season === 0 || isPositiveId(season)) || !isEpisode(episode))
        return;
      state.byShowSeason[entryKey(showId, season)] = episode;
    });
  },
  selectors: {
    /** The episode the visitor is on in a show's season, or null when none is known. */
    selectCurrentEpisode: (state, showId: number, season: number): number | null =>
      state.byShowSeason[entryKey(showId, season)] ?? null,
  },
});

export const { selectCurrentEpisode } = currentEpisodeSlice.selectors;
