import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';

import { openAt, scrollWindowTo } from '../helpers/render';
import { server } from '../helpers/server';
import { findNothing } from '../helpers/suggestHandlers';

afterEach(() => {
  window.scrollY = 0;
});

describe('header search', () => {
  // Typing asks for suggestions (headerSuggestions.test.tsx examines them).
  beforeEach(() => server.use(...findNothing));

  it('submits the trimmed, encoded query to the search page', async () => {
    const { router, user } = await openAt('/watchlist');
    const input = screen.getByRole('combobox', { name: 'Search' });
    await user.type(input, '  the lord & rings  {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=the%20lord%20%26%20rings'));
  });

  it('submits with the search button too', async () => {
    const { router, user } = await openAt('/watchlist');
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'dune');
    await user.click(screen.getByRole('button', { name: 'Submit search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=dune'));
  });

  it('ignores a query that is empty once trimmed', async () => {
    const { router, user } = await openAt('/watchlist');
    await user.type(screen.getByRole('combobox', { name: 'Search' }), '    {Enter}');
    await user.click(screen.getByRole('button', { name: 'Submit search' }));
    expect(router.state.location.pathname).toBe('/watchlist');
    expect(router.state.location.search).toBe('');
  });

  it('Ctrl+S and Cmd+S focus the search box', async () => {
    const { user } = await openAt('/watchlist');
    const input = screen.getByRole('combobox', { name: 'Search' });
    expect(input).not.toHaveFocus();
    await user.keyboard('{Control>}s{/Control}');
    expect(input).toHaveFocus();
    await user.click(screen.getByRole('main'));
    expect(input).not.toHaveFocus();
    await user.keyboard('{Meta>}s{/Meta}');
    expect(input).toHaveFocus();
  });
});

describe('header menus', () => {
  it('the logo shows the site name and links home', async () => {
    const { router, user } = await openAt('/watchlist');
    await user.click(await screen.findByRole('link', { name: 'Marquee' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('the Menu button opens on hover and lists the site links', async () => {
    const { router, user } = await openAt('/watchlist');
    await user.hover(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    // The spec's links, plus the two lists it leaves out (issue 22), named as their breadcrumbs are.
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Fan Favorites', '/fan-favorites'],
      ['Movies', '/movies'],
      ['TV Shows', '/tv-shows'],
      ['Trending', '/trending'],
      ['Airing Shows', '/airing-shows'],
      ['Collections', '/collections'],
      ['Watchlist', '/watchlist'],
      ['Favorites', '/favorites'],
      ['Diary', '/diary'],
      ['For You', '/for-you'],
      ['Your Stats', '/stats'],
      ['Calendar', '/calendar'],
    ]);
    // The visitor's own lists stand apart from the catalogue's.
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Watchlist' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Fan Favorites' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fan-favorites'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('the Menu opens from the keyboard and Escape closes it', async () => {
    const { user } = await openAt('/watchlist');
    const button = screen.getByRole('button', { name: 'Menu' });
    act(() => button.focus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it("the mobile menu lists every list, the visitor's own too", async () => {
    const { router, user } = await openAt('/watchlist');
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Home',
      'Fan Favorites',
      'Movies',
      'TV Shows',
      'Trending',
      'Airing Shows',
      'Collections',
      'Watchlist',
      'Favorites',
      'Diary',
      'For You',
      'Your Stats',
      'Calendar',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'TV Shows' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tv-shows'));
  });
});

describe('profile dropdown', () => {
  it("says what it opens, shows the guest's initial, and lists the profile links", async () => {
    const { router, user } = await openAt('/watchlist');
    // Issue 22: an unlabelled "G" hid the lists. Its name says what it opens; wide headers say it too.
    const button = screen.getByRole('button', { name: 'My Lists and settings (Guest User)' });
    expect(button).toHaveTextContent(/^GMy Lists and settings \(Guest User\)$/);
    await user.hover(button);
    const menu = await screen.findByRole('menu');
    const links = within(menu).getAllByRole('menuitem');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Continue Watching', '/continue-watching'],
      ['My Watchlist', '/watchlist'],
      ['My Favorites', '/favorites'],
      ['My Diary', '/diary'],
      ['For You', '/for-you'],
      ['Your Stats', '/stats'],
      ['My Calendar', '/calendar'],
      ['Settings', '/user-settings'],
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-settings'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('closes on a click outside', async () => {
    const { user } = await openAt('/watchlist');
    await user.click(screen.getByRole('button', { name: /^My Lists and settings/ }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    // The invisible backdrop has no role: it is what a click "outside the menu" lands on.
    // eslint-disable-next-line testing-library/no-node-access
    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    await user.click(backdrop as Element);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it("shows the saved name's initial", async () => {
    await openAt('/watchlist', {
      preloadedState: { profile: { username: 'ada lovelace', avatar: null } },
    });
    expect(
      screen.getByRole('button', { name: 'My Lists and settings (ada lovelace)' }),
    ).toHaveTextContent(/^AMy Lists/);
  });

  it('shows the saved picture instead of the initial', async () => {
    const avatar = 'data:image/png;base64,iVBORw0KGgo=';
    await openAt('/watchlist', { preloadedState: { profile: { username: 'Ada', avatar } } });
    const button = screen.getByRole('button', { name: 'My Lists and settings (Ada)' });
    expect(within(button).getByRole('presentation', { hidden: true })).toHaveAttribute(
      'src',
      avatar,
    );
    expect(button).toHaveTextContent(/^My Lists/);
  });
});

describe('header background', () => {
  it('is transparent at the top and solid once scrolled more than 10 px', async () => {
    await openAt('/watchlist');
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-solid', 'false');
    scrollWindowTo(10);
    expect(header).toHaveAttribute('data-solid', 'false');
    scrollWindowTo(11);
    expect(header).toHaveAttribute('data-solid', 'true');
    expect(header).toHaveStyle({ backgroundColor: '#151922' });
    scrollWindowTo(0);
    expect(header).toHaveAttribute('data-solid', 'false');
  });
});
