/**
 * index.html as each page of the app is sent: with that page's head (pageHead, pagePreview) written in
 * and, when the build has the server's renderer, its first screen rendered (serverRender), compressed
 * by Accept-Encoding.
 *
 * A page is kept in an LRU (and in Redis when the deployment shares one) for as long as the answers it
 * was made from stay fresh, so a burst of visits or previews of one link costs one render. What a
 * cheap request can make the server do is bounded:
 * - an id the catalogue does not know (a title, person or collection, or a season or episode of a
 *   show), and any address that names no page, share one not-found page (its head over the plain
 *   shell, which the browser renders, saying what is missing), kept once;
 * - renders in flight are capped: beyond the cap, and when a render fails or takes too long, the page
 *   is the plain shell with its head (the browser renders it, as before the renderer), never a queue;
 * - a page made on demand is compressed at a fast level; the best level is spent only on a page the
 *   cache serves again.
 * A page rendered for a GET is sent as it is made (LiveReply): its head at once (once the render has
 * decided, for a page that may be a redirect), then its styles and markup as the render brings them.
 * Nothing in a page comes from the request's headers: its absolute URLs are SITE_URL's, or left out.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { CacheBudget } from '../cacheBudget';
import type { CacheArea } from '../cacheBudget';

import { DEFAULT_LOCALE, catalogueLanguage, localeOf } from '../../common/locales';
import type { LocaleTag } from '../../common/locales';
import { pageNameSearch, pageSubjectPaths } from '../../common/pageData';
import { pageMayRedirect, pageStatus } from '../../common/pageStatus';
import type { PageName } from '../../common/pageStatus';
import type { SharedRedis } from '../shared/redis';
import { COMPRESS_MIN_BYTES, negotiateEncoding } from '../api/compressedAnswers';
import type { Encoding } from '../api/compressedAnswers';
import type { RenderAnswers } from '../shared/renderAnswers';
import { pageI18n } from './headLanguage';
import { headTags, withHead } from './pageHead';
import { listPagePath, notFoundHead, pagePreview, previewTarget } from './pagePreview';
import type { Preview } from './pagePreview';
import { FAST_BROTLI, FAST_GZIP, LiveReply } from './liveReply';
import { pageParts } from './serverRender';
import type { PageSink, PagePlace, RenderUrl } from './serverRender';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const unbrotli = promisify(zlib.brotliDecompress);

/** How long the server waits for a page's facts before sending the generic head. */
export const PREVIEW_TIMEOUT_MS = 1500;
/** How long a page's head is reused: a found (or unknown) title, and one whose facts did not come. */
const SETTLED_TTL_MS = 60_000;
const UNSETTLED_TTL_MS = 5_000;
/** Heads and rendered pages kept when the server gives no cache budget (tests): their bytes. */
const OWN_BUDGET_BYTES = 64 * 1024 * 1024;
/** Renders in flight at once, by default; beyond, the shell is sent. */
export const MAX_RENDERS = 4;
/** How long a render may take, by default, before the shell is sent instead. */
export const RENDER_TIMEOUT_MS = 2500;
/** Distinct render failures logged (each once), so that a failing page cannot flood the log. */
const MAX_LOGGED_FAILURES = 50;
/** Which build's chunks each page loads first (webpackChunkName in src/app/routes.tsx). */
const PAGE_CHUNKS: Record<PageName, string> = {
  home: 'page-home',
  movies: 'page-movies',
  tvShows: 'page-tv-shows',
  trending: 'page-trending',
  fanFavorites: 'page-fan-favorites',
  airingShows: 'page-airing-shows',
  collections: 'page-collections',
  search: 'page-search',
  movie: 'page-movie',
  tv: 'page-tv',
  season: 'page-season',
  collection: 'page-collection',
  actor: 'page-actor',
  filmographyMovies: 'page-filmography',
  filmographyTv: 'page-filmography',
  continueWatching: 'page-continue-watching',
  watchlist: 'page-watchlist',
  favorites: 'page-favorites',
  diary: 'page-diary',
  forYou: 'page-for-you',
  stats: 'page-stats',
  calendar: 'page-calendar',
  moviePlayer: 'page-player-movie',
  tvPlayer: 'page-player-tv',
  userSettings: 'page-user-settings',
  terms: 'page-terms',
  privacy: 'page-privacy',
  cookies: 'page-cookies',
  faq: 'page-faq',
  adBlockers: 'page-ad-blockers',
  login: 'page-sign-in',
  register: 'page-sign-in',
  forgotPassword: 'page-sign-in',
};
/**
 * Every page's layout loads these chunks beside the page's: the footer, the header's search, the
 * breadcrumb bar.
 */
