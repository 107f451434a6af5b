import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';

import {
  TRENDING_FILTER_PATH,
  TRENDING_SORTS,
  trendingGenreOf,
} from '../../common/trendingFilters';
import type { CacheBudget } from '../cacheBudget';
import { COMPRESS_MIN_BYTES, CompressedAnswers, negotiateEncoding } from '../api/compressedAnswers';
import { MAX_PAGE } from '../api/request';
import { sendTmdbError, tmdbRefusals } from '../api/tmdbRoutes';
import { invalidParameter } from '../errors';
import { refusals } from '../refusal';
import { schemaRefusals } from '../schemas';
import type { CatalogueSource } from '../sources/types';
import { TrendingUnavailable, filteredPage, readTrendingPool } from './trendingPool';

/** Trending's own freshness (spec: 10 minutes); an answer from part of the pool, a minute. */
const COMPLETE_CACHE = 'public, max-age=600';
const INCOMPLETE_CACHE = 'public, max-age=60';
/** Compressed pages kept: a few hundred filtered pages of 20 entries. */
const COMPRESSED_BYTES = 4 * 1024 * 1024;

/** A string from a list, as JSON Schema's `enum` (whose refusal names the parameter in one sentence). */
const oneOf = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values] });

const SCHEMA = {
  params: Type.Object({ window: oneOf(['day', 'week'] as const) }),
  querystring: Type.Object(
    {
      page: Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 }),
      with_genres: Type.Optional(Type.String({ pattern: '^\\d{1,6}(,\\d{1,6}){0,30}$' })),
      primary_release_year: Type.Optional(Type.String({ pattern: '^\\d{4}$' })),
      sort_by: Type.Optional(oneOf(TRENDING_SORTS.map((sort) => sort.value))),
    },
    // Parameters it does not read are dropped (never part of the cache key).
    { additionalProperties: false },
  ),
};

/**
 * `GET /api/trending/{day|week}?with_genres=&primary_release_year=&sort_by=&page=` (contract in
 * common/trendingFilters.ts): trending narrowed by the filters of /trending, over the pool of its
 * most trending entries, for the demo and TMDB alike. Parameters it does not know are dropped;
 * a value it cannot read is a 400 in TMDB's shape, naming it.
 */
export function trendingRoutes(source: CatalogueSource, cacheBudget?: CacheBudget) {
  const path = `${TRENDING_FILTER_PATH}/:window`;
  const compressed = new CompressedAnswers(cacheBudget ?? COMPRESSED_BYTES, 'compressed trending');
  return async function plugin(root: FastifyInstance): Promise<void> {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    app.setValidatorCompiler(schemaRefusals);
    app.setErrorHandler(refusals(tmdbRefusals));
    app.route({
      method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      url: path,
      handler: async (_request, reply) =>
        reply.code(405).header('allow', 'GET, HEAD').send({ error: 'Method not allowed' }),
    });

    app.get(path, { schema: SCHEMA }, async (request, reply) => {
      const { window } = request.params;
      const { query } = request;
      const ids = query.with_genres?.split(',').map(Number) ?? [];
      const unknown = ids.filter((id) => !trendingGenreOf(id));
      if (unknown.length) {
        return sendTmdbError(
          reply,
          invalidParameter(
            'with_genres',
            `names no genre movies and shows share: ${unknown.join(', ')}.`,
          ),
        );
      }
      let pool;
      try {
        pool = await readTrendingPool(source, window);
      } catch (error) {
        if (!(error instanceof TrendingUnavailable)) throw error;
        return reply
          .code(error.status)
          .header('content-type', 'application/json; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(error.body);
      }
      const filters = {
        with_genres: [...new Set(ids.map((id) => trendingGenreOf(id)!.id))],
        year: query.primary_release_year ?? '',
        sort_by: query.sort_by ?? 'popularity.desc',
      };
      const text = JSON.stringify(filteredPage(pool.items, filters, query.page));
      reply
        .code(200)
        .header('content-type', 'application/json; charset=utf-8')
        .header('cache-control', pool.complete ? COMPLETE_CACHE : INCOMPLETE_CACHE)
        .header('vary', 'Accept-Encoding');
      const encoding =
        text.length >= COMPRESS_MIN_BYTES
          ? negotiateEncoding(request.headers['accept-encoding'])
          : null;
      if (!encoding) return reply.send(text);
      reply.header('content-encoding', encoding);
      const key = `${window}?${JSON.stringify(filters)}&${query.page}`;
      return reply.send(await compressed.encoded(key, text, encoding));
    });
  };
}
