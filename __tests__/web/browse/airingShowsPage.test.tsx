import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { paged, range, show } from '../helpers/fixtures';
import { renderApp } from '../helpers/render';
import { server } from '../helpers/server';
import { siteWith } from '../helpers/siteHandlers';

jest.setTimeout(30_000);

/** Answers airing_today with `perPage` shows numbered by page and `totalPages`; records each page asked. */
function airingToday(totalPages: number, perPage = 20) {
  const pages: string[] = [];
  server.use(
    http.get('*/api/tmdb/tv/airing_today', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      pages.push(String(page));
      return HttpResponse.json(
        paged(
          range(page * 100, perPage).map((id) => show(id, { name: `Airing ${id}` })),
          page,
          totalPages,
        ),
      );
    }),
  );
  return pages;
}

const grid = () => screen.getByRole('list', { name: 'Shows airing today' });

describe('the currently airing page', () => {
  it('shows the hero texts and a grid of shows with a type badge', async () => {
    const pages = airingToday(1, 3);
    renderApp('/airing-shows');

    // The page is a lazy route: wait for it.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Latest TV Episodes' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Currently Airing')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Discover TV shows with new episodes airing today. Stay up to date with your favorite series.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Airing 100')).toBeInTheDocument();
    expect(within(grid()).getAllByRole('link')).toHaveLength(3);
    expect(within(grid()).getAllByText('TV Series')).toHaveLength(3);
    expect(within(grid()).getAllByRole('link')[0]).toHaveAttribute('href', '/tv/100-airing-100');
    expect(pages).toEqual(['1']);
    expect(document.title).toBe('Currently Airing · Marquee');
  });

  it("shows the 'Loading Shows' overlay while the list loads", async () => {
    airingToday(1, 2);
    // The list waits until the overlay has been seen (then falls through to the handler above).
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.get('*/api/tmdb/tv/airing_today', () => answered));
    renderApp('/airing-shows');
    expect(await screen.findByText('Loading Shows')).toBeInTheDocument();
    answer();
    expect(await screen.findByText('Airing 100')).toBeInTheDocument();
    expect(screen.queryByText('Loading Shows')).not.toBeInTheDocument();
  });

  it('hides the pagination bar when there is one page', async () => {
    airingToday(1, 5);
    renderApp('/airing-shows');
    expect(await screen.findByText('Airing 100')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows the pagination bar for more pages and changes page in the URL', async () => {
    const pages = airingToday(3);
    const { router, user } = renderApp('/airing-shows');
    expect(await screen.findByText('Airing 100')).toBeInTheDocument();
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByText('Page 1 of 3')).toBeInTheDocument();

    await user.click(within(pagination).getByRole('link', { name: 'Next' }));

    expect(await screen.findByText('Airing 200')).toBeInTheDocument();
    expect(screen.queryByText('Airing 100')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.historyAction).toBe('PUSH');
    expect(pages).toEqual(['1', '2']);
  });

  it('starts at the page in the URL', async () => {
    const pages = airingToday(3);
    renderApp('/airing-shows?page=3');
    expect(await screen.findByText('Airing 300')).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(pages).toEqual(['3']);
  });

  it('explains a page past the end of the list', async () => {
    server.use(http.get('*/api/tmdb/tv/airing_today', () => HttpResponse.json(paged([], 9, 2))));
    renderApp('/airing-shows?page=9');
    expect(
      await screen.findByText(/Page 9 is past the end of today's list, which has 2 pages/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to page 1' })).toHaveAttribute(
      'href',
      '/airing-shows',
    );
  });

  it('shows the failure message when the list cannot be loaded', async () => {
    server.use(
      http.get('*/api/tmdb/tv/airing_today', () =>
        HttpResponse.json(
          { success: false, status_code: 11, status_message: 'Internal error.' },
          { status: 500 },
        ),
      ),
    );
    renderApp('/airing-shows');
    expect(
      await screen.findByText(/Failed to load content\. Please try again later\./),
    ).toHaveTextContent('Internal error.');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  describe('in the demo catalogue, a fixed snapshot', () => {
    const SNAPSHOT_NOTE =
      'This is the demo catalogue, a fixed snapshot: nothing in it airs today. Here are its shows by their latest episode, the most recent first; each card names that episode and the day it aired.';

    /** The demo's airing list: each show carries its latest episode (season, number, date). */
    function demoAiring() {
      server.use(
        http.get('*/api/tmdb/tv/airing_today', () =>
          HttpResponse.json(
            paged(
              [
                {
                  ...show(1, { name: 'Recent Show', first_air_date: '2018-04-01' }),
                  last_episode_to_air: {
                    season_number: 2,
                    episode_number: 5,
                    air_date: '2019-11-03',
                  },
                },
                {
                  ...show(2, { name: 'Special Show', first_air_date: '2010-01-01' }),
                  last_episode_to_air: { season_number: 0, episode_number: 3, air_date: null },
                },
              ],
              1,
              1,
            ),
          ),
        ),
      );
    }

    it('says what "airing" means there, and each card which episode and day it means', async () => {
      demoAiring();
      renderApp('/airing-shows');
      expect(await screen.findByText('Recent Show')).toBeInTheDocument();
      expect(screen.getByText(SNAPSHOT_NOTE)).toBeInTheDocument();
      const [recent, special] = within(grid()).getAllByRole('link');
      // The episode and its date with the year (the snapshot's dates may be years old).
      expect(recent).toHaveTextContent(/Recent Show2018Latest episode: S2 E5 · Nov 3, 2019$/);
      // eslint-disable-next-line testing-library/no-node-access
      expect(recent!.querySelector('time')).toHaveAttribute('datetime', '2019-11-03');
      // A special without a known date: its number only.
      expect(special).toHaveTextContent(/Latest episode: Episode 3$/);
    });

    it("says neither with TMDB's catalogue, whose list is today's and carries no episode", async () => {
      server.use(siteWith({ catalogue: 'tmdb' }));
      airingToday(1, 2);
      renderApp('/airing-shows');
      expect(await screen.findByText('Airing 100')).toBeInTheDocument();
      expect(screen.queryByText(SNAPSHOT_NOTE)).not.toBeInTheDocument();
      expect(screen.queryByText(/Latest episode/)).not.toBeInTheDocument();
    });
  });

  it('shows the empty state when nothing airs today', async () => {
    server.use(http.get('*/api/tmdb/tv/airing_today', () => HttpResponse.json(paged([], 1, 1))));
    renderApp('/airing-shows');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();
  });
});