const SHELL_CHUNKS = ['shell-footer', 'header-search', 'shell-breadcrumbs'];

export interface AppPagesOptions {
  /** index.html as built, read on each render (a page is cached, not the file). */
  readTemplate: () => Promise<string>;
  /** What the API answers (server/shared/renderAnswers.ts), for the page's head. */
  answers: RenderAnswers;
  siteName: string;
  /** `SITE_URL`, or null: no absolute URL of the page (canonical, og:url) is written. */
  siteUrl: string | null;
  imageBaseUrl: string | null;
  timeoutMs?: number;
  /** Renders a page's first screen (serverRender.inProcessRenderer); null or absent: the shell. */
  render?: RenderUrl | null;
  /** The build's chunk groups (build-manifest.json), for each page's style sheets and scripts. */
  chunkGroups?: Record<string, string[]>;
  maxRenders?: number;
  renderTimeoutMs?: number;
  /** Where a failed render is logged (once per distinct failure). */
  logger?: FastifyBaseLogger;
  /** The deployment's Redis, when it shares one: rendered pages are kept there too. */
  redis?: SharedRedis | null;
  /** The server's cache budget (CACHE_MAX_MB): heads and rendered pages are kept in it. */
  cacheBudget?: CacheBudget;
}

interface Rendered {
  html: Buffer;
  /** The catalogue knows no title, person, collection, season or episode the page names: a 404. */
  missing: boolean;
  /** Weak: the same for every encoding of the page. */
  etag: string;
  /** The first screen is in it (else it is the shell, and the browser renders the page). */
  serverRendered: boolean;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** Served from the cache at least once: its copies are worth the best compression. */
  reused?: boolean;
  /** Encodings whose best-level copy is made or being made. */
  best?: Set<Encoding>;
  /** Rendered here and not yet in Redis: its key there, written once the page is asked for again. */
  shareKey?: string;
  /** The address is a redirect there (the app's renderer said so): a 302, no page. */
  redirect?: string;
}

/** A request for a page, as the server read its address (common/locales.ts). */
export interface PageRequest extends PagePlace {
  /** The page's path, without its language prefix, and query. */
  url: string;
  /** The language came from the request's headers (no prefix): the page varies by them. */
  negotiated: boolean;
}

/** The template's <html> tag, whatever its attributes. */
const HTML_TAG = /<html\b[^>]*>/i;

/** index.html in a language: its <html> names the language and its direction. */
export function templateInLanguage(template: string, locale: LocaleTag): string {
  const { tag, dir } = localeOf(locale);
  return template.replace(HTML_TAG, `<html lang="${tag}" dir="${dir}">`);
}

/** A rendered page as Redis keeps it: its own bytes, and how to send them. */
interface StoredPage {
  etag: string;
  html: string;
  redirect?: string;
}

/** A redirect the renderer may answer with: a path on this site (never `//host` or a scheme). */
const SITE_PATH = /^\/(?![/\\])/;

/**
 * Redis keys of rendered pages: `page:<build>:<language>:<address>`, the build's so releases never
 * mix.
 */
const PAGE_KEY = 'page:';

