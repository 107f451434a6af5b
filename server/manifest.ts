import type { FastifyInstance } from 'fastify';

import { webManifest } from '../common/webManifest';

/**
 * GET /manifest.webmanifest: the web app manifest, named after this deployment (SITE_NAME). Built once;
 * revalidated by browsers on each use (the name may change with a restart).
 */
export function manifestRoute(app: FastifyInstance, siteName: string): void {
  const body = JSON.stringify(webManifest(siteName));
  app.get('/manifest.webmanifest', async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('application/manifest+json; charset=utf-8')
      .send(body),
  );
}
