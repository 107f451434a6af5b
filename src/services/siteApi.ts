import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

import { sameOrigin } from './tmdbApi';

export interface SiteConfig {
  /** The visible product name (server's SITE_NAME, default Marquee). */
  name: string;
  /** Which catalogue the server answers from; the footer marks the demo. */
  catalogue: 'demo' | 'tmdb';
}

export const DEFAULT_SITE: SiteConfig = { name: 'Marquee', catalogue: 'tmdb' };

/** The server's own settings endpoint (`/api/site`): a different base URL from the TMDB-shaped API. */
export const siteApi = createApi({
  reducerPath: 'siteApi',
  baseQuery: fetchBaseQuery({ baseUrl: sameOrigin('/api') }),
  endpoints: (build) => ({
    getSiteConfig: build.query<SiteConfig, void>({
      query: () => 'site',
      keepUnusedDataFor: 60 * 60,
    }),
  }),
});

export const { useGetSiteConfigQuery } = siteApi;
