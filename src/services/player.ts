import type { Episode } from '@common/tmdb';

import { FRESHNESS, tmdbApi } from './tmdbApi';

export interface EpisodeArgs {
  id: number;
  season: number;
  episode: number;
}

/** The calls only the player pages make (details, seasons and videos are shared with the title pages). */
export const playerApi = tmdbApi.injectEndpoints({
  endpoints: (build) => ({
    /** The episode a TV player plays (spec: `tv/{id}/season/{season}/episode/{episode}`). */
    getEpisode: build.query<Episode, EpisodeArgs>({
      query: ({ id, season, episode }) => `tv/${id}/season/${season}/episode/${episode}`,
      keepUnusedDataFor: FRESHNESS.short,
    }),
    /** A show's IMDb id, asked for only when a configured provider's template needs it. */
    getTvExternalIds: build.query<{ imdb_id?: string | null }, number>({
      query: (id) => `tv/${id}/external_ids`,
      keepUnusedDataFor: FRESHNESS.standard,
    }),
  }),
});

export const { useGetEpisodeQuery, useGetTvExternalIdsQuery } = playerApi;
