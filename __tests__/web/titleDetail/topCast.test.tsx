import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { CastMember } from '@common/tmdb';

import { movie, range } from '../helpers/fixtures';
import { renderApp } from '../helpers/render';
import { server } from '../helpers/server';
import { setWindowWidth } from './widths';

jest.setTimeout(30_000);

const castMember = (id: number, overrides: Partial<CastMember> = {}): CastMember => ({
  id,
  name: `Actor ${id}`,
  character: `Role ${id}`,
  profile_path: `/profile-${id}.jpg`,
  order: id,
  ...overrides,
});

/** Answers `movie/550` with the given cast (or none at all) in its appended credits. */
function answerMovie(cast: CastMember[] | undefined) {
  server.use(
    http.get('*/api/tmdb/movie/:id', ({ params }) =>
      HttpResponse.json({
        ...movie(Number(params.id), { title: 'Invented Film' }),
        ...(cast ? { credits: { cast } } : {}),
      }),
    ),
  );
}

const twenty = range(1, 20).map((id) => castMember(id));

const castSection = () => screen.findByRole('region', { name: 'Top Cast' });

const castCards = (section: HTMLElement) =>
  within(within(section).getByRole('list', { name: 'Cast' })).getAllByRole('listitem');

const originalMatchMedia = window.matchMedia;
const originalWidth = window.innerWidth;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
  window.innerWidth = originalWidth;
});

describe('Top Cast', () => {
  it.each([
    [1280, 12],
    [1024, 12],
    [800, 8],
    [768, 8],
    [700, 6],
    [640, 6],
    [639, 4],
    [375, 4],
  ])('starts with two rows at %i px: %i people', async (width, count) => {
    setWindowWidth(width);
    answerMovie(twenty);
    renderApp('/movie/550-invented-film');
    const section = await castSection();
    expect(castCards(section)).toHaveLength(count);
  });

  it('shows everyone on Show All and two rows again on Show Less', async () => {
    setWindowWidth(1280);
    answerMovie(twenty);
    const { user } = renderApp('/movie/550-invented-film');
    const section = await castSection();

    const toggle = within(section).getByRole('button', { name: 'Show All 20 Cast Members' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(castCards(section)).toHaveLength(20);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Show Less');

    await user.click(toggle);
    expect(castCards(section)).toHaveLength(12);
  });

  it('lists each person once, links them to their actor page, and draws a placeholder for a missing photo', async () => {
    setWindowWidth(1280);
    answerMovie([
      castMember(287, { name: 'Invented Actor', character: 'The Narrator' }),
      castMember(819, { name: 'Another Person', profile_path: null }),
      castMember(287, { name: 'Invented Actor', character: 'A Second Part' }),
    ]);
    renderApp('/movie/550-invented-film');
    const section = await castSection();

    const cards = castCards(section);
    expect(cards).toHaveLength(2);
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    const first = within(cards[0]!).getByRole('link');
    expect(first).toHaveAttribute('href', '/actor/287-invented-actor');
    expect(first).toHaveTextContent('Invented ActorThe Narrator');
    // The photo is decorative (the name follows it): alt="".
    expect(within(cards[0]!).getByAltText('')).toHaveAttribute(
      'src',
      'https://image.tmdb.org/t/p/w185/profile-287.jpg',
    );
    expect(within(cards[1]!).getByRole('link')).toHaveAttribute(
      'href',
      '/actor/819-another-person',
    );
    expect(within(cards[1]!).queryByAltText('')).not.toBeInTheDocument();
    expect(within(cards[1]!).getByTestId('PersonIcon')).toBeInTheDocument();
  });

  it.each([
    ['no credits at all', undefined],
    ['an empty cast', []],
  ])('says there is no cast information for %s', async (_case, cast) => {
    answerMovie(cast);
    renderApp('/movie/550-invented-film');
    const section = await castSection();
    expect(within(section).getByText('No cast information available.')).toBeInTheDocument();
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  });
});
