import net from 'node:net';

import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

import { ConfigError } from './envSettings';

/**
 * The settings of running several instances (issue 23): the shared engines, the trusted proxies and the
 * shutdown grace. Described once as a schema (TypeBox, checked by env-schema's Ajv) rather than by
 * hand-written checks (server/envSettings.ts); `loadConfig` reads them with the rest into
 * `Config.scale`. Every one is optional: with none set, Marquee is one embedded process.
 */
export const ScaleEnv = Type.Object({
  /** postgres://user:password@host:5432/db?sslmode=require: contact messages, outbox, names, mirror. */
  DATABASE_URL: Type.Optional(
    Type.String({
      pattern: '^postgres(ql)?://',
      secret: true,
      refusal: 'must be a postgres:// or postgresql:// URL',
    }),
  ),
  /** Connections per instance. */
  DATABASE_POOL_MAX: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
  /** A statement running longer is cancelled by PostgreSQL. */
  DATABASE_STATEMENT_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 600_000, default: 5000 }),
  /** How long to wait for a connection (new or from the pool) before the request fails. */
  DATABASE_CONNECT_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 60_000, default: 5000 }),
  /** redis://[:password@]host:6379[/db] or rediss:// : answer cache, coalescing, rate limits. */
  REDIS_URL: Type.Optional(
    Type.String({
      pattern: '^rediss?://',
      secret: true,
      refusal: 'must be a redis:// or rediss:// URL',
    }),
  ),
  /** Prefix of every Redis key, so deployments (and tests) can share one Redis. */
  REDIS_PREFIX: Type.String({
    pattern: '^[A-Za-z0-9:_.-]{1,64}$',
    default: 'marquee:',
    refusal: 'expected 1 to 64 of A-Z a-z 0-9 : _ . -',
  }),
  /**
   * What Fastify's trustProxy accepts: a hop count (`1`: one proxy in front) or a comma-separated list of
   * proxy addresses and CIDRs. Read by `trustProxySetting`.
   */
  TRUST_PROXY: Type.String({ default: '0' }),
  /** On SIGTERM: how long requests in flight may take before the process exits anyway. */
  SHUTDOWN_GRACE_S: Type.Integer({ minimum: 1, maximum: 300, default: 10 }),
  /**
   * Threads that render pages' first screens (server/render/renderPool.ts), off the thread that answers
   * everything else; 0 renders on that thread.
   */
  RENDER_THREADS: Type.Integer({ minimum: 0, maximum: 16, default: 1 }),
});

export type ScaleEnvValues = Static<typeof ScaleEnv>;

/** Fastify's trustProxy, as TRUST_PROXY describes it: false, a hop count, or addresses and CIDRs. */
export type TrustProxy = false | number | string[];

export interface ScaleSettings {
  database: {
    url: string;
    poolMax: number;
    statementTimeoutMs: number;
    connectTimeoutMs: number;
  } | null;
  redis: { url: string; prefix: string } | null;
  trustProxy: TrustProxy;
  shutdownGraceMs: number;
  renderThreads: number;
}

function isCidrOrAddress(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length || !address) return false;
  const family = net.isIP(address);
  if (!family) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY's value as Fastify's trustProxy. `0`/`false`/`off`/`no`: trust no proxy. A whole number n:
 * trust the n nearest hops (so `1`, and the older `true`/`yes`/`on`, mean one proxy in front, and a visitor
 * cannot choose their own address by writing X-Forwarded-For). Otherwise a comma-separated list of proxy
 * addresses and CIDRs (`10.0.0.0/8, 127.0.0.1`). Never "trust every hop".
 */
export function trustProxySetting(raw: string): TrustProxy {
  const text = raw.trim().toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(text)) return false;
  if (['true', 'yes', 'on'].includes(text)) return 1;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new ConfigError('TRUST_PROXY', `expected at most 10 hops, got ${hops}`);
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isCidrOrAddress(entry));
  if (bad !== undefined) {
    throw new ConfigError(
      'TRUST_PROXY',
      `expected a hop count or a comma-separated list of proxy addresses and CIDRs, got "${bad}"`,
    );
  }
  return entries;
}

/** The scale-out settings from the environment's checked values (loadConfig reads them with the rest). */
export function scaleSettings(values: ScaleEnvValues): ScaleSettings {
  for (const name of ['DATABASE_URL', 'REDIS_URL'] as const) {
    const url = values[name];
    if (url === undefined) continue;
    try {
      new URL(url);
    } catch {
      throw new ConfigError(name, 'is not a URL');
    }
  }
  return {
    database: values.DATABASE_URL
      ? {
          url: values.DATABASE_URL,
          poolMax: values.DATABASE_POOL_MAX,
          statementTimeoutMs: values.DATABASE_STATEMENT_TIMEOUT_MS,
          connectTimeoutMs: values.DATABASE_CONNECT_TIMEOUT_MS,
        }
      : null,
    redis: values.REDIS_URL ? { url: values.REDIS_URL, prefix: values.REDIS_PREFIX } : null,
    trustProxy: trustProxySetting(values.TRUST_PROXY),
    shutdownGraceMs: values.SHUTDOWN_GRACE_S * 1000,
    renderThreads: values.RENDER_THREADS,
  };
}
