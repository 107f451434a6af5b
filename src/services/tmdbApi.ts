import { createApi, fetchBaseQuery, retry } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';

/** localStorage key of the optional bearer token (spec: `token`). */
export const TOKEN_KEY = 'token';

/** Pages that handle signing in themselves: a 401 there does not redirect. */
const LOGIN_PATHS = ['/login', '/register', '/forgot-password'];

const retryTiming = { baseDelayMs: 1000, maxDelayMs: 30_000 };

/**
 * Changes how long failed calls wait between retries. Tests shorten the waits; the app keeps the
 * spec's exponential delay capped at 30 s.
 */
export function setRetryTiming(timing: Partial<typeof retryTiming>): void {
  Object.assign(retryTiming, timing);
}

function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/**
 * `origin + path`: the same origin as the page, spelled absolutely because `new Request()` outside a
 * browser (Node's fetch in tests) does not resolve relative URLs.
 */
export function sameOrigin(path: string): string {
  return new URL(path, window.location.origin).href;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: sameOrigin('/api/tmdb'),
  credentials: 'same-origin',
  prepareHeaders(headers) {
    headers.set('Accept', 'application/json');
    const token = readToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** Leaving the app for the sign-in page; an object so tests can watch the call. */
export const signInRedirect = {
  go(): void {
    window.location.assign('/login');
  },
};

/** The spec's 401 rule: forget the stored token and go to /login, unless already signing in. */
const withSignOutOn401: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status === 401) {
    try {
      window.localStorage.removeItem(TOKEN_KEY);
    } catch {
      // Storage unavailable: nothing stored to clear.
    }
    if (!LOGIN_PATHS.includes(window.location.pathname)) signInRedirect.go();
  }
  return result;
};

/** Only failures that another try can fix are retried: network errors, timeouts, 408, 429 and 5xx. */
function isRetryable(error: FetchBaseQueryError): boolean {
  const { status } = error;
  if (typeof status === 'number') return status === 408 || status === 429 || status >= 500;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}

const retryingBaseQuery = retry(
  async (args: string | FetchArgs, api, extraOptions) => {
    const result = await withSignOutOn401(args, api, extraOptions);
    if (result.error && !isRetryable(result.error)) retry.fail(result.error, result.meta);
    return result;
  },
  {
    maxRetries: 3,
    backoff: async (attempt) => {
      const wait = Math.min(retryTiming.baseDelayMs * 2 ** (attempt - 1), retryTiming.maxDelayMs);
      await new Promise((resolve) => setTimeout(resolve, wait));
    },
  },
);

/** Tags shared by every endpoint file, so invalidation stays consistent. */
export const TAG_TYPES = ['Trending', 'Movie', 'Tv', 'Person', 'Collection'] as const;

/**
 * The one API slice for `/api/tmdb` (the server's TMDB-shaped API). Endpoint files in this folder add
 * their endpoints with `injectEndpoints` and export their hooks.
 */
export const tmdbApi = createApi({
  reducerPath: 'tmdbApi',
  baseQuery: retryingBaseQuery,
  tagTypes: TAG_TYPES,
  /** Spec global default: unused data stays cached 15 minutes. Endpoints set their own freshness. */
  keepUnusedDataFor: 900,
  /** Spec global default: no refetch on window focus (fan favorites opts in). */
  refetchOnFocus: false,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

/** Spec section 9, in seconds. */
export const FRESHNESS = {
  /** Trending, popular and top-rated lists. */
  lists: 600,
  /** Airing, movies, search and videos. */
  short: 300,
  /** Header search suggestions. */
  suggestions: 60,
  /** Link prefetch of title details. */
  prefetch: 300,
  /** Genre lists never change within a session. */
  forever: 60 * 60 * 24 * 365,
} as const;
