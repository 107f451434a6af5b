import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import type { Episode, SeasonSummary, TvDetails } from '@common/tmdb';
import { LabelledSelect } from '@/components/LabelledSelect';
import { errorMessage, isNotFound } from '@/lib/errorMessage';
import { imageUrl } from '@/lib/image';
import { playerPath, seasonEpisodesPath, toSlug } from '@/lib/slug';
import { useImageBase } from '@/services/site';
import { useGetSeasonQuery } from '@/services/tv';

import { STILL_SIZE, orderedSeasons } from './seasons';
import { SeasonVideosButton } from './videos/SeasonVideosButton';

// The episode cards come in a chunk of their own, asked for as soon as this module runs in a browser:
// they are below the show's hero, and the TV page's first load keeps within its budget without them.
// Hydration keeps the server's cards until the chunk is there.
const loadEpisodeCards = () => import(/* webpackChunkName: "episode-cards" */ './EpisodeCard');
if (typeof window !== 'undefined') void loadEpisodeCards();
const EpisodeList = lazy(() =>
  loadEpisodeCards().then(({ EpisodeList }) => ({ default: EpisodeList })),
);

/** Spec: a show whose details list no seasons. */
export const NO_SEASONS = msg`No seasons information available.`;

/** Spec: while the season's episodes load. */
export const LOADING_EPISODES = msg`Loading episodes...`;

/** A season's label: its name, else 'Season N' ('Specials' is TMDB's own name for season 0). */
export function seasonLabel(
  i18n: I18n,
  entry: Pick<SeasonSummary, 'name' | 'season_number'>,
): string {
  const { season_number: season } = entry;
  return entry.name?.trim() || i18n._(msg`Season ${season}`);
}

/**
 * Loads the stills of a season's episodes while the browser is idle, so that they are there when the
 * visitor expands the list or scrolls to it (spec: stills of loaded episodes are preloaded).
 */
