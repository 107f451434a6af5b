import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useMemo } from 'react';

import { useCanonicalSlug } from '@/hooks/useCanonicalSlug';
import { savedDetailsOf } from '@/lib/detailFacts';
import { isNotFound } from '@/lib/errorMessage';
import { yearOf } from '@/lib/format';
import { episodeExists, findSeason, isFinale, nextSeasonNumber } from '@/lib/episodes';
import { ownEpisodeName } from '@/lib/episodeName';
import type { PlayTarget } from '@/lib/player';
import { episodeLinks, parseEpisodeParams } from '@/lib/player';
import { detailPath, parseSlug, toSlug } from '@/lib/slug';
import { useGetEpisodeQuery, useGetTvExternalIdsQuery } from '@/services/player';
import { useGetSiteConfigQuery } from '@/services/site';
import { useGetSeasonQuery, useGetTvDetailsQuery } from '@/services/tv';
import { templateFields } from '@common/players';

import { EpisodeNavigation } from './EpisodeNavigation';
import { PlayerInfo } from './PlayerInfo';
import { PlayerLayout } from './PlayerLayout';
import { InvalidMedia, MediaFailed, MediaNotFound, PreparingContent } from './PlayerStates';
import { usePlayerChoice } from './usePlayerChoice';
import { useWatchRecorder } from './useWatchRecorder';
import type { WatchRecording } from './useWatchRecorder';
import type { AppDispatch } from '@/app/hooks';
import { siteApi } from '@/services/site';
import { titlesApi } from '@/services/titles';
import { playerApi } from '@/services/player';
import { tvApi } from '@/services/tv';

export interface TvPlayerProps {
  slug: string | undefined;
  season: string | undefined;
  episode: string | undefined;
  /** Saves what the visitor watches (the lists and progress are other features'; the page wires them). */
  recording: WatchRecording;
  /** Where to watch (another feature's; the page supplies it). */
  renderWhereToWatch: (title: { type: 'tv'; id: number; title: string }) => ReactNode;
}

/** /player/tv/{slug}/{season}/{episode}: an episode's player, the episode navigation and the rest. */
export function TvPlayer({ slug, season, episode, recording, renderWhereToWatch }: TvPlayerProps) {
  const parsed = parseSlug(slug);
  const numbers = parseEpisodeParams(season, episode);
  if (!parsed.ok || !numbers.ok) return <InvalidMedia type="tv" />;
  return (
    <TvPlayerScreen
      id={parsed.id}
      slug={slug}
      season={numbers.season}
      episode={numbers.episode}
      recording={recording}
      renderWhereToWatch={renderWhereToWatch}
    />
  );
}

interface ScreenProps {
  id: number;
  slug: string | undefined;
  season: number;
  episode: number;
  recording: WatchRecording;
  renderWhereToWatch: TvPlayerProps['renderWhereToWatch'];
}

