import { createSelector } from '@reduxjs/toolkit';

import type { RootState } from '@/app/hooks';
import type { MediaType } from '@common/mediaType';
import { savedMediaKey } from '@/lib/savedTitle';
import type { SavedDetails } from '@/lib/savedTitle';

/** Why a title is on the calendar: on the watchlist, a favorite, or a show being watched. */
export type FollowReason = 'watchlist' | 'favorite' | 'watching';

/** A title whose coming dates the calendar reads. */
export interface FollowedTitle {
  media_type: MediaType;
  media_id: number;
  /** As the visitor's lists keep it; empty for a show known only by its progress. */
  name: string;
  poster_path: string | null;
  reasons: FollowReason[];
}

const nameOf = (details: SavedDetails) => details.title ?? details.name ?? '';

/**
 * What the visitor follows: the shows on the watchlist, among the favorites or being watched, and
 * the movies on the watchlist (their release day). A show is being watched while it has a last
 * episode played (progress) or a place in Continue Watching, until its finale was opened (a finished
 * show stays followed only if it is saved). Watchlist first, then favorites, then what is watched;
 * each title once.
 */
export const selectFollowedTitles = createSelector(
  [
    (state: RootState) => state.watchlist.items,
    (state: RootState) => state.favorites.items,
    (state: RootState) => state.continueWatching.items,
    (state: RootState) => state.lastWatched.shows,
    (state: RootState) => state.completedShows.ids,
  ],
  (watchlist, favorites, watching, lastWatched, completed): FollowedTitle[] => {
    const byKey = new Map<string, FollowedTitle>();
    const follow = (
      title: { media_type: MediaType; media_id: number; details?: SavedDetails },
      reason: FollowReason,
    ) => {
      const key = savedMediaKey(title);
      const known = byKey.get(key);
      if (known) {
        if (!known.reasons.includes(reason)) known.reasons.push(reason);
        if (!known.name && title.details) known.name = nameOf(title.details);
        return;
      }
      byKey.set(key, {
        media_type: title.media_type,
        media_id: title.media_id,
        name: title.details ? nameOf(title.details) : '',
        poster_path: title.details?.poster_path ?? null,
        reasons: [reason],
      });
    };
    for (const item of watchlist) follow(item, 'watchlist');
    for (const item of favorites) if (item.media_type === 'tv') follow(item, 'favorite');
    const finished = new Set(completed);
    for (const item of watching) {
      if (item.media_type === 'tv' && !finished.has(item.media_id)) follow(item, 'watching');
    }
    for (const id of Object.keys(lastWatched)) {
      const showId = Number(id);
      if (Number.isSafeInteger(showId) && showId > 0 && !finished.has(showId)) {
        follow({ media_type: 'tv', media_id: showId }, 'watching');
      }
    }
    return [...byKey.values()];
  },
);

/** Whether two sets hold the same ids. */
const sameMembers = (a: ReadonlySet<number>, b: ReadonlySet<number>) =>
  a.size === b.size && [...a].every((id) => b.has(id));

/** The ids of the shows the visitor follows (see selectFollowedTitles): the cards' new-episode mark. */
export const selectFollowedShowIds = createSelector(
  [selectFollowedTitles],
  (titles): ReadonlySet<number> =>
    new Set(titles.filter((title) => title.media_type === 'tv').map((title) => title.media_id)),
  // The same set while its members stay the same: equal lists read back (new arrays) after a page
  // has begun to hydrate then re-render nothing that marks cards (see src/pages/TvDetailPage.tsx).
  { memoizeOptions: { resultEqualityCheck: sameMembers } },
);
