import fs from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

import { isClientError, sendTmdbError, tmdbRoutes } from './api/tmdbRoutes';
import type { Config } from './config';
import type { Logger } from './logger';
import { internalError } from './errors';
import { ImageHostCheck } from './imageHost';
import { securityHeaders } from './securityHeaders';
import type { CatalogueSource } from './sources/types';

export interface AppOptions {
  config: Config;
  source: CatalogueSource;
  logger: Logger;
  /** Injected in tests; otherwise built from config.imageBaseUrl. */
  imageHost?: ImageHostCheck;
}

/** Hashed build output (`main.3f9a1c2b.js`) never changes under its name: cache it for a year. */
const HASHED_ASSET = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
const FILE_EXTENSION = /\/[^/]+\.[a-z0-9]{1,8}$/i;
const PRECOMPRESSED = /\.(br|gz)$/;
const SOURCE_MAP = /\.map$/i;

export async function buildApp({
  config,
  source,
  logger,
  imageHost = new ImageHostCheck({ baseUrl: config.imageBaseUrl }),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    routerOptions: { maxParamLength: 200 },
    return503OnClosing: true,
    trustProxy: config.trustProxy,
  });
  await securityHeaders(app, config);

  // Outside /api/tmdb (whose plugin answers in TMDB's shape): a client's mistake is a plain 4xx.
  app.setErrorHandler((error, request, reply) => {
    if (isClientError(error)) return reply.code(error.statusCode!).send({ error: 'Bad request' });
    request.log.error({ err: error }, 'request failed');
    return sendTmdbError(reply, internalError());
  });

  app.addHook('onClose', async () => {
    imageHost.stop();
    await source.close();
  });
  // Not awaited: the site serves at once, with generated posters until the CDN has answered.
  void imageHost.start();

  // Graceful shutdown: requests in flight finish, then their keep-alive connections close. Fastify
  // 5.12 leaves a connection that goes idle after close() began open until its keep-alive timeout
  // (fastify/fastify#7044), so answers sent while closing say Connection: close.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    app.server.closeIdleConnections();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', source: source.name, catalogue_version: source.version };
  });

  // What the web app needs to know about this deployment. Never carries a credential.
  app.get('/api/site', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { name: config.siteName, catalogue: source.name, images: imageHost.current() };
  });

  await app.register(tmdbRoutes(source), { prefix: '/api/tmdb' });

  const indexFile = path.join(config.distDir, 'index.html');
  const hasDist = fs.existsSync(indexFile);
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: config.distDir,
      wildcard: true,
      index: 'index.html',
      // The build writes .br and .gz beside each text asset: sent by Accept-Encoding, else the file.
      preCompressed: true,
      // Source maps stay in dist/ for the operator, never served: they would publish the source.
      allowedPath: (pathname) => !SOURCE_MAP.test(pathname),
      // Our own Cache-Control below, not @fastify/send's default.
      cacheControl: false,
      setHeaders(reply, filePath) {
        // The file sent may be the .br or .gz beside the one asked for: its caching is that file's.
        const name = path.basename(filePath).replace(PRECOMPRESSED, '');
        reply.header(
          'cache-control',
          name === 'index.html'
            ? 'no-cache'
            : HASHED_ASSET.test(name)
              ? 'public, max-age=31536000, immutable'
              : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) {
      return reply.code(404).header('cache-control', 'no-store').send({ error: 'Not found' });
    }
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !FILE_EXTENSION.test(url);
    if (hasDist && isPage) {
      // Client-side routes all load the app; the app shows its own not-found screen.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    if (!hasDist && isPage) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send(
          'The web app has not been built into dist/ yet; this server answers the API under /api.\n',
        );
    }
    return reply.code(404).send({ error: 'Not found' });
  });

  return app;
}
