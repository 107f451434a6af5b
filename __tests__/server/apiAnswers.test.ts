/**
 * The exact answers (status, body, Cache-Control) of the server's error paths: TMDB-shaped errors under
 * /api/tmdb, plain JSON elsewhere under /api, the app for pages. Real server, real SQLite demo catalogue.
 */

import type { CatalogueSource } from '../../server/sources/types';
import type { DemoApp } from './helpers/demoApp';
import { startDemoApp } from './helpers/demoApp';

const tmdb = (status_code: number, status_message: string) =>
  JSON.stringify({ success: false, status_code, status_message });

const NOT_FOUND = tmdb(34, 'The resource you requested could not be found.');
const MALFORMED = tmdb(5, 'Invalid parameters: request is malformed.');
const NOT_ALLOWED = tmdb(42, 'Invalid method: this endpoint answers GET and HEAD only.');
const TMDB_404_CACHE = 'public, max-age=60';
const TMDB_400_CACHE = 'public, max-age=300';

jest.setTimeout(60_000);

let demo: DemoApp;

beforeAll(async () => {
  demo = await startDemoApp(
    {},
    { dist: { 'index.html': '<!doctype html><title>Marquee</title>' } },
  );
});

afterAll(() => demo.close());

type Case = [
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  status: number,
  body: string,
  cacheControl: string | undefined,
  payload?: string,
];

const JSON_404 = JSON.stringify({ error: 'Not found' });

describe('error answers', () => {
  it.each<Case>([
    [
      'GET',
      '/api/tmdb/movie/abc',
      400,
      tmdb(6, 'Invalid id: The pre-requisite id is invalid or not found.'),
      TMDB_400_CACHE,
    ],
    [
      'GET',
      '/api/tmdb/movie/popular?page=0',
      400,
      tmdb(
        22,
        'Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.',
      ),
      TMDB_400_CACHE,
    ],
    [
      'GET',
      '/api/tmdb/movie/popular?page=1&page=2',
      400,
      tmdb(5, 'Invalid parameters: page must be given once.'),
      TMDB_400_CACHE,
    ],
    [
      'GET',
      '/api/tmdb/discover/movie?sort_by=rating.desc&foo=1',
      400,
      tmdb(
        5,
        'Invalid parameters: sort_by must be one of popularity.asc, popularity.desc, vote_average.asc, vote_average.desc, vote_count.asc, vote_count.desc, primary_release_date.asc, primary_release_date.desc, revenue.asc, revenue.desc, title.asc, title.desc, original_title.asc, original_title.desc.',
      ),
      TMDB_400_CACHE,
    ],
    ['GET', '/api/tmdb/nope', 404, NOT_FOUND, TMDB_404_CACHE],
    ['GET', '/api/tmdb/', 404, NOT_FOUND, TMDB_404_CACHE],
    ['GET', `/api/tmdb/movie/${'1'.repeat(250)}`, 404, NOT_FOUND, TMDB_404_CACHE],
    ['POST', '/api/tmdb/movie/popular', 405, NOT_ALLOWED, 'public, max-age=300'],
    ['DELETE', '/api/tmdb/movie/550', 405, NOT_ALLOWED, 'public, max-age=300'],
    ['POST', '/api/tmdb/nope', 404, NOT_FOUND, TMDB_404_CACHE],
    [
      'GET',
      '/api/tmdb/movie/%FF',
      400,
      tmdb(5, 'Invalid parameters: path is not a valid URL.'),
      TMDB_400_CACHE,
    ],
    ['GET', '/api/nothing/%FF', 400, JSON.stringify({ error: 'Bad request' }), undefined],
    ['POST', '/api/tmdb/movie/popular', 400, MALFORMED, TMDB_400_CACHE, '{bad'],
    ['GET', '/api/tmdb', 404, JSON_404, 'no-store'],
    ['GET', '/api', 404, JSON_404, 'no-store'],
    ['GET', '/api/nothing', 404, JSON_404, 'no-store'],
    ['GET', '/nope.js', 404, JSON_404, undefined],
    ['POST', '/api/site', 400, JSON.stringify({ error: 'Bad request' }), undefined, '{bad'],
  ])('%s %s answers %i', async (...[method, url, status, body, cacheControl, payload]: Case) => {
    const res = await demo.app.inject({
      method,
      url,
      payload,
      headers: payload ? { 'content-type': 'application/json' } : {},
    });
    expect(res.statusCode).toBe(status);
    expect(res.body).toBe(body);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe(cacheControl);
  });

  it('drops parameters it does not know before they reach the catalogue', async () => {
    const plain = await demo.app.inject('/api/tmdb/trending/all/week');
    const extra = await demo.app.inject('/api/tmdb/trending/all/week?foo=1&api_key=x&page=1');
    expect(extra.statusCode).toBe(200);
    expect(extra.body).toBe(plain.body);
  });

  it('says which methods an endpoint allows', async () => {
    const res = await demo.app.inject({ method: 'PUT', url: '/api/tmdb/movie/550' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('answers an oversized body with 413 in TMDB shape', async () => {
    const res = await demo.app.inject({
      method: 'POST',
      url: '/api/tmdb/movie/popular',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.body).toBe(
      tmdb(47, 'Invalid input: the request body is too large, and no endpoint here reads one.'),
    );
  });

  it.each([
    ['/%FF', 404, 'Page not found · Marquee'],
    ['/%00', 404, 'Page not found · Marquee'],
    ['/movies//', 200, 'Marquee'],
    ['//evil.com', 404, 'Page not found · Marquee'],
    ['/movies/%E0%A4%A', 404, 'Page not found · Marquee'],
  ])('the odd page path %s gets the app (%d), not an error', async (url, status, title) => {
    const res = await demo.app.inject(url);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain(`<title>${title}</title>`);
  });

  it('a page path gets the app', async () => {
    const res = await demo.app.inject('/movies');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('a failing catalogue source', () => {
  it('answers 500 in TMDB shape, never cached', async () => {
    const failing: CatalogueSource = {
      name: 'demo',
      version: 'test',
      get: () => Promise.reject(new Error('disk on fire')),
      close: () => Promise.resolve(),
    };
    const broken = await startDemoApp({}, { source: failing });
    try {
      const res = await broken.app.inject('/api/tmdb/movie/550');
      expect(res.statusCode).toBe(500);
      expect(res.body).toBe(tmdb(11, 'Internal error: Something went wrong.'));
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await broken.close();
    }
  });
});
