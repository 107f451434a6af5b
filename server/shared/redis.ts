/**
 * The one Redis connection of an instance (REDIS_URL), built once in server/index.ts and handed to the
 * answer cache, the TMDB rate ceiling and the contact rate limit. Redis is a help, never a dependency:
 * while it is unreachable every caller is told so at once (no offline queue, a short command timeout)
 * and falls back to this instance's memory; the client reconnects by itself, and the outage is logged
 * once, not per request.
 */
import { Redis } from 'ioredis';

import type { Logger } from '../logger';

export interface RedisSettings {
  /** redis://[:password@]host:port[/db] or rediss://. */
  url: string;
  /** Put before every key, so that deployments (and tests) can share one Redis. */
  prefix: string;
}

export interface RedisTiming {
  /** A command not answered by then fails, and its caller uses its in-process fallback. */
  commandTimeoutMs: number;
  /** A connection attempt not established by then is abandoned and retried later. */
  connectTimeoutMs: number;
  /** The longest pause between reconnection attempts. */
  maxReconnectDelayMs: number;
}

const DEFAULT_TIMING: RedisTiming = {
  commandTimeoutMs: 500,
  connectTimeoutMs: 2000,
  maxReconnectDelayMs: 5000,
};

/** The URL as it may appear in a log line: no user, no password, no query. */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return 'redis';
  }
}

/**
 * A Lua script run atomically in Redis; KEYS get the prefix, ARGV do not. Answers undefined when
 * Redis could not run it (as `SharedRedis.run`).
 */
export type RedisScript = (keys: string[], args: (string | number)[]) => Promise<unknown>;

/** While commands time out, how often a PING checks whether Redis answers again. */
const PROBE_MS = 1000;

/**
 * An ioredis client with Marquee's failure rules and the key prefix. Commands go through `run`, which
 * answers undefined rather than throwing when Redis cannot answer, so that every caller falls back to
 * its in-process twin. A Redis that is connected but does not answer (hung, or behind a partition
 * that drops packets) costs one command timeout: then it is treated as down, and a PING every second
 * finds out when it answers again, rather than a visitor.
 */
export class SharedRedis {
  readonly client: Redis;
  readonly prefix: string;
  private readonly logger: Logger;
  private readonly where: string;
  private outage = false;
  private closing = false;
  /** Commands timed out: set aside until a probe is answered (or the connection is made anew). */
  private suspended = false;
  private probe: NodeJS.Timeout | undefined;
  private scripts = 0;
  private readonly disconnectTimeoutMs: number;

  constructor(settings: RedisSettings, logger: Logger, timing: Partial<RedisTiming> = {}) {
    const { commandTimeoutMs, connectTimeoutMs, maxReconnectDelayMs } = {
      ...DEFAULT_TIMING,
      ...timing,
    };
    this.prefix = settings.prefix;
    this.disconnectTimeoutMs = commandTimeoutMs;
    this.logger = logger;
    this.where = redactRedisUrl(settings.url);
    this.client = new Redis(settings.url, {
      keyPrefix: settings.prefix,
      // Fail at once while disconnected: a visitor never waits for Redis to come back.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: commandTimeoutMs,
      connectTimeout: connectTimeoutMs,
      // Never gives up: 100 ms, 200 ms, … up to maxReconnectDelayMs between attempts.
      retryStrategy: (times) => Math.min(100 * 2 ** Math.min(times - 1, 10), maxReconnectDelayMs),
      lazyConnect: false,
      // A half-open socket is dropped this soon on close, so that shutdown is not held up by it.
      disconnectTimeout: this.disconnectTimeoutMs,
    });
    this.client.on('ready', () => this.up());
    // ioredis reports every failed reconnection attempt; one line per outage is enough.
    this.client.on('error', (error: Error) => this.down(error.message));
    this.client.on('close', () => this.down('connection closed'));
  }

