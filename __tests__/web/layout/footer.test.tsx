import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { openAt } from '../helpers/render';
import { server } from '../helpers/server';

function hrefs(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('footer', () => {
  it('has the call to action and the link groups', async () => {
    const { router, user } = await openAt('/watchlist');
    const footer = await screen.findByRole('contentinfo');
    expect(hrefs(within(footer).getByRole('navigation', { name: 'Footer: Quick Links' }))).toEqual([
      ['Movies', '/movies'],
      ['TV Shows', '/tv-shows'],
      ['Trending', '/trending'],
      ['Fan Favorites', '/fan-favorites'],
      ['Ad Blockers', '/AdBlockers'],
    ]);
    expect(hrefs(within(footer).getByRole('navigation', { name: 'Footer: Account' }))).toEqual([
      ['Watchlist', '/watchlist'],
      ['Favorites', '/favorites'],
    ]);
    expect(hrefs(within(footer).getByRole('navigation', { name: 'Footer: Legal' }))).toEqual([
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
      ['FAQ', '/FAQ'],
      ['Cookies', '/cookies'],
    ]);
    await user.click(within(footer).getByRole('link', { name: 'Start Watching' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/movies'));
  });

  it('shows the year, the site name and the TMDB notice', async () => {
    server.use(
      http.get('*/api/site', () => HttpResponse.json({ name: 'Cinema Club', catalogue: 'tmdb' })),
    );
    await openAt('/watchlist');
    const footer = await screen.findByRole('contentinfo');
    expect(
      await within(footer).findByText(`© ${new Date().getFullYear()} Cinema Club.`, {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'TMDB' })).toHaveAttribute(
      'href',
      'https://www.themoviedb.org',
    );
    expect(within(footer).getByText(/not endorsed or certified by TMDB/)).toBeInTheDocument();
  });

  it("marks the demo catalogue while the server says it's in use", async () => {
    await openAt('/watchlist');
    expect(await screen.findByText('Demo catalogue')).toBeInTheDocument();
  });

  it('has no demo marker with the live catalogue', async () => {
    server.use(
      http.get('*/api/site', () => HttpResponse.json({ name: 'Marquee Live', catalogue: 'tmdb' })),
    );
    await openAt('/watchlist');
    // Once the site config has arrived (the logo shows its name), the marker must still be absent.
    expect(await screen.findByRole('link', { name: 'Marquee Live' })).toBeInTheDocument();
    expect(screen.queryByText('Demo catalogue')).not.toBeInTheDocument();
  });
});
