import { useParams } from 'react-router-dom';

import { Redirect } from '@/components/Redirect';
import { TvPlayer, fetchTvPlayer } from '@/features/player/TvPlayer';

import { useWatchRecording } from './useWatchRecording';
import { renderWhereToWatch } from './whereToWatchSlot';
import type { PageData } from '@/app/hooks';

/**
 * /player/tv/{slug}/{season}/{episode}: an episode's player. A path lacking the season or episode
 * goes to the show's page (spec), replacing the bad address in history.
 */
export default function TvPlayerPage() {
  const { slug, season, episode } = useParams();
  const recording = useWatchRecording();
  if (!season || !episode) return <Redirect to={slug ? `/tv/${slug}` : '/tv-shows'} />;
  return (
    <TvPlayer
      slug={slug}
      season={season}
      episode={episode}
      recording={recording}
      renderWhereToWatch={renderWhereToWatch}
    />
  );
}

/** What the episode's player reads. */
export const pageData: PageData | undefined =
  process.env.MARQUEE_SSR === 'true'
    ? (dispatch, { params }) => {
        return [fetchTvPlayer(dispatch, params)];
      }
    : undefined;
