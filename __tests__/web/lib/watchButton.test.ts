import { watchAction } from '@/lib/watchButton';

describe('watchAction', () => {
  it("continues a show from its saved season and episode: 'Continue S{season} E{episode}'", () => {
    expect(
      watchAction({
        type: 'tv',
        slug: '1399-game-of-thrones',
        activeSeason: 1,
        lastWatched: { season: 3, episode: 7 },
      }),
    ).toEqual({ label: 'Continue S3 E7', to: '/player/tv/1399-game-of-thrones/3/7' });
  });

  it("starts a show without progress at the active season's first episode", () => {
    expect(watchAction({ type: 'tv', slug: '1399-game-of-thrones', activeSeason: 4 })).toEqual({
      label: 'Start S4 E1',
      to: '/player/tv/1399-game-of-thrones/4/1',
    });
    expect(
      watchAction({ type: 'tv', slug: '1399-game-of-thrones', activeSeason: 1, lastWatched: null }),
    ).toEqual({ label: 'Start S1 E1', to: '/player/tv/1399-game-of-thrones/1/1' });
  });

  it("says 'Continue Watching' for a movie in the continue list, else 'Watch Now'", () => {
    expect(
      watchAction({
        type: 'movie',
        slug: '550-fight-club',
        activeSeason: 1,
        inContinueWatching: true,
      }),
    ).toEqual({ label: 'Continue Watching', to: '/player/movie/550-fight-club' });
    expect(watchAction({ type: 'movie', slug: '550-fight-club', activeSeason: 1 })).toEqual({
      label: 'Watch Now',
      to: '/player/movie/550-fight-club',
    });
  });

  it('ignores TV progress for a movie', () => {
    expect(
      watchAction({
        type: 'movie',
        slug: '550-fight-club',
        activeSeason: 2,
        lastWatched: { season: 2, episode: 3 },
      }).label,
    ).toBe('Watch Now');
  });
});
