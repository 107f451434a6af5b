import type { AppStartListening } from '@/app/hooks';

import { storageWriteFailed } from './storageSlice';

/** The storage feature's reactions: the first refused save of a visit is logged once. */
export function startStorageListening(startListening: AppStartListening): void {
  startListening({
    actionCreator: storageWriteFailed,
    effect: (action, api) => {
      if (api.getState().storage.failedWrites === 1) {
        console.warn('Saving to localStorage failed; changes stay for this visit.', action.payload);
      }
    },
  });
}
