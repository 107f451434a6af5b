import { useEffect, useReducer } from 'react';

/** What each loader gave, once it did: a later mount has it at its first render. */
const loaded = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * A module fetched without suspending: null until `load` (a stable, module-level function) has
 * resolved, asked for once `wanted` is true; then what it resolved to, from every later mount's first
 * render on. A failed load leaves null and is tried again on the next mount or change of `wanted`.
 *
 * For the shell's optional parts (the loading bar, the extras, the first-visit prompts...), instead
 * of `lazy` under `<Suspense fallback={null}>`: each Suspense fallback React shows holds its next
 * retry commits back until 300 ms after it (FALLBACK_THROTTLE_MS), and while one waits React does not
 * work at the lower priority the server-rendered page's own boundary hydrates at. A fallback shown by
 * the loading bar on a first load kept For You's page unhydrated, and its suggestions off screen, for
 * up to 300 ms after its answers were in.
 */
export function useLoaded<T>(load: () => Promise<T>, wanted = true): T | null {
  const [, loadedNow] = useReducer((count: number) => count + 1, 0);
  const value = loaded.get(load) as T | undefined;
  useEffect(() => {
    // (An update to a component unmounted meanwhile is ignored by React.)
    if (wanted && !value) load().then((module) => loaded.set(load, module) && loadedNow(), noop);
  }, [load, wanted, value]);
  return value ?? null;
}

const noop = () => undefined;
