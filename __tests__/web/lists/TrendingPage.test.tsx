import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';

import { TRENDING_GENRES } from '@common/trendingFilters';

import { movie, paged, person, range, show } from '../helpers/fixtures';
import { renderApp } from '../helpers/render';
import { server } from '../helpers/server';

// Whole-app renders and a popover: user-event steps take seconds in jsdom on a busy machine.
jest.setTimeout(60_000);

/**
 * Records every trending call as '{window}:{page}'. Each page holds three movies, three shows and a
 * person; 8 pages, 160 items in all.
 */
function recordTrending() {
  const calls: string[] = [];
  server.use(
    http.get('*/api/tmdb/trending/all/:window', ({ request, params }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      calls.push(`${String(params.window)}:${page}`);
      const base = (params.window === 'day' ? 10_000 : 0) + page * 100;
      return HttpResponse.json(
        paged(
          [
            movie(base + 1, { genre_ids: [28], release_date: '2010-05-01', vote_average: 6 }),
            show(base + 2, { genre_ids: [10765], first_air_date: '2015-01-01', vote_average: 9 }),
            movie(base + 3, { genre_ids: [35, 18], release_date: '2020-02-02', vote_average: 7 }),
            show(base + 4, { genre_ids: [18], first_air_date: '2010-09-09', vote_average: 8 }),
            movie(base + 5, { genre_ids: [27], release_date: '1999-01-01', vote_average: 5 }),
            show(base + 6, { genre_ids: [35], first_air_date: '2022-03-03', vote_average: 4 }),
            person(base + 7),
          ],
          page,
          8,
          160,
        ),
      );
    }),
  );
  return calls;
}

/**
 * Records every filtered-trending call (window and query) and answers `total` matches among 500,
 * 20 to a page, Movie 9101 first on page 1.
 */
function recordFilteredTrending(total = 45) {
  const calls: URLSearchParams[] = [];
  server.use(
    http.get('*/api/trending/:window', ({ request, params }) => {
      const query = new URL(request.url).searchParams;
      calls.push(
        new URLSearchParams({ window: String(params.window), ...Object.fromEntries(query) }),
      );
      const page = Number(query.get('page') ?? '1');
      const count = Math.max(0, Math.min(20, total - (page - 1) * 20));
      return HttpResponse.json({
        page,
        results: range(9000 + page * 100 + 1, count).map((id) => movie(id)),
        total_pages: Math.ceil(total / 20),
        total_results: total,
        searched: 500,
      });
    }),
  );
  return calls;
}

const asObject = (params: URLSearchParams | undefined) =>
  Object.fromEntries(params?.entries() ?? []);

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Trending titles and people' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent ?? '');

