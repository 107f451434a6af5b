import { useParams } from 'react-router-dom';

import { MoviePlayer } from '@/features/player/MoviePlayer';

import { useWatchRecording } from './useWatchRecording';
import { renderWhereToWatch } from './whereToWatchSlot';

/** /player/movie/{slug}: the movie player, with where to watch beside it. */
export default function MoviePlayerPage() {
  const { slug } = useParams();
  const recording = useWatchRecording();
  return <MoviePlayer slug={slug} recording={recording} renderWhereToWatch={renderWhereToWatch} />;
}
