import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';

import fastifyStatic from '@fastify/static';
import Fastify, { LogController } from 'fastify';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { pageDataPaths } from '../common/pageData';
import { catalogueLanguage } from '../common/locales';
import { requestLocale } from '../common/visitLanguage';
import { pageStatus, withoutUnreadQuery } from '../common/pageStatus';

import { sendTmdbError, tmdbRoutes } from './api/tmdbRoutes';
import { Refusal, isClientError } from './refusal';
import { CollectionsBuilders } from './collections/collectionLists';
import { collectionsRoutes } from './collections/routes';
import type { Config } from './config';
import type { TrustProxy } from './scaleSettings';
import { contactRoutes } from './contact/routes';
import type { ContactOptions } from './contact/routes';
import { redactUrl, requestLogLevel } from './logger';
import type { Logger } from './logger';
import { Drain } from './drain';
import { internalError, invalidParameter } from './errors';
import { ImageHostCheck } from './imageHost';
import { AppPages } from './render/appPages';
import { callInLanguage } from './render/pagePreview';
import { renderPool } from './render/renderPool';
import {
  inProcessRenderer,
  loadRenderer,
  readChunkGroups,
  rendererFile,
} from './render/serverRender';
import type { RenderPage, RenderUrl } from './render/serverRender';
import { seoFiles } from './render/seoFiles';
import { manifestRoute } from './manifest';
import { readinessRoutes } from './readiness';
import { siteRoutes } from './site';
import type { ReadinessCheck } from './readiness';
import { rawSecurityHeaders, securityHeaders } from './securityHeaders';
import type { SharedRedis } from './shared/redis';
import { RenderAnswers } from './shared/renderAnswers';
import { accountRoutes } from './accounts/routes';
import { syncFanout } from './accounts/fanout';
import type { CatalogueSource } from './sources/types';
import { CatalogueStatsCounter } from './stats/catalogueStats';
import { statsRoutes } from './stats/routes';
import { trendingRoutes } from './trending/routes';
import { openStorage } from './storage/storage';
import type { Storage } from './storage/storage';
import { suggestRoutes } from './suggest/routes';
import { CacheBudget } from './cacheBudget';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * SIGTERM's step before close() (server/drain.ts): answers say Connection: close and /readyz
     * answers draining until every connection open now has closed, `maxWaitMs` at most.
     */
    drain(maxWaitMs: number, stop?: AbortSignal): Promise<{ left: number; ended: Promise<void> }>;
  }
}

export interface AppOptions {
  config: Config;
  source: CatalogueSource;
  logger: Logger;
  /** Injected in tests; otherwise built from config.imageBaseUrl. */
  imageHost?: ImageHostCheck;
  /** The contact form's outbox timing, shortened in tests. */
  contact?: ContactOptions;
  /**
   * The storage built at start, closed by its owner. Without it (tests), the app opens the one the
   * settings select (the embedded files in DATA_DIR by default) and closes it with itself.
   */
  storage?: Storage;
  /**
   * What `/readyz` asks besides draining: a ping per configured shared engine (PostgreSQL, Redis), built
   * with the engine in server/index.ts.
   */
  readiness?: ReadinessCheck[];
  /** How long one readiness check may take (tests shorten it). */
  readinessTimeoutMs?: number;
  /** The deployment's Redis (REDIS_URL), shared by the instances; closed with the app. */
  redis?: SharedRedis;
  /**
   * The byte budget (CACHE_MAX_MB) every in-process cache shares, the source's with them (built in
   * server/index.ts and given to the source too). Without it (tests), one of the app's own.
   */
  cacheBudget?: CacheBudget;
  /**
   * Renders pages' first screens: by default the build's (dist/ssr/render.js), null for none (every
   * page is the shell the browser renders), or a test's.
   */
  renderer?: RenderPage | null;
  /**
   * Where the API's plugins register their answers for the renderer to ask directly; one of the app's
   * own when not given (a test passes one to ask it as a render would).
   */
  renderAnswers?: RenderAnswers;
  /**
   * Log the requests that went well at debug, not info (server errors and slow answers stay at info):
   * server/index.ts sets it when the log goes to a terminal (logger.ts, outputLogging).
   */
  quietRequests?: boolean;
}

