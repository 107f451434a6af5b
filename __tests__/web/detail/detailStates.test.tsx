import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { AppStore } from '@/app/store';
import { selectAnyQueryPending } from '@/services/tmdbApi';

import { renderApp } from '../helpers/render';
import { server } from '../helpers/server';

import { answerCatalogue, fightClub, thrones } from './detailFixtures';

jest.setTimeout(30_000);

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

/**
 * Waits until no catalogue request is under way, then for the page's h1. A query that failed is asked
 * again when a later component subscribes to it (RTK Query refetches rejected entries; the breadcrumb
 * may subscribe before the page's code has loaded), so the first screen can be replaced once.
 */
async function settledH1(store: AppStore, name: string) {
  await h1(name);
  await waitFor(() => expect(selectAnyQueryPending(store.getState())).toBe(false));
  return h1(name);
}

/** A failure that the base query retried would ask 4 times per load; at most two loads, see above. */
const NOT_RETRIED = 2;

describe('detail page states', () => {
  it("says 'Loading Details' while the details load", async () => {
    answerCatalogue({ movies: [fightClub] });
    // The details are held until the loading screen has been seen: a fixed delay could run out while
    // the page's code is still loading (a cold module cache on a busy machine).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/api/tmdb/movie/:id', async () => {
        await held;
        return HttpResponse.json(fightClub);
      }),
    );
    renderApp('/movie/550-fight-club');
    expect(await screen.findByText('Loading Details')).toBeInTheDocument();
    release();
    expect(await h1('Fight Club')).toBeInTheDocument();
    expect(screen.queryByText('Loading Details')).not.toBeInTheDocument();
  });

  it("says 'No movie found' for a 404, without retrying it", async () => {
    const requests = answerCatalogue({ movies: [] });
    const { store } = renderApp('/movie/99999999');
    expect(await settledH1(store, 'No movie found')).toBeInTheDocument();
    expect(
      screen.getByText("The requested movie doesn't exist or has been removed."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Movies' })).toHaveAttribute('href', '/movies');
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    const asked = requests.filter((path) => path === 'movie/99999999').length;
    expect(asked).toBeGreaterThanOrEqual(1);
    expect(asked).toBeLessThanOrEqual(NOT_RETRIED);
    expect(document.title).toBe('No movie found · Marquee');
  });

  it("says 'No TV show found' for a show the catalogue does not have", async () => {
    answerCatalogue({ shows: [] });
    const { store } = renderApp('/tv/424242-nothing');
    expect(await settledH1(store, 'No TV show found')).toBeInTheDocument();
    expect(
      screen.getByText("The requested TV show doesn't exist or has been removed."),
    ).toBeInTheDocument();
  });

  it('shows a failure with its message, and Try Again recovers without a reload', async () => {
    answerCatalogue({ movies: [fightClub] });
    let failing = true;
    let calls = 0;
    server.use(
      http.get('*/api/tmdb/movie/:id', () => {
        calls += 1;
        return failing
          ? HttpResponse.json(
              { success: false, status_code: 11, status_message: 'Internal error: upstream down.' },
              { status: 500 },
            )
          : HttpResponse.json(fightClub);
      }),
    );
    const { user } = renderApp('/movie/550-fight-club');

    expect(await h1('Failed to load movie details. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Internal error: upstream down.');
    // The base query retries a 5xx before giving up.
    expect(calls).toBeGreaterThan(1);

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await h1('Fight Club')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a TV failure in its own words', async () => {
    answerCatalogue({ shows: [thrones] });
    // The server answers, with an error (one it cannot reach shows the offline screen instead).
    server.use(http.get('*/api/tmdb/tv/:id', () => new HttpResponse(null, { status: 502 })));
    renderApp('/tv/1399-game-of-thrones');
    expect(await h1('Failed to load TV show details. Please try again later.')).toBeInTheDocument();
    expect(screen.getByText('The server answered 502.')).toBeInTheDocument();
  });

  it.each([
    ['/movie/abc', 'Invalid slug format'],
    ['/movie/0', 'Invalid slug format'],
    ['/tv/-game-of-thrones', 'Invalid slug format'],
  ])('%s says %s without asking the catalogue', async (path, error) => {
    const requests = answerCatalogue({ movies: [fightClub], shows: [thrones] });
    renderApp(path);
    expect(await h1(error)).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('replaces a slug with the wrong words by the canonical one, without a new history entry', async () => {
    answerCatalogue({ movies: [fightClub] });
    const { router } = renderApp('/movie/550-wrong?ref=old');
    expect(await h1('Fight Club')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/movie/550-fight-club'));
    expect(router.state.location.search).toBe('?ref=old');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves a canonical slug as it is', async () => {
    answerCatalogue({ shows: [thrones] });
    const { router } = renderApp('/tv/1399-game-of-thrones');
    expect(await h1('Game of Thrones')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tv/1399-game-of-thrones');
    expect(router.state.historyAction).toBe('POP');
  });
});
