/**
 * The site-wide keys on the real app: `/` goes to the search box, `?` opens the list of shortcuts;
 * neither fires while typing in a field or with Ctrl, Alt or Cmd held.
 */
import { screen, waitFor, within } from '@testing-library/react';

import { openAt } from '../helpers/render';
import { server } from '../helpers/server';
import { findNothing } from '../helpers/suggestHandlers';

// Typing in the search box asks for suggestions.
beforeEach(() => server.use(...findNothing));

const searchBox = () => screen.getByRole('combobox', { name: 'Search' });

/**
 * Opens a page once the shortcuts listen (their code comes after the first render): `/` has put
 * focus in the search box, which is then left again.
 */
async function openReady(path: string) {
  const view = await openAt(path);
  await waitFor(async () => {
    await view.user.keyboard('/');
    expect(searchBox()).toHaveFocus();
  });
  expect(searchBox()).toHaveValue('');
  await view.user.click(screen.getByRole('main'));
  expect(searchBox()).not.toHaveFocus();
  return view;
}

describe('the / key', () => {
  it('puts focus in the search box, without typing the slash', async () => {
    const { user } = await openReady('/watchlist');
    expect(searchBox()).not.toHaveFocus();
    await user.keyboard('/');
    expect(searchBox()).toHaveFocus();
    expect(searchBox()).toHaveValue('');
    // From a focused link or button too.
    await user.click(screen.getByRole('main'));
    await user.tab();
    expect(searchBox()).not.toHaveFocus();
    await user.keyboard('/');
    expect(searchBox()).toHaveFocus();
  });

  it('is typed as a slash in the search box and in other fields', async () => {
    const { user } = await openReady('/user-settings');
    await user.type(searchBox(), 'a/b');
    expect(searchBox()).toHaveValue('a/b');

    const username = await screen.findByRole('textbox', { name: 'Username' });
    await user.clear(username);
    await user.type(username, 'me/you');
    expect(username).toHaveValue('me/you');
    expect(username).toHaveFocus();
  });

  it('does nothing with Ctrl, Alt or Cmd held', async () => {
    const { user } = await openReady('/watchlist');
    for (const modifier of ['Control', 'Alt', 'Meta']) {
      await user.keyboard(`{${modifier}>}/{/${modifier}}`);
      expect(searchBox()).not.toHaveFocus();
    }
  });
});

describe('the ? key', () => {
  it('opens the list of shortcuts, which Escape closes, giving focus back', async () => {
    const { user } = await openReady('/watchlist');
    const main = screen.getByRole('main');
    await user.click(main);
    await user.tab();
    // eslint-disable-next-line testing-library/no-node-access -- where focus is, to see it come back
    const before = document.activeElement as HTMLElement;
    expect(before).not.toBe(document.body);

    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const terms = within(dialog)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(expect.arrayContaining(['/', 'Ctrl + S or ⌘ + S', 'Esc', 'N or P', '?']));
    expect(within(dialog).getByText('Go to the search box')).toBeInTheDocument();
    expect(within(dialog).getByText('Show this list')).toBeInTheDocument();
    expect(within(dialog).getByText(/do nothing while you type in a field/)).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(before).toHaveFocus();
  });

  it('closes with its Close button', async () => {
    const { user } = await openReady('/watchlist');
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is typed as a question mark in a field, and opens nothing', async () => {
    const { user } = await openReady('/watchlist');
    await user.type(searchBox(), 'why?');
    expect(searchBox()).toHaveValue('why?');
    // The lazy dialog would have had time to load.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('inside the open list, / does not leave it for the search box', async () => {
    const { user } = await openReady('/watchlist');
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await user.keyboard('/');
    // The page behind is hidden from assistive technology while the dialog is open.
    expect(screen.getByRole('combobox', { name: 'Search', hidden: true })).not.toHaveFocus();
    expect(dialog).toBeInTheDocument();
  });
});
