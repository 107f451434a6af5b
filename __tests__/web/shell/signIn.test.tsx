/**
 * Sign-in as the spec has it: stub pages, the fixed local user under `auth_user`, the guard around the
 * visitor's lists, and the 401 rule, on the real app.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { RouteObject } from 'react-router-dom';

import { Layout } from '@/app/Layout';
import { AUTH_USER_KEY, LOCAL_USER, TOKEN_KEY, ensureLocalUser } from '@/lib/localUser';
import { GuardLayout } from '@/pages/GuardLayout';

import { openAt, renderApp } from '../helpers/render';
import { server } from '../helpers/server';
import { makeTestStore } from '../helpers/store';

const storedUser = () => JSON.parse(window.localStorage.getItem(AUTH_USER_KEY) ?? 'null');

describe('sign-in stubs', () => {
  it.each([
    ['/login', 'No sign-in needed'],
    ['/register', 'No account needed'],
    ['/forgot-password', 'No password to reset'],
  ])('%s says no account is needed and where the lists are kept', async (path, heading) => {
    await openAt(path);
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(within(main).getByText(/Marquee has no accounts/)).toBeInTheDocument();
    expect(within(main).getByText(/kept in this browser's local storage/)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'My Watchlist' })).toHaveAttribute(
      'href',
      '/watchlist',
    );
    expect(within(main).getByRole('link', { name: 'My Favorites' })).toHaveAttribute(
      'href',
      '/favorites',
    );
    expect(within(main).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/user-settings',
    );
    // Spec: no breadcrumb on these pages.
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${heading} · Marquee`));
  });

  it('takes the visitor to their watchlist', async () => {
    const { router, user } = await openAt('/login');
    await user.click(await screen.findByRole('link', { name: 'My Watchlist' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/watchlist'));
    expect(await screen.findByRole('heading', { name: /My Watchlist/ })).toBeInTheDocument();
  });
});

describe('the fixed local user', () => {
  it('is recorded under auth_user once the app is up', async () => {
    expect(window.localStorage.getItem(AUTH_USER_KEY)).toBeNull();
    await openAt('/movies');
    await waitFor(() => expect(storedUser()).toEqual(LOCAL_USER));
  });

  it('is written at startup when missing, kept when there, and replaced when unreadable', () => {
    ensureLocalUser(window.localStorage);
    expect(storedUser()).toEqual(LOCAL_USER);
    expect(LOCAL_USER.isLocalStorage).toBe(true);

    const other = { id: 'someone', isLocalStorage: false };
    window.localStorage.setItem(AUTH_USER_KEY, JSON.stringify(other));
    ensureLocalUser(window.localStorage);
    expect(storedUser()).toEqual(other);

    window.localStorage.setItem(AUTH_USER_KEY, '{not json');
    ensureLocalUser(window.localStorage);
    expect(storedUser()).toEqual(LOCAL_USER);
  });
});

describe('the guard around the lists', () => {
  /** The app's layout with /watchlist behind a guard whose local-storage mode is as given. */
  const guarded = (localStorageMode: boolean): RouteObject[] => [
    {
      path: '/',
      element: <Layout />,
      children: [
        {
          element: <GuardLayout localStorageMode={localStorageMode} />,
          children: [{ path: 'watchlist', element: <h1>The lists</h1> }],
        },
        { path: 'login', element: <h1>Sign in here</h1> },
      ],
    },
  ];

  it('lets everyone through in this app (local-storage mode), with or without a stored user', async () => {
    const first = await openAt('/watchlist');
    expect(await screen.findByRole('heading', { name: /My Watchlist/ })).toBeInTheDocument();
    first.unmount();
    window.localStorage.setItem(AUTH_USER_KEY, 'garbage');
    await openAt('/favorites');
    expect(await screen.findByRole('heading', { name: /My Favorites/ })).toBeInTheDocument();
  });

  it('without local-storage mode, sends a visitor with no user to /login', async () => {
    const { router } = renderApp('/watchlist', { routes: guarded(false) });
    expect(await screen.findByRole('heading', { name: 'Sign in here' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('heading', { name: 'The lists' })).not.toBeInTheDocument();
  });

  it('without local-storage mode, lets a stored user through', async () => {
    window.localStorage.setItem(AUTH_USER_KEY, JSON.stringify(LOCAL_USER));
    const { router } = renderApp('/watchlist', { routes: guarded(false) });
    expect(await screen.findByRole('heading', { name: 'The lists' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/watchlist');
  });
});

describe('a 401 answer', () => {
  const unauthorized = () =>
    server.use(
      http.get('*/api/tmdb/discover/movie', () => new HttpResponse(null, { status: 401 })),
      http.get('*/api/tmdb/trending/all/:window', () => new HttpResponse(null, { status: 401 })),
    );

  afterEach(() => window.history.replaceState(null, '', '/'));

  it('signs out (token cleared, local user back) and goes to /login', async () => {
    unauthorized();
    window.localStorage.setItem(TOKEN_KEY, 'expired-token');
    window.localStorage.setItem(AUTH_USER_KEY, JSON.stringify({ id: 'x', isLocalStorage: false }));
    window.history.replaceState(null, '', '/movies');
    const signIn = jest.fn();
    renderApp('/movies', { store: makeTestStore(undefined, { signIn }) });
    await waitFor(() => expect(signIn).toHaveBeenCalledWith('/login'));
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(storedUser()).toEqual(LOCAL_USER);
    // The page says its list failed (the 401 is not retried).
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('clears the token but stays put when already on a sign-in page', async () => {
    server.use(http.get('*/api/site', () => new HttpResponse(null, { status: 401 })));
    window.localStorage.setItem(TOKEN_KEY, 'expired-token');
    window.history.replaceState(null, '', '/login');
    const signIn = jest.fn();
    const store = makeTestStore(undefined, { signIn });
    renderApp('/login', { store });
    await screen.findByRole('heading', { level: 1, name: 'No sign-in needed' });
    await waitFor(() =>
      expect(Object.values(store.getState().tmdbApi.queries)[0]?.status).toBe('rejected'),
    );
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(signIn).not.toHaveBeenCalled();
  });

  // The router works under the prefix (its basename): the browser's address is read without it.
  it('reads a page in another language without its prefix: it goes to that language’s /login', async () => {
    unauthorized();
    window.localStorage.setItem(TOKEN_KEY, 'expired-token');
    window.history.replaceState(null, '', '/de/movies');
    const signIn = jest.fn();
    renderApp('/movies', { store: makeTestStore(undefined, { signIn }) });
    await waitFor(() => expect(signIn).toHaveBeenCalledWith('/de/login'));
    expect(signIn).not.toHaveBeenCalledWith('/login');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('stays put on a sign-in page in another language (/de/login)', async () => {
    server.use(http.get('*/api/site', () => new HttpResponse(null, { status: 401 })));
    window.localStorage.setItem(TOKEN_KEY, 'expired-token');
    window.history.replaceState(null, '', '/de/login');
    const signIn = jest.fn();
    const store = makeTestStore(undefined, { signIn });
    renderApp('/login', { store });
    await screen.findByRole('heading', { level: 1, name: 'No sign-in needed' });
    await waitFor(() =>
      expect(Object.values(store.getState().tmdbApi.queries)[0]?.status).toBe('rejected'),
    );
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(signIn).not.toHaveBeenCalled();
  });
});
