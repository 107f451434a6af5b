import { STATS_PATH } from '@common/catalogueStats';
import type { CatalogueStats } from '@common/catalogueStats';

import { FRESHNESS, sameOrigin, tmdbApi } from './tmdbApi';

/** The server's count of the catalogue (`/api/stats`), beside the TMDB-shaped API in the same slice. */
export const catalogueStatsApi = tmdbApi.injectEndpoints({
  endpoints: (build) => ({
    /** The home page's stat tile figures; the server counts them hourly. */
    getCatalogueStats: build.query<CatalogueStats, void>({
      query: () => sameOrigin(STATS_PATH),
      keepUnusedDataFor: FRESHNESS.lists,
    }),
  }),
});

export const { useGetCatalogueStatsQuery } = catalogueStatsApi;
