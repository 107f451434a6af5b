import { createAction } from '@reduxjs/toolkit';

import type { PersistedSliceName } from './storageKeys';

/**
 * Records from the visitor's other devices, merged: `slices` holds the new state of each persisted
 * slice they changed (made from the registry's keyed view, so only their entries changed), the rest is
 * the account's own bookkeeping. Its own module, so the store (in every page's first load) knows the
 * action without carrying the sync code (src/features/sync/engine.ts, loaded once signed in).
 */
export const remoteChangesMerged = createAction<{
  slices: Record<string, object>;
  stamps: Record<string, string>;
  /** Local changes the other devices' newer versions replaced. */
  dropped: string[];
  cursor: number;
  clock: { wall: number; counter: number };
}>('sync/remoteChangesMerged');

/**
 * Signed out with "Remove them from this browser": each synced slice's state emptied (`slices`, made
 * from the registry's view of no entries). The account keeps them.
 */
export const accountCopyRemoved = createAction<{ slices: Record<string, object> }>(
  'sync/accountCopyRemoved',
);

/** Another tab's change, merged into this tab's state of one persisted slice (cross-tab sync). */
export const otherTabChanged = createAction<{ name: PersistedSliceName; state: object }>(
  'crossTab/otherTabChanged',
);
