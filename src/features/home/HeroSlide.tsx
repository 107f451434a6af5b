import { Trans, useLingui } from '@lingui/react/macro';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { REDUCED_MOTION } from '@/lib/motion';
import { theme } from '@/theme/theme';
import { DetailLink } from '@/components/DetailLink';
import { posterColour } from '@/components/GeneratedPoster';
import { formatRating, titleOf, yearOf } from '@/lib/format';
import { imageUrl } from '@/lib/image';
import { useHasPlayerProviders, useImageBase } from '@/services/site';
import { useGetTvDetailsQuery } from '@/services/tv';
import { detailPath, playerPath } from '@/lib/slug';
import { firstPlayableSeason } from '@/lib/episodes';
import type { MovieListItem, TrendingItem, TvListItem } from '@common/tmdb';

import { visuallyHidden } from '@/lib/visuallyHidden';

export type HeroItem =
  (MovieListItem & { media_type: 'movie' }) | (TvListItem & { media_type: 'tv' });

/** The trending titles the hero can show: movies and shows with a backdrop (people are skipped). */
export function heroItems(results: readonly TrendingItem[]): HeroItem[] {
  return results.filter(
    (item): item is HeroItem =>
      (item.media_type === 'movie' || item.media_type === 'tv') && Boolean(item.backdrop_path),
  );
}

/** Full screen, within reason on very short or very tall windows. */
export const heroHeight = { height: '100vh', minHeight: 480, maxHeight: 1100 } as const;

/**
 * Without an image host there is no backdrop to fill the screen with, only a gradient: the hero is as
 * tall as its text and controls need, so the stat tiles and the first rows come above the fold.
 */
export const compactHeroHeight = {
  height: 480,
  minHeight: 0,
  maxHeight: 'none',
  // Wider screens set a longer title in larger type.
  [theme.breakpoints.up('md')]: { height: 520 },
} as const;

/**
 * The hero's height: compact when the server said it has no image host (IMAGE_BASE_URL=off, or it
 * cannot reach it). The server's render knows that too, so the page hydrates at the same height.
 */
export function useHeroHeight(): typeof heroHeight | typeof compactHeroHeight {
  return useImageBase() === null ? compactHeroHeight : heroHeight;
}

const enter = keyframes`
  from { opacity: 0; transform: translateY(24px); }
  to { opacity: 1; transform: none; }
`;

// The first slide on the page's first paint rises without fading: text at opacity 0 is not painted, and
// it is the page's largest paint, which would wait for the fade.
const rise = keyframes`
  from { transform: translateY(24px); }
  to { transform: none; }
`;

/** The backdrop, or a gradient in the title's colour when there is none or it fails to load. */
function HeroBackdrop({ item, eager }: { item: HeroItem; eager: boolean }) {
  const base = useImageBase();
  const src = imageUrl(base, item.backdrop_path, 'w1280');
  const [failed, setFailed] = useState(false);
  const cover = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const;
  // Until the server has said where images load from: a plain dark cover, nothing requested.
  if (base === undefined && item.backdrop_path)
    return <Box sx={{ ...cover, bgcolor: 'grey.900' }} />;
  if (!src || failed) {
    const colour = posterColour(item.id);
    return (
      <Box
        data-testid="hero-backdrop-fallback"
        aria-hidden
        sx={{
          ...cover,
          backgroundColor: colour,
          backgroundImage: ({ palette }) =>
            `radial-gradient(circle at 75% 30%, ${alpha(palette.common.white, 0.18)}, transparent 55%), linear-gradient(135deg, ${colour} 0%, ${palette.background.default} 90%)`,
        }}
      />
    );
  }
  return (
    <Box
      component="img"
      src={src}
      srcSet={`${imageUrl(base, item.backdrop_path, 'w780')} 780w, ${src} 1280w`}
      sizes="100vw"
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
      sx={{ ...cover, objectFit: 'cover', bgcolor: 'grey.900' }}
    />
  );
}

interface HeroSlideProps {
  item: HeroItem;
  index: number;
  total: number;
  /** The visible slide; the others are inert. */
  active: boolean;
  /** Play the entrance animation (the visible slide, unless it is already on screen). */
  animate?: boolean;
  /** Shown as the page first paints: the entrance rises without fading in. */
  firstPaint?: boolean;
}

/**
 * Where 'Watch Now' (or 'Watch trailer', without a player provider) leads: a movie's player; for a
 * show, the first episode it lists (its details, asked for while its slide shows, say which), its own
 * page until they are in, and nowhere when it lists no episode at all (a player would only say 'Media
 * not found').
 */
