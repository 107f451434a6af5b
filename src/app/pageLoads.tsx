/**
 * Page chunks being loaded: a tiny store the loading bar reads (useSyncExternalStore), since a
 * navigation that waits for a chunk keeps the previous page on screen (a transition) and shows no
 * fallback.
 */
let pending = 0;
const listeners = new Set<() => void>();

function change(by: number) {
  pending += by;
  for (const listener of listeners) listener();
}

/** Wraps a page's `import()` so that the loading bar shows while it is on its way. */
export function trackPageLoad<T>(load: () => Promise<T>): () => Promise<T> {
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
