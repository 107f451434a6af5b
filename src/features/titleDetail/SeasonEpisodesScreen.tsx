import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { seasonNumber } from '@common/pagePaths';
import { PageWidth } from '@/components/PageWidth';
import { DetailLink } from '@/components/DetailLink';
import { LoadingScreen } from '@/components/LoadingScreen';
import { OfflineOr, isUnreachable } from '@/components/OfflineFallback';
import { PageTitle } from '@/components/PageTitle';
import { Pill } from '@/components/Pill';
import { PosterImage } from '@/components/PosterImage';
import { useCanonicalSlug } from '@/hooks/useCanonicalSlug';
import { slugErrorText } from '@/lib/detailFacts';
import { errorMessage, isNotFound } from '@/lib/errorMessage';
import { detailPath, parseSlug, toSlug } from '@/lib/slug';
import { useGetSeasonQuery, useGetTvDetailsQuery } from '@/services/tv';

import { EpisodeList } from './EpisodeCard';
import { LOADING_EPISODES, seasonLabel } from './SeasonSection';

/** Our message for a season segment that is not a number (/tv/1399-x/episodes/abc). */
export const INVALID_SEASON = msg`Invalid season number`;

/** '1 Episode' / '10 Episodes'. */
export function episodesBadge(i18n: I18n, count: number): string {
  return i18n._(msg`${plural(count, { one: '# Episode', other: '# Episodes' })}`);
}

/** A screen that says what went wrong, with the ways on. */
function Message({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <PageWidth max="md" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <PageTitle>{title}</PageTitle>
      <meta name="description" content={text ?? title} />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {text}
        </Typography>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: 4, justifyContent: 'center' }}
      >
        {children}
      </Stack>
    </PageWidth>
  );
}

const homeButton = (
  <Button variant="outlined" component={RouterLink} to="/">
    <Trans>Return Home</Trans>
  </Button>
);

interface SeasonEpisodesScreenProps {
  /** The path's show slug ('1399-game-of-thrones'). */
  slug: string | undefined;
  /** The path's season segment, unparsed. */
  seasonParam: string | undefined;
  /** The episode the visitor is on in this season (the player's last opened), if any. */
  currentEpisode: number | null;
}

/**
 * /tv/{slug}/episodes/{season}: the show and season, the season's overview (or our fallback line), its
 * episode count, the episode the visitor is on, and every episode as a card that opens the player.
 */
