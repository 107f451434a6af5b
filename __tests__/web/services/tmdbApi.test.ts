import { http, HttpResponse } from 'msw';

import { TOKEN_KEY } from '@/lib/localUser';
import { moviesApi } from '@/services/movies';

import { paged } from '../helpers/fixtures';
import { server } from '../helpers/server';
import { makeTestStore } from '../helpers/store';

function countCalls(path: string, answer: () => Response) {
  const calls: Request[] = [];
  server.use(
    http.get(`*/api/tmdb/${path}`, ({ request }) => {
      calls.push(request);
      return answer();
    }),
  );
  return calls;
}

describe('the TMDB API slice', () => {
  afterEach(() => jest.restoreAllMocks());

  it('retries a failing call three times, then reports the error', async () => {
    const calls = countCalls('movie/popular', () =>
      HttpResponse.json(
        { success: false, status_code: 11, status_message: 'Internal error.' },
        { status: 500 },
      ),
    );
    const store = makeTestStore();
    const result = await store.dispatch(moviesApi.endpoints.getPopularMovies.initiate());
    expect(calls).toHaveLength(4);
    expect(result.error).toMatchObject({ status: 500 });
  });

  it('succeeds when a retry does', async () => {
    let failures = 2;
    const calls = countCalls('movie/popular', () =>
      failures-- > 0 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json(paged([])),
    );
    const result = await makeTestStore().dispatch(moviesApi.endpoints.getPopularMovies.initiate());
    expect(calls).toHaveLength(3);
    expect(result.data).toEqual(paged([]));
  });

  it('does not retry an answer another try cannot change (404)', async () => {
    const calls = countCalls('movie/9', () =>
      HttpResponse.json(
        { success: false, status_code: 34, status_message: 'Not found.' },
        { status: 404 },
      ),
    );
    const result = await makeTestStore().dispatch(moviesApi.endpoints.getMovieDetails.initiate(9));
    expect(calls).toHaveLength(1);
    expect(result.error).toMatchObject({ status: 404 });
  });

  it('sends the stored token, and on 401 forgets it and goes to sign in', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'abc123');
    const redirect = jest.fn();
    const calls = countCalls('movie/popular', () => new HttpResponse(null, { status: 401 }));
    await makeTestStore(undefined, { signIn: redirect }).dispatch(
      moviesApi.endpoints.getPopularMovies.initiate(),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer abc123');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledWith('/login');
  });

  it('sends no Authorization header without a token', async () => {
    const calls = countCalls('movie/popular', () => HttpResponse.json(paged([])));
    await makeTestStore().dispatch(moviesApi.endpoints.getPopularMovies.initiate());
    expect(calls[0]?.headers.get('authorization')).toBeNull();
  });

  it.each([
    ['a line break', 'abc\ndef'],
    ['spaces', 'abc def'],
    ['100 KB', 'a'.repeat(100 * 1024)],
  ])('discards a stored token with %s instead of failing every request', async (_what, token) => {
    window.localStorage.setItem(TOKEN_KEY, token);
    const calls = countCalls('movie/popular', () => HttpResponse.json(paged([])));
    const result = await makeTestStore().dispatch(moviesApi.endpoints.getPopularMovies.initiate());
    expect(result.data).toEqual(paged([]));
    expect(calls[0]?.headers.get('authorization')).toBeNull();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
