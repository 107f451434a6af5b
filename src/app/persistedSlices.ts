import type { Reducer } from '@reduxjs/toolkit';

import { consentSlice, restoreConsent } from '@/features/consent/consentSlice';
import type { ConsentState } from '@/features/consent/consentSlice';
import {
  CONTINUE_WATCHING_LIMIT,
  continueWatchingSlice,
  restoreContinueWatching,
} from '@/features/continueWatching/continueWatchingSlice';
import type { ContinueWatchingState } from '@/features/continueWatching/continueWatchingSlice';
import { profileSlice, restoreProfile } from '@/features/profile/profileSlice';
import type { ProfileState } from '@/features/profile/profileSlice';
import {
  completedShowsSlice,
  restoreCompletedShows,
} from '@/features/progress/completedShowsSlice';
import {
  currentEpisodeSlice,
  restoreCurrentEpisode,
} from '@/features/progress/currentEpisodeSlice';
import { lastProgressSlice, restoreLastProgress } from '@/features/progress/lastProgressSlice';
import type { LastProgressState } from '@/features/progress/lastProgressSlice';
import { lastWatchedSlice, restoreLastWatched } from '@/features/progress/lastWatchedSlice';
import type { LastWatchedState } from '@/features/progress/lastWatchedSlice';
import { progressSlice, restoreProgress } from '@/features/progress/progressSlice';
import { favoritesSlice } from '@/features/savedMedia/favoritesSlice';
import { restoreSavedMedia } from '@/features/savedMedia/savedMediaSlice';
import type { SavedMediaState } from '@/features/savedMedia/savedMediaSlice';
import { watchlistSlice } from '@/features/savedMedia/watchlistSlice';
import { savedMediaKey } from '@/lib/savedTitle';
import { PERSISTED_SLICE_NAMES, persistedKey } from '@/lib/storageKeys';
import type { PersistedKey, PersistedSliceName } from '@/lib/storageKeys';

/** A slice's state seen as independent entries by key, to compare and merge. */
export type Fields = Record<string, unknown>;

/** What the app adds to a slice's entry in lib/storageKeys: its code. */
interface SliceCode<S> {
  reducer: Reducer<S>;
  /**
   * Reads a saved value (or an imported section, or another tab's save) of any version back: the
   * slice's state with malformed entries dropped, or undefined when the value is not this slice's.
   */
  restore: (stored: unknown) => S | undefined;
  /**
   * The state as keyed fields and back, so that a change made elsewhere (another tab, later an
   * account) applies entry by entry instead of replacing the whole state.
   */
  fields: (state: S) => Fields;
  build: (fields: Fields) => S;
}

/** Ties a slice's reader and merge view to its reducer's state type. */
const code = <S>(slice: SliceCode<S>) => slice;

interface Keyed {
  media_type: string;
  media_id: number;
}

/** A list of titles, one field per title, rebuilt newest first by `timeField` (and cut to `limit`). */
function titleList<S extends { items: Keyed[] }>(
  timeField: string,
  limit = Infinity,
): Pick<SliceCode<S>, 'fields' | 'build'> {
  const time = (item: unknown) => Date.parse(String((item as Fields)[timeField])) || 0;
  return {
    fields: (state) => Object.fromEntries(state.items.map((item) => [savedMediaKey(item), item])),
    build: (fields) =>
      ({
        items: Object.values(fields)
          .sort((a, b) => time(b) - time(a))
          .slice(0, limit),
      }) as S,
  };
}

/** A state whose fields are its entries already (profile, consent). */
const wholeRecord = <S extends object>(): Pick<SliceCode<S>, 'fields' | 'build'> => ({
  fields: (state) => ({ ...state }) as Fields,
  build: (fields) => fields as S,
});

/**
 * Each persisted slice's code, by the names of lib/storageKeys: a slice listed there without its code
 * here (or the other way round) does not compile.
 */
const SLICE_CODE = {
  watchlist: code({
    reducer: watchlistSlice.reducer,
    restore: restoreSavedMedia,
    ...titleList<SavedMediaState>('added_at'),
  }),
  favorites: code({
    reducer: favoritesSlice.reducer,
    restore: restoreSavedMedia,
    ...titleList<SavedMediaState>('added_at'),
  }),
  continueWatching: code({
    reducer: continueWatchingSlice.reducer,
    restore: restoreContinueWatching,
    ...titleList<ContinueWatchingState>('last_watched', CONTINUE_WATCHING_LIMIT),
  }),
  progress: code({
    reducer: progressSlice.reducer,
    restore: restoreProgress,
    fields: (state) => state.percent,
    build: (fields) => ({ percent: fields as Record<string, number> }),
  }),
  lastWatched: code({
    reducer: lastWatchedSlice.reducer,
    restore: restoreLastWatched,
    fields: (state) => state.shows,
    build: (fields) => ({ shows: fields as LastWatchedState['shows'] }),
  }),
  completedShows: code({
    reducer: completedShowsSlice.reducer,
    restore: restoreCompletedShows,
    fields: (state) => Object.fromEntries(state.ids.map((id) => [String(id), true])),
    build: (fields) => ({ ids: Object.keys(fields).map(Number) }),
  }),
  currentEpisode: code({
    reducer: currentEpisodeSlice.reducer,
    restore: restoreCurrentEpisode,
    fields: (state) => state.byShowSeason,
    build: (fields) => ({ byShowSeason: fields as Record<string, number> }),
  }),
  profile: code({
    reducer: profileSlice.reducer,
    restore: restoreProfile,
    ...wholeRecord<ProfileState>(),
  }),
  consent: code({
    reducer: consentSlice.reducer,
    restore: restoreConsent,
    ...wholeRecord<ConsentState>(),
  }),
  lastProgress: code({
    reducer: lastProgressSlice.reducer,
    restore: restoreLastProgress,
    fields: (state): Fields => (state.message ? { message: state.message } : {}),
    build: (fields) => ({
      message: (fields.message ?? null) as LastProgressState['message'],
    }),
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
