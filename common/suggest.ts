/**
 * `GET /api/suggest?q=&limit=`: our typo-tolerant suggestions (not TMDB-shaped as a whole; its items
 * are). Shared by the server that answers it and the header that asks.
 */
import type { CollectionListItem, TrendingItem } from './tmdb';

export const SUGGEST_PATH = '/api/suggest';
/**
 * The header's wait after the last keystroke before it asks. Typing runs at 100 to 200 ms a character,
 * so a burst asks once, not per letter, while the pause stays short (the budget: 100 ms plus
 * this, from the last keystroke to suggestions on screen; `npm run bench:suggest-ui`).
 */
export const SUGGEST_DEBOUNCE_MS = 150;
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
