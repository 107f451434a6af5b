import { msg, plural } from '@lingui/core/macro';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { FollowedShowsProvider } from '@/features/calendar/FollowedShowsProvider';
import { selectRestored } from '@/features/storage/storageSlice';
import { SavedListScreen } from '@/features/lists/myLists/SavedListScreen';
import type { SavedListTexts } from '@/features/lists/myLists/SavedListScreen';
import {
  favoritesCleared,
  selectFavorites,
  titlesRemovedFromFavorites,
} from '@/features/lists/savedMedia/favoritesSlice';

const TEXTS: SavedListTexts = {
  heading: msg`My Favorites`,
  subtitle: msg`Your personal collection of favorite movies and TV shows.`,
  emptyTitle: msg`Your favorites list is empty`,
  emptyText: msg`Add movies and TV shows to your favorites to create your perfect collection.`,
  removeOneTitle: msg`Remove from Favorites`,
  removeOneMessage: msg`Are you sure you want to remove this from your favorites?`,
  removeSelectedMessage: (count) =>
    msg`${plural(count, {
      one: 'It will be taken off your favorites.',
      other: 'They will be taken off your favorites.',
    })}`,
  clearTitle: msg`Clear your favorites?`,
  clearMessage: (count) =>
    msg`All ${plural(count, { one: '# title', other: '# titles' })} will be removed from your favorites. This cannot be undone.`,
  titlesLabel: msg`Titles in your favorites`,
};

/** /favorites: the visitor's favorite titles, from this browser's storage. */
export default function FavoritesPage() {
  const dispatch = useAppDispatch();
  const entries = useAppSelector(selectFavorites);
  // The list is this browser's: until it is back from storage (a page the server rendered), the
  // screen waits for it rather than saying 'empty'.
  const restored = useAppSelector(selectRestored);
  // A followed show's card marks a new episode (the calendar feature).
  return (
    <FollowedShowsProvider>
      <SavedListScreen
        id="favorites"
        texts={TEXTS}
        entries={restored ? entries : null}
        onRemove={(titles) => dispatch(titlesRemovedFromFavorites(titles))}
        onClear={() => dispatch(favoritesCleared())}
      />
    </FollowedShowsProvider>
  );
}
