import type { FastifyRateLimitStore } from '@fastify/rate-limit';

/** Addresses remembered at most; beyond, finished windows go first, then the oldest. */
const MAX_KEYS = 100_000;

interface Window {
  count: number;
  startMs: number;
}

/**
 * A fixed window per visitor address, for @fastify/rate-limit. The plugin's own in-memory store answers
 * with its live counter object, which the plugin reads only after an await: a burst of concurrent posts
 * all read the burst's final count, so ten posts at once were all refused, the first five included.
 * This one answers a copy taken at the moment of counting, so exactly `max` posts per window get through,
 * concurrent or not.
 */
export class SnapshotRateStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, Window>();

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.startMs + timeWindow <= now) {
      window = { count: 0, startMs: now };
      this.windows.delete(key);
      this.evict(now, timeWindow);
      this.windows.set(key, window);
    }
    window.count += 1;
    callback(null, { current: window.count, ttl: window.startMs + timeWindow - now });
  }

  child(): FastifyRateLimitStore {
    return new SnapshotRateStore();
  }

  private evict(now: number, timeWindow: number): void {
    if (this.windows.size < MAX_KEYS) return;
    for (const [key, window] of this.windows) {
      if (window.startMs + timeWindow <= now) this.windows.delete(key);
    }
    // Still full: the oldest windows (insertion order) make room.
    for (const key of this.windows.keys()) {
      if (this.windows.size < MAX_KEYS) break;
      this.windows.delete(key);
    }
  }
}
