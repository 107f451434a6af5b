import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { canonicalSlugPath } from '@/lib/slug';

/**
 * Once a page knows its item, a slug whose words are wrong (`/movie/550-fight`) is replaced in the
 * address bar by the canonical one (`/movie/550-fight-club`), without a new history entry. The query
 * string, hash and navigation state are kept.
 */
export function useCanonicalSlug(slug: string | undefined, canonical: string | undefined): void {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const target = canonicalSlugPath(pathname, slug, canonical);
  useEffect(() => {
    if (target) navigate({ pathname: target, search, hash }, { replace: true, state });
  }, [target, search, hash, state, navigate]);
}
