import Box from '@mui/material/Box';
import { Fragment, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { imageUrl } from '@/lib/image';
import { useImageBase } from '@/services/site';
import { detailPath, parseSlug } from '@/lib/slug';
import { useGetMovieDetailsQuery } from '@/services/movies';
import { useGetTvDetailsQuery } from '@/services/tv';

import { TextLink } from './TextLink';

/** Spec: no breadcrumb on these pages. */
const HIDDEN_ON = new Set(['/', '/login', '/register', '/forgot-password']);

/**
 * Friendly labels of known path segments (matched lower-cased). `to` replaces the segment's own path
 * where that is not a page (/movie → /movies); null leaves the crumb unlinked.
 */
const SEGMENTS: Record<string, { label: string; to?: string | null }> = {
  movies: { label: 'Movies' },
  movie: { label: 'Movies', to: '/movies' },
  'tv-shows': { label: 'TV Shows' },
  tv: { label: 'TV Shows', to: '/tv-shows' },
  trending: { label: 'Trending' },
  'fan-favorites': { label: 'Fan Favorites' },
  'airing-shows': { label: 'Airing Shows' },
  collections: { label: 'Collections' },
  collection: { label: 'Collections', to: '/collections' },
  actors: { label: 'Actors' },
  actor: { label: 'Actors', to: '/actors' },
  episodes: { label: 'Episodes', to: null },
  watchlist: { label: 'Watchlist' },
  favorites: { label: 'Favorites' },
  'continue-watching': { label: 'Continue Watching' },
  'user-settings': { label: 'Settings' },
  search: { label: 'Search' },
  terms: { label: 'Terms of Service' },
  privacy: { label: 'Privacy Policy' },
  cookies: { label: 'Cookie Policy' },
  faq: { label: 'FAQ' },
  adblockers: { label: 'Ad Blockers' },
};

/** Segments that never make a crumb of their own. */
const SKIPPED = new Set(['season', 'player']);

const MEDIA_SEGMENTS = { movie: 'movie', tv: 'tv', actor: 'person' } as const;
type MediaType = (typeof MEDIA_SEGMENTS)[keyof typeof MEDIA_SEGMENTS];

export interface Crumb {
  key: string;
  /** Link target; null for a crumb that is not a page. */
  to: string | null;
  label?: string;
  /** A title whose label and poster come from its details call. */
  media?: { type: MediaType; id: number };
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function titleCase(segment: string): string {
  return segment
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The crumbs of a path after Home: one per segment with a friendly label. A slug after movie/, tv/ or
 * actor/ becomes a media crumb; season numbers after episodes/ or season/ (and in TV player paths) are
 * named;
 * 'season', 'player' and bare id segments are skipped.
 */
export function breadcrumbTrail(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean).map(decode);
  const crumbs: Crumb[] = [];
  const isTvPlayer = segments[0] === 'player' && segments[1] === 'tv';
  let path = '';
  segments.forEach((segment, index) => {
    path += `/${encodeURIComponent(segment)}`;
    const lower = segment.toLowerCase();
    const previous = segments[index - 1]?.toLowerCase() ?? '';
    const isNumber = /^\d+$/.test(segment);
    if (SKIPPED.has(lower)) return;
    if (previous in MEDIA_SEGMENTS) {
      const slug = parseSlug(segment);
      if (slug.ok) {
        const type = MEDIA_SEGMENTS[previous as keyof typeof MEDIA_SEGMENTS];
        crumbs.push({ key: path, to: detailPath(type, slug.id), media: { type, id: slug.id } });
      }
      return;
    }
    if (
      isNumber &&
      (previous === 'episodes' || previous === 'season' || (isTvPlayer && index === 3))
    ) {
      crumbs.push({
        key: path,
        to: previous === 'episodes' ? path : null,
        label: `Season ${segment}`,
      });
      return;
    }
    if (isNumber && isTvPlayer && index === 4) {
      crumbs.push({ key: path, to: null, label: `Episode ${segment}` });
      return;
    }
    const known = SEGMENTS[lower];
    if (known) {
      crumbs.push({ key: path, to: known.to === undefined ? path : known.to, label: known.label });
      return;
    }
    // An id that no call here resolves.
    if (isNumber || parseSlug(segment).ok) return;
    crumbs.push({ key: path, to: path, label: titleCase(segment) });
  });
  return crumbs;
}

/** The w92 poster beside a title crumb; gone if it fails to load. */
function CrumbPoster({ path }: { path: string | null | undefined }) {
  const src = imageUrl(useImageBase(), path, 'w92');
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return null;
  return (
    <Box
      component="img"
      src={src}
      alt=""
      width={20}
      height={30}
      onError={() => setFailedSrc(src)}
      sx={{ display: 'block', borderRadius: 0.5, objectFit: 'cover', flexShrink: 0 }}
    />
  );
}

/** The breadcrumb bar under the header: Home plus one crumb per path segment. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const trail = HIDDEN_ON.has(pathname) ? [] : breadcrumbTrail(pathname);
  const media = trail.find((crumb) => crumb.media)?.media;
  const movie = useGetMovieDetailsQuery(media?.id ?? 0, { skip: media?.type !== 'movie' });
  const tv = useGetTvDetailsQuery(media?.id ?? 0, { skip: media?.type !== 'tv' });

  if (HIDDEN_ON.has(pathname)) return null;

  const title =
    media?.type === 'movie'
      ? movie.currentData?.title
      : media?.type === 'tv'
        ? tv.currentData?.name
        : undefined;
  const poster =
    media?.type === 'movie'
      ? movie.currentData?.poster_path
      : media?.type === 'tv'
        ? tv.currentData?.poster_path
        : undefined;

  // Person titles have no call yet, and a title still loading or failed has no label: both are skipped.
  const crumbs: Crumb[] = [
    { key: '/', to: '/', label: 'Home' },
    ...trail.flatMap((crumb) => {
      if (!crumb.media) return [crumb];
      if (!title) return [];
      return [{ ...crumb, label: title, to: detailPath(crumb.media.type, crumb.media.id, title) }];
    }),
  ];

  const crumbSx = { display: 'inline-flex', alignItems: 'center', gap: 1 } as const;
  return (
    <Box
      component="nav"
      aria-label="Breadcrumb"
      sx={{ px: { xs: 2, sm: 3 }, py: 1.5, fontSize: '0.875rem', color: 'text.secondary' }}
    >
      <Box
        component="ol"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, m: 0, p: 0 }}
      >
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1;
          const content = (
            <>
              {crumb.media && <CrumbPoster path={poster} />}
              {crumb.label}
            </>
          );
          return (
            <Fragment key={crumb.key}>
              {index > 0 && (
                <Box component="li" aria-hidden="true" sx={{ listStyle: 'none' }}>
                  ›
                </Box>
              )}
              <Box component="li" sx={{ listStyle: 'none', display: 'inline-flex' }}>
                {isLast || !crumb.to ? (
                  <Box
                    component="span"
                    aria-current={isLast ? 'page' : undefined}
                    sx={{ ...crumbSx, color: isLast ? 'text.primary' : 'inherit' }}
                  >
                    {content}
                  </Box>
                ) : (
                  <TextLink to={crumb.to} sx={crumbSx}>
                    {content}
                  </TextLink>
                )}
              </Box>
            </Fragment>
          );
        })}
      </Box>
    </Box>
  );
}
