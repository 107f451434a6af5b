import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { CategorisedCollection } from '@common/collectionCategory';

import { collectionLists, listedCollection, range } from '../helpers/fixtures';
import { renderApp } from '../helpers/render';
import { server } from '../helpers/server';

jest.setTimeout(30_000);

const avengers = listedCollection(86311, 'superhero', {
  name: 'The Avengers Collection',
  overview: 'Earth’s mightiest heroes.',
});
const starWars = listedCollection(10, 'scifi', {
  name: 'Star Wars Collection',
  overview: 'A galaxy far away.',
});
const bond = listedCollection(645, 'spy', {
  name: 'James Bond Collection',
  overview: 'Agent 007.',
});

/** The server's /api/collections answer, with `all` as given. */
function answerCollections(all: CategorisedCollection[]) {
  server.use(http.get('*/api/collections', () => HttpResponse.json(collectionLists({ all }))));
}

/** Every catalogue path the page asks for but its settings, until `stop`. */
function recordRequests() {
  const requested: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/api/') && pathname !== '/api/site') requested.push(pathname);
  };
  server.events.on('request:start', record);
  return { requested, stop: () => server.events.removeListener('request:start', record) };
}

const LOAD = { timeout: 10_000 };
const grid = () => screen.getByRole('list', { name: 'Collections' });
const cardTitles = () =>
  within(grid())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the collections page', () => {
  it("renders a card per collection of the server's list, in its order, linking to its page", async () => {
    answerCollections([avengers, starWars, bond]);
    const calls = recordRequests();
    try {
      renderApp('/collections');

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Movie Collections' }),
      ).toBeInTheDocument();
      expect(await screen.findByText('Found 3 collections', {}, LOAD)).toBeInTheDocument();
      expect(cardTitles()).toEqual([
        'The Avengers Collection',
        'Star Wars Collection',
        'James Bond Collection',
      ]);
      expect(within(grid()).getByRole('link', { name: /Star Wars Collection/ })).toHaveAttribute(
        'href',
        '/collection/10',
      );
      expect(document.title).toBe('Collections · Marquee');
      // One answer from the server; no collection search from the browser.
      expect(calls.requested).toEqual(['/api/collections']);
    } finally {
      calls.stop();
    }
  });

  it('offers a chip per category present and filters by it through the URL', async () => {
    answerCollections([avengers, starWars, bond]);
    const { router, user } = renderApp('/collections');
    expect(await screen.findByText('Found 3 collections', {}, LOAD)).toBeInTheDocument();

    const chips = screen.getByRole('group', { name: 'Filter collections by category' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['All (3)', 'Superhero (1)', 'Sci-Fi (1)', 'Spy (1)']);
    expect(within(chips).getByRole('button', { name: 'All (3)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(chips).getByRole('button', { name: 'Sci-Fi (1)' }));

    expect(await screen.findByText('Found 1 collection')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Star Wars Collection']);
    expect(router.state.location.search).toBe('?category=scifi');
    expect(within(chips).getByRole('button', { name: 'Sci-Fi (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(chips).getByRole('button', { name: 'All (3)' }));
    expect(await screen.findByText('Found 3 collections')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('reads the category from the URL and ignores an unknown one', async () => {
    answerCollections([avengers, bond]);
    const view = renderApp('/collections?category=spy');
    expect(await screen.findByText('Found 1 collection', {}, LOAD)).toBeInTheDocument();
    expect(cardTitles()).toEqual(['James Bond Collection']);
    view.unmount();

    renderApp('/collections?category=nonsense');
    expect(await screen.findByText('Found 2 collections', {}, LOAD)).toBeInTheDocument();
  });

  it('pages 20 collections at a time', async () => {
    answerCollections(
      range(1, 25).map((id) => listedCollection(id, 'superhero', { name: `Marvel Set ${id}` })),
    );
    const { router, user } = renderApp('/collections');
    expect(await screen.findByText('Found 25 collections', {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toHaveLength(20));

    await user.click(screen.getByRole('link', { name: 'Next' }));

    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(5);
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('shows the empty state when the searches found nothing', async () => {
    answerCollections([]);
    renderApp('/collections');
    expect(await screen.findByText('No results found', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();
  });

  it('shows the failure, not an empty list, when the server cannot list the collections', async () => {
    server.use(
      http.get('*/api/collections', () =>
        HttpResponse.json(
          { error: 'The collections cannot be listed right now.' },
          { status: 503 },
        ),
      ),
    );
    renderApp('/collections');
    expect(
      await screen.findByText(/Failed to load content\. Please try again later\./, {}, LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Filter collections by category' })).toBeNull();
  });
});
