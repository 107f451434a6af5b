/**
 * `GET /api/stats`: the catalogue's figures for the home page's stat tiles, each the count that the
 * page behind its tile shows (Marquee's numbers are true, see DECISIONS.md). Shared by the server
 * that counts them and the tiles that show them.
 */

export const STATS_PATH = '/api/stats';

/** A figure is null while it cannot be counted (the catalogue failed): never a made-up number. */
export interface CatalogueStats {
  /** Movies /movies lists: discover/movie's total_results. */
  movies: number | null;
  /** TV shows /tv-shows lists: tv/popular's total_results. */
  tvShows: number | null;
  /** Fan favorites of both tabs of /fan-favorites together. */
  fanFavorites: number | null;
  /** Collections /collections lists. */
  collections: number | null;
}
