import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';

import type { SavedMedia } from '@/features/lists/savedMedia/savedMedia';

import { openAt } from '../helpers/render';

jest.setTimeout(60_000);

const entry = (
  media_id: number,
  media_type: 'movie' | 'tv',
  title: string,
  extra: Partial<SavedMedia['details']> = {},
): SavedMedia => ({
  media_id,
  media_type,
  details: media_type === 'movie' ? { title, ...extra } : { name: title, ...extra },
  added_at: '2025-01-01T00:00:00.000Z',
});

/** A mixed list: three movies and two shows, newest first. */
const MIXED: SavedMedia[] = [
  entry(550, 'movie', 'Fight Club', { release_date: '1999-10-15', vote_average: 8.4 }),
  entry(1399, 'tv', 'Game of Thrones', { first_air_date: '2011-04-17' }),
  entry(11, 'movie', 'Star Wars'),
  entry(1396, 'tv', 'Breaking Bad'),
  entry(603, 'movie', 'The Matrix'),
];

/** `count` movies named 'Title 1' … 'Title {count}', in that order. */
const many = (count: number) =>
  Array.from({ length: count }, (_, index) => entry(index + 1, 'movie', `Title ${index + 1}`));

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const grid = (name = /Titles in your/) => screen.getByRole('list', { name });
const cardTitles = () =>
  within(grid())
    .getAllByRole('heading', { level: 3 })
    .map((title) => title.textContent);
const actions = () => within(screen.getByRole('group', { name: 'List actions' }));