describe('/trending', () => {
  it("shows this week's trending items with type badges and the count", async () => {
    const calls = recordTrending();
    renderApp('/trending');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trending Right Now' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Found 160 trending items')).toBeInTheDocument();
    expect(screen.getByText('Movie 101')).toBeInTheDocument();
    expect(screen.getAllByText('TV Series').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Movie', { exact: true }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'This Week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('Page 1 of 8')).toBeInTheDocument();
    expect(calls).toEqual(['week:1']);
    expect(document.title).toBe('Trending · Marquee');
  });

  it('switches between Today and This Week', async () => {
    const calls = recordTrending();
    const { user, router } = renderApp('/trending?page=3');
    await screen.findByText('Movie 301');

    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(router.state.location.search).toBe('?window=day'));
    expect(await screen.findByText('Movie 10101')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'This Week' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Movie 101')).toBeInTheDocument();
    expect(calls).toEqual(['week:3', 'day:1', 'week:1']);
  });

  it('reads the day window from the URL', async () => {
    const calls = recordTrending();
    renderApp('/trending?window=day');
    expect(await screen.findByText('Movie 10101')).toBeInTheDocument();
    expect(calls).toEqual(['day:1']);
  });

  it('changes page through a link (a history entry), keeping the window', async () => {
    const calls = recordTrending();
    const scrollTo = jest.spyOn(window, 'scrollTo');
    const { user, router } = renderApp('/trending?window=day');
    await screen.findByText('Movie 10101');
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?window=day&page=2'));
    expect(router.state.historyAction).toBe('PUSH');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(await screen.findByText('Movie 10201')).toBeInTheDocument();
    expect(calls).toEqual(['day:1', 'day:2']);
    scrollTo.mockRestore();
  });

  it('filters through the server, which looks through the most trending entries, not one page', async () => {
    const calls = recordTrending();
    const filtered = recordFilteredTrending();
    const { user, router } = renderApp('/trending?with_genres=18,35&sort_by=vote_average.desc');
    expect(
      await screen.findByText('Found 45 trending items among the 500 most trending'),
    ).toBeInTheDocument();
    expect(asObject(filtered[0])).toEqual({
      window: 'week',
      page: '1',
      with_genres: '18,35',
      sort_by: 'vote_average.desc',
    });
    // TMDB's own trending pages are not asked for: the server read them.
    expect(calls).toEqual([]);
    expect(cardTitles()[0]).toContain('Movie 9101');
    // 45 matches make three pages of 20, paged by the server.
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?with_genres=18,35&sort_by=vote_average.desc&page=3',
      ),
    );
    expect(await screen.findByText('Movie 9301')).toBeInTheDocument();
    expect(filtered.at(-1)?.get('page')).toBe('3');
  });

  it('offers only what a mixed list of movies and shows can honour', async () => {
    recordTrending();
    const { user } = renderApp('/trending');
    await screen.findByText('Movie 101');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Filters' }));
    expect(panel.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual([
      'popularity.desc',
      'vote_average.desc',
      'primary_release_date.desc',
    ]);
    expect(panel.queryByRole('radio', { name: 'Highest Revenue' })).not.toBeInTheDocument();
    const genres = panel.getAllByRole('button', { pressed: false }).map((chip) => chip.textContent);
    expect(genres).toEqual(TRENDING_GENRES.map((genre) => genre.name));
    expect(genres).not.toContain('TV Movie');
    expect(genres).not.toContain('Talk');
  });

  it("reads a detail page's movie genre as the shared genre it belongs to", async () => {
    recordTrending();
    const filtered = recordFilteredTrending();
    renderApp('/trending?with_genres=28,10770');
    await screen.findByText('Movie 9101');
    // Action is Action & Adventure on a mixed list; TV Movie, a movie-only genre, is dropped.
    expect(filtered[0]?.get('with_genres')).toBe('10759');
    expect(
      within(screen.getByRole('list', { name: 'Active filters' })).getByRole('button', {
        name: 'Remove filter: Action & Adventure',
      }),
    ).toBeInTheDocument();
  });

  it('shows the empty state when no trending item matches', async () => {
    recordTrending();
    recordFilteredTrending(0);
    renderApp('/trending?with_genres=37');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(
      screen.getByText('Found 0 trending items among the 500 most trending'),
    ).toBeInTheDocument();
  });

  it('applying filters invalidates the cached trending list', async () => {
    const calls = recordTrending();
    const filtered = recordFilteredTrending();
    const { user, router } = renderApp('/trending');
    await screen.findByText('Movie 101');
    expect(calls).toEqual(['week:1']);

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Filters' }));
    await user.click(panel.getByRole('button', { name: 'Drama' }));
    await user.click(panel.getByRole('button', { name: 'Apply Filters' }));

    await waitFor(() => expect(router.state.location.search).toBe('?with_genres=18'));
    await screen.findByText('Found 45 trending items among the 500 most trending');
    expect(filtered).toHaveLength(1);
    // The plain list, about to be hidden, is not fetched again for nothing.
    expect(calls).toEqual(['week:1']);

    // The same filters applied again: the filtered list is fetched anew.
    await user.click(screen.getByRole('button', { name: /^filters/i }));
    const same = within(await screen.findByRole('dialog', { name: 'Filters' }));
    await user.click(same.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(filtered).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: /^filters/i }));
    const again = within(await screen.findByRole('dialog', { name: 'Filters' }));
    await user.click(again.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // Same window and page as the first visit, yet fetched again: the cache was invalidated.
    await waitFor(() => expect(calls).toEqual(['week:1', 'week:1']));
  });

  it('shows the failure message when the filtered list fails', async () => {
    recordTrending();
    server.use(
      http.get('*/api/trending/:window', () =>
        HttpResponse.json({ status_message: 'Trending is resting.' }, { status: 503 }),
      ),
    );
    renderApp('/trending?with_genres=18');
    expect(
      await screen.findByText(
        /Failed to load content\. Please try again later\. Trending is resting\./,
      ),
    ).toBeInTheDocument();
  });

  it('explains a filtered page past the end', async () => {
    recordTrending();
    recordFilteredTrending();
    renderApp('/trending?with_genres=18&page=9');
    expect(await screen.findByText(/nothing to show on page 9/i)).toHaveTextContent(
      'This list ends at page 3.',
    );
  });

  it('shows the failure message when trending fails', async () => {
    server.use(
      http.get('*/api/tmdb/trending/all/:window', () =>
        HttpResponse.json({ status_message: 'Trending is resting.' }, { status: 502 }),
      ),
    );
    renderApp('/trending');
    expect(
      await screen.findByText(
        /Failed to load content\. Please try again later\. Trending is resting\./,
      ),
    ).toBeInTheDocument();
  });

  it('explains a page past the end', async () => {
    recordTrending();
    const { user, router } = renderApp('/trending?window=day&page=42');
    expect(await screen.findByText(/nothing to show on page 42/i)).toHaveTextContent(
      'This list ends at page 8.',
    );
    await user.click(screen.getByRole('link', { name: 'Go to page 1' }));
    await waitFor(() => expect(router.state.location.search).toBe('?window=day'));
  });
});

describe('/trending accessibility', () => {
  it('has no axe violations', async () => {
    recordTrending();
    renderApp('/trending?window=day');
    await screen.findByText('Movie 10101');
    // jsdom has no layout, so contrast is left to the browser journeys.
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
