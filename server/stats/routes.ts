import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';

import { STATS_PATH } from '../../common/catalogueStats';
import type { RenderAnswers } from '../shared/renderAnswers';
import type { CatalogueStatsCounter } from './catalogueStats';

/** Counted hourly, so a browser or proxy may keep an answer a while; an incomplete one only briefly. */
const COMPLETE_CACHE = 'public, max-age=600';
const INCOMPLETE_CACHE = 'public, max-age=60';

const Figure = Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]);
/** common/catalogueStats.ts's CatalogueStats. */
const StatsAnswer = Type.Object({
  movies: Figure,
  tvShows: Figure,
  fanFavorites: Figure,
  collections: Figure,
});

/**
 * `GET /api/stats` (contract in common/catalogueStats.ts): the figures of the home page's stat
 * tiles. Always a 200; a figure the catalogue could not give is null.
 */
export function statsRoutes(counter: CatalogueStatsCounter, renderAnswers?: RenderAnswers) {
  const answer = async () => {
    const stats = await counter.stats();
    const complete = Object.values(stats).every((value) => value !== null);
    return { stats, cacheControl: complete ? COMPLETE_CACHE : INCOMPLETE_CACHE };
  };
  renderAnswers?.add(STATS_PATH, async () => {
    const { stats, cacheControl } = await answer();
    return { status: 200, body: JSON.stringify(stats), cacheControl };
  });

  return async function plugin(root: FastifyInstance): Promise<void> {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    app.route({
      method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      url: STATS_PATH,
      handler: async (_request, reply) =>
        reply.code(405).header('allow', 'GET, HEAD').send({ error: 'Method not allowed' }),
    });
    app.get(STATS_PATH, { schema: { response: { 200: StatsAnswer } } }, async (_request, reply) => {
      const { stats, cacheControl } = await answer();
      reply.header('cache-control', cacheControl);
      return stats;
    });
  };
}
