import Link from '@mui/material/Link';
import type { LinkProps } from '@mui/material/Link';
import { forwardRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import type { DetailType } from '@/lib/slug';
import { collectionsApi } from '@/services/collections';
import { moviesApi } from '@/services/movies';
import { peopleApi } from '@/services/people';
import { FRESHNESS } from '@/services/tmdbApi';
import { tvApi } from '@/services/tv';

type DetailLinkProps = Omit<LinkProps, 'href'> & {
  to: string;
  /** Set for links to a detail page: hovering or focusing prefetches what that page shows first. */
  prefetch?: { type: DetailType; id: number };
};

/**
 * A router link that prefetches the details of the title, person or collection it leads to on hover or
 * focus (kept 5 minutes; spec), with the same query the page makes, so a click renders from the cache.
 * Prefetch errors are only logged by RTK Query.
 */
export const DetailLink = forwardRef<HTMLAnchorElement, DetailLinkProps>(function DetailLink(
  { to, prefetch, onMouseEnter, onFocus, ...rest },
  ref,
) {
  const prefetchMovie = moviesApi.usePrefetch('getMovieDetails', {
    ifOlderThan: FRESHNESS.prefetch,
  });
  const prefetchTv = tvApi.usePrefetch('getTvDetails', { ifOlderThan: FRESHNESS.prefetch });
  const prefetchPerson = peopleApi.usePrefetch('getPerson', { ifOlderThan: FRESHNESS.prefetch });
  const prefetchCollection = collectionsApi.usePrefetch('getCollection', {
    ifOlderThan: FRESHNESS.prefetch,
  });
  const run = () => {
    if (!prefetch) return;
    const prefetchers = {
      movie: prefetchMovie,
      tv: prefetchTv,
      person: prefetchPerson,
      collection: prefetchCollection,
    };
    prefetchers[prefetch.type](prefetch.id);
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
