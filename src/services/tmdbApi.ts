import { createAction } from '@reduxjs/toolkit';
import {
  QueryStatus,
  buildCreateApi,
  coreModule,
  fetchBaseQuery,
  reactHooksModule,
  retry,
} from '@reduxjs/toolkit/query/react';
import type {
  BaseQueryFn,
  CombinedState,
  FetchArgs,
  FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';

import { backoffDelay } from '@common/backoff';
import { splitLocalePath } from '@common/locales';
import type { Backoff } from '@common/backoff';
import { SIGN_IN_PATHS, TOKEN_KEY, signOut } from '@/lib/localUser';

/** What the store hands the base query (`makeStore` options); the app leaves both unset. */
export interface ApiExtra {
  /** Waits between retries: the spec's exponential delay from 1 s, capped at 30 s. */
  retryTiming?: Backoff;
  /**
   * Leaves the app for the sign-in page (a 401) at `address`: /login, under the page's language
   * prefix (/de/login) on a page that has one; the app goes there.
   */
  signIn?: (address: string) => void;
  /**
   * The server's renderer only: answers the app's calls in the server's own process (no HTTP hop, the
   * same cache as the API). Nothing is retried there: a failure is the page's to show.
   */
  fetchFn?: typeof fetch;
  /**
   * The page's language for TMDB (`de-DE`; common/locales.ts): every call carries it, overriding the
   * spec's en-US, so titles, overviews, search and trailers come in it. Absent on an English page,
   * whose calls stay as the spec writes them.
   */
  language?: string;
}

const DEFAULT_RETRY_TIMING: Backoff = { baseMs: 1000, maxMs: 30_000 };
const goToSignIn = (address: string) => window.location.assign(address);
const extraOf = (api: { extra: unknown }) => (api.extra ?? {}) as ApiExtra;

/** A bearer token as RFC 6750 spells one (b64token), within a size any server accepts. */
const USABLE_TOKEN = /^[A-Za-z0-9\-._~+/]+=*$/;
const MAX_TOKEN_LENGTH = 4096;

/**
 * The stored token, if it can be sent. One that is not a valid header value (a line break, 100 KB)
 * would make every request fail before it leaves the browser, so it is discarded instead.
 */
function readToken(): string | null {
  try {
    const token = window.localStorage.getItem(TOKEN_KEY);
    if (token === null) return null;
    if (token.length <= MAX_TOKEN_LENGTH && USABLE_TOKEN.test(token)) return token;
    window.localStorage.removeItem(TOKEN_KEY);
    return null;
  } catch {
    return null;
  }
}

/** Only the parameters that are set: TMDB treats an empty `with_genres=` differently from none. */
export function compactParams(params: object): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string | number>;
}

/**
 * `origin + path`: the same origin as the page, spelled absolutely because `new Request()` outside a
 * browser (Node's fetch in tests) does not resolve relative URLs.
 */
export function sameOrigin(path: string): string {
  return new URL(path, SERVER ? SERVER_ORIGIN : window.location.origin).href;
}

/** Built by webpack's server bundle (src/ssr), where queries start as the page renders. */
const SERVER = process.env.MARQUEE_SSR === 'true';
/**
 * True in the server's render (src/ssr): a page's first screen is made once from answers that have
 * just come, so what a screen would refetch on mount or poll is not asked for again there.
 */
export const RENDERING_ON_SERVER = SERVER;
/** The origin the server's renderer spells its in-process calls with (never sent anywhere). */
export const SERVER_ORIGIN = 'http://marquee.internal';

const baseQueryWith = (fetchFn?: typeof fetch) =>
  fetchBaseQuery({
    baseUrl: sameOrigin('/api/tmdb'),
    credentials: 'same-origin',
    fetchFn,
    prepareHeaders(headers) {
      headers.set('Accept', 'application/json');
      const token = readToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  });
const browserBaseQuery = baseQueryWith();
/** A call in `language`: its `language` parameter set (or replaced) to it. */
export function inLanguage(args: string | FetchArgs, language: string): FetchArgs {
  const call = typeof args === 'string' ? { url: args } : args;
  const [path = '', query = ''] = call.url.split('?', 2);
  const inUrl = new URLSearchParams(query);
  inUrl.delete('language');
  const rest = inUrl.toString();
  return {
    ...call,
    url: rest ? `${path}?${rest}` : path,
    params: { ...(call.params as Record<string, unknown> | undefined), language },
  };
}

const rawBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  api,
  extraOptions,
) => {
  const { fetchFn, language } = extraOf(api);
  const call = language ? inLanguage(args, language) : args;
  return (fetchFn ? baseQueryWith(fetchFn) : browserBaseQuery)(call, api, extraOptions);
};

/**
 * The spec's 401 rule: forget the stored token (a sign-out, which puts the fixed local user back) and
 * go to /login, unless already on a sign-in page. A page under a language prefix (/de/login) is read
 * without it, and its sign-in page is the one in its language (common/locales.ts).
 */
const withSignOutOn401: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status === 401) {
    signOut();
    const { path, prefix } = splitLocalePath(window.location.pathname);
    if (!SIGN_IN_PATHS.includes(path)) (extraOf(api).signIn ?? goToSignIn)(`${prefix}/login`);
  }
  return result;
};

/** Only failures that another try can fix are retried: network errors, timeouts, 408, 429 and 5xx. */
function isRetryable(error: FetchBaseQueryError): boolean {
  const { status } = error;
  if (typeof status === 'number') return status === 408 || status === 429 || status >= 500;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}

const failFast: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await withSignOutOn401(args, api, extraOptions);
  if (result.error && !isRetryable(result.error)) retry.fail(result.error, result.meta);
  return result;
};

