import { pageDataPaths, pageNameSearch, pageSubjectPaths } from '../../common/pageData';

describe('pageDataPaths', () => {
  it.each([
    ['/movie/550-fight-club', ['movie/550?append_to_response=release_dates%2Ccredits']],
    ['/movie/550', ['movie/550?append_to_response=release_dates%2Ccredits']],
    [
      '/tv/1399-game-of-thrones',
      ['tv/1399?append_to_response=content_ratings%2Ccredits', 'tv/1399/season/1'],
    ],
    [
      '/tv/1399-x/episodes/03',
      ['tv/1399?append_to_response=content_ratings%2Ccredits', 'tv/1399/season/3'],
    ],
    [
      '/actor/287-brad-pitt',
      ['person/287?append_to_response=combined_credits%2Cimages%2Cexternal_ids'],
    ],
    [
      '/actor/287-brad-pitt/tv',
      ['person/287?append_to_response=combined_credits%2Cimages%2Cexternal_ids'],
    ],
    ['/collection/10', ['collection/10?language=en-US']],
    ['/player/movie/550-fight-club', ['movie/550?append_to_response=release_dates%2Ccredits']],
    [
      '/player/tv/1399-game-of-thrones/1/10',
      ['tv/1399?append_to_response=content_ratings%2Ccredits', 'tv/1399/season/1/episode/10'],
    ],
  ])('%s starts with %p', (pathname, calls) => {
    expect(pageDataPaths(pathname)).toEqual(calls);
  });

  it.each([
    '/',
    '/movies',
    '/movie/',
    '/movie/abc',
    '/movie/0',
    '/movie/550-x/extra',
    '/tv/1399-x/episodes/abc',
    '/tv/1399-x/season/2',
    '/actor/brad-pitt',
    '/actor/287-x/photos',
    '/collection/star-wars',
    '/collection/10-star-wars',
    '/player/movie/abc',
    '/player/movie/550/extra',
    '/player/tv/1399-x',
    '/player/tv/1399-x/1',
    '/player/tv/1399-x/a/1',
    '/player/tv/1399-x/1/0',
    '/player/tv/1399-x/1/1/extra',
    '/player/show/1399/1/1',
  ])('%s starts with nothing worth fetching early', (pathname) => {
    expect(pageDataPaths(pathname)).toEqual([]);
  });
});

describe('pageSubjectPaths', () => {
  it.each([
    // A show may have no season 1: only its details say whether its page names something.
    ['/tv/1399-game-of-thrones', ['tv/1399?append_to_response=content_ratings%2Ccredits']],
    [
      '/tv/1399-x/episodes/99',
      ['tv/1399?append_to_response=content_ratings%2Ccredits', 'tv/1399/season/99'],
    ],
    [
      '/player/tv/1399-x/9/1',
      ['tv/1399?append_to_response=content_ratings%2Ccredits', 'tv/1399/season/9/episode/1'],
    ],
    ['/player/movie/550', ['movie/550?append_to_response=release_dates%2Ccredits']],
    [
      '/actor/287-brad-pitt/movies',
      ['person/287?append_to_response=combined_credits%2Cimages%2Cexternal_ids'],
    ],
    ['/movies', []],
    ['/actor/brad-pitt', []],
  ])('%s names %p', (pathname, calls) => {
    expect(pageSubjectPaths(pathname)).toEqual(calls);
  });
});

describe('pageNameSearch', () => {
  it.each([
    ['/actor/brad-pitt', 'search/person?query=brad+pitt&page=1&include_adult=false&language=en-US'],
    [
      '/actor/brad-pitt/tv',
      'search/person?query=brad+pitt&page=1&include_adult=false&language=en-US',
    ],
    [
      '/actor/Am%C3%A9lie',
      'search/person?query=Am%C3%A9lie&page=1&include_adult=false&language=en-US',
    ],
    [
      '/collection/star-wars',
      'search/collection?query=star+wars&page=1&include_adult=false&language=en-US',
    ],
    ['/actor/287-brad-pitt', null],
    ['/actor/-', null],
    ['/actor/brad-pitt/photos', null],
    ['/collection/10', null],
    ['/collection/star-wars/extra', null],
    ['/actor/%E0%A4%A', null],
    ['/movies', null],
  ])('%s searches %p', (pathname, call) => {
    expect(pageNameSearch(pathname)).toBe(call);
  });
});
