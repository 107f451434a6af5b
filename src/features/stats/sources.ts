import { createSelector } from '@reduxjs/toolkit';

import type { RootState } from '@/app/hooks';

import type { DatedEpisode, StatsSources } from './figures';

/**
 * What /stats counts, from the visitor's own records: the diary's viewings, the ratings, and the
 * episodes whose day is on record. The progress slices keep one dated episode per show (the last one
 * opened, `lastWatched`); the episode reached in each season (`currentEpisode`) and the finished shows
 * carry no day, so they are not counted as episodes watched in a month.
 */
export const selectStatsSources = createSelector(
  [
    (state: RootState) => state.diary.entries,
    (state: RootState) => state.ratings.byTitle,
    (state: RootState) => state.lastWatched.shows,
  ],
  (diary, ratings, lastWatched): StatsSources => ({
    viewings: Object.values(diary),
    ratings: Object.values(ratings),
    episodes: Object.entries(lastWatched).map(([id, last]): DatedEpisode => ({
      show_id: Number(id),
      season: last.season,
      episode: last.episode,
      at: last.updatedAt,
    })),
  }),
);
