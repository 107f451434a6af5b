import { useParams } from 'react-router-dom';

import { SeasonEpisodesScreen } from '@/features/titleDetail/SeasonEpisodesScreen';

/** /tv/{slug}/episodes/{season}: every episode of one season of a show. */
export default function SeasonEpisodesPage() {
  const { slug, season } = useParams();
  return <SeasonEpisodesScreen slug={slug} seasonParam={season} />;
}