  /** Whether a command sent now can be answered (connected, ready, and answering in time). */
  get available(): boolean {
    return this.client.status === 'ready' && !this.suspended && !this.closing;
  }

  /**
   * Resolves true once connected and ready, or false after `timeoutMs` (then it keeps trying in the
   * background): a bounded wait at start, so that an instance whose Redis is up shares from its
   * first request, and one whose Redis is down starts all the same.
   */
  async ready(timeoutMs: number): Promise<boolean> {
    if (this.available) return true;
    let onReady: (() => void) | undefined;
    let timer: NodeJS.Timeout | undefined;
    const ready = await new Promise<boolean>((resolve) => {
      onReady = () => resolve(true);
      this.client.once('ready', onReady);
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    clearTimeout(timer);
    if (onReady) this.client.off('ready', onReady);
    return ready;
  }

  /**
   * Runs `command` if Redis is available: its result, or undefined when Redis is unavailable or the
   * command fails (bounded by the command timeout). Never throws.
   */
  async run<T>(command: (client: Redis) => Promise<T>): Promise<T | undefined> {
    if (!this.available) return undefined;
    try {
      return await command(this.client);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (/timed out/i.test(message)) this.suspend();
      else this.logger.debug({ err: error }, 'redis command failed');
      return undefined;
    }
  }

  /** True when Redis answers PING within the command timeout. */
  async ping(): Promise<boolean> {
    return (await this.run((client) => client.ping())) === 'PONG';
  }

  /** Defines a Lua script (sent by its SHA, with its text when Redis has not seen it yet). */
  script(lua: string, numberOfKeys: number): RedisScript {
    const name = `marqueeScript${++this.scripts}`;
    this.client.defineCommand(name, { lua, numberOfKeys });
    const command = (
      this.client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>
    )[name]!;
    return (keys, args) => this.run((client) => command.call(client, ...keys, ...args));
  }

  /** Closes the connection; idempotent (the app's onClose may follow an explicit close). */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    clearInterval(this.probe);
    if (this.client.status === 'end') return;
    // Between two reconnection attempts there is no socket, and no 'end' to wait for: bounded.
    let timer: NodeJS.Timeout | undefined;
    const ended = new Promise<void>((resolve) => {
      this.client.once('end', () => resolve());
      timer = setTimeout(resolve, this.disconnectTimeoutMs + 100);
    });
    try {
      if (this.client.status === 'ready' && !this.suspended) await this.client.quit();
      else this.client.disconnect();
    } catch {
      this.client.disconnect();
    }
    await ended;
    clearTimeout(timer);
  }

  private up(): void {
    clearInterval(this.probe);
    this.probe = undefined;
    this.suspended = false;
    if (!this.outage || this.closing) return;
    this.outage = false;
    this.logger.info({ redis: this.where }, 'redis is back');
  }

  private suspend(): void {
    if (this.suspended || this.closing) return;
    this.suspended = true;
    this.down('commands time out');
    this.probe = setInterval(() => {
      this.client.ping().then(
        () => {
          if (this.suspended) this.up();
        },
        () => {},
      );
    }, PROBE_MS);
    this.probe.unref();
  }

  private down(reason: string): void {
    if (this.outage || this.closing) return;
    this.outage = true;
    this.logger.warn(
      { redis: this.where, reason },
      "redis unreachable, serving from this instance's memory",
    );
  }
}

/** The instance's Redis as REDIS_URL and REDIS_PREFIX describe it; connects in the background. */
export function connectRedis(
  settings: RedisSettings,
  logger: Logger,
  timing: Partial<RedisTiming> = {},
): SharedRedis {
  return new SharedRedis(settings, logger, timing);
}

/** A readiness check for /readyz: names the engine, never its URL. */
export function redisReadiness(redis: SharedRedis): { name: 'redis'; check(): Promise<boolean> } {
  return { name: 'redis', check: () => redis.ping() };
}
