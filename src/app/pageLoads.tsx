import { lazy, useState } from 'react';
import type { ComponentType } from 'react';

import type { AppStore } from './store';

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
