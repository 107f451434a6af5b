/**
 * Starts Marquee's server: `npm start`. Settings come from the environment (see README); a bad value stops
 * the start with a message naming the variable.
 */
import type { AddressInfo } from 'node:net';

import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createLogger, readableStream } from './logger';
import { connectRedis } from './shared/redis';
import { createSource } from './sources/createSource';

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
  // Readable lines for a person at a terminal, JSON lines for log collectors.
  const logger = createLogger(config.logLevel, process.stdout.isTTY ? readableStream() : undefined);
  // Built once and handed to what shares state through it; the app closes it.
  const redis = config.scale.redis ? connectRedis(config.scale.redis, logger) : undefined;
  // Shared from the first request when Redis is up; started all the same when it is not.
  await redis?.ready(REDIS_START_WAIT_MS);
  const source = await createSource(config, logger, redis);
  const app = await buildApp({ config, source, logger, redis });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    // In-flight requests finish; a stuck one cannot hold the process forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => process.exit(0),
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
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Marquee cannot start: ${error.message}`);
  else console.error('Marquee failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
