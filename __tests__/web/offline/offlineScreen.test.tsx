/**
 * The offline screen: a page whose catalogue data cannot load because the browser is offline or the
 * server cannot be reached (nothing kept for it on this device) shows one screen, the same on every
 * page, with what is saved here, instead of its failure; the page comes back once the server answers.
 * A server that answers with an error keeps the page's own failure. Real store and routes; MSW
 * answers every catalogue call with a network failure, as a browser with no network, or a stopped
 * server (and no cached answer), gives.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';

import { englishI18n } from '@/app/i18n';
import type { AppStore } from '@/app/store';
import type { SavedMedia } from '@/features/lists/savedMedia/savedMedia';
import { OFFLINE_HEADING as OFFLINE_MESSAGE } from '@/pages/OfflinePage';
import { selectAnyQueryPending } from '@/services/tmdbApi';

import { openAt } from '../helpers/render';
import { server } from '../helpers/server';

jest.setTimeout(30_000);

const OFFLINE_HEADING = englishI18n()._(OFFLINE_MESSAGE);

const entry = (media_id: number, media_type: 'movie' | 'tv', title: string, date?: string) =>
  ({
    media_id,
    media_type,
    details:
      media_type === 'movie'
        ? { title, release_date: date }
        : { name: title, first_air_date: date },
    added_at: '2025-01-01T00:00:00.000Z',
  }) satisfies SavedMedia;

const WATCHLIST = [
  entry(550, 'movie', 'Fight Club', '1999-10-15'),
  entry(1396, 'tv', 'Breaking Bad'),
];
const FAVORITES = [entry(1399, 'tv', 'Game of Thrones', '2011-04-17')];
const SAVED = { watchlist: { items: WATCHLIST }, favorites: { items: FAVORITES } };

let online = true;

beforeAll(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});
afterAll(() => {
  delete (window.navigator as { onLine?: boolean }).onLine;
});

/** The browser's connection goes (or comes back), with the event it fires. */
function setOnline(value: boolean) {
  act(() => {
    online = value;
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  online = true;
  // No network: every call to the server fails as fetch does offline.
  server.use(http.get('*/api/*', () => HttpResponse.error()));
});

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

/**
 * The page's h1 once no catalogue call is under way: a failed query is asked again when a later
 * component subscribes to it, so the first screen can be replaced once (as in detailStates.test).
 */
async function settledH1(store: AppStore, name: string) {
  await h1(name);
  await waitFor(() => expect(selectAnyQueryPending(store.getState())).toBe(false));
  return h1(name);
}

describe('offline screen', () => {
  it('replaces a title page that cannot load offline, listing the saved titles with links', async () => {
    setOnline(false);
    const { store } = await openAt('/movie/603-the-matrix', { preloadedState: SAVED });
    expect(await settledH1(store, OFFLINE_HEADING)).toBeInTheDocument();
    expect(screen.queryByText(/Failed to load movie details/)).not.toBeInTheDocument();

    const watchlist = within(screen.getByRole('region', { name: 'Watchlist (2)' }));
    expect(watchlist.getByRole('link', { name: 'Fight Club' })).toHaveAttribute(
      'href',
      '/movie/550-fight-club',
    );
    expect(watchlist.getByText(/Movie · 1999/)).toBeInTheDocument();
    expect(watchlist.getByRole('link', { name: 'Breaking Bad' })).toHaveAttribute(
      'href',
      '/tv/1396-breaking-bad',
    );
    expect(watchlist.getByRole('link', { name: 'Open watchlist' })).toHaveAttribute(
      'href',
      '/watchlist',
    );
    const favorites = within(screen.getByRole('region', { name: 'Favorites (1)' }));
    expect(favorites.getByRole('link', { name: 'Game of Thrones' })).toHaveAttribute(
      'href',
      '/tv/1399-game-of-thrones',
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();

    const results = await axe.run(document.body, { rules: { region: { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('shows the same screen when the browser is online but the server cannot be reached', async () => {
    const { store } = await openAt('/movie/603-the-matrix', { preloadedState: SAVED });
    expect(await settledH1(store, OFFLINE_HEADING)).toBeInTheDocument();
    // The one screen, in place of the page: no second h1, no failure of the page's own.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByText(/Failed to load movie details/)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Watchlist (2)' })).toBeInTheDocument();
  });

  it("keeps a page's own failure when the server answers with an error", async () => {
    server.use(http.get('*/api/*', () => new HttpResponse(null, { status: 502 })));
    const { store } = await openAt('/movie/603-the-matrix', { preloadedState: SAVED });
    expect(
      await settledH1(store, 'Failed to load movie details. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The server answered 502.')).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_HEADING)).not.toBeInTheDocument();
  });

  it('gives way to the page when the connection comes back and the server answers', async () => {
    setOnline(false);
    const { store } = await openAt('/tv/1396-breaking-bad', { preloadedState: SAVED });
    expect(await settledH1(store, OFFLINE_HEADING)).toBeInTheDocument();
    // The server answers again; back online, the app asks again and the page shows.
    server.resetHandlers();
    setOnline(true);
    expect(await settledH1(store, 'Show 1396')).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_HEADING)).not.toBeInTheDocument();
  });

  it('replaces the search page whose results cannot load, with the same screen', async () => {
    const { store } = await openAt('/search?q=matrix', { preloadedState: SAVED });
    expect(await settledH1(store, OFFLINE_HEADING)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByText(/Failed to load content/)).not.toBeInTheDocument();
  });

  it('replaces a season page and the home page the same way', async () => {
    const season = await openAt('/tv/1396-breaking-bad/episodes/1', { preloadedState: SAVED });
    expect(await settledH1(season.store, OFFLINE_HEADING)).toBeInTheDocument();
    season.unmount();
    const home = await openAt('/', { preloadedState: SAVED });
    expect(await settledH1(home.store, OFFLINE_HEADING)).toBeInTheDocument();
  });

  it('replaces a list page whose grid cannot load, and says when nothing is saved', async () => {
    setOnline(false);
    const { store } = await openAt('/movies');
    expect(await settledH1(store, OFFLINE_HEADING)).toBeInTheDocument();
    expect(screen.queryByText(/Failed to load content/)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Watchlist (0)' })).toHaveTextContent(
      'Nothing saved here yet.',
    );
    expect(screen.getByRole('region', { name: 'Favorites (0)' })).toHaveTextContent(
      'Nothing saved here yet.',
    );
  });

  it('replaces an actor page that cannot load', async () => {
    setOnline(false);
    const { store } = await openAt('/actor/287-brad-pitt', { preloadedState: SAVED });
    expect(await settledH1(store, OFFLINE_HEADING)).toBeInTheDocument();
    expect(screen.queryByText('Error Loading Data')).not.toBeInTheDocument();
  });

  it('leaves a page that needs no catalogue data alone', async () => {
    setOnline(false);
    await openAt('/watchlist', { preloadedState: SAVED });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Watchlist (2)' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_HEADING)).not.toBeInTheDocument();
  });
});
