/** How retries wait: the first wait, the longest, and how the waits grow in between. */
export interface Backoff {
  /** The wait before the first retry. */
  baseMs: number;
  /** No wait is longer, whatever a server's Retry-After asks. */
  maxMs: number;
  /** Waits grow by `baseMs` each time (1, 2, 3 s) instead of doubling (1, 2, 4 s). */
  linear?: boolean;
}

/**
 * The wait before retry number `retry` (1 for the first): `baseMs`, doubled for each retry after the
 * first (or, `linear`, `baseMs` times `retry`), never shorter than `atLeastMs` (a server's
 * Retry-After), never longer than `maxMs`. The TMDB client on the server, the app's API client and
 * the contact relay all wait this way.
 */
export function backoffDelay(retry: number, backoff: Backoff, atLeastMs = 0): number {
  const grown = backoff.linear ? backoff.baseMs * retry : backoff.baseMs * 2 ** (retry - 1);
  return Math.min(backoff.maxMs, Math.max(grown, atLeastMs));
}
