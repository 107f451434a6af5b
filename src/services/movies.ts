import { FRESHNESS, tmdbApi } from './tmdbApi';
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
    getMovieDetails: build.query<MovieDetails, number>({
      query: (id) => `movie/${id}`,
      keepUnusedDataFor: FRESHNESS.prefetch,
      providesTags: (_result, _error, id) => [{ type: 'Movie', id }],
    }),
  }),
});

export const { useGetPopularMoviesQuery, useGetDiscoverMoviesQuery, useGetMovieDetailsQuery } =
  moviesApi;
