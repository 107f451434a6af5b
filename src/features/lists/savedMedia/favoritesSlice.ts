import { createSavedMediaSlice } from './savedMediaSlice';

export const favoritesSlice = createSavedMediaSlice('favorites');

export const {
  titleAdded: titleAddedToFavorites,
  titlesRemoved: titlesRemovedFromFavorites,
  cleared: favoritesCleared,
} = favoritesSlice.actions;

export const { selectItems: selectFavorites, selectCount: selectFavoritesCount } =
  favoritesSlice.selectors;
