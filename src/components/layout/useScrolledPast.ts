import { useSyncExternalStore } from 'react';

/**
 * The window's scroll position, kept from scroll events. Reading window.scrollY while the page is
 * being built forces the browser to lay it out there and then: reading it on every render of the
 * header cost the first screen a forced layout per render.
 */
let scrollY = 0;
const listeners = new Set<() => void>();

function read() {
  const next = window.scrollY;
  if (next === scrollY) return;
  scrollY = next;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  if (listeners.size === 1) window.addEventListener('scroll', read, { passive: true });
  // The page may open already scrolled (a reload): read once, after the first screen is laid out.
  const initial = window.setTimeout(read, 0);
  return () => {
    window.clearTimeout(initial);
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener('scroll', read);
  };
}

/** True while the window is scrolled more than `px` pixels down. */
export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => scrollY > px,
    () => false,
  );
}
