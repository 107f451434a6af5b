import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import {
  TmdbError,
  bodyTooLarge,
  internalError,
  invalidParameter,
  methodNotAllowed,
  notFound,
} from '../errors';
import type { CacheBudget } from '../cacheBudget';
import { refusals } from '../refusal';
import type { RefusalPlan } from '../refusal';
import type { AnswerOrigin, CatalogueSource, TmdbAnswer } from '../sources/types';
import { COMPRESS_MIN_BYTES, CompressedAnswers, negotiateEncoding } from './compressedAnswers';
import { parseRequest, requestKey } from './request';
import type { TmdbRequest } from './request';
import type { Answerer, RenderAnswers } from '../shared/renderAnswers';
import { ROUTES, SEARCH_ROUTES } from './routeTable';
import type { RouteSpec } from './routeTable';

/** Methods no endpoint answers (GET and HEAD are the only ones that do). */
const OTHER_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** A source's answer, or one made here (no origin). */
type Answer = Omit<TmdbAnswer, 'origin'> & { origin?: AnswerOrigin };

/** An empty search is answered here, as TMDB answers it, without asking any source. */
const EMPTY_SEARCH = JSON.stringify({ page: 1, results: [], total_pages: 1, total_results: 0 });

/** Cache-Control for an answer: the route's freshness for successes, short or none for errors. */
export function cacheControl(
  spec: RouteSpec | undefined,
  status: number,
  origin?: AnswerOrigin,
): string {
  if (status >= 500) return 'no-store';
  // A title may appear upstream at any time; the live source believes a 404 for a minute too.
  if (status === 404) return 'public, max-age=60';
  if (status >= 400) return 'public, max-age=300';
  if (origin === 'STALE' || origin === 'MIRROR') return 'public, max-age=60';
  const fresh = spec?.freshness ?? 300;
  return `public, max-age=${fresh}, stale-while-revalidate=${Math.min(fresh, 600)}, stale-if-error=86400`;
}

function send(
  reply: FastifyReply,
  spec: RouteSpec | undefined,
  status: number,
  body: string | Buffer,
  origin?: AnswerOrigin,
) {
  reply
    .code(status)
    .header('content-type', 'application/json; charset=utf-8')
    .header('cache-control', cacheControl(spec, status, origin))
    // Any answer may be compressed for another client, so shared caches must key on the header.
    .header('vary', 'Accept-Encoding');
  if (origin) reply.header('x-cache', origin);
  return reply.send(body);
}

/**
 * A direct answerer (server/shared/renderAnswers.ts) that answers a TMDB-shaped refusal as
 * sendTmdbError sends it: same status, body and Cache-Control.
 */
export function answeringTmdbErrors(answer: Answerer): Answerer {
  return async (params, query) => {
    try {
      return await answer(params, query);
    } catch (error) {
      if (!(error instanceof TmdbError)) throw error;
      return {
        status: error.httpStatus,
        body: JSON.stringify(error.body()),
        cacheControl: cacheControl(undefined, error.httpStatus),
      };
    }
  };
}

/** Sends a TMDB-shaped error. */
export function sendTmdbError(reply: FastifyReply, error: TmdbError) {
  return send(reply, undefined, error.httpStatus, JSON.stringify(error.body()));
}

/**
 * How the TMDB-shaped API refuses (server/refusal.ts): always in TMDB's error shape, with its codes and
 * wording; a query its schema refuses names the parameter. The trending filter's plugin uses it too.
 */
