import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';

import { consentSlice } from '@/features/consent/consentSlice';
import { continueWatchingSlice } from '@/features/continueWatching/continueWatchingSlice';
import { profileSlice } from '@/features/profile/profileSlice';
import { completedShowsSlice } from '@/features/progress/completedShowsSlice';
import { lastWatchedSlice } from '@/features/progress/lastWatchedSlice';
import { progressSlice } from '@/features/progress/progressSlice';
import { favoritesSlice } from '@/features/savedMedia/favoritesSlice';
import { watchlistSlice } from '@/features/savedMedia/watchlistSlice';
import { startStorageListening } from '@/features/storage/storageListeners';
import {
  savedListsRestored,
  storageSlice,
  storageWriteFailed,
} from '@/features/storage/storageSlice';
import { tmdbApi } from '@/services/tmdbApi';
import type { ApiExtra } from '@/services/tmdbApi';

import { syncable } from './otherTab';
import { persistSlice } from './persistence';

const featureReducers = {
  watchlist: syncable('watchlist', watchlistSlice.reducer),
  favorites: syncable('favorites', favoritesSlice.reducer),
  continueWatching: syncable('continueWatching', continueWatchingSlice.reducer),
  progress: syncable('progress', progressSlice.reducer),
  lastWatched: syncable('lastWatched', lastWatchedSlice.reducer),
  completedShows: syncable('completedShows', completedShowsSlice.reducer),
  profile: syncable('profile', profileSlice.reducer),
  consent: syncable('consent', consentSlice.reducer),
  storage: storageSlice.reducer,
};

const rootReducer = combineReducers({
  ...featureReducers,
  [tmdbApi.reducerPath]: tmdbApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions extends ApiExtra {
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
  // The persisted reducers report a refused write through the store they belong to.
  let reportWriteFailure = (_reason: string) => {};
  const onWriteFail = (error: unknown) => reportWriteFailure(String(error));

  const reducer = persist
    ? combineReducers({
        watchlist: persistSlice('watchlist', watchlistSlice.reducer, onWriteFail),
        favorites: persistSlice('favorites', favoritesSlice.reducer, onWriteFail),
        continueWatching: persistSlice(
          'continueWatching',
          continueWatchingSlice.reducer,
          onWriteFail,
        ),
        progress: persistSlice('progress', progressSlice.reducer, onWriteFail),
        lastWatched: persistSlice('lastWatched', lastWatchedSlice.reducer, onWriteFail),
        completedShows: persistSlice('completedShows', completedShowsSlice.reducer, onWriteFail),
        profile: persistSlice('profile', profileSlice.reducer, onWriteFail),
        consent: persistSlice('consent', consentSlice.reducer, onWriteFail),
        storage: storageSlice.reducer,
        [tmdbApi.reducerPath]: tmdbApi.reducer,
      })
    : rootReducer;

  // One listener middleware per store, so tests never share registered reactions.
  const listeners = createListenerMiddleware();

  const store = configureStore({
    reducer: reducer as typeof rootReducer,
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
        .prepend(listeners.middleware)
        .concat(tmdbApi.middleware),
    // Redux DevTools in development only.
    devTools: process.env.NODE_ENV !== 'production',
  });

  // Each feature registers its own cross-cutting reactions.
  const startListening = listeners.startListening.withTypes<RootState, typeof store.dispatch>();
  startStorageListening(startListening);
  if (persist) {
    // The saved lists are back once every persisted slice has been rehydrated (or given up on).
    const names = Object.keys(featureReducers).filter((name) => name !== 'storage');
    startListening({
      predicate: (action, state) =>
        action.type === REHYDRATE &&
        !state.storage.restored &&
        names.every(
          (name) =>
            (state[name as keyof RootState] as { _persist?: { rehydrated?: boolean } })._persist
              ?.rehydrated,
        ),
      effect: (_action, api) => {
        api.dispatch(savedListsRestored());
      },
    });
  }

  reportWriteFailure = (reason) => store.dispatch(storageWriteFailed(reason));
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
