import { useParams } from 'react-router-dom';

import { MoviePlayer, fetchMoviePlayer } from '@/features/player/MoviePlayer';

import { useWatchRecording } from './useWatchRecording';
import { renderWhereToWatch } from './whereToWatchSlot';
import type { PageData } from '@/app/hooks';

/** /player/movie/{slug}: the movie player, with where to watch beside it. */
export default function MoviePlayerPage() {
  const { slug } = useParams();
  const recording = useWatchRecording();
  return <MoviePlayer slug={slug} recording={recording} renderWhereToWatch={renderWhereToWatch} />;
}

/** What the movie's player reads. */
export const pageData: PageData | undefined =
  process.env.MARQUEE_SSR === 'true'
    ? (dispatch, { params }) => {
        return [fetchMoviePlayer(dispatch, params.slug)];
      }
    : undefined;
