import { persistStore } from 'redux-persist';

import { PERSISTED_SLICES } from '@/app/persistedSlices';
import { whenRestored } from '@/app/persistence';
import { essentialCookiesAccepted } from '@/features/consent/consentSlice';
import { titleWatched } from '@/features/lists/continueWatching/continueWatchingSlice';
import { titleAddedToFavorites } from '@/features/lists/savedMedia/favoritesSlice';
import { profileSaved } from '@/features/profile/profileSlice';
import { titleAddedToWatchlist } from '@/features/lists/savedMedia/watchlistSlice';
import { PERSISTED_KEYS } from '@/lib/storageKeys';

import { makeTestStore } from '../helpers/store';

const entry = (media_id: number, media_type: 'movie' | 'tv' = 'movie') => ({
  media_id,
  media_type,
  details: { title: `Title ${media_id}`, poster_path: `/p${media_id}.jpg` },
  added_at: '2026-01-01T00:00:00.000Z',
});

/** A store as the app builds it, once every slice has been read back from localStorage. */
async function restoredStore() {
  const store = makeTestStore(undefined, { persist: true });
  const persistor = persistStore(store);
  await whenRestored(persistor);
  return { store, persistor };
}

describe('whenRestored (what the app waits for before its first render)', () => {
  it('resolves once the saved lists are back in the store, and at once after that', async () => {
    window.localStorage.setItem(
      'user_watchlist',
      JSON.stringify({ items: [entry(603)], _persist: { version: 1, rehydrated: true } }),
    );
    const store = makeTestStore(undefined, { persist: true });
    const persistor = persistStore(store);
    expect(persistor.getState().bootstrapped).toBe(false);
    await whenRestored(persistor);
    expect(persistor.getState().bootstrapped).toBe(true);
    expect(store.getState().watchlist.items.map((item) => item.media_id)).toEqual([603]);
    await expect(whenRestored(persistor)).resolves.toBeUndefined();
  });
});

const stored = (key: string) => JSON.parse(window.localStorage.getItem(key) ?? 'null');

describe('saving the feature slices', () => {
  it('writes each slice as plain JSON under the spec key', async () => {
    const { store, persistor } = await restoredStore();
    store.dispatch(
      titleAddedToWatchlist({
        media_id: 550,
        media_type: 'movie',
        details: { title: 'Fight Club' },
      }),
    );
    store.dispatch(profileSaved({ username: '  Ada  ' }));
    await persistor.flush();

    expect(stored('user_watchlist')).toEqual({
      items: [
        expect.objectContaining({
          media_id: 550,
          media_type: 'movie',
          details: { title: 'Fight Club' },
        }),
      ],
      _persist: { version: 1, rehydrated: true },
    });
    expect(stored(PERSISTED_KEYS.profile.key)).toMatchObject({ username: 'Ada', avatar: null });
    // The slices kept whole write their key at once; those kept by entry, or as one value, write
    // nothing while they hold nothing.
    const whole = PERSISTED_SLICES.filter((slice) => slice.layout.kind === 'state');
    expect(Object.keys(window.localStorage).sort()).toEqual(whole.map((slice) => slice.key).sort());
  });

  it('reads saved lists back in a new visit', async () => {
    window.localStorage.setItem(
      'user_favorites',
      JSON.stringify({
        items: [entry(1), entry(2, 'tv')],
        _persist: { version: 1, rehydrated: true },
      }),
    );
    const { store } = await restoredStore();
    expect(
      store.getState().favorites.items.map((item) => `${item.media_type}-${item.media_id}`),
    ).toEqual(['movie-1', 'tv-2']);
  });

  it('migrates the bare arrays older builds wrote (version 0)', async () => {
    window.localStorage.setItem('user_watchlist', JSON.stringify([entry(7), entry(8)]));
    window.localStorage.setItem(
      'user_watch_progress',
      JSON.stringify({ 'movie-7': 42, 'tv-8': 180, junk: 'x' }),
    );
    const { store, persistor } = await restoredStore();
    expect(store.getState().watchlist.items).toHaveLength(2);
    expect(store.getState().progress.percent).toEqual({ 'movie-7': 42, 'tv-8': 100 });
    store.dispatch(titleAddedToWatchlist({ media_id: 9, media_type: 'tv', details: {} }));
    await persistor.flush();
    expect(stored('user_watchlist')._persist.version).toBe(1);
    expect(stored('user_watchlist').items).toHaveLength(3);
  });
});

