import { Suspense, lazy, useState } from 'react';
import type { ComponentType } from 'react';

/**
 * A dialog whose code is fetched the first time it opens (or when `preload` is called, on the hover
 * or focus of what opens it), so that MUI's modal machinery stays out of a page's first load. Once
 * opened it stays mounted, so it can animate closed and open again at once.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => (loading ??= load());
  const Loaded = lazy(() => preload().then((Component) => ({ default: Component })));

  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    // Adjusting state while rendering (React's pattern for state derived from props).
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return { Dialog: LazyDialog, preload: () => void preload() };
}
