/**
 * `/robots.txt` and `/sitemap.xml`, written from the configuration rather than the build, so they are
 * answered whether or not dist/ holds the app: every crawler may read every page but the API, and the
 * sitemap names the list and static pages (titles, actors and collections are found by their links).
 */
import type { FastifyInstance } from 'fastify';

import { escapeHtml } from './pageHead';
import { originOf } from './appPages';
import { LIST_PAGES } from './pagePreview';

export interface SeoFilesOptions {
  /** `SITE_URL`, or null: the request's own protocol and host. */
  siteUrl: string | null;
}

/** Crawlers and search engines read these seldom; an hour is plenty. */
const CACHE_CONTROL = 'public, max-age=3600';

export function robotsTxt(origin: string | null): string {
  const lines = ['User-agent: *', 'Allow: /', 'Disallow: /api/'];
  if (origin) lines.push('', `Sitemap: ${origin}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}

export function sitemapXml(origin: string | null): string {
  const urls = origin
    ? LIST_PAGES.map((page) => `  <url><loc>${escapeHtml(`${origin}${page}`)}</loc></url>\n`)
    : [];
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    urls.join('') +
    '</urlset>\n'
  );
}

export function seoFiles({ siteUrl }: SeoFilesOptions) {
  return async function plugin(app: FastifyInstance): Promise<void> {
    app.get('/robots.txt', async (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', CACHE_CONTROL)
        .send(robotsTxt(originOf(request, siteUrl))),
    );
    app.get('/sitemap.xml', async (request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', CACHE_CONTROL)
        .send(sitemapXml(originOf(request, siteUrl))),
    );
  };
}
