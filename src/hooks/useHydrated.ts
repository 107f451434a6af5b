import { startTransition, useEffect, useState } from 'react';

/**
 * False in the first render of the component that calls it (on the server, in the browser's hydration
 * of the page the server sent, and at its first mount in the browser), true from the next one. What
 * only the browser can know (its origin, what it has saved, its choice of player) waits for true, so
 * the markup the server sent hydrates as it is, whenever its part of the page hydrates.
 *
 * The second render is a transition: React does it in slices, after the page is live. (A
 * useSyncExternalStore with a server snapshot would re-render at once, in one blocking pass over
 * everything that waits.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
