import { screen, waitFor, within } from '@testing-library/react';

import { renderApp } from '../helpers/render';

import {
  MARA_ID,
  SERVER_ERROR_BODY,
  answerPeople,
  answerPeopleSearch,
  gate,
  personDetails,
} from './personFixtures';

jest.setTimeout(60_000);

// Compiling the lazy page (ts-jest) on first render can outlast a finder's wait on a busy machine.
beforeAll(() => import('@/pages/ActorPage'));

const LOAD = { timeout: 10_000 };
const headingOf = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, LOAD);
const cardTitles = (list: string) =>
  within(screen.getByRole('list', { name: list }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the actor profile', () => {
  it('shows the photo, facts, links, biography and the 20 most popular credits of each kind', async () => {
    const answer = gate();
    answerPeople({ [MARA_ID]: personDetails() }, answer.closed);
    renderApp(`/actor/${MARA_ID}-mara-quill`);

    expect(await screen.findByText('Loading Actor Details', {}, LOAD)).toBeInTheDocument();
    answer.open();
    expect(await headingOf('Mara Quill')).toBeInTheDocument();
    expect(document.title).toBe('Mara Quill · Marquee');
    expect(screen.getByRole('img', { name: 'Mara Quill' })).toHaveAttribute(
      'src',
      'https://image.tmdb.org/t/p/w342/mara-quill.jpg',
    );

    expect(screen.getByText('Known For')).toBeInTheDocument();
    expect(screen.getByText('Acting')).toBeInTheDocument();
    expect(screen.getByText('Born')).toBeInTheDocument();
    expect(screen.getByText('December 18, 1963')).toBeInTheDocument();
    expect(screen.getByText('Tallow Springs, Oregon, USA')).toBeInTheDocument();
    expect(screen.queryByText('Died')).not.toBeInTheDocument();

    const instagram = screen.getByRole('link', { name: /Instagram: Mara Quill/ });
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/mara.quill/');
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /X \(Twitter\): Mara Quill/ })).toHaveAttribute(
      'href',
      'https://x.com/maraquill',
    );
    expect(screen.getByRole('link', { name: /IMDb: Mara Quill/ })).toHaveAttribute(
      'href',
      'https://www.imdb.com/name/nm9000901/',
    );
    expect(screen.queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument();

    // The catalogue has no biography of her: a line says so, and there is nothing to expand.
    expect(screen.getByRole('heading', { level: 2, name: 'Biography' })).toBeInTheDocument();
    expect(screen.getByText(/no biography of Mara Quill/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();

    // The credit rows come in their own chunk, once the profile is there.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Movie Appearances (25)' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(cardTitles('Movie Appearances')).toHaveLength(20));
    const movies = cardTitles('Movie Appearances');
    expect(movies.slice(0, 3)).toEqual(['Film Z', 'Film Y', 'Film X']);
    expect(movies).not.toContain('Film B');
    expect(screen.getByRole('link', { name: 'View All 25 movie credits' })).toHaveAttribute(
      'href',
      `/actor/${MARA_ID}-mara-quill/movies`,
    );

    // Late Talk is credited twice: one card, the more popular credit placing it first.
    expect(
      screen.getByRole('heading', { level: 2, name: 'TV Show Appearances (3)' }),
    ).toBeInTheDocument();
    expect(cardTitles('TV Show Appearances')).toEqual([
      'Late Talk',
      'Harbour Lights',
      'Quiet Acres',
    ]);
    expect(screen.getByRole('link', { name: 'View All 3 TV show credits' })).toHaveAttribute(
      'href',
      `/actor/${MARA_ID}-mara-quill/tv`,
    );
    expect(
      within(screen.getByRole('list', { name: 'TV Show Appearances' })).getByRole('link', {
        name: /Harbour Lights/,
      }),
    ).toHaveAttribute('href', '/tv/501-harbour-lights');
  });

  it('shows the death date, and cuts a long biography with Show More / Show Less', async () => {
    const biography = Array.from({ length: 130 }, (_, index) => `w${index + 1}`).join(' ');
    answerPeople({
      [MARA_ID]: personDetails(MARA_ID, {
        deathday: '2020-02-29',
        biography,
        profile_path: null,
        combined_credits: { cast: [], crew: [] },
      }),
    });
    const { user } = renderApp(`/actor/${MARA_ID}`);

    expect(await headingOf('Mara Quill')).toBeInTheDocument();
    expect(screen.getByText('Died')).toBeInTheDocument();
    expect(screen.getByText('February 29, 2020')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No photo of Mara Quill' })).toBeInTheDocument();

    expect(screen.getByText(/^w1 w2 .* w100…$/)).toBeInTheDocument();
    expect(screen.queryByText(/w101/)).not.toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Show More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(screen.getByText(/w130$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.queryByText(/w130/)).not.toBeInTheDocument();

    // No credits: each section says so and offers no View All.
    expect(screen.getByText('No movies found')).toBeInTheDocument();
    expect(screen.getByText("This actor hasn't appeared in any movies yet.")).toBeInTheDocument();
    expect(screen.getByText("This actor hasn't appeared in any TV shows yet.")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View All/ })).not.toBeInTheDocument();
  });

  it('says Actor Not Found for a person the catalogue answers with 404, without retrying', async () => {
    const asked = answerPeople({});
    renderApp('/actor/999999-no-one');

    expect(await headingOf('Actor Not Found')).toBeInTheDocument();
    expect(
      screen.getByText("The requested actor doesn't exist or has been removed."),
    ).toBeInTheDocument();
    expect(document.title).toBe('Actor Not Found · Marquee');
    expect(asked).toEqual([999999]);
  });

  it('resolves a name slug through a person search and puts the canonical slug in the URL', async () => {
    const queries = answerPeopleSearch({ 'mara quill': [MARA_ID, 77] });
    const asked = answerPeople({ [MARA_ID]: personDetails() });
    const { router } = renderApp('/actor/mara-quill');

    expect(await headingOf('Mara Quill')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/actor/${MARA_ID}-mara-quill`),
    );
    expect(router.state.historyAction).toBe('REPLACE');
    expect(queries).toEqual(['mara quill']);
    // The id slug reads the answer already cached for the name.
    expect(asked).toEqual([MARA_ID]);
  });

  it('corrects an id slug whose words are wrong', async () => {
    answerPeople({ [MARA_ID]: personDetails() });
    const { router } = renderApp(`/actor/${MARA_ID}-someone-else`);
    expect(await headingOf('Mara Quill')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/actor/${MARA_ID}-mara-quill`),
    );
  });

  it("says 'Actor not found' when the search finds no one", async () => {
    const queries = answerPeopleSearch({});
    renderApp('/actor/nobody-by-this-name');
    expect(await headingOf('Actor Not Found')).toBeInTheDocument();
    expect(screen.getByText('Actor not found')).toBeInTheDocument();
    expect(queries).toEqual(['nobody by this name']);
  });

  it.each(['/actor', '/actor/'])(
    '%s, which names no one, is the not-found page in a visitor’s words, asking nothing',
    async (path) => {
      // Any person or search request would be unhandled, which fails the test.
      renderApp(path);
      expect(await headingOf('Lost in the Stream')).toBeInTheDocument();
      expect(document.title).toBe('Page not found · Marquee');
      expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
      expect(screen.queryByText('No slug provided')).not.toBeInTheDocument();
    },
  );

  it.each([
    ['/actor/-', 'Invalid slug format'],
    ['/actor/0-zero', 'Invalid slug format'],
  ])('%s says %p without asking the server', async (path, message) => {
    // Any person or search request would be unhandled, which fails the test.
    renderApp(path);
    expect(await headingOf('Actor Not Found')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('shows the failure after 3 retries, and Try Again loads the actor once the server recovers', async () => {
    const failing = answerPeople({ [MARA_ID]: { status: 500, body: SERVER_ERROR_BODY } });
    const { user } = renderApp(`/actor/${MARA_ID}-mara-quill`);

    expect(await headingOf('Error Loading Data')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Failed to fetch actor data after 3 attempts: Internal error: the catalogue is resting.',
      ),
    ).toBeInTheDocument();
    expect(failing).toEqual([MARA_ID, MARA_ID, MARA_ID, MARA_ID]);

    const recovered = answerPeople({ [MARA_ID]: personDetails() });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await headingOf('Mara Quill')).toBeInTheDocument();
    expect(recovered).toEqual([MARA_ID]);
  });

  it('shares its answer with the filmography: View All opens it without asking again', async () => {
    const asked = answerPeople({ [MARA_ID]: personDetails() });
    const { user, router } = renderApp(`/actor/${MARA_ID}-mara-quill`);
    expect(await headingOf('Mara Quill')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'View All 3 TV show credits' }));

    expect(await screen.findByText('Found 3 TV shows', {}, LOAD)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/actor/${MARA_ID}-mara-quill/tv`);
    expect(asked).toEqual([MARA_ID]);
  });
});
