import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { LoadingScreen } from '@/components/LoadingScreen';
import { selectRestored } from '@/features/storage/storageSlice';
import { SavedListScreen } from '@/features/myLists/SavedListScreen';
import type { SavedListTexts } from '@/features/myLists/SavedListScreen';
import {
  selectWatchlist,
  titlesRemovedFromWatchlist,
  watchlistCleared,
} from '@/features/savedMedia/watchlistSlice';

const TEXTS: SavedListTexts = {
  heading: 'My Watchlist',
  listName: 'watchlist',
  emptyTitle: 'Your watchlist is empty',
  emptyText: 'Titles you add to your watchlist from their pages show up here.',
  removeOneTitle: 'Remove from Watchlist',
  removeOneMessage: 'Are you sure you want to remove this from your watchlist?',
};

/** /watchlist: the visitor's watchlist, from this browser's storage. */
export default function WatchlistPage() {
  const dispatch = useAppDispatch();
  const entries = useAppSelector(selectWatchlist);
  // The list is this browser's: until it is back from storage (a page the server rendered), a
  // loading state rather than 'empty'.
  if (!useAppSelector(selectRestored)) return <LoadingScreen />;
  return (
    <SavedListScreen
      id="watchlist"
      texts={TEXTS}
      entries={entries}
      onRemove={(titles) => dispatch(titlesRemovedFromWatchlist(titles))}
      onClear={() => dispatch(watchlistCleared())}
    />
  );
}
