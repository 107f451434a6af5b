import { SUGGEST_DEFAULT_LIMIT, SUGGEST_PATH } from '@common/suggest';
import type { SuggestAnswer } from '@common/suggest';

import { sameOrigin, tmdbApi } from './tmdbApi';

/** Spec section 9: suggestions stay cached 1 minute. */
export const SUGGESTION_FRESHNESS = 60;

/** Spec: "suggestion data undefined is treated as an error", so the header falls back to TMDB's. */
function isSuggestAnswer(body: unknown): body is SuggestAnswer {
  return (
    typeof body === 'object' && body !== null && Array.isArray((body as SuggestAnswer).results)
  );
}

/**
 * Our typo-tolerant suggestions (`/api/suggest`, beside the TMDB-shaped API in the same slice). Keyed
 * by the query alone, so an answer that arrives late lands in its own entry, never in a newer one's.
 */
export const suggestApi = tmdbApi.injectEndpoints({
  endpoints: (build) => ({
    getSuggestions: build.query<SuggestAnswer, string>({
      query: (q) => ({
        url: sameOrigin(SUGGEST_PATH),
        params: { q, limit: SUGGEST_DEFAULT_LIMIT },
        validateStatus: (response, body) => response.ok && isSuggestAnswer(body),
      }),
      transformResponse: (answer: SuggestAnswer) => ({
        results: answer.results,
        didYouMean: Array.isArray(answer.didYouMean)
          ? answer.didYouMean.filter((text): text is string => typeof text === 'string')
          : [],
      }),
      keepUnusedDataFor: SUGGESTION_FRESHNESS,
      // No retry: a suggestion a backoff late is of no use (the visitor has typed on), and the header
      // shows TMDB's search/multi answer when this one fails.
      extraOptions: { maxRetries: 0 },
    }),
  }),
});

export const { useGetSuggestionsQuery } = suggestApi;
