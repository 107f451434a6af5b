import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query (`(min-width:1024px)`) matches, updated when it changes. MUI's useMediaQuery
 * does the same through its theme machinery, which weighs on the first load of the pages using it.
 */
export function useMediaMatch(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** A theme breakpoint's media query without its `@media` prefix, as matchMedia takes it. */
export const mediaQueryOf = (rule: string): string => rule.replace(/^@media\s*/, '');
