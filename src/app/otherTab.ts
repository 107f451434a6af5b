import { createAction } from '@reduxjs/toolkit';
import type { Reducer } from '@reduxjs/toolkit';

import { dataImported } from '@/lib/dataImported';
import { accountCopyRemoved, remoteChangesMerged } from '@/lib/remoteChanges';
import type { PersistedSliceName } from '@/lib/storageKeys';

/** Another tab's change, merged into this tab's state of one persisted slice (see crossTabSync). */
export const otherTabChanged = createAction<{ name: PersistedSliceName; state: object }>(
  'crossTab/otherTabChanged',
);

/**
 * A slice reducer that also takes the merged state of `otherTabChanged` for its name, its section of
 * an imported data file (`dataImported`, read through the slice's `restore` like a saved value), and
 * its state after the account's other devices' changes (`remoteChangesMerged`) or the account's copy
 * being removed from this browser (`accountCopyRemoved`).
 */
export function syncable<S>(
  name: PersistedSliceName,
  reducer: Reducer<S>,
  restore: (stored: unknown) => S | undefined,
): Reducer<S> {
  return (state, action) => {
    if (otherTabChanged.match(action) && action.payload.name === name)
      return action.payload.state as S;
    if (
      (remoteChangesMerged.match(action) || accountCopyRemoved.match(action)) &&
      name in action.payload.slices
    ) {
      return action.payload.slices[name] as S;
    }
    if (dataImported.match(action) && name in action.payload) {
      const restored = restore(action.payload[name as keyof typeof action.payload]);
      if (restored) return { ...state, ...restored } as S;
    }
    return reducer(state, action);
  };
}