/** Hashed build output (`main.3f9a1c2b.js`) never changes under its name: cache it for a year. */
const HASHED_ASSET = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
/** A request for a file (an asset type the build or a browser asks for), not a page of the app. */
const FILE_EXTENSION =
  /\.(html?|m?js|css|map|json|txt|xml|webmanifest|ico|png|jpe?g|gif|webp|avif|svg|woff2?|ttf|eot|br|gz)$/i;
const PRECOMPRESSED = /\.(br|gz)$/;
/**
 * The files of dist/ the site itself links to: index.html, the service worker, the favicon, the
 * manifest's icons, and the build's scripts, styles, their licence notes and the assets they load.
 * Nothing else is served: not the build's own records (build-manifest.json, .build-inputs), not source
 * maps (they would publish the source), not the .br and .gz twins asked for by name (they go out only
 * in place of their file, by Accept-Encoding).
 */
const SITE_FILE =
  /^\/(?:index\.html|sw\.js|favicon\.svg|icons\/[\w-]+\.png|assets\/[\w.-]+\.(?:js|css|txt|woff2?|ttf|eot|svg|gif))$/;
/** Time for a client to send its request line and headers, then the whole request. */
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** A request's URL as logged: long enough to tell requests apart, never a megabyte probe. */
const LOGGED_URL_CHARS = 300;

export function loggedUrl(url: string): string {
  const safe = redactUrl(url);
  return safe.length > LOGGED_URL_CHARS
    ? `${safe.slice(0, LOGGED_URL_CHARS)}…(${safe.length} chars)`
    : safe;
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes a function over the hop index, as Express reads a
 * number (hop 0 is the connecting address): Fastify 5.12 turns a bare number into "trust nothing"
 * (fastify's getTrustProxyFn), which would put every visitor behind a load balancer under one address.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return (_address, hop) => hop < hops;
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * A request Node could not read whole, before any route saw it (a body shorter than its
 * Content-Length, headers too large, a request too slow to arrive): answered with a sentence in
 * `{error}`, as every other refusal here is, rather than Fastify's own shape; then the connection
 * closes, since the rest of what the client sent cannot be trusted.
 */
function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, sentence] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long to arrive.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request could not be read: its headers are too large.']
        : [400, 'The request could not be read: it was cut short or malformed.'];
  const body = JSON.stringify({ error: sentence });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}

