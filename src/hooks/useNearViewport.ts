import { useCallback, useEffect, useRef, useState } from 'react';

import { NEAR_VIEWPORT_MARGIN } from '@/lib/nearScreen';

/**
 * Whether the element given to the returned ref has come within half a screen of the viewport. Once
 * true it stays true, so a section loads its data once, when the visitor heads towards it, instead of
 * with everything else when the page opens. Where the browser has no IntersectionObserver, everything
 * counts as near (not on the server, whose page hydrates with the placeholder).
 */
export function useNearViewport<T extends Element>(): [(node: T | null) => void, boolean] {
  // On the server nothing is near: the section comes in the browser, as the visitor heads to it.
  const supported = typeof window === 'undefined' || typeof IntersectionObserver === 'function';
  const [near, setNear] = useState(!supported);
  const observer = useRef<IntersectionObserver | null>(null);

  const ref = useCallback(
    (node: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!node || near || !supported) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.current?.disconnect();
          observer.current = null;
          setNear(true);
        },
        { rootMargin: NEAR_VIEWPORT_MARGIN },
      );
      observer.current.observe(node);
    },
    [near, supported],
  );

  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, near];
}
