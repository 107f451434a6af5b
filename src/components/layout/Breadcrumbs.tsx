import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { Fragment, use, useState } from 'react';

import { imageUrl } from '@/lib/image';
import { useImageBase } from '@/services/site';
import { RouteMatchesContext } from '@/lib/routeMatches';
import { matchedCrumbs, type Crumb } from '@/lib/breadcrumbs';
import { detailPath } from '@/lib/slug';
import { useGetCollectionQuery } from '@/services/collections';
import { useGetMovieDetailsQuery } from '@/services/movies';
import { useGetPersonQuery } from '@/services/people';
import { useGetTvDetailsQuery } from '@/services/tv';

import { TextLink } from './TextLink';

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

/**
 * The name and small picture of the title, person or collection a crumb names, from the same details
 * call its page makes (so the crumb costs no request of its own).
 */
function useCrumbTitle(media: Crumb['media']): { title?: string; poster?: string | null } {
  const id = media?.id ?? 0;
  const movie = useGetMovieDetailsQuery(id, { skip: media?.type !== 'movie' });
  const tv = useGetTvDetailsQuery(id, { skip: media?.type !== 'tv' });
  const person = useGetPersonQuery(id, { skip: media?.type !== 'person' });
  const collection = useGetCollectionQuery(id, { skip: media?.type !== 'collection' });
  switch (media?.type) {
    case 'movie':
      return { title: movie.currentData?.title, poster: movie.currentData?.poster_path };
    case 'tv':
      return { title: tv.currentData?.name, poster: tv.currentData?.poster_path };
    case 'person':
      return { title: person.currentData?.name, poster: person.currentData?.profile_path };
    case 'collection':
      return { title: collection.currentData?.name, poster: collection.currentData?.poster_path };
    default:
      return {};
  }
}

/**
 * The breadcrumb bar under the header: one crumb per matched route that names one (its `handle.crumb`,
 * Home from the layout route), titles resolved from their details call.
 */
export function Breadcrumbs() {
  const trail = matchedCrumbs(use(RouteMatchesContext));
  const media = trail ? trail.find((crumb) => crumb.media)?.media : undefined;
  const { title, poster } = useCrumbTitle(media);
  const { t, i18n } = useLingui();
  if (!trail) return null;

  // A title still loading or failed has no label: its crumb is skipped until it has one.
  const crumbs: Crumb[] = trail.flatMap((crumb) => {
    if (!crumb.media) return [crumb];
    if (!title) return [];
    return [{ ...crumb, label: title, to: detailPath(crumb.media.type, crumb.media.id, title) }];
  });

  const crumbSx = { display: 'inline-flex', alignItems: 'center', gap: 1, minWidth: 0 } as const;
  const ellipsisSx = {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  } as const;
  return (
    <Box
      component="nav"
      aria-label={t`Breadcrumb`}
      sx={{ px: { xs: 2, sm: 3 }, py: 1.5, fontSize: '0.875rem', color: 'text.secondary' }}
    >
      <Box
        component="ol"
        // One line whatever the titles: a trail that wrapped once its title arrived pushed the page
        // down (CLS 0.25 on a season page at phone width). Long crumbs are cut with an ellipsis;
        // their full text stays in the page for screen readers and in a tooltip.
        sx={{
          display: 'flex',
          flexWrap: 'nowrap',
          alignItems: 'center',
          gap: 1,
          m: 0,
          p: 0,
          minHeight: 30,
          overflow: 'hidden',
        }}
      >
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1;
          const label = crumb.message ? i18n._(crumb.message) : crumb.label;
          const content = (
            <>
              {crumb.media && <CrumbPoster path={poster} />}
              <Box component="span" title={label} sx={ellipsisSx}>
                {label}
              </Box>
            </>
          );
          return (
            <Fragment key={crumb.key}>
              {index > 0 && (
                <Box component="li" aria-hidden="true" sx={{ listStyle: 'none', flexShrink: 0 }}>
                  ›
                </Box>
              )}
              <Box
                component="li"
                // The current page keeps its room longest; the crumbs before it give way first.
                sx={{
                  listStyle: 'none',
                  display: 'inline-flex',
                  minWidth: 0,
                  flexShrink: isLast ? 1 : 4,
                }}
              >
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
