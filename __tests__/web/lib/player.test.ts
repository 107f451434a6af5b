import type { PlayerProvider } from '@common/players';
import { DEFAULT_ALLOW, DEFAULT_SANDBOX, TRAILER_PROVIDER_ID } from '@common/players';
import type { SeasonSummary } from '@common/tmdb';
import {
  NO_IMDB_ID,
  NO_TRAILER,
  PREFERRED_PLAYER_KEY,
  activeChoice,
  choiceText,
  episodeLinks,
  isEpisodeKey,
  parseEpisodeParams,
  percentOf,
  playerChoices,
  playerFrameTitle,
  readPreferredPlayer,
  trailerFrameTitle,
  writePreferredPlayer,
} from '@/lib/player';
import { episodeExists, isFinale, nextSeasonNumber } from '@/lib/episodes';
import { englishI18n } from '@/app/i18n';

const i18n = englishI18n();

/** A Storage in memory; `broken` makes every call throw, as a blocked or full storage does. */
function memoryStorage(initial: Record<string, string> = {}, broken = false): Storage {
  const items = new Map(Object.entries(initial));
  const guard = () => {
    if (broken) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => {
      guard();
      return items.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      guard();
      items.set(key, String(value));
    },
    removeItem: (key: string) => {
      guard();
      items.delete(key);
    },
  };
}

const seasons = (...counts: Array<[number, number]>): SeasonSummary[] =>
  counts.map(([season_number, episode_count]) => ({
    id: season_number + 100,
    season_number,
    name: `Season ${season_number}`,
    episode_count,
  }));

/** Specials (season 0, 5 episodes), then seasons 1 to 3 with 10, 10 and 6 episodes. */
const show = {
  id: 1399,
  name: 'Game of Thrones',
  seasons: seasons([0, 5], [1, 10], [2, 10], [3, 6]),
};

const nova: PlayerProvider = {
  id: 'nova',
  name: 'Nova',
  description: 'A test player.',
  movieUrl: 'https://player.example/movie/{id}',
  tvUrl: 'https://player.example/tv/{id}/{season}/{episode}',
  progressOrigin: 'https://player.example',
  sandbox: DEFAULT_SANDBOX,
  allow: DEFAULT_ALLOW,
};
const imdbOnly: PlayerProvider = {
  id: 'imdb-only',
  name: 'By IMDb',
  movieUrl: 'https://imdb.example/embed/{imdbId}',
  tvUrl: 'https://imdb.example/embed/{imdbId}/{season}/{episode}',
  sandbox: DEFAULT_SANDBOX,
  allow: DEFAULT_ALLOW,
};

describe('parseEpisodeParams', () => {
  it.each([
    ['1', '1', 1, 1],
    ['3', '10', 3, 10],
    ['0', '2', 0, 2],
    ['007', '01', 7, 1],
  ])('reads season %s episode %s', (season, episode, s, e) => {
    expect(parseEpisodeParams(season, episode)).toEqual({ ok: true, season: s, episode: e });
  });

  it.each([
    [undefined, '1'],
    ['1', undefined],
    ['', '1'],
    ['abc', '1'],
    ['1', 'abc'],
    ['1', '0'],
    ['1', '00'],
    ['-1', '1'],
    ['1', '-2'],
    ['1.5', '1'],
    ['1', '2e3'],
    [' 1', '1'],
    ['1', '0x10'],
    ['12345', '1'],
    ['1', '123456'],
  ])('refuses season %p episode %p', (season, episode) => {
    expect(parseEpisodeParams(season, episode)).toEqual({ ok: false });
  });
});

describe('episodeExists', () => {
  it('is true for an episode within a listed season', () => {
    expect(episodeExists(show, 1, 1)).toBe(true);
    expect(episodeExists(show, 3, 6)).toBe(true);
    expect(episodeExists(show, 0, 5)).toBe(true);
  });

  it('is false past the season’s end, for a season not listed, or without seasons', () => {
    expect(episodeExists(show, 3, 7)).toBe(false);
    expect(episodeExists(show, 4, 1)).toBe(false);
    expect(episodeExists({ seasons: undefined }, 1, 1)).toBe(false);
    expect(episodeExists({ seasons: seasons([1, 0]) }, 1, 1)).toBe(false);
  });
});