export class AppPages {
  /** Heads over the shell, by what they depend on (the catalogue call, or generic or not-found). */
  private readonly cache: CacheArea<Rendered>;
  /** Rendered pages by address (path and query), for as long as their answers stay fresh. */
  private readonly renderedPages: CacheArea<Rendered>;
  private readonly pending = new Map<string, Promise<Rendered>>();
  private readonly timeoutMs: number;
  /** The image host's origin, for the page's preconnect; null when images are off. */
  private readonly imageOrigin: string | null;
  private rendering = 0;
  private readonly loggedFailures = new Set<string>();

  constructor(private readonly options: AppPagesOptions) {
    this.timeoutMs = options.timeoutMs ?? PREVIEW_TIMEOUT_MS;
    const budget = options.cacheBudget ?? new CacheBudget(OWN_BUDGET_BYTES);
    this.cache = budget.area<Rendered>('page heads', (page) => page.html.length);
    this.renderedPages = budget.area<Rendered>('rendered pages', (page) => page.html.length);
    this.imageOrigin = options.imageBaseUrl ? new URL(options.imageBaseUrl).origin : null;
  }

  /** Renders in flight now (for tests and the bound). */
  get rendersInFlight(): number {
    return this.rendering;
  }

  /**
   * Sends the page at the request's path (status and other headers are the caller's), or with `found`
   * false the not-found page's head. Never rejects: when index.html cannot be read, a 500.
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    found = true,
    asked: PageRequest = {
      url: request.url,
      locale: DEFAULT_LOCALE,
      basename: '',
      negotiated: false,
    },
  ): Promise<FastifyReply> {
    const pathname = asked.url.split('?')[0] ?? '/';
    let rendered: Rendered;
    const accepted = negotiateEncoding(request.headers['accept-encoding']);
    // A page this request renders goes out as it is made (HEAD gets the headers of the whole).
    const live =
      request.method === 'GET'
        ? new LiveReply(reply, accepted, () => this.pageHeaders(reply, asked).removeHeader('link'))
        : null;
    try {
      const shell = await this.rendered(
        found ? pathname : null,
        asked.locale,
        asked.basename !== '',
      );
      rendered =
        found && !shell.missing ? await this.withFirstScreen(asked, pathname, shell, live) : shell;
    } catch (error) {
      request.log.error({ err: error }, 'index.html could not be read');
      return reply
        .code(500)
        .type('text/plain; charset=utf-8')
        .send('The web app could not be read from dist/.\n');
    }
    // Sent as it was rendered (or, when the render broke off, ended as the shell).
    if (live?.opened) return reply;
    // The page sends the visitor elsewhere (a search past its last page): so does the server.
    if (rendered.redirect) {
      return reply.code(302).removeHeader('link').header('location', rendered.redirect).send();
    }
    // A title, actor, collection, season or episode the catalogue does not know: no page is there.
    if (rendered.missing) reply.code(404).removeHeader('link');
    // Its answers are in the page: nothing for the browser to fetch ahead.
    if (rendered.serverRendered) reply.removeHeader('link');
    this.pageHeaders(reply, asked).header('etag', rendered.etag);
    // A browser revalidating its copy (index.html is no-cache) gets 304 while the page is the same.
    const known = request.headers['if-none-match'];
    if (!rendered.missing && known?.split(',').some((tag) => tag.trim() === rendered.etag)) {
      return reply.code(304).send();
    }
    const encoding = rendered.html.length >= COMPRESS_MIN_BYTES ? accepted : null;
    const body = encoding ? await this.encoded(rendered, encoding) : rendered.html;
    if (encoding) reply.header('content-encoding', encoding);
    // HEAD: the headers GET would send, no body (the not-found path does not strip it itself).
    if (request.method === 'HEAD') return reply.header('content-length', body.length).send();
    return reply.send(body);
  }

  /** A page's type, and what it varies by. */
  private pageHeaders(reply: FastifyReply, asked: PageRequest): FastifyReply {
    return (
      reply
        .type('text/html; charset=utf-8')
        // An address without a language prefix is in the visitor's language: by these headers.
        .header(
          'vary',
          asked.negotiated ? 'Accept-Encoding, Accept-Language, Cookie' : 'Accept-Encoding',
        )
    );
  }

