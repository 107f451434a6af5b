import { FRESHNESS, tmdbApi } from './tmdbApi';
import { seasonWithoutCrew, withFeaturedCrew } from './unread';
import { TV_DETAIL_APPEND } from '@common/pageData';
import type { Paged, SeasonDetails, TvDetails, TvListItem } from '@common/tmdb';

export const tvApi = tmdbApi.injectEndpoints({
  endpoints: (build) => ({
    getPopularTv: build.query<Paged<TvListItem>, { page?: number } | void>({
      query: (args) => ({ url: 'tv/popular', params: { page: args?.page ?? 1 } }),
      keepUnusedDataFor: FRESHNESS.lists,
    }),
    /** TV shows by first-air year and genres (the year and genre links of detail pages). */
    getDiscoverTv: build.query<
      Paged<TvListItem>,
      { page: number; first_air_date_year?: string; with_genres?: string }
    >({
      query: ({ page, first_air_date_year, with_genres }) => ({
        url: 'discover/tv',
        params: {
          page,
          sort_by: 'popularity.desc',
          ...(first_air_date_year ? { first_air_date_year } : {}),
          ...(with_genres ? { with_genres } : {}),
        },
      }),
      keepUnusedDataFor: FRESHNESS.short,
    }),
    getAiringToday: build.query<Paged<TvListItem>, { page?: number } | void>({
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
