import { FRESHNESS, tmdbApi } from './tmdbApi';
import type { Genre, MediaType } from './types';

export const genresApi = tmdbApi.injectEndpoints({
  endpoints: (build) => ({
    getGenres: build.query<Genre[], MediaType>({
      query: (type) => `genre/${type}/list`,
      transformResponse: (response: { genres: Genre[] }) => response.genres,
      keepUnusedDataFor: FRESHNESS.forever,
    }),
  }),
});

export const { useGetGenresQuery } = genresApi;
