/**
 * `/robots.txt` and `/sitemap.xml`, written from the configuration rather than the build, so they are
 * answered whether or not dist/ holds the app: every crawler may read every page but the API, and the
 * sitemap names the list and static pages (titles, actors and collections are found by their links).
 * Their absolute URLs are SITE_URL's, never the request's Host: without SITE_URL there is no sitemap
 * (a 404, and a line in the log asking the operator for it) and robots.txt names none.
 *
 * Each page has an address per language (common/locales.ts): the sitemap names them all, each in a
 * `<url>` of its own that lists every language's address as an `xhtml:link rel="alternate"` with its
 * hreflang, and the unprefixed address as `x-default` (the way Google documents for sitemaps; the
 * same set the pages' own heads name, pageHead's pageAddresses). One file rather than a sitemap
 * index with one per language: a dozen pages in eight addresses each are about a hundred `<url>`s,
 * far below a sitemap's limits, and the alternates of an address must be named beside it anyway.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

import { escapeHtml, pageAddresses } from './pageHead';
import { LIST_PAGES } from './pagePreview';

export interface SeoFilesOptions {
  /** `SITE_URL`, or null. */
  siteUrl: string | null;
}

/** Crawlers and search engines read these seldom; an hour is plenty. */
const CACHE_CONTROL = 'public, max-age=3600';

export function robotsTxt(siteUrl: string | null): string {
  const lines = ['User-agent: *', 'Allow: /', 'Disallow: /api/'];
  if (siteUrl) lines.push('', `Sitemap: ${siteUrl}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}

export function sitemapXml(siteUrl: string): string {
  const urls = LIST_PAGES.flatMap((page) => {
    const { canonical, alternates } = pageAddresses(page, siteUrl);
    const links = alternates.map(
      ({ hreflang, href }) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>\n`,
    );
    // The unprefixed address first, then each language's.
    const addresses = [
      canonical,
      ...alternates.filter((a) => a.hreflang !== 'x-default').map((a) => a.href),
    ];
    return addresses.map(
      (address) => `  <url>\n    <loc>${escapeHtml(address)}</loc>\n${links.join('')}  </url>\n`,
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('') +
    '</urlset>\n'
  );
}

export function seoFiles({ siteUrl }: SeoFilesOptions) {
  return async function plugin(app: FastifyInstance): Promise<void> {
    const robots = robotsTxt(siteUrl);
    const sitemap = siteUrl ? sitemapXml(siteUrl) : null;
    // Said once per start: a crawler asks for the sitemap again and again.
    let told = false;
    const tellOperator = (log: FastifyBaseLogger) => {
      if (told) return;
      told = true;
      log.warn(
        'A sitemap.xml was asked for, but none is published without SITE_URL: set SITE_URL to the ' +
          "site's public address (https://films.example.org) for a sitemap, canonical URLs and og:url.",
      );
    };

    app.get('/robots.txt', async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL).send(robots),
    );
    app.get('/sitemap.xml', async (request, reply) => {
      if (sitemap === null) {
        tellOperator(request.log);
        return reply.code(404).header('cache-control', 'no-cache').send({ error: 'Not found' });
      }
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', CACHE_CONTROL)
        .send(sitemap);
    });
  };
}
