import { persistStore } from 'redux-persist';

import { startCrossTabSync } from '@/features/sync/crossTab';
import { whenRestored } from '@/app/persistence';
import { profileSaved } from '@/features/profile/profileSlice';
import { titleAddedToWatchlist } from '@/features/lists/savedMedia/watchlistSlice';
import { changesBetween, mergeEntries } from '@/lib/mergeEntries';
import type { Fields } from '@/lib/mergeEntries';

import { makeTestStore } from '../helpers/store';

const entry = (media_id: number, added_at: string, title = `Title ${media_id}`) => ({
  media_id,
  media_type: 'movie' as const,
  details: { title },
  added_at,
});

const list = (...items: ReturnType<typeof entry>[]) =>
  JSON.stringify({ items, _persist: { version: 1, rehydrated: true } });

/** What the browser sends this tab when another tab saves `key` (jsdom does not send it itself). */
function otherTabSaves(key: string, oldValue: string | null, newValue: string | null) {
  window.localStorage.setItem(key, newValue ?? '');
  if (newValue === null) window.localStorage.removeItem(key);
  window.dispatchEvent(
    new StorageEvent('storage', { key, oldValue, newValue, storageArea: window.localStorage }),
  );
}

async function syncedStore() {
  const store = makeTestStore(undefined, { persist: true });
  const persistor = persistStore(store);
  await whenRestored(persistor);
  const stop = await startCrossTabSync(store);
  return { store, persistor, stop };
}

const ids = (items: readonly { media_id: number }[]) => items.map((item) => item.media_id);

/** The other tab's difference (`before` -> `after`) merged into ours, as the storage listener does. */
const applyChange = (local: Fields, before: Fields, after: Fields) =>
  mergeEntries(local, changesBetween(before, after));

describe('the other tab’s difference merged into ours', () => {
  it('adds, changes and removes what the other tab did, and keeps what only we did', () => {
    const local = { a: 1, b: 2, ours: 9 };
    expect(applyChange(local, { a: 1, b: 2 }, { a: 1, b: 3, c: 4 })).toEqual({
      a: 1,
      b: 3,
      c: 4,
      ours: 9,
    });
    expect(applyChange(local, { a: 1, b: 2 }, { b: 2 })).toEqual({ b: 2, ours: 9 });
  });

  it('answers null when nothing would change here (so nothing is written back)', () => {
    expect(applyChange({ a: 1 }, { a: 1 }, { a: 1 })).toBeNull();
    expect(applyChange({ a: 2 }, { a: 1 }, { a: 2 })).toBeNull();
    expect(applyChange({}, { gone: 1 }, {})).toBeNull();
  });
});

describe('cross-tab sync through storage events', () => {
  it("shows another tab's addition while keeping this tab's own, and saves both", async () => {
    const { store, persistor, stop } = await syncedStore();
    // This tab adds Fight Club; before it hears of it, the other tab saved Heat.
    store.dispatch(
      titleAddedToWatchlist({
        media_id: 550,
        media_type: 'movie',
        details: { title: 'Fight Club' },
      }),
    );
    otherTabSaves('user_watchlist', list(), list(entry(949, '2026-01-02T00:00:00.000Z', 'Heat')));

    expect(ids(store.getState().watchlist.items).sort()).toEqual([550, 949]);
    await persistor.flush();
    const saved = JSON.parse(window.localStorage.getItem('user_watchlist') ?? '{}');
    expect(ids(saved.items).sort()).toEqual([550, 949]);
    stop();
  });

  it("applies another tab's removal and its clearing of the list", async () => {
    window.localStorage.setItem(
      'user_watchlist',
      list(entry(1, '2026-01-01T00:00:00.000Z'), entry(2, '2026-01-02T00:00:00.000Z')),
    );
    const { store, stop } = await syncedStore();
    expect(ids(store.getState().watchlist.items)).toEqual([1, 2]);

    const before = window.localStorage.getItem('user_watchlist');
    otherTabSaves('user_watchlist', before, list(entry(1, '2026-01-01T00:00:00.000Z')));
    expect(ids(store.getState().watchlist.items)).toEqual([1]);

    // 'Clear All Local Data' in the other tab removes the key.
    otherTabSaves('user_watchlist', window.localStorage.getItem('user_watchlist'), null);
    expect(store.getState().watchlist.items).toEqual([]);
    stop();
  });

  it('follows a profile saved in another tab, progress and finished shows too', async () => {
    const { store, stop } = await syncedStore();
    otherTabSaves(
      'user_profile',
      null,
      JSON.stringify({ username: 'Zoe', avatar: null, region: 'DE', _persist: { version: 1 } }),
    );
    expect(store.getState().profile).toMatchObject({ username: 'Zoe', region: 'DE' });

    otherTabSaves('user_watch_progress', null, JSON.stringify({ percent: { 'movie-550': 40 } }));
    expect(store.getState().progress.percent).toEqual({ 'movie-550': 40 });

    otherTabSaves('completed_shows', null, JSON.stringify({ ids: [1399] }));
    expect(store.getState().completedShows.ids).toEqual([1399]);
    stop();
  });

  it('does not echo: a change that is already here dispatches nothing', async () => {
    const { store, stop } = await syncedStore();
    store.dispatch(profileSaved({ username: 'Ada' }));
    const state = store.getState().profile;
    otherTabSaves(
      'user_profile',
      null,
      JSON.stringify({ username: 'Ada', avatar: null, region: null, _persist: { version: 1 } }),
    );
    expect(store.getState().profile).toBe(state);
    stop();
  });

  it('ignores values it cannot read and keys that are not ours', async () => {
    const { store, stop } = await syncedStore();
    store.dispatch(
      titleAddedToWatchlist({
        media_id: 550,
        media_type: 'movie',
        details: { title: 'Fight Club' },
      }),
    );
    const state = store.getState();
    otherTabSaves('user_watchlist', list(), '{not json');
    otherTabSaves('someone_else', null, '{"items":[]}');
    expect(store.getState()).toBe(state);
    stop();
  });
});
