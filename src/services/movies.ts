import { FRESHNESS, tmdbApi } from './tmdbApi';
import { withFeaturedCrew } from './unread';
import { MOVIE_DETAIL_APPEND } from '@common/pageData';
import type { MovieDetails, MovieListItem, Paged } from '@common/tmdb';

export interface DiscoverMoviesArgs {
  page: number;
  with_genres?: string;
  primary_release_year?: string;
  sort_by: string;
}

/** Present only when set: TMDB treats an empty `with_genres=` differently from none. */
function compact(params: object): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string | number>;
}

export const moviesApi = tmdbApi.injectEndpoints({
  endpoints: (build) => ({
    getPopularMovies: build.query<Paged<MovieListItem>, { page?: number } | void>({
      query: (args) => ({ url: 'movie/popular', params: { page: args?.page ?? 1 } }),
      keepUnusedDataFor: FRESHNESS.lists,
    }),
    getDiscoverMovies: build.query<Paged<MovieListItem>, DiscoverMoviesArgs>({
      query: (args) => ({ url: 'discover/movie', params: compact(args) }),
      keepUnusedDataFor: FRESHNESS.short,
    }),
    /**
     * A movie's details with what its page shows first (certification and cast) in the same call, so
     * the hero needs one request; card prefetch and the breadcrumb share this cache entry.
     */
    getMovieDetails: build.query<MovieDetails, number>({
      query: (id) => ({
        url: `movie/${id}`,
        params: { append_to_response: MOVIE_DETAIL_APPEND },
      }),
      transformResponse: (details: MovieDetails) => withFeaturedCrew(details),
      keepUnusedDataFor: FRESHNESS.prefetch,
      providesTags: (_result, _error, id) => [{ type: 'Movie', id }],
    }),
  }),
});

export const { useGetPopularMoviesQuery, useGetDiscoverMoviesQuery, useGetMovieDetailsQuery } =
  moviesApi;
