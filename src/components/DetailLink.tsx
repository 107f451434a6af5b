import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import type { DetailType } from '@/lib/slug';
import { FRESHNESS, tmdbApi } from '@/services/tmdbApi';

type DetailLinkProps = Omit<ComponentPropsWithoutRef<typeof RouterLink>, 'color' | 'prefetch'> & {
  /** Set for links to a detail page: hovering or focusing prefetches what that page shows first. */
  prefetch?: { type: DetailType; id: number };
  /** As MUI's Link: underlined always (the default), on hover, or never. */
  underline?: 'always' | 'hover' | 'none';
  /** A theme colour ('text.primary'), or 'inherit'; the primary colour by default. */
  color?: string;
  sx?: SxProps<Theme>;
};

/**
 * MUI Link's look without its code (1.4 KB gzip on every list page's first load): the colour, and the
 * underline in the text's colour at 40% that turns full on hover.
 */
const linkSx = (underline: DetailLinkProps['underline'], color: string): SxProps<Theme> => ({
  color: color === 'primary' ? 'primary.main' : color,
  textDecoration: underline === 'always' ? 'underline' : 'none',
  textDecorationColor: 'color-mix(in srgb, currentColor 40%, transparent)',
  '&:hover': {
    textDecoration: underline === 'none' ? 'none' : 'underline',
    textDecorationColor: 'inherit',
  },
});

/** The query each kind of detail page makes first (src/services/movies.ts and the others). */
const ENDPOINTS: Record<DetailType, string> = {
  movie: 'getMovieDetails',
  tv: 'getTvDetails',
  person: 'getPerson',
  collection: 'getCollection',
};

/**
 * RTK Query's usePrefetch for an endpoint of the API by name. The endpoint is looked up as the
 * prefetch runs, by when ./detailPrefetch has put it into the API (every service injects into the
 * same API object), so the link's own code needs none of the four services.
 */
const usePrefetchEndpoint = tmdbApi.usePrefetch as unknown as (
  endpoint: string,
  options: { ifOlderThan: number },
) => (id: number) => void;
const usePrefetchDetail = (endpoint: string) =>
  usePrefetchEndpoint(endpoint, { ifOlderThan: FRESHNESS.prefetch });

/**
 * A router link that prefetches the details of the title, person or collection it leads to on hover or
 * focus (kept 5 minutes; spec), with the same query the page makes, so a click renders from the cache
 * (./detailPrefetch, loaded at the first hover). Prefetch errors are only logged by RTK Query.
 */
export const DetailLink = forwardRef<HTMLAnchorElement, DetailLinkProps>(function DetailLink(
  { to, prefetch, onMouseEnter, onFocus, underline = 'always', color = 'primary', sx, ...rest },
  ref,
) {
  const prefetchDetail = usePrefetchDetail(ENDPOINTS[prefetch?.type ?? 'movie']);
  const run = () => {
    if (!prefetch) return;
    const { id } = prefetch;
    void import(/* webpackChunkName: "detail-prefetch" */ './detailPrefetch').then(
      () => prefetchDetail(id),
      () => undefined,
    );
  };
  return (
    <Box
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
      sx={[linkSx(underline, color), ...(Array.isArray(sx) ? sx : [sx])]}
      {...rest}
    />
  );
});
