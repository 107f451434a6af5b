/**
 * The app's start (src/index.tsx evaluates it last): the store and the saved lists, then React,
 * hydrating the page the server rendered or rendering the shell's first screen.
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { persistStore } from 'redux-persist';

import { catalogueLanguage, matchLocale, splitLocalePath } from '@common/locales';
import { App } from '@/app/App';
import { englishI18n, loadI18n } from '@/app/i18n';
import { preloadBreadcrumbs, preloadHeaderSearch } from '@/app/Layout';
import { loadSliceStorage, whenRestored } from '@/app/persistence';
import { preloadPage } from '@/app/routes';
import { makeStore } from '@/app/store';
import { WELCOME_FLAG } from '@/app/welcomeFlag';
import { hasAccount } from '@/lib/accountKey';
import { siteApi } from '@/services/site';
import { hydrateFromServer } from '@/services/tmdbApi';
import type { ServerQueries } from '@/services/tmdbApi';

/** Lets the browser handle what is waiting (input, a frame) between the start's heavier steps. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  // A leftover of the original app's configurable API origin (spec: removed at startup).
  try {
    window.localStorage.removeItem('api_url');
  } catch {
    // Storage disabled: nothing to remove.
  }

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  /** The answers the server rendered this page from (server/render/serverRender.ts), if it did. */
  function serverQueries(): ServerQueries | null {
    const script = document.getElementById('marquee-data');
    if (!script?.textContent || !container?.firstElementChild) return null;
    try {
      return JSON.parse(script.textContent) as ServerQueries;
    } catch {
      return null;
    }
  }

  // The page's language, as the server wrote it into <html lang>; a page whose <html> names none of
  // Marquee's (the service worker's shell says "und", undetermined) has it decided here as the server
  // would, by code that comes with the welcome overlay's (src/app/browserLocale.ts). And the address's language
  // prefix (/de/...), under which the router works (common/locales.ts).
  const locale =
    matchLocale(document.documentElement.lang) ??
    (await import(/* webpackChunkName: "welcome" */ '@/app/welcome')).pageLanguageFromBrowser();
  const { path: pagePath, prefix: basename } = splitLocalePath(window.location.pathname);
  // (English if its catalogue cannot load: React then renders over the server's page.) A
  // right-to-left page's mirrored styles come beside it (src/app/rightToLeft.ts).
  const i18nReady = Promise.all([
    loadI18n(locale).catch(() => englishI18n()),
    document.documentElement.dir === 'rtl'
      ? import(/* webpackChunkName: "right-to-left" */ '@/app/rightToLeft').then(
          ({ rightToLeft }) => rightToLeft(),
          () => undefined,
        )
      : undefined,
  ]);

  const fromServer = serverQueries();
  const store = makeStore(undefined, { persist: true, language: catalogueLanguage(locale) });
  // The code that reads the saved lists, the header's search and the breadcrumb bar, fetched beside the
  // page's while the store is set up: here by the time the page hydrates or renders.
  void loadSliceStorage();
  void preloadHeaderSearch().catch(() => undefined);
  void preloadBreadcrumbs().catch(() => undefined);
  await nextTask();
  if (fromServer) store.dispatch(hydrateFromServer(fromServer));
  await nextTask();
  // What the server rendered from: the saved lists are not in it (they are this browser's).
  const serverState = fromServer ? store.getState() : undefined;
  // The saved lists are read back at once for a page the browser renders, and after the hydration of
  // one the server rendered: restored while React hydrates, they would change what the page shows under
  // it, and React would finish the hydration in one blocking pass.
  const persistor = persistStore(store, { manualPersist: Boolean(fromServer) });
  let persisting = !fromServer;
  /** Starts reading the saved lists back, once (after a server-rendered page's hydration). */
  const persistAfterHydration = () => {
    if (persisting) return;
    persisting = true;
    // In a task of its own: not added to the hydration's effects, one of its longest tasks.
    setTimeout(() => persistor.persist(), 0);
  };
  // Other tabs' saved changes (watchlist, favorites, progress, profile...) show here as they happen:
  // its code loads beside the page's, off the first load's critical path (a change saved meanwhile
  // in another tab is in the saved lists this tab restores).
  void import(/* webpackChunkName: "cross-tab" */ '@/features/sync/crossTab').then(
    ({ startCrossTabSync }) => startCrossTabSync(store),
    () => undefined,
  );
  // The site's settings (where images load from) are asked for at once, beside the page's code, so the
  // first screen's posters do not wait for them after it renders. Kept for the visit.
  void store.dispatch(siteApi.endpoints.getSiteConfig.initiate());

  if (fromServer) {
    // No welcome overlay: it covered the wait for the first screen, which came with the page. This
    // counts as the session's first load all the same.
    document.getElementById('welcome')?.remove();
    try {
      window.sessionStorage.setItem(WELCOME_FLAG, 'true');
    } catch {
      // Session storage disabled: nothing to remember it by.
    }
    // The server rendered the first screen: React takes over its markup (the page's code first, so no
    // part of it waits behind a Suspense boundary). The saved lists show as soon as they are back, in an
    // ordinary update after hydration (serverState). A mismatch is reported on the console, where the
    // browser journeys fail on it.
    // As a transition, the hydration goes in slices with the browser free in between, not in one long
    // task. (The page was painted before this code came: see src/boot.ts.)
    // (In a task after the one above: matching the address is a block of its own.)
    void nextTask()
      .then(() => Promise.all([i18nReady, preloadPage(pagePath, store).catch(() => undefined)]))
      .then(([[i18n, rtl]]) =>
        startTransition(() => {
          hydrateRoot(
            container,
            <App
              store={store}
              serverState={serverState}
              i18n={i18n}
              rtl={rtl}
              basename={basename}
              onCommitted={persistAfterHydration}
            />,
            {
              onRecoverableError: (error) => console.error('Hydration failed:', error),
            },
          );
        }),
      );
  } else {
    const root = createRoot(container);
    // The first render waits for the page's code and the saved lists, so it is the real first screen, in
    // one render: no loading screen first (React keeps a Suspense fallback up at least 300 ms), no empty
    // pass while the lists come back. If the page's code fails, the page tries again as it renders and
    // says so if it must. As a transition, React renders that screen in slices, keeping the page
    // responsive, instead of in one long task.
    void Promise.all([
      // The session's first load shows the welcome overlay while the first screen comes (its code,
      // which a server-rendered page never needs, comes beside the page's).
      import(/* webpackChunkName: "welcome" */ '@/app/welcome').then(
        ({ startWelcome }) => startWelcome(store),
        () => document.getElementById('welcome')?.remove(),
      ),
      preloadPage(pagePath, store).catch(() => undefined),
      whenRestored(persistor),
      i18nReady,
    ]).then(([, , , [i18n, rtl]]) =>
      startTransition(() =>
        root.render(<App store={store} i18n={i18n} rtl={rtl} basename={basename} />),
      ),
    );
  }

  // A browser signed in to an account loads the sync code once its saved lists are back; any other
  // never does (src/features/sync/engine.ts).
  if (hasAccount(window.localStorage)) {
    void whenRestored(persistor).then(() =>
      import(/* webpackChunkName: "account-sync" */ '@/features/sync/engine').then(
        ({ startAccountSync }) => startAccountSync(store),
        () => undefined,
      ),
    );
  }

  /** How long after the page's load event the service worker waits before it registers. */
  const SW_DELAY_MS = 4000;

  // The service worker (offline use, installing the app): production builds only, registered from its own
  // small chunk once the first screen has settled. Its install downloads every script of the app to
  // precache it; on a two-core phone that work, started at the load event, measurably slowed the first
  // screen's own rendering (Lighthouse TBT on /terms: 1982 ms with it, 979 ms without, median of 5).
  if (process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator) {
    const register = () =>
      void import(/* webpackChunkName: "sw-register" */ '@/app/serviceWorker').then(
        (sw) => sw.registerServiceWorker(store),
        () => undefined,
      );
    const whenSettled = () =>
      window.setTimeout(() => {
        if ('requestIdleCallback' in window)
          window.requestIdleCallback(register, { timeout: 4000 });
        else register();
      }, SW_DELAY_MS);
    if (document.readyState === 'complete') whenSettled();
    else window.addEventListener('load', whenSettled, { once: true });
  }
}

void start();
