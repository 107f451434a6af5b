import {
  CONTINUE_WATCHING_LIMIT,
  selectContinueWatching,
  titleWatched,
} from '@/features/lists/continueWatching/continueWatchingSlice';
import { restoreContinueWatching } from '@/features/lists/continueWatching/persisted';
import {
  selectWatchlist,
  titleAddedToWatchlist,
  titlesRemovedFromWatchlist,
  watchlistCleared,
} from '@/features/lists/savedMedia/watchlistSlice';
import { episodeOpened } from '@/features/lists/progress/completedShowsSlice';
import { playbackProgressed } from '@/features/lists/progress/progressSlice';
import {
  restoreCompletedShows,
  restoreLastWatched,
  restoreProgress,
} from '@/features/lists/progress/persisted';
import { profileSaved, selectInitial } from '@/features/profile/profileSlice';

import { makeTestStore } from '../helpers/store';

describe('watchlist', () => {
  it('adding a title already present replaces its entry and moves it to the front', () => {
    const store = makeTestStore();
    store.dispatch(
      titleAddedToWatchlist({ media_id: 1, media_type: 'movie', details: { title: 'Old' } }),
    );
    store.dispatch(
      titleAddedToWatchlist({
        media_id: 1,
        media_type: 'tv',
        details: { name: 'Same id, a show' },
      }),
    );
    store.dispatch(titleAddedToWatchlist({ media_id: 2, media_type: 'movie', details: {} }));
    store.dispatch(
      titleAddedToWatchlist({ media_id: 1, media_type: 'movie', details: { title: 'New' } }),
    );
    expect(
      selectWatchlist(store.getState()).map((item) => [
        item.media_type,
        item.media_id,
        item.details,
      ]),
    ).toEqual([
      ['movie', 1, { title: 'New' }],
      ['movie', 2, {}],
      ['tv', 1, { name: 'Same id, a show' }],
    ]);
    store.dispatch(
      titlesRemovedFromWatchlist([
        { media_id: 1, media_type: 'tv' },
        { media_id: 2, media_type: 'movie' },
      ]),
    );
    expect(selectWatchlist(store.getState()).map((item) => item.media_id)).toEqual([1]);
    store.dispatch(watchlistCleared());
    expect(selectWatchlist(store.getState())).toEqual([]);
  });
});

describe('continue watching', () => {
  it(`keeps the ${CONTINUE_WATCHING_LIMIT} most recent titles, newest first, one entry per title`, () => {
    const store = makeTestStore();
    for (let id = 1; id <= 25; id += 1) {
      store.dispatch(titleWatched({ media_id: id, media_type: 'movie', details: {} }));
    }
    store.dispatch(
      titleWatched({ media_id: 10, media_type: 'movie', details: { title: 'Again' } }),
    );
    const ids = selectContinueWatching(store.getState()).map((item) => item.media_id);
    expect(ids).toHaveLength(CONTINUE_WATCHING_LIMIT);
    expect(ids.slice(0, 3)).toEqual([10, 25, 24]);
    expect(ids).not.toContain(5);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sorts a restored list newest first and caps it', () => {
    const items = Array.from({ length: 30 }, (_, index) => ({
      media_id: index + 1,
      media_type: 'movie',
      details: {},
      last_watched: new Date(Date.UTC(2026, 0, index + 1)).toISOString(),
    }));
    const restored = restoreContinueWatching(items);
    expect(restored?.items).toHaveLength(20);
    expect(restored?.items[0]?.media_id).toBe(30);
  });
});

