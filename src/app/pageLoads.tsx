import { lazy, useState } from 'react';
import type { ComponentType } from 'react';

import type { AppDispatch, AppStore } from './store';

/**
 * Page chunks being loaded: a tiny store the loading bar reads (useSyncExternalStore), since a
 * navigation that waits for a chunk keeps the previous page on screen (a transition) and shows no
 * fallback.
 */
let pending = 0;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function change(by: number) {
  pending += by;
  // A page's code is asked for while React renders it: the bar hears of it once that render is done.
  queueMicrotask(notify);
}

/** Wraps a page's `import()` so that the loading bar shows while it is on its way. */
function trackPageLoad<T>(load: () => Promise<T>): () => Promise<T> {
  return () => {
    change(1);
    return load().finally(() => change(-1));
  };
}

export function subscribePageLoads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const pageLoadPending = (): boolean => pending > 0;

/** A page module as `import()` gives it. */
export interface PageModule {
  default: ComponentType;
  /**
   * What the page will ask for, started as soon as its code is here on the browser's first load:
   * a page the server rendered hydrates after the layout (its own Suspense boundary, at a lower
   * priority), and its effects would only start its requests then.
   */
  startData?: (store: AppStore) => void;
  /**
   * The catalogue queries the page renders from, started with what its address says (its route's
   * params and query string) and settled when the returned promises are: the server fetches them all
   * before its one render, so the page is rendered once, loaded. A query that needs another's answer
   * (a name searched for, then its hit) is one promise that starts both in turn.
   */
  pageData?: PageData;
}

/** PageModule's pageData. */
export type PageData = (dispatch: AppDispatch, at: PageAt) => PromiseLike<unknown>[];

/*
 * Only the server's render fetches ahead, so a page writes its pageData as
 * `process.env.MARQUEE_SSR === 'true' ? ... : undefined`: webpack defines MARQUEE_SSR per build, and
 * the browser's bundle leaves the function, and what only it uses, out. Spelled out in each page: the
 * minifier drops only a branch whose condition it can read as constant where it stands.
 */

/** Where a page is: its route's params and its query string. */
export interface PageAt {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

export type PageLoader = () => Promise<PageModule>;

export interface LazyPage {
  /** Renders the page, suspending (the layout's Suspense boundary) until its code is here. */
  Page: ComponentType;
  /** Fetches the page's code ahead of its first render; a failed fetch is tried again next time. */
  preload: () => Promise<PageModule>;
}

/**
 * A page in its own chunk (React.lazy) that can also be fetched ahead: the app fetches the first page's
 * code before its first render, so the page appears with the shell instead of after a Suspense fallback
 * (which React keeps on screen at least 300 ms).
 */
export function lazyPage(load: PageLoader): LazyPage {
  let Loaded: ComponentType | undefined;
  let loading: ReturnType<PageLoader> | undefined;
  const fetchPage = () =>
    (loading ??= trackPageLoad(load)().then(
      (module) => {
        Loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(fetchPage);
  function Page() {
    // Chosen once per mount: switching from Lazy to Loaded later would remount the page.
    const [Component] = useState<ComponentType>(() => Loaded ?? Lazy);
    return <Component />;
  }
  return { Page, preload: fetchPage };
}
