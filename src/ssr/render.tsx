/**
 * The server's renderer: the app's first screen as HTML, for server/render/serverRender.ts. webpack
 * compiles this file for Node (webpack.config.ts, `serverConfig`) into dist/ssr/render.js.
 *
 * The page renders with the same store, components and routes as in the browser, under a static
 * router. Before it renders, the queries it renders from are fetched: the shell's site settings and
 * those its route declares (PageModule.pageData, from the address), answered in the server's own
 * process (`fetchFn`). Then one pass of React's streaming renderer, which waits for the page's code,
 * makes the page: Emotion's CSS for it, its HTML, and the answers as JSON for the browser's store.
 * Given a `sink`, the page goes there once React has written it: its CSS (read off its markup), then
 * the markup in the pieces React wrote (the server sends them on as they come, after the head it sent
 * while the page rendered); without one, the HTML comes back as a string.
 * A query the route did not declare (tmdbApi: side effects in render on the server) still works: the
 * renderer waits for the queries a pass started and renders again, and the first pass that begins
 * with every answer in and starts no new query is the page (`passes` says how many it took).
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { Writable } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';

import type {
  RenderCall,
  RenderCallAnswer,
  RenderEnd,
  RenderPiece,
  RenderReady,
  RenderStop,
  RenderTask,
} from '@common/renderCalls';
import { DEFAULT_LOCALE, catalogueLanguage, isLocaleTag, localeOf } from '@common/locales';
import { AppProviders } from '@/app/App';
import { englishI18n, loadI18n } from '@/app/i18n';
import { rightToLeft } from '@/app/rightToLeft';
import { AppRoutes } from '@/app/AppRoutes';
import { fetchPageData, preloadPage } from '@/app/routes';
import { ServerRedirectContext } from '@/components/Redirect';
import type { ServerRedirect } from '@/components/Redirect';
import { makeStore } from '@/app/store';
import type { AppStore } from '@/app/store';
import { siteApi } from '@/services/site';
import { tmdbApi } from '@/services/tmdbApi';
import type { ServerQueries } from '@/services/tmdbApi';

/**
 * Renders until a pass starts no new query, at most this often (a page's queries wait on others'
 * answers, and a part may appear only once they are in).
 */
const MAX_PASSES = 6;
/**
 * What the streaming renderer writes when a part came later: inline script, which the CSP refuses.
 * Never after onAllReady, where every pass is written; checked on every chunk all the same.
 */
const STREAMED_LATE = ['<script>', '<template id="B:'].map((text) => Buffer.from(text));
/** A streamed page's markup goes on in pieces of about this size (fewer messages from a thread). */
const SINK_PIECE_BYTES = 16 * 1024;

/** Where a page goes as it is rendered (the server sends it on as it comes). */
export interface PageSink {
  /**
   * The pass is the page: Emotion's `<style>` tags for what its markup uses, which go before it.
   * Called once, before `write`; never for a redirect or a failed render.
   */
  ready(styles: string): void;
  /** The next piece of the page's markup (what goes inside `<div id="root">`). */
  write(chunk: Uint8Array): void;
}

export interface RenderOptions {
  /** The page's path (without its language prefix) and query, as asked. */
  url: string;
  /** The page's language (a LocaleTag; English when absent or unknown). */
  locale?: string;
  /** The address's language prefix ('/de'), the router's basename; none when absent. */
  basename?: string;
  /** Answers the app's calls (`/api/...`) in the server's process. */
  fetchFn: typeof fetch;
  /** Aborted: the render stops and rejects (the server sends the plain shell instead). */
  signal?: AbortSignal;
  /** Where the page goes as it is rendered; without one, `html` and `styles` hold it whole. */
  sink?: PageSink;
}

export interface RenderedPage {
  /** The markup inside `<div id="root">` ('' when it went to the sink). */
  html: string;
  /** Emotion's `<style data-emotion>` tags for what the markup uses, for the head (also the sink's). */
  styles: string;
  /**
   * The answers the page was rendered from, as JSON safe to write inside a `<script>` element (every
   * `<` escaped), for `hydrateFromServer`.
   */
  data: string;
  /**
   * The page is a redirect (a <Redirect> rendered: a search past its last page, say): where to, for
   * the server to answer with; the other fields are then empty.
   */
  redirect?: string;
  /** How many times the page was rendered: 1 when its route declared every query it renders from. */
  passes: number;
  /** Its styles and markup went to the sink as they were rendered (`html` is then ''). */
  streamed?: boolean;
}

/** JSON that cannot end its `<script>` element or open a comment there: `<` becomes `\u003c`. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The settled answers of the store's queries (what the browser would otherwise ask for again). */
function settledQueries(store: AppStore): ServerQueries {
  const { queries } = store.getState()[tmdbApi.reducerPath];
  const settled: ServerQueries['queries'] = {};
  for (const [key, entry] of Object.entries(queries)) {
    // One refetching (a polled list) is sent as the answer it has.
    if (entry?.data !== undefined) {
      settled[key] = { ...entry, status: QueryStatus.fulfilled } as (typeof settled)[string];
    }
  }
  return { queries: settled };
}

