import { act, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';

import axe from 'axe-core';

import { Layout } from '@/app/Layout';
import { lazyPage } from '@/app/pageLoads';
import { preloadPage } from '@/app/routes';
import { storageWriteFailed } from '@/features/storage/storageSlice';

import { movie } from '../helpers/fixtures';
import { openAt, renderApp, scrollWindowTo } from '../helpers/render';
import { server } from '../helpers/server';

afterEach(() => {
  window.scrollY = 0;
  jest.restoreAllMocks();
});

describe('layout landmarks', () => {
  it('has header, breadcrumb, main and footer, and a skip link to the content', async () => {
    const { user } = await openAt('/watchlist');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    const main = screen.getByRole('main');
    await user.click(screen.getByRole('link', { name: 'Skip to content' }));
    expect(main).toHaveFocus();
  });
});

describe('accessibility', () => {
  async function seriousViolations() {
    // jsdom cannot compute colours; contrast is checked in the browser journeys.
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
      );
  }

  it('the layout has no serious axe violations, with a menu open too', async () => {
    const { user } = await openAt('/movie/42-movie-42');
    await screen.findByRole('heading', { level: 1, name: 'Movie 42' });
    expect(await seriousViolations()).toEqual([]);
    await user.hover(screen.getByRole('button', { name: /^My Lists and settings/ }));
    await screen.findByRole('menu');
    expect(await seriousViolations()).toEqual([]);
    // Choosing a link closes the menu; waiting for it to leave the DOM lets its transition finish.
    await user.click(screen.getByRole('menuitem', { name: 'Settings' }));
    await waitFor(() =>
      expect(screen.queryByRole('menu', { hidden: true })).not.toBeInTheDocument(),
    );
  });
});

describe('scroll to top', () => {
  it('the button appears after scrolling more than 300 px and scrolls back up', async () => {
    const scroll = jest.spyOn(window, 'scrollTo');
    const { user } = await openAt('/watchlist');
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollWindowTo(300);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollWindowTo(301);
    scroll.mockClear();
    await user.click(await screen.findByRole('button', { name: 'Scroll to top' }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    scrollWindowTo(0);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });

  it('every route change starts at the top', async () => {
    const scroll = jest.spyOn(window, 'scrollTo');
    const { router, user } = await openAt('/watchlist');
    scroll.mockClear();
    await user.click(screen.getByRole('link', { name: 'Favorites' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/favorites'));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});

describe('loading bar', () => {
  it('shows while a catalogue call is pending', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/tmdb/movie/:id', async ({ params }) => {
        await answered;
        await delay(1);
        return HttpResponse.json(movie(Number(params.id)));
      }),
    );
    await openAt('/movie/12-movie-12');
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    answer();
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Movie 12' })).toBeInTheDocument();
  });
});

describe('page code', () => {
  /** The real layout over one page whose code arrives when `load` settles. */
  const withPage = (load: () => Promise<{ default: () => React.ReactElement }>) => {
    const { Page } = lazyPage(load);
    return [{ path: '/', element: <Layout />, children: [{ path: 'page', element: <Page /> }] }];
  };

  it('shows the loading bar while the next page is on its way, the header meanwhile', async () => {
    let arrive: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    renderApp('/page', {
      routes: withPage(async () => {
        await arrived;
        return { default: () => <p>The page</p> };
      }),
    });
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    act(() => arrive());
    expect(await screen.findByText('The page')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument(),
    );
  });

  it('fetched ahead of the first render appears with the shell, with no loading screen first', async () => {
    const { Page, preload } = lazyPage(async () => ({ default: () => <p>The page</p> }));
    await preload();
    renderApp('/page', {
      routes: [{ path: '/', element: <Layout />, children: [{ path: 'page', element: <Page /> }] }],
    });
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /loading/i })).not.toBeInTheDocument();
  });

  it("of the app's routes is fetched ahead by path, as the app does before its first render", async () => {
    await preloadPage('/movies');
    renderApp('/movies');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Discover Amazing Movies' }),
    ).toBeVisible();
  });

  it('that fails to download leaves the shell and offers a reload', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/page', {
      routes: withPage(() => Promise.reject(new Error('Loading chunk 42 failed.'))),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    expect(alert).not.toHaveTextContent('chunk 42');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('not-found page', () => {
  it('shows the spec texts and both ways out', async () => {
    const { router, user } = await openAt('/no/such/place');
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lost in the Stream' })).toBeInTheDocument();
    // The tab says so, as the server's head does before the app runs.
    await waitFor(() => expect(document.title).toBe('Page not found · Marquee'));
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('link', { name: 'Explore Content' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/movies'));
  });
});

describe('bare list words', () => {
  it.each([
    ['/movie', '/movies', 'Discover Amazing Movies'],
    ['/tv/', '/tv-shows', 'Discover TV Series'],
    ['/airing', '/airing-shows', 'Latest TV Episodes'],
    ['/collection', '/collections', 'Movie Collections'],
  ])('%s leads to %s, not a slug error', async (from, to, heading) => {
    const { router } = renderApp({ pathname: from, search: '?page=2' });
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
    expect(router.state.location.search).toBe('?page=2');
    // The bad address is replaced, so Back does not bounce through it.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByText('No slug provided')).not.toBeInTheDocument();
  });

  it('an in-app link to a bare word lands on the list too', async () => {
    const { router } = await openAt('/movies');
    act(() => router.navigate('/tv'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tv-shows'));
  });
});

describe('storage full notice', () => {
  it('tells the visitor when the browser refuses to save, until dismissed', async () => {
    const { store, user } = await openAt('/watchlist');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(storageWriteFailed('QuotaExceededError'));
    });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(/saved lists could not be stored in this browser/);
    await user.click(screen.getByRole('main'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
