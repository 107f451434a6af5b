/**
 * The episode a visitor is on, per show and season: a slice of the store, saved by it one key per
 * show and season under the spec's `currentEpisode_{id}_{season}`, as the app kept it before.
 */
import { startCrossTabSync } from '@/features/sync/crossTab';
import { episodeOpened } from '@/features/lists/progress/completedShowsSlice';
import { selectCurrentEpisode } from '@/features/lists/progress/currentEpisodeSlice';
import { selectFailedWrites } from '@/features/storage/storageSlice';

import { makeRestoredStore } from '../helpers/store';

const opened = (showId: number, season: number, episode: number) =>
  episodeOpened({ showId, season, episode, finale: false });

/** Every localStorage key and its text. */
const stored = () => ({ ...window.localStorage }) as Record<string, string>;

describe('the current episode of a season', () => {
  it('loads what older builds stored under currentEpisode_{id}_{season}', async () => {
    window.localStorage.setItem('currentEpisode_1399_1', '3');
    window.localStorage.setItem('currentEpisode_1399_0', ' 7 ');
    const { store } = await makeRestoredStore();
    expect(selectCurrentEpisode(store.getState(), 1399, 1)).toBe(3);
    expect(selectCurrentEpisode(store.getState(), 1399, 0)).toBe(7);
    expect(selectCurrentEpisode(store.getState(), 1399, 2)).toBeNull();
  });

  it('saves an opened episode back under the same key, as a bare number, and nothing else', async () => {
    window.localStorage.setItem('currentEpisode_1399_1', '3');
    const { store, persistor } = await makeRestoredStore();
    store.dispatch(opened(1399, 1, 4));
    store.dispatch(opened(1399, 2, 5));
    await persistor.flush();

    expect(selectCurrentEpisode(store.getState(), 1399, 1)).toBe(4);
    const episodeKeys = Object.entries(stored()).filter(([key]) =>
      key.startsWith('currentEpisode'),
    );
    expect(Object.fromEntries(episodeKeys)).toEqual({
      currentEpisode_1399_1: '4',
      currentEpisode_1399_2: '5',
    });

    const { store: nextVisit } = await makeRestoredStore();
    expect(selectCurrentEpisode(nextVisit.getState(), 1399, 2)).toBe(5);
  });

  it('does not store what is not an episode number', async () => {
    const { store, persistor } = await makeRestoredStore();
    store.dispatch(opened(1, 1, 0));
    store.dispatch(opened(1, 1, 1.5));
    store.dispatch(opened(1, -1, 2));
    await persistor.flush();
    expect(store.getState().currentEpisode.byShowSeason).toEqual({});
    expect(window.localStorage.getItem('currentEpisode_1_1')).toBeNull();
  });

  it.each(['', 'abc', '0', '-2', '2.5', '1e3', 'null', '{"episode":2}', '9999999'])(
    'reads %j as no episode and removes that key only',
    async (raw) => {
      window.localStorage.setItem('currentEpisode_1_1', raw);
      window.localStorage.setItem('currentEpisode_1_2', '4');
      const watchlist = JSON.stringify({ items: [], _persist: { version: 1, rehydrated: true } });
      window.localStorage.setItem('user_watchlist', watchlist);
      const { store, persistor } = await makeRestoredStore();
      await persistor.flush();

      expect(selectCurrentEpisode(store.getState(), 1, 1)).toBeNull();
      expect(selectCurrentEpisode(store.getState(), 1, 2)).toBe(4);
      expect(window.localStorage.getItem('currentEpisode_1_1')).toBeNull();
      expect(window.localStorage.getItem('currentEpisode_1_2')).toBe('4');
      expect(window.localStorage.getItem('user_watchlist')).toBe(watchlist);
    },
  );

  it('keeps the episode for the visit and reports it when storage is full', async () => {
    const { store, persistor } = await makeRestoredStore();
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation((key) => {
      if (key.startsWith('currentEpisode_')) throw new DOMException('full', 'QuotaExceededError');
    });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      store.dispatch(opened(1399, 1, 6));
      await persistor.flush();
    } finally {
      setItem.mockRestore();
      consoleError.mockRestore();
      consoleWarn.mockRestore();
    }
    expect(selectCurrentEpisode(store.getState(), 1399, 1)).toBe(6);
    expect(selectFailedWrites(store.getState())).toBe(1);
    expect(window.localStorage.getItem('currentEpisode_1399_1')).toBeNull();

    // The next save tries the refused entry again.
    store.dispatch(opened(1399, 2, 1));
    await persistor.flush();
    expect(window.localStorage.getItem('currentEpisode_1399_1')).toBe('6');
  });

  it("follows another tab's player, entry by entry", async () => {
    window.localStorage.setItem('currentEpisode_1399_1', '3');
    const { store } = await makeRestoredStore();
    const stop = await startCrossTabSync(store);
    const otherTabSaves = (key: string, oldValue: string | null, newValue: string | null) => {
      if (newValue === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, newValue);
      window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue }));
    };
    try {
      otherTabSaves('currentEpisode_1399_2', null, '8');
      expect(store.getState().currentEpisode.byShowSeason).toEqual({ '1399_1': 3, '1399_2': 8 });
      otherTabSaves('currentEpisode_1399_1', '3', null);
      expect(store.getState().currentEpisode.byShowSeason).toEqual({ '1399_2': 8 });
      // A value no build writes is not a change to apply.
      const state = store.getState();
      otherTabSaves('currentEpisode_1399_2', '8', 'eight');
      expect(store.getState()).toBe(state);
    } finally {
      stop();
    }
  });
});
