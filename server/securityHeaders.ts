import type { IncomingMessage, ServerResponse } from 'node:http';

import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';

import { providerOrigins } from '../common/players';

import type { Config } from './config';

/** YouTube's privacy-enhanced embeds: the built-in Trailer player. Configured players add their origins. */
const YOUTUBE_EMBEDS = 'https://www.youtube-nocookie.com';

/** Features no page uses: a framed page cannot ask for them either. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** Where YouTube serves video stills (i.ytimg.com/vi/{key}/hqdefault.jpg). */
const YOUTUBE_THUMBNAILS = 'https://i.ytimg.com';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The Content-Security-Policy of every answer. Scripts only from this origin (the build emits no inline
 * script and no eval). Styles also allow 'unsafe-inline': Emotion (MUI) writes <style> elements at run
 * time and React writes style attributes; a nonce would need index.html rendered per request and still
 * not cover style attributes. Images from here, data:/blob: URLs, the configured image host and
 * YouTube's thumbnail host (the stills of a title's videos, shown before any player is made). Frames
 * only from YouTube's no-cookie host (trailers) and the origins of the configured players' templates:
 * nothing else can be framed; the page may also ask those hosts whether they answer. The service worker and the manifest come from this origin only.
 */
export function contentSecurityPolicy({
  imageBaseUrl,
  players,
}: Pick<Config, 'imageBaseUrl' | 'players'>): Record<string, string[]> {
  const imageOrigin = imageBaseUrl ? [new URL(imageBaseUrl).origin] : [];
  const playerOrigins = [
    YOUTUBE_EMBEDS,
    ...providerOrigins(players).filter((o) => o !== YOUTUBE_EMBEDS),
  ];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', YOUTUBE_THUMBNAILS, ...imageOrigin],
    fontSrc: ["'self'", 'data:'],
    // The service worker (src/sw.ts) fetches posters from the image host to keep them for offline use;
    // the player page asks each player's host whether it answers (a bodiless HEAD, src/features/player/frameHealth.ts).
    connectSrc: [
      "'self'",
      ...imageOrigin,
      ...playerOrigins.filter((o) => !imageOrigin.includes(o)),
    ],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    frameSrc: playerOrigins,
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  };
}

function helmetOptions(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(config),
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * Security headers on every answer (helmet): the policy above, nosniff, a strict referrer policy, no
 * framing by other sites, and a minimal Permissions-Policy. HSTS only where the operator said a proxy
 * terminates HTTPS (TRUST_PROXY=1) and the request came over it: sent over plain HTTP it would lock
 * visitors out of a site that has no certificate.
 *
 * helmet's middleware is made once and applied to each answer. (@fastify/helmet made it anew for every
 * request, parsing and checking the policy each time: some 3% of the server's time under a flood of
 * page requests.)
 */
export async function securityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const apply = rawSecurityHeaders(config);
  app.addHook('onRequest', async (request, reply) => {
    apply(request.raw, reply.raw);
    if (config.trustProxy && request.protocol === 'https') {
      reply.header('strict-transport-security', HSTS);
    }
  });
}

/**
 * The same headers (HSTS aside) written straight onto a raw response: on every answer, and on the
 * answers Fastify makes before any hook runs (a URL it cannot parse).
 */
export function rawSecurityHeaders(
  config: Config,
): (req: IncomingMessage, res: ServerResponse) => void {
  const middleware = helmet(helmetOptions(config));
  return (req, res) => {
    middleware(req, res, () => undefined);
    res.setHeader('permissions-policy', PERMISSIONS_POLICY);
  };
}
