/**
 * TMDB_MAX_RPS for the whole deployment: one token bucket in Redis that every instance's RateLimiter
 * draws from while Redis answers. A Lua script rather than rate-limiter-flexible: the bucket is fifteen
 * lines, atomic in Redis, and paced by Redis's own clock (instances' clocks may differ); the library
 * would add a dependency whose fallback and queueing the RateLimiter already does its own way.
 */
import type { RedisScript, SharedRedis } from '../../shared/redis';

/** One hash tag, so both keys live in the same slot should the Redis be a cluster. */
const BUCKET = '{tmdb}:rate';
const BLOCKED = '{tmdb}:blocked';

/**
 * KEYS: bucket, block. ARGV: requests per second (also the burst). Answers 0 when a request may go now
 * (its token taken), else the ms to wait before asking again.
 */
const TAKE = `
local blocked = redis.call('PTTL', KEYS[2])
if blocked > 0 then return blocked end
local rate = tonumber(ARGV[1])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or rate
local at = tonumber(state[2]) or now
tokens = math.min(rate, tokens + math.max(0, now - at) * rate / 1000)
local wait = 0
if tokens >= 1 then tokens = tokens - 1 else wait = math.ceil((1 - tokens) * 1000 / rate) end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], 2000)
return wait`;

/** KEYS: block. ARGV: ms. Holds every instance back that long from now, never shortening a block. */
const BLOCK = `
local ms = tonumber(ARGV[1])
if redis.call('PTTL', KEYS[1]) < ms then redis.call('SET', KEYS[1], '1', 'PX', ms) end
return 0`;

/** The deployment's TMDB token bucket. Never throws: undefined means "Redis cannot say, use yours". */
export class SharedTokenBucket {
  private readonly takeScript: RedisScript;
  private readonly blockScript: RedisScript;

  constructor(
    private readonly redis: SharedRedis,
    private readonly perSecond: number,
  ) {
    this.takeScript = redis.script(TAKE, 2);
    this.blockScript = redis.script(BLOCK, 1);
  }

  /** 0 when a request may go now, the ms to wait before asking again, or undefined without Redis. */
  async take(): Promise<number | undefined> {
    const answer = await this.takeScript([BUCKET, BLOCKED], [this.perSecond]);
    if (answer === undefined) return undefined;
    const wait = Number(answer);
    return Number.isFinite(wait) ? Math.max(0, wait) : undefined;
  }

  /** Shares a 429's Retry-After with every instance. */
  async blockFor(ms: number): Promise<void> {
    if (ms > 0) await this.blockScript([BLOCKED], [Math.ceil(ms)]);
  }
}
