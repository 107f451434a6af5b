import type { MovieListItem, PersonListItem, TvListItem } from '@common/tmdb';

import { FRESHNESS, tmdbApi } from './tmdbApi';

/** What `find/{external_id}` answers: the titles and people the id names, by kind. */
export interface FindResults {
  movie_results: MovieListItem[];
  tv_results: TvListItem[];
  person_results: PersonListItem[];
}

export interface FindArgs {
  /** The id on the other site, e.g. IMDb's `tt0137523`. */
  externalId: string;
  source: 'imdb_id';
}

/**
 * TMDB's `find/{external_id}`: a title by its id on another site (the IMDb ratings import). Only the
 * import's chunk loads this file.
 */
export const findApi = tmdbApi.injectEndpoints({
  endpoints: (build) => ({
    getFind: build.query<FindResults, FindArgs>({
      query: ({ externalId, source }) => ({
        url: `find/${encodeURIComponent(externalId)}`,
        params: { external_source: source },
      }),
      // Lists missing from an answer (an older or trimmed one) read as empty.
      transformResponse: (answer: Partial<FindResults>): FindResults => ({
        movie_results: answer.movie_results ?? [],
        tv_results: answer.tv_results ?? [],
        person_results: answer.person_results ?? [],
      }),
      keepUnusedDataFor: FRESHNESS.short,
    }),
  }),
});

export const { useGetFindQuery } = findApi;
