import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';

import type { CacheBudget } from '../cacheBudget';
import { SUGGEST_PATH } from '../../common/suggest';
import type { SuggestAnswer } from '../../common/suggest';

import { COMPRESS_MIN_BYTES, CompressedAnswers, negotiateEncoding } from '../api/compressedAnswers';
import { schemaRefusals } from '../schemas';
import type { RenderAnswers } from '../shared/renderAnswers';
import type { Suggestions } from './suggestions';

/** Short: a suggestion list is cheap to recompute, and the live dictionary grows as TMDB is seen. */
const CACHE_CONTROL = 'public, max-age=60';
const EMPTY: SuggestAnswer = { results: [], didYouMean: [] };
const EMPTY_BODY = JSON.stringify(EMPTY);

/** A query string's parameter as sent: once, or more than once. */
const Sent = Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())]));

/**
 * Its parameters, as sent: whatever they hold the answer is a 200 (the engine reads the first of each,
 * see readQuery and readLimit); others are dropped, never part of the cache key.
 */
const SuggestQuery = Type.Object({ q: Sent, limit: Sent }, { additionalProperties: false });

/**
 * `GET /api/suggest?q=&limit=` (contract in common/suggest.ts). Whatever `q` holds, the answer is a
 * 200, at worst with empty lists; only a fault of the engine is a 500, on which the header falls back
 * to TMDB-shaped search. The answer's text is cached by the engine and its compressed copy made once,
 * as for /api/tmdb.
 */
export function suggestRoutes(
  suggest: Suggestions | undefined,
  options: { cacheBudget: CacheBudget; renderAnswers?: RenderAnswers },
) {
  const compressed = new CompressedAnswers(options.cacheBudget, 'compressed suggestions');

  /** The answer's text and its cache key ('' for the empty answer without an engine). */
  async function answerOf(q: unknown, limit: unknown): Promise<{ key: string; body: string }> {
    if (!suggest) return { key: '', body: EMPTY_BODY };
    await suggest.ready;
    return suggest.answer(q, limit);
  }

  // The server's renderer asks the same, directly (server/shared/renderAnswers.ts).
  options.renderAnswers?.add(SUGGEST_PATH, async (_params, query) => {
    const { body } = await answerOf(query.getAll('q'), query.getAll('limit'));
    return { status: 200, body, cacheControl: CACHE_CONTROL };
  });

  return async function plugin(root: FastifyInstance): Promise<void> {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    app.setValidatorCompiler(schemaRefusals);
    app.route({
      method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      url: SUGGEST_PATH,
      handler: async (_request, reply) =>
        reply.code(405).header('allow', 'GET, HEAD').send({ error: 'Method not allowed' }),
    });

    app.get(SUGGEST_PATH, { schema: { querystring: SuggestQuery } }, async (request, reply) => {
      const { query } = request;
      let key: string;
      let text: string;
      try {
        ({ key, body: text } = await answerOf(query.q, query.limit));
      } catch (error) {
        // A fault of ours, not of the query (every query answers 200): an error, so that the header
        // falls back to TMDB-shaped search instead of showing 'No results found'.
        request.log.error({ err: error }, 'suggest failed');
        return reply
          .code(500)
          .header('cache-control', 'no-store')
          .send({ error: 'Suggestions are unavailable right now.' });
      }
      reply
        .code(200)
        .header('content-type', 'application/json; charset=utf-8')
        .header('cache-control', CACHE_CONTROL)
        .header('vary', 'Accept-Encoding');
      const encoding =
        text.length >= COMPRESS_MIN_BYTES && key
          ? negotiateEncoding(request.headers['accept-encoding'])
          : null;
      if (!encoding) return reply.send(text);
      reply.header('content-encoding', encoding);
      return reply.send(await compressed.encoded(key, text, encoding));
    });
  };
}