export function SeasonEpisodesScreen({
  slug,
  seasonParam,
  currentEpisode,
}: SeasonEpisodesScreenProps) {
  const { i18n, t } = useLingui();
  const parsed = parseSlug(slug);
  const id = parsed.ok ? parsed.id : 0;
  const season = seasonNumber(seasonParam);
  const details = useGetTvDetailsQuery(id, { skip: !parsed.ok });
  const seasonQuery = useGetSeasonQuery(
    { id, season: season ?? 0 },
    { skip: !parsed.ok || season === null },
  );
  const show = details.currentData;
  useCanonicalSlug(slug, show ? toSlug(show.id, show.name) : undefined);

  if (!parsed.ok) {
    return (
      <Message title={slugErrorText(i18n, parsed.error)} text={t`This link does not name a show.`}>
        {homeButton}
      </Message>
    );
  }
  if (season === null) {
    const segment = seasonParam ?? '';
    return (
      <Message
        title={t(INVALID_SEASON)}
        text={t`"${segment}" is not a season number. Seasons are numbered 0 (specials), 1, 2 and so on.`}
      >
        <Button variant="contained" component={RouterLink} to={`/tv/${slug}`}>
          <Trans>Back to the show</Trans>
        </Button>
      </Message>
    );
  }
  if (details.error && !details.isFetching) {
    return isNotFound(details.error) ? (
      <Message
        title={t`No TV show found`}
        text={t`The requested TV show doesn't exist or has been removed.`}
      >
        {homeButton}
      </Message>
    ) : (
      <OfflineOr unreachable={isUnreachable(details.error)}>
        <Message
          title={t`Failed to load TV show details. Please try again later.`}
          text={errorMessage(details.error, i18n)}
        >
          <Button variant="contained" onClick={() => void details.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
          {homeButton}
        </Message>
      </OfflineOr>
    );
  }
  if (!show) {
    return (
      <>
        <PageTitle>{t`Season ${season}`}</PageTitle>
        <LoadingScreen text={t(LOADING_EPISODES)} />
      </>
    );
  }

  const { name: showName } = show;
  const showPath = detailPath('tv', show.id, show.name);
  const backToShow = (
    <Button variant="contained" component={RouterLink} to={showPath} state={{ season }}>
      <Trans>Back to {showName}</Trans>
    </Button>
  );
  const { currentData: data, error, isFetching, refetch } = seasonQuery;
  if (error && !isFetching) {
    return isNotFound(error) ? (
      <Message
        title={t`Season ${season} not found`}
        text={t`${showName} has no season ${season} in the catalogue.`}
      >
        {backToShow}
      </Message>
    ) : (
      <OfflineOr unreachable={isUnreachable(error)}>
        <Message title={t`The episodes could not be loaded.`} text={errorMessage(error, i18n)}>
          <Button variant="contained" onClick={() => void refetch()}>
            <Trans>Try Again</Trans>
          </Button>
          {backToShow}
        </Message>
      </OfflineOr>
    );
  }
  if (!data) {
    return (
      <>
        <PageTitle>{t`${showName} - Season ${season}`}</PageTitle>
        <LoadingScreen text={t(LOADING_EPISODES)} />
      </>
    );
  }

  const name = seasonLabel(i18n, { name: data.name, season_number: season });
  const overview = data.overview?.trim() || t`All episodes from Season ${season} of ${showName}.`;
  const episodes = data.episodes ?? [];
  return (
    <PageWidth max="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle>{t`${showName} - Season ${season}`}</PageTitle>
      <meta
        name="description"
        content={t`Every episode of ${showName}, ${name}: titles, runtimes and ratings, each ready to play.`}
      />
      <Box
        component="header"
        sx={{
          display: 'flex',
          gap: { xs: 2, md: 4 },
          alignItems: { xs: 'flex-start', sm: 'flex-end' },
          mb: { xs: 3, md: 5 },
        }}
      >
        <Box
          sx={{
            flex: '0 0 auto',
            width: { xs: 96, sm: 140, md: 180 },
            borderRadius: 1,
            overflow: 'hidden',
          }}
        >
          <PosterImage
            id={show.id}
            title={`${show.name} ${name}`}
            path={data.poster_path ?? show.poster_path}
            size="w185"
            eager
            alt=""
          />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <DetailLink
            to={showPath}
            prefetch={{ type: 'tv', id: show.id }}
            sx={{ fontWeight: 600, color: 'primary.main', fontSize: '1.05rem' }}
          >
            {show.name}
          </DetailLink>
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' }, mt: 0.5, overflowWrap: 'anywhere' }}
          >
            {name}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5, maxWidth: 760 }}>
            {overview}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
            <Pill icon={<VideoLibraryIcon aria-hidden />}>
              {episodesBadge(i18n, episodes.length)}
            </Pill>
            {currentEpisode !== null && (
              <Pill icon={<PlayCircleIcon aria-hidden />}>
                <Trans>Currently Playing: Episode {currentEpisode}</Trans>
              </Pill>
            )}
          </Box>
        </Box>
      </Box>
      <Box component="section" aria-labelledby="season-episodes-heading">
        <Typography id="season-episodes-heading" component="h2" variant="h3" sx={{ mb: 2 }}>
          <Trans>Episodes</Trans>
        </Typography>
        {episodes.length === 0 ? (
          <Typography color="text.secondary">
            <Trans>No episodes are listed for this season yet.</Trans>
          </Typography>
        ) : (
          <EpisodeList
            episodes={episodes}
            show={show}
            season={season}
            label={t`${name} episodes`}
            currentEpisode={currentEpisode}
          />
        )}
      </Box>
    </PageWidth>
  );
}