  /**
   * The page's copy in `encoding`: made at a fast level the first time; once the page is served again
   * from the cache, remade at the best level aside (compression runs off the event loop) and swapped in.
   */
  private encoded(page: Rendered, encoding: Encoding): Promise<Buffer> {
    const fast = (page.encoded[encoding] ??= encode(page.html, encoding, 'fast'));
    if (page.reused && !page.best?.has(encoding)) {
      (page.best ??= new Set()).add(encoding);
      const best = encode(page.html, encoding, 'best');
      void best.then(
        () => (page.encoded[encoding] = best),
        () => undefined,
      );
    }
    return fast;
  }

  /** Coalesces work on one key: however many ask at once, `make` runs once. */
  private once(key: string, make: () => Promise<Rendered>): Promise<Rendered> {
    let work = this.pending.get(key);
    if (!work) {
      work = make();
      this.pending.set(key, work);
      void work.finally(() => this.pending.delete(key)).catch(() => undefined);
    }
    return work;
  }

  /**
   * The page with its first screen rendered in it: from the cache (here or in Redis), or rendered now
   * if a render may start (sent on `live` as it is made, when this request starts the render); else
   * the shell it was given.
   */
  private async withFirstScreen(
    asked: PageRequest,
    pathname: string,
    shell: Rendered,
    live: LiveReply | null,
  ): Promise<Rendered> {
    const { render } = this.options;
    const status = pageStatus(pathname);
    if (!render || status.kind !== 'page') return shell;
    const { url, locale, basename } = asked;
    // One page per language and address prefix (the page's links keep its prefix).
    const cacheKey = `${locale}:${basename}${url}`;
    const cached = this.renderedPages.get(cacheKey);
    if (cached) {
      cached.reused = true;
      // Shared with the other instances once asked for a second time: an address asked for once (a
      // random query string, a crawler's one-off) stays in this instance's bounded cache only.
      if (cached.shareKey) {
        const ttlMs = this.renderedPages.remainingTtl(cacheKey);
        const stored = {
          etag: cached.etag,
          html: cached.html.toString('utf8'),
          redirect: cached.redirect,
        };
        if (ttlMs > 0) void this.writeShared(cached.shareKey, stored, ttlMs).catch(() => undefined);
        cached.shareKey = undefined;
      }
      return cached;
    }
    if (!this.pending.has(`render ${cacheKey}`) && this.rendering >= this.maxRenders) return shell;
    return this.once(`render ${cacheKey}`, async () => {
      // Counted from the start (synchronously), so that requests arriving together see the bound.
      this.rendering++;
      try {
        const template = shell.html.toString('utf8');
        const key = `${PAGE_KEY}${sha1(template).slice(0, 12)}:${cacheKey}`;
        const stored = await this.readShared(key);
        if (stored) {
          const page = this.page(stored.html, stored.etag, stored.redirect);
          this.renderedPages.set(cacheKey, page, { ttl: stored.ttlMs });
          return page;
        }
        const made = await this.render(url, status.name, template, { locale, basename }, live);
        if (!made) return shell;
        const page = this.page(made.html, undefined, made.redirect);
        page.shareKey = key;
        this.renderedPages.set(cacheKey, page, { ttl: made.maxAgeS * 1000 });
        return page;
      } finally {
        this.rendering--;
      }
    });
  }

  private get maxRenders(): number {
    return this.options.maxRenders ?? MAX_RENDERS;
  }

  private page(html: string | Buffer, etag = `W/"${sha1(html)}"`, redirect?: string): Rendered {
    const page: Rendered = {
      html: Buffer.from(html),
      missing: false,
      etag,
      serverRendered: true,
      encoded: {},
    };
    if (redirect !== undefined) page.redirect = redirect;
    return page;
  }

