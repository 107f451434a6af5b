import { useMemo } from 'react';

import { useAppDispatch, useAppStore } from '@/app/hooks';
import { titleWatched } from '@/features/continueWatching/continueWatchingSlice';
import type { WatchRecording } from '@/features/player/useWatchRecorder';
import { episodeOpened } from '@/features/progress/completedShowsSlice';
import { selectLastWatched } from '@/features/progress/lastWatchedSlice';
import { playbackProgressed } from '@/features/progress/progressSlice';
import { writeCurrentEpisode } from '@/lib/currentEpisode';
import { percentOf, writeLastProgress } from '@/lib/player';

/**
 * Where the player pages save watching (spec, section 4):
 * - Opening a title puts it first in continue watching (20 kept), with the last episode played of a
 *   show; opening an episode stores `currentEpisode_{id}_{season}` and marks the show finished on its
 *   finale, in progress otherwise.
 * - Progress sets the percent (`user_watch_progress`), for a show above 0 the last episode
 *   (`user_last_watched`) and the continue-watching entry's `last_episode`, and keeps the message
 *   (`vidLinkProgress`).
 */
export function useWatchRecording(): WatchRecording {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useMemo(
    () => ({
      opened({ type, id, details, season, episode, finale }) {
        const last = type === 'tv' ? selectLastWatched(store.getState(), id) : undefined;
        dispatch(
          titleWatched({
            media_id: id,
            media_type: type,
            details: last
              ? { ...details, last_episode: { season: last.season, episode: last.episode } }
              : details,
          }),
        );
        if (type === 'tv' && season !== undefined && episode !== undefined) {
          writeCurrentEpisode(id, season, episode);
          dispatch(episodeOpened({ showId: id, finale: Boolean(finale) }));
        }
      },
      progressed({ type, id, details, season, episode }, message) {
        const percent = percentOf(message);
        dispatch(playbackProgressed({ mediaType: type, id, percent, season, episode }));
        const last = type === 'tv' ? selectLastWatched(store.getState(), id) : undefined;
        dispatch(
          titleWatched({
            media_id: id,
            media_type: type,
            details: last
              ? { ...details, last_episode: { season: last.season, episode: last.episode } }
              : details,
          }),
        );
        writeLastProgress(message);
      },
    }),
    [dispatch, store],
  );
}
