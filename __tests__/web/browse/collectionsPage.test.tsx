import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { collection, paged, range } from '../helpers/fixtures';
import { renderApp } from '../helpers/render';
import { server } from '../helpers/server';

jest.setTimeout(30_000);

const avengers = collection(86311, {
  name: 'The Avengers Collection',
  overview: 'Earth’s mightiest heroes.',
});
const starWars = collection(10, { name: 'Star Wars Collection', overview: 'A galaxy far away.' });
const bond = collection(645, { name: 'James Bond Collection', overview: 'Agent 007.' });
const noPoster = collection(999, { name: 'Posterless Collection', poster_path: null });

/** Answers each collection search from `byQuery` (empty for other terms) and records the queries. */
function searchCollections(byQuery: Record<string, ReturnType<typeof collection>[]>) {
  const queries: string[] = [];
  server.use(
    http.get('*/api/tmdb/search/collection', ({ request }) => {
      const query = new URL(request.url).searchParams.get('query') ?? '';
      queries.push(query);
      return HttpResponse.json(paged(byQuery[query] ?? []));
    }),
  );
  return queries;
}

const LOAD = { timeout: 10_000 };
const grid = () => screen.getByRole('list', { name: 'Collections' });
const cardTitles = () =>
  within(grid())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the collections page', () => {
  it('renders a card per collection found, once each, linking to its page', async () => {
    const queries = searchCollections({
      marvel: [avengers, noPoster],
      avengers: [avengers],
      'star wars': [starWars],
      'james bond': [bond, starWars],
    });
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
    expect(screen.queryByText('Posterless Collection')).not.toBeInTheDocument();
    expect(queries).toEqual(expect.arrayContaining(['marvel', 'star wars', 'james bond']));
    expect(document.title).toBe('Collections · Marquee');
  });

  it('offers a chip per category present and filters by it through the URL', async () => {
    searchCollections({ marvel: [avengers], 'star wars': [starWars], 'james bond': [bond] });
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
    searchCollections({ marvel: [avengers], 'james bond': [bond] });
    const view = renderApp('/collections?category=spy');
    expect(await screen.findByText('Found 1 collection', {}, LOAD)).toBeInTheDocument();
    expect(cardTitles()).toEqual(['James Bond Collection']);
    view.unmount();

    renderApp('/collections?category=nonsense');
    expect(await screen.findByText('Found 2 collections', {}, LOAD)).toBeInTheDocument();
  });

  it('pages 20 collections at a time', async () => {
    searchCollections({
      marvel: range(1, 25).map((id) => collection(id, { name: `Marvel Set ${id}` })),
    });
    const { router, user } = renderApp('/collections');
    expect(await screen.findByText('Found 25 collections', {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toHaveLength(20));

    await user.click(screen.getByRole('link', { name: 'Next' }));

    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(5);
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('shows the empty state when no search finds anything', async () => {
    searchCollections({});
    renderApp('/collections');
    expect(await screen.findByText('No results found', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();
  });
});