function usePreloadedStills(episodes: readonly Episode[] | undefined) {
  const base = useImageBase();
  useEffect(() => {
    const urls = (episodes ?? [])
      .map((episode) => imageUrl(base, episode.still_path, STILL_SIZE))
      .filter((url): url is string => url !== null);
    if (urls.length === 0) return;
    const preload = () => {
      for (const url of urls) {
        const image = new Image();
        image.decoding = 'async';
        image.src = url;
      }
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(preload, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(preload, 200);
    return () => window.clearTimeout(timer);
  }, [episodes, base]);
}

function SeasonPicker({
  seasons,
  season,
  known,
  onChange,
}: {
  seasons: SeasonSummary[];
  season: number;
  known: boolean;
  onChange: (season: number) => void;
}) {
  const { i18n, t } = useLingui();
  return (
    <LabelledSelect label={t`Season`} value={season} onChange={(value) => onChange(Number(value))}>
      {!known && (
        <option value={season} disabled>
          {t`Season ${season}`}
        </option>
      )}
      {seasons.map((entry) => (
        <option key={entry.season_number} value={entry.season_number}>
          {seasonLabel(i18n, entry)}
        </option>
      ))}
    </LabelledSelect>
  );
}

interface SeasonSectionProps {
  show: TvDetails;
  season: number;
  onSeasonChange: (season: number) => void;
}

/**
 * A show's season picker and the spec's episode list block: 'Season N Episodes', 'N episodes
 * available', a Collapse / Expand toggle (expanded at first; collapsed it offers 'Play Episode 1'),
 * the episode cards, and a link to the season's own page.
 */
export function SeasonSection({ show, season, onSeasonChange }: SeasonSectionProps) {
  const { i18n, t } = useLingui();
  const headingId = useId();
  const listId = useId();
  const [expanded, setExpanded] = useState(true);
  const seasons = orderedSeasons(show.seasons);
  const summary = seasons.find((entry) => entry.season_number === season);
  const { currentData, error, isFetching, refetch } = useGetSeasonQuery(
    { id: show.id, season },
    { skip: !summary },
  );
  usePreloadedStills(currentData?.episodes);

  if (seasons.length === 0) {
    return (
      <Box component="section" aria-labelledby={headingId} sx={{ my: 4 }}>
        <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 1 }}>
          <Trans>Episodes</Trans>
        </Typography>
        <Typography color="text.secondary">{t(NO_SEASONS)}</Typography>
      </Box>
    );
  }

  const episodes = currentData?.episodes ?? [];
  const name = currentData
    ? seasonLabel(i18n, currentData)
    : summary
      ? seasonLabel(i18n, summary)
      : '';
  const count = episodes.length;
  const notFound = !summary || isNotFound(error);

  let body;
  if (notFound) {
    body = (
      <Typography color="text.secondary">
        <Trans>Season {season} was not found for this show.</Trans>
      </Typography>
    );
  } else if (currentData) {
    body = expanded ? (
      episodes.length === 0 ? (
        <Typography color="text.secondary">
          <Trans>No episodes are listed for this season yet.</Trans>
        </Typography>
      ) : (
        <Suspense fallback={<Typography color="text.secondary">{t(LOADING_EPISODES)}</Typography>}>
          <EpisodeList
            episodes={episodes}
            show={show}
            season={season}
            label={t`${name} episodes`}
            noteMissingDescriptions={!show.demo_facts_only}
          />
        </Suspense>
      )
    ) : (
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Typography color="text.secondary">
          {t`${plural(count, { one: `# episode available in ${name}`, other: `# episodes available in ${name}` })}`}
        </Typography>
        {episodes.length > 0 && (
          <Button
            component={RouterLink}
            to={playerPath('tv', toSlug(show.id, show.name), season, 1)}
            variant="contained"
            startIcon={<PlayArrowIcon />}
          >
            <Trans>Play Episode 1</Trans>
          </Button>
        )}
      </Box>
    );
  } else if (error && !isFetching) {
    body = (
      <Box role="alert" sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Typography color="error">
          {t`The episodes could not be loaded.`} {errorMessage(error, i18n)}
        </Typography>
        <Button variant="outlined" onClick={() => void refetch()}>
          <Trans>Try Again</Trans>
        </Button>
      </Box>
    );
  } else {
    body = (
      <Typography role="status" color="text.secondary">
        {t(LOADING_EPISODES)}
      </Typography>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ my: 4 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          flexDirection: { xs: 'column', sm: 'row' },
          flexWrap: 'wrap',
          gap: 2,
          mb: 2,
        }}
      >
        <Box sx={{ flex: '1 1 auto' }}>
          <Typography id={headingId} component="h2" variant="h3">
            <Trans>Season {season} Episodes</Trans>
          </Typography>
          {currentData && !notFound && (
            <Typography color="text.secondary">
              {t`${plural(count, { one: '# episode available', other: '# episodes available' })}`}
            </Typography>
          )}
        </Box>
        <SeasonPicker
          seasons={seasons}
          season={season}
          known={Boolean(summary)}
          onChange={onSeasonChange}
        />
        {currentData && !notFound && (
          <Button
            variant="outlined"
            aria-expanded={expanded}
            aria-controls={listId}
            startIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            onClick={() => setExpanded((now) => !now)}
          >
            {expanded ? t`Collapse` : t`Expand`}
          </Button>
        )}
        {summary && <SeasonVideosButton showId={show.id} season={season} showName={show.name} />}
      </Box>
      <Box id={listId}>{body}</Box>
      {summary && (
        <Link
          component={RouterLink}
          to={seasonEpisodesPath(show, season)}
          sx={{ display: 'inline-block', mt: 2, fontWeight: 600, color: 'primary.main' }}
        >
          <Trans>View all episodes</Trans>
        </Link>
      )}
    </Box>
  );
}
