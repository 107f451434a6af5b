import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { FollowedShowsProvider } from '@/features/calendar/FollowedShowsProvider';
import { selectRestored } from '@/features/storage/storageSlice';
import { SavedListScreen } from '@/features/lists/myLists/SavedListScreen';
import type { SavedListTexts } from '@/features/lists/myLists/SavedListScreen';
import {
  selectWatchlist,
  titlesRemovedFromWatchlist,
  watchlistCleared,
} from '@/features/lists/savedMedia/watchlistSlice';

const TEXTS: SavedListTexts = {
  heading: 'My Watchlist',
  // Our words (the spec gives the watchlist no subtitle): what the list is and where it is kept.
  subtitle: 'The movies and TV shows you mean to watch, kept in this browser.',
  listName: 'watchlist',
  emptyTitle: 'Your watchlist is empty',
  emptyText: 'Add titles from their pages to see them here.',
  removeOneTitle: 'Remove from Watchlist',
  removeOneMessage: 'Are you sure you want to remove this from your watchlist?',
};

/** /watchlist: the visitor's watchlist, from this browser's storage. */
export default function WatchlistPage() {
  const dispatch = useAppDispatch();
  const entries = useAppSelector(selectWatchlist);
  // The list is this browser's: until it is back from storage (a page the server rendered), the
  // screen waits for it rather than saying 'empty'.
  const restored = useAppSelector(selectRestored);
  // A followed show's card marks a new episode (the calendar feature).
  return (
    <FollowedShowsProvider>
      <SavedListScreen
        id="watchlist"
        texts={TEXTS}
        entries={restored ? entries : null}
        onRemove={(titles) => dispatch(titlesRemovedFromWatchlist(titles))}
        onClear={() => dispatch(watchlistCleared())}
      />
    </FollowedShowsProvider>
  );
}
