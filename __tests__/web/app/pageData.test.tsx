/**
 * The server preloads a title page's first calls (common/pageData.ts, in a Link header). A preload is
 * used only if the app asks for exactly the same URL: each page's own first requests are checked here.
 */
import { waitFor } from '@testing-library/react';

import { pageDataPaths } from '@common/pageData';

import { renderApp } from '../helpers/render';
import { server } from '../helpers/server';

/** Every catalogue call made from now on, as `path?query` below /api/tmdb/. */
function recordCalls() {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const at = url.pathname.indexOf('/api/tmdb/');
    if (at >= 0) calls.push(url.pathname.slice(at + '/api/tmdb/'.length) + url.search);
  };
  server.events.on('request:start', listener);
  return { calls, stop: () => server.events.removeListener('request:start', listener) };
}

describe("the preloaded calls are the pages' own", () => {
  it.each([
    '/movie/42-movie-42',
    '/tv/7-show-7',
    '/tv/7-show-7/episodes/2',
    '/actor/31-person-31',
    '/actor/31-person-31/movies',
    '/collection/10',
  ])('%s', async (path) => {
    const expected = pageDataPaths(path);
    expect(expected.length).toBeGreaterThan(0);
    const { calls, stop } = recordCalls();
    try {
      renderApp(path);
      await waitFor(() => expect(calls).toEqual(expect.arrayContaining(expected)));
    } finally {
      stop();
    }
  });
});
