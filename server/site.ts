import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';

import type { Config } from './config';
import type { ImageHostCheck } from './imageHost';
import type { RenderAnswers } from './shared/renderAnswers';
import type { CatalogueSource } from './sources/types';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** `/healthz`: the process answers (liveness), and from which catalogue. */
const HealthAnswer = Type.Object({
  status: Type.Literal('ok'),
  source: Type.String(),
  catalogue_version: Type.String(),
});

/** A configured player as the app reads it (common/players.ts's PlayerProvider). */
const PlayerAnswer = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.Optional(Type.String()),
  movieUrl: Type.String(),
  tvUrl: Type.String(),
  progressOrigin: Type.Optional(Type.String()),
  sandbox: Type.String(),
  allow: Type.String(),
});

/** `/api/site`: what the app needs to know of this deployment (src/services/site.ts's SiteConfig). */
const SiteAnswer = Type.Object({
  name: Type.String(),
  catalogue: Type.Union([Type.Literal('demo'), Type.Literal('tmdb')]),
  catalogueToday: Nullable(Type.String()),
  images: Nullable(Type.String()),
  players: Type.Array(PlayerAnswer),
  operator: Nullable(Type.String()),
  legalDate: Nullable(Type.String()),
  notice: Nullable(Type.String()),
  announcement: Nullable(Type.String()),
  announcementLink: Nullable(Type.String()),
  accounts: Type.Boolean(),
});

/** Asked again at each load: settings and the image host's reachability change without a deploy. */
const SITE_CACHE = 'no-cache';

/**
 * The deployment's own answers: `/healthz` (liveness: this process answers; readiness is
 * ./readiness.ts's) and `/api/site`, which never carries a credential: the players are the operator's
 * validated provider entries (names, URL templates, origins, iframe permissions). Their answers are
 * declared, so nothing undeclared can ride along.
 */
export function siteRoutes(
  config: Config,
  source: CatalogueSource,
  imageHost: ImageHostCheck,
  renderAnswers?: RenderAnswers,
) {
  const site = () => ({
    name: config.siteName,
    catalogue: source.name,
    // The demo is a snapshot: its calendar counts from the snapshot's day (null: the visitor's own).
    catalogueToday: source.today ?? null,
    images: imageHost.current(),
    players: config.players,
    operator: config.site.operator,
    legalDate: config.site.legalDate,
    notice: config.site.notice,
    announcement: config.site.announcement,
    announcementLink: config.site.announcementLink,
    // Passphrase accounts with encrypted sync (ACCOUNTS): the sign-in pages and the privacy text.
    accounts: config.accounts.enabled,
  });
  renderAnswers?.add('/api/site', () => ({
    status: 200,
    body: JSON.stringify(site()),
    cacheControl: SITE_CACHE,
  }));

  return async function plugin(root: FastifyInstance): Promise<void> {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      '/healthz',
      { schema: { response: { 200: HealthAnswer } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { status: 'ok' as const, source: source.name, catalogue_version: source.version };
      },
    );

    app.get('/api/site', { schema: { response: { 200: SiteAnswer } } }, async (_request, reply) => {
      reply.header('cache-control', SITE_CACHE);
      return site();
    });
  };
}
