import { screen, within } from '@testing-library/react';

import type { CrewMember } from '@common/tmdb';

import { DARA_ID, answerPeople, directorDetails } from '../actor/personFixtures';
import { renderApp } from '../helpers/render';

import { answerCatalogue, fightClub, movieDetails, showDetails } from './detailFixtures';

jest.setTimeout(60_000);

const LOAD = { timeout: 10_000 };
const title = (name: string) => screen.findByRole('heading', { level: 1, name }, LOAD);
/** The paragraph of the hero that starts with `label`. */
const line = (label: string) =>
  screen.findByText(
    (_, element) => element?.tagName === 'P' && (element.textContent ?? '').startsWith(`${label}:`),
    {},
    LOAD,
  );

const member = (id: number, name: string, department: string, job: string): CrewMember => ({
  id,
  name,
  department,
  job,
  profile_path: null,
  credit_id: `crew-${id}-${job}`,
});

describe("a title page's crew", () => {
  it('names the directors and writers, once each with their jobs, each linking to their page', async () => {
    answerCatalogue({
      movies: [
        {
          ...fightClub,
          credits: {
            cast: fightClub.credits!.cast,
            crew: [
              member(DARA_ID, 'Dara Fenwick', 'Directing', 'Director'),
              member(9001, 'Ollie Brandt', 'Directing', 'First Assistant Director'),
              member(7468, 'Pell Marsh', 'Writing', 'Novel'),
              member(9002, 'Cass Reed', 'Sound', 'Sound Designer'),
              member(7469, 'June Uhl', 'Writing', 'Screenplay'),
              // TMDB lists a job twice now and then, and a person once per job.
              member(DARA_ID, 'Dara Fenwick', 'Directing', 'Director'),
              member(DARA_ID, 'Dara Fenwick', 'Writing', 'Writer'),
              member(9003, 'Ida Stone', 'Writing', 'Staff Writer'),
            ],
          },
        },
      ],
    });
    answerPeople({ [DARA_ID]: directorDetails() });
    const { user, router } = renderApp('/movie/550-fight-club');
    expect(await title('Fight Club')).toBeInTheDocument();

    const directed = await line('Directed by');
    expect(directed).toHaveTextContent(/^Directed by: Dara Fenwick$/);
    expect(within(directed).getByRole('link', { name: 'Dara Fenwick' })).toHaveAttribute(
      'href',
      `/actor/${DARA_ID}-dara-fenwick`,
    );
    // Script first, then the source; a plain 'Writer' goes without saying.
    const written = await line('Written by');
    expect(written).toHaveTextContent(
      /^Written by: June Uhl \(Screenplay\), Dara Fenwick, Pell Marsh \(Novel\)$/,
    );
    expect(
      within(written)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/actor/7469-june-uhl', `/actor/${DARA_ID}-dara-fenwick`, '/actor/7468-pell-marsh']);
    for (const name of ['Ollie Brandt', 'Cass Reed', 'Ida Stone']) {
      expect(screen.queryByText(name, { exact: false })).not.toBeInTheDocument();
    }

    await user.click(within(directed).getByRole('link', { name: 'Dara Fenwick' }));
    expect(await title('Dara Fenwick')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/actor/${DARA_ID}-dara-fenwick`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Movie Crew Credits (8)' }),
    ).toBeInTheDocument();
  });

  it('folds a long list of writers behind a button that shows them all', async () => {
    const writers = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus'].map((name, index) =>
      member(8000 + index, `${name} Writer`, 'Writing', index < 5 ? 'Writer' : 'Characters'),
    );
    answerCatalogue({
      movies: [movieDetails(77, { credits: { cast: [], crew: writers } })],
    });
    const { user } = renderApp('/movie/77-feature-77');
    expect(await title('Feature 77')).toBeInTheDocument();

    const written = await line('Written by');
    expect(within(written).getAllByRole('link')).toHaveLength(3);
    const more = within(written).getByRole('button', { name: 'Show 4 more writers' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveTextContent('+4 more');

    await user.click(more);
    expect(within(written).getAllByRole('link')).toHaveLength(7);
    expect(written).toHaveTextContent(/Gus Writer \(Characters\)/);
    const fewer = within(written).getByRole('button', { name: 'Show fewer writers' });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
    expect(fewer).toHaveFocus();

    await user.click(fewer);
    expect(within(written).getAllByRole('link')).toHaveLength(3);
  });

  it("links a show's creators to their pages", async () => {
    answerCatalogue({ shows: [showDetails(1399, { name: 'Game of Thrones' })] });
    renderApp('/tv/1399-game-of-thrones');
    expect(await title('Game of Thrones')).toBeInTheDocument();

    const created = await line('Created by');
    expect(created).toHaveTextContent(/^Created by: Invented Writer, Another Writer$/);
    expect(within(created).getByRole('link', { name: 'Invented Writer' })).toHaveAttribute(
      'href',
      '/actor/1-invented-writer',
    );
    expect(within(created).getByRole('link', { name: 'Another Writer' })).toHaveAttribute(
      'href',
      '/actor/2-another-writer',
    );
    expect(screen.queryByText('Directed by:')).not.toBeInTheDocument();
  });
});
