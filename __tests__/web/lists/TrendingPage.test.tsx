import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';

import { movie, paged, person, show } from '../helpers/fixtures';
import { renderApp } from '../helpers/render';
import { server } from '../helpers/server';

jest.setTimeout(20_000);

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

  it('filters the fetched page client side by genre, year and sort', async () => {
    recordTrending();
    const { unmount } = renderApp('/trending?with_genres=18,35');
    // Of the 7 items on trending's page 1, the only page looked at: the count says so.
    expect(
      await screen.findByText('Found 3 trending items among the 7 on page 1'),
    ).toBeInTheDocument();
    expect(cardTitles()).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Movie 103'),
        expect.stringContaining('Show 104'),
        expect.stringContaining('Show 106'),
      ]),
    );
    expect(cardTitles()).toHaveLength(3);
    // 3 filtered results make one page: no pagination bar.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    unmount();

    renderApp('/trending?primary_release_year=2010&sort_by=vote_average.desc');
    expect(
      await screen.findByText('Found 2 trending items among the 7 on page 1'),
    ).toBeInTheDocument();
    const titles = cardTitles();
    expect(titles).toHaveLength(2);
    expect(titles[0]).toContain('Show 104');
    expect(titles[1]).toContain('Movie 101');
  });

  it('shows the empty state when no trending item matches', async () => {
    recordTrending();
    renderApp('/trending?with_genres=37');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.getByText('Found 0 trending items among the 7 on page 1')).toBeInTheDocument();
  });

  it('applying filters invalidates the cached trending list', async () => {
    const calls = recordTrending();
    const { user, router } = renderApp('/trending');
    await screen.findByText('Movie 101');
    expect(calls).toEqual(['week:1']);

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Filters' }));
    await user.click(panel.getByRole('button', { name: 'Drama' }));
    await user.click(panel.getByRole('button', { name: 'Apply Filters' }));

    await waitFor(() => expect(router.state.location.search).toBe('?with_genres=18'));
    // Same window and page, yet fetched again: the cache was invalidated.
    await waitFor(() => expect(calls).toEqual(['week:1', 'week:1']));
    expect(
      await screen.findByText('Found 2 trending items among the 7 on page 1'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^filters/i }));
    const again = within(await screen.findByRole('dialog', { name: 'Filters' }));
    await user.click(again.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(calls).toEqual(['week:1', 'week:1', 'week:1']));
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
