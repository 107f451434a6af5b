import { FRESHNESS, tmdbApi } from './tmdbApi';
import type { Paged, TrendingItem } from '@common/tmdb';

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
