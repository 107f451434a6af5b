import { createSavedMediaSlice } from './savedMediaSlice';

export const watchlistSlice = createSavedMediaSlice('watchlist');

export const {
  titleAdded: titleAddedToWatchlist,
  titlesRemoved: titlesRemovedFromWatchlist,
  cleared: watchlistCleared,
} = watchlistSlice.actions;

export const { selectItems: selectWatchlist, selectCount: selectWatchlistCount } =
  watchlistSlice.selectors;
