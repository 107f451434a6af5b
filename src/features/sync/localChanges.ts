import { REHYDRATE } from 'redux-persist';
import type { UnknownAction } from '@reduxjs/toolkit';

import type { AppStore, RootState } from '@/app/hooks';
import { otherTabChanged, remoteChangesMerged } from '@/lib/remoteChanges';

import { localChangesStamped } from './accountSlice';
import type { SyncContext } from './context';
import { localChanges } from './merge';

/** Signed in, or not known yet (the saved account state not back): a change then waits to be judged. */
const signedInOrNotKnownYet = (account: RootState['account']) =>
  account !== undefined && (account.session != null || account._persist?.rehydrated !== true);

/**
 * The listener for changes made on this device while it is signed in: any action that changes a
 * synced slice (the lists' own actions; not a state that came from the account or another tab, which
 * is not this device's to send) has its changed entries stamped and queued (`localChangesStamped`),
 * and `stamped` is told so that they are pushed shortly. Answers the way to stop listening.
 */
export function startLocalChanges(
  store: AppStore,
  ctx: SyncContext,
  when: {
    /** Undefined once the slices' views are here; before, what to wait for. */
    ready: () => Promise<void> | undefined;
    stamped: () => void;
  },
): () => void {
  return store.startListening({
    predicate: (action: UnknownAction, current: RootState, previous: RootState) =>
      signedInOrNotKnownYet(current.account) &&
      action.type !== REHYDRATE &&
      !remoteChangesMerged.match(action) &&
      // Another tab of this browser made it, and sends it itself.
      !otherTabChanged.match(action) &&
      store.registry.slices.some(
        (slice) => slice.synced && current[slice.name] !== previous[slice.name],
      ),
    effect: async (_action, listenerApi) => {
      const before = listenerApi.getOriginalState();
      const after = listenerApi.getState();
      // Stamped as the change is made (the views are loaded but for the first moments of a page).
      const waiting = when.ready();
      if (waiting) await waiting;
      // Made before the account's saved state was back: it counts if that says signed in.
      if (!ctx.account().session) return;
      const changes = localChanges(ctx.slices, before, after, ctx.clock());
      if (!changes) return;
      listenerApi.dispatch(localChangesStamped(changes));
      when.stamped();
    },
  });
}
