/**
 * The service worker (production builds only; see pwaPlugins in webpack.config.ts), built with Workbox:
 *
 * - The shell (index.html) and every hashed script and style sheet are precached at install, so the
 *   app starts without a network.
 * - Page loads go to the network first (the server's page carries that page's link-preview tags); with
 *   no network, or none within a few seconds, the precached shell opens instead and the app renders
 *   from what is cached.
 * - Catalogue answers (/api/tmdb/*, /api/trending/*, /api/site, /api/stats, /api/collections, /api/suggest) are served
 *   stale-while-revalidate: from the cache at once when there, refreshed behind. So a page already visited opens offline with its
 *   data; one never visited fails its catalogue call, and the app shows its offline screen.
 * - Account and sync answers (/api/account, /api/sync, the event stream) are never cached: no route
 *   here matches them, so they go to the network as if there were no worker.
 * - Pictures are cache-first. Only answers the worker can read are kept (a CORS-enabled image host);
 *   others pass through untouched.
 * - Every cache is capped (entries and age) and purged first if the browser runs short of space. A
 *   cached answer that is not what it should be (not JSON, an error, opaque) is dropped, not served.
 * - A new release installs beside the old one and waits; the next page load (a navigation or a
 *   reload) hands over to it, and the page that registered the worker tells the visitor once.
 */
import { clientsClaim } from 'workbox-core';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';

import { STATS_PATH } from '@common/catalogueStats';
import { COLLECTIONS_PATH } from '@common/collections';
import { TRENDING_FILTER_PATH } from '@common/trendingFilters';
import { isUsableImage, isUsableJson } from '@/lib/cachedResponse';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const DAY_SECONDS = 24 * 60 * 60;
/** A page load waits this long for the network before the cached shell opens instead. */
const NAVIGATION_TIMEOUT_MS = 5_000;
const SHELL = '/index.html';

/**
 * Keeps only answers `usable` accepts, and drops a cached one it refuses (deleted from the cache, then
 * treated as not cached) rather than serving it.
 */
function onlyUsable(usable: (response: Response) => boolean | Promise<boolean>): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ response }) => ((await usable(response)) ? response : null),
    cachedResponseWillBeUsed: async ({ cacheName, request, cachedResponse }) => {
      if (!cachedResponse) return null;
      if (await usable(cachedResponse)) return cachedResponse;
      await (await self.caches.open(cacheName)).delete(request);
      return null;
    },
  };
}

const capped = (maxEntries: number, days: number) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds: days * DAY_SECONDS, purgeOnQuotaError: true });

// A new release's worker takes over the open page as soon as it is active (the first one at once).
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// directoryIndex off: '/' is a page load like any other (network first, below), not the precached file.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();

const sameOrigin = (url: URL) => url.origin === self.location.origin;
/** The server's own answers kept beside the catalogue's: its settings, its figures, its collections. */
const SERVER_ANSWERS = ['/api/site', STATS_PATH, COLLECTIONS_PATH];

registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/api/suggest'),
  new StaleWhileRevalidate({
    cacheName: 'marquee-suggest',
    plugins: [onlyUsable(isUsableJson), capped(100, 7)],
  }),
);
registerRoute(
  ({ url }) =>
    sameOrigin(url) &&
    (url.pathname.startsWith('/api/tmdb/') ||
      url.pathname.startsWith(`${TRENDING_FILTER_PATH}/`) ||
      SERVER_ANSWERS.includes(url.pathname)),
  new StaleWhileRevalidate({
    cacheName: 'marquee-api',
    plugins: [onlyUsable(isUsableJson), capped(400, 14)],
  }),
);

const pictures = new CacheFirst({
  cacheName: 'marquee-images',
  // Asked with CORS so the answer can be checked before it is kept (no opaque entries).
  fetchOptions: { mode: 'cors', credentials: 'omit' },
  plugins: [onlyUsable(isUsableImage), capped(300, 30)],
});
registerRoute(
  ({ request }) => request.destination === 'image',
  async (options: RouteHandlerCallbackOptions) => {
    try {
      return await pictures.handle(options);
    } catch {
      // A host that refuses CORS (or no network): the browser's own request, not kept.
      return fetch(options.request);
    }
  },
);

/** Pages as the server last sent them (their first screen rendered in), for opening them offline. */
const PAGES_CACHE = 'marquee-pages';
const pagesExpiration = new CacheExpiration(PAGES_CACHE, {
  maxEntries: 40,
  maxAgeSeconds: 7 * 24 * 60 * 60,
});

/** Keeps a copy of a page the server sent whole (200, HTML), for later loads without a network. */
async function keepPage(request: Request, response: Response): Promise<void> {
  if (response.status !== 200 || !response.headers.get('content-type')?.includes('text/html')) {
    return;
  }
  const cache = await caches.open(PAGES_CACHE);
  await cache.put(request.url, response);
  await pagesExpiration.updateTimestamp(request.url);
  await pagesExpiration.expireEntries();
}

/**
 * The network's page (a copy kept), or with no network or too slow a one, the page as last kept, else
 * the precached shell.
 */
async function pageLoad({ request }: RouteHandlerCallbackOptions): Promise<Response> {
  // A release waiting to take over does so now: this load is the page's next start.
  self.registration.waiting?.postMessage({ type: 'SKIP_WAITING' });
  const network = fetch(request).then((response) => {
    void keepPage(request, response.clone()).catch(() => undefined);
    return response;
  });
  // Settled later than the race below (the shell was served): not an unhandled failure.
  network.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), NAVIGATION_TIMEOUT_MS);
  });
  try {
    const response = await Promise.race([network, timedOut]);
    if (response) return response;
  } catch {
    // Offline: the shell below.
  } finally {
    clearTimeout(timer);
  }
  const kept = await caches
    .open(PAGES_CACHE)
    .then((cache) => cache.match(request.url))
    .catch(() => undefined);
  if (kept) return kept;
  const shell = await matchPrecache(SHELL);
  // No shell either (a damaged cache): the network's answer, whenever it comes, or its failure.
  return shell ?? network;
}

registerRoute(
  new NavigationRoute(pageLoad, {
    // The API, the health check and files (robots.txt, sitemap.xml, the manifest) are not pages.
    denylist: [/^\/api(\/|\?|$)/, /^\/healthz(\?|$)/, /^[^?]*\.[a-z0-9]+(\?|$)/i],
  }),
);
