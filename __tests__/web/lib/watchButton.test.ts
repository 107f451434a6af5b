import type { SeasonSummary } from '@common/tmdb';
import { englishI18n } from '@/app/i18n';
import { FINISHED_PERCENT, playableAction, watchAction } from '@/lib/watchButton';

const en = englishI18n();

const SLUG = '1399-game-of-thrones';

/** Seasons as TMDB lists them: [number, episode count]. */
const seasons = (...list: [number, number][]): SeasonSummary[] =>
  list.map(([season_number, episode_count]) => ({
    id: 100 + season_number,
    season_number,
    name: `Season ${season_number}`,
    episode_count,
  }));

/** Specials, then three seasons of 10, 10 and 6 episodes. */
const THRONES = seasons([0, 4], [1, 10], [2, 10], [3, 6]);

const tv = (input: Partial<Parameters<typeof watchAction>[0]> = {}) =>
  watchAction({ type: 'tv', slug: SLUG, activeSeason: 1, seasons: THRONES, ...input }, en);

describe('watchAction', () => {
  it("continues a show from its saved season and episode: 'Continue S{season} E{episode}'", () => {
    expect(tv({ lastWatched: { season: 3, episode: 4 } })).toEqual({
      label: 'Continue S3 E4',
      to: '/player/tv/1399-game-of-thrones/3/4',
      season: 3,
    });
    // Played partway: still that episode.
    expect(tv({ lastWatched: { season: 1, episode: 3, percent: FINISHED_PERCENT - 1 } })).toEqual({
      label: 'Continue S1 E3',
      to: '/player/tv/1399-game-of-thrones/1/3',
      season: 1,
    });
  });

  it(`offers the next episode once the last one was played to ${FINISHED_PERCENT}%`, () => {
    expect(FINISHED_PERCENT).toBe(90);
    expect(tv({ lastWatched: { season: 1, episode: 3, percent: 90 } })).toEqual({
      label: 'Continue S1 E4',
      to: '/player/tv/1399-game-of-thrones/1/4',
      season: 1,
    });
    // A season's last episode leads to the next season's first.
    expect(tv({ lastWatched: { season: 1, episode: 10, percent: 100 } })).toEqual({
      label: 'Continue S2 E1',
      to: '/player/tv/1399-game-of-thrones/2/1',
      season: 2,
    });
    // The show's finale, finished: start again.
    expect(tv({ lastWatched: { season: 3, episode: 6, percent: 97 } })).toEqual({
      label: 'Start S1 E1',
      to: '/player/tv/1399-game-of-thrones/1/1',
      season: 1,
    });
  });

  it("starts a show without progress at the active season's first episode", () => {
    expect(tv({ activeSeason: 2 })).toEqual({
      label: 'Start S2 E1',
      to: '/player/tv/1399-game-of-thrones/2/1',
      season: 2,
    });
    expect(tv({ lastWatched: null })).toEqual({
      label: 'Start S1 E1',
      to: '/player/tv/1399-game-of-thrones/1/1',
      season: 1,
    });
    // A saved episode the show no longer lists is not offered.
    expect(tv({ lastWatched: { season: 7, episode: 2 } })?.label).toBe('Start S1 E1');
  });

  it('offers only an episode that can play', () => {
    // The active season lists no episode yet: the first season that does.
    expect(tv({ activeSeason: 4, seasons: seasons([1, 8], [4, 0]) })?.label).toBe('Start S1 E1');
    expect(tv({ activeSeason: 1, seasons: seasons([0, 2], [1, 0]) })?.label).toBe('Start S0 E1');
    // No seasons, or none with an episode: nothing to start.
    expect(tv({ seasons: [] })).toBeNull();
    expect(tv({ seasons: undefined })).toBeNull();
    expect(tv({ seasons: seasons([1, 0]), lastWatched: { season: 1, episode: 1 } })).toBeNull();
  });

  it("says 'Continue Watching' for a movie in the continue list, else 'Watch Now'", () => {
    expect(
      watchAction(
        {
          type: 'movie',
          slug: '550-fight-club',
          activeSeason: 1,
          inContinueWatching: true,
        },
        en,
      ),
    ).toEqual({ label: 'Continue Watching', to: '/player/movie/550-fight-club' });
    expect(watchAction({ type: 'movie', slug: '550-fight-club', activeSeason: 1 }, en)).toEqual({
      label: 'Watch Now',
      to: '/player/movie/550-fight-club',
    });
  });

  it('ignores TV progress for a movie', () => {
    expect(
      watchAction(
        {
          type: 'movie',
          slug: '550-fight-club',
          activeSeason: 2,
          lastWatched: { season: 2, episode: 3 },
        },
        en,
      )?.label,
    ).toBe('Watch Now');
  });
});

describe('playableAction', () => {
  const movie = { label: 'Watch Now', to: '/player/movie/550-fight-club' };
  const episode = { label: 'Continue S2 E5', to: '/player/tv/1399-game-of-thrones/2/5', season: 2 };

  it("keeps the spec's label once a player provider is configured, trailer or not", () => {
    expect(playableAction(movie, { providers: true }, en)).toBe(movie);
    expect(playableAction(episode, { providers: true, trailer: false }, en)).toBe(episode);
  });

  it("says 'Watch trailer' without a provider, to the same player page", () => {
    expect(playableAction(movie, { providers: false }, en)).toEqual({
      ...movie,
      label: 'Watch trailer',
    });
    expect(playableAction(episode, { providers: false, trailer: true }, en)).toEqual({
      ...episode,
      label: 'Watch trailer',
    });
  });

  it('offers nothing without a provider for a title known to have no trailer', () => {
    expect(playableAction(movie, { providers: false, trailer: false }, en)).toBeNull();
    expect(playableAction(null, { providers: true }, en)).toBeNull();
    expect(playableAction(null, { providers: false }, en)).toBeNull();
  });
});
