import { restoreConsent } from '@/features/consent/consentSlice';
import { restoreContinueWatching } from '@/features/continueWatching/continueWatchingSlice';
import { restoreProfile } from '@/features/profile/profileSlice';
import { restoreCompletedShows } from '@/features/progress/completedShowsSlice';
import { restoreLastWatched } from '@/features/progress/lastWatchedSlice';
import { restoreProgress } from '@/features/progress/progressSlice';
import { restoreSavedMedia } from '@/features/savedMedia/savedMediaSlice';

import type { SyncedSliceName } from './otherTab';

/**
 * Each persisted slice's reader of a saved (or imported, or other tab's) value: the slice's state, with
 * malformed entries dropped, or undefined when the value is not that slice's at all.
 */
export const RESTORE: Record<SyncedSliceName, (stored: unknown) => object | undefined> = {
  watchlist: restoreSavedMedia,
  favorites: restoreSavedMedia,
  continueWatching: restoreContinueWatching,
  progress: restoreProgress,
  lastWatched: restoreLastWatched,
  completedShows: restoreCompletedShows,
  profile: restoreProfile,
  consent: restoreConsent,
};
