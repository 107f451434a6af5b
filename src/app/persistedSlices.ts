import type { Reducer } from '@reduxjs/toolkit';

import { consentSlice, restoreConsent } from '@/features/consent/consentSlice';
import {
  continueWatchingSlice,
  restoreContinueWatching,
} from '@/features/continueWatching/continueWatchingSlice';
import { profileSlice, restoreProfile } from '@/features/profile/profileSlice';
import {
  completedShowsSlice,
  restoreCompletedShows,
} from '@/features/progress/completedShowsSlice';
import {
  currentEpisodeSlice,
  restoreCurrentEpisode,
} from '@/features/progress/currentEpisodeSlice';
import { lastProgressSlice, restoreLastProgress } from '@/features/progress/lastProgressSlice';
import { lastWatchedSlice, restoreLastWatched } from '@/features/progress/lastWatchedSlice';
import { progressSlice, restoreProgress } from '@/features/progress/progressSlice';
import { favoritesSlice } from '@/features/savedMedia/favoritesSlice';
import { restoreSavedMedia } from '@/features/savedMedia/savedMediaSlice';
import { watchlistSlice } from '@/features/savedMedia/watchlistSlice';
import { PERSISTED_SLICE_NAMES, persistedKey } from '@/lib/storageKeys';
import type { PersistedKey, PersistedSliceName } from '@/lib/storageKeys';

/** What the app adds to a slice's entry in lib/storageKeys: its code. */
interface SliceCode<S> {
  reducer: Reducer<S>;
  /**
   * Reads a saved value (or an imported section, or another tab's save) of any version back: the
   * slice's state with malformed entries dropped, or undefined when the value is not this slice's.
   */
  restore: (stored: unknown) => S | undefined;
}

/** Ties a slice's reader to its reducer's state type. */
const code = <S>(slice: SliceCode<S>) => slice;

/**
 * Each persisted slice's code, by the names of lib/storageKeys: a slice listed there without its code
 * here (or the other way round) does not compile.
 */
const SLICE_CODE = {
  watchlist: code({
    reducer: watchlistSlice.reducer,
    restore: restoreSavedMedia,
  }),
  favorites: code({
    reducer: favoritesSlice.reducer,
    restore: restoreSavedMedia,
  }),
  continueWatching: code({
    reducer: continueWatchingSlice.reducer,
    restore: restoreContinueWatching,
  }),
  progress: code({
    reducer: progressSlice.reducer,
    restore: restoreProgress,
  }),
  lastWatched: code({
    reducer: lastWatchedSlice.reducer,
    restore: restoreLastWatched,
  }),
  completedShows: code({
    reducer: completedShowsSlice.reducer,
    restore: restoreCompletedShows,
  }),
  currentEpisode: code({
    reducer: currentEpisodeSlice.reducer,
    restore: restoreCurrentEpisode,
  }),
  profile: code({
    reducer: profileSlice.reducer,
    restore: restoreProfile,
  }),
  consent: code({
    reducer: consentSlice.reducer,
    restore: restoreConsent,
  }),
  lastProgress: code({
    reducer: lastProgressSlice.reducer,
    restore: restoreLastProgress,
  }),
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
