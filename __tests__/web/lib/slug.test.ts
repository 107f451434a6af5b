import {
  canonicalSlugPath,
  detailPath,
  parseSlug,
  playerPath,
  seasonEpisodesPath,
  toSlug,
} from '@/lib/slug';

describe('slugs', () => {
  it.each([
    [550, 'Fight Club', '550-fight-club'],
    [1, 'Star Wars: Episode IV – A New Hope', '1-star-wars-episode-iv-a-new-hope'],
    [2, '  __Spaced__  out__ ', '2-spaced-out'],
    [3, 'Amélie', '3-amelie'],
    [4, '!!!', '4'],
    [5, undefined, '5'],
  ])('%i + %p -> %s', (id, title, slug) => {
    expect(toSlug(id, title)).toBe(slug);
  });

  it('reads the id before the first hyphen', () => {
    expect(parseSlug('550-fight-club')).toEqual({ ok: true, id: 550 });
    expect(parseSlug('1399')).toEqual({ ok: true, id: 1399 });
  });

  it.each([
    [undefined, 'No slug provided'],
    ['', 'No slug provided'],
    ['fight-club', 'Invalid slug format'],
    ['0-zero', 'Invalid slug format'],
    ['12abc', 'Invalid slug format'],
    ['99999999999-too-big', 'Invalid slug format'],
  ])('%p is refused with %p', (slug, error) => {
    expect(parseSlug(slug)).toEqual({ ok: false, error });
  });

  it('builds detail and player paths', () => {
    expect(detailPath('movie', 550, 'Fight Club')).toBe('/movie/550-fight-club');
    expect(detailPath('tv', 1399, 'Game of Thrones')).toBe('/tv/1399-game-of-thrones');
    expect(detailPath('person', 287, 'Brad Pitt')).toBe('/actor/287-brad-pitt');
    expect(detailPath('collection', 10, 'Star Wars Collection')).toBe('/collection/10');
    expect(playerPath('movie', 550)).toBe('/player/movie/550');
    expect(playerPath('tv', 1399)).toBe('/player/tv/1399/1/1');
    expect(playerPath('tv', 1399, 2, 5)).toBe('/player/tv/1399/2/5');
  });

  it('builds the season page path', () => {
    expect(seasonEpisodesPath({ id: 1399, name: 'Game of Thrones' }, 3)).toBe(
      '/tv/1399-game-of-thrones/episodes/3',
    );
  });
});

describe('canonical slug rule', () => {
  it.each([
    ['/movie/550-fight', '550-fight', '550-fight-club', '/movie/550-fight-club'],
    ['/movie/550', '550', '550-fight-club', '/movie/550-fight-club'],
    ['/actor/brad-pitt', 'brad-pitt', '287-brad-pitt', '/actor/287-brad-pitt'],
    ['/actor/287-old/movies', '287-old', '287-brad-pitt', '/actor/287-brad-pitt/movies'],
    [
      '/tv/1399-x/episodes/2',
      '1399-x',
      '1399-game-of-thrones',
      '/tv/1399-game-of-thrones/episodes/2',
    ],
    ['/collection/star-wars', 'star-wars', '10', '/collection/10'],
    ['/movie/550-caf%C3%A9', '550-café', '550-cafe', '/movie/550-cafe'],
  ])('%s (slug %s) becomes %s', (pathname, slug, canonical, expected) => {
    expect(canonicalSlugPath(pathname, slug, canonical)).toBe(expected);
  });

  it('leaves a canonical path, an unknown item and a missing slug alone', () => {
    expect(
      canonicalSlugPath('/movie/550-fight-club', '550-fight-club', '550-fight-club'),
    ).toBeNull();
    expect(canonicalSlugPath('/movie/550-fight', '550-fight', undefined)).toBeNull();
    expect(canonicalSlugPath('/movie/', undefined, '550-fight-club')).toBeNull();
    // A malformed escape in the address is compared as written, never thrown on.
    expect(canonicalSlugPath('/movie/550-%E0%A4%A', '550-%E0%A4%A', '550-x')).toBe('/movie/550-x');
  });
});
