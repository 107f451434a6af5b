import type { Reducer } from '@reduxjs/toolkit';

import { dataImported } from '@/lib/dataImported';
import { accountCopyRemoved, otherTabChanged, remoteChangesMerged } from '@/lib/remoteChanges';
import type { PersistedSliceName } from '@/lib/storageKeys';

import { loadedCodecOf } from './restorers';

/**
 * A slice reducer that also takes the merged state of `otherTabChanged` for its name, its section of
 * an imported data file (`dataImported`), and its state after the account's other devices' changes
 * (`remoteChangesMerged`) or the account's copy being removed from this browser (`accountCopyRemoved`).
 *
 * Every state that comes from elsewhere goes through the slice's `restore`, as a saved value does: a
 * view rebuilt from no entries (`{}` for the profile) or a malformed field becomes the slice's
 * defaults, never a state its selectors cannot read (a blank page on "Remove them from this browser").
 */
export function syncable<S>(name: PersistedSliceName, reducer: Reducer<S>): Reducer<S> {
  const initial = () => reducer(undefined, { type: '@@marquee/initial' });
  // The code that sends these actions has loaded the codecs (./restorers); without them (never, in
  // the app) a state is taken as it came.
  const restore = (stored: unknown) => {
    const codec = loadedCodecOf(name);
    return (codec ? codec.restore(stored) : stored) as S | undefined;
  };
  const replaced = (incoming: unknown) => restore(incoming) ?? initial();
  return (state, action) => {
    if (otherTabChanged.match(action) && action.payload.name === name) {
      return replaced(action.payload.state);
    }
    if (
      (remoteChangesMerged.match(action) || accountCopyRemoved.match(action)) &&
      name in action.payload.slices
    ) {
      return replaced(action.payload.slices[name]);
    }
    if (dataImported.match(action) && name in action.payload) {
      const restored = restore(action.payload[name as keyof typeof action.payload]);
      if (restored) return { ...state, ...restored } as S;
    }
    return reducer(state, action);
  };
}
