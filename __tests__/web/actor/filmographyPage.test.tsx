import { screen, waitFor, within } from '@testing-library/react';

import { fakeMatchMedia } from '../helpers/matchMedia';
import { renderApp } from '../helpers/render';

import {
  MARA_ID,
  SERVER_ERROR_BODY,
  answerPeople,
  answerPeopleSearch,
  gate,
  movieCredit,
  personDetails,
  tvCredit,
} from './personFixtures';

jest.setTimeout(60_000);

// Compiling the lazy page (ts-jest) on first render can outlast a finder's wait on a busy machine.
beforeAll(() => import('@/pages/ActorFilmographyPage'));

const LOAD = { timeout: 10_000 };
const MOVIES = `/actor/${MARA_ID}-mara-quill/movies`;
const headingOf = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, LOAD);
const tab = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Filmography type' })).getByRole('link', { name });
const cardTitles = (list = 'Movie credits') =>
  within(screen.getByRole('list', { name: list }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the actor filmography', () => {
  const realMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('shows the header, intro, count and the first page of movies by popularity', async () => {
    const answer = gate();
    answerPeople({ [MARA_ID]: personDetails() }, answer.closed);
    renderApp(MOVIES);

    expect(await screen.findByText('Loading filmography', {}, LOAD)).toBeInTheDocument();
    answer.open();

    expect(await headingOf('Mara Quill')).toBeInTheDocument();
    expect(document.title).toBe('Mara Quill - Movies · Marquee');
    expect(screen.getByText('Actor Filmography')).toBeInTheDocument();
    expect(screen.getByText(/Mara Quill has 25 movie credits/)).toBeInTheDocument();
    expect(screen.getByText('Found 25 movies')).toBeInTheDocument();

    const tabs = screen.getByRole('navigation', { name: 'Filmography type' });
    expect(within(tabs).getByRole('link', { name: 'Movies' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'TV Shows' })).toHaveAttribute(
      'href',
      `/actor/${MARA_ID}-mara-quill/tv`,
    );
    // 'Back to Profile' on wider screens and 'Back' on phones: one link, one name.
    expect(screen.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute(
      'href',
      `/actor/${MARA_ID}-mara-quill`,
    );

    // jsdom matches no width: 2 columns, 3 rows a page.
    expect(cardTitles()).toEqual(['Film Z', 'Film Y', 'Film X', 'Film W', 'Film V', 'Film U']);
    expect(screen.getByText('Page 1 of 5')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Movie credits' })).getByRole('link', {
        name: /Film Z/,
      }),
    ).toHaveAttribute('href', '/movie/100-film-z');
  });

  it('fills four rows of six columns on a wide screen', async () => {
    window.matchMedia = fakeMatchMedia((query) => /min-width/.test(query));
    answerPeople({ [MARA_ID]: personDetails() });
    renderApp(MOVIES);
    expect(await headingOf('Mara Quill')).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(24);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('switches to TV shows, one card per show', async () => {
    answerPeople({ [MARA_ID]: personDetails() });
    const { user, router } = renderApp(MOVIES);
    expect(await headingOf('Mara Quill')).toBeInTheDocument();

    await user.click(tab('TV Shows'));

    expect(await screen.findByText('Found 3 TV shows')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/actor/${MARA_ID}-mara-quill/tv`);
    expect(document.title).toBe('Mara Quill - TV Shows · Marquee');
    expect(cardTitles('TV show credits')).toEqual(['Late Talk', 'Harbour Lights', 'Quiet Acres']);
    expect(tab('TV Shows')).toHaveAttribute('aria-current', 'page');
    // Three shows fit one page: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('sorts by title through Sort By, keeping the sort in the URL', async () => {
    answerPeople({ [MARA_ID]: personDetails() });
    const { user, router } = renderApp(MOVIES);
    expect(await headingOf('Mara Quill')).toBeInTheDocument();
    expect(cardTitles()[0]).toBe('Film Z');

    const sortBy = screen.getByRole('combobox', { name: 'Sort By' });
    const options = within(sortBy)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Popularity', 'Release Date', 'Title', 'Rating']);
    await user.selectOptions(sortBy, 'Title');

    await waitFor(() =>
      expect(cardTitles()).toEqual(['Film B', 'Film C', 'Film D', 'Film E', 'Film F', 'Film G']),
    );
    expect(router.state.location.search).toBe('?sort=title');
    // The other tab keeps the sort.
    expect(tab('TV Shows')).toHaveAttribute('href', `/actor/${MARA_ID}-mara-quill/tv?sort=title`);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort By' }), 'Popularity');
    await waitFor(() => expect(cardTitles()[0]).toBe('Film Z'));
    expect(router.state.location.search).toBe('');
  });

  it('reads the sort from the URL and sorts by release date, newest first', async () => {
    answerPeople({
      [MARA_ID]: personDetails(MARA_ID, {
        combined_credits: {
          cast: [
            movieCredit(1, { title: 'Old', release_date: '1990-01-01', popularity: 9 }),
            movieCredit(2, { title: 'Unreleased', release_date: '', popularity: 8 }),
            movieCredit(3, { title: 'New', release_date: '2024-05-01', popularity: 1 }),
          ],
          crew: [],
        },
      }),
    });
    renderApp(`${MOVIES}?sort=release_date`);
    expect(await headingOf('Mara Quill')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['New', 'Old', 'Unreleased']);
    expect(screen.getByRole('combobox', { name: 'Sort By' })).toHaveDisplayValue('Release Date');
  });

  it('pages through the credits, each page a history entry', async () => {
    answerPeople({ [MARA_ID]: personDetails() });
    const { user, router } = renderApp(MOVIES);
    expect(await headingOf('Mara Quill')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Next' }));

    expect(await screen.findByText('Page 2 of 5')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Film T', 'Film S', 'Film R', 'Film Q', 'Film P', 'Film O']);
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.historyAction).toBe('PUSH');

    await user.click(screen.getByRole('link', { name: 'Page 5' }));
    expect(await screen.findByText('Page 5 of 5')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Film B']);
  });

  it('says a page past the end is out of range instead of showing an empty grid', async () => {
    answerPeople({ [MARA_ID]: personDetails() });
    const { user, router } = renderApp(`${MOVIES}?page=999`);
    expect(await headingOf('Mara Quill')).toBeInTheDocument();

    expect(screen.getByText(/There is no page 999 here/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Movie credits' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Go to page 1' }));
    expect(await screen.findByText('Page 1 of 5')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(cardTitles()).toHaveLength(6);
  });

  it('says so when the actor has no credits of the kind', async () => {
    answerPeople({
      [MARA_ID]: personDetails(MARA_ID, {
        combined_credits: { cast: [movieCredit(1)], crew: [] },
      }),
    });
    renderApp(`/actor/${MARA_ID}-mara-quill/tv`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No TV shows found' }, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText("This actor hasn't appeared in any TV shows yet.")).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Sort By/ })).not.toBeInTheDocument();
  });

  it('resolves a name slug and moves to the canonical filmography path', async () => {
    answerPeopleSearch({ 'mara quill': [MARA_ID] });
    answerPeople({
      [MARA_ID]: personDetails(MARA_ID, {
        combined_credits: { cast: [tvCredit(600, { name: 'Only Show' })], crew: [] },
      }),
    });
    const { router } = renderApp('/actor/mara-quill/tv?sort=title');
    expect(await headingOf('Mara Quill')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/actor/${MARA_ID}-mara-quill/tv`),
    );
    expect(router.state.location.search).toBe('?sort=title');
    expect(screen.getByText('Found 1 TV show')).toBeInTheDocument();
  });

  it('says Actor Not Found for a 404 and for a name no search finds', async () => {
    answerPeople({});
    answerPeopleSearch({});
    const view = renderApp('/actor/424242-gone/movies');
    expect(await headingOf('Actor Not Found')).toBeInTheDocument();
    expect(
      screen.getByText("The requested actor doesn't exist or has been removed."),
    ).toBeInTheDocument();
    view.unmount();

    renderApp('/actor/nobody-by-this-name/tv');
    expect(await headingOf('Actor Not Found')).toBeInTheDocument();
    expect(screen.getByText('Actor not found')).toBeInTheDocument();
  });

  it('shows Error Loading Data with the code and message, and Try Again recovers without a reload', async () => {
    const failing = answerPeople({ [MARA_ID]: { status: 503, body: SERVER_ERROR_BODY } });
    const { user } = renderApp(MOVIES);

    expect(await headingOf('Error Loading Data')).toBeInTheDocument();
    expect(screen.getByText('Unable to load actor information.')).toBeInTheDocument();
    expect(screen.getByText('Error Code: 503')).toBeInTheDocument();
    expect(screen.getByText('Internal error: the catalogue is resting.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(failing).toHaveLength(4);

    answerPeople({ [MARA_ID]: personDetails() });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await headingOf('Mara Quill')).toBeInTheDocument();
    expect(screen.getByText('Found 25 movies')).toBeInTheDocument();
  });

  it('shows the search failure code when a name cannot be looked up', async () => {
    const { http, HttpResponse } = await import('msw');
    const { server } = await import('../helpers/server');
    server.use(http.get('*/api/tmdb/search/person', () => new HttpResponse(null, { status: 502 })));
    renderApp('/actor/mara-quill/movies');
    expect(await headingOf('Error Loading Data')).toBeInTheDocument();
    expect(screen.getByText('Error Code: 502')).toBeInTheDocument();
    expect(screen.getByText('The server answered 502.')).toBeInTheDocument();
  });
});