describe('progress', () => {
  it('clamps percent and records the last episode of shows only when progress is above 0', () => {
    const store = makeTestStore();
    store.dispatch(
      playbackProgressed({ mediaType: 'tv', id: 7, percent: 140, season: 2, episode: 5 }),
    );
    store.dispatch(
      playbackProgressed({ mediaType: 'tv', id: 8, percent: 0, season: 1, episode: 1 }),
    );
    store.dispatch(playbackProgressed({ mediaType: 'movie', id: 9, percent: Number.NaN }));
    const { progress, lastWatched } = store.getState();
    expect(progress.percent).toEqual({ 'tv-7': 100, 'tv-8': 0 });
    expect(Object.keys(lastWatched.shows)).toEqual(['7']);
    expect(lastWatched.shows['7']).toMatchObject({ season: 2, episode: 5 });
  });

  it('marks a show finished on its finale, once, and in progress again on any other episode', () => {
    const store = makeTestStore();
    store.dispatch(episodeOpened({ showId: 7, season: 1, episode: 1, finale: true }));
    store.dispatch(episodeOpened({ showId: 7, season: 1, episode: 1, finale: true }));
    store.dispatch(episodeOpened({ showId: 8, season: 1, episode: 1, finale: true }));
    expect(store.getState().completedShows.ids).toEqual([7, 8]);
    store.dispatch(episodeOpened({ showId: 7, season: 1, episode: 1, finale: false }));
    expect(store.getState().completedShows.ids).toEqual([8]);
  });

  it("makes an opened episode the show's last, with that episode's own percent", () => {
    const store = makeTestStore();
    const shows = () => store.getState().lastWatched.shows;
    store.dispatch(episodeOpened({ showId: 7, season: 1, episode: 2, finale: false }));
    expect(shows()['7']).toEqual({ season: 1, episode: 2, updatedAt: expect.any(String) });
    store.dispatch(
      playbackProgressed({ mediaType: 'tv', id: 7, percent: 95, season: 1, episode: 2 }),
    );
    expect(shows()['7']).toMatchObject({ season: 1, episode: 2, percent: 95 });
    // Reopened, the episode keeps how far it was played; another episode starts unknown.
    store.dispatch(episodeOpened({ showId: 7, season: 1, episode: 2, finale: false }));
    expect(shows()['7']).toMatchObject({ season: 1, episode: 2, percent: 95 });
    store.dispatch(episodeOpened({ showId: 7, season: 1, episode: 3, finale: false }));
    expect(shows()['7']).toEqual({ season: 1, episode: 3, updatedAt: expect.any(String) });
    // Numbers that are no episode change nothing.
    store.dispatch(episodeOpened({ showId: 7, season: -1, episode: 0, finale: false }));
    expect(shows()['7']).toMatchObject({ season: 1, episode: 3 });
  });

  it('restores each key and drops malformed entries', () => {
    // Version 1 kept all three under user_watch_progress; only the percent map is read from there.
    expect(
      restoreProgress({ percent: { 'movie-1': 50, 'bad-key': 3 }, completedShows: [9] }),
    ).toEqual({ percent: { 'movie-1': 50 } });
    expect(
      restoreLastWatched({
        shows: {
          '9': { season: 1, episode: 2, updatedAt: 'x' },
          '10': { season: 'a', episode: 1 },
          '11': { season: 0, episode: 3 },
          '12': { season: 1, episode: 4, updatedAt: 'y', percent: 42.5 },
          '13': { season: 1, episode: 5, updatedAt: 'z', percent: 'lots' },
          '14': { season: 1, episode: 6, updatedAt: 'z', percent: 300 },
          abc: { season: 1, episode: 1 },
        },
      }),
    ).toEqual({
      shows: {
        '9': { season: 1, episode: 2, updatedAt: 'x' },
        '11': { season: 0, episode: 3, updatedAt: new Date(0).toISOString() },
        '12': { season: 1, episode: 4, updatedAt: 'y', percent: 42.5 },
        '13': { season: 1, episode: 5, updatedAt: 'z' },
        '14': { season: 1, episode: 6, updatedAt: 'z' },
      },
    });
    expect(restoreCompletedShows([9, 9, -1, 'x'])).toEqual({ ids: [9] });
    expect(restoreCompletedShows({ ids: [3] })).toEqual({ ids: [3] });
    expect(restoreCompletedShows('junk')).toBeUndefined();
  });
});

describe('profile', () => {
  it('saves a trimmed name, falls back to Guest User, and derives the initial', () => {
    const store = makeTestStore();
    expect(selectInitial(store.getState())).toBe('G');
    store.dispatch(profileSaved({ username: '  ada lovelace ' }));
    expect(store.getState().profile.username).toBe('ada lovelace');
    expect(selectInitial(store.getState())).toBe('A');
    store.dispatch(profileSaved({ username: '   ' }));
    expect(store.getState().profile.username).toBe('Guest User');
  });
});
