import { screen, waitFor, within } from '@testing-library/react';

import { metaDescription } from '../detail/detailFixtures';
import { renderApp } from '../helpers/render';

import {
  DARA_FILMS,
  DARA_ID,
  MARA_ID,
  answerPeople,
  crewCredit,
  directorDetails,
  personDetails,
} from './personFixtures';

jest.setTimeout(60_000);

// Compiling the lazy pages (ts-jest) on first render can outlast a finder's wait on a busy machine.
beforeAll(() => Promise.all([import('@/pages/ActorPage'), import('@/pages/ActorFilmographyPage')]));

const LOAD = { timeout: 10_000 };
const PROFILE = `/actor/${DARA_ID}-dara-fenwick`;
const headingOf = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, LOAD);
const sectionHeadings = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
/** The credit rows, which come in their own chunk once the profile is there. */
const rowsShown = () =>
  screen.findAllByRole('heading', { level: 2, name: /(Appearances|Crew Credits) \(\d+\)$/ });
const cards = (list: string) =>
  within(screen.getByRole('list', { name: list })).getAllByRole('article');
const cardTitles = (list: string) =>
  cards(list).map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

describe("a director's profile", () => {
  it('lists their crew work first, one card per title with its jobs joined, then their acting', async () => {
    answerPeople({ [DARA_ID]: directorDetails() });
    renderApp(PROFILE);

    expect(await headingOf('Dara Fenwick')).toBeInTheDocument();
    expect(screen.getByText('Known For')).toBeInTheDocument();
    expect(screen.getByText('Directing')).toBeInTheDocument();
    await rowsShown();
    expect(sectionHeadings()).toEqual([
      'Biography',
      'Movie Crew Credits (8)',
      'TV Show Crew Credits (1)',
      'Movie Appearances (1)',
    ]);
    // No TV acting at all: no empty section for it.
    expect(screen.queryByText(/TV Show Appearances/)).not.toBeInTheDocument();

    expect(cardTitles('Movie Crew Credits').slice(0, 3)).toEqual([
      'Dusk Harbour',
      'Iron Orchard',
      'Paper Lanterns',
    ]);
    const [dusk, iron] = cards('Movie Crew Credits');
    expect(within(dusk!).getByText('Director, Screenplay')).toBeInTheDocument();
    // Credited twice as director: one card, one job.
    expect(within(iron!).getByText('Director')).toBeInTheDocument();
    expect(within(cards('TV Show Crew Credits')[0]!).getByText('Creator')).toBeInTheDocument();
    expect(within(dusk!).getByRole('link')).toHaveAttribute('href', '/movie/200-dusk-harbour');

    expect(screen.getByRole('link', { name: 'View All 8 movie crew credits' })).toHaveAttribute(
      'href',
      `${PROFILE}/movies`,
    );
    expect(screen.getByRole('link', { name: 'View All 1 TV show crew credit' })).toHaveAttribute(
      'href',
      `${PROFILE}/tv`,
    );
    // Acting is not what she is known for: its list names its role.
    expect(screen.getByRole('link', { name: 'View All 1 movie credit' })).toHaveAttribute(
      'href',
      `${PROFILE}/movies?role=acting`,
    );
    expect(metaDescription()).toBe(
      'Dara Fenwick, known for directing: 9 movies and 1 TV show, with biography and social links.',
    );
  });

  it('shows an actor who also directs their appearances first, then their directing', async () => {
    answerPeople({
      [MARA_ID]: personDetails(MARA_ID, {
        combined_credits: {
          ...personDetails().combined_credits,
          crew: [crewCredit('movie', 700, 'Director', 'Directing', { title: 'First Feature' })],
        },
      }),
    });
    renderApp(`/actor/${MARA_ID}-mara-quill`);

    expect(await headingOf('Mara Quill')).toBeInTheDocument();
    await rowsShown();
    expect(sectionHeadings()).toEqual([
      'Biography',
      'Movie Appearances (25)',
      'TV Show Appearances (3)',
      'Movie Crew Credits (1)',
    ]);
    expect(screen.getByRole('link', { name: 'View All 25 movie credits' })).toHaveAttribute(
      'href',
      `/actor/${MARA_ID}-mara-quill/movies`,
    );
    expect(screen.getByRole('link', { name: 'View All 1 movie crew credit' })).toHaveAttribute(
      'href',
      `/actor/${MARA_ID}-mara-quill/movies?role=crew`,
    );
    expect(within(cards('Movie Crew Credits')[0]!).getByText('Director')).toBeInTheDocument();
  });

  it('says so, in their words, when a director has no credits in the catalogue', async () => {
    answerPeople({ [DARA_ID]: directorDetails({ combined_credits: { cast: [], crew: [] } }) });
    renderApp(PROFILE);

    expect(await headingOf('Dara Fenwick')).toBeInTheDocument();
    await rowsShown();
    expect(sectionHeadings()).toEqual([
      'Biography',
      'Movie Crew Credits (0)',
      'TV Show Crew Credits (0)',
    ]);
    expect(
      screen.getByText('This director has no crew credits on any movies yet.'),
    ).toBeInTheDocument();
  });
});