function useWatchTarget(item: HeroItem, active: boolean): string | null {
  const show = useGetTvDetailsQuery(item.id, { skip: item.media_type !== 'tv' || !active });
  if (item.media_type === 'movie') return playerPath('movie', item.id);
  const details = show.currentData;
  if (!details) return detailPath('tv', item.id, titleOf(item));
  const season = firstPlayableSeason(details.seasons);
  return season === undefined ? null : playerPath('tv', item.id, season, 1);
}

/** One slide: backdrop, labels, title, overview and the two buttons. */
export function HeroSlide({
  item,
  index,
  total,
  active,
  animate = active,
  firstPaint = false,
}: HeroSlideProps) {
  const title = titleOf(item);
  const year = yearOf(item.media_type === 'movie' ? item.release_date : item.first_air_date);
  const rating = formatRating(item.vote_average);
  const watchTo = useWatchTarget(item, active);
  const height = useHeroHeight();
  const compact = height === compactHeroHeight;
  // Without a player provider only the Trailer plays: the button says so (DECISIONS.md).
  const providers = useHasPlayerProviders();
  const { t } = useLingui();
  const position = index + 1;
  return (
    <Box
      role="group"
      aria-roledescription={t`slide`}
      aria-label={t`${position} of ${total}: ${title}`}
      // Hidden slides stay out of the tab order and the accessibility tree.
      inert={!active}
      sx={{ position: 'relative', ...height, overflow: 'hidden' }}
    >
      <HeroBackdrop item={item} eager={index === 0} />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          background: ({ palette }) => {
            const page = palette.background.default;
            return `linear-gradient(90deg, ${alpha(page, 0.92)} 0%, ${alpha(page, 0.6)} 45%, ${alpha(page, 0.1)} 100%), linear-gradient(0deg, ${page} 0%, ${alpha(page, 0)} 40%)`;
          },
        }}
      />
      <Box
        sx={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: { xs: 88, md: 120 },
          px: { xs: 2, sm: 4, lg: 8 },
          maxWidth: 760,
          ...(animate && {
            animation: firstPaint ? `${rise} 900ms ease-out` : `${enter} 900ms ease-out 150ms both`,
            [`@media ${REDUCED_MOTION}`]: { animation: 'none' },
          }),
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 1.5 }}>
          <Box
            component="span"
            sx={{
              px: 1,
              py: 0.25,
              borderRadius: 1,
              fontSize: '0.8rem',
              fontWeight: 700,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            {item.media_type === 'movie' ? t`Movie` : t`TV Series`}
          </Box>
          {year && (
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {year}
            </Typography>
          )}
          {rating && (
            <Box
              component="span"
              data-testid="hero-rating"
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.5,
                px: 1,
                py: 0.25,
                borderRadius: 1,
                fontWeight: 700,
                bgcolor: 'overlay.scrim',
              }}
            >
              <StarIcon aria-hidden sx={{ fontSize: 18, color: 'primary.main' }} />
              <Box component="span" sx={visuallyHidden}>
                {t`Rating`}{' '}
              </Box>
              {rating}
            </Box>
          )}
        </Box>
        <Typography
          component="h3"
          variant="h1"
          dir="auto"
          sx={{
            mb: 1.5,
            textShadow: ({ palette }) => `0 2px 12px ${palette.overlay.shadow}`,
            overflowWrap: 'anywhere',
          }}
        >
          {title}
        </Typography>
        {item.overview && (
          <Typography
            dir="auto"
            sx={{
              mb: 3,
              color: 'text.primary',
              fontSize: { xs: '0.95rem', md: '1.1rem' },
              display: '-webkit-box',
              WebkitLineClamp: compact ? { xs: 2, md: 3 } : { xs: 3, md: 4 },
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {item.overview}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {watchTo && (
            <Button
              component={RouterLink}
              to={watchTo}
              variant="contained"
              size="large"
              startIcon={<PlayArrowIcon />}
              data-hero-action="watch"
            >
              {providers ? (
                <Trans>
                  Watch Now{' '}
                  <Box component="span" sx={visuallyHidden}>
                    {title}
                  </Box>
                </Trans>
              ) : (
                <Trans>
                  Watch trailer{' '}
                  <Box component="span" sx={visuallyHidden}>
                    of {title}
                  </Box>
                </Trans>
              )}
            </Button>
          )}
          <Button
            component={DetailLink}
            to={detailPath(item.media_type, item.id, title)}
            prefetch={{ type: item.media_type, id: item.id }}
            underline="none"
            variant="outlined"
            color="inherit"
            size="large"
            startIcon={<InfoOutlinedIcon />}
            sx={{ bgcolor: 'overlay.dimLight' }}
            data-hero-action="info"
          >
            <Trans>
              More Info{' '}
              <Box component="span" sx={visuallyHidden}>
                about {title}
              </Box>
            </Trans>
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
