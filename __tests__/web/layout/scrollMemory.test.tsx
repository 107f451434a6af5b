/**
 * Back to a list returns to where it was left (issue 31, item 14): the real app, store and routes
 * over MSW's catalogue. jsdom does not lay pages out, so the page here is as tall as its cards make
 * it (300 px a card), and the window scrolls as a browser's does: never past the bottom.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';

import { SCROLL_POSITIONS_KEY } from '@/app/ScrollMemory';

import { movie, paged, range } from '../helpers/fixtures';
import { renderApp, scrollWindowTo } from '../helpers/render';
import { server } from '../helpers/server';

jest.setTimeout(40_000);

const CARD_HEIGHT = 300;
const VIEWPORT = 800;

/**
 * The page's height as a browser would lay it out: header and footer, then the cards. Read on every
 * frame while a return waits, so it counts the cards' elements directly (a role query is too slow).
 */
const pageHeight = () =>
  // eslint-disable-next-line testing-library/no-node-access
  400 + document.getElementsByTagName('article').length * CARD_HEIGHT;

let answerDelayMs = 0;

beforeEach(() => {
  answerDelayMs = 0;
  window.sessionStorage.clear();
  window.scrollY = 0;
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: VIEWPORT });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    get: pageHeight,
  });
  jest.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    // As the browser does: the position changes at once, the scroll event comes after.
    window.scrollY = Math.min(options.top ?? 0, Math.max(0, pageHeight() - VIEWPORT));
    setTimeout(() => window.dispatchEvent(new Event('scroll')));
  }) as typeof window.scrollTo);
  server.use(
    http.get('*/api/tmdb/discover/movie', async ({ request }) => {
      await delay(answerDelayMs);
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      return HttpResponse.json(
        paged(
          range(page * 100, 20).map((id) => movie(id)),
          page,
          30,
        ),
      );
    }),
  );
});

afterEach(() => {
  jest.restoreAllMocks();
  delete (document.documentElement as { scrollHeight?: number }).scrollHeight;
  delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
});

async function fullGrid() {
  await waitFor(() =>
    expect(
      within(screen.getByRole('list', { name: 'Movies' })).getAllByRole('listitem'),
    ).toHaveLength(20),
  );
}

const saved = () =>
  JSON.parse(window.sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<string, number>;

describe('scroll position per history entry', () => {
  it('Back from a title returns the list to where it was; a link followed starts at the top', async () => {
    const { user, router } = renderApp('/movies');
    await fullGrid();
    scrollWindowTo(2345);

    await user.click(screen.getByRole('link', { name: /Movie 112/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/movie/112-movie-112'));
    expect(window.scrollY).toBe(0);
    await screen.findByRole('heading', { level: 1, name: 'Movie 112' }, { timeout: 10_000 });

    act(() => router.back());
    await waitFor(() => expect(router.state.location.pathname).toBe('/movies'), {
      timeout: 10_000,
    });
    await waitFor(() => expect(window.scrollY).toBe(2345));
    // Kept for the tab's life, so that a reload returns there too.
    expect(Object.values(saved())).toContain(2345);

    // Forward again: the title was left at the top, and is back there.
    act(() => router.navigate('/movie/113-movie-113'));
    await waitFor(() => expect(window.scrollY).toBe(0));
  });

  it('waits for a list whose content arrives after the return, then lands on the same pixel', async () => {
    const view = renderApp('/movies?page=2');
    await fullGrid();
    scrollWindowTo(3210.5);
    // The tab is reloaded: a new app and store, the list's answer slow to come.
    view.unmount();
    window.scrollY = 0;
    answerDelayMs = 600;
    // jsdom keeps no navigation timing: this document says it was reloaded, as a browser's would.
    Object.defineProperty(performance, 'getEntriesByType', {
      configurable: true,
      value: (type: string) => (type === 'navigation' ? [{ type: 'reload' }] : []),
    });

    renderApp('/movies?page=2');
    expect(window.scrollY).toBe(0);
    await fullGrid();
    await waitFor(() => expect(window.scrollY).toBe(3210.5));
  });

  it('a fresh visit to the same address starts at the top', async () => {
    const view = renderApp('/movies');
    await fullGrid();
    scrollWindowTo(1500);
    view.unmount();
    window.scrollY = 0;

    renderApp('/movies');
    await fullGrid();
    // Given time to (wrongly) return, it stays put.
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(window.scrollY).toBe(0);
  });
});