function aborted(signal: AbortSignal | undefined): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (!signal) return;
    const fail = () => reject(signal.reason ?? new Error('The render was stopped.'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

/** Throws, naming the query and its status, when a query of the page has failed. */
function failedQuery(store: AppStore): void {
  const { queries } = store.getState()[tmdbApi.reducerPath];
  const failed = Object.values(queries).find((entry) => entry?.status === QueryStatus.rejected);
  if (!failed) return;
  const status = (failed.error as { status?: unknown } | undefined)?.status;
  throw new Error(`A query of the page failed: ${failed.endpointName} (${String(status)}).`);
}

/** What a pass turned out to be, decided once React has rendered all of it. */
type PassOutcome = 'page' | 'again' | 'redirect';

/**
 * One pass of React's streaming renderer. Once all of it is rendered, `decide` says what it is: only
 * the page is written out, its markup handed to `done` in the pieces React wrote; another pass or a
 * redirect writes nothing.
 */
function renderPass(
  element: React.ReactNode,
  {
    signal,
    decide,
    done,
  }: { signal?: AbortSignal; decide: () => PassOutcome; done: (markup: Uint8Array[]) => void },
): Promise<PassOutcome> {
  return new Promise((resolve, reject) => {
    const markup: Uint8Array[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, next) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        if (STREAMED_LATE.some((late) => view.includes(late))) {
          next(new Error('A part of the page suspended in the last render.'));
          return;
        }
        markup.push(bytes);
        next();
      },
      final(next) {
        try {
          done(markup);
          resolve('page');
        } catch (error) {
          reject(error);
        }
        next();
      },
    });
    sink.on('error', reject);
    let failed: unknown = null;
    const stream = renderToPipeableStream(element, {
      // React moves a large boundary's content to the end of the stream, revealed by inline script:
      // never here, where the page is written once all of it is ready and the CSP refuses inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (failed) {
          reject(failed);
          return;
        }
        let outcome: PassOutcome;
        try {
          outcome = decide();
        } catch (error) {
          reject(error);
          return;
        }
        if (outcome === 'page') stream.pipe(sink);
        else resolve(outcome);
      },
      onShellError: reject,
      onError(error) {
        // An error inside a Suspense boundary: React would render that part in the browser. The
        // server sends the plain shell instead, so the browser renders the whole page.
        failed ??= error;
      },
    });
    signal?.addEventListener('abort', () => stream.abort(signal.reason), { once: true });
  });
}

export async function renderPage({
  url,
  locale,
  basename = '',
  fetchFn,
  signal,
  sink,
}: RenderOptions): Promise<RenderedPage> {
  const [pathname = '/', search = ''] = url.split('?');
  const language = isLocaleTag(locale) ? locale : DEFAULT_LOCALE;
  const store = makeStore(undefined, {
    fetchFn,
    restored: false,
    language: catalogueLanguage(language),
  });
  const stop = aborted(signal);
  const redirect: ServerRedirect = { to: null };
  // The page's language, with its messages (loaded beside the page's code, below).
  let i18n = englishI18n();
  /**
   * A pass's tree, with an Emotion cache of its own. A right-to-left page's styles are written
   * mirrored, under their own key (src/app/rightToLeft.ts).
   */
  const pass = () => {
    const rtl = localeOf(language).dir === 'rtl' ? rightToLeft() : undefined;
    const cache = rtl?.cache ?? createCache({ key: 'css' });
    const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
    const tree = (
      <CacheProvider value={cache}>
        <ServerRedirectContext.Provider value={redirect}>
          <AppProviders store={store} i18n={i18n} rtl={rtl}>
            <StaticRouter location={`${basename}${url}`} basename={basename || undefined}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </ServerRedirectContext.Provider>
      </CacheProvider>
    );
    // What the markup uses of what the pass inserted (some styles are inserted for parts React then
    // leaves out: a loading state's, a fallback's).
    const styles = (html: string) => constructStyleTagsFromChunks(extractCriticalToChunks(html));
    return { tree, styles };
  };

  try {
    // The page's code, then the queries it renders from (the shell's site settings and what its
    // route declares, PageModule.pageData), all settled before the first render.
    [i18n] = await Promise.race([Promise.all([loadI18n(language), preloadPage(pathname)]), stop]);
    await Promise.race([
      Promise.all([
        store.dispatch(siteApi.endpoints.getSiteConfig.initiate()),
        fetchPageData(pathname, search, store.dispatch),
      ]),
      stop,
    ]);
    failedQuery(store);
    for (let count = 1; ; count++) {
      // Whether every query had settled as this pass began: then its markup shows them as loaded.
      const settledBefore =
        store.dispatch(tmdbApi.util.getRunningQueriesThunk()).length === 0 &&
        !Object.values(store.getState()[tmdbApi.reducerPath].queries).some(
          (entry) => entry?.status === QueryStatus.pending,
        );
      const { tree, styles } = pass();
      let page = { html: '', styles: '' };
      // The streaming renderer waits for the page's code (lazy parts) within the pass.
      const outcome = await renderPass(tree, {
        signal,
        decide() {
          // The page sends the visitor elsewhere (once its answers are in, for some).
          if (redirect.to !== null) return 'redirect';
          const { queries } = store.getState()[tmdbApi.reducerPath];
          // A query this pass started that has no answer yet: the page needs another pass once it
          // has. What has data is not waited for (a list polled or never cached refetches at each
          // pass, and the markup shows the data it had as the pass began).
          const waiting = Object.values(queries).some(
            (entry) => entry?.status === QueryStatus.pending && entry.data === undefined,
          );
          if (!settledBefore || waiting) {
            if (count === MAX_PASSES) {
              throw new Error(`The page was still loading after ${count} renders.`);
            }
            return 'again';
          }
          return 'page';
        },
        done(markup) {
          // Its styles come first (they go in the head), read off its markup, which then follows in
          // the pieces React wrote.
          const html = Buffer.concat(markup).toString('utf8');
          page = { html: sink ? '' : html, styles: styles(html) };
          if (!sink) return;
          sink.ready(page.styles);
          for (const piece of markup) sink.write(piece);
        },
      });
      if (outcome === 'redirect') {
        return { html: '', styles: '', data: '', redirect: redirect.to!, passes: count };
      }
      if (outcome === 'page') {
        return {
          ...page,
          data: scriptSafeJson(settledQueries(store)),
          passes: count,
          ...(sink ? { streamed: true } : {}),
        };
      }
      await Promise.race([
        Promise.all(store.dispatch(tmdbApi.util.getRunningQueriesThunk())),
        stop,
      ]);
      // A query that failed is the browser's to show (and to try again): the page goes as the shell.
      // Seen now, as it settles: the next render would ask again (a query without data is refetched
      // for each new subscriber), and the page would wait for it pass after pass.
      failedQuery(store);
    }
  } finally {
    // Ends the store's timers (polling, cache lifetimes): nothing of this render outlives it.
    store.dispatch(tmdbApi.util.resetApiState());
  }
}

