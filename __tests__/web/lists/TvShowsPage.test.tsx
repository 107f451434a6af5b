import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';

import { paged, range, show } from '../helpers/fixtures';
import { renderApp } from '../helpers/render';
import { server } from '../helpers/server';

jest.setTimeout(20_000);

/** Records the page of every popular-TV call; 12 pages of 20 shows. */
function recordPopularTv(totalPages = 12) {
  const pages: string[] = [];
  server.use(
    http.get('*/api/tmdb/tv/popular', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      pages.push(String(page));
      if (page > totalPages) return HttpResponse.json(paged([], page, totalPages));
      return HttpResponse.json(
        paged(
          range(page * 100, 20).map((id) => show(id)),
          page,
          totalPages,
        ),
      );
    }),
  );
  return pages;
}

/** Records the query of every discover/tv call; 3 pages of 20 shows from Show 9100. */
function recordDiscoverTv(
  answer = (page: number) =>
    paged(
      range(9000 + page * 100, 20).map((id) => show(id)),
      page,
      3,
    ),
) {
  const calls: URLSearchParams[] = [];
  server.use(
    http.get('*/api/tmdb/discover/tv', ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.push(params);
      return HttpResponse.json(answer(Number(params.get('page'))));
    }),
  );
  return calls;
}

const asObject = (params: URLSearchParams | undefined) =>
  Object.fromEntries(params?.entries() ?? []);

