import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';

import { consentSlice } from '@/features/consent/consentSlice';
import { continueWatchingSlice } from '@/features/continueWatching/continueWatchingSlice';
import { favoritesSlice } from '@/features/favorites/favoritesSlice';
import { profileSlice } from '@/features/profile/profileSlice';
import { progressSlice } from '@/features/progress/progressSlice';
import { watchlistSlice } from '@/features/watchlist/watchlistSlice';
import { tmdbApi } from '@/services/tmdbApi';

import { listenerMiddleware } from './listenerMiddleware';
import { persistSlice } from './persistence';

const featureReducers = {
  watchlist: watchlistSlice.reducer,
  favorites: favoritesSlice.reducer,
  continueWatching: continueWatchingSlice.reducer,
  progress: progressSlice.reducer,
  profile: profileSlice.reducer,
  consent: consentSlice.reducer,
};

const rootReducer = combineReducers({
  ...featureReducers,
  [tmdbApi.reducerPath]: tmdbApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  /** Save the feature slices to localStorage (the app does; most tests do not). */
  persist?: boolean;
}

/** Builds the store. The app makes one; every test makes its own. */
export function makeStore(
  preloadedState?: Partial<RootState>,
  { persist = false }: StoreOptions = {},
) {
  const reducer = persist
    ? combineReducers({
        watchlist: persistSlice('watchlist', watchlistSlice.reducer),
        favorites: persistSlice('favorites', favoritesSlice.reducer),
        continueWatching: persistSlice('continueWatching', continueWatchingSlice.reducer),
        progress: persistSlice('progress', progressSlice.reducer),
        profile: persistSlice('profile', profileSlice.reducer),
        consent: persistSlice('consent', consentSlice.reducer),
        [tmdbApi.reducerPath]: tmdbApi.reducer,
      })
    : rootReducer;

  const store = configureStore({
    reducer: reducer as typeof rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(tmdbApi.middleware),
    // Redux DevTools in development only.
    devTools: process.env.NODE_ENV !== 'production',
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
