import type { MediaType } from '@common/mediaType';
import type { WatchProviders } from '@common/tmdb';

import { FRESHNESS, tmdbApi } from './tmdbApi';

export interface WatchProvidersArgs {
  type: MediaType;
  id: number;
}

export const watchProvidersApi = tmdbApi.injectEndpoints({
  endpoints: (build) => ({
    /** Where a title can be streamed, rented or bought, for every region TMDB knows offers in. */
    getWatchProviders: build.query<WatchProviders, WatchProvidersArgs>({
      query: ({ type, id }) => `${type}/${id}/watch/providers`,
      keepUnusedDataFor: FRESHNESS.standard,
    }),
  }),
});

export const { useGetWatchProvidersQuery } = watchProvidersApi;
