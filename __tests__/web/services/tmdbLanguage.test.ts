/**
 * A page's language reaches every TMDB call (issue 35): the store of a German page asks in de-DE,
 * replacing the spec's en-US where an endpoint names it; an English page's calls stay as they were.
 */
import { http, HttpResponse } from 'msw';

import { inLanguage } from '@/services/tmdbApi';
import { moviesApi } from '@/services/movies';
import { searchApi } from '@/services/search';

import { paged } from '../helpers/fixtures';
import { server } from '../helpers/server';
import { makeTestStore } from '../helpers/store';

/** The query of every call to the TMDB-shaped API, as the server receives it. */
function recordCalls() {
  const calls: URL[] = [];
  server.use(
    http.get('*/api/tmdb/*', ({ request }) => {
      calls.push(new URL(request.url));
      return HttpResponse.json(paged([]));
    }),
  );
  return calls;
}

describe('the language of TMDB calls', () => {
  it("carries a German page's language on every call, the spec's en-US replaced", async () => {
    const calls = recordCalls();
    const store = makeTestStore(undefined, { language: 'de-DE' });
    await store.dispatch(moviesApi.endpoints.getPopularMovies.initiate());
    await store.dispatch(searchApi.endpoints.getSearchMulti.initiate({ query: 'fight', page: 1 }));
    expect(calls).toHaveLength(2);
    for (const call of calls) expect(call.searchParams.getAll('language')).toEqual(['de-DE']);
    expect(calls[1]!.searchParams.get('query')).toBe('fight');
  });

  it("leaves an English page's calls as the spec writes them", async () => {
    const calls = recordCalls();
    const store = makeTestStore();
    await store.dispatch(moviesApi.endpoints.getPopularMovies.initiate());
    await store.dispatch(searchApi.endpoints.getSearchMulti.initiate({ query: 'fight', page: 1 }));
    expect(calls[0]!.searchParams.has('language')).toBe(false);
    expect(calls[1]!.searchParams.getAll('language')).toEqual(['en-US']);
  });

  it('replaces a language written into the address as well', () => {
    expect(inLanguage('movie/550?language=en-US&append_to_response=credits', 'ja-JP')).toEqual({
      url: 'movie/550?append_to_response=credits',
      params: { language: 'ja-JP' },
    });
    expect(
      inLanguage({ url: 'search/multi', params: { query: 'x', language: 'en-US' } }, 'ar-SA'),
    ).toEqual({ url: 'search/multi', params: { query: 'x', language: 'ar-SA' } });
  });
});
