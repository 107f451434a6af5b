import { createAction } from '@reduxjs/toolkit';
import { useMemo } from 'react';

import type { MediaDataMessage } from '@common/mediaData';

import { useAppDispatch, useAppStore } from '@/app/hooks';
import type { AppStartListening } from '@/app/hooks';
import { titleWatched } from '@/features/lists/continueWatching/continueWatchingSlice';
import type { WatchRecording, WatchedTitle } from '@/features/player/useWatchRecorder';
import { episodeOpened } from '@/features/lists/progress/completedShowsSlice';
import { progressMessageAccepted } from '@/features/lists/progress/lastProgressSlice';
import { selectLastWatched } from '@/features/lists/progress/lastWatchedSlice';
import { playbackProgressed } from '@/features/lists/progress/progressSlice';
import { percentOf } from '@/lib/player';

type AppStore = ReturnType<typeof useAppStore>;

/** A player page opened a title (again for each episode). */
export const watchOpened = createAction<WatchedTitle>('watch/opened');
/** A player reported progress (throttled by useWatchRecorder), with its latest message. */
export const watchProgressed = createAction<{ title: WatchedTitle; message: MediaDataMessage }>(
  'watch/progressed',
);

/**
 * Where watching is saved (spec, section 4), as the store's reaction to the player pages' two actions:
 * - Opening a title puts it first in continue watching (20 kept), with the last episode played of a
 *   show; opening an episode makes it the show's last (`user_last_watched`, so that the show's page
 *   continues there even with a player that reports no progress), the season's current episode
 *   (`currentEpisode_{id}_{season}`) and marks the show finished on its finale, in progress otherwise.
 * - Progress sets the percent (`user_watch_progress`), for a show above 0 the last episode
 *   (`user_last_watched`) and the continue-watching entry's `last_episode`, and keeps the message
 *   (`vidLinkProgress`).
 * The slices each keep their own part; this listener runs them in that order, reading the last episode
 * from the state in between.
 */
export function startWatchListening(startListening: AppStartListening): () => void {
  /** The title first in continue watching, with the last episode played of a show (if any). */
  const putFirst = (
    { type, id, details }: WatchedTitle,
    api: Pick<AppStore, 'getState' | 'dispatch'>,
  ) => {
    const last = type === 'tv' ? selectLastWatched(api.getState(), id) : undefined;
    const resume = last ? { season: last.season, episode: last.episode } : undefined;
    api.dispatch(
      titleWatched({
        media_id: id,
        media_type: type,
        details: resume ? { ...details, last_episode: resume } : details,
      }),
    );
  };
  const stopOpened = startListening({
    actionCreator: watchOpened,
    effect: ({ payload: title }, api) => {
      const { type, id, season, episode, finale } = title;
      // The episode first, so that the continue-watching entry names it.
      if (type === 'tv' && season !== undefined && episode !== undefined) {
        api.dispatch(episodeOpened({ showId: id, season, episode, finale: Boolean(finale) }));
      }
      putFirst(title, api);
    },
  });
  const stopProgressed = startListening({
    actionCreator: watchProgressed,
    effect: ({ payload: { title, message } }, api) => {
      const { type, id, season, episode } = title;
      api.dispatch(
        playbackProgressed({ mediaType: type, id, percent: percentOf(message), season, episode }),
      );
      putFirst(title, api);
      api.dispatch(progressMessageAccepted(message));
    },
  });
  return () => {
    stopOpened();
    stopProgressed();
  };
}

/** The stores whose listener is registered: the first player page a store renders registers it. */
const listening = new WeakSet<AppStore>();

/**
 * The player pages' recording: each event is one action, and the store's listener (above) saves it.
 * The listener comes with the player pages' code, not the first load's, and is registered once per
 * store before the first event can be sent (during the first render: the recorder sends `opened` from
 * an effect, which may be a child's and so run before this component's own).
 */
export function useWatchRecording(): WatchRecording {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  if (!listening.has(store)) {
    listening.add(store);
    startWatchListening(store.startListening);
  }
  return useMemo(
    () => ({
      opened: (title) => dispatch(watchOpened(title)),
      progressed: (title, message) => dispatch(watchProgressed({ title, message })),
    }),
    [dispatch],
  );
}
