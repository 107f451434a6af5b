import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';

import { renderApp } from '../helpers/render';
import {
  answerSearches,
  deferred,
  failure,
  modePages,
  multiPages,
  nothingFound,
  twoCollections,
} from '../helpers/searchPage';
import { server } from '../helpers/server';
import { answer, suggestFails } from '../helpers/suggestHandlers';

jest.setTimeout(20_000);

/** The links of the result cards, in order. */
const cardLinks = () =>
  within(screen.getByRole('list', { name: 'Search results' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '');

const filter = () => screen.getByRole('combobox', { name: 'Filter Content' });

describe('/search', () => {
  it.each(['/search', '/search?q=', '/search?q=%20%20%20', '/search?page=2&media_type=movie'])(
    'goes home, replacing %s in history, without a query',
    async (path) => {
      const { calls } = answerSearches();
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(router.state.location.search).toBe('');
      expect(router.state.historyAction).toBe('REPLACE');
      // The home page searches collections for its rows; nothing else is searched.
      expect(calls.filter((call) => call.endpoint !== 'collection')).toEqual([]);
    },
  );

  it('shows titles, pictured actors and collections for the query in All mode', async () => {
    const { calls, callNames } = answerSearches();
    renderApp('/search?q=star');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for “star”' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Found 57 results')).toBeInTheDocument();
    expect(cardLinks()).toEqual([
      '/movie/101-movie-101',
      '/actor/103-person-103',
      '/tv/102-show-102',
      '/movie/105-movie-105',
      '/collection/9001',
      '/collection/9002',
    ]);
    // The actor without a picture is left out.
    expect(screen.queryByText('Person 104')).not.toBeInTheDocument();
    // Mixed kinds carry their type.
    expect(screen.getAllByText('TV Series')).toHaveLength(1);
    expect(screen.getAllByText('Collection')).toHaveLength(2);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    expect(callNames('star').sort()).toEqual(['collection:1', 'multi:1']);
    for (const call of calls.filter((each) => each.query === 'star')) {
      expect(call.query).toBe('star');
      expect(call.params.get('include_adult')).toBe('false');
      expect(call.params.get('language')).toBe('en-US');
    }
    expect(filter()).toHaveValue('all');
    expect(filter()).toHaveAccessibleDescription('Show specific content types');
    expect(document.title).toBe('Results for “star” · Marquee');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs).getByText('Search', { selector: '[aria-current="page"] > span' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['collection', 'Collections', 'collection:1', /^\/collection\/18\d\d$/, 3],
    ['movie', 'Movies Only', 'movie:1', /^\/movie\/10\d\d-movie-/, 4],
    ['tv', 'TV Shows Only', 'tv:1', /^\/tv\/15\d\d-show-/, 4],
    // Three people, one of them without a picture.
    ['person', 'Actors Only', 'person:1', /^\/actor\/170\d-person-/, 2],
  ])(
    'media_type=%s shows only that kind, from its own search',
    async (mode, label, call, link, count) => {
      // search/collection answers with its own two pages here, not All mode's two collections.
      const { callNames } = answerSearches({ collection: modePages.collection });
      renderApp(`/search?q=star&media_type=${mode}`);
      await screen.findByText('Page 1 of 2');
      expect(filter()).toHaveValue(mode);
      expect(screen.getByRole('option', { name: label, selected: true })).toBeInTheDocument();
      const links = cardLinks();
      expect(links).toHaveLength(count);
      for (const href of links) expect(href).toMatch(link);
      expect(callNames('star')).toEqual([call]);
      // One kind: no type badges.
      expect(screen.queryByText('Movie', { exact: true })).not.toBeInTheDocument();
    },
  );

  it('a filter change starts again at page 1 and replaces the URL', async () => {
    const { callNames } = answerSearches();
    const { router, user } = renderApp('/search?q=star&page=2');
    await screen.findByText('Page 2 of 3');
    expect(cardLinks()[0]).toBe('/movie/201-movie-201');

    await user.selectOptions(filter(), 'Movies Only');
    await waitFor(() => expect(router.state.location.search).toBe('?q=star&media_type=movie'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(cardLinks()[0]).toMatch(/^\/movie\/10\d\d-/));
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await user.selectOptions(filter(), 'All Content');
    await waitFor(() => expect(router.state.location.search).toBe('?q=star'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(cardLinks()[0]).toBe('/movie/101-movie-101'));
    expect(callNames('star')).toEqual(
      expect.arrayContaining(['multi:2', 'collection:1', 'movie:1', 'multi:1']),
    );
  });

  it('pages through links (a history entry each), scrolls to the top, and shows collections on page 1 only', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    const { callNames } = answerSearches();
    const { router, user } = renderApp('/search?q=star');
    await screen.findByText('Page 1 of 3');

    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=star&page=2'));
    expect(router.state.historyAction).toBe('PUSH');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    await waitFor(() =>
      expect(cardLinks()).toEqual([
        '/movie/201-movie-201',
        '/actor/203-person-203',
        '/tv/202-show-202',
        '/movie/205-movie-205',
      ]),
    );
    // The same count on every page.
    expect(screen.getByText('Found 57 results')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Page 1' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=star'));
    await waitFor(() => expect(cardLinks()).toContain('/collection/9001'));
    // Page 1 and the collections came from the cache.
    expect(callNames('star').sort()).toEqual(['collection:1', 'multi:1', 'multi:2']);
    scrollTo.mockRestore();
  });

  it('keeps the results on screen under the overlay while the next page loads', async () => {
    const held = deferred();
    answerSearches({
      multi: async (page, query) => {
        if (page === 2) await held.promise;
        return multiPages(page, query);
      },
    });
    const { user } = renderApp('/search?q=star');
    await screen.findByText('Page 1 of 3');

    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByText('Loading results....')).toBeInTheDocument();
    expect(screen.getByText('Searching...')).toBeInTheDocument();
    expect(cardLinks()[0]).toBe('/movie/101-movie-101');

    held.resolve();
    await waitFor(() => expect(cardLinks()[0]).toBe('/movie/201-movie-201'));
    expect(screen.queryByText('Loading results....')).not.toBeInTheDocument();
    expect(screen.getByText('Found 57 results')).toBeInTheDocument();
  });

  it('says Searching... under the overlay before the first answer', async () => {
    const held = deferred();
    answerSearches({
      multi: async (page, query) => {
        await held.promise;
        return multiPages(page, query);
      },
    });
    renderApp('/search?q=star');
    expect(await screen.findByText('Loading results....')).toBeInTheDocument();
    expect(screen.getByText('Searching...')).toBeInTheDocument();
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
    held.resolve();
    expect(await screen.findByText('Found 57 results')).toBeInTheDocument();
  });

  it('shows the empty state, once, when nothing is found', async () => {
    const { suggested } = answerSearches({ multi: nothingFound, collection: nothingFound });
    renderApp('/search?q=zzzzzz');
    expect(
      await screen.findByText('Try adjusting your search term or filters'),
    ).toBeInTheDocument();
    // The empty state says so; the count line does not say it again.
    expect(screen.getAllByText('No results found')).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    // Corrections were looked for, and there were none to offer.
    expect(suggested).toEqual(['zzzzzz']);
    expect(screen.queryByRole('navigation', { name: 'Did you mean' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing results for/)).not.toBeInTheDocument();
  });

  describe('a misspelt query', () => {
    const GODFATHER = 'The Godfather';
    /** Only the correction finds anything: three pages of titles and two collections. */
    const onlyCorrected = {
      multi: (page: number, query: string) =>
        query === GODFATHER ? multiPages(page, query) : nothingFound(page, query),
      collection: (page: number, query: string) =>
        query === GODFATHER ? twoCollections(page, query) : nothingFound(page, query),
      person: nothingFound,
    };
    const corrections = {
      godfahter: answer([], [GODFATHER, 'The Godfather Part II']),
    };

    it("shows the correction's results, saying so, and pages through them", async () => {
      const { callNames } = answerSearches(onlyCorrected, corrections);
      const { router, user } = renderApp('/search?q=godfahter');

      expect(await screen.findByText('Found 57 results')).toBeInTheDocument();
      // The heading keeps what was typed; the line under it says what is shown instead.
      expect(
        screen.getByRole('heading', { level: 1, name: 'Results for “godfahter”' }),
      ).toBeInTheDocument();
      expect(screen.getByText(/^Showing results for/)).toHaveTextContent(
        'Showing results for The Godfather · Search instead for godfahter',
      );
      expect(screen.getByRole('link', { name: 'Search instead for godfahter' })).toHaveAttribute(
        'href',
        '/search?q=godfahter&literal=1',
      );
      expect(cardLinks()).toContain('/collection/9001');
      expect(screen.queryByText('No results found')).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Did you mean' })).not.toBeInTheDocument();
      expect(callNames(GODFATHER).sort()).toEqual(['collection:1', 'multi:1']);

      // Page 2 is page 2 of the correction's results, still said to be.
      await user.click(screen.getByRole('link', { name: 'Page 2' }));
      await waitFor(() => expect(router.state.location.search).toBe('?q=godfahter&page=2'));
      await waitFor(() => expect(cardLinks()[0]).toBe('/movie/201-movie-201'));
      expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
      expect(screen.getByText(/^Showing results for/)).toHaveTextContent(
        'Showing results for The Godfather',
      );
    });

    it("'Search instead' shows the query as typed, never corrected again, with the corrections offered", async () => {
      answerSearches(onlyCorrected, corrections);
      const { router, user } = renderApp('/search?q=godfahter');
      await user.click(await screen.findByRole('link', { name: 'Search instead for godfahter' }));
      await waitFor(() => expect(router.state.location.search).toBe('?q=godfahter&literal=1'));

      expect(
        await screen.findByText('Try adjusting your search term or filters'),
      ).toBeInTheDocument();
      expect(screen.getAllByText('No results found')).toHaveLength(1);
      expect(screen.queryByText(/^Showing results for/)).not.toBeInTheDocument();
      const offered = screen.getByRole('navigation', { name: 'Did you mean' });
      expect(offered).toHaveTextContent(/^Did you mean:/);
      expect(
        within(offered)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([
        [GODFATHER, '/search?q=The%20Godfather'],
        ['The Godfather Part II', '/search?q=The%20Godfather%20Part%20II'],
      ]);

      // A correction offered is a search of its own.
      await user.click(within(offered).getByRole('link', { name: GODFATHER }));
      await waitFor(() => expect(router.state.location.search).toBe('?q=The%20Godfather'));
      expect(await screen.findByText('Found 57 results')).toBeInTheDocument();
      expect(screen.queryByText(/^Showing results for/)).not.toBeInTheDocument();
    });

    it('offers the corrections when the correction finds nothing in this mode either', async () => {
      const { callNames } = answerSearches(onlyCorrected, corrections);
      renderApp('/search?q=godfahter&media_type=person');
      expect(
        await screen.findByText('Try adjusting your search term or filters'),
      ).toBeInTheDocument();
      expect(callNames(GODFATHER)).toEqual(['person:1']);
      expect(screen.getAllByText('No results found')).toHaveLength(1);
      expect(screen.queryByText(/^Showing results for/)).not.toBeInTheDocument();
      const offered = screen.getByRole('navigation', { name: 'Did you mean' });
      // In the same mode.
      expect(within(offered).getByRole('link', { name: GODFATHER })).toHaveAttribute(
        'href',
        '/search?q=The%20Godfather&media_type=person',
      );
    });

    it('is never corrected when the query as typed finds anything', async () => {
      const { suggested } = answerSearches({}, { star: answer([], ['Stars']) });
      renderApp('/search?q=star');
      expect(await screen.findByText('Found 57 results')).toBeInTheDocument();
      expect(screen.queryByText(/^Showing results for/)).not.toBeInTheDocument();
      expect(suggested).toEqual([]);
    });

    it('shows the empty state when the corrections cannot be had', async () => {
      answerSearches(onlyCorrected);
      server.use(suggestFails);
      renderApp('/search?q=godfahter');
      expect(
        await screen.findByText('Try adjusting your search term or filters'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Did you mean' })).not.toBeInTheDocument();
    });
  });

  it('shows the error with a way to try again', async () => {
    let broken = true;
    const failed = failure(500);
    answerSearches({
      multi: (page, query) => (broken ? failed() : multiPages(page, query)),
    });
    const { user } = renderApp('/search?q=star');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Failed to load content. Please try again later. Search is unavailable.',
    );
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Found 57 results')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('still shows the titles when the collection search fails in All mode', async () => {
    answerSearches({ collection: failure(500) });
    renderApp('/search?q=star');
    expect(await screen.findByText('Found 55 results')).toBeInTheDocument();
    expect(cardLinks()).not.toContain('/collection/9001');
    expect(cardLinks()[0]).toBe('/movie/101-movie-101');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reports a failed collection search in Collections mode rather than finding nothing', async () => {
    answerSearches({ collection: failure(500) });
    renderApp('/search?q=star&media_type=collection');
    expect(await screen.findByRole('alert')).toHaveTextContent('Search is unavailable.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
  });

  it.each([
    '/search?q=star&page=abc&media_type=bogus',
    '/search?q=star&page=0',
    '/search?q=star&page=-3',
    '/search?q=star&page=9999',
  ])('reads %s as page 1 of All mode', async (path) => {
    const { callNames } = answerSearches();
    renderApp(path);
    await screen.findByText('Page 1 of 3');
    expect(filter()).toHaveValue('all');
    expect(callNames('star').sort()).toEqual(['collection:1', 'multi:1']);
  });

  it('goes back to page 1 from a page past the last one', async () => {
    const { callNames } = answerSearches({
      multi: (page, query) =>
        page > 3
          ? { page, results: [], total_pages: 3, total_results: 55 }
          : multiPages(page, query),
    });
    const { router } = renderApp('/search?q=star&page=7&media_type=all');
    await waitFor(() => expect(router.state.location.search).toBe('?q=star'));
    expect(router.state.historyAction).toBe('REPLACE');
    await screen.findByText('Page 1 of 3');
    expect(callNames('star')).toContain('multi:1');
  });

  it('has no axe violations', async () => {
    answerSearches();
    renderApp('/search?q=star');
    await screen.findByText('Found 57 results');
    // jsdom has no layout, so contrast is left to the browser journeys.
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