  /**
   * Renders the page into `template`, or null (logged once) when it fails or takes too long. With
   * `live`, the page is sent there as it is made: the head first (at once, unless the page may be a
   * redirect), then the styles and markup as they come; a render that fails once the head is out ends
   * it as the shell (the browser renders the page), and a redirect found then is the browser's to follow.
   */
  private async render(
    url: string,
    name: PageName,
    template: string,
    place: PagePlace,
    live: LiveReply | null,
  ): Promise<{ html: string | Buffer; maxAgeS: number; redirect?: string } | null> {
    const { render, chunkGroups = {}, renderTimeoutMs = RENDER_TIMEOUT_MS } = this.options;
    if (!render) return null;
    const files = [...(chunkGroups[PAGE_CHUNKS[name]] ?? [])];
    for (const group of SHELL_CHUNKS) files.push(...(chunkGroups[group] ?? []));
    const parts = pageParts(template, {
      css: files.filter((file) => file.endsWith('.css')),
      js: files.filter((file) => file.endsWith('.js')),
      boot: chunkGroups.boot?.find((file) => file.endsWith('.js')),
    });
    if (!parts) return null;
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`The render took longer than ${renderTimeoutMs} ms.`)),
      renderTimeoutMs,
    );
    if (live && !pageMayRedirect(name)) live.open(parts.head);
    // The page as sent, kept for the cache.
    const pieces: (string | Uint8Array)[] = [parts.head];
    let ready = false;
    const sink: PageSink = {
      ready(styles) {
        // The render is the page: what is left is its markup, already made.
        ready = true;
        clearTimeout(timer);
        const next = `${styles}${parts.beforeMarkup}`;
        pieces.push(next);
        if (live?.opened) live.write(next);
        else live?.open(`${parts.head}${next}`);
      },
      write(chunk) {
        pieces.push(chunk);
        live?.write(chunk);
      },
    };
    try {
      const { page, maxAgeS } = await render(url, controller.signal, place, sink);
      if (page.redirect !== undefined) {
        if (!SITE_PATH.test(page.redirect)) {
          throw new Error(`The page redirects off the site (${page.redirect}).`);
        }
        live?.end(parts.shellRest);
        // The app's redirect is within its router, under the address's language prefix.
        return { html: '', maxAgeS, redirect: `${place.basename}${page.redirect}` };
      }
      if (!page.streamed) {
        // A renderer that hands its page back whole (a test's): sent the same way.
        sink.ready(page.styles);
        sink.write(Buffer.from(page.html));
      }
      const last = parts.afterMarkup(page.data);
      pieces.push(last);
      live?.end(last);
      return {
        html: Buffer.concat(
          pieces.map((piece) => (typeof piece === 'string' ? Buffer.from(piece) : piece)),
        ),
        maxAgeS,
      };
    } catch (error) {
      this.logFailure(url, error);
      // Its markup broke off: nothing can end it well. Before, the browser gets the shell's rest.
      if (ready) live?.abort();
      else live?.end(parts.shellRest);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /** A failed render is logged the first time its message is seen; the page is the shell. */
  private logFailure(url: string, error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    if (this.loggedFailures.has(message) || this.loggedFailures.size >= MAX_LOGGED_FAILURES) {
      return;
    }
    this.loggedFailures.add(message);
    this.options.logger?.error(
      { err: error, url },
      'A page could not be rendered on the server; it is sent as the shell (logged once).',
    );
  }

  private async readShared(key: string): Promise<(StoredPage & { ttlMs: number }) | null> {
    const { redis } = this.options;
    if (!redis) return null;
    const found = await redis.run(async (client) => {
      const [value, ttlMs] = await Promise.all([client.getBuffer(key), client.pttl(key)]);
      return value ? { value, ttlMs } : null;
    });
    if (!found || found.ttlMs <= 0) return null;
    try {
      const stored = JSON.parse((await unbrotli(found.value)).toString('utf8')) as StoredPage;
      const redirect =
        stored.redirect === undefined ||
        (typeof stored.redirect === 'string' && SITE_PATH.test(stored.redirect));
      return typeof stored.html === 'string' && typeof stored.etag === 'string' && redirect
        ? { ...stored, ttlMs: found.ttlMs }
        : null;
    } catch {
      return null;
    }
  }

  private async writeShared(key: string, page: StoredPage, ttlMs: number): Promise<void> {
    const { redis } = this.options;
    if (!redis) return;
    const value = await brotli(Buffer.from(JSON.stringify(page)), {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: FAST_BROTLI },
    });
    await redis.run((client) => client.set(key, value, 'PX', Math.max(1, Math.round(ttlMs))));
  }

  /**
   * The page's head over the shell (null: the not-found page) in a language, under an address with a
   * language prefix or without (its canonical URL differs: pageHead's pageAddresses), cached, made
   * once however many ask.
   */
  private rendered(
    pathname: string | null,
    locale: LocaleTag = DEFAULT_LOCALE,
    prefixed = false,
  ): Promise<Rendered> {
    const target = pathname === null ? null : previewTarget(pathname);
    const search = pathname === null ? null : pageNameSearch(pathname);
    const subjects = pathname === null ? [] : pageSubjectPaths(pathname);
    if (search) subjects.push(search);
    // Pages without a preview of their own share one head (a list page names its own URL), but for
    // what they name (a season, an episode), which may be unknown.
    const key = `${locale}${prefixed ? ' prefixed' : ''} ${
      pathname === null
        ? 'not-found'
        : target
          ? target.call
          : subjects.length > 0
            ? `subjects ${subjects.join(' ')}`
            : `generic ${listPagePath(pathname) ?? ''}`
    }`;
    const cached = this.cache.get(key);
    if (cached) {
      cached.reused = true;
      return Promise.resolve(cached);
    }
    return this.once(key, () =>
      this.shell(pathname, locale, prefixed).then(async ({ page, settled }) => {
        // Every id the catalogue does not know shares the one not-found page.
        if (page.missing && pathname !== null) return this.rendered(null, locale, prefixed);
        this.cache.set(key, page, { ttl: settled ? SETTLED_TTL_MS : UNSETTLED_TTL_MS });
        return page;
      }),
    );
  }

  private async shell(
    pathname: string | null,
    locale: LocaleTag,
    prefixed: boolean,
  ): Promise<{ page: Rendered; settled: boolean }> {
    const { siteName, imageBaseUrl, siteUrl, logger } = this.options;
    // The head's words in the page's language (its catalogue read once per language).
    const i18n = await pageI18n(locale, {
      onError: (error) =>
        logger?.error(
          { err: error, locale },
          "A language's catalogue could not be read: its pages' heads are in English for now.",
        ),
    });
    const [template, preview] = await Promise.all<[Promise<string>, Promise<Preview> | Preview]>([
      this.options.readTemplate(),
      pathname === null
        ? { head: notFoundHead({ siteName, imageBaseUrl, i18n }), settled: true }
        : pagePreview(this.options.answers, pathname, {
            siteName,
            imageBaseUrl,
            i18n,
            timeoutMs: this.timeoutMs,
            language: catalogueLanguage(locale),
          }),
    ]);
    const html = withHead(
      templateInLanguage(template, locale),
      headTags(preview.head, siteName, siteUrl, this.imageOrigin, { locale, prefixed }),
    );
    return {
      page: {
        html: Buffer.from(html),
        missing: pathname === null || preview.missing === true,
        etag: `W/"${sha1(html)}"`,
        serverRendered: false,
        encoded: {},
      },
      settled: preview.settled,
    };
  }
}

const sha1 = (text: string | Buffer) => createHash('sha1').update(text).digest('base64url');

function encode(html: Buffer, encoding: Encoding, level: 'fast' | 'best'): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(html, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: level === 'best' ? 11 : FAST_BROTLI,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
        },
      })
    : gzip(html, { level: level === 'best' ? 9 : FAST_GZIP });
}
