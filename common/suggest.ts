/**
 * `GET /api/suggest?q=&limit=`: our typo-tolerant suggestions (not TMDB-shaped as a whole; its items
 * are). Shared by the server that answers it and the header that asks.
 */
import type { CollectionListItem, TrendingItem } from './tmdb';

export const SUGGEST_PATH = '/api/suggest';
/** Suggestions an answer holds when `limit` is absent; the header shows 5 (spec). */
export const SUGGEST_DEFAULT_LIMIT = 5;
/** The most an answer holds, whatever `limit` asks for. */
export const SUGGEST_MAX_LIMIT = 20;

/** A suggestion: a TMDB-shaped movie, show, person or collection item, with its media_type. */
export type SuggestItem = TrendingItem | (CollectionListItem & { media_type: 'collection' });

export interface SuggestAnswer {
  /** Best first: exact and prefix matches, then corrections; popular above obscure within each. */
  results: SuggestItem[];
  /**
   * Corrected titles or names to offer as 'Did you mean:' chips when the query itself was not found as
   * typed (a misspelling); empty when it was.
   */
  didYouMean: string[];
}
