import { SPACE_CHECK_KEY, extraCharacters, hasRoomFor, savedLength } from '@/lib/storageFit';

afterEach(() => window.localStorage.clear());

describe('the space an import needs', () => {
  it('measures a slice as the store saves it, with its _persist field', () => {
    const state = { items: [{ media_id: 1 }] };
    expect(savedLength(state, 'watchlist')).toBe(
      JSON.stringify({ ...state, _persist: { version: 1, rehydrated: true } }).length,
    );
  });

  it('counts new keys in full and replaced keys by their difference', () => {
    window.localStorage.setItem('user_watchlist', 'x'.repeat(100));
    expect(extraCharacters(window.localStorage, { user_watchlist: 150 })).toBe(50);
    expect(extraCharacters(window.localStorage, { user_watchlist: 40 })).toBe(-60);
    expect(extraCharacters(window.localStorage, { user_favorites: 10 })).toBe(
      'user_favorites'.length + 10,
    );
  });
});

describe('asking the browser whether it fits', () => {
  it('says yes when there is room, and leaves no scratch key behind', () => {
    expect(hasRoomFor(window.localStorage, 100_000)).toBe(true);
    expect(window.localStorage.getItem(SPACE_CHECK_KEY)).toBeNull();
    expect(window.localStorage).toHaveLength(0);
  });

  it('says no when the quota would be passed, and keeps what is stored', () => {
    // jsdom's quota is 5,000,000 characters per origin, as in Chrome and Firefox.
    window.localStorage.setItem('other_app', 'x'.repeat(4_900_000));
    expect(hasRoomFor(window.localStorage, 99_000)).toBe(true);
    expect(hasRoomFor(window.localStorage, 101_000)).toBe(false);
    expect(window.localStorage.getItem('other_app')).toHaveLength(4_900_000);
    expect(window.localStorage.getItem(SPACE_CHECK_KEY)).toBeNull();
  });

  it('needs no check for an import that frees space', () => {
    expect(hasRoomFor(window.localStorage, 0)).toBe(true);
    expect(hasRoomFor(window.localStorage, -500)).toBe(true);
  });

  it('says no when storage refuses every write', () => {
    const refusing = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    expect(hasRoomFor(refusing, 10)).toBe(false);
  });
});
