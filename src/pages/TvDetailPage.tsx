import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { shallowEqual } from 'react-redux';

import { useAppSelector } from '@/app/hooks';
import { selectInContinueWatching } from '@/features/lists/continueWatching/continueWatchingSlice';
import { selectCompletedShows } from '@/features/lists/progress/completedShowsSlice';
import { selectLastWatched } from '@/features/lists/progress/lastWatchedSlice';
import { SaveToggles } from '@/features/lists/savedMedia/SaveToggles';
import { SeasonSection } from '@/features/titleDetail/SeasonSection';
import { TitleDetail } from '@/features/titleDetail/TitleDetail';
import type { DetailSavedTitle } from '@/features/titleDetail/TitleDetail';
import { parseSlug } from '@/lib/slug';

import { renderTaste } from './tasteSlot';
import { renderWhereToWatch } from './whereToWatchSlot';
import type { PageData } from '@/app/hooks';
import { initialSeason, orderedSeasons } from '@/features/titleDetail/seasons';
import { tvApi } from '@/services/tv';

const renderSaveToggles = (title: DetailSavedTitle) => <SaveToggles title={title} />;

/** The season a link asked for in its navigation state (`{ season: 2 }`), if it is a season number. */
function requestedSeason(state: unknown): number | undefined {
  const season = (state as { season?: unknown } | null)?.season;
  return typeof season === 'number' && Number.isInteger(season) && season >= 0 ? season : undefined;
}

/**
 * /tv/{slug}: the detail screen of a show. The page keeps the active season (spec: the season passed
 * in navigation state, else 1), shared by the season picker and the watch button, and passes the
 * visitor's progress in.
 */
export default function TvDetailPage() {
  const { slug } = useParams();
  const { state } = useLocation();
  const parsed = parseSlug(slug);
  const showId = parsed.ok ? parsed.id : 0;
  // The pick belongs to one show: another show (a similar title's link) starts afresh.
  const [picked, setPicked] = useState<{ showId: number; season: number } | null>(null);
  const season = picked && picked.showId === showId ? picked.season : requestedSeason(state);

  // The visitor's progress with this show, selected as values that stay equal when the saved lists
  // are read back unchanged (a new array, an equal entry). The read-back comes after the page's
  // hydration has begun: a selection that changed would re-render the page from here while parts of
  // it still wait to be hydrated, and React then hydrates all of them at once, in one long task.
  const inContinueWatching = useAppSelector((state) =>
    selectInContinueWatching(state, 'tv', showId),
  );
  const lastWatched = useAppSelector((state) => selectLastWatched(state, showId), shallowEqual);
  const watched = useAppSelector((state) => selectCompletedShows(state).includes(showId));
  return (
    <TitleDetail
      type="tv"
      slug={slug}
      inContinueWatching={inContinueWatching}
      lastWatched={lastWatched}
      watched={watched}
      season={season}
      renderSeasons={(show, active) => (
        <SeasonSection
          show={show}
          season={active}
          onSeasonChange={(next) => setPicked({ showId, season: next })}
        />
      )}
      renderSaveToggles={renderSaveToggles}
      renderTaste={renderTaste}
      renderWhereToWatch={renderWhereToWatch}
    />
  );
}

/** The show's details, then the season its page opens on (when the show lists it). */
export const pageData: PageData | undefined =
  process.env.MARQUEE_SSR === 'true'
    ? (dispatch, { params }) => {
        const parsed = parseSlug(params.slug);
        if (!parsed.ok) return [];
        const { id } = parsed;
        return [
          (async () => {
            const { data: show } = await dispatch(tvApi.endpoints.getTvDetails.initiate(id));
            const season = initialSeason(show?.seasons);
            if (
              orderedSeasons(show?.seasons ?? []).some((entry) => entry.season_number === season)
            ) {
              await dispatch(tvApi.endpoints.getSeason.initiate({ id, season }));
            }
          })(),
        ];
      }
    : undefined;
