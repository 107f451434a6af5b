import type { Reducer } from '@reduxjs/toolkit';

import { consentSlice } from '@/features/consent/consentSlice';
import { notInterestedSlice } from '@/features/forYou/notInterestedSlice';
import { continueWatchingSlice } from '@/features/lists/continueWatching/continueWatchingSlice';
import { profileSlice } from '@/features/profile/profileSlice';
import { completedShowsSlice } from '@/features/lists/progress/completedShowsSlice';
import { currentEpisodeSlice } from '@/features/lists/progress/currentEpisodeSlice';
import { lastProgressSlice } from '@/features/lists/progress/lastProgressSlice';
import { lastWatchedSlice } from '@/features/lists/progress/lastWatchedSlice';
import { progressSlice } from '@/features/lists/progress/progressSlice';
import { favoritesSlice } from '@/features/lists/savedMedia/favoritesSlice';
import { watchlistSlice } from '@/features/lists/savedMedia/watchlistSlice';
import { diarySlice } from '@/features/taste/diarySlice';
import { ratingsSlice } from '@/features/taste/ratingsSlice';
import { PERSISTED_SLICE_NAMES, persistedKey } from '@/lib/storageKeys';
import type { PersistedKey, PersistedSliceName } from '@/lib/storageKeys';

/**
 * Each persisted slice's reducer, by the names of lib/storageKeys: a slice listed there without its
 * reducer here (or the other way round) does not compile. Its codec (reader of saved values, view as
 * entries) is in ./sliceCodecs, loaded beside the page rather than in its first load (see ./restorers).
 */
const REDUCERS = {
  watchlist: watchlistSlice.reducer,
  favorites: favoritesSlice.reducer,
  continueWatching: continueWatchingSlice.reducer,
  progress: progressSlice.reducer,
  lastWatched: lastWatchedSlice.reducer,
  completedShows: completedShowsSlice.reducer,
  currentEpisode: currentEpisodeSlice.reducer,
  profile: profileSlice.reducer,
  ratings: ratingsSlice.reducer,
  diary: diarySlice.reducer,
  notInterested: notInterestedSlice.reducer,
  consent: consentSlice.reducer,
  lastProgress: lastProgressSlice.reducer,
} satisfies Record<PersistedSliceName, Reducer>;

/** The state of a persisted slice, by name. */
export type PersistedSliceState<N extends PersistedSliceName> = ReturnType<(typeof REDUCERS)[N]>;

type PersistedReducers = { [N in PersistedSliceName]: Reducer<PersistedSliceState<N>> };

/** The reducers again, each typed by its slice's name, so that code generic in the name keeps it. */
const REDUCER_OF: PersistedReducers = REDUCERS;

/**
 * One persisted slice, whole: its name, its entry of lib/storageKeys (defaults filled in) and its
 * reducer. Without a name, any one of them.
 */
export type PersistedSlice<N extends PersistedSliceName = PersistedSliceName> = {
  [K in N]: { name: K } & Required<PersistedKey> & { reducer: Reducer<PersistedSliceState<K>> };
}[N];

/** The registry's entry of one slice. */
export const persistedSlice = <N extends PersistedSliceName>(name: N): PersistedSlice<N> => ({
  name,
  ...persistedKey(name),
  reducer: REDUCER_OF[name],
});

/**
 * The registry of persisted slices, in the order of lib/storageKeys: the store persists, restores and
 * syncs across tabs exactly these.
 */
export const PERSISTED_SLICES: readonly PersistedSlice[] =
  PERSISTED_SLICE_NAMES.map(persistedSlice);

/**
 * One reducer per persisted slice, made by `wrap` from the registry's entry, keyed by name. `wrap`
 * adds to a slice's reducer (saving, other tabs' changes) and keeps its state, which its type, one for
 * every slice, cannot say: the result is typed by each slice's own state.
 */
export function persistedReducers(wrap: (slice: PersistedSlice) => Reducer): PersistedReducers {
  const reducers: Partial<Record<PersistedSliceName, Reducer>> = {};
  for (const slice of PERSISTED_SLICES) reducers[slice.name] = wrap(slice);
  return reducers as PersistedReducers;
}

/**
 * Calls each persisted slice's reducer once, which is when Redux Toolkit builds it (its case reducers
 * and Immer's setup): the app's start does it in a task of its own before it makes the store (see
 * src/index.tsx). Nothing is kept.
 */
export function buildReducers(): void {
  for (const { reducer } of PERSISTED_SLICES) reducer(undefined, { type: '@@marquee/build' });
}
