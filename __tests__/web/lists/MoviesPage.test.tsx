import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';

import { movie, paged, range } from '../helpers/fixtures';
import { renderApp } from '../helpers/render';
import { server } from '../helpers/server';

/** Records the query of every discover call and answers with a page of 20 movies (30 pages). */
function recordDiscover(totalPages = 30) {
  const calls: URLSearchParams[] = [];
  server.use(
    http.get('*/api/tmdb/discover/movie', ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.push(params);
      const page = Number(params.get('page'));
      if (page > totalPages) return HttpResponse.json(paged([], page, totalPages));
      return HttpResponse.json(
        paged(
          range(page * 100, 20).map((id) => movie(id)),
          page,
          totalPages,
        ),
      );
    }),
  );
  return calls;
}

const asObject = (params: URLSearchParams | undefined) =>
  Object.fromEntries(params?.entries() ?? []);

async function openFilters(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /^filters/i }));
  return screen.findByRole('dialog', { name: 'Filters' });
}

// Whole-app renders with a 20-card grid: user-event steps take a few hundred ms each in jsdom; a test
// that fills in the filter panel took near 20 s on a busy two-core machine.
jest.setTimeout(40_000);

describe('/movies', () => {
  it('shows the hero, badge, grid and pagination of discover page 1', async () => {
    const calls = recordDiscover();
    renderApp('/movies');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Discover Amazing Movies' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await screen.findByText('Movie 100')).toBeInTheDocument();
    expect(screen.getByText('Found 600 movies')).toBeInTheDocument();
    // The first cards come with the answer, the rest in a background render just after.
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Movies' })).getAllByRole('listitem'),
      ).toHaveLength(20),
    );
    // Filled in: no longer busy for assistive technology.
    expect(screen.getByRole('list', { name: 'Movies' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('Page 1 of 30')).toBeInTheDocument();
    expect(asObject(calls[0])).toEqual({ page: '1', sort_by: 'popularity.desc' });
    expect(document.title).toBe('Movies · Marquee');
  });

  it("says the query's real result count, hidden until its answer is in", async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/tmdb/discover/movie', async ({ request }) => {
        const params = new URL(request.url).searchParams;
        if (params.get('with_genres') === '27') {
          await answered;
          return HttpResponse.json(paged([movie(27)], 1, 1, 1));
        }
        return HttpResponse.json(paged([movie(1)], 1, 500, 12_453));
      }),
    );
    const { router } = renderApp('/movies');
    expect(await screen.findByText('Found 12,453 movies', {}, { timeout: 10_000 })).toBeVisible();

    // Horror in 1999: the old count goes while the new list loads, and the new one is its own.
    await act(() => router.navigate('/movies?with_genres=27&primary_release_year=1999'));
    await waitFor(() => expect(screen.queryByText(/^Found [\d,]+ movies?$/)).toBeNull());
    const hero = within(screen.getByRole('region', { name: 'Discover Amazing Movies' }));
    expect(hero.getByText('…')).not.toBeVisible();
    answer();
    expect(await screen.findByText('Found 1 movie')).toBeVisible();
  });

  it('has a Movies / TV Shows switch', async () => {
    recordDiscover();
    const { user, router } = renderApp('/movies');
    const nav = await screen.findByRole('navigation', { name: 'Media type' });
    expect(within(nav).getByRole('link', { name: 'Movies' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(nav).getByRole('link', { name: 'TV Shows' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tv-shows'));
  });

  it('says Updating results... while a page loads', async () => {
    recordDiscover();
    // The answer waits until the line has been seen (then falls through to the handler above).
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.get('*/api/tmdb/discover/movie', () => answered));
    renderApp('/movies');
    expect(await screen.findByText('Updating results...')).toBeInTheDocument();
    answer();
    await screen.findByText('Movie 100');
    expect(screen.queryByText('Updating results...')).not.toBeInTheDocument();
  });

  it('reads the filters from the URL and sends them to discover', async () => {
    const calls = recordDiscover();
    renderApp(
      '/movies?with_genres=28,x,12,28&primary_release_year=2010&sort_by=revenue.desc&page=3',
    );
    await screen.findByText('Movie 300');
    expect(asObject(calls.at(-1))).toEqual({
      page: '3',
      with_genres: '28,12',
      primary_release_year: '2010',
      sort_by: 'revenue.desc',
    });
    expect(screen.getByRole('button', { name: 'Filters (4 active)' })).toBeInTheDocument();
  });

  it('drops genre ids the server would refuse instead of failing the page', async () => {
    const calls = recordDiscover();
    renderApp('/movies?with_genres=1234567,28');
    await screen.findByText('Movie 100');
    expect(asObject(calls.at(-1))).toMatchObject({ with_genres: '28' });
    expect(screen.queryByText(/failed to load/i)).not.toBeInTheDocument();
  });

  it('takes first_air_date_year as the release year and ignores invalid values', async () => {
    const calls = recordDiscover();
    const { unmount } = renderApp('/movies?first_air_date_year=1999');
    await screen.findByText('Movie 100');
    expect(asObject(calls.at(-1))).toEqual({
      page: '1',
      primary_release_year: '1999',
      sort_by: 'popularity.desc',
    });
    unmount();

    renderApp('/movies?primary_release_year=1850&sort_by=bogus&page=abc');
    await screen.findByText('Movie 100');
    expect(asObject(calls.at(-1))).toEqual({ page: '1', sort_by: 'popularity.desc' });
  });

  it('applies filters with only non-default values in the URL, and resets page', async () => {
    const calls = recordDiscover();
    const { user, router } = renderApp('/movies?page=4');
    await screen.findByText('Movie 400');

    const panel = within(await openFilters(user));
    await user.click(panel.getByRole('button', { name: 'Action' }));
    await user.click(panel.getByRole('button', { name: 'Comedy' }));
    await user.type(panel.getByRole('textbox', { name: 'Release year' }), '2012');
    await user.click(panel.getByRole('button', { name: 'Apply Filters' }));

    await waitFor(() =>
      expect(router.state.location.search).toBe('?with_genres=28,35&primary_release_year=2012'),
    );
    await waitFor(() =>
      expect(asObject(calls.at(-1))).toEqual({
        page: '1',
        with_genres: '28,35',
        primary_release_year: '2012',
        sort_by: 'popularity.desc',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Filters (3 active)' })).toBeInTheDocument();
  });

  it('writes a non-default sort and drops an invalid year', async () => {
    const calls = recordDiscover();
    const { user, router } = renderApp('/movies');
    await screen.findByText('Movie 100');

    const panel = within(await openFilters(user));
    await user.click(panel.getByRole('radio', { name: 'Highest Rated' }));
    await user.type(panel.getByRole('textbox', { name: 'Release year' }), '1850');
    await user.click(panel.getByRole('button', { name: 'Apply Filters' }));

    await waitFor(() => expect(router.state.location.search).toBe('?sort_by=vote_average.desc'));
    await waitFor(() =>
      expect(asObject(calls.at(-1))).toEqual({ page: '1', sort_by: 'vote_average.desc' }),
    );
  });

  it('Reset returns to the bare path', async () => {
    recordDiscover();
    const { user, router } = renderApp('/movies?with_genres=18&sort_by=revenue.desc&page=2');
    await screen.findByText('Movie 200');
    const panel = within(await openFilters(user));
    await user.click(panel.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/movies');
    expect(await screen.findByText('Movie 100')).toBeInTheDocument();
  });

  it('changes page through links, each a history entry, scrolling to the top', async () => {
    const calls = recordDiscover();
    const scrollTo = jest.spyOn(window, 'scrollTo');
    const { user, router } = renderApp('/movies?with_genres=18');
    await screen.findByText('Movie 100');

    const pagination = () => within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(pagination().getByRole('link', { name: 'Page 30' })).toHaveAttribute(
      'href',
      '/movies?with_genres=18&page=30',
    );
    await user.click(pagination().getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?with_genres=18&page=2'));
    expect(router.state.historyAction).toBe('PUSH');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(await screen.findByText('Movie 200')).toBeInTheDocument();
    expect(asObject(calls.at(-1))).toMatchObject({ page: '2', with_genres: '18' });
    expect(pagination().getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(pagination().getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?with_genres=18&page=3'));
    expect(await screen.findByText('Movie 300')).toBeInTheDocument();

    // Back walks back through the pages, then to the first.
    act(() => router.back());
    await waitFor(() => expect(router.state.location.search).toBe('?with_genres=18&page=2'));
    expect(await screen.findByText('Movie 200')).toBeInTheDocument();
    act(() => router.back());
    await waitFor(() => expect(router.state.location.search).toBe('?with_genres=18'));
    expect(await screen.findByText('Movie 100')).toBeInTheDocument();
    scrollTo.mockRestore();
  });

  it('shows the active filters as chips; removing one writes the rest to the URL', async () => {
    const calls = recordDiscover();
    const { user, router } = renderApp(
      '/movies?with_genres=27,18&primary_release_year=1999&page=3',
    );
    await screen.findByText('Movie 300');
    const chips = within(await screen.findByRole('list', { name: 'Active filters' }));
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'Horror',
      'Drama',
      'Year 1999',
    ]);

    await user.click(chips.getByRole('button', { name: 'Remove filter: Horror' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?with_genres=18&primary_release_year=1999'),
    );
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() =>
      expect(asObject(calls.at(-1))).toEqual({
        page: '1',
        with_genres: '18',
        primary_release_year: '1999',
        sort_by: 'popularity.desc',
      }),
    );
    expect(screen.getByRole('button', { name: 'Filters (2 active)' })).toBeInTheDocument();
  });

  it('refetches whenever the query string changes', async () => {
    const calls = recordDiscover();
    const { router } = renderApp('/movies');
    await screen.findByText('Movie 100');
    await act(() => router.navigate('/movies?sort_by=primary_release_date.desc'));
    await waitFor(() =>
      expect(asObject(calls.at(-1))).toEqual({ page: '1', sort_by: 'primary_release_date.desc' }),
    );
  });

  it('shows the failure message when discover fails', async () => {
    server.use(
      http.get('*/api/tmdb/discover/movie', () =>
        HttpResponse.json({ status_message: 'Upstream is down.' }, { status: 503 }),
      ),
    );
    renderApp('/movies');
    expect(
      await screen.findByText(
        /Failed to load content\. Please try again later\. Upstream is down\./,
      ),
    ).toBeInTheDocument();
  });

  it('shows the empty state when nothing matches', async () => {
    server.use(http.get('*/api/tmdb/discover/movie', () => HttpResponse.json(paged([], 1, 0, 0))));
    renderApp('/movies?with_genres=37&primary_release_year=1901');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('caps a huge page at 500', async () => {
    const calls = recordDiscover(500);
    renderApp('/movies?page=9999');
    expect(await screen.findByText('Movie 50000')).toBeInTheDocument();
    expect(asObject(calls.at(-1))).toMatchObject({ page: '500' });
    expect(screen.getByText('Page 500 of 500')).toBeInTheDocument();
  });

  it('explains a page past the end instead of showing a blank page', async () => {
    recordDiscover(30);
    const { user, router } = renderApp('/movies?with_genres=18&page=40');
    expect(await screen.findByText(/nothing to show on page 40/i)).toHaveTextContent(
      'This list ends at page 30.',
    );
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to page 1' }));
    await waitFor(() => expect(router.state.location.search).toBe('?with_genres=18'));
    expect(await screen.findByText('Movie 100')).toBeInTheDocument();
  });

  it('offers page 1 when the server refuses a page', async () => {
    server.use(
      http.get('*/api/tmdb/discover/movie', () =>
        HttpResponse.json(
          { status_message: 'Invalid page: Pages start at 1 and max at 500.' },
          { status: 400 },
        ),
      ),
    );
    renderApp('/movies?page=77');
    expect(await screen.findByText(/nothing to show on page 77/i)).toBeInTheDocument();
    expect(screen.getByText(/Failed to load content/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to page 1' })).toHaveAttribute('href', '/movies');
  });
});

describe('/movies accessibility', () => {
  // jsdom has no layout, so contrast is left to the browser journeys.
  const violations = async () =>
    (
      await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
    ).violations.map((violation) => `${violation.id}: ${violation.help}`);

  it('has no axe violations, with the filter panel closed and open', async () => {
    recordDiscover();
    const { user } = renderApp('/movies');
    await screen.findByText('Movie 100');
    expect(await violations()).toEqual([]);
    await openFilters(user);
    expect(await violations()).toEqual([]);
    // Two full axe passes over the whole app in jsdom take 10-15 s on a quiet 2-core machine.
  }, 60_000);
});
