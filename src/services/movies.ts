import { FRESHNESS, compactParams, tmdbApi } from './tmdbApi';
import { withFeaturedCrew } from './unread';
import { MOVIE_DETAIL_APPEND } from '@common/pageData';
import type { MovieDetails, MovieListItem, Paged } from '@common/tmdb';
import type { DiscoverParams } from '@/lib/listQuery';

export const moviesApi = tmdbApi.injectEndpoints({
  endpoints: (build) => ({
    getPopularMovies: build.query<Paged<MovieListItem>, { page?: number } | void>({
      query: (args) => ({ url: 'movie/popular', params: { page: args?.page ?? 1 } }),
      keepUnusedDataFor: FRESHNESS.lists,
    }),
    getDiscoverMovies: build.query<Paged<MovieListItem>, DiscoverParams>({
      query: (args) => ({ url: 'discover/movie', params: compactParams(args) }),
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
