/**
 * The last progress message a player sent: a slice of the store, saved by it under the spec's
 * `vidLinkProgress` as the message alone (no wrapper, no `_persist`), as the app kept it before.
 */
import { startCrossTabSync } from '@/features/sync/crossTab';
import {
  progressMessageAccepted,
  selectLastProgress,
} from '@/features/lists/progress/lastProgressSlice';
import { selectFailedWrites } from '@/features/storage/storageSlice';

import { makeRestoredStore } from '../helpers/store';

const media = (currentTime: number, duration: number) => ({
  type: 'MEDIA_DATA' as const,
  data: { currentTime, duration },
});

const stored = () => window.localStorage.getItem('vidLinkProgress');

describe('the last progress message', () => {
  it('loads what older builds stored under vidLinkProgress', async () => {
    window.localStorage.setItem('vidLinkProgress', JSON.stringify(media(600, 2400)));
    const { store } = await makeRestoredStore();
    expect(selectLastProgress(store.getState())).toEqual(media(600, 2400));
  });

  it('saves a new message back under the same key, as the message alone', async () => {
    window.localStorage.setItem('vidLinkProgress', JSON.stringify(media(600, 2400)));
    const { store, persistor } = await makeRestoredStore();
    store.dispatch(progressMessageAccepted(media(900, 2400)));
    await persistor.flush();
    expect(stored()).toBe(JSON.stringify(media(900, 2400)));

    const { store: nextVisit } = await makeRestoredStore();
    expect(selectLastProgress(nextVisit.getState())).toEqual(media(900, 2400));
  });

  it('writes no key before any message', async () => {
    const { store, persistor } = await makeRestoredStore();
    store.dispatch({ type: 'unrelated' });
    await persistor.flush();
    expect(stored()).toBeNull();
    expect(selectLastProgress(store.getState())).toBeNull();
  });

  it.each([
    ['not JSON', '{"type": "MEDIA_DATA", "data": '],
    ['not a message', '{"currentTime": 10}'],
    ['a message with impossible numbers', JSON.stringify(media(500, 100))],
  ])('resets a value that is %s, and that key only', async (_label, raw) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem('vidLinkProgress', raw);
    window.localStorage.setItem('currentEpisode_1399_1', '3');
    const watchlist = JSON.stringify({ items: [], _persist: { version: 1, rehydrated: true } });
    window.localStorage.setItem('user_watchlist', watchlist);
    try {
      const { store, persistor } = await makeRestoredStore();
      await persistor.flush();
      expect(selectLastProgress(store.getState())).toBeNull();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('vidLinkProgress'));
      expect(stored()).toBeNull();
      expect(window.localStorage.getItem('currentEpisode_1399_1')).toBe('3');
      expect(window.localStorage.getItem('user_watchlist')).toBe(watchlist);
      expect(store.getState().currentEpisode.byShowSeason).toEqual({ '1399_1': 3 });
    } finally {
      warn.mockRestore();
    }
  });

  it('keeps the message for the visit and reports it when storage is full', async () => {
    const { store, persistor } = await makeRestoredStore();
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation((key) => {
      if (key === 'vidLinkProgress') throw new DOMException('full', 'QuotaExceededError');
    });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      store.dispatch(progressMessageAccepted(media(30, 120)));
      await persistor.flush();
    } finally {
      setItem.mockRestore();
      consoleError.mockRestore();
      consoleWarn.mockRestore();
    }
    expect(selectLastProgress(store.getState())).toEqual(media(30, 120));
    expect(selectFailedWrites(store.getState())).toBe(1);
    expect(stored()).toBeNull();
  });

  it("follows another tab's player, and ignores a value it cannot read", async () => {
    const { store } = await makeRestoredStore();
    const stop = await startCrossTabSync(store);
    const otherTabSaves = (oldValue: string | null, newValue: string | null) => {
      if (newValue === null) window.localStorage.removeItem('vidLinkProgress');
      else window.localStorage.setItem('vidLinkProgress', newValue);
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'vidLinkProgress', oldValue, newValue }),
      );
    };
    try {
      otherTabSaves(null, JSON.stringify(media(10, 100)));
      expect(selectLastProgress(store.getState())).toEqual(media(10, 100));
      const state = store.getState();
      otherTabSaves(JSON.stringify(media(10, 100)), 'junk');
      expect(store.getState()).toBe(state);
    } finally {
      stop();
    }
  });
});