export const tmdbRefusals: RefusalPlan = {
  words: {
    tooLarge: bodyTooLarge(),
    notJson: invalidParameter('request', 'is malformed.'),
    cutShort: invalidParameter('request', 'is malformed.'),
    unreadable: invalidParameter('request', 'is malformed.'),
    invalid: (error) => {
      const first = error.validation?.[0];
      const where = first?.instancePath.replace(/^\//, '') || 'request';
      return invalidParameter(where, `${first?.message}.`);
    },
  },
  send: (reply, refusal) =>
    sendTmdbError(reply, refusal instanceof TmdbError ? refusal : internalError()),
  failed: internalError(),
  logAs: 'request failed',
};

/**
 * The querystring schema of a route, from the route table: its parameters, and nothing else. Fastify's
 * Ajv runs with `removeAdditional`, so parameters the route does not know are dropped before the
 * handler sees them (never forwarded upstream, never part of a cache key). Values stay unconstrained
 * here: parseRequest checks them and names the bad one in TMDB's words.
 */
export function querystringSchema(spec: RouteSpec) {
  return Type.Object(
    Object.fromEntries(spec.query.map((name) => [name, Type.Optional(Type.Unknown())])),
    { additionalProperties: false },
  );
}

/**
 * Registers every endpoint of the route table; mount under the /api/tmdb prefix. Its error and
 * not-found handlers are scoped to this plugin, so everything below the prefix answers in TMDB's shape.
 */
export function tmdbRoutes(
  source: CatalogueSource,
  options: { cacheBudget: CacheBudget; renderAnswers?: RenderAnswers },
) {
  const compressed = new CompressedAnswers(options.cacheBudget, 'compressed answers');

  /** The answer to a request of the route: what the source says (an empty search needs none). */
  async function answerOf(
    spec: RouteSpec,
    params: Record<string, unknown>,
    query: Record<string, unknown>,
  ): Promise<{ req: TmdbRequest; answer: Answer }> {
    const req = parseRequest(spec, params, query);
    if (SEARCH_ROUTES.has(spec.name) && !req.query.query) {
      return { req, answer: { status: 200, body: EMPTY_SEARCH } };
    }
    return { req, answer: await source.get(req) };
  }

  // The server's renderer asks the same, directly (server/render/renderAnswers.ts).
  for (const spec of ROUTES) {
    options.renderAnswers?.add(
      `/api/tmdb${spec.path}`,
      answeringTmdbErrors(async (params, query) => {
        const { answer } = await answerOf(spec, params, Object.fromEntries(query));
        return {
          status: answer.status,
          body: answer.body,
          cacheControl: cacheControl(spec, answer.status, answer.origin),
        };
      }),
    );
  }

  /** The answer's text, or its compressed copy (made once, then reused) when the client takes one. */
  async function body(
    key: string,
    answer: Answer,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<string | Buffer> {
    const { status, body: text, br } = answer;
    if (text.length < COMPRESS_MIN_BYTES) return text;
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return text;
    reply.header('content-encoding', encoding);
    if (br) compressed.seed(`${status} ${key}`, text, 'br', br);
    return compressed.encoded(`${status} ${key}`, text, encoding);
  }

  return async function plugin(app: FastifyInstance): Promise<void> {
    app.setErrorHandler(refusals(tmdbRefusals));
    app.setNotFoundHandler((_request, reply) => sendTmdbError(reply, notFound()));
    // Every path below the prefix belongs here: without this, the static files' wildcard route would
    // take an unknown GET and hand it to the root's not-found handler instead of the one above.
    app.all('/*', (_request, reply) => reply.callNotFound());

    for (const spec of ROUTES) {
      // The endpoint exists, but only to read: other methods get 405 and what is allowed.
      app.route({
        method: OTHER_METHODS,
        url: spec.path,
        handler: async (_request, reply) =>
          sendTmdbError(reply.header('allow', 'GET, HEAD'), methodNotAllowed()),
      });
      app.get(
        spec.path,
        { schema: { querystring: querystringSchema(spec) } },
        async (request, reply) => {
          const { req, answer } = await answerOf(
            spec,
            request.params as Record<string, unknown>,
            request.query as Record<string, unknown>,
          );
          const sent = await body(requestKey(req), answer, request, reply);
          return send(reply, spec, answer.status, sent, answer.origin);
        },
      );
    }
  };
}