/** What an endpoint may ask of the base query through its `extraOptions`. */
export interface RetryExtraOptions {
  /**
   * Wait 1 s times the attempt number between tries (1, 2, 3 s; the spec's actor fetch) instead of
   * doubling.
   */
  linearBackoff?: boolean;
  /** Fewer tries than the default 3 retries (header suggestions: none, they must not wait). */
  maxRetries?: number;
}

/**
 * Retries of a call that got no answer at all (the server cannot be reached): one, after the first
 * wait, so the page says so within a few seconds (issue 31); none while the browser is offline, where
 * the app asks again when the connection is back (refetchOnReconnect).
 */
const UNREACHABLE_RETRIES = 1;

/**
 * Up to 3 retries (or the endpoint's `maxRetries`) of what another try can fix, waiting longer each
 * time; fewer when the server gave no answer (UNREACHABLE_RETRIES).
 */
const retryingBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  RetryExtraOptions
> = (args, api, extraOptions = {}) => {
  const { retryTiming: timing = DEFAULT_RETRY_TIMING, fetchFn } = extraOf(api);
  // The server's renderer asks once, its failures as the browser's would read them (failFast's
  // retry.fail wraps them, for retry alone to unwrap).
  if (fetchFn) return withSignOutOn401(args, api, extraOptions);
  const maxRetries = extraOptions.maxRetries ?? 3;
  return retry(failFast, {
    retryCondition: (error, _args, { attempt }) => {
      if (attempt > maxRetries) return false;
      if ((error as FetchBaseQueryError).status !== 'FETCH_ERROR') return true;
      return attempt <= UNREACHABLE_RETRIES && navigator.onLine !== false;
    },
    backoff: async (attempt) => {
      const wait = backoffDelay(attempt, { ...timing, linear: extraOptions.linearBackoff });
      await new Promise((resolve) => setTimeout(resolve, wait));
    },
  })(args, api, extraOptions);
};

/** Spec section 9, in seconds. */
export const FRESHNESS = {
  /** The global default: unused data stays cached 15 minutes. */
  standard: 900,
  /** Fan favorites: no cache (the screen polls instead). */
  none: 0,
  /** Trending, popular and top-rated lists. */
  lists: 600,
  /** Airing, movies, search and videos. */
  short: 300,
  /** Link prefetch of title details. */
  prefetch: 300,
  /** Genre lists never change within a session. */
  forever: 60 * 60 * 24 * 365,
} as const;

/** Tags shared by every endpoint file, so invalidation stays consistent. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- RTK Query's cache tags
export const TAG_TYPES = ['Trending', 'Movie', 'Tv', 'Collection', 'Person'] as const;

/** What the server's renderer hands the page: the answers its first screen was rendered from. */
export interface ServerQueries {
  queries: CombinedState<never, string, 'tmdbApi'>['queries'];
}

/** Puts the server's answers into the store before the page hydrates (src/index.tsx). */
export const hydrateFromServer = createAction<ServerQueries>('tmdbApi/hydrateFromServer');

const createApi = buildCreateApi(
  coreModule(),
  // On the server, a query starts while its component renders (no effects run there), so that the
  // renderer can wait for the answers and render again with them (src/ssr/render.tsx).
  reactHooksModule({ unstable__sideEffectsInRender: SERVER }),
);

/**
 * The one API slice for `/api/tmdb` (the server's TMDB-shaped API). Endpoint files in this folder add
 * their endpoints with `injectEndpoints` and export their hooks.
 */
export const tmdbApi = createApi({
  reducerPath: 'tmdbApi',
  baseQuery: retryingBaseQuery,
  tagTypes: TAG_TYPES,
  /** Spec global default; endpoints set their own freshness. */
  keepUnusedDataFor: FRESHNESS.standard,
  /** Spec global default: no refetch on window focus (fan favorites opts in). */
  refetchOnFocus: false,
  refetchOnReconnect: true,
  endpoints: () => ({}),
  extractRehydrationInfo: (action) =>
    hydrateFromServer.match(action)
      ? ({
          queries: action.payload.queries,
          mutations: {},
          provided: { tags: {}, keys: {} },
        } as never)
      : undefined,
});

type ApiRootState = { [tmdbApi.reducerPath]: ReturnType<typeof tmdbApi.reducer> };

/**
 * Queries the loading bar ignores: the header's suggestions (services/suggest.ts) and TMDB's
 * search/multi (services/search.ts), which the header asks alongside them. One runs for every pause in
 * typing, and the bar would flash at each. The search page still shows the bar: its own query
 * (getSearchResults) waits on those search/multi pages.
 */
const QUIET_ENDPOINTS = new Set(['getSuggestions', 'getSearchMulti']);

/** True while any catalogue query is waiting for its answer (the layout's loading bar). */
export const selectAnyQueryPending = (state: ApiRootState): boolean =>
  Object.values(state[tmdbApi.reducerPath].queries).some(
    (query) => query?.status === QueryStatus.pending && !QUIET_ENDPOINTS.has(query.endpointName),
  );

/**
 * True once the first screen's data is in (the welcome overlay goes): a catalogue query has settled,
 * answered or failed, and none is still waiting. The server's settings (`/api/site`) do not count.
 */
export const selectFirstDataIn = (state: ApiRootState): boolean =>
  !selectAnyQueryPending(state) &&
  Object.values(state[tmdbApi.reducerPath].queries).some(
    (query) =>
      (query?.status === QueryStatus.fulfilled || query?.status === QueryStatus.rejected) &&
      query.endpointName !== 'getSiteConfig' &&
      !QUIET_ENDPOINTS.has(query.endpointName),
  );
