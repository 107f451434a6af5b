import { CacheBudget } from '../../cacheBudget';
import type { CacheArea } from '../../cacheBudget';

/** An upstream answer as kept in memory. Times are in ms on the source's clock. */
export interface CachedAnswer {
  status: number;
  body: string;
  fetchedAt: number;
  /** Until then the answer is served without asking TMDB. */
  freshUntil: number;
}

/** How long an answer is kept after it was fetched, so that it can stand in when TMDB fails. */
export const RETAIN_MS = 24 * 60 * 60 * 1000;

/**
 * TMDB answers by request key, bounded by the bytes of the bodies it holds (least recently used go
 * first). An entry is fresh until its route's freshness has passed, then kept for stale-if-error up to
 * RETAIN_MS after it was fetched.
 */
export class AnswerCache {
  private readonly lru: CacheArea<CachedAnswer>;

  /** `budget`: the server's (CACHE_MAX_MB, shared with its other caches), or bytes for one of its own. */
  constructor(
    budget: CacheBudget | number,
    private readonly now: () => number,
  ) {
    const shared = typeof budget === 'number' ? new CacheBudget(budget) : budget;
    this.lru = shared.area<CachedAnswer>('answers', (entry) => Buffer.byteLength(entry.body));
  }

  /** The answer if it is still fresh. */
  fresh(key: string): CachedAnswer | undefined {
    const entry = this.retained(key);
    return entry && this.now() < entry.freshUntil ? entry : undefined;
  }

  /** A successful answer, fresh or not, to serve when TMDB fails; error answers never stand in. */
  stale(key: string): CachedAnswer | undefined {
    const entry = this.retained(key);
    return entry?.status === 200 ? entry : undefined;
  }

  /** Keeps an answer fetched now; returns the entry kept (to share it with other instances). */
  set(key: string, status: number, body: string, freshForMs: number): CachedAnswer {
    const fetchedAt = this.now();
    const entry = { status, body, fetchedAt, freshUntil: fetchedAt + freshForMs };
    this.lru.set(key, entry);
    return entry;
  }

  /** Keeps an answer fetched earlier (by another instance), with its own times. */
  put(key: string, entry: CachedAnswer): void {
    const { status, body, fetchedAt, freshUntil } = entry;
    this.lru.set(key, { status, body, fetchedAt, freshUntil });
  }

  private retained(key: string): CachedAnswer | undefined {
    const entry = this.lru.get(key);
    if (entry && this.now() - entry.fetchedAt > RETAIN_MS) {
      this.lru.delete(key);
      return undefined;
    }
    return entry;
  }
}
