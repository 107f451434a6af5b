import type { Paged, TrendingItem } from '@common/tmdb';
import { TRENDING_FILTER_PATH } from '@common/trendingFilters';
import type { FilteredTrending } from '@common/trendingFilters';

import { FRESHNESS, compactParams, sameOrigin, tmdbApi } from './tmdbApi';

export type TimeWindow = 'day' | 'week';

export interface TrendingArgs {
  timeWindow: TimeWindow;
  page?: number;
}

/** /trending's filters, as `GET /api/trending/{window}` reads them; unset ones absent. */
export interface FilteredTrendingArgs {
  timeWindow: TimeWindow;
  page: number;
  with_genres?: string;
  primary_release_year?: string;
  sort_by?: string;
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
    /**
     * Trending narrowed by filters (issue 31): the server looks through the list's most trending
     * entries, since TMDB's trending takes no filters, and pages what passes.
     */
    getFilteredTrending: build.query<FilteredTrending, FilteredTrendingArgs>({
      query: ({ timeWindow, ...filters }) => ({
        url: sameOrigin(`${TRENDING_FILTER_PATH}/${timeWindow}`),
        params: compactParams(filters),
      }),
      keepUnusedDataFor: FRESHNESS.lists,
      providesTags: (_result, _error, { timeWindow }) => [
        { type: 'Trending', id: `${timeWindow}-filtered` },
      ],
    }),
  }),
});

export const { useGetTrendingQuery, useGetFilteredTrendingQuery } = trendingApi;

/**
 * Marks one window's cached trending pages stale, so they are fetched again: the filtered ones, or
 * the plain ones (the list about to show; the other is left alone rather than fetched for nothing).
 */
export const trendingInvalidated = (timeWindow: TimeWindow, filtered = false) =>
  tmdbApi.util.invalidateTags([
    { type: 'Trending', id: filtered ? `${timeWindow}-filtered` : timeWindow },
  ]);
