/**
 * index.html as each page of the app is sent: with that page's head (pageHead, pagePreview) written in,
 * compressed by Accept-Encoding. A rendered page is kept briefly in a small LRU, keyed by what it
 * depends on (the catalogue call, or the generic or not-found head), so a burst of previews of one link
 * costs one catalogue read and one compression. Nothing in it comes from the request's headers: its
 * absolute URLs are SITE_URL's, or left out.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

import { COMPRESS_MIN_BYTES, negotiateEncoding } from '../api/compressedAnswers';
import type { Encoding } from '../api/compressedAnswers';
import type { CatalogueSource } from '../sources/types';
import { headTags, withHead } from './pageHead';
import { listPagePath, notFoundHead, pagePreview, previewTarget } from './pagePreview';
import type { Preview } from './pagePreview';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** How long the server waits for a page's facts before sending the generic head. */
export const PREVIEW_TIMEOUT_MS = 1500;
/** How long a rendered page is reused: a found (or unknown) title, and one whose facts did not come. */
const SETTLED_TTL_MS = 60_000;
const UNSETTLED_TTL_MS = 5_000;
const MAX_PAGES = 500;

export interface AppPagesOptions {
  /** index.html as built, read on each render (a page is cached, not the file). */
  readTemplate: () => Promise<string>;
  source: CatalogueSource;
  siteName: string;
  /** `SITE_URL`, or null: no absolute URL of the page (canonical, og:url) is written. */
  siteUrl: string | null;
  imageBaseUrl: string | null;
  timeoutMs?: number;
}

interface Rendered {
  html: Buffer;
  /** The catalogue knows no title, person or collection with the page's id: sent as a 404. */
  missing: boolean;
  /** Weak: the same for every encoding of the page. */
  etag: string;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

export class AppPages {
  private readonly cache = new LRUCache<string, Rendered>({ max: MAX_PAGES });
  private readonly pending = new Map<string, Promise<Rendered>>();
  private readonly timeoutMs: number;
  /** The image host's origin, for the page's preconnect; null when images are off. */
  private readonly imageOrigin: string | null;

  constructor(private readonly options: AppPagesOptions) {
    this.timeoutMs = options.timeoutMs ?? PREVIEW_TIMEOUT_MS;
    this.imageOrigin = options.imageBaseUrl ? new URL(options.imageBaseUrl).origin : null;
  }

  /**
   * Sends the page at the request's path (status and other headers are the caller's), or with `found`
   * false the not-found page's head. Never rejects: when index.html cannot be read, a 500.
   */
  async send(request: FastifyRequest, reply: FastifyReply, found = true): Promise<FastifyReply> {
    const pathname = request.url.split('?')[0] ?? '/';
    let rendered: Rendered;
    try {
      rendered = await this.rendered(found ? pathname : null);
    } catch (error) {
      request.log.error({ err: error }, 'index.html could not be read');
      return reply
        .code(500)
        .type('text/plain; charset=utf-8')
        .send('The web app could not be read from dist/.\n');
    }
    // A title, actor or collection the catalogue does not know: no page is there either.
    if (rendered.missing) reply.code(404).removeHeader('link');
    reply
      .type('text/html; charset=utf-8')
      .header('vary', 'Accept-Encoding')
      .header('etag', rendered.etag);
    // A browser revalidating its copy (index.html is no-cache) gets 304 while the page is the same.
    const known = request.headers['if-none-match'];
    if (!rendered.missing && known?.split(',').some((tag) => tag.trim() === rendered.etag)) {
      return reply.code(304).send();
    }
    const encoding =
      rendered.html.length >= COMPRESS_MIN_BYTES
        ? negotiateEncoding(request.headers['accept-encoding'])
        : null;
    const body = encoding
      ? await (rendered.encoded[encoding] ??= encode(rendered.html, encoding))
      : rendered.html;
    if (encoding) reply.header('content-encoding', encoding);
    // HEAD: the headers GET would send, no body (the not-found path does not strip it itself).
    if (request.method === 'HEAD') return reply.header('content-length', body.length).send();
    return reply.send(body);
  }

  /** The page (null: the not-found page), from the cache or rendered once however many ask at once. */
  private rendered(pathname: string | null): Promise<Rendered> {
    const target = pathname === null ? null : previewTarget(pathname);
    // Pages without a preview of their own share one head (a list page names its own URL).
    const key =
      pathname === null
        ? 'not-found'
        : target
          ? target.call
          : `generic ${listPagePath(pathname) ?? ''}`;
    const cached = this.cache.get(key);
    if (cached) return Promise.resolve(cached);
    let render = this.pending.get(key);
    if (!render) {
      render = this.render(pathname).then(({ page, settled }) => {
        this.cache.set(key, page, { ttl: settled ? SETTLED_TTL_MS : UNSETTLED_TTL_MS });
        return page;
      });
      this.pending.set(key, render);
      void render.finally(() => this.pending.delete(key)).catch(() => undefined);
    }
    return render;
  }

  private async render(pathname: string | null): Promise<{ page: Rendered; settled: boolean }> {
    const { siteName, imageBaseUrl, siteUrl } = this.options;
    const [template, preview] = await Promise.all<[Promise<string>, Promise<Preview> | Preview]>([
      this.options.readTemplate(),
      pathname === null
        ? { head: notFoundHead({ siteName, imageBaseUrl }), settled: true }
        : pagePreview(this.options.source, pathname, {
            siteName,
            imageBaseUrl,
            timeoutMs: this.timeoutMs,
          }),
    ]);
    const html = withHead(template, headTags(preview.head, siteName, siteUrl, this.imageOrigin));
    const etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`;
    return {
      page: { html: Buffer.from(html), missing: preview.missing === true, etag, encoded: {} },
      settled: preview.settled,
    };
  }
}

function encode(html: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(html, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
        },
      })
    : gzip(html, { level: 9 });
}
