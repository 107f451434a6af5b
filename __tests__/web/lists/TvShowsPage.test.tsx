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
    const discovered: URLSearchParams[] = [];
    server.use(
      http.get('*/api/tmdb/discover/tv', ({ request }) => {
        const params = new URL(request.url).searchParams;
        discovered.push(params);
        const page = Number(params.get('page'));
        return HttpResponse.json(
          paged(
            range(9000 + page * 100, 20).map((id) => show(id)),
            page,
            3,
          ),
        );
      }),
    );
    const { user, router } = renderApp('/tv-shows?first_air_date_year=2011&with_genres=18');
    expect(await screen.findByText('Show 9100')).toBeInTheDocument();
    expect(screen.getByText('First aired in 2011')).toBeInTheDocument();
    expect(discovered[0]?.get('first_air_date_year')).toBe('2011');
    expect(discovered[0]?.get('with_genres')).toBe('18');
    expect(popular).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?with_genres=18&first_air_date_year=2011&page=2'),
    );
    expect(await screen.findByText('Show 9200')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Show all TV shows' }));
    expect(await screen.findByText('Show 100')).toBeInTheDocument();
    expect(popular).toEqual(['1']);
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

  it('shows Filters Unavailable in the filter panel', async () => {
    recordPopularTv();
    const { user, router } = renderApp('/tv-shows');
    await screen.findByText('Show 100');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Filters Unavailable' }));
    expect(
      panel.getByText(
        'Unfortunately, filters are currently unavailable for TV Shows due to fetching availability. We apologize for the inconvenience.',
      ),
    ).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Apply Filters' })).not.toBeInTheDocument();
    await user.click(panel.getByRole('link', { name: /fan favorites/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fan-favorites'));
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
  it('has no axe violations, with the unavailable panel closed and open', async () => {
    recordPopularTv();
    const { user } = renderApp('/tv-shows');
    await screen.findByText('Show 100');
    const closed = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(closed.violations.map((violation) => violation.id)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await screen.findByRole('dialog', { name: 'Filters Unavailable' });
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
