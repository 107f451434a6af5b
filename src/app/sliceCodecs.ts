import { consentCodec } from '@/features/consent/persisted';
import { continueWatchingCodec } from '@/features/lists/continueWatching/persisted';
import { profileCodec } from '@/features/profile/persisted';
import {
  completedShowsCodec,
  currentEpisodeCodec,
  lastProgressCodec,
  lastWatchedCodec,
  progressCodec,
} from '@/features/lists/progress/persisted';
import { favoritesCodec, watchlistCodec } from '@/features/lists/savedMedia/persisted';
import { notInterestedCodec } from '@/features/forYou/persisted';
import { diaryCodec, ratingsCodec } from '@/features/taste/persisted';
import type { SliceCodec, SliceView } from '@/lib/persistedSlice';
import type { PersistedSliceName } from '@/lib/storageKeys';

import type { PersistedSliceState } from './persistedSlices';
import { codecsLoaded } from './restorers';
import type { SliceCodecs } from './restorers';

/**
 * Each persisted slice's codec (its reader of saved values and its view as keyed entries), as its
 * feature declares it, by the names of lib/storageKeys: a slice without one, or with one of another
 * state, does not compile. Its own chunk: see ./restorers.
 */
export const SLICE_CODECS = {
  watchlist: watchlistCodec,
  favorites: favoritesCodec,
  continueWatching: continueWatchingCodec,
  progress: progressCodec,
  lastWatched: lastWatchedCodec,
  completedShows: completedShowsCodec,
  currentEpisode: currentEpisodeCodec,
  profile: profileCodec,
  ratings: ratingsCodec,
  diary: diaryCodec,
  notInterested: notInterestedCodec,
  consent: consentCodec,
  lastProgress: lastProgressCodec,
} satisfies SliceCodecs;

codecsLoaded(SLICE_CODECS);

/** One slice's codec, typed by its name. */
export function codecOf<N extends PersistedSliceName>(name: N): SliceCodec<PersistedSliceState<N>> {
  const codecs: SliceCodecs = SLICE_CODECS;
  return codecs[name];
}

/** One slice's view, for the sync code that goes over every slice and sees states as plain records. */
export function viewOf(name: PersistedSliceName): SliceView<unknown> {
  return codecOf(name).view;
}
