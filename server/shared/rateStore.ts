/**
 * The rate limits of the whole deployment (the contact form, sign-ins, sync): a @fastify/rate-limit store whose counters
 * live in Redis, falling back to this instance's SnapshotRateStore while Redis cannot answer.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

import { SnapshotRateStore } from './snapshotRateStore';
import type { RedisScript, SharedRedis } from './redis';

/**
 * KEYS: the visitor's window. ARGV: the window's length in ms. A fixed window, counted and read in one
 * atomic step, so that the count answered is the one at the moment of counting (as SnapshotRateStore
 * does, and for the same reason: concurrent posts must each see their own place in the window).
 */
const COUNT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

class RedisRateStore implements FastifyRateLimitStore {
  constructor(
    private readonly redis: SharedRedis,
    private readonly count: RedisScript,
    private readonly fallback: SnapshotRateStore,
    private readonly namespace: string,
  ) {}

  incr(key: string, callback: IncrCallback, timeWindow: number): void {
    if (!this.redis.available) {
      this.fallback.incr(key, callback, timeWindow);
      return;
    }
    void this.count([`${this.namespace}${key}`], [timeWindow]).then((result) => {
      // Timed out or lost the connection: this post is counted here instead.
      if (!Array.isArray(result)) return this.fallback.incr(key, callback, timeWindow);
      const [current, ttl] = result as [number, number];
      callback(null, { current, ttl });
    });
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    // The plugin passes its merged settings, the route under `routeInfo` (its typings say otherwise).
    const route = (routeOptions as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
    const name = route?.url ? `${String(route.method)}${route.url}:` : '';
    return new RedisRateStore(
      this.redis,
      this.count,
      new SnapshotRateStore(),
      `${this.namespace}${name}`,
    );
  }
}

/**
 * The store class for @fastify/rate-limit's `store` option: Redis-backed when `redis` is given,
 * SnapshotRateStore (this instance's memory) otherwise.
 */
export function rateLimitStore(redis: SharedRedis | undefined): FastifyRateLimitStoreCtor {
  if (!redis) return SnapshotRateStore;
  const shared = redis;
  const count = shared.script(COUNT, 1);
  return class extends RedisRateStore {
    constructor() {
      super(shared, count, new SnapshotRateStore(), 'rate:');
    }
  };
}
