/**
 * The server's idea of a page (common/pageStatus, which answers 404 or a redirect) against the app's
 * own route table matched by react-router: they must not drift apart.
 */
import { matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

import { LIST_WORDS } from '@common/pagePaths';
import { PAGES } from '@common/pageStatus';
import { pageStatus } from '@common/pageStatus';
import { routes } from '@/app/routes';

/** Every leaf route of a table as a full path ('/movie/:slug'); the index as '/'. */
function leafPaths(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/+/g, '/');
    if (route.children) return leafPaths(route.children, path);
    return [route.index ? parent || '/' : path];
  });
}

/** Addresses a visitor, a crawler or a prober may ask for, of every shape the table knows and some it does not. */
const ADDRESSES = [
  '/',
  '/movies',
  '/Movies',
  '/movies/',
  '/movies//',
  '//movies',
  '/movies/extra',
  '/tv-shows',
  '/search',
  '/FAQ',
  '/faq',
  '/AdBlockers',
  '/login',
  '/watchlist',
  '/favorites',
  '/movie',
  '/movie/',
  '/MOVIE',
  '/tv',
  '/airing',
  '/collection',
  '/collection/',
  '/movie/550',
  '/movie/550-fight-club',
  '/movie/abc',
  '/movie/0',
  '/movie/-550',
  '/movie/12345678901',
  '/movie/550/extra',
  '/tv/1399-game-of-thrones',
  '/tv/abc',
  '/tv/1399/episodes/1',
  '/tv/1399/episodes/0',
  '/tv/1399/episodes/x',
  '/tv/1399/episodes',
  '/tv/7-show-7/season/3',
  '/collection/10',
  '/collection/star-wars',
  '/collection/0',
  '/collection/---',
  '/actor',
  '/actor/',
  '/actor/287-brad-pitt',
  '/actor/brad-pitt',
  '/actor/-',
  '/actor/287/movies',
  '/actor/287/tv',
  '/actor/287/books',
  '/player/movie',
  '/player/movie/',
  '/player/movie/550',
  '/player/movie/abc',
  '/player/tv/1399',
  '/player/tv/1399/1',
  '/player/tv/1399/1/1',
  '/player/tv/1399/1/0',
  '/player/tv/1399/x/1',
  '/player/tv/abc/1/1',
  '/player/tv/1399/1/1/extra',
  '/player',
  '/qwzx/nope',
  '/Qwzx%20Nope',
  '/movie/550%2Fx',
  '/constructor',
  '/__proto__',
  '/index.html',
  '/.build-inputs',
];

describe('page status', () => {
  it('knows exactly the routes of the app, the bare list words and the catch-all', () => {
    const app = leafPaths(routes).sort();
    const table = [
      '/',
      ...Object.values(PAGES).map((page) => `/${page.path}`),
      ...Object.keys(LIST_WORDS).map((word) => `/${word}`),
      '/*',
    ].sort();
    expect(app).toEqual(table);
  });

  it.each(ADDRESSES)('agrees with the app on %s', (address) => {
    const leaf = matchRoutes(routes, address)?.at(-1);
    const status = pageStatus(address);
    if (!leaf || leaf.route.path === '*') {
      expect(status).toEqual({ kind: 'notFound' });
      return;
    }
    const path = leaf.route.path ?? '';
    if (Object.hasOwn(LIST_WORDS, path)) {
      expect(status).toEqual({ kind: 'redirect', to: LIST_WORDS[path] });
      return;
    }
    // The page the app renders: the server's status depends only on its parameters' shapes.
    // The page the app renders: the server's status depends only on its parameters' shapes, and
    // names that page (the server sends its scripts with it).
    const [name, page] = Object.entries(PAGES).find(([, candidate]) => candidate.path === path) ?? [
      'home',
      undefined,
    ];
    const checks = page && 'params' in page ? Object.entries(page.params) : [];
    const wellFormed = checks.every(([param, check]) => check(leaf.params[param]));
    expect(status).toEqual(wellFormed ? { kind: 'page', name } : { kind: 'notFound' });
  });

  it('answers the bare list words with their lists', () => {
    expect(pageStatus('/movie')).toEqual({ kind: 'redirect', to: '/movies' });
    expect(pageStatus('/tv/')).toEqual({ kind: 'redirect', to: '/tv-shows' });
    expect(pageStatus('/airing')).toEqual({ kind: 'redirect', to: '/airing-shows' });
    expect(pageStatus('/collection')).toEqual({ kind: 'redirect', to: '/collections' });
  });

  it('calls a malformed slug or season no page, and a well-formed one a page', () => {
    expect(pageStatus('/movie/abc')).toEqual({ kind: 'notFound' });
    expect(pageStatus('/tv/1399/episodes/x')).toEqual({ kind: 'notFound' });
    expect(pageStatus('/player/tv/1399/1/0')).toEqual({ kind: 'notFound' });
    expect(pageStatus('/movie/550-fight-club')).toEqual({ kind: 'page', name: 'movie' });
    expect(pageStatus('/actor/brad-pitt')).toEqual({ kind: 'page', name: 'actor' });
    expect(pageStatus('/qwzx/nope')).toEqual({ kind: 'notFound' });
    // Percent-encoding a URL cannot decode names nothing.
    expect(pageStatus('/movie/%E0%A4%A')).toEqual({ kind: 'notFound' });
  });
});
