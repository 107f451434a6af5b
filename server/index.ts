/**
 * Starts Marquee's server: `npm start`. Settings come from the environment (see README); a bad value stops
 * the start with a message naming the variable.
 */
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';

import { buildApp } from './app';
import { CacheBudget, heapAdvice } from './cacheBudget';
import { ConfigError, loadConfig } from './config';
import { createLogger, outputLogging } from './logger';
import { connectRedis, redisReadiness } from './shared/redis';
import { createSource } from './sources/createSource';
import type { ReadinessCheck } from './readiness';
import { openStorage } from './storage/storage';

/** At start, how long to wait for Redis before serving from this instance's memory alone. */
const REDIS_START_WAIT_MS = 2000;

/** The address to open in a browser: a wildcard host is reached as localhost. */
function siteUrl(host: string, address: AddressInfo | string | null): string {
  const port = typeof address === 'object' && address ? address.port : '';
  const name =
    host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

async function main(): Promise<void> {
  const config = loadConfig();
  // Readable lines and quiet requests for a person at a terminal, every JSON line for log collectors.
  const output = outputLogging(Boolean(process.stdout.isTTY));
  const logger = createLogger(config.logLevel, output.stream);
  const storage = await openStorage(config, logger);
  // Built once and handed to what shares state through it; the app closes it.
  const redis = config.scale.redis ? connectRedis(config.scale.redis, logger) : undefined;
  // Shared from the first request when Redis is up; started all the same when it is not.
  await redis?.ready(REDIS_START_WAIT_MS);
  // One byte budget (CACHE_MAX_MB) for every in-process cache, the source's and the app's.
  const cacheBudget = new CacheBudget(config.tmdb.cacheBytes);
  const advice = heapAdvice(config.tmdb.cacheBytes, v8.getHeapStatistics().heap_size_limit);
  if (advice) logger.warn(advice);
  const source = await createSource(config, logger, storage, redis, cacheBudget);
  // /readyz asks each configured shared engine; the embedded files need no check.
  const readiness: ReadinessCheck[] = [];
  if (storage.engine === 'postgres') {
    readiness.push({ name: 'postgresql', check: () => storage.ping().then(() => true) });
  }
  if (redis) readiness.push(redisReadiness(redis));
  const app = await buildApp({
    config,
    source,
    logger,
    storage,
    redis,
    readiness,
    quietRequests: output.quietRequests,
    cacheBudget,
  });

  let closing = false;
  const impatient = new AbortController();
  /**
   * SIGTERM (a rolling restart, a stop): first the drain (server/drain.ts): /readyz turns 503
   * `draining`, every answer says Connection: close, and the instance waits, KEEP_ALIVE_TIMEOUT_S at
   * most, until the keep-alive connections a load balancer held when the signal came have closed, so
   * that none is closed under a request the balancer is sending on it. Then close(): the listener
   * closes (a balancer's next connection is refused and goes to another instance, POSTs included,
   * since nothing was sent), requests in flight finish, the app's onClose hooks close the catalogue
   * and the pools, and the process exits 0. Whatever is still running SHUTDOWN_GRACE_S after close()
   * began is cut off: exit 1. SIGINT (Ctrl+C at a terminal, no balancer in front) and a second signal
   * skip the drain.
   */
  const shutdown = (signal: string) => {
    if (closing) {
      impatient.abort();
      return;
    }
    closing = true;
    const graceMs = config.scale.shutdownGraceMs;
    const drainMs = signal === 'SIGTERM' ? config.keepAliveTimeoutMs : 0;
    logger.info({ signal, drain_ms: drainMs, grace_ms: graceMs }, 'shutting down: draining');
    void app
      .drain(drainMs, impatient.signal)
      .then(async ({ left, ended }) => {
        if (left > 0) logger.info({ left }, 'drain over, connections still open');
        setTimeout(() => {
          logger.error({ grace_ms: graceMs }, 'requests still in flight after the shutdown grace');
          process.exit(1);
        }, graceMs).unref();
        // Requests still in flight finish first (the listener has stopped), then the app closes;
        // the storage last: the app and the source may write to it until they are closed.
        await ended;
        await app.close();
        await storage.close();
      })
      .then(
        () => {
          logger.info('shut down');
          process.exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const url = siteUrl(config.host, app.server.address());
  logger.info(
    { url, source: source.name, version: source.version },
    `Marquee is at ${url}, serving the ${source.name === 'demo' ? 'demo catalogue' : 'TMDB catalogue'}`,
  );
  // What the first title pages and For You would each wait for, read now (the demo's related titles:
  // about 0.3 s once; the first visitor's For You was 0.2-0.3 s slower than the next one's).
  setImmediate(() => {
    try {
      source.warm?.();
    } catch (error) {
      logger.warn({ err: error }, 'warming the catalogue failed; its first requests will do it');
    }
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Marquee cannot start: ${error.message}`);
  else console.error('Marquee failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
