import { Suspense, lazy, useEffect } from 'react';
import type { ComponentProps } from 'react';

import type { ActorLoadError as LoadedLoadError } from './ActorLoadError';
import type { ActorNotFound as LoadedNotFound } from './ActorNotFound';

/*
 * The actor pages' failure screens (no such person; the person could not be loaded): no first screen
 * of a person who is there shows them, so they share a chunk of their own, fetched once the page is up
 * (usePreloadedFailures) and so there before a lookup can fail. A failure the server rendered keeps its
 * markup until the chunk is here, then hydrates.
 */
const loadNotFound = () => import(/* webpackChunkName: "actor-failures" */ './ActorNotFound');
const loadLoadError = () => import(/* webpackChunkName: "actor-failures" */ './ActorLoadError');
const NotFound = lazy(() => loadNotFound().then((module) => ({ default: module.ActorNotFound })));
const LoadError = lazy(() =>
  loadLoadError().then((module) => ({ default: module.ActorLoadError })),
);

/** Fetches the failure screens' chunk once the page using them has rendered. */
export function usePreloadedFailures(): void {
  useEffect(() => {
    void loadNotFound().catch(() => undefined);
  }, []);
}

/** 'Actor not found' (see ActorNotFound), from the failures' chunk. */
export function ActorNotFound(props: ComponentProps<typeof LoadedNotFound>) {
  return (
    <Suspense fallback={null}>
      <NotFound {...props} />
    </Suspense>
  );
}

/** 'Error Loading Data' (see ActorLoadError), from the failures' chunk. */
export function ActorLoadError(props: ComponentProps<typeof LoadedLoadError>) {
  return (
    <Suspense fallback={null}>
      <LoadError {...props} />
    </Suspense>
  );
}