/** A sink that sends the markup on in pieces of about SINK_PIECE_BYTES (`flush` sends the rest). */
function piecewise(send: (piece: Uint8Array<ArrayBuffer>) => void): {
  write: (chunk: Uint8Array) => void;
  flush: () => void;
} {
  let held: Uint8Array[] = [];
  let bytes = 0;
  const flush = () => {
    if (bytes === 0) return;
    // A buffer of its own (never a slice of a shared pool), so that it can be moved, not copied.
    const piece = new Uint8Array(bytes);
    let at = 0;
    for (const chunk of held) {
      piece.set(chunk, at);
      at += chunk.byteLength;
    }
    held = [];
    bytes = 0;
    send(piece);
  };
  return {
    write(chunk) {
      held.push(chunk);
      bytes += chunk.byteLength;
      if (bytes >= SINK_PIECE_BYTES) flush();
    },
    flush,
  };
}

/**
 * renderPage in a render thread (server/render/renderPool.ts runs this file's exports in a pool of
 * worker threads): the page's catalogue calls go to the server's thread over `port`, which answers
 * them, or stops the render; with `stream`, the page goes back over it as it is rendered.
 */
export async function renderInWorker({
  url,
  port,
  locale,
  basename,
  stream,
}: RenderTask<MessagePort>): Promise<RenderedPage> {
  const controller = new AbortController();
  const waiting = new Map<
    number,
    { resolve: (answer: Response) => void; reject: (error: unknown) => void }
  >();
  let next = 0;
  port.on('message', (message: RenderCallAnswer | RenderStop) => {
    if (message.type === 'stop') {
      const reason = new Error(message.reason);
      controller.abort(reason);
      for (const call of waiting.values()) call.reject(reason);
      waiting.clear();
      return;
    }
    const call = waiting.get(message.id);
    if (!call) return;
    waiting.delete(message.id);
    const empty = message.status === 204 || message.status === 304;
    call.resolve(
      new Response(empty ? null : message.body, {
        status: message.status,
        headers: { 'content-type': message.contentType },
      }),
    );
  });
  const fetchFn = ((input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    if (controller.signal.aborted) return Promise.reject(controller.signal.reason);
    const request = input instanceof Request ? input : new Request(input, init);
    const target = new URL(request.url);
    const id = next++;
    return new Promise<Response>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      port.postMessage({
        type: 'call',
        id,
        path: `${target.pathname}${target.search}`,
      } satisfies RenderCall);
    });
  }) as typeof fetch;
  const pieces = piecewise((bytes) =>
    port.postMessage({ type: 'piece', bytes } satisfies RenderPiece, [bytes.buffer]),
  );
  const sink: PageSink | undefined = stream
    ? {
        ready: (styles) => port.postMessage({ type: 'ready', styles } satisfies RenderReady),
        write: pieces.write,
      }
    : undefined;
  try {
    const page = await renderPage({
      url,
      locale,
      basename,
      fetchFn,
      signal: controller.signal,
      sink,
    });
    if (page.streamed) {
      pieces.flush();
      port.postMessage({ type: 'end' } satisfies RenderEnd);
    }
    return page;
  } finally {
    port.close();
  }
}
