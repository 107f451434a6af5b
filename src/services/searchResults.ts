import { msg } from '@lingui/core/macro';
import type { SerializedError } from '@reduxjs/toolkit';
import type { BaseQueryApi, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';

import type { CollectionListItem, Paged } from '@common/tmdb';
import { allModeMultiPages, allModePage, modePage } from '@/lib/searchResults';
import type {
  ModeAnswer,
  SearchAnswer,
  SearchMediaType,
  SearchResultsPage,
} from '@/lib/searchResults';

import { searchApi } from './search';
import type { SearchArgs } from './search';
import { suggestApi } from './suggest';
import { FRESHNESS, tmdbApi } from './tmdbApi';

/** What the search page asks for: its URL's query, page and filter mode, and whether to correct. */
export interface SearchResultsArgs extends SearchArgs {
  mediaType: SearchMediaType;
  /** Never corrected: the visitor asked for the query as typed. */
  literal: boolean;
}

/**
 * Spec section 8: a failed collection search counts as one empty page, so All mode still shows the
 * titles. In Collections mode the collections are all there is, so there the failure is reported
 * (with Try Again) rather than passed off as 'No results found'.
 */
const NO_COLLECTIONS: Paged<CollectionListItem> = {
  page: 1,
  results: [],
  total_pages: 0,
  total_results: 0,
};

type Outcome<T> = { data: T; error?: undefined } | { data?: undefined; error: FetchBaseQueryError };

/** An error as the base query reports them (a thrown one becomes a CUSTOM_ERROR). */
function asFetchError(error: FetchBaseQueryError | SerializedError): FetchBaseQueryError {
  if ('status' in error && error.status !== undefined) return error as FetchBaseQueryError;
  // (Its English is its id: lib/errorMessage shows it in the page's language.)
  const message = (error as SerializedError).message ?? msg`The search failed.`.id;
  return { status: 'CUSTOM_ERROR', error: message };
}

/**
 * Runs one of the search endpoints above through the cache and lets go of it after: a page asked
 * for again within 5 minutes (All mode's collections, for every page; a page visited twice; the
 * header's search/multi) is not fetched again.
 */
async function ask<T>(request: {
  unwrap: () => Promise<T>;
  unsubscribe: () => void;
}): Promise<Outcome<T>> {
  try {
    return { data: await request.unwrap() };
  } catch (error) {
    return { error: asFetchError(error as FetchBaseQueryError | SerializedError) };
  } finally {
    request.unsubscribe();
  }
}

/** The query's own dispatch, which runs the search endpoints through the cache. */
type Dispatch = BaseQueryApi['dispatch'];

/** One page of a search in one mode: one call per mode, or two joined in All mode (lib/searchResults). */
async function searchPage(
  dispatch: Dispatch,
  { query, page, mediaType }: Omit<SearchResultsArgs, 'literal'>,
): Promise<Outcome<SearchResultsPage>> {
  const args = { query, page };
  // A cached answer older than the spec's freshness is fetched again.
  const options = { forceRefetch: FRESHNESS.short };
  const { endpoints } = searchApi;
  if (mediaType === 'all') {
    const [collections, ...multis] = await Promise.all([
      ask(dispatch(endpoints.getSearchCollections.initiate({ query, page: 1 }, options))),
      ...allModeMultiPages(page).map((n) =>
        ask(dispatch(endpoints.getSearchMulti.initiate({ query, page: n }, options))),
      ),
    ]);
    const [before, current] = page === 1 ? [undefined, multis[0]] : multis;
    if (before?.error) return { error: before.error };
    // Page N may hold only what page N - 1 could not fit: multi's page N is then past its last.
    const pastLast = before?.data !== undefined && page > before.data.total_pages;
    if (current?.error && !pastLast) return { error: current.error };
    return {
      data: allModePage(
        {
          before: before?.data,
          current: current?.data,
          collections: (collections.data ?? NO_COLLECTIONS).results,
        },
        query,
        page,
      ),
    };
  }
  const answer = await ask<ModeAnswer>(
    mediaType === 'movie'
      ? dispatch(endpoints.getSearchMovies.initiate(args, options))
      : mediaType === 'tv'
        ? dispatch(endpoints.getSearchTv.initiate(args, options))
        : mediaType === 'person'
          ? dispatch(endpoints.getSearchPeople.initiate(args, options))
          : dispatch(endpoints.getSearchCollections.initiate(args, options)),
  );
  if (answer.error) return { error: answer.error };
  return { data: modePage(mediaType, answer.data, query) };
}

/**
 * The corrections `/api/suggest` offers for a query it did not find as typed: the server's one rule
 * for the header's 'Did you mean:' and for this page (the header has usually asked already, so the
 * answer comes from the cache). None when it fails: the page then shows what the query found.
 */
async function correctionsFor(dispatch: Dispatch, query: string): Promise<string[]> {
  const answer = await ask(dispatch(suggestApi.endpoints.getSuggestions.initiate(query)));
  const asTyped = query.toLocaleLowerCase();
  return (answer.data?.didYouMean ?? []).filter((text) => text.toLocaleLowerCase() !== asTyped);
}

/**
 * The search page's results. A query that finds nothing as typed is corrected (unless `literal`): the
 * results of the server's best correction are shown instead, when it finds any. A query that finds
 * anything at all is never corrected, so a rare title spelt right is never swapped for a popular one.
 * When nothing is found either way, the corrections are offered as 'Did you mean:'.
 */
export const searchResultsApi = tmdbApi.injectEndpoints({
  endpoints: (build) => ({
    getSearchResults: build.query<SearchAnswer, SearchResultsArgs>({
      async queryFn({ literal, ...search }, { dispatch }) {
        const typed = await searchPage(dispatch, search);
        if (typed.error) return { error: typed.error };
        if (typed.data.totalResults > 0) {
          return { data: { ...typed.data, correction: null, didYouMean: [] } };
        }
        const corrections = await correctionsFor(dispatch, search.query);
        const [best] = corrections;
        if (!literal && best) {
          const corrected = await searchPage(dispatch, { ...search, query: best });
          if (corrected.data && corrected.data.totalResults > 0) {
            return { data: { ...corrected.data, correction: best, didYouMean: [] } };
          }
        }
        return { data: { ...typed.data, correction: null, didYouMean: corrections } };
      },
      keepUnusedDataFor: FRESHNESS.short,
    }),
  }),
});

export const { useGetSearchResultsQuery } = searchResultsApi;
