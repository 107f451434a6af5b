import type {
  CollectionListItem,
  MovieListItem,
  Paged,
  PersonListItem,
  TrendingItem,
  TvListItem,
} from '@common/tmdb';

import { FRESHNESS, tmdbApi } from './tmdbApi';

/** One page of a search (spec: include_adult false, language en-US). */
export interface SearchArgs {
  query: string;
  page: number;
}

const searchParams = ({ query, page }: SearchArgs) => ({
  query,
  page,
  include_adult: false,
  language: 'en-US',
});

/**
 * TMDB's search endpoints for the search page and the header (spec: fresh 5 minutes). The header
 * loads with every page, so the search page's own query (joining these) is in searchResults.ts,
 * which only the page's chunk loads.
 */
export const searchApi = tmdbApi.injectEndpoints({
  endpoints: (build) => ({
    /** `search/multi`: movies, shows and people in one list, each with its media_type. */
    getSearchMulti: build.query<Paged<TrendingItem>, SearchArgs>({
      query: (args) => ({ url: 'search/multi', params: searchParams(args) }),
      keepUnusedDataFor: FRESHNESS.short,
    }),
    /** `search/movie`: one page of movies (no media_type on the results). */
    getSearchMovies: build.query<Paged<MovieListItem>, SearchArgs>({
      query: (args) => ({ url: 'search/movie', params: searchParams(args) }),
      keepUnusedDataFor: FRESHNESS.short,
    }),
    /** `search/tv`: one page of shows (no media_type on the results). */
    getSearchTv: build.query<Paged<TvListItem>, SearchArgs>({
      query: (args) => ({ url: 'search/tv', params: searchParams(args) }),
      keepUnusedDataFor: FRESHNESS.short,
    }),
    /** `search/person`: one page of people, any page (people.ts's `searchPeople` reads page 1). */
    getSearchPeople: build.query<Paged<PersonListItem>, SearchArgs>({
      query: (args) => ({ url: 'search/person', params: searchParams(args) }),
      keepUnusedDataFor: FRESHNESS.short,
    }),
    /** `search/collection`: one page of collections, any page (collections.ts reads page 1). */
    getSearchCollections: build.query<Paged<CollectionListItem>, SearchArgs>({
      query: (args) => ({ url: 'search/collection', params: searchParams(args) }),
      keepUnusedDataFor: FRESHNESS.short,
    }),
  }),
});

export const {
  useGetSearchMultiQuery,
  useGetSearchMoviesQuery,
  useGetSearchTvQuery,
  useGetSearchPeopleQuery,
  useGetSearchCollectionsQuery,
} = searchApi;
