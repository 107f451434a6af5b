import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { collection, paged } from '../helpers/fixtures';
import { renderApp } from '../helpers/render';
import { server } from '../helpers/server';

import { LANTERN_ID, bareCollection, lanternSaga } from './collectionFixtures';

jest.setTimeout(30_000);

const notFoundBody = {
  success: false,
  status_code: 34,
  status_message: 'The resource you requested could not be found.',
};

/** Answers collection/{id} from `known` (TMDB's 404 otherwise) and records each id asked for. */
function answerCollections(known = [lanternSaga, bareCollection]) {
  const asked: string[] = [];
  server.use(
    http.get('*/api/tmdb/collection/:id', ({ params }) => {
      asked.push(String(params.id));
      const found = known.find((item) => String(item.id) === params.id);
      return found ? HttpResponse.json(found) : HttpResponse.json(notFoundBody, { status: 404 });
    }),
  );
  return asked;
}

/** Answers collection searches from `byQuery` (no results otherwise) and records the queries. */
function answerSearches(byQuery: Record<string, ReturnType<typeof collection>[]>) {
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

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const partsList = () => screen.getByRole('list', { name: 'Parts in release order' });
/** The page's meta description, which React 19 hoists into the head (no role to query it by). */
const description = () =>
  // eslint-disable-next-line testing-library/no-node-access
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('the collection page', () => {
  it('shows a collection by id with its parts in release order, typed and linked', async () => {
    answerCollections();
    renderApp(`/collection/${LANTERN_ID}`);

    expect(await heading('Lantern Saga Collection')).toBeInTheDocument();
    expect(
      screen.getByText('Four stories about a lighthouse keeper and the town below.'),
    ).toBeInTheDocument();
    expect(screen.getByText('4 parts')).toBeInTheDocument();

    const items = within(partsList()).getAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Lantern', 'Lantern: The Keepers', 'Lantern III: Low Tide', 'Lantern IV']);
    expect(items.map((item) => within(item).getByText(/·/).textContent)).toEqual([
      '1998 · Movie',
      '2004 · TV Show',
      '2012 · Movie',
      'Year unknown · Movie',
    ]);
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
      '/movie/7101-lantern',
      '/tv/7102-lantern-the-keepers',
      '/movie/7103-lantern-iii-low-tide',
      '/movie/7104-lantern-iv',
    ]);

    await waitFor(() => expect(document.title).toBe('Lantern Saga Collection · Marquee'));
    expect(description()).toMatch(/4 parts/);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('prefetches a part’s details when its card is hovered', async () => {
    answerCollections();
    const fetched: string[] = [];
    server.use(
      http.get('*/api/tmdb/tv/:id', ({ params }) => {
        fetched.push(`tv/${String(params.id)}`);
        return HttpResponse.json({ id: Number(params.id), name: 'Lantern: The Keepers' });
      }),
    );
    renderApp(`/collection/${LANTERN_ID}`);
    await heading('Lantern Saga Collection');

    fireEvent.mouseEnter(screen.getByRole('link', { name: /Lantern: The Keepers/ }));

    await waitFor(() => expect(fetched).toContain('tv/7102'));
  });

  it('draws a generated backdrop when the collection has none', async () => {
    answerCollections();
    renderApp('/collection/7002');
    expect(await heading('Quiet Harbour Collection')).toBeInTheDocument();
    expect(screen.getByTestId('collection-backdrop-fallback')).toBeInTheDocument();
    expect(screen.getByText('1 part')).toBeInTheDocument();
  });

  it('resolves a name through the collection search and puts the id in the address', async () => {
    const asked = answerCollections();
    const queries = answerSearches({
      'lantern saga': [collection(LANTERN_ID, { name: 'Lantern Saga Collection' }), collection(9)],
    });
    const { router } = renderApp('/collection/lantern-saga');

    expect(await heading('Lantern Saga Collection')).toBeInTheDocument();
    expect(queries).toEqual(['lantern saga']);
    expect(asked).toEqual([String(LANTERN_ID)]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/collection/${LANTERN_ID}`));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(within(partsList()).getAllByRole('listitem')).toHaveLength(4);
  });

  it('says so when no collection has that name', async () => {
    const asked = answerCollections();
    answerSearches({});
    renderApp('/collection/nothing-by-this-name');

    expect(await heading('Collection Not Found')).toBeInTheDocument();
    expect(screen.getByText('Collection not found')).toBeInTheDocument();
    expect(asked).toEqual([]);
    expect(screen.getByRole('link', { name: 'Browse Collections' })).toHaveAttribute(
      'href',
      '/collections',
    );
  });

  it.each(['/collection/99999999', `/collection/424242`])(
    'shows the not-found text for a collection the catalogue lacks (%s), without retrying',
    async (path) => {
      const asked = answerCollections();
      renderApp(path);

      expect(await heading('Collection Not Found')).toBeInTheDocument();
      expect(
        screen.getByText("The requested collection doesn't exist or has been removed."),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
      expect(asked).toHaveLength(1);
      await waitFor(() => expect(document.title).toBe('Collection Not Found · Marquee'));
    },
  );

  it('shows an upstream failure with its message and recovers through Try Again', async () => {
    let failing = true;
    let calls = 0;
    server.use(
      http.get('*/api/tmdb/collection/:id', () => {
        calls += 1;
        return failing
          ? HttpResponse.json(
              { success: false, status_code: 11, status_message: 'Internal error: try later.' },
              { status: 500 },
            )
          : HttpResponse.json(lanternSaga);
      }),
    );
    const { user } = renderApp(`/collection/${LANTERN_ID}`);

    expect(await heading('Collection Not Found')).toBeInTheDocument();
    expect(screen.getByText('Internal error: try later.')).toBeInTheDocument();
    // The base query's own retries came first (1 try + 3 retries).
    expect(calls).toBe(4);

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await heading('Lantern Saga Collection')).toBeInTheDocument();
    expect(within(partsList()).getAllByRole('listitem')).toHaveLength(4);
  });

  it('recovers from a failed name search through Try Again', async () => {
    answerCollections();
    let failing = true;
    server.use(
      http.get('*/api/tmdb/search/collection', () =>
        failing
          ? new HttpResponse(null, { status: 502 })
          : HttpResponse.json(paged([collection(LANTERN_ID, { name: 'Lantern Saga Collection' })])),
      ),
    );
    const { user } = renderApp('/collection/lantern');

    expect(await heading('Collection Not Found')).toBeInTheDocument();
    expect(screen.getByText('The server answered 502.')).toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await heading('Lantern Saga Collection')).toBeInTheDocument();
  });

  // A bare /collection/ leads to the collections list (DECISIONS; see the shell's tests).
  it.each([
    ['/collection/---', 'Invalid slug format'],
    ['/collection/0', 'Invalid slug format'],
  ])('answers %s with the slug error', async (path, text) => {
    const asked = answerCollections();
    const queries = answerSearches({});
    renderApp(path);

    expect(await heading('Collection Not Found')).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(asked).toEqual([]);
    expect(queries).toEqual([]);
  });
});
