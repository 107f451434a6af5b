import { FRESHNESS, compactParams, tmdbApi } from './tmdbApi';
import { seasonWithoutCrew, withFeaturedCrew } from './unread';
import { TV_DETAIL_APPEND } from '@common/pageData';
import type { AiringShowItem, Paged, SeasonDetails, TvDetails, TvListItem } from '@common/tmdb';
import type { DiscoverParams } from '@/lib/listQuery';

export const tvApi = tmdbApi.injectEndpoints({
  endpoints: (build) => ({
    getPopularTv: build.query<Paged<TvListItem>, { page?: number } | void>({
      query: (args) => ({ url: 'tv/popular', params: { page: args?.page ?? 1 } }),
      keepUnusedDataFor: FRESHNESS.lists,
    }),
    /**
     * TV shows by the filters of /tv-shows (issue 31): genres, first-air year, TV's sorts and the
     * where-to-watch filter; only what is set is sent (TMDB reads an empty `with_genres=` as a filter).
     */
    getDiscoverTv: build.query<Paged<TvListItem>, DiscoverParams>({
      query: (args) => ({ url: 'discover/tv', params: compactParams(args) }),
      keepUnusedDataFor: FRESHNESS.short,
    }),
    getAiringToday: build.query<Paged<AiringShowItem>, { page?: number } | void>({
      query: (args) => ({ url: 'tv/airing_today', params: { page: args?.page ?? 1 } }),
      keepUnusedDataFor: FRESHNESS.short,
    }),
    /** A show's details with its US content rating and cast (one call for the detail hero). */
    getTvDetails: build.query<TvDetails, number>({
      query: (id) => ({ url: `tv/${id}`, params: { append_to_response: TV_DETAIL_APPEND } }),
      transformResponse: (details: TvDetails) => withFeaturedCrew(details),
      keepUnusedDataFor: FRESHNESS.prefetch,
      providesTags: (_result, _error, id) => [{ type: 'Tv', id }],
    }),
    /** One season with its episodes (`tv/{id}/season/{n}`). */
    getSeason: build.query<SeasonDetails, { id: number; season: number }>({
      query: ({ id, season }) => `tv/${id}/season/${season}`,
      transformResponse: seasonWithoutCrew,
      keepUnusedDataFor: FRESHNESS.short,
    }),
  }),
});

export const {
  useGetPopularTvQuery,
  useGetDiscoverTvQuery,
  useGetAiringTodayQuery,
  useGetTvDetailsQuery,
  useGetSeasonQuery,
} = tvApi;
