import { persistStore } from 'redux-persist';

import { whenRestored } from '@/app/persistence';
import { makeStore } from '@/app/store';
import type { RootState, StoreOptions } from '@/app/store';

/** The spec's retry waits (1 s, 2 s, 4 s) would make every failure test slow; the count stays the same. */
export const FAST_RETRIES = { baseMs: 1, maxMs: 4 };

/**
 * The visitor has answered the cookie consent and the domain notice, as the browser journeys assume:
 * otherwise the consent modal would cover every screen under test. The prompts' own tests start
 * from `NO_CONSENT`.
 */
export const ACCEPTED_CONSENT: RootState['consent'] = {
  storage: 'all',
  domainNoticeAccepted: true,
};
export const NO_CONSENT: RootState['consent'] = { storage: null, domainNoticeAccepted: false };

/** The app's store as tests build it: the real one, with short retry waits unless told otherwise. */
export function makeTestStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  return makeStore(
    { consent: ACCEPTED_CONSENT, ...preloadedState },
    { retryTiming: FAST_RETRIES, ...options },
  );
}

/**
 * The store as the app builds it in a browser: saved to localStorage, its saved slices already read
 * back (what the app waits for before its first render). The persistor flushes pending saves.
 */
export async function makeRestoredStore(preloadedState?: Partial<RootState>) {
  const store = makeTestStore(preloadedState, { persist: true });
  const persistor = persistStore(store);
  await whenRestored(persistor);
  return { store, persistor };
}
