import { useParams } from 'react-router-dom';

import { seasonNumber } from '@common/pagePaths';
import { useAppSelector } from '@/app/hooks';
import { selectCurrentEpisode } from '@/features/lists/progress/currentEpisodeSlice';
import { SeasonEpisodesScreen } from '@/features/titleDetail/SeasonEpisodesScreen';
import { parseSlug } from '@/lib/slug';
import type { PageData } from '@/app/hooks';
import { tvApi } from '@/services/tv';

/** /tv/{slug}/episodes/{season}: every episode of one season of a show, the visitor's current marked. */
export default function SeasonEpisodesPage() {
  const { slug, season } = useParams();
  const parsed = parseSlug(slug);
  const seasonNo = seasonNumber(season);
  const currentEpisode = useAppSelector((state) =>
    parsed.ok && seasonNo !== null ? selectCurrentEpisode(state, parsed.id, seasonNo) : null,
  );
  return <SeasonEpisodesScreen slug={slug} seasonParam={season} currentEpisode={currentEpisode} />;
}

/** The show and the season the address names. */
export const pageData: PageData | undefined =
  process.env.MARQUEE_SSR === 'true'
    ? (dispatch, { params }) => {
        const parsed = parseSlug(params.slug);
        const season = seasonNumber(params.season);
        if (!parsed.ok) return [];
        return [
          dispatch(tvApi.endpoints.getTvDetails.initiate(parsed.id)),
          ...(season === null
            ? []
            : [dispatch(tvApi.endpoints.getSeason.initiate({ id: parsed.id, season }))]),
        ];
      }
    : undefined;
