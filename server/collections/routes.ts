import type { FastifyInstance } from 'fastify';

import type { CacheBudget } from '../cacheBudget';
import { COLLECTIONS_PATH } from '../../common/collections';
import { COMPRESS_MIN_BYTES, CompressedAnswers, negotiateEncoding } from '../api/compressedAnswers';
import type { RenderAnswers } from '../shared/renderAnswers';
import { readPageLanguage } from '../api/pageLanguage';
import { TmdbError } from '../errors';
import { CollectionsUnavailable } from './collectionLists';
import type { CollectionsBuilders } from './collectionLists';

/** One answer at a time, in two encodings at most: a few hundred KB of TMDB's collections. */
const COMPRESSED_BYTES = 4 * 1024 * 1024;
/** One compressed answer per language: English's key as before, another language's beside it. */
const compressedKey = (language: string | undefined) =>
  language ? `collections:${language}` : 'collections';
const UNAVAILABLE =
  'The collections cannot be listed right now: the catalogue did not answer. Try again in a minute.';

/** If-None-Match holds this tag (compared weakly, RFC 9110 13.1.2: the W/ prefix aside). */
function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * `GET /api/collections` (contract in common/collections.ts): the home row's and the Collections
 * page's lists in one answer. Its max-age is the time left before the server builds the lists again,
 * so a page rendered from it knows how long it stays true. 503 only when no list was ever built.
 * `?language=de-DE` (server/api/pageLanguage.ts): the lists of a page in that language, their own
 * build, searched in it; a language the app does not speak is a 400 in TMDB's shape.
 */
export function collectionsRoutes(
  builders: CollectionsBuilders,
  cacheBudget?: CacheBudget,
  renderAnswers?: RenderAnswers,
) {
  renderAnswers?.add(COLLECTIONS_PATH, async (_params, query) => {
    const language = readPageLanguage(query.getAll('language'));
    if (language instanceof TmdbError) {
      return {
        status: language.httpStatus,
        body: JSON.stringify(language.body()),
        cacheControl: 'no-store',
      };
    }
    const builder = builders.of(language);
    try {
      const answer = await builder.answer();
      return {
        status: 200,
        body: answer.body,
        cacheControl: `public, max-age=${builder.maxAgeOf(answer)}`,
      };
    } catch (error) {
      if (!(error instanceof CollectionsUnavailable)) throw error;
      return {
        status: 503,
        body: JSON.stringify({ error: UNAVAILABLE }),
        cacheControl: 'no-store',
      };
    }
  });

  const compressed = new CompressedAnswers(
    cacheBudget ?? COMPRESSED_BYTES,
    'compressed collections',
  );

  return async function plugin(app: FastifyInstance): Promise<void> {
    app.route({
      method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      url: COLLECTIONS_PATH,
      handler: async (_request, reply) =>
        reply.code(405).header('allow', 'GET, HEAD').send({ error: 'Method not allowed' }),
    });

    app.get(COLLECTIONS_PATH, async (request, reply) => {
      const language = readPageLanguage((request.query as Record<string, unknown>).language);
      if (language instanceof TmdbError) {
        return reply
          .code(language.httpStatus)
          .header('cache-control', 'no-store')
          .send(language.body());
      }
      const builder = builders.of(language);
      let answer;
      try {
        answer = await builder.answer();
      } catch (error) {
        if (!(error instanceof CollectionsUnavailable)) throw error;
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .header('retry-after', '60')
          .send({ error: UNAVAILABLE });
      }
      reply
        .header('cache-control', `public, max-age=${builder.maxAgeOf(answer)}`)
        .header('etag', answer.etag)
        .header('vary', 'Accept-Encoding');
      if (notModified(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();

      reply.code(200).header('content-type', 'application/json; charset=utf-8');
      const encoding =
        answer.body.length >= COMPRESS_MIN_BYTES
          ? negotiateEncoding(request.headers['accept-encoding'])
          : null;
      if (!encoding) return reply.send(answer.body);
      reply.header('content-encoding', encoding);
      return reply.send(await compressed.encoded(compressedKey(language), answer.body, encoding));
    });
  };
}
