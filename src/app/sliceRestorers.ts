import { restoreConsent } from '@/features/consent/restore';
import { restoreContinueWatching } from '@/features/continueWatching/restore';
import { restoreProfile } from '@/features/profile/restore';
import {
  restoreCompletedShows,
  restoreCurrentEpisode,
  restoreLastProgress,
  restoreLastWatched,
  restoreProgress,
} from '@/features/progress/restore';
import { restoreSavedMedia } from '@/features/savedMedia/restore';

import { restorersLoaded } from './restorers';
import type { SliceRestorers } from './restorers';

/**
 * Each persisted slice's reader, by the names of lib/storageKeys (a slice without one does not
 * compile). Its own chunk: see ./restorers.
 */
export const RESTORERS: SliceRestorers = {
  watchlist: restoreSavedMedia,
  favorites: restoreSavedMedia,
  continueWatching: restoreContinueWatching,
  progress: restoreProgress,
  lastWatched: restoreLastWatched,
  completedShows: restoreCompletedShows,
  currentEpisode: restoreCurrentEpisode,
  profile: restoreProfile,
  consent: restoreConsent,
  lastProgress: restoreLastProgress,
};

restorersLoaded(RESTORERS);
