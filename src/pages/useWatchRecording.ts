import { useMemo } from 'react';

import type { MediaType } from '@common/mediaType';

import { useAppDispatch, useAppStore } from '@/app/hooks';
import { titleWatched } from '@/features/continueWatching/continueWatchingSlice';
import type { WatchRecording } from '@/features/player/useWatchRecorder';
import { episodeOpened } from '@/features/progress/completedShowsSlice';
import { progressMessageAccepted } from '@/features/progress/lastProgressSlice';
import { selectLastWatched } from '@/features/progress/lastWatchedSlice';
import { playbackProgressed } from '@/features/progress/progressSlice';
import { percentOf } from '@/lib/player';
import type { SavedDetails } from '@/lib/savedTitle';

/**
 * Where the player pages save watching (spec, section 4):
 * - Opening a title puts it first in continue watching (20 kept), with the last episode played of a
 *   show; opening an episode makes it the show's last (`user_last_watched`, so that the show's page
 *   continues there even with a player that reports no progress), the season's current episode
 *   (`currentEpisode_{id}_{season}`) and marks the show finished on its finale, in progress otherwise.
 * - Progress sets the percent (`user_watch_progress`), for a show above 0 the last episode
 *   (`user_last_watched`) and the continue-watching entry's `last_episode`, and keeps the message
 *   (`vidLinkProgress`).
 */
export function useWatchRecording(): WatchRecording {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useMemo(() => {
    /** The title first in continue watching, with the last episode played of a show (if any). */
    const putFirst = (type: MediaType, id: number, details: SavedDetails) => {
      const last = type === 'tv' ? selectLastWatched(store.getState(), id) : undefined;
      const resume = last ? { season: last.season, episode: last.episode } : undefined;
      dispatch(
        titleWatched({
          media_id: id,
          media_type: type,
          details: resume ? { ...details, last_episode: resume } : details,
        }),
      );
    };
    return {
      opened({ type, id, details, season, episode, finale }) {
        // The episode first, so that the continue-watching entry names it.
        if (type === 'tv' && season !== undefined && episode !== undefined) {
          dispatch(episodeOpened({ showId: id, season, episode, finale: Boolean(finale) }));
        }
        putFirst(type, id, details);
      },
      progressed({ type, id, details, season, episode }, message) {
        const percent = percentOf(message);
        dispatch(playbackProgressed({ mediaType: type, id, percent, season, episode }));
        putFirst(type, id, details);
        dispatch(progressMessageAccepted(message));
      },
    };
  }, [dispatch, store]);
}