function TvPlayerScreen({ id, slug, season, episode, recording, renderWhereToWatch }: ScreenProps) {
  const { t } = useLingui();
  const showQuery = useGetTvDetailsQuery(id);
  const show = showQuery.currentData;
  const exists = show ? episodeExists(show, season, episode) : false;
  // The episode is asked for beside the show (spec), not after it, so the page waits for one answer.
  const episodeQuery = useGetEpisodeQuery({ id, season, episode });
  const episodeData = episodeQuery.currentData;

  // Spec: the next season is fetched only on a season's last episode, when one is listed.
  const count = show ? (findSeason(show, season)?.episode_count ?? 0) : 0;
  const listedNext =
    show && exists && episode >= count ? nextSeasonNumber(show, season) : undefined;
  const nextSeasonQuery = useGetSeasonQuery(
    { id, season: listedNext ?? 0 },
    { skip: listedNext === undefined },
  );
  const nextSeason =
    listedNext !== undefined && (nextSeasonQuery.currentData?.episodes.length ?? 0) > 0
      ? listedNext
      : undefined;

  // The IMDb id only when a configured provider's episode template needs it.
  const { data: site } = useGetSiteConfigQuery();
  const needsImdb = (site?.players ?? []).some((p) => templateFields(p.tvUrl).includes('imdbId'));
  const externalIds = useGetTvExternalIdsQuery(id, { skip: !needsImdb || !exists });
  const imdbReady = !needsImdb || Boolean(externalIds.currentData) || externalIds.isError;

  useCanonicalSlug(slug, show ? toSlug(id, show.name) : undefined);
  const canonical = show ? toSlug(id, show.name) : (slug ?? String(id));

  const target = useMemo<PlayTarget | undefined>(
    () =>
      show && exists && imdbReady
        ? { type: 'tv', id, season, episode, imdbId: externalIds.currentData?.imdb_id ?? null }
        : undefined,
    [show, exists, imdbReady, id, season, episode, externalIds.currentData],
  );
  const player = usePlayerChoice(target);
  const record = useWatchRecorder(
    useMemo(
      () =>
        show && exists
          ? {
              type: 'tv' as const,
              id,
              details: savedDetailsOf(show),
              season,
              episode,
              finale: isFinale(show, season, episode),
            }
          : undefined,
      [show, exists, id, season, episode],
    ),
    recording,
  );

  const links = useMemo(
    () => (show ? episodeLinks(show, canonical, season, episode, nextSeason) : null),
    [show, canonical, season, episode, nextSeason],
  );

  if (!show || !links) {
    if (showQuery.isError) {
      return isNotFound(showQuery.error) ? (
        <MediaNotFound type="tv" />
      ) : (
        <MediaFailed type="tv" error={showQuery.error} retry={() => void showQuery.refetch()} />
      );
    }
    return <PreparingContent />;
  }
  if (!exists || (episodeQuery.isError && isNotFound(episodeQuery.error))) {
    return <MediaNotFound type="tv" showTo={detailPath('tv', id, show.name)} />;
  }

  const { name } = show;
  const playing = t`${name}, S${season} E${episode}`;
  // 'Season 1 · Episode 1', not '…: Episode 1' for an episode named only by its number.
  const episodeName = ownEpisodeName(episodeData?.name, episode);
  const overview = episodeData?.overview || undefined;
  return (
    <PlayerLayout
      title={show.name}
      player={player}
      playing={playing}
      season={season}
      onProgress={record}
      main={
        <>
          <PlayerInfo
            type="tv"
            title={show.name}
            detailTo={detailPath('tv', id, show.name)}
            episodeLine={
              episodeName
                ? t`Season ${season} · Episode ${episode}: ${episodeName}`
                : t`Season ${season} · Episode ${episode}`
            }
            year={yearOf(show.first_air_date)}
            runtime={episodeData?.runtime}
            voteAverage={
              episodeData?.vote_average && episodeData.vote_average > 0
                ? episodeData.vote_average
                : show.vote_average
            }
            genres={show.genres}
            overview={episodeQuery.isFetching && !episodeData ? '' : overview}
          />
          <EpisodeNavigation links={links} />
        </>
      }
      whereToWatch={renderWhereToWatch({ type: 'tv', id, title: show.name })}
    />
  );
}

/**
 * What the episode player reads (TvPlayer and usePlayerChoice): the show and the episode side by
 * side; for an episode the show lists, the next season on a season's last episode, the IMDb id when
 * a provider's template needs it, and the season's videos for the Trailer choice.
 */
export async function fetchTvPlayer(
  dispatch: AppDispatch,
  params: { slug?: string; season?: string; episode?: string },
): Promise<void> {
  const parsed = parseSlug(params.slug);
  const numbers = parseEpisodeParams(params.season, params.episode);
  if (!parsed.ok || !numbers.ok) return;
  const { id } = parsed;
  const { season, episode } = numbers;
  const [{ data: show }, { data: site }] = await Promise.all([
    dispatch(tvApi.endpoints.getTvDetails.initiate(id)),
    dispatch(siteApi.endpoints.getSiteConfig.initiate()),
    dispatch(playerApi.endpoints.getEpisode.initiate({ id, season, episode })),
  ]);
  if (!show || !episodeExists(show, season, episode)) return;
  const count = findSeason(show, season)?.episode_count ?? 0;
  const next = episode >= count ? nextSeasonNumber(show, season) : undefined;
  const needsImdb = (site?.players ?? []).some((p) => templateFields(p.tvUrl).includes('imdbId'));
  await Promise.all([
    next === undefined ? null : dispatch(tvApi.endpoints.getSeason.initiate({ id, season: next })),
    (async () => {
      if (needsImdb) await dispatch(playerApi.endpoints.getTvExternalIds.initiate(id));
      await dispatch(titlesApi.endpoints.getTitleVideos.initiate({ type: 'tv', id, season }));
    })(),
  ]);
}
