import { useMemo } from 'react';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  selectContinueWatching,
  titleRemovedFromContinueWatching,
} from '@/features/lists/continueWatching/continueWatchingSlice';
import type { ContinueWatchingEntry } from '@/features/lists/continueWatching/continueWatchingSlice';
import { selectLastWatchedShows } from '@/features/lists/progress/lastWatchedSlice';
import { selectPercents } from '@/features/lists/progress/progressSlice';
import { resumePercent } from '@/lib/resume';

export interface ResumeItem {
  entry: ContinueWatchingEntry;
  /** How much of what it resumes was played (0-100), when a player said. */
  percent: number | undefined;
}

/**
 * The continue-watching list as its cards show it (the home row and /continue-watching): each entry
 * with how far it was played, and a way to take one off the list.
 */
export function useResumeEntries(): {
  items: ResumeItem[];
  remove: (entry: Pick<ContinueWatchingEntry, 'media_id' | 'media_type'>) => void;
} {
  const dispatch = useAppDispatch();
  const entries = useAppSelector(selectContinueWatching);
  const percents = useAppSelector(selectPercents);
  const shows = useAppSelector(selectLastWatchedShows);
  const items = useMemo(
    () => entries.map((entry) => ({ entry, percent: resumePercent(entry, percents, shows) })),
    [entries, percents, shows],
  );
  return {
    items,
    remove: ({ media_id, media_type }) =>
      dispatch(titleRemovedFromContinueWatching({ media_id, media_type })),
  };
}
