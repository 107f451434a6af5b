import { FRESHNESS, tmdbApi } from './tmdbApi';
import { TV_DETAIL_APPEND } from '@common/pageData';
import type { Episode, Paged, SeasonDetails, TvDetails, TvListItem } from '@common/tmdb';

/** A show airing today with the episode that aired: the home page's Latest Episodes row. */
export interface LatestEpisode {
  episode: Episode;
  show: Pick<TvDetails, 'id' | 'name' | 'backdrop_path' | 'poster_path'>;
}

/** Spec: the home page reads the detail of the first 6 shows airing today. */
export const LATEST_EPISODE_SHOWS = 6;

/**
 * Whether the show's season list holds the episode, so that its player can play it: TMDB may name a
 * latest episode of a season it does not list (yet), which would open on 'Media not found'.
 */
function listsEpisode(show: TvDetails, episode: Episode): boolean {
  return (show.seasons ?? []).some(
    (season) =>
      season.season_number === episode.season_number &&
      season.episode_count >= episode.episode_number,
  );
}

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
      keepUnusedDataFor: FRESHNESS.prefetch,
      providesTags: (_result, _error, id) => [{ type: 'Tv', id }],
    }),
    /** One season with its episodes (`tv/{id}/season/{n}`). */
    getSeason: build.query<SeasonDetails, { id: number; season: number }>({
      query: ({ id, season }) => `tv/${id}/season/${season}`,
      keepUnusedDataFor: FRESHNESS.short,
    }),
    /**
     * Page 1 of airing today, then the detail of the first six shows in parallel. A show whose detail
     * fails, that has no last episode, or whose last episode its seasons do not list, is left out; if
     * the list itself fails the row is empty (spec).
     */
    getLatestEpisodes: build.query<LatestEpisode[], void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const list = await baseQuery({ url: 'tv/airing_today', params: { page: 1 } });
        if (list.error) {
          console.warn('Airing today could not be loaded', list.error);
          return { data: [] };
        }
        const shows = (list.data as Paged<TvListItem>).results.slice(0, LATEST_EPISODE_SHOWS);
        const details = await Promise.all(
          shows.map((show) =>
            baseQuery({ url: `tv/${show.id}`, params: { append_to_response: 'season/1' } }),
          ),
        );
        const episodes: LatestEpisode[] = [];
        for (const detail of details) {
          const show = detail.data as TvDetails | undefined;
          const episode = show?.last_episode_to_air;
          if (!show || !episode || !listsEpisode(show, episode)) continue;
          episodes.push({
            episode,
            show: {
              id: show.id,
              name: show.name,
              backdrop_path: show.backdrop_path ?? null,
              poster_path: show.poster_path,
            },
          });
        }
        return { data: episodes };
      },
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
  useGetLatestEpisodesQuery,
} = tvApi;
