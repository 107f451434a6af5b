import type { PlayerProvider } from '@common/players';
import { TMDB_IMAGE_BASE } from '@/lib/image';

import { FRESHNESS, sameOrigin, tmdbApi } from './tmdbApi';

export interface SiteConfig {
  /** The visible product name (server's SITE_NAME, default Marquee). */
  name: string;
  /** Which catalogue the server answers from; the footer marks the demo. */
  catalogue: 'demo' | 'tmdb';
  /**
   * The day (YYYY-MM-DD) the catalogue's dates stand on when it is not the visitor's own: the demo's
   * snapshot day, from which the calendar counts. Null or absent: the live catalogue, today.
   */
  catalogueToday?: string | null;
  /**
   * Where posters load from, or null while the server cannot reach the image host (or images are
   * off): then the app draws generated posters without requesting any image.
   */
  images?: string | null;
  /** The embed players the operator configured (PLAYER_PROVIDERS), first choice first; may be empty. */
  players?: PlayerProvider[];
  /** Who runs this deployment (SITE_OPERATOR), named on the legal pages; null when unset. */
  operator?: string | null;
  /** The legal pages' date (SITE_LEGAL_DATE, YYYY-MM-DD); null: the build's date. */
  legalDate?: string | null;
  /** The domain notice's text (SITE_NOTICE); null or absent: no notice. */
  notice?: string | null;
  /** The bottom announcement's text (SITE_ANNOUNCEMENT); null or absent: no banner. */
  announcement?: string | null;
  /** Where the announcement links (a path here or an https URL); null: no link. */
  announcementLink?: string | null;
  /** Whether visitors may make passphrase accounts that sync (ACCOUNTS); absent: an older server, no. */
  accounts?: boolean;
}

export const DEFAULT_SITE: SiteConfig = { name: 'Marquee', catalogue: 'tmdb' };

/** The server's own settings (`/api/site`), beside the TMDB-shaped API in the same slice. */
export const siteApi = tmdbApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteConfig: build.query<SiteConfig, void>({
      query: () => sameOrigin('/api/site'),
      keepUnusedDataFor: FRESHNESS.forever,
    }),
  }),
});

export const { useGetSiteConfigQuery } = siteApi;

/**
 * The image base to use: undefined until the server has said (draw a neutral box, request nothing),
 * null for generated posters only, else the base. A server that does not say (an error, or an older
 * server without the field) gets TMDB's CDN, with generated posters for whatever fails.
 */
export function useImageBase(): string | null | undefined {
  const { data, isError } = useGetSiteConfigQuery();
  if (data) return data.images === undefined ? TMDB_IMAGE_BASE : data.images;
  return isError ? TMDB_IMAGE_BASE : undefined;
}

/**
 * Whether the operator configured a player provider (PLAYER_PROVIDERS). Without one (the default, and
 * until the server has said) the player pages can play only the Trailer.
 */
export function useHasPlayerProviders(): boolean {
  const { data } = useGetSiteConfigQuery();
  return (data?.players?.length ?? 0) > 0;
}
