import { createSelector } from '@reduxjs/toolkit';

import type { RootState } from '@/app/hooks';
import { savedMediaKey } from '@/lib/savedTitle';
import type { SavedDetails } from '@/lib/savedTitle';

import type { TasteSignal } from './recommend';

const nameOf = (details: SavedDetails) => details.title ?? details.name ?? '';

/**
 * Everything the visitor did with titles, as For You reads it: favorites, the watchlist, ratings,
 * the diary, what they are watching, finished shows and what they are not interested in. A finished
 * show whose name no list keeps is left out (a reason must name it); For You still never suggests it
 * (`seenKeys`).
 */
export const selectTasteSignals = createSelector(
  [
    (state: RootState) => state.favorites.items,
    (state: RootState) => state.watchlist.items,
    (state: RootState) => state.ratings.byTitle,
    (state: RootState) => state.diary.entries,
    (state: RootState) => state.continueWatching.items,
    (state: RootState) => state.completedShows.ids,
    (state: RootState) => state.notInterested.byTitle,
  ],
  (favorites, watchlist, ratings, diary, watching, completed, hidden): TasteSignal[] => {
    const signals: TasteSignal[] = [];
    const names = new Map<string, string>();
    const add = (
      title: { media_type: 'movie' | 'tv'; media_id: number; details: SavedDetails },
      kind: TasteSignal['kind'],
      more: Partial<TasteSignal> = {},
    ) => {
      const name = nameOf(title.details);
      if (name) names.set(savedMediaKey(title), name);
      signals.push({
        media_type: title.media_type,
        media_id: title.media_id,
        title: name,
        kind,
        released: title.details.release_date ?? title.details.first_air_date,
        ...more,
      });
    };
    for (const item of favorites) add(item, 'favorite', { at: item.added_at });
    for (const item of watchlist) add(item, 'watchlist', { at: item.added_at });
    for (const rating of Object.values(ratings)) {
      add(rating, 'rating', { rating: rating.rating, at: rating.rated_at });
    }
    for (const entry of Object.values(diary)) {
      add(entry, 'watched', { at: entry.logged_at, genre_ids: entry.details.genre_ids });
    }
    for (const item of watching) add(item, 'progress', { at: item.last_watched });
    for (const item of Object.values(hidden)) add(item, 'notInterested', { at: item.at });
    for (const id of completed) {
      const name = names.get(`tv-${id}`);
      if (name) signals.push({ media_type: 'tv', media_id: id, title: name, kind: 'completed' });
    }
    return signals.filter((signal) => signal.title !== '' || signal.kind === 'notInterested');
  },
);

/** Every title the visitor saved, rated, watched or hid, named or not: never a suggestion. */
export const selectSeenKeys = createSelector(
  [selectTasteSignals, (state: RootState) => state.completedShows.ids],
  (signals, completed) =>
    new Set([...signals.map(savedMediaKey), ...completed.map((id) => `tv-${id}`)]),
);
