import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export interface CompletedShowsState {
  /** Shows whose last episode of the last season was opened; each id once (spec key `completed_shows`). */
  ids: number[];
}

const initialState: CompletedShowsState = { ids: [] };

/** A TV episode's player page opened. */
export interface EpisodeOpened {
  showId: number;
  season: number;
  episode: number;
  /** The last episode of the show's last season. */
  finale: boolean;
}

export const completedShowsSlice = createSlice({
  name: 'completedShows',
  initialState,
  reducers: {
    /**
     * Spec: when a TV episode loads, the show is marked finished if it is the last episode of the last
     * season, otherwise in progress (no longer finished). The lastWatched and currentEpisode slices
     * read the same action.
     */
    episodeOpened(state, action: PayloadAction<EpisodeOpened>) {
      const { showId, finale } = action.payload;
      const listed = state.ids.includes(showId);
      if (finale && !listed) state.ids.push(showId);
      if (!finale && listed) state.ids = state.ids.filter((id) => id !== showId);
    },
  },
  selectors: {
    selectCompletedShows: (state) => state.ids,
  },
});

export const { episodeOpened } = completedShowsSlice.actions;
export const { selectCompletedShows } = completedShowsSlice.selectors;
