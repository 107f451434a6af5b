/**
 * The search page's network edge: TMDB's five search endpoints, each answered by a function of the
 * page and query, every call recorded. Tests add them with `answerSearches(...)` (server.use).
 */
import { http, HttpResponse } from 'msw';
import type { JsonBodyType } from 'msw';

import type { SuggestAnswer } from '@common/suggest';

import { collection, movie, paged, person, range, show } from './fixtures';
import { server } from './server';
import { suggestFrom } from './suggestHandlers';

export const SEARCH_ENDPOINTS = ['multi', 'movie', 'tv', 'person', 'collection'] as const;
export type SearchEndpoint = (typeof SEARCH_ENDPOINTS)[number];

/** A recorded search request. */
export interface SearchCall {
  endpoint: SearchEndpoint;
  query: string;
  page: number;
  params: URLSearchParams;
}

/** A body to send as JSON, or a ready response (an error, a network failure). */
type Answer = JsonBodyType | Response;
export type Answerer = (page: number, query: string) => Answer | Promise<Answer>;

/**
 * Three pages of search/multi: on each, two movies, a show, an actor with a picture and one without.
 * Ids are page * 100 + n, so each page's cards are told apart.
 */
export const multiPages: Answerer = (page) =>
  paged(
    [
      movie(page * 100 + 1, { popularity: 80 }),
      show(page * 100 + 2, { popularity: 60 }),
      person(page * 100 + 3, { popularity: 70 }),
      person(page * 100 + 4, { profile_path: null, popularity: 90 }),
      movie(page * 100 + 5, { popularity: 50 }),
    ],
    page,
    3,
    55,
  );

/** Two collections (TMDB gives collections no popularity). */
export const twoCollections: Answerer = (page) =>
  paged([collection(9001), collection(9002)], page, 1, 2);

const withoutType = <T extends { media_type?: string }>({ media_type: _omit, ...rest }: T) => rest;

/** The mode-specific searches: two pages each, without media_type on the results (as TMDB). */
export const modePages: Record<Exclude<SearchEndpoint, 'multi'>, Answerer> = {
  movie: (page) =>
    paged(
      range(page * 1000, 4).map((id) => withoutType(movie(id))),
      page,
      2,
      30,
    ),
  tv: (page) =>
    paged(
      range(page * 1000 + 500, 4).map((id) => withoutType(show(id))),
      page,
      2,
      30,
    ),
  person: (page) =>
    paged(
      [
        withoutType(person(page * 1000 + 700)),
        withoutType(person(page * 1000 + 701, { profile_path: null })),
        withoutType(person(page * 1000 + 702)),
      ],
      page,
      2,
      30,
    ),
  collection: (page) =>
    paged(
      range(page * 1000 + 800, 3).map((id) => collection(id)),
      page,
      2,
      25,
    ),
};

/** One page with nothing in it (TMDB's answer to a search that finds nothing). */
export const nothingFound: Answerer = () => paged([], 1, 1, 0);

/** A failed call, as the server reports one. */
export const failure =
  (status = 500) =>
  () =>
    HttpResponse.json(
      { success: false, status_code: 11, status_message: 'Search is unavailable.' },
      { status },
    );

/**
 * Answers every search endpoint (the defaults above, or what `answers` gives) and records each call,
 * and `/api/suggest` from `suggestions` (nothing to offer for other queries), where the page finds its
 * corrections. `callNames(query)` lists the calls for one query as '{endpoint}:{page}': other screens'
 * searches (the home page's collection rows, still running after a redirect home) are left out.
 * `suggested` lists the queries `/api/suggest` was asked for.
 */
export function answerSearches(
  answers: Partial<Record<SearchEndpoint, Answerer>> = {},
  suggestions: Record<string, SuggestAnswer> = {},
) {
  const calls: SearchCall[] = [];
  const suggested: string[] = [];
  const answerers: Record<SearchEndpoint, Answerer> = {
    multi: multiPages,
    collection: twoCollections,
    movie: modePages.movie,
    tv: modePages.tv,
    person: modePages.person,
    ...answers,
  };
  server.use(
    suggestFrom(suggestions, suggested),
    ...SEARCH_ENDPOINTS.map((endpoint) =>
      http.get(`*/api/tmdb/search/${endpoint}`, async ({ request }) => {
        const params = new URL(request.url).searchParams;
        const page = Number(params.get('page') ?? '1');
        const query = params.get('query') ?? '';
        calls.push({ endpoint, query, page, params });
        const body = await answerers[endpoint](page, query);
        return body instanceof Response ? body : HttpResponse.json(body);
      }),
    ),
  );
  return {
    calls,
    suggested,
    callNames: (query: string) =>
      calls.filter((call) => call.query === query).map((call) => `${call.endpoint}:${call.page}`),
  };
}

/** A promise with its resolve at hand, to hold an answer back while a test looks at the screen. */
export function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
