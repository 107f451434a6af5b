/**
 * The welcome overlay: index.html's own markup, shown by src/app/welcome.ts on a session's first load
 * and gone after 2 s, when the first screen's data is in, or at the first key press or tap. The
 * cookie consent waits for it.
 */
/* eslint-disable testing-library/no-node-access -- the overlay is index.html's markup, outside React */
import fs from 'node:fs';
import path from 'node:path';

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { WELCOME_FLAG, WELCOME_MS, startWelcome } from '@/app/welcome';
import { selectWelcomeGone } from '@/app/welcomeState';
import { siteApi } from '@/services/site';
import { trendingApi } from '@/services/trending';

import { movie, paged, range } from '../helpers/fixtures';
import { renderApp } from '../helpers/render';
import { server } from '../helpers/server';
import { siteWith } from '../helpers/siteHandlers';
import { NO_CONSENT, makeTestStore } from '../helpers/store';

type TestStore = ReturnType<typeof makeTestStore>;
/** Whether the store says the overlay is gone (what the prompts wait for). */
const gone = (store: TestStore) => selectWelcomeGone(store.getState());

const INDEX_HTML = fs.readFileSync(path.join(__dirname, '../../../public/index.html'), 'utf8');
const MARKUP = /<div id="welcome"[\s\S]*?<\/div>/.exec(INDEX_HTML)?.[0] ?? '';

/** The overlay as index.html has it, in the page. */
function mountOverlay(): HTMLElement {
  document.body.insertAdjacentHTML('afterbegin', MARKUP);
  const overlay = document.getElementById('welcome');
  if (!overlay) throw new Error('public/index.html has no #welcome');
  return overlay;
}

beforeEach(() => window.sessionStorage.clear());
afterEach(async () => {
  jest.useRealTimers();
  // Whatever a test left up goes (its key listener is still there), and its element with it.
  fireEvent.keyDown(window, { key: 'Shift' });
  await waitFor(() => expect(document.getElementById('welcome')).toBeNull());
});

describe('welcome overlay', () => {
  it('shows on the session’s first load, hidden from assistive technology, and not again', async () => {
    const overlay = mountOverlay();
    expect(overlay).not.toBeVisible();
    const store = makeTestStore();
    expect(gone(store)).toBe(true);
    startWelcome(store, overlay);
    expect(overlay).toBeVisible();
    expect(overlay).toHaveAttribute('aria-hidden', 'true');
    expect(overlay.querySelectorAll('a, button, input, [tabindex]')).toHaveLength(0);
    expect(window.sessionStorage.getItem(WELCOME_FLAG)).not.toBeNull();
    expect(store.getState().welcome).toEqual({ showing: true });
    expect(gone(store)).toBe(false);

    // A key press takes it away (it fades, then leaves the page).
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(gone(store)).toBe(true);
    expect(overlay).toHaveClass('gone');
    await waitFor(() => expect(overlay).not.toBeInTheDocument());

    // The next load in the same session: no overlay.
    const again = mountOverlay();
    const next = makeTestStore();
    startWelcome(next, again);
    expect(again).not.toBeInTheDocument();
    expect(gone(next)).toBe(true);
  });

  it('goes at the first tap too', () => {
    const overlay = mountOverlay();
    const store = makeTestStore();
    startWelcome(store, overlay);
    fireEvent.pointerDown(window);
    expect(gone(store)).toBe(true);
    expect(overlay).toHaveClass('gone');
  });

  it('shows no overlay when session storage is refused', () => {
    const overlay = mountOverlay();
    const store = makeTestStore();
    startWelcome(store, overlay, () => {
      throw new Error('SecurityError');
    });
    expect(overlay).not.toBeInTheDocument();
    expect(gone(store)).toBe(true);
  });

  it('names the site once its settings are in, which alone do not end it', async () => {
    server.use(siteWith({ name: 'Cinema Club' }));
    const store = makeTestStore();
    const overlay = mountOverlay();
    startWelcome(store, overlay);
    expect(overlay).not.toHaveClass('named');
    await act(() => store.dispatch(siteApi.endpoints.getSiteConfig.initiate()));
    // Named and judged in the same look at the store: once named, the settings did not end it.
    await waitFor(() => expect(overlay).toHaveClass('named'));
    expect(overlay).toHaveTextContent('Welcome to Cinema Club');
    expect(gone(store)).toBe(false);
  });

  it('goes when the first catalogue data is in, answered or failed', async () => {
    const store = makeTestStore();
    const overlay = mountOverlay();
    startWelcome(store, overlay);
    await act(() =>
      store.dispatch(trendingApi.endpoints.getTrending.initiate({ timeWindow: 'week' })),
    );
    await waitFor(() => expect(gone(store)).toBe(true));
    await waitFor(() => expect(overlay).not.toBeInTheDocument());

    window.sessionStorage.clear();
    server.use(http.get('*/api/tmdb/trending/all/:window', () => HttpResponse.error()));
    const failing = makeTestStore();
    startWelcome(failing, mountOverlay());
    await act(() =>
      failing.dispatch(trendingApi.endpoints.getTrending.initiate({ timeWindow: 'day' })),
    );
    expect(failing.getState().tmdbApi.queries['getTrending({"timeWindow":"day"})']?.status).toBe(
      'rejected',
    );
    // Redux Toolkit tells subscribers of a settled query on the next frame.
    await waitFor(() => expect(gone(failing)).toBe(true));
  });

  it('goes after 2 s when no data comes', () => {
    jest.useFakeTimers();
    const overlay = mountOverlay();
    const store = makeTestStore();
    startWelcome(store, overlay);
    act(() => jest.advanceTimersByTime(WELCOME_MS - 1));
    expect(gone(store)).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(gone(store)).toBe(true);
    act(() => jest.advanceTimersByTime(1000));
    expect(overlay).not.toBeInTheDocument();
  });

  it('comes before the cookie consent, which opens once it is gone', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/tmdb/discover/movie', async () => {
        await held;
        return HttpResponse.json(
          paged(
            range(7000).map((id) => movie(id)),
            1,
            500,
            10000,
          ),
        );
      }),
    );
    const store = makeTestStore({ consent: NO_CONSENT });
    const overlay = mountOverlay();
    startWelcome(store, overlay);
    renderApp('/movies', { store });
    await screen.findByRole('heading', { level: 1 });
    // While the list is on its way the overlay stays, and the consent waits.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(gone(store)).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    release();
    await waitFor(() => expect(gone(store)).toBe(true));
    expect(await screen.findByRole('dialog', { name: 'Cookies and your data' })).toBeVisible();
  });
});
