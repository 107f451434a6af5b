import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A bucket shared by the deployment's instances (server/sources/live/tmdbBucket.ts): `take` answers 0 for
 * "go", the ms to wait before asking again, or undefined when it cannot say (Redis down).
 */
export interface SharedBucket {
  take(): Promise<number | undefined>;
  blockFor(ms: number): Promise<void>;
}

interface Waiter {
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * A token bucket in front of TMDB: bursts of up to `perSecond` requests, then `perSecond` a second.
 * Callers wait in line for a slot rather than fail. After a 429, `blockFor` holds every caller back
 * until TMDB's Retry-After has passed. Uses a monotonic clock: pacing is about real time, whatever
 * clock the cache is given. With a `shared` bucket, the ceiling is the deployment's: callers draw from
 * it while it answers, and from this instance's bucket while it cannot.
 */
export class RateLimiter {
  private tokens: number;
  private refilledAt: number;
  private blockedUntil = 0;
  private readonly waiting: Waiter[] = [];
  /** Callers waiting for the shared bucket; only the first asks Redis, so waiting costs no traffic. */
  private readonly waitingShared: Waiter[] = [];
  private pumping = false;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly closing = new AbortController();

  constructor(
    private readonly perSecond: number,
    private readonly clock: () => number = () => performance.now(),
    private readonly shared?: SharedBucket,
  ) {
    this.tokens = perSecond;
    this.refilledAt = clock();
  }

  /** Resolves when the caller may send one request; rejects once the limiter is closed. */
  take(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('rate limiter closed'));
    const { shared } = this;
    if (!shared) return this.takeLocal();
    return new Promise<void>((resolve, reject) => {
      this.waitingShared.push({ resolve, reject });
      void this.pump(shared);
    });
  }

  private takeLocal(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('rate limiter closed'));
    // Arrivals queue behind earlier waiters, so nobody starves.
    if (this.waiting.length === 0 && this.tryTake()) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.schedule();
    });
  }

  /** Holds every request back for `ms` from now (never shortens an earlier block). */
  blockFor(ms: number): void {
    this.blockedUntil = Math.max(this.blockedUntil, this.clock() + ms);
    void this.shared?.blockFor(ms);
  }

  /** Stops the timer and fails whoever is still waiting. */
  close(): void {
    this.closed = true;
    this.closing.abort();
    clearTimeout(this.timer);
    this.timer = undefined;
    for (const waiter of [...this.waiting.splice(0), ...this.waitingShared.splice(0)]) {
      waiter.reject(new Error('rate limiter closed'));
    }
  }

  /**
   * Serves the shared line in order: a token from Redis for the first caller, then the next; when
   * Redis says wait, sleeps that long; when it cannot answer, the caller goes to this instance's bucket.
   */
  private async pump(shared: SharedBucket): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (this.waitingShared.length > 0 && !this.closed) {
        const blockedMs = this.blockedUntil - this.clock();
        const waitMs = blockedMs > 0 ? blockedMs : await shared.take();
        if (waitMs === undefined) {
          const waiter = this.waitingShared.shift()!;
          this.takeLocal().then(waiter.resolve, waiter.reject);
        } else if (waitMs === 0) {
          this.waitingShared.shift()?.resolve();
        } else {
          await sleep(Math.ceil(waitMs), undefined, { signal: this.closing.signal });
        }
      }
    } catch {
      // Closed while sleeping: close() has failed the callers.
    } finally {
      this.pumping = false;
    }
  }

  private refill(): void {
    const t = this.clock();
    this.tokens = Math.min(
      this.perSecond,
      this.tokens + ((t - this.refilledAt) * this.perSecond) / 1000,
    );
    this.refilledAt = t;
  }

  private tryTake(): boolean {
    if (this.clock() < this.blockedUntil) return false;
    this.refill();
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  private schedule(): void {
    if (this.timer || this.closed) return;
    this.refill();
    const untilToken = ((1 - this.tokens) * 1000) / this.perSecond;
    const delay = Math.max(this.blockedUntil - this.clock(), untilToken, 1);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      while (this.waiting.length > 0 && this.tryTake()) this.waiting.shift()?.resolve();
      if (this.waiting.length > 0) this.schedule();
    }, Math.ceil(delay));
  }
}