describe('isFinale', () => {
  it('is true only on the last episode of the last regular season', () => {
    expect(isFinale(show, 3, 6)).toBe(true);
    expect(isFinale(show, 3, 5)).toBe(false);
    expect(isFinale(show, 2, 10)).toBe(false);
    expect(isFinale(show, 1, 1)).toBe(false);
  });

  it('does not count the specials as the last season', () => {
    expect(isFinale(show, 0, 5)).toBe(false);
    expect(isFinale({ seasons: seasons([1, 2], [0, 9]) }, 1, 2)).toBe(true);
  });

  it('takes the highest season number, whatever the listing order', () => {
    expect(isFinale({ seasons: seasons([2, 3], [1, 4]) }, 2, 3)).toBe(true);
    expect(isFinale({ seasons: seasons([2, 3], [1, 4]) }, 1, 4)).toBe(false);
  });

  it('is false for a show that lists no regular season', () => {
    expect(isFinale({ seasons: [] }, 1, 1)).toBe(false);
    expect(isFinale({ seasons: seasons([0, 3]) }, 0, 3)).toBe(false);
    expect(isFinale({}, 1, 1)).toBe(false);
  });
});

describe('nextSeasonNumber', () => {
  it('is the next listed season, skipping gaps', () => {
    expect(nextSeasonNumber(show, 1)).toBe(2);
    expect(nextSeasonNumber(show, 2)).toBe(3);
    expect(nextSeasonNumber({ seasons: seasons([1, 2], [4, 2]) }, 1)).toBe(4);
  });

  it('is undefined after the last season, for specials, or when the next has no episodes', () => {
    expect(nextSeasonNumber(show, 3)).toBeUndefined();
    expect(nextSeasonNumber(show, 0)).toBeUndefined();
    expect(nextSeasonNumber({ seasons: seasons([1, 2], [2, 0]) }, 1)).toBeUndefined();
    expect(nextSeasonNumber({}, 1)).toBeUndefined();
  });
});

describe('episodeLinks', () => {
  const slug = '1399-game-of-thrones';

  it('has no previous episode on episode 1, and the next one within the season', () => {
    expect(episodeLinks(show, slug, 1, 1, undefined)).toEqual({
      viewAll: '/tv/1399-game-of-thrones/episodes/1',
      next: '/player/tv/1399-game-of-thrones/1/2',
    });
  });

  it("leads back from a season's first episode to the last of the season before", () => {
    expect(episodeLinks(show, slug, 2, 1, undefined)).toEqual({
      previous: '/player/tv/1399-game-of-thrones/1/10',
      previousSeason: { season: 1, episode: 10 },
      viewAll: '/tv/1399-game-of-thrones/episodes/2',
      next: '/player/tv/1399-game-of-thrones/2/2',
    });
    // Past a gap, and over a listed season without episodes.
    const gaps = { ...show, seasons: seasons([1, 8], [2, 0], [4, 3]) };
    expect(episodeLinks(gaps, slug, 4, 1, undefined).previous).toBe(
      '/player/tv/1399-game-of-thrones/1/8',
    );
  });

  it('has no previous episode before season 1, in the specials, or when the season before is unknown', () => {
    expect(episodeLinks(show, slug, 0, 1, undefined).previous).toBeUndefined();
    const later = { ...show, seasons: seasons([2, 10], [3, 6]) };
    expect(episodeLinks(later, slug, 2, 1, undefined).previous).toBeUndefined();
    expect(episodeLinks(later, slug, 3, 1, undefined).previous).toBe(
      '/player/tv/1399-game-of-thrones/2/10',
    );
  });

  it('links the previous and next episode in the middle of a season', () => {
    expect(episodeLinks(show, slug, 2, 5, undefined)).toEqual({
      previous: '/player/tv/1399-game-of-thrones/2/4',
      viewAll: '/tv/1399-game-of-thrones/episodes/2',
      next: '/player/tv/1399-game-of-thrones/2/6',
    });
  });

  it("offers the next season's first episode on a season's last episode", () => {
    expect(episodeLinks(show, slug, 1, 10, 2)).toEqual({
      previous: '/player/tv/1399-game-of-thrones/1/9',
      viewAll: '/tv/1399-game-of-thrones/episodes/1',
      nextSeason: { season: 2, to: '/player/tv/1399-game-of-thrones/2/1' },
    });
  });

  it('offers nothing further on the last episode when no next season is known', () => {
    const links = episodeLinks(show, slug, 3, 6, undefined);
    expect(links.next).toBeUndefined();
    expect(links.nextSeason).toBeUndefined();
  });

  it('prefers the next episode over the next season while the season goes on', () => {
    const links = episodeLinks(show, slug, 1, 3, 2);
    expect(links.next).toBe('/player/tv/1399-game-of-thrones/1/4');
    expect(links.nextSeason).toBeUndefined();
  });
});

