import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Spec: a link followed to another page starts at the top of it. Back and Forward are left to the
 * scroll memory (src/app/ScrollMemory.tsx, loaded after the first screen), which returns there.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const action = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (action !== 'POP') window.scrollTo({ left: 0, top: 0, behavior: 'instant' });
  }, [pathname, action]);
  return null;
}
