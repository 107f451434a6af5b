/**
 * Each persisted slice seen as keyed entries and rebuilt from them, so that a change made elsewhere
 * (another tab, the visitor's other devices) applies entry by entry instead of replacing the whole
 * state. Its own module: only cross-tab sync and account sync use it, and both load after the first
 * screen.
 */
import { CONTINUE_WATCHING_LIMIT } from '@/features/continueWatching/continueWatchingSlice';
import type { LastProgressState } from '@/features/progress/lastProgressSlice';
import type { LastWatchedState } from '@/features/progress/lastWatchedSlice';
import { savedMediaKey } from '@/lib/savedTitle';
import type { PersistedSliceName } from '@/lib/storageKeys';

import type { PersistedSliceState } from './persistedSlices';

/** A slice's state seen as independent entries by key, to compare and merge. */
export type Fields = Record<string, unknown>;

export interface View<S> {
  fields: (state: S) => Fields;
  build: (fields: Fields) => S;
}

interface Keyed {
  media_type: string;
  media_id: number;
}

/** A list of titles, one field per title, rebuilt newest first by `timeField` (and cut to `limit`). */
function titleList<S extends { items: Keyed[] }>(timeField: string, limit = Infinity): View<S> {
  const time = (item: unknown) => Date.parse(String((item as Fields)[timeField])) || 0;
  return {
    fields: (state) => Object.fromEntries(state.items.map((item) => [savedMediaKey(item), item])),
    build: (fields) =>
      ({
        items: Object.values(fields)
          .sort((a, b) => time(b) - time(a))
          .slice(0, limit),
      }) as S,
  };
}

/** A state whose fields are its entries already (profile, consent). */
const wholeRecord = <S extends object>(): View<S> => ({
  fields: (state) => ({ ...state }) as Fields,
  build: (fields) => fields as S,
});

/** Each persisted slice's view, by the names of lib/storageKeys (a slice without one does not compile). */
export const PERSISTED_VIEWS: { [N in PersistedSliceName]: View<PersistedSliceState<N>> } = {
  watchlist: titleList('added_at'),
  favorites: titleList('added_at'),
  continueWatching: titleList('last_watched', CONTINUE_WATCHING_LIMIT),
  progress: {
    fields: (state) => state.percent,
    build: (fields) => ({ percent: fields as Record<string, number> }),
  },
  lastWatched: {
    fields: (state) => state.shows,
    build: (fields) => ({ shows: fields as LastWatchedState['shows'] }),
  },
  completedShows: {
    fields: (state) => Object.fromEntries(state.ids.map((id) => [String(id), true])),
    build: (fields) => ({ ids: Object.keys(fields).map(Number) }),
  },
  currentEpisode: {
    fields: (state) => state.byShowSeason,
    build: (fields) => ({ byShowSeason: fields as Record<string, number> }),
  },
  profile: wholeRecord(),
  consent: wholeRecord(),
  lastProgress: {
    fields: (state): Fields => (state.message ? { message: state.message } : {}),
    build: (fields) => ({ message: (fields.message ?? null) as LastProgressState['message'] }),
  },
};

/** One slice's view, loosely typed for code that goes over every slice. */
export function viewOf(name: PersistedSliceName): View<unknown> {
  return PERSISTED_VIEWS[name] as unknown as View<unknown>;
}