describe('playerChoices', () => {
  const fightClub = { type: 'movie' as const, id: 550, imdbId: 'tt0137523' };

  it('lists the configured providers in order, then Trailer, with their addresses', () => {
    const choices = playerChoices([nova, imdbOnly], fightClub, 'SUQoV7Xk1Ls');
    expect(choices.map((choice) => choice.id)).toEqual(['nova', 'imdb-only', TRAILER_PROVIDER_ID]);
    expect(choices[0]).toMatchObject({
      name: 'Nova',
      description: 'A test player.',
      src: 'https://player.example/movie/550',
      unavailable: undefined,
      provider: nova,
    });
    expect(choices[1]?.src).toBe('https://imdb.example/embed/tt0137523');
    expect(choices[2]).toMatchObject({ unavailable: undefined });
    expect(choiceText(i18n, choices[2]!.name)).toBe('Trailer');
    expect(choices[2]?.provider).toBeUndefined();
  });

  it('fills an episode template with the season and episode', () => {
    const [choice] = playerChoices(
      [nova],
      { type: 'tv', id: 1399, season: 2, episode: 5 },
      undefined,
    );
    expect(choice?.src).toBe('https://player.example/tv/1399/2/5');
  });

  it('disables a provider that needs an IMDb id the title lacks, with the reason', () => {
    for (const imdbId of [null, undefined, '', 'not-an-imdb-id']) {
      const [, choice] = playerChoices([nova, imdbOnly], { type: 'movie', id: 550, imdbId }, 'x');
      expect(choice).toMatchObject({ id: 'imdb-only', src: undefined, unavailable: NO_IMDB_ID });
    }
  });

  it('disables the Trailer when the title has none, with the reason', () => {
    const choices = playerChoices([], fightClub, undefined);
    expect(choices).toEqual([expect.objectContaining({ id: 'trailer', unavailable: NO_TRAILER })]);
  });
});

describe('activeChoice', () => {
  const choices = playerChoices([imdbOnly, nova], { type: 'movie', id: 550 }, 'SUQoV7Xk1Ls');

  it('takes the preferred provider when it can play', () => {
    expect(activeChoice(choices, 'trailer')?.id).toBe('trailer');
    expect(activeChoice(choices, 'nova')?.id).toBe('nova');
  });

  it('falls back to the first provider that can play', () => {
    expect(activeChoice(choices, null)?.id).toBe('nova');
    expect(activeChoice(choices, 'imdb-only')?.id).toBe('nova');
    expect(activeChoice(choices, 'vidlink')?.id).toBe('nova');
  });

  it('is undefined when nothing can play', () => {
    const none = playerChoices([imdbOnly], { type: 'movie', id: 550 }, undefined);
    expect(activeChoice(none, 'trailer')).toBeUndefined();
    expect(activeChoice([], null)).toBeUndefined();
  });
});

describe('readPreferredPlayer', () => {
  it('returns a stored id the site knows', () => {
    const storage = memoryStorage({ [PREFERRED_PLAYER_KEY]: 'nova' });
    expect(readPreferredPlayer(['nova', 'trailer'], storage)).toBe('nova');
    expect(storage.getItem(PREFERRED_PLAYER_KEY)).toBe('nova');
  });

  it('removes an unknown value (the spec’s old hosts, junk) and returns null', () => {
    for (const junk of ['vidlink', 'embedsu', '', '<script>', 'NOVA']) {
      const storage = memoryStorage({ [PREFERRED_PLAYER_KEY]: junk, other: 'kept' });
      expect(readPreferredPlayer(['nova', 'trailer'], storage)).toBeNull();
      expect(storage.getItem(PREFERRED_PLAYER_KEY)).toBeNull();
      expect(storage.getItem('other')).toBe('kept');
    }
  });

  it('returns null with nothing stored, no storage or a storage that throws', () => {
    expect(readPreferredPlayer(['nova'], memoryStorage())).toBeNull();
    expect(readPreferredPlayer(['nova'], null)).toBeNull();
    expect(readPreferredPlayer(['nova'], memoryStorage({}, true))).toBeNull();
  });

  it('reads the browser’s localStorage by default', () => {
    window.localStorage.setItem(PREFERRED_PLAYER_KEY, 'gone');
    expect(readPreferredPlayer(['trailer'])).toBeNull();
    expect(window.localStorage.getItem(PREFERRED_PLAYER_KEY)).toBeNull();
  });
});

