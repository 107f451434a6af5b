import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useDeferredValue } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import type { Episode } from '@common/tmdb';
import { PosterImage } from '@/components/PosterImage';
import { ownEpisodeName } from '@/lib/episodeName';
import { formatRating } from '@/lib/format';
import { formatRuntime } from '@/lib/runtime';
import { playerPath, toSlug } from '@/lib/slug';
import { visuallyHidden } from '@/lib/visuallyHidden';

import { STILL_SIZE } from './seasons';

/** Spec: an episode without an overview. */
export const NO_EPISODE_DESCRIPTION = msg`No description available.`;

/** Said once above a list none of whose episodes has an overview (rather than on every card). */
export const NO_EPISODE_DESCRIPTIONS = msg`No descriptions are available for these episodes.`;

interface EpisodeCardProps {
  episode: Episode;
  show: { id: number; name: string };
  /** The season the card is listed under (the player path's season). */
  season: number;
  /** The episode the visitor is on: marked in words as well as colour. */
  current?: boolean;
  /** Show the overview line (or its fallback); off when no episode of the list has one. */
  describe?: boolean;
}

/**
 * One episode: still (or a placeholder), 'Episode N', name, overview, runtime and rating. The whole
 * card opens the player at that episode; the link itself sits on the name. An episode named only by
 * its number ('Episode 1', as TMDB names many) says so once: in its heading, the placeholder naming
 * the show instead.
 */
export function EpisodeCard({
  episode,
  show,
  season,
  current = false,
  describe = true,
}: EpisodeCardProps) {
  const { t, i18n } = useLingui();
  const number = episode.episode_number;
  const rating = formatRating(episode.vote_average);
  const runtime =
    episode.runtime && episode.runtime > 0 ? formatRuntime(i18n, episode.runtime) : null;
  const own = ownEpisodeName(episode.name, number);
  const name = own ?? t`Episode ${number}`;
  return (
    <Card
      component="article"
      sx={{
        position: 'relative',
        height: '100%',
        bgcolor: 'background.paper',
        outline: current ? 2 : 0,
        outlineColor: 'primary.main',
        transition: 'transform 150ms ease',
        '&:hover, &:focus-within': { transform: 'translateY(-4px)' },
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <PosterImage
          id={episode.id}
          title={own ?? show.name}
          path={episode.still_path}
          size={STILL_SIZE}
          aspectRatio="16 / 9"
          alt=""
        />
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            color: 'common.white',
          }}
        >
          <Box
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 44,
              height: 44,
              borderRadius: '50%',
              bgcolor: 'overlay.scrim',
            }}
          >
            <PlayArrowIcon />
          </Box>
        </Box>
      </Box>
      <Box sx={{ p: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {own && (
            <Typography component="p" sx={{ fontWeight: 700, color: 'primary.main' }}>
              <Trans>Episode {number}</Trans>
            </Typography>
          )}
          {current && (
            <Typography
              component="p"
              sx={{
                fontSize: '0.75rem',
                fontWeight: 700,
                px: 0.75,
                borderRadius: 1,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              <Trans>Currently Playing</Trans>
            </Typography>
          )}
        </Box>
        <Typography component="h3" sx={{ fontWeight: 600, fontSize: '1rem', lineHeight: 1.3 }}>
          <Link
            component={RouterLink}
            to={playerPath('tv', toSlug(show.id, show.name), season, number)}
            aria-label={own ? t`Play Episode ${number}: ${own}` : t`Play Episode ${number}`}
            underline="hover"
            color="inherit"
            // The link covers the card, so a click anywhere on it plays the episode.
            sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
          >
            {name}
          </Link>
        </Typography>
        {describe && (
          <Typography
            dir="auto"
            variant="body2"
            color="text.secondary"
            sx={{
              mt: 0.5,
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {episode.overview?.trim() || t(NO_EPISODE_DESCRIPTION)}
          </Typography>
        )}
        {(runtime || rating) && (
          <Box
            sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 2, color: 'text.secondary' }}
          >
            {runtime && (
              <Typography variant="body2" component="span">
                {runtime}
              </Typography>
            )}
            {rating && (
              <Typography
                variant="body2"
                component="span"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
              >
                <StarIcon aria-hidden sx={{ fontSize: 16, color: 'primary.main' }} />
                <Trans>
                  <Box component="span" sx={visuallyHidden}>
                    Rated{' '}
                  </Box>
                  {rating}
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    out of 10
                  </Box>
                </Trans>
              </Typography>
            )}
          </Box>
        )}
      </Box>
    </Card>
  );
}

interface EpisodeListProps {
  episodes: readonly Episode[];
  show: { id: number; name: string };
  season: number;
  /** Accessible name of the list ('Season 1 episodes'). */
  label: string;
  /** The stored episode the visitor is on, marked on its card. */
  currentEpisode?: number | null;
  /**
   * Say once that no episode has a description, when none has (default); off where the page already
   * says the title has facts only.
   */
  noteMissingDescriptions?: boolean;
}

/** Episode cards rendered at once; the rest follow in a background render. */
export const FIRST_EPISODES = 4;

/** A season's episode cards: one column on phones, up to four on wide screens. */
export function EpisodeList({
  episodes,
  show,
  season,
  label,
  currentEpisode,
  noteMissingDescriptions = true,
}: EpisodeListProps) {
  const { t } = useLingui();
  // A season of 10-20 cards is built in two renders, the first screen's worth at once and the rest
  // in a background render, so that opening a show never holds the page in one long task.
  const shown = useDeferredValue(episodes.length, Math.min(episodes.length, FIRST_EPISODES));
  // The spec's fallback on each card, unless no episode has a description: then it is said once.
  const described = episodes.some((episode) => episode.overview?.trim());
  return (
    <>
      {!described && noteMissingDescriptions && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t(NO_EPISODE_DESCRIPTIONS)}
        </Typography>
      )}
      <Box
        component="ul"
        aria-label={label}
        aria-busy={shown < episodes.length || undefined}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {episodes.slice(0, shown).map((episode) => (
          <li key={episode.id}>
            <EpisodeCard
              episode={episode}
              show={show}
              season={season}
              current={episode.episode_number === currentEpisode}
              describe={described}
            />
          </li>
        ))}
      </Box>
    </>
  );
}
