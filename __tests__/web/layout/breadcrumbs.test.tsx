import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Outlet } from 'react-router-dom';

import { Breadcrumbs } from '@/components/layout/Breadcrumbs';

import { movie, tvDetails } from '../helpers/fixtures';
import { openAt, renderApp } from '../helpers/render';
import { server } from '../helpers/server';

/** The crumbs as [text, href] pairs; the current page has no href. */
function crumbs() {
  const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => {
      const link = within(item).queryByRole('link');
      return [item.textContent, link?.getAttribute('href') ?? null];
    });
}

describe('breadcrumb', () => {
  it.each(['/', '/login', '/register', '/forgot-password'])('is hidden on %s', async (path) => {
    await openAt(path);
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });

  it('shows Home and a friendly label per segment, the last one as the current page', async () => {
    await openAt('/fan-favorites');
    expect(crumbs()).toEqual([
      ['Home', '/'],
      ['Fan Favorites', null],
    ]);
    const current = screen.getByText('Fan Favorites', { selector: '[aria-current="page"] span' });
    expect(current).toBeVisible();
    // A long crumb is cut visually, never for a screen reader, and a tooltip holds it whole.
    expect(current).toHaveAttribute('title', 'Fan Favorites');
  });

  it('labels account and unknown segments', async () => {
    await openAt('/user-settings');
    expect(crumbs()).toEqual([
      ['Home', '/'],
      ['Settings', null],
    ]);
  });

  it.each(['/qwzx/nope', '/some-odd_page', '/constructor/toString', '/tv/7-show-7/season/3'])(
    'calls the unknown address %s what it is, never inventing a crumb from its words',
    async (path) => {
      await openAt(path);
      expect(crumbs()).toEqual([
        ['Home', '/'],
        ['Page not found', null],
      ]);
    },
  );

  it('shows a movie title with its w92 poster from the details call', async () => {
    await openAt('/movie/42-movie-42');
    await waitFor(() =>
      expect(crumbs()).toEqual([
        ['Home', '/'],
        ['Movies', '/movies'],
        ['Movie 42', null],
      ]),
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const poster = within(nav).getByRole('presentation');
    expect(poster).toHaveAttribute('src', 'https://image.tmdb.org/t/p/w92/poster-42.jpg');
    fireEvent.error(poster);
    expect(within(nav).queryByRole('presentation')).not.toBeInTheDocument();
    expect(
      within(nav).getByText('Movie 42', { selector: '[aria-current="page"] span' }),
    ).toBeVisible();
  });

  it('names the season of an episode list', async () => {
    await openAt('/tv/7-show-7/episodes/2');
    const name = tvDetails(7).name;
    await waitFor(() =>
      expect(crumbs()).toEqual([
        ['Home', '/'],
        ['TV Shows', '/tv-shows'],
        [name, '/tv/7-show-7'],
        ['Episodes', null],
        ['Season 2', null],
      ]),
    );
  });

  it('leaves out a title whose details fail and ids nothing resolves', async () => {
    server.use(http.get('*/api/tmdb/movie/:id', () => new HttpResponse(null, { status: 404 })));
    const { store } = await openAt('/movie/99-gone');
    await waitFor(() =>
      expect(store.getState().tmdbApi.queries['getMovieDetails(99)']?.status).toBe('rejected'),
    );
    expect(crumbs()).toEqual([
      ['Home', '/'],
      ['Movies', null],
    ]);
  });

  it("shows an actor's name and picture from the person call", async () => {
    await openAt('/actor/31-person-31');
    await waitFor(() =>
      expect(crumbs()).toEqual([
        ['Home', '/'],
        ['People', null],
        ['Person 31', null],
      ]),
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('presentation')).toHaveAttribute(
      'src',
      'https://image.tmdb.org/t/p/w92/profile-31.jpg',
    );
  });

  it('names a collection from its details call', async () => {
    await openAt('/collection/10');
    await waitFor(() =>
      expect(crumbs()).toEqual([
        ['Home', '/'],
        ['Collections', '/collections'],
        ['Collection 10', null],
      ]),
    );
  });

  it('links the title of a player page back to its detail page', async () => {
    server.use(
      http.get('*/api/tmdb/movie/:id', ({ params }) =>
        HttpResponse.json(movie(Number(params.id), { title: 'Alien: Romulus' })),
      ),
    );
    await openAt('/player/movie/945961');
    await waitFor(() =>
      expect(crumbs()).toEqual([
        ['Home', '/'],
        ['Movies', '/movies'],
        ['Alien: Romulus', null],
      ]),
    );
  });

  it("takes a new route's crumb from its handle, and hides the bar where a route says so", async () => {
    const routes = [
      {
        path: '/',
        handle: { crumb: 'Home' },
        element: (
          <>
            <Breadcrumbs />
            <Outlet />
          </>
        ),
        children: [
          { path: 'reviews', handle: { crumb: 'Reviews' }, element: <p>Reviews page</p> },
          { path: 'quiet', handle: { crumb: false }, element: <p>Quiet page</p> },
        ],
      },
    ];
    const { router } = renderApp('/reviews', { routes });
    await screen.findByText('Reviews page');
    expect(crumbs()).toEqual([
      ['Home', '/'],
      ['Reviews', null],
    ]);
    act(() => router.navigate('/quiet'));
    await screen.findByText('Quiet page');
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });
});