describe('writePreferredPlayer', () => {
  it('saves the choice and says so', () => {
    const storage = memoryStorage();
    expect(writePreferredPlayer('nova', storage)).toBe(true);
    expect(storage.getItem(PREFERRED_PLAYER_KEY)).toBe('nova');
  });

  it('says false where storage refuses or is missing', () => {
    expect(writePreferredPlayer('nova', memoryStorage({}, true))).toBe(false);
    expect(writePreferredPlayer('nova', null)).toBe(false);
  });
});

describe('percentOf', () => {
  const at = (currentTime: number, duration: number) =>
    percentOf({ type: 'MEDIA_DATA', data: { currentTime, duration } });

  it('is currentTime / duration * 100', () => {
    expect(at(30, 120)).toBe(25);
    expect(at(0, 100)).toBe(0);
    expect(at(100, 100)).toBe(100);
    expect(at(1, 3)).toBeCloseTo(33.333, 3);
  });

  it('stays within 0-100', () => {
    expect(at(200, 100)).toBe(100);
    expect(at(-5, 100)).toBe(0);
  });
});

describe('isEpisodeKey', () => {
  const key = (
    value: string,
    target: EventTarget | null = document.body,
    modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {},
  ) =>
    isEpisodeKey({
      key: value,
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      target,
      ...modifiers,
    });

  it('is true for n and p outside text fields', () => {
    expect(key('n')).toBe(true);
    expect(key('p')).toBe(true);
    expect(key('n', document.createElement('button'))).toBe(true);
    expect(key('p', null)).toBe(true);
  });

  it('is true while focus is on an input that takes no text (a radio, a checkbox, a button)', () => {
    for (const type of ['radio', 'checkbox', 'button', 'submit', 'range']) {
      const input = document.createElement('input');
      input.type = type;
      expect(key('n', input)).toBe(true);
    }
  });

  it('is false for other keys, capitals and with a modifier', () => {
    expect(key('N')).toBe(false);
    expect(key('x')).toBe(false);
    expect(key('Enter')).toBe(false);
    expect(key('n', document.body, { ctrlKey: true })).toBe(false);
    expect(key('p', document.body, { metaKey: true })).toBe(false);
    expect(key('n', document.body, { altKey: true })).toBe(false);
  });

  it('is false while focus is in something that takes text', () => {
    for (const tag of ['input', 'textarea', 'select']) {
      expect(key('n', document.createElement(tag))).toBe(false);
    }
    for (const type of ['text', 'search', 'email', 'number', 'password', 'url', 'tel', 'date']) {
      const input = document.createElement('input');
      input.type = type;
      expect(key('n', input)).toBe(false);
    }
    const editable = document.createElement('div');
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(key('p', editable)).toBe(false);
  });
});

describe('playerFrameTitle', () => {
  it("adds 'player' to a provider's name, unless the name already ends with it", () => {
    expect(playerFrameTitle(i18n, 'Nova', 'Fight Club')).toBe('Nova player: Fight Club');
    expect(playerFrameTitle(i18n, 'Fake player', 'Fight Club')).toBe('Fake player: Fight Club');
    expect(playerFrameTitle(i18n, 'Local Player ', 'Game of Thrones, S1 E2')).toBe(
      'Local Player: Game of Thrones, S1 E2',
    );
    // A word that merely ends in the letters is not the word.
    expect(playerFrameTitle(i18n, 'Multiplayer', 'Fight Club')).toBe(
      'Multiplayer player: Fight Club',
    );
  });
});

describe('trailerFrameTitle', () => {
  it("names a movie's trailer by the movie, and on an episode page the show's or the season's", () => {
    expect(trailerFrameTitle(i18n, 'title', 'Fight Club')).toBe('Trailer: Fight Club');
    expect(trailerFrameTitle(i18n, 'show', 'Game of Thrones', 2)).toBe(
      'Show trailer: Game of Thrones',
    );
    expect(trailerFrameTitle(i18n, 'season', 'Game of Thrones', 2)).toBe(
      'Season 2 trailer: Game of Thrones',
    );
  });
});
