import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders the page and while the browser hydrates it, true from then on (and
 * at once in a page the browser renders itself). What only the browser can know (its origin, its
 * clock's day, what it has saved) waits for true, so the markup the server sent hydrates as it is.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