export async function buildApp({
  config,
  source,
  logger,
  imageHost = new ImageHostCheck({ baseUrl: config.imageBaseUrl }),
  contact,
  storage: given,
  readiness = [],
  readinessTimeoutMs,
  redis,
  renderer,
  renderAnswers = new RenderAnswers(),
  quietRequests = false,
  cacheBudget = new CacheBudget(config.tmdb.cacheBytes),
}: AppOptions): Promise<FastifyInstance> {
  const storage = given ?? (await openStorage(config, logger));
  const indexFile = path.join(config.distDir, 'index.html');
  const hasDist = fs.existsSync(indexFile);
  // The page renderer the build wrote (or a test's), answering its calls through this app's routes:
  // the build's in RENDER_THREADS worker threads (renderPool), or on this thread with 0 or a test's.
  const builtRenderer = renderer === undefined && hasDist ? rendererFile(config.distDir) : null;
  const threads = builtRenderer ? config.scale.renderThreads : 0;
  const renderPage =
    renderer === undefined
      ? builtRenderer && threads === 0
        ? loadRenderer(config.distDir)
        : null
      : renderer;
  let renderUrl: RenderUrl | null = null;
  // Each page of the app gets index.html with its own head (title, description, link-preview tags)
  // and its first screen rendered.
  const pages = hasDist
    ? new AppPages({
        readTemplate: () => fs.promises.readFile(indexFile, 'utf8'),
        answers: renderAnswers,
        siteName: config.siteName,
        siteUrl: config.site.url,
        imageBaseUrl: config.imageBaseUrl,
        render:
          renderPage || threads > 0 ? (url, signal, place) => renderUrl!(url, signal, place) : null,
        chunkGroups: readChunkGroups(config.distDir),
        logger: logger as FastifyBaseLogger,
        redis,
        cacheBudget,
      })
    : null;

  /**
   * A page path (GET or HEAD, not a file, not the API) gets the app: 200 for a page of its route table,
   * 404 for an address that names none (the app shows its own screen for it), and a bare list word
   * (/movie, /tv, …) a permanent redirect to its list, query kept; a page's address with query
   * parameters the page does not read, a redirect to it without them. Answers null for anything else,
   * or when the app has not been built.
   */
  const sendApp = (request: FastifyRequest, reply: FastifyReply) => {
    const asked = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !FILE_EXTENSION.test(asked) &&
      !isApiPath(asked);
    if (!pages || !isPage) return null;
    // The page's language: its address's prefix (/de/...), else the visitor's (common/locales.ts).
    // Everything below reads the address without the prefix, and writes it back on what it sends.
    const {
      locale,
      path: url,
      prefix,
      negotiated,
    } = requestLocale({
      pathname: asked,
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    });
    const query = request.url.slice(asked.length);
    const status = pageStatus(url);
    if (status.kind === 'redirect') {
      return reply.redirect(`${prefix}${status.to}${query}`, 301);
    }
    // A query parameter the page does not read (utm_source, fbclid, anything): the same page at its
    // clean address, so that a link's tracking never makes a page of its own to render and keep.
    const clean = status.kind === 'page' ? withoutUnreadQuery(`${url}${query}`, status.name) : null;
    if (clean !== null) {
      return reply.header('cache-control', 'no-cache').redirect(`${prefix}${clean}`, 302);
    }
    const found = status.kind === 'page';
    reply.code(found ? 200 : 404).header('cache-control', 'no-cache');
    // A title page's first catalogue call starts with the page, not after the app's code has loaded.
    const preloads = found
      ? pageDataPaths(url).map(
          (call) =>
            `</api/tmdb/${callInLanguage(call, catalogueLanguage(locale))}>; rel=preload; as=fetch; crossorigin=anonymous`,
        )
      : [];
    if (preloads.length) reply.header('link', preloads.join(', '));
    return pages.send(request, reply, found, {
      url: `${url}${query}`,
      locale,
      basename: prefix,
      negotiated,
    });
  };

  const headersBeforeRouting = rawSecurityHeaders(config);
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // One line per request, written when it is answered (see the onResponse hook), not two.
    logController: new LogController({ disableRequestLogging: true }),
    // A public server: a client that trickles its headers or body, or keeps an idle connection open,
    // is cut off rather than holding a socket (Node checks these every 2 s).
    http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: 2_000 },
    requestTimeout: REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    routerOptions: { maxParamLength: 200 },
    clientErrorHandler,
    // While draining (SIGTERM), a request that arrives on a connection already open is still served,
    // with Connection: close: a load balancer cannot safely retry a POST that was answered 503, and the
    // shutdown grace bounds how long this lasts. New connections are refused from the start of close().
    return503OnClosing: false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // A URL Fastify cannot route at all (malformed percent-encoding): the API answers in its own
    // shape, a page path still gets the app, and nothing echoes the URL back.
    frameworkErrors: (_error, request, routeReply) => {
      const reply = routeReply as FastifyReply;
      headersBeforeRouting(request.raw, reply.raw);
      const url = request.url.split('?')[0] ?? '/';
      if (url.startsWith('/api/tmdb/')) {
        return sendTmdbError(reply, invalidParameter('path', 'is not a valid URL.'));
      }
      return sendApp(request, reply) ?? reply.code(400).send({ error: 'Bad request' });
    },
  });
  await securityHeaders(app, config);
  // Counts the connections from the start: the drain waits for those open when it begins.
  const drain = new Drain(app.server);
  // What the API answers, for the renderer to ask directly: each plugin below registers its own.
  if (renderPage) renderUrl = inProcessRenderer(renderAnswers, renderPage);
  if (builtRenderer && threads > 0) {
    const pool = renderPool(renderAnswers, { file: builtRenderer, threads });
    renderUrl = pool.render;
    app.addHook('onClose', () => pool.close());
  }

  // Outside /api/tmdb (whose plugin answers in TMDB's shape): a client's mistake is a plain 4xx,
  // except on a page path (an odd one, like //x or /movies//), which gets the app.
  app.setErrorHandler((error, request, reply) => {
    // A 4xx Fastify raised, not a concern's Refusal that escaped it (a TmdbError from the source, say),
    // which is our failure, as it was before TmdbError carried a status.
    if (isClientError(error) && !(error instanceof Refusal)) {
      return (
        sendApp(request, reply) ?? reply.code(error.statusCode!).send({ error: 'Bad request' })
      );
    }
    request.log.error({ err: error }, 'request failed');
    return sendTmdbError(reply, internalError());
  });

  app.addHook('onClose', async () => {
    imageHost.stop();
    await source.close();
    // The shared Redis after the source, which may still be using it.
    await redis?.close();
    // Only the storage the app opened itself; after the source, which may still be writing to it.
    if (!given) await storage.close();
  });
  // Not awaited: the site serves at once, with generated posters until the CDN has answered.
  void imageHost.start();

  // Graceful shutdown: first the drain (server/drain.ts, app.drain: SIGTERM's step before close()),
  // then close(): requests in flight finish, then their keep-alive connections close. Fastify 5.12
  // leaves a connection that goes idle after close() began open until its keep-alive timeout
  // (fastify/fastify#7044), so answers sent while draining or closing say Connection: close.
  app.decorate('drain', (maxWaitMs: number, stop?: AbortSignal) => drain.wait(maxWaitMs, stop));
  app.addHook('preClose', async () => {
    drain.begin();
    app.server.closeIdleConnections();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (drain.draining) reply.header('connection', 'close');
  });

  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime);
    request.log[requestLogLevel(reply.statusCode, ms, quietRequests)](
      {
        method: request.method,
        url: loggedUrl(request.url),
        status: reply.statusCode,
        ms,
        ip: request.ip,
      },
      'request',
    );
  });

  await app.register(siteRoutes(config, source, imageHost, renderAnswers));

  await app.register(
    readinessRoutes(readiness, { timeoutMs: readinessTimeoutMs, draining: () => drain.draining }),
  );

  manifestRoute(app, config.siteName);

  await app.register(tmdbRoutes(source, { cacheBudget, renderAnswers }), { prefix: '/api/tmdb' });
  await app.register(suggestRoutes(source.suggest, { cacheBudget, renderAnswers }));
  await app.register(statsRoutes(new CatalogueStatsCounter(source, logger), renderAnswers));
  await app.register(
    collectionsRoutes(new CollectionsBuilders(source, logger), cacheBudget, renderAnswers),
  );
  await app.register(trendingRoutes(source, cacheBudget, renderAnswers));
  await app.register(contactRoutes(config, logger, { ...contact, store: storage.contact, redis }));
  const fanout = syncFanout(redis, logger);
  app.addHook('onClose', async () => fanout.close());
  await app.register(accountRoutes(config, logger, { store: storage.accounts, fanout, redis }));

  await app.register(seoFiles({ siteUrl: config.site.url }));

  if (hasDist) {
    // The home page too gets its head written in, rather than the static index.html.
    app.route({
      method: ['GET', 'HEAD'],
      url: '/',
      handler: (request, reply) => sendApp(request, reply),
    });
    await app.register(fastifyStatic, {
      root: config.distDir,
      wildcard: true,
      index: 'index.html',
      // The build writes .br and .gz beside each text asset: sent by Accept-Encoding, else the file.
      preCompressed: true,
      // Checked on the path asked for, before a twin is picked by Accept-Encoding.
      allowedPath: (pathname) => SITE_FILE.test(pathname),
      // Our own Cache-Control below, not @fastify/send's default.
      cacheControl: false,
      setHeaders(reply, filePath) {
        // The file sent may be the .br or .gz beside the one asked for: its caching is that file's.
        const name = path.basename(filePath).replace(PRECOMPRESSED, '');
        reply.header(
          'cache-control',
          // The service worker is checked for a new release on every visit (browsers cap its cache at
          // a day anyway).
          name === 'index.html' || name === 'sw.js'
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
    if (isApiPath(url)) {
      return reply.code(404).header('cache-control', 'no-store').send({ error: 'Not found' });
    }
    const page = sendApp(request, reply);
    if (page) return page;
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!hasDist && isPage && !FILE_EXTENSION.test(url)) {
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
