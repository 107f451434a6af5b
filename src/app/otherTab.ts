import { createAction } from '@reduxjs/toolkit';
import type { Reducer } from '@reduxjs/toolkit';

/** The names of the persisted slices (persistence.ts STORAGE_KEYS). */
export type SyncedSliceName =
  | 'watchlist'
  | 'favorites'
  | 'continueWatching'
  | 'progress'
  | 'lastWatched'
  | 'completedShows'
  | 'profile'
  | 'consent';

/** Another tab's change, merged into this tab's state of one persisted slice (see crossTabSync). */
export const otherTabChanged = createAction<{ name: SyncedSliceName; state: object }>(
  'crossTab/otherTabChanged',
);

/** A slice reducer that also takes the merged state of `otherTabChanged` for its name. */
export function syncable<S>(name: SyncedSliceName, reducer: Reducer<S>): Reducer<S> {
  return (state, action) =>
    otherTabChanged.match(action) && action.payload.name === name
      ? (action.payload.state as S)
      : reducer(state, action);
}
