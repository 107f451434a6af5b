import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  createListenerMiddleware,
} from '@reduxjs/toolkit';
import type { Reducer } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import type { PersistedState } from 'redux-persist';

import { startStorageListening } from '@/features/storage/storageListeners';
import {
  savedListsRestored,
  storageSlice,
  storageWriteFailed,
} from '@/features/storage/storageSlice';
import { LATER_PERSISTED_KEYS } from '@/lib/storageKeys';
import type { LaterPersistedName } from '@/lib/storageKeys';
import { tmdbApi } from '@/services/tmdbApi';
import type { ApiExtra } from '@/services/tmdbApi';

import type { AccountApiExtra, accountApi } from '@/features/sync/accountApi';
import type { AccountState } from '@/features/sync/accountSlice';

import { syncable } from './otherTab';
import type { WelcomeState } from './welcomeState';
import { PERSISTED_SLICES, persistedReducers } from './persistedSlices';
import type { PersistedSlice } from './persistedSlices';
import { persistSlice, persistTarget } from './persistence';
import { loadCodecs } from './restorers';

/** A persisted slice's reducer, taking another tab's changes and imported data as well. */
const syncableReducer = (slice: PersistedSlice) =>
  syncable<object>(slice.name, slice.reducer as Reducer<object>);

/**
 * The slices of code loaded later (the account's sync, the welcome overlay): injected into the store's reducer when that code
 * loads (`combineSlices(...).inject`), absent before. Declared here so that the state's type names them.
 */
export interface LazyLoadedSlices {
  /** Persisted the registry's way (`registry.persistLater`), so with redux-persist's `_persist`. */
  account: AccountState & PersistedState;
  accountApi: ReturnType<typeof accountApi.reducer>;
  /** Whether the welcome overlay is up (./welcome.ts). */
  welcome: WelcomeState;
}

/**
 * The store's reducer, each persisted slice's made by `wrap` (saved to localStorage or not). One per
 * store, so that what one injects (a test's store, the app's) no other sees.
 */
const rootReducer = (wrap: (slice: PersistedSlice) => Reducer<object> = syncableReducer) =>
  combineSlices(
    { ...persistedReducers(wrap), storage: storageSlice.reducer },
    tmdbApi,
  ).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<ReturnType<typeof rootReducer>>;

export interface StoreOptions extends ApiExtra, AccountApiExtra {
  /** Save the feature slices to localStorage (the app does; most tests do not). */
  persist?: boolean;
  /**
   * Whether the saved lists are in the store from the start: yes by default; not on the server, nor
   * in the browser until they are restored (src/index.tsx dispatches savedListsRestored).
   */
  restored?: boolean;
}

/** Builds the store. The app makes one; every test makes its own. */
export function makeStore(
  preloadedState?: Partial<RootState>,
  { persist = false, restored = !persist, ...apiExtra }: StoreOptions = {},
) {
  // The slices' codecs, for the saved lists and the states other tabs, devices and imports bring
  // (./restorers): asked for now, beside the page, out of its first load.
  void loadCodecs().catch(() => undefined);

  // The persisted reducers report a refused write through the store they belong to.
  let reportWriteFailure = (_reason: string) => {};
  const onWriteFail = (error: unknown) => reportWriteFailure(String(error));

  const reducer = persist
    ? rootReducer(
        (slice) =>
          persistSlice(
            persistTarget(slice),
            syncableReducer(slice),
            onWriteFail,
          ) as Reducer<object>,
      )
    : rootReducer();

  // One listener middleware per store, so tests never share registered reactions; the middleware of
  // code loaded later (the account API's) is added to it as that code loads.
  const listeners = createListenerMiddleware();
  const lazyMiddleware = createDynamicMiddleware();

  const store = configureStore({
    reducer,
    preloadedState: {
      ...preloadedState,
      storage: preloadedState?.storage ?? { failedWrites: 0, restored },
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // The API slice's base query reads its retry timing and sign-in redirect from here.
        thunk: { extraArgument: apiExtra },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listeners.middleware, lazyMiddleware.middleware)
        .concat(tmdbApi.middleware),
    // Redux DevTools in development only.
    devTools: process.env.NODE_ENV !== 'production',
  });

  // Each feature registers its own cross-cutting reactions.
  const startListening = listeners.startListening.withTypes<RootState, typeof store.dispatch>();
  startStorageListening(startListening);
  if (persist) {
    // The saved lists are back once every persisted slice has been rehydrated (or given up on).
    startListening({
      predicate: (action, state) =>
        action.type === REHYDRATE &&
        !state.storage.restored &&
        PERSISTED_SLICES.every(
          ({ name }) =>
            (state[name] as { _persist?: { rehydrated?: boolean } })._persist?.rehydrated,
        ),
      effect: (_action, api) => {
        api.dispatch(savedListsRestored());
      },
    });
  }

  reportWriteFailure = (reason) => store.dispatch(storageWriteFailed(reason));
  setupListeners(store.dispatch);

  return Object.assign(store, {
    /** Registers reactions from code loaded later (the account's sync). */
    startListening,
    /** The store's reducer, into which code loaded later injects its slices. */
    reducer,
    /** Adds the middleware of code loaded later (an API's). */
    addMiddleware: lazyMiddleware.addMiddleware,
    /**
     * The persisted slices, for code loaded later that goes over them (cross-tab and account sync):
     * features do not import the app, so the store hands them its registry.
     */
    registry: {
      slices: PERSISTED_SLICES,
      codecs: loadCodecs,
      /**
       * A slice of code loaded later (LATER_PERSISTED_KEYS), persisted as the registry's are: its
       * reducer, to inject, and the way to read its saved state back into the store (redux-persist's
       * PERSIST for its key, sent right after the reducer is injected).
       */
      persistLater<S extends object>(
        name: LaterPersistedName,
        reducer: Reducer<S>,
        restore: (stored: unknown) => S | undefined,
      ) {
        const { key } = LATER_PERSISTED_KEYS[name];
        const persisted = persistSlice(
          { key, layout: { kind: 'state' }, version: 1, reader: async () => restore },
          reducer,
          onWriteFail,
        );
        // The first PERSIST this reducer sees (it was not there for the persistor's): it reads the
        // saved value, and answers through `rehydrate` once it is in the state.
        const rehydrate = () =>
          new Promise<void>((resolve) => {
            store.dispatch({
              type: PERSIST,
              key,
              register: () => {},
              rehydrate: (_key: string, payload: unknown, err: unknown) => {
                store.dispatch({ type: REHYDRATE, key, payload, err });
                resolve();
              },
            });
          });
        return { reducer: persisted, rehydrate };
      },
    },
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
