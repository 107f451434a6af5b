import Link from '@mui/material/Link';
import type { LinkProps } from '@mui/material/Link';
import { forwardRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import type { MediaType } from '@common/mediaType';
import { moviesApi } from '@/services/movies';
import { FRESHNESS } from '@/services/tmdbApi';
import { tvApi } from '@/services/tv';

type DetailLinkProps = Omit<LinkProps, 'href'> & {
  to: string;
  /** Set for links to a movie or TV detail page: hovering or focusing prefetches its details. */
  prefetch?: { type: MediaType; id: number };
};

/**
 * A router link that, for movie and TV detail pages, prefetches the title's details on hover or focus
 * (kept 5 minutes; spec). Prefetch errors are only logged by RTK Query.
 */
export const DetailLink = forwardRef<HTMLAnchorElement, DetailLinkProps>(function DetailLink(
  { to, prefetch, onMouseEnter, onFocus, ...rest },
  ref,
) {
  const prefetchMovie = moviesApi.usePrefetch('getMovieDetails', {
    ifOlderThan: FRESHNESS.prefetch,
  });
  const prefetchTv = tvApi.usePrefetch('getTvDetails', { ifOlderThan: FRESHNESS.prefetch });
  const run = () => {
    if (!prefetch) return;
    if (prefetch.type === 'movie') prefetchMovie(prefetch.id);
    else prefetchTv(prefetch.id);
  };
  return (
    <Link
      ref={ref}
      component={RouterLink}
      to={to}
      onMouseEnter={(event: React.MouseEvent<HTMLAnchorElement>) => {
        run();
        onMouseEnter?.(event);
      }}
      onFocus={(event: React.FocusEvent<HTMLAnchorElement>) => {
        run();
        onFocus?.(event);
      }}
      {...rest}
    />
  );
});
