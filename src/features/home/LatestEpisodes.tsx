import { Trans, useLingui } from '@lingui/react/macro';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useDeferredValue, useId, useState } from 'react';
import type { Ref } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { DetailLink } from '@/components/DetailLink';
import { mediaQueryOf, useMediaMatch } from '@/hooks/useMediaMatch';
import { useNearViewport } from '@/hooks/useNearViewport';
import { PosterImage } from '@/components/PosterImage';
import { airDateLabel, episodeNumber } from '@/lib/airDate';
import { detailPath, playerPath, toSlug } from '@/lib/slug';
import { useGetLatestEpisodesQuery } from '@/services/latestEpisodes';
import type { LatestEpisode } from '@/services/latestEpisodes';

import { SectionHeader } from './SectionHeader';

/** Spec: under 640 px only two episodes show until the visitor asks for all. */
export const NARROW_EPISODE_COUNT = 2;

/** No episodes (one array, so that a deferred render sees no change where there is none). */
const EMPTY: LatestEpisode[] = [];

/** The visitor's calendar day, 'YYYY-MM-DD', in their own time zone. */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * One episode. The badge gives its real air date; 'Airs Today' says so only when that date is the
 * visitor's today, so the two never disagree (an airing show's latest aired episode, and any episode
 * of the demo's snapshot, may be from another day).
 */
function EpisodeCard({ episode, show, today }: LatestEpisode & { today: string }) {
  const { t, i18n } = useLingui();
  const number = episodeNumber(i18n, episode.season_number, episode.episode_number);
  const date = airDateLabel(i18n.locale, episode.air_date, today);
  const airsToday = episode.air_date === today;
  const slug = toSlug(show.id, show.name);
  const { name } = show;
  return (
    <Card component="article" sx={{ height: '100%', bgcolor: 'background.paper' }}>
      <Box sx={{ position: 'relative' }}>
        <PosterImage
          id={show.id}
          title={show.name}
          path={episode.still_path ?? show.backdrop_path}
          size="w500"
          aspectRatio="16 / 9"
          alt=""
        />
        {date && episode.air_date && (
          <Box
            component="time"
            dateTime={episode.air_date}
            sx={{
              position: 'absolute',
              top: 8,
              left: 8,
              zIndex: 1,
              px: 1,
              py: 0.25,
              borderRadius: 1,
              fontSize: '0.8rem',
              fontWeight: 700,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            {date}
          </Box>
        )}
        <Link
          component={RouterLink}
          to={playerPath('tv', slug, episode.season_number, episode.episode_number)}
          aria-label={t`Play ${name} ${number}`}
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            color: 'common.white',
            bgcolor: 'overlay.dimLight',
            transition: 'background-color 150ms ease',
            '&:hover, &:focus-visible': { bgcolor: 'overlay.dim' },
          }}
        >
          <Box
            component="span"
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 52,
              height: 52,
              borderRadius: '50%',
              bgcolor: 'overlay.scrim',
              border: '2px solid',
              borderColor: 'common.white',
            }}
          >
            <PlayArrowIcon aria-hidden sx={{ fontSize: 32 }} />
          </Box>
        </Link>
      </Box>
      <Box sx={{ p: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
          <Typography component="span" sx={{ fontWeight: 700, color: 'primary.main' }}>
            {number}
          </Typography>
          {airsToday && (
            <Typography
              component="span"
              sx={{
                fontSize: '0.75rem',
                fontWeight: 700,
                px: 0.75,
                borderRadius: 1,
                border: 1,
                borderColor: 'secondary.main',
                color: 'secondary.main',
              }}
            >
              <Trans>Airs Today</Trans>
            </Typography>
          )}
        </Box>
        <Typography
          component="h3"
          noWrap
          title={episode.name}
          sx={{ fontWeight: 600, fontSize: '1rem', lineHeight: 1.3 }}
        >
          {episode.name}
        </Typography>
        <DetailLink
          to={detailPath('tv', show.id, show.name)}
          prefetch={{ type: 'tv', id: show.id }}
          sx={{ color: 'text.secondary', fontSize: '0.9rem' }}
        >
          {show.name}
        </DetailLink>
      </Box>
    </Card>
  );
}

/** The episodes' grid: one column on phones, two on tablets, three on wide screens. */
const EPISODE_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

/** The height of a card's text under its still: number, name and show, with the card's padding. */
const CARD_TEXT_HEIGHT = 97;

/**
 * While the episodes load, the space they will take, left blank (spec: the section is hidden while it
 * loads): with a compact hero (no image host) the section is on the first screen of a phone, and
 * appearing late it pushed every row below it down.
 */
function ReservedSpace({ ref }: { ref?: Ref<HTMLDivElement> }) {
  // By CSS rather than a media query in script, so that the server's page holds the same space.
  return (
    <Box ref={ref} aria-hidden sx={{ my: 4, visibility: 'hidden' }}>
      <Box sx={{ height: 38 }} />
      <Box sx={EPISODE_GRID}>
        {Array.from({ length: 6 }, (_, index) => (
          <Box
            key={index}
            sx={{ display: { xs: index < NARROW_EPISODE_COUNT ? 'block' : 'none', sm: 'block' } }}
          >
            <Box sx={{ aspectRatio: '16 / 9' }} />
            <Box sx={{ height: CARD_TEXT_HEIGHT }} />
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 2, height: 35, display: { xs: 'block', sm: 'none' } }} />
    </Box>
  );
}

/**
 * Episodes of shows airing today. Spec: hidden while loading and when there are none (a failed airing
 * call gives an empty list); narrow screens show two until expanded.
 */
export function LatestEpisodes() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const query = useGetLatestEpisodesQuery(undefined, { skip: !near });
  // The episodes arrive as a store update, which React renders at once and whole: the cards, their
  // styles and their commit were one task of 25 to 45 ms after the first paint on this project's
  // 2-core machine. Deferred, that render is a background one React splits; the space stays reserved
  // until it is done.
  const episodes = useDeferredValue(query.data ?? EMPTY);
  // Not asked yet counts as loading: the render where the visitor nears the section keeps the space.
  const isLoading = useDeferredValue(query.isLoading || query.isUninitialized);
  const narrow = useMediaMatch(mediaQueryOf(useTheme().breakpoints.down('sm')));
  const [expanded, setExpanded] = useState(false);
  const { t } = useLingui();
  const headingId = useId();
  const listId = useId();
  // Until the visitor nears it, and while it loads, the space the section will take.
  if (!near) return <ReservedSpace ref={ref} />;
  if (isLoading) return <ReservedSpace />;
  if (episodes.length === 0) return null;

  const collapsible = narrow && episodes.length > NARROW_EPISODE_COUNT;
  const shown = collapsible && !expanded ? episodes.slice(0, NARROW_EPISODE_COUNT) : episodes;
  const today = localDay(new Date());
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ my: 4 }}>
      <SectionHeader id={headingId} title={t`Latest Episodes`} to="/airing-shows" />
      <Box
        component="ul"
        id={listId}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          ...EPISODE_GRID,
        }}
      >
        {shown.map((item) => (
          <li key={`${item.show.id}-${item.episode.id}`}>
            <EpisodeCard {...item} today={today} />
          </li>
        ))}
      </Box>
      {collapsible && (
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Button
            variant="outlined"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? t`Show Less` : t`Show All Episodes`}
          </Button>
        </Box>
      )}
    </Box>
  );
}
