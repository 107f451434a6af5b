import type { Reducer } from '@reduxjs/toolkit';

import { consentSlice } from '@/features/consent/consentSlice';
import { continueWatchingSlice } from '@/features/continueWatching/continueWatchingSlice';
import { profileSlice } from '@/features/profile/profileSlice';
import { completedShowsSlice } from '@/features/progress/completedShowsSlice';
import { currentEpisodeSlice } from '@/features/progress/currentEpisodeSlice';
import { lastProgressSlice } from '@/features/progress/lastProgressSlice';
import { lastWatchedSlice } from '@/features/progress/lastWatchedSlice';
import { progressSlice } from '@/features/progress/progressSlice';
import { favoritesSlice } from '@/features/savedMedia/favoritesSlice';
import { watchlistSlice } from '@/features/savedMedia/watchlistSlice';
import { PERSISTED_SLICE_NAMES, persistedKey } from '@/lib/storageKeys';
import type { PersistedKey, PersistedSliceName } from '@/lib/storageKeys';

/**
 * What the app adds to a slice's entry in lib/storageKeys: its reducer. Its reader of saved values is
 * in ./sliceRestorers, loaded beside the page rather than in its first load (see ./restorers).
 */
interface SliceCode<S> {
  reducer: Reducer<S>;
}

/** Keeps each slice's state type. */
const code = <S>(slice: SliceCode<S>) => slice;

/**
 * Each persisted slice's code, by the names of lib/storageKeys: a slice listed there without its code
 * here (or the other way round) does not compile.
 */
const SLICE_CODE = {
  watchlist: code({ reducer: watchlistSlice.reducer }),
  favorites: code({ reducer: favoritesSlice.reducer }),
  continueWatching: code({ reducer: continueWatchingSlice.reducer }),
  progress: code({ reducer: progressSlice.reducer }),
  lastWatched: code({ reducer: lastWatchedSlice.reducer }),
  completedShows: code({ reducer: completedShowsSlice.reducer }),
  currentEpisode: code({ reducer: currentEpisodeSlice.reducer }),
  profile: code({ reducer: profileSlice.reducer }),
  consent: code({ reducer: consentSlice.reducer }),
  lastProgress: code({ reducer: lastProgressSlice.reducer }),
} satisfies Record<PersistedSliceName, object>;

/** The state of a persisted slice, by name. */
export type PersistedSliceState<N extends PersistedSliceName> = ReturnType<
  (typeof SLICE_CODE)[N]['reducer']
>;

/** One persisted slice, whole: its name, its entry of lib/storageKeys and its code. */
export type PersistedSlice<N extends PersistedSliceName = PersistedSliceName> = {
  name: N;
} & Required<PersistedKey> &
  SliceCode<PersistedSliceState<N>>;

/**
 * The registry of persisted slices, in the order of lib/storageKeys: the store persists, restores and
 * syncs across tabs exactly these.
 */
export const PERSISTED_SLICES: readonly PersistedSlice[] = PERSISTED_SLICE_NAMES.map(
  (name) => ({ name, ...persistedKey(name), ...SLICE_CODE[name] }) as unknown as PersistedSlice,
);

/** The registry's entry of one slice. */
export function persistedSlice<N extends PersistedSliceName>(name: N): PersistedSlice<N> {
  return PERSISTED_SLICES.find((slice) => slice.name === name) as unknown as PersistedSlice<N>;
}

/** One reducer per persisted slice, made by `wrap` from the registry's entry, keyed by name. */
export function persistedReducers<R>(wrap: (slice: PersistedSlice) => Reducer<R>): {
  [N in PersistedSliceName]: Reducer<PersistedSliceState<N>>;
} {
  return Object.fromEntries(
    PERSISTED_SLICES.map((slice) => [slice.name, wrap(slice)]),
  ) as unknown as { [N in PersistedSliceName]: Reducer<PersistedSliceState<N>> };
}
