import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { movie, paged, range, show } from '../helpers/fixtures';
import { renderApp } from '../helpers/render';
import { server } from '../helpers/server';

type Item = ReturnType<typeof show> | ReturnType<typeof movie>;

/** Answers `{type}/top_rated` with `pages[page - 1]` (empty past the end) and records each request. */
function topRated(type: 'tv' | 'movie', pages: Item[][]) {
  const calls: URL[] = [];
  server.use(
    http.get(`*/api/tmdb/${type}/top_rated`, ({ request }) => {
      const url = new URL(request.url);
      calls.push(url);
      const page = Number(url.searchParams.get('page'));
      return HttpResponse.json(paged(pages[page - 1] ?? [], page, 5));
    }),
  );
  return calls;
}

const cardTitles = () =>
  within(screen.getByRole('list', { name: /Fan favorite/ }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

// MUI under jsdom is slow on a busy machine; the filter panel test clicks through a popover.
jest.setTimeout(30_000);

describe('the fan favorites page', () => {
  it('shows TV by default: only titles rated 7.5 or more, with the count', async () => {
    const tvCalls = topRated('tv', [
      [
        show(1, { name: 'Great Show', vote_average: 9.1 }),
        show(2, { name: 'Middling Show', vote_average: 7.4 }),
        show(3, { name: 'Just Good Enough', vote_average: 7.5 }),
      ],
      [show(4, { name: 'Page Two Hit', vote_average: 8.2 })],
    ]);
    const movieCalls = topRated('movie', []);
    renderApp('/fan-favorites');

    expect(await screen.findByText('Found 3 fan favorites')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Fan Favorites' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'TV Shows' })).toHaveAttribute('aria-selected', 'true');
    expect(cardTitles()).toEqual(
      expect.arrayContaining(['Great Show', 'Just Good Enough', 'Page Two Hit']),
    );
    expect(screen.queryByText('Middling Show')).not.toBeInTheDocument();
    expect(tvCalls.map((url) => url.searchParams.get('page')).sort()).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(movieCalls).toHaveLength(0);
    expect(document.title).toBe('Fan Favorites · Marquee');
  });

  it('switches to movies with the tab, puts type=movie in the URL and back to page 1', async () => {
    topRated('tv', [range(1, 30).map((id) => show(id, { vote_average: 8 }))]);
    const movieCalls = topRated('movie', [
      [movie(501, { title: 'Loved Film', vote_average: 8.4 }), movie(502, { vote_average: 5 })],
    ]);
    const { router, user } = renderApp('/fan-favorites?page=2');
    expect(await screen.findByText('Found 30 fan favorites')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Movies' }));

    expect(await screen.findByText('Found 1 fan favorites')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Movies' })).toHaveAttribute('aria-selected', 'true');
    expect(cardTitles()).toEqual(['Loved Film']);
    expect(movieCalls.length).toBeGreaterThanOrEqual(5);
    expect(router.state.location.search).toBe('?type=movie');

    await user.click(screen.getByRole('tab', { name: 'TV Shows' }));
    expect(await screen.findByText('Found 30 fan favorites')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('reads the tab, filters and sort from the URL', async () => {
    topRated('movie', [
      [
        movie(1, {
          title: 'Old Drama',
          release_date: '2001-01-01',
          genre_ids: [18],
          vote_average: 8,
        }),
        movie(2, {
          title: 'New Drama',
          release_date: '2020-01-01',
          genre_ids: [18],
          vote_average: 9,
        }),
        movie(3, {
          title: 'Old Action',
          release_date: '2001-05-01',
          genre_ids: [28],
          vote_average: 8.5,
        }),
        movie(4, {
          title: 'Old Both',
          release_date: '2001-09-01',
          genre_ids: [28, 18],
          vote_average: 9.5,
        }),
      ],
    ]);
    renderApp(
      '/fan-favorites?type=movie&with_genres=18&primary_release_year=2001&sort_by=vote_average.desc',
    );

    expect(await screen.findByText('Found 2 fan favorites')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Old Both', 'Old Drama']);
  });

  it('applies filters to TV and writes only non-default values to the URL', async () => {
    topRated('tv', [
      [
        show(1, { name: 'A Drama', genre_ids: [18], vote_average: 8 }),
        show(2, { name: 'A Comedy', genre_ids: [35], vote_average: 8 }),
        show(3, { name: 'Space Saga', genre_ids: [10765], vote_average: 8 }),
      ],
    ]);
    const { router, user } = renderApp('/fan-favorites');
    expect(await screen.findByText('Found 3 fan favorites')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('dialog');
    // The TV genre list: Sci-Fi & Fantasy is a TV genre.
    await user.click(within(panel).getByRole('button', { name: 'Sci-Fi & Fantasy' }));
    await user.click(within(panel).getByRole('button', { name: 'Apply Filters' }));

    expect(await screen.findByText('Found 1 fan favorites')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Space Saga']);
    expect(router.state.location.search).toBe('?with_genres=10765');
    expect(screen.getByRole('button', { name: 'Filters (1 active)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filters (1 active)' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset' }),
    );
    expect(await screen.findByText('Found 3 fan favorites')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it("offers only the sorts a tab's titles can be sorted by, and carries 'Recently Released' across tabs", async () => {
    topRated('tv', [
      [
        show(1, { name: 'Older Show', first_air_date: '2001-01-01', vote_average: 8 }),
        show(2, { name: 'Newer Show', first_air_date: '2020-01-01', vote_average: 8 }),
      ],
    ]);
    topRated('movie', [[movie(3, { title: 'A Film', vote_average: 8 })]]);
    const { router, user } = renderApp('/fan-favorites?sort_by=revenue.desc');
    expect(await screen.findByText('Found 2 fan favorites')).toBeInTheDocument();
    // A TV tab has no revenue to sort by: that sort is not read from the URL, nor offered.
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('dialog');
    const sorts = within(panel).getByRole('radiogroup', { name: 'Sort by' });
    expect(within(sorts).getAllByRole('radio')).toHaveLength(3);
    for (const name of ['Most Popular', 'Highest Rated', 'Recently Released']) {
      expect(within(sorts).getByRole('radio', { name })).toBeInTheDocument();
    }
    await user.click(within(sorts).getByRole('radio', { name: 'Recently Released' }));
    expect(within(panel).getByLabelText('First air year')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort_by=first_air_date.desc'));
    expect(cardTitles()).toEqual(['Newer Show', 'Older Show']);

    await user.click(screen.getByRole('tab', { name: 'Movies' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?sort_by=primary_release_date.desc&type=movie'),
    );
  });

  it('pages 20 at a time, each page a history entry', async () => {
    topRated('tv', [
      range(1, 20).map((id) => show(id, { vote_average: 8, popularity: 1000 - id })),
      range(21, 5).map((id) => show(id, { vote_average: 8, popularity: 1000 - id })),
    ]);
    const { router, user } = renderApp('/fan-favorites');
    expect(await screen.findByText('Found 25 fan favorites')).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toHaveLength(20));
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Next' }));

    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Show 21', 'Show 22', 'Show 23', 'Show 24', 'Show 25']);
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('shows the last page, and says so, for a page past the end', async () => {
    topRated('tv', [range(1, 25).map((id) => show(id, { vote_average: 8 }))]);
    renderApp('/fan-favorites?page=7');
    expect(
      await screen.findByText(/Page 7 is past the end of this list, so you are seeing page 2/),
    ).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(5);
  });

  it('shows the empty state when nothing passes the filters', async () => {
    topRated('tv', [[show(1, { vote_average: 8, genre_ids: [18] })]]);
    renderApp('/fan-favorites?with_genres=35');
    expect(await screen.findByText('Found 0 fan favorites')).toBeInTheDocument();
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();
  });

  it('refetches when the window regains focus, saying it is refreshing', async () => {
    const calls = topRated('tv', [[show(1, { name: 'First Answer', vote_average: 8 })]]);
    renderApp('/fan-favorites');
    expect(await screen.findByText('First Answer')).toBeInTheDocument();
    const before = calls.length;

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/api/tmdb/tv/top_rated', async ({ request }) => {
        calls.push(new URL(request.url));
        await held;
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json(
          paged(page === 1 ? [show(2, { name: 'Second Answer', vote_average: 8 })] : [], page, 5),
        );
      }),
    );
    window.dispatchEvent(new Event('focus'));

    expect(await screen.findByText('Refreshing fan favorites...')).toBeInTheDocument();
    // The previous list stays while the new one loads.
    expect(screen.getByText('First Answer')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Second Answer')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Refreshing fan favorites...')).not.toBeInTheDocument(),
    );
    expect(calls.length).toBe(before + 5);
  });
});
