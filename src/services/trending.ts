import type { Paged, TrendingItem } from '@common/tmdb';

import { FRESHNESS, tmdbApi } from './tmdbApi';

export type TimeWindow = 'day' | 'week';

export interface TrendingArgs {
  timeWindow: TimeWindow;
  page?: number;
}

export const trendingApi = tmdbApi.injectEndpoints({
  endpoints: (build) => ({
    getTrending: build.query<Paged<TrendingItem>, TrendingArgs>({
      query: ({ timeWindow, page = 1 }) => ({
        url: `trending/all/${timeWindow}`,
        params: { page },
      }),
      keepUnusedDataFor: FRESHNESS.lists,
      providesTags: (_result, _error, { timeWindow }) => [{ type: 'Trending', id: timeWindow }],
    }),
  }),
});

export const { useGetTrendingQuery } = trendingApi;

/** Marks one window's cached trending pages stale, so they are fetched again. */
export const trendingInvalidated = (timeWindow: TimeWindow) =>
  tmdbApi.util.invalidateTags([{ type: 'Trending', id: timeWindow }]);
