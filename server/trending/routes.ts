import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';

import {
  TRENDING_FILTER_PATH,
  TRENDING_SORTS,
  trendingGenreOf,
} from '../../common/trendingFilters';
import type { CacheBudget } from '../cacheBudget';
import { COMPRESS_MIN_BYTES, CompressedAnswers, negotiateEncoding } from '../api/compressedAnswers';
import { PAGE_LANGUAGES } from '../api/pageLanguage';
import { MAX_PAGE } from '../api/request';
import { answeringTmdbErrors, cacheControl, tmdbRefusals } from '../api/tmdbRoutes';
import { invalidParameter } from '../errors';
import { refusals } from '../refusal';
import { queryReader, schemaRefusals } from '../schemas';
import type { DirectAnswer, RenderAnswers } from '../shared/renderAnswers';
import type { CatalogueSource } from '../sources/types';
import { TrendingUnavailable, filteredPage, readTrendingPool } from './trendingPool';

/** Trending's own freshness (spec: 10 minutes); an answer from part of the pool, a minute. */
const COMPLETE_CACHE = 'public, max-age=600';
const INCOMPLETE_CACHE = 'public, max-age=60';
/** Compressed pages kept: a few hundred filtered pages of 20 entries. */
const COMPRESSED_BYTES = 4 * 1024 * 1024;

type Window = 'day' | 'week';
type Query = Static<typeof SCHEMA.querystring>;

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
      // The page's language (server/api/pageLanguage.ts): TMDB is asked in it. None for English.
      language: Type.Optional(oneOf(PAGE_LANGUAGES)),
    },
    // Parameters it does not read are dropped (never part of the cache key).
    { additionalProperties: false },
  ),
};

/**
 * `GET /api/trending/{day|week}?with_genres=&primary_release_year=&sort_by=&page=&language=` (contract in
 * common/trendingFilters.ts): trending narrowed by the filters of /trending, over the pool of its
 * most trending entries, for the demo and TMDB alike. Parameters it does not know are dropped;
 * a value it cannot read is a 400 in TMDB's shape, naming it.
 */
export function trendingRoutes(
  source: CatalogueSource,
  cacheBudget?: CacheBudget,
  renderAnswers?: RenderAnswers,
) {
  const path = `${TRENDING_FILTER_PATH}/:window`;
  const compressed = new CompressedAnswers(cacheBudget ?? COMPRESSED_BYTES, 'compressed trending');
  const readQuery = queryReader(SCHEMA.querystring);

  /** The page of filtered trending a checked query names, as JSON text; `key` names a 200's text. */
  async function answerOf(
    window: Window,
    query: Query,
  ): Promise<DirectAnswer & { body: string; key?: string }> {
    const ids = query.with_genres?.split(',').map(Number) ?? [];
    const unknown = ids.filter((id) => !trendingGenreOf(id));
    if (unknown.length) {
      const error = invalidParameter(
        'with_genres',
        `names no genre movies and shows share: ${unknown.join(', ')}.`,
      );
      return {
        status: error.httpStatus,
        body: JSON.stringify(error.body()),
        cacheControl: cacheControl(undefined, error.httpStatus),
      };
    }
    let pool;
    try {
      pool = await readTrendingPool(source, window, query.language);
    } catch (error) {
      if (!(error instanceof TrendingUnavailable)) throw error;
      return { status: error.status, body: error.body, cacheControl: 'no-store' };
    }
    const filters = {
      with_genres: [...new Set(ids.map((id) => trendingGenreOf(id)!.id))],
      year: query.primary_release_year ?? '',
      sort_by: query.sort_by ?? 'popularity.desc',
    };
    return {
      status: 200,
      body: JSON.stringify(filteredPage(pool.items, filters, query.page)),
      cacheControl: pool.complete ? COMPLETE_CACHE : INCOMPLETE_CACHE,
      // Each language's page is its own (English's key as before).
      key: `${window}?${JSON.stringify(filters)}&${query.page}${query.language ? `&${query.language}` : ''}`,
    };
  }

  // The server's renderer asks the same, directly (server/render/renderAnswers.ts), its query checked
  // by the route's schema.
  renderAnswers?.add(
    path,
    answeringTmdbErrors(async ({ window }, search) => {
      const read = readQuery(search);
      if (window !== 'day' && window !== 'week') throw invalidParameter('window', 'is not valid.');
      if ('error' in read) {
        const where = read.error.instancePath.replace(/^\//, '') || 'request';
        throw invalidParameter(where, `${read.error.message}.`);
      }
      return answerOf(window, read.query);
    }),
  );

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
      const answer = await answerOf(window, request.query);
      reply
        .code(answer.status)
        .header('content-type', 'application/json; charset=utf-8')
        .header('cache-control', answer.cacheControl)
        .header('vary', 'Accept-Encoding');
      if (answer.status !== 200 || !answer.key) return reply.send(answer.body);
      const encoding =
        answer.body.length >= COMPRESS_MIN_BYTES
          ? negotiateEncoding(request.headers['accept-encoding'])
          : null;
      if (!encoding) return reply.send(answer.body);
      reply.header('content-encoding', encoding);
      return reply.send(await compressed.encoded(answer.key, answer.body, encoding));
    });
  };
}