function crumbs() {
  const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

const openWatchlist = (items: SavedMedia[], path = '/watchlist') =>
  openAt(path, { preloadedState: { watchlist: { items } } });
const openFavorites = (items: SavedMedia[], path = '/favorites') =>
  openAt(path, { preloadedState: { favorites: { items } } });

describe('/watchlist', () => {
  it('shows the breadcrumb, the heading with the count, the tabs and a card per title linking to its page', async () => {
    await openWatchlist(MIXED);
    expect(await heading('My Watchlist (5)')).toBeInTheDocument();
    expect(crumbs()).toEqual(['Home', 'Watchlist']);
    expect(document.title).toBe('My Watchlist · Marquee');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['All', 'Movies', 'TV Shows']);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

    await waitFor(() => expect(cardTitles()).toHaveLength(5));
    expect(cardTitles()).toEqual([
      'Fight Club',
      'Game of Thrones',
      'Star Wars',
      'Breaking Bad',
      'The Matrix',
    ]);
    expect(screen.getByRole('link', { name: /Fight Club/ })).toHaveAttribute(
      'href',
      '/movie/550-fight-club',
    );
    expect(screen.getByRole('link', { name: /Game of Thrones/ })).toHaveAttribute(
      'href',
      '/tv/1399-game-of-thrones',
    );
    expect(actions().getByRole('button', { name: 'Select Items' })).toBeInTheDocument();
    expect(actions().getByRole('button', { name: 'Clear All' })).toBeInTheDocument();
    expect(actions().queryByRole('button', { name: 'Remove Selected' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('filters by tab, keeping the count of the whole list and the tab in the URL', async () => {
    const { user, router } = await openWatchlist(MIXED);
    await heading('My Watchlist (5)');
    await user.click(screen.getByRole('tab', { name: 'Movies' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Fight Club', 'Star Wars', 'The Matrix']));
    expect(router.state.location.search).toBe('?type=movie');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('My Watchlist (5)');

    await user.click(screen.getByRole('tab', { name: 'TV Shows' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Game of Thrones', 'Breaking Bad']));

    await user.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(5));
    expect(router.state.location.search).toBe('');
  });

  it('moves between tabs with the arrow keys in reading order, mirrored on a right-to-left page', async () => {
    const { user, router } = await openWatchlist(MIXED);
    await heading('My Watchlist (5)');
    screen.getByRole('tab', { name: 'All' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Movies' })).toHaveFocus();
    expect(router.state.location.search).toBe('?type=movie');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'TV Shows' })).toHaveFocus();

    document.documentElement.setAttribute('dir', 'rtl');
    try {
      await user.keyboard('{ArrowLeft}');
      expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
      await user.keyboard('{ArrowLeft}');
      expect(screen.getByRole('tab', { name: 'Movies' })).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });

  it('says so when a tab has no titles', async () => {
    await openWatchlist([entry(550, 'movie', 'Fight Club')], '/watchlist?type=tv');
    expect(await screen.findByText('No TV shows in this list')).toBeInTheDocument();
    expect(screen.getByText('Choose All to see every saved title.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('My Watchlist (1)');
  });

  it('selection mode: labelled checkboxes, a count, and leaving it clears the selection', async () => {
    const { user } = await openWatchlist(MIXED);
    await heading('My Watchlist (5)');
    await user.click(actions().getByRole('button', { name: 'Select Items' }));

    expect(actions().getByRole('button', { name: 'Cancel Selection' })).toBeInTheDocument();
    expect(actions().getByRole('button', { name: 'Remove Selected' })).toBeInTheDocument();
    // No per-title remove button while selecting: the checkbox takes its place.
    expect(screen.queryByRole('button', { name: 'Remove Fight Club' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(5));

    await user.click(screen.getByRole('checkbox', { name: 'Select Fight Club' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Breaking Bad' }));
    expect(screen.getByRole('checkbox', { name: 'Select Fight Club' })).toBeChecked();
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Fight Club' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();

    await user.click(actions().getByRole('button', { name: 'Cancel Selection' }));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(actions().queryByRole('button', { name: 'Remove Selected' })).not.toBeInTheDocument();

    await user.click(actions().getByRole('button', { name: 'Select Items' }));
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(5));
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
    expect(screen.getByText('0 selected')).toBeInTheDocument();
  });

  it("'Remove Selected' with nothing selected shows the notice and removes nothing", async () => {
    const { user, store } = await openWatchlist(MIXED);
    await heading('My Watchlist (5)');
    await user.click(actions().getByRole('button', { name: 'Select Items' }));
    await user.click(actions().getByRole('button', { name: 'Remove Selected' }));

    const notice = await screen.findByRole('dialog', { name: 'No Items Selected' });
    expect(within(notice).getByText('Please select at least one item to remove.')).toBeVisible();
    await user.click(within(notice).getByRole('button', { name: 'Got It' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().watchlist.items).toHaveLength(5);
    // Still selecting: the notice asks for a choice, it does not end the mode.
    expect(actions().getByRole('button', { name: 'Cancel Selection' })).toBeInTheDocument();
  });

  it('removes the selected titles after confirmation, then leaves selection mode; Cancel keeps them', async () => {
    const { user, store } = await openWatchlist(MIXED);
    await heading('My Watchlist (5)');
    await user.click(actions().getByRole('button', { name: 'Select Items' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select Star Wars' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Breaking Bad' }));

    await user.click(actions().getByRole('button', { name: 'Remove Selected' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove 2 titles?' });
    expect(within(dialog).getByText('They will be taken off your watchlist.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().watchlist.items).toHaveLength(5);
    expect(screen.getByRole('checkbox', { name: 'Select Star Wars' })).toBeChecked();

    await user.click(actions().getByRole('button', { name: 'Remove Selected' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove 2 titles?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().watchlist.items.map((item) => item.media_id)).toEqual([550, 1399, 603]);
    expect(await heading('My Watchlist (3)')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Fight Club', 'Game of Thrones', 'The Matrix']);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(actions().getByRole('button', { name: 'Select Items' })).toBeInTheDocument();
  });

  it('the confirmation of a single selected title says so', async () => {
    const { user } = await openWatchlist(MIXED);
    await heading('My Watchlist (5)');
    await user.click(actions().getByRole('button', { name: 'Select Items' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select The Matrix' }));
    await user.click(actions().getByRole('button', { name: 'Remove Selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove 1 title?' });
    expect(within(dialog).getByText('It will be taken off your watchlist.')).toBeVisible();
  });

  it("'Clear All' empties the list after confirmation, and a click on the backdrop cancels", async () => {
    const { user, store } = await openWatchlist(MIXED);
    await heading('My Watchlist (5)');
    await user.click(actions().getByRole('button', { name: 'Clear All' }));
    let dialog = await screen.findByRole('dialog', { name: 'Clear your watchlist?' });
    expect(
      within(dialog).getByText(
        'All 5 titles will be removed from your watchlist. This cannot be undone.',
      ),
    ).toBeVisible();
    // The backdrop has no role; a visitor clicking beside the dialog lands on it.
    // eslint-disable-next-line testing-library/no-node-access
    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    await user.click(backdrop as Element);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().watchlist.items).toHaveLength(5);

    await user.click(actions().getByRole('button', { name: 'Clear All' }));
    dialog = await screen.findByRole('dialog', { name: 'Clear your watchlist?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().watchlist.items).toEqual([]);
    expect(await heading('My Watchlist (0)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your watchlist is empty' })).toBeInTheDocument();
  });

  it('removes one title from its card only after the spec confirmation', async () => {
    const { user, store } = await openWatchlist(MIXED);
    await heading('My Watchlist (5)');
    await user.click(await screen.findByRole('button', { name: 'Remove Game of Thrones' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove from Watchlist' });
    expect(
      within(dialog).getByText('Are you sure you want to remove this from your watchlist?'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().watchlist.items).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Remove Game of Thrones' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove from Watchlist' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().watchlist.items.map((item) => item.media_id)).toEqual([
      550, 11, 1396, 603,
    ]);
    expect(await heading('My Watchlist (4)')).toBeInTheDocument();
  });

  it("shows the empty state with 'Browse Content' to the home page", async () => {
    const { user, router } = await openWatchlist([]);
    expect(await heading('My Watchlist (0)')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Your watchlist is empty' }),
    ).toBeVisible();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Browse Content' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('pages 20 titles at a time with ?page= in the URL: 45 titles make 3 pages, the last with 5', async () => {
    const { user, router } = await openWatchlist(many(45));
    expect(await heading('My Watchlist (45)')).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toHaveLength(20));
    expect(cardTitles()[0]).toBe('Title 1');
    const pagination = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(pagination.getByText('Page 1 of 3')).toBeInTheDocument();

    await user.click(pagination.getByRole('link', { name: 'Page 3' }));
    expect(router.state.location.search).toBe('?page=3');
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() =>
      expect(cardTitles()).toEqual(['Title 41', 'Title 42', 'Title 43', 'Title 44', 'Title 45']),
    );
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
  });

  it('opens at the page in the URL, and shows the last page when the list has become shorter', async () => {
    const first = await openWatchlist(many(45), '/watchlist?page=2');
    await waitFor(() => expect(cardTitles()).toHaveLength(20));
    expect(cardTitles()[0]).toBe('Title 21');
    first.unmount();

    await openWatchlist(many(25), '/watchlist?page=9');
    await waitFor(() =>
      expect(cardTitles()).toEqual(['Title 21', 'Title 22', 'Title 23', 'Title 24', 'Title 25']),
    );
  });

  it('renders only the first page of a list of 10,000 titles', async () => {
    // Slow in tests for a reason outside the page: Redux Toolkit's development checks walk the whole
    // state (10,000 entries) on every dispatch. Production builds leave those checks out.
    await openWatchlist(many(10_000));
    expect(await heading('My Watchlist (10,000)')).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toHaveLength(20));
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(cardTitles()[19]).toBe('Title 20');
    expect(screen.getByText('Page 1 of 500')).toBeInTheDocument();
  });

  it('shows a stored title whose id the catalogue no longer knows, without asking the network', async () => {
    // Any request to /api would fail the test (the MSW server refuses unhandled requests).
    await openWatchlist([entry(987654321, 'movie', 'A Film Long Gone'), entry(1, 'tv', '')]);
    expect(await heading('My Watchlist (2)')).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toEqual(['A Film Long Gone', 'Untitled TV show']));
    expect(screen.getByRole('link', { name: /A Film Long Gone/ })).toHaveAttribute(
      'href',
      '/movie/987654321-a-film-long-gone',
    );
  });
});

describe('/favorites', () => {
  it('shows the breadcrumb, the heading with the count and the subtitle', async () => {
    await openFavorites(MIXED.slice(0, 2));
    expect(await heading('My Favorites (2)')).toBeInTheDocument();
    expect(crumbs()).toEqual(['Home', 'Favorites']);
    expect(
      screen.getByText('Your personal collection of favorite movies and TV shows.'),
    ).toBeVisible();
    await waitFor(() => expect(cardTitles()).toEqual(['Fight Club', 'Game of Thrones']));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Movies',
      'TV Shows',
    ]);
  });

  it('removes selected favorites and one favorite from its card, each after confirmation', async () => {
    const { user, store } = await openFavorites(MIXED);
    await heading('My Favorites (5)');
    await user.click(await screen.findByRole('button', { name: 'Remove Fight Club' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove from Favorites' });
    expect(
      within(dialog).getByText('Are you sure you want to remove this from your favorites?'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await heading('My Favorites (4)')).toBeInTheDocument();

    await user.click(actions().getByRole('button', { name: 'Select Items' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select Star Wars' }));
    await user.click(actions().getByRole('button', { name: 'Remove Selected' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove 1 title?' });
    expect(within(dialog).getByText('It will be taken off your favorites.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await heading('My Favorites (3)')).toBeInTheDocument();
    expect(store.getState().favorites.items.map((item) => item.media_id)).toEqual([
      1399, 1396, 603,
    ]);
    // The watchlist is another list: untouched.
    expect(store.getState().watchlist.items).toEqual([]);
  });

  it('clears all favorites after confirmation and then shows the empty state', async () => {
    const { user, store } = await openFavorites(MIXED);
    await heading('My Favorites (5)');
    await user.click(actions().getByRole('button', { name: 'Clear All' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear your favorites?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await heading('My Favorites (0)')).toBeInTheDocument();
    expect(store.getState().favorites.items).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Your favorites list is empty' })).toBeVisible();
  });

  it("shows the spec's empty state with 'Browse Content'", async () => {
    await openFavorites([]);
    expect(await heading('My Favorites (0)')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Your favorites list is empty' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Add movies and TV shows to your favorites to create your perfect collection.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse Content' })).toHaveAttribute('href', '/');
  });
});

/** Contrast needs real layout and label-content-name-mismatch a canvas; jsdom has neither. */
const AXE_OPTIONS: axe.RunOptions = {
  rules: {
    'color-contrast': { enabled: false },
    'label-content-name-mismatch': { enabled: false },
  },
};

describe('accessibility of the saved lists', () => {
  it.each([
    ['/watchlist', MIXED, 'My Watchlist (5)'],
    ['/watchlist', [], 'My Watchlist (0)'],
    ['/favorites', MIXED, 'My Favorites (5)'],
    ['/favorites', [], 'My Favorites (0)'],
  ])('%s (%#) has no axe violations and one h1', async (path, items, name) => {
    const { container } = await openAt(path, {
      preloadedState: { watchlist: { items }, favorites: { items } },
    });
    await heading(name);
    if (items.length > 0) await waitFor(() => expect(cardTitles()).toHaveLength(items.length));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const { violations } = await axe.run(container, AXE_OPTIONS);
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it('stays clean in selection mode', async () => {
    const { container, user } = await openWatchlist(MIXED);
    await heading('My Watchlist (5)');
    await user.click(actions().getByRole('button', { name: 'Select Items' }));
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(5));
    const { violations } = await axe.run(container, AXE_OPTIONS);
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
