import { msg, plural } from '@lingui/core/macro';

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
  heading: msg`My Watchlist`,
  // Our words (the spec gives the watchlist no subtitle): what the list is and where it is kept.
  subtitle: msg`The movies and TV shows you mean to watch, kept in this browser.`,
  emptyTitle: msg`Your watchlist is empty`,
  emptyText: msg`Add titles from their pages to see them here.`,
  removeOneTitle: msg`Remove from Watchlist`,
  removeOneMessage: msg`Are you sure you want to remove this from your watchlist?`,
  removeSelectedMessage: (count) =>
    msg`${plural(count, {
      one: 'It will be taken off your watchlist.',
      other: 'They will be taken off your watchlist.',
    })}`,
  clearTitle: msg`Clear your watchlist?`,
  clearMessage: (count) =>
    msg`All ${plural(count, { one: '# title', other: '# titles' })} will be removed from your watchlist. This cannot be undone.`,
  titlesLabel: msg`Titles in your watchlist`,
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
