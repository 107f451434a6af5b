import {
  currentEpisodeKey,
  parseStoredEpisode,
  readCurrentEpisode,
  writeCurrentEpisode,
} from '@/lib/currentEpisode';

/** A storage that refuses everything, as a browser with storage blocked does. */
const blocked = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
} as unknown as Storage;

describe('the current episode of a season', () => {
  it('is stored under currentEpisode_{id}_{season}', () => {
    expect(currentEpisodeKey(1399, 2)).toBe('currentEpisode_1399_2');
    expect(writeCurrentEpisode(1399, 2, 5)).toBe(true);
    expect(window.localStorage.getItem('currentEpisode_1399_2')).toBe('5');
    expect(readCurrentEpisode(1399, 2)).toBe(5);
    expect(readCurrentEpisode(1399, 3)).toBeNull();
  });

  it.each(['', 'abc', '0', '-2', '2.5', '1e3', 'null', '{"episode":2}', '9999999'])(
    'reads %j as no episode, and removes it',
    (raw) => {
      window.localStorage.setItem('currentEpisode_1_1', raw);
      window.localStorage.setItem('user_watchlist', '[]');
      expect(readCurrentEpisode(1, 1)).toBeNull();
      expect(window.localStorage.getItem('currentEpisode_1_1')).toBeNull();
      expect(window.localStorage.getItem('user_watchlist')).toBe('[]');
    },
  );

  it('accepts digits with whitespace around them', () => {
    expect(parseStoredEpisode(' 7 ')).toBe(7);
    expect(parseStoredEpisode(null)).toBeNull();
  });

  it('gives nothing and throws nothing when storage is blocked', () => {
    expect(readCurrentEpisode(1, 1, blocked)).toBeNull();
    expect(writeCurrentEpisode(1, 1, 3, blocked)).toBe(false);
    expect(readCurrentEpisode(1, 1, null)).toBeNull();
  });

  it('refuses to store what is not an episode number', () => {
    expect(writeCurrentEpisode(1, 1, 0)).toBe(false);
    expect(writeCurrentEpisode(1, 1, 1.5)).toBe(false);
    expect(window.localStorage.getItem('currentEpisode_1_1')).toBeNull();
  });
});
