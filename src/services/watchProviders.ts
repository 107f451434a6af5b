import type { MediaType } from '@common/mediaType';
import type { WatchOffer, WatchProviders } from '@common/tmdb';

import { FRESHNESS, tmdbApi } from './tmdbApi';

export interface WatchProvidersArgs {
  type: MediaType;
  id: number;
}

export interface ProviderListArgs {
  type: MediaType;
  /** ISO 3166-1 code: the region whose services are listed, in its display order. */
  region: string;
}

/** One streaming service as `watch/providers/{type}` lists it. */
export interface ProviderListItem extends WatchOffer {
  display_priorities?: Record<string, number>;
}

export const watchProvidersApi = tmdbApi.injectEndpoints({
  endpoints: (build) => ({
    /** The services offering movies (or shows) in a region: what "On my services" is chosen from. */
    getProviderList: build.query<{ results: ProviderListItem[] }, ProviderListArgs>({
      query: ({ type, region }) => ({
        url: `watch/providers/${type}`,
        params: { watch_region: region },
      }),
      keepUnusedDataFor: FRESHNESS.standard,
    }),
    /** Where a title can be streamed, rented or bought, for every region TMDB knows offers in. */
    getWatchProviders: build.query<WatchProviders, WatchProvidersArgs>({
      query: ({ type, id }) => `${type}/${id}/watch/providers`,
      keepUnusedDataFor: FRESHNESS.standard,
    }),
  }),
});

export const { useGetWatchProvidersQuery, useGetProviderListQuery } = watchProvidersApi;