describe("a director's filmography", () => {
  it('lists their crew credits with sorts and pages, and switches to their acting', async () => {
    answerPeople({ [DARA_ID]: directorDetails() });
    const { user, router } = renderApp(`${PROFILE}/movies`);

    expect(await headingOf('Dara Fenwick')).toBeInTheDocument();
    expect(document.title).toBe('Dara Fenwick - Movies (Crew) · Marquee');
    expect(screen.getByText('Director Filmography')).toBeInTheDocument();
    expect(screen.getByText(/Dara Fenwick has 8 movie crew credits/)).toBeInTheDocument();
    expect(screen.getByText('Found 8 movies')).toBeInTheDocument();
    // jsdom matches no width: 2 columns, 3 rows a page.
    expect(cardTitles('Movie crew credits')).toEqual(DARA_FILMS.slice(0, 6));
    expect(
      within(cards('Movie crew credits')[0]!).getByText('Director, Screenplay'),
    ).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    const roles = screen.getByRole('navigation', { name: 'Credits as' });
    expect(within(roles).getByRole('link', { name: 'Crew' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort By' }), 'Title');
    await waitFor(() =>
      expect(cardTitles('Movie crew credits')).toEqual([
        'Copper Sky',
        'Dusk Harbour',
        'Iron Orchard',
        'Night Ferry',
        'Paper Lanterns',
        'Salt Road',
      ]),
    );
    await user.click(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', {
        name: 'Page 2',
      }),
    );
    await waitFor(() =>
      expect(cardTitles('Movie crew credits')).toEqual(['The Long Field', 'Winter Glass']),
    );
    expect(router.state.location.search).toBe('?sort=title&page=2');

    // The role switch keeps the sort and starts at page 1.
    const acting = within(screen.getByRole('navigation', { name: 'Credits as' })).getByRole(
      'link',
      { name: 'Acting' },
    );
    expect(acting).toHaveAttribute('href', `${PROFILE}/movies?role=acting&sort=title`);
    await user.click(acting);

    expect(await screen.findByText('Found 1 movie')).toBeInTheDocument();
    expect(document.title).toBe('Dara Fenwick - Movies · Marquee');
    expect(cardTitles('Movie credits')).toEqual(['Cameo Film']);
    // The tabs keep the role.
    expect(
      within(screen.getByRole('navigation', { name: 'Filmography type' })).getByRole('link', {
        name: 'TV Shows',
      }),
    ).toHaveAttribute('href', `${PROFILE}/tv?role=acting&sort=title`);
  });

  it('has no role switch for someone credited in one role only', async () => {
    answerPeople({
      [DARA_ID]: directorDetails({
        combined_credits: {
          cast: [],
          crew: [crewCredit('tv', 600, 'Creator', 'Creator', { name: 'Tideline' })],
        },
      }),
    });
    renderApp(`${PROFILE}/tv?role=acting`);

    // A role she has no credits in reads as the one she has.
    expect(await screen.findByText('Found 1 TV show', {}, LOAD)).toBeInTheDocument();
    expect(cardTitles('TV show crew credits')).toEqual(['Tideline']);
    expect(screen.queryByRole('navigation', { name: 'Credits as' })).not.toBeInTheDocument();
  });

  it('keeps the spec words for an actor with no crew work', async () => {
    answerPeople({
      [MARA_ID]: personDetails(MARA_ID, { combined_credits: { cast: [], crew: [] } }),
    });
    renderApp(`/actor/${MARA_ID}-mara-quill/movies?role=crew`);

    expect(await screen.findByText('No movies found', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Actor Filmography')).toBeInTheDocument();
    expect(screen.getByText("This actor hasn't appeared in any movies yet.")).toBeInTheDocument();
    expect(document.title).toBe('Mara Quill - Movies · Marquee');
  });
});