describe('bad stored values', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('a corrupted key resets only its own slice, and is replaced by the next save', async () => {
    window.localStorage.setItem(
      'user_watchlist',
      JSON.stringify({ items: [entry(3)], _persist: { version: 1 } }),
    );
    window.localStorage.setItem('user_favorites', '{"items": [oops');
    const { store, persistor } = await restoredStore();

    expect(store.getState().watchlist.items.map((item) => item.media_id)).toEqual([3]);
    expect(store.getState().favorites.items).toEqual([]);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('user_favorites'));

    store.dispatch(titleAddedToFavorites({ media_id: 4, media_type: 'movie', details: {} }));
    await persistor.flush();
    expect(
      stored('user_favorites').items.map((item: { media_id: number }) => item.media_id),
    ).toEqual([4]);
    expect(
      stored('user_watchlist').items.map((item: { media_id: number }) => item.media_id),
    ).toEqual([3]);
  });

  it.each([
    ['a string', '"hello"'],
    ['a number', '42'],
    ['a list that is not a list', '{"items": "nope"}'],
  ])('a foreign value (%s) resets the slice', async (_label, raw) => {
    window.localStorage.setItem('user_continue_watching', raw);
    const { store } = await restoredStore();
    expect(store.getState().continueWatching.items).toEqual([]);
  });

  it('drops malformed entries one by one and keeps the good ones', async () => {
    window.localStorage.setItem(
      'user_watchlist',
      JSON.stringify({
        items: [
          entry(1),
          { media_id: 'x', media_type: 'movie' },
          { media_id: 2, media_type: 'book' },
          entry(1),
          {
            ...entry(5),
            details: { title: 5, poster_path: 'javascript:alert(1)', extra: 'dropped' },
          },
        ],
      }),
    );
    const { store } = await restoredStore();
    const items = store.getState().watchlist.items;
    expect(items.map((item) => item.media_id)).toEqual([1, 5]);
    expect(items[1]?.details).toEqual({});
  });

  it('drops ids that are not safe integers and strips control characters from names', async () => {
    window.localStorage.setItem(
      'user_watchlist',
      JSON.stringify({
        items: [
          { ...entry(1e308) },
          { ...entry(2 ** 53) },
          { ...entry(3), details: { title: 'Line\u0000 one\u001b[31m\u202e', poster_path: null } },
        ],
      }),
    );
    window.localStorage.setItem(
      PERSISTED_KEYS.profile.key,
      JSON.stringify({ username: '\u0007Grace\r\n', avatar: null }),
    );
    const { store } = await restoredStore();
    const items = store.getState().watchlist.items;
    expect(items.map((item) => item.media_id)).toEqual([3]);
    expect(items[0]?.details).toEqual({ title: 'Line one[31m', poster_path: null });
    expect(store.getState().profile.username).toBe('Grace');
  });

  it('a profile with an unsafe avatar keeps the name and drops the picture', async () => {
    window.localStorage.setItem(
      PERSISTED_KEYS.profile.key,
      JSON.stringify({ username: 'Grace', avatar: 'https://tracker.example/pixel.gif' }),
    );
    const { store } = await restoredStore();
    expect(store.getState().profile).toMatchObject({ username: 'Grace', avatar: null });
  });
});

describe('a full storage quota', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps the change for this visit, does not throw, and tells the app', async () => {
    const { store, persistor } = await restoredStore();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    // redux-persist logs each failed write outside production builds.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() =>
      store.dispatch(titleWatched({ media_id: 10, media_type: 'tv', details: { name: 'Show' } })),
    ).not.toThrow();
    await persistor.flush();

    expect(store.getState().continueWatching.items.map((item) => item.media_id)).toEqual([10]);
    expect(store.getState().storage.failedWrites).toBeGreaterThan(0);
    expect(logged).toHaveBeenCalledWith('Error storing data', expect.any(DOMException));
  });
});

describe('the consent slice, version 2', () => {
  it('reads an acceptance saved at version 1 and saves it again at version 2', async () => {
    window.localStorage.setItem(
      'storage_consent',
      JSON.stringify({ storage: 'all', domainNoticeAccepted: true, _persist: { version: 1 } }),
    );
    const { store, persistor } = await restoredStore();
    expect(store.getState().consent).toMatchObject({ storage: 'all', domainNoticeAccepted: true });
    store.dispatch(essentialCookiesAccepted());
    await persistor.flush();
    expect(stored('storage_consent')).toEqual({
      storage: 'essential',
      domainNoticeAccepted: true,
      _persist: { version: 2, rehydrated: true },
    });
  });

  it('keeps a refusal, and reads an answer it does not know as none', async () => {
    window.localStorage.setItem(
      'storage_consent',
      JSON.stringify({
        storage: 'essential',
        domainNoticeAccepted: false,
        _persist: { version: 2 },
      }),
    );
    expect((await restoredStore()).store.getState().consent.storage).toBe('essential');
    window.localStorage.setItem(
      'storage_consent',
      JSON.stringify({ storage: 'some', domainNoticeAccepted: false, _persist: { version: 2 } }),
    );
    expect((await restoredStore()).store.getState().consent.storage).toBeNull();
  });
});