describe('/tv-shows', () => {
  it('shows the heading, badge and page 1 of popular TV', async () => {
    const pages = recordPopularTv();
    renderApp('/tv-shows');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Discover TV Series' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await screen.findByText('Show 100')).toBeInTheDocument();
    // The list's own total (12 pages of 20 here), not a constant.
    expect(screen.getByText('240 TV shows')).toBeInTheDocument();
    // The first cards come with the answer, the rest in a background render just after.
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'TV shows' })).getAllByRole('listitem'),
      ).toHaveLength(20),
    );
    expect(screen.getByText('Page 1 of 12')).toBeInTheDocument();
    expect(pages).toEqual(['1']);
    expect(document.title).toBe('TV Shows · Marquee');
  });

  it('narrows to the first-air year and genres that detail pages link, keeping them when paging', async () => {
    const popular = recordPopularTv();
    const discovered = recordDiscoverTv();
    const { user, router } = renderApp('/tv-shows?first_air_date_year=2011&with_genres=18');
    expect(await screen.findByText('Show 9100')).toBeInTheDocument();
    // The link's filters are the panel's own now: chips that remove them.
    const chips = within(screen.getByRole('list', { name: 'Active filters' }));
    expect(await chips.findByRole('button', { name: 'Remove filter: Year 2011' })).toBeVisible();
    expect(chips.getByRole('button', { name: 'Remove filter: Drama' })).toBeVisible();
    expect(asObject(discovered[0])).toEqual({
      page: '1',
      sort_by: 'popularity.desc',
      first_air_date_year: '2011',
      with_genres: '18',
    });
    expect(popular).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?with_genres=18&first_air_date_year=2011&page=2'),
    );
    expect(await screen.findByText('Show 9200')).toBeInTheDocument();
  });

  it('honours the page parameter and adds a history entry on page change', async () => {
    const pages = recordPopularTv();
    const { user, router } = renderApp('/tv-shows?page=5');
    expect(await screen.findByText('Show 500')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('link', { name: 'Page 12' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=12'));
    expect(router.state.historyAction).toBe('PUSH');
    expect(await screen.findByText('Show 1200')).toBeInTheDocument();
    expect(pages).toEqual(['5', '12']);
    expect(screen.getByRole('button', { name: /next/i })).toBeDisabled();

    await user.click(screen.getByRole('link', { name: 'Page 1' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('filters by TV genre, first-air year and TV sort through discover/tv; Reset returns to the bare path', async () => {
    const popular = recordPopularTv();
    const discovered = recordDiscoverTv();
    const { user, router } = renderApp('/tv-shows');
    await screen.findByText('Show 100');

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Filters' }));
    // TV's own sorts: first-air date, and no revenue (TMDB's discover/tv has none).
    expect(panel.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual([
      'popularity.desc',
      'vote_average.desc',
      'first_air_date.desc',
    ]);
    expect(panel.queryByRole('radio', { name: 'Highest Revenue' })).not.toBeInTheDocument();
    // The 16 TV genres of the spec, and no movie-only genre.
    expect(panel.getAllByRole('button', { pressed: false })).toHaveLength(16);
    expect(panel.queryByRole('button', { name: 'TV Movie' })).not.toBeInTheDocument();

    await user.click(panel.getByRole('radio', { name: 'Recently Released' }));
    await user.type(panel.getByRole('textbox', { name: 'First air year' }), '2011');
    await user.click(panel.getByRole('button', { name: 'Sci-Fi & Fantasy' }));
    await user.click(panel.getByRole('button', { name: 'Apply Filters' }));

    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?with_genres=10765&first_air_date_year=2011&sort_by=first_air_date.desc',
      ),
    );
    expect(await screen.findByText('Show 9100')).toBeInTheDocument();
    expect(asObject(discovered.at(-1))).toEqual({
      page: '1',
      sort_by: 'first_air_date.desc',
      first_air_date_year: '2011',
      with_genres: '10765',
    });
    expect(screen.getByRole('button', { name: 'Filters (3 active)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filters (3 active)' }));
    const again = within(await screen.findByRole('dialog', { name: 'Filters' }));
    expect(again.getByRole('radio', { name: 'Recently Released' })).toBeChecked();
    await user.click(again.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Show 100')).toBeInTheDocument();
    // Popular TV's page 1 came from the cache: asked for once.
    expect(popular).toEqual(['1']);
  }, 60_000);

  it('reads a sort only TV knows from the URL, and drops a movie-only one', async () => {
    recordPopularTv();
    const discovered = recordDiscoverTv();
    const { unmount } = renderApp('/tv-shows?sort_by=vote_average.desc');
    expect(await screen.findByText('Show 9100')).toBeInTheDocument();
    expect(discovered[0]?.get('sort_by')).toBe('vote_average.desc');
    unmount();

    // Revenue is a movie sort: the list is popular TV, unfiltered.
    renderApp('/tv-shows?sort_by=revenue.desc');
    expect(await screen.findByText('Show 100')).toBeInTheDocument();
    expect(discovered).toHaveLength(1);
  });

  it('caps the page at 500 and explains a page past the end', async () => {
    const pages = recordPopularTv();
    const { user, router } = renderApp('/tv-shows?page=9999');
    expect(await screen.findByText(/nothing to show on page 500/i)).toHaveTextContent(
      'This list ends at page 12.',
    );
    expect(pages).toEqual(['500']);
    await user.click(screen.getByRole('link', { name: 'Go to page 1' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Show 100')).toBeInTheDocument();
  });

  it('shows the failure message and the empty state', async () => {
    server.use(http.get('*/api/tmdb/tv/popular', () => HttpResponse.json({}, { status: 500 })));
    const { unmount } = renderApp('/tv-shows');
    expect(
      await screen.findByText(
        /Failed to load content\. Please try again later\. The server answered 500\./,
      ),
    ).toBeInTheDocument();
    unmount();

    server.use(http.get('*/api/tmdb/tv/popular', () => HttpResponse.json(paged([], 1, 0, 0))));
    renderApp('/tv-shows');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();
  });
});

describe('/tv-shows accessibility', () => {
  it('has no axe violations, with the filter panel closed and open', async () => {
    recordPopularTv();
    const { user } = renderApp('/tv-shows');
    await screen.findByText('Show 100');
    const closed = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(closed.violations.map((violation) => violation.id)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(screen.getByRole('button', { name: 'Choose your services' }));
    await screen.findByRole('checkbox', { name: 'Netflix' });
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  }, 60_000);
});
