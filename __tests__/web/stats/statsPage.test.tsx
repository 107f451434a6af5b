/**
 * /stats on the real app and store, filled with a diary, ratings and a show's last episode: the
 * figures shown and the tables that say each chart in text, this year and all time (the period in
 * the address), the people and runtimes from each title's details (asked one title at a time), the
 * year card's lines, and the empty state.
 */
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';

import { movie, tvDetails } from '../helpers/fixtures';
import { openAt } from '../helpers/render';
import { server } from '../helpers/server';
import { tasteSample } from '../helpers/tasteSample';

jest.setTimeout(30_000);

/** The visitor's calendar year, as the page reads it. */
const YEAR = new Date().getFullYear();

const cast = (...names: [number, string][]) =>
  names.map(([id, name], order) => ({ id, name, order, profile_path: null }));
const director = (id: number, name: string) => ({
  id,
  name,
  department: 'Directing',
  job: 'Director',
});

/** Each title's details, as its page gets them; every request's path noted. */
function answerDetails() {
  const asked: string[] = [];
  const movies: Record<string, object> = {
    949: {
      ...movie(949, { title: 'Heat', release_date: '1995-12-15' }),
      runtime: 170,
      genres: [{ id: 80, name: 'Crime' }],
      credits: {
        cast: cast([1158, 'Al Pacino'], [380, 'Robert De Niro']),
        crew: [director(638, 'Michael Mann')],
      },
    },
    550: {
      ...movie(550, { title: 'Fight Club', release_date: '1999-10-15' }),
      runtime: 139,
      genres: [{ id: 18, name: 'Drama' }],
      credits: {
        cast: cast([287, 'Brad Pitt'], [819, 'Edward Norton']),
        crew: [director(7467, 'David Fincher'), director(7467, 'David Fincher')],
      },
    },
    680: {
      ...movie(680, { title: 'Pulp Fiction', release_date: '1994-09-10' }),
      runtime: 154,
      credits: { cast: cast([62, 'Bruce Willis']), crew: [director(138, 'Quentin Tarantino')] },
    },
  };
  server.use(
    http.get('*/api/tmdb/movie/:id', ({ request, params }) => {
      asked.push(new URL(request.url).pathname);
      const answer = movies[String(params.id)];
      return answer ? HttpResponse.json(answer) : new HttpResponse(null, { status: 404 });
    }),
    http.get('*/api/tmdb/tv/:id', ({ request, params }) => {
      asked.push(new URL(request.url).pathname);
      return HttpResponse.json(
        tvDetails(Number(params.id), {
          name: 'Breaking Bad',
          episode_run_time: [47],
          credits: { cast: cast([17419, 'Bryan Cranston']) },
        }),
      );
    }),
  );
  return asked;
}

/**
 * Heat (the shared taste sample, moved to this year) twice, Fight Club as the diary keeps a title
 * logged without its facts, Breaking Bad with them, and Pulp Fiction three years ago; three ratings;
 * the last episode opened of two shows, one this year.
 */
function filled() {
  const sample = tasteSample();
  const heat = sample.diary.entries.d1;
  const entry = (id: string, fields: object) => ({
    ...heat,
    id,
    rewatch: false,
    note: '',
    ...fields,
  });
  return {
    diary: {
      entries: {
        d1: { ...heat, watched_on: `${YEAR}-01-20` },
        d2: entry('d2', { watched_on: `${YEAR}-02-14`, rewatch: true }),
        d3: entry('d3', {
          media_id: 550,
          watched_on: `${YEAR}-02-01`,
          details: { title: 'Fight Club', poster_path: null },
        }),
        d4: entry('d4', {
          media_id: 1396,
          media_type: 'tv' as const,
          watched_on: `${YEAR}-01-05`,
          details: {
            name: 'Breaking Bad',
            poster_path: null,
            runtime: 45,
            genre_ids: [18, 80],
            first_air_date: '2008-01-20',
          },
        }),
        d5: entry('d5', {
          media_id: 680,
          watched_on: `${YEAR - 3}-06-01`,
          details: { title: 'Pulp Fiction', poster_path: null, genre_ids: [53, 80] },
        }),
      },
    },
    ratings: {
      byTitle: {
        'movie-949': {
          ...sample.ratings.byTitle['movie-949'],
          rated_at: new Date(YEAR, 0, 21, 12).toISOString(),
        },
        'movie-550': {
          media_id: 550,
          media_type: 'movie' as const,
          rating: 4,
          rated_at: new Date(YEAR, 1, 2, 12).toISOString(),
          details: { title: 'Fight Club' },
        },
        'movie-680': {
          media_id: 680,
          media_type: 'movie' as const,
          rating: 5,
          rated_at: new Date(YEAR - 3, 5, 2, 12).toISOString(),
          details: { title: 'Pulp Fiction' },
        },
      },
    },
    lastWatched: {
      shows: {
        1396: { season: 2, episode: 5, updatedAt: new Date(YEAR, 0, 9, 12).toISOString() },
        1399: { season: 1, episode: 3, updatedAt: new Date(YEAR - 1, 11, 1, 12).toISOString() },
      },
    },
  };
}

/** A table's body rows as arrays of cell text (the row's heading first). */
const rowsOf = (name: string | RegExp) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ]);

/** A figure tile's value and detail, by its term (each term has two definitions). */
function tile(term: string) {
  const index = screen.getAllByRole('term').findIndex((dt) => dt.textContent === term);
  const [value, detail] = screen
    .getAllByRole('definition')
    .slice(index * 2, index * 2 + 2)
    .map((dd) => dd.textContent);
  return { value, detail };
}

/** Waits for the figures, and for every title's details to have answered (or failed). */
async function lookedUp() {
  await screen.findByText('Titles watched', { selector: 'dt' });
  await waitFor(() => expect(screen.queryByText(/^Looking up/)).not.toBeInTheDocument());
}

describe('/stats', () => {
  it('shows this year’s figures, each chart’s table, and the people from each title’s details', async () => {
    const asked = answerDetails();
    await openAt('/stats', { preloadedState: filled() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Stats' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'This year' })).toHaveAttribute('aria-selected', 'true');
    await lookedUp();

    expect(tile('Titles watched')).toEqual({ value: '4', detail: '3 movies, 1 show, 1 rewatch' });
    expect(tile('Episodes').value).toBe('1');
    // Heat twice (170, from the diary), Fight Club (139, looked up), a Breaking Bad entry (45, one
    // episode as the diary keeps it) and its last episode opened (47, looked up).
    expect(tile('Hours')).toEqual({ value: '9.5', detail: 'From each title’s runtime' });
    expect(tile('Ratings given')).toEqual({ value: '2', detail: 'Highest: Heat 4½★' });

    expect(rowsOf(`Titles watched per month in ${YEAR}`).slice(0, 3)).toEqual([
      [`January ${YEAR}`, '1', '1'],
      [`February ${YEAR}`, '2', '0'],
      [`March ${YEAR}`, '0', '0'],
    ]);
    expect(rowsOf(`Titles watched per month in ${YEAR}`)).toHaveLength(12);
    expect(rowsOf(`Episodes per month in ${YEAR}`)[0]).toEqual([`January ${YEAR}`, '1']);
    expect(rowsOf('Genres')).toEqual([
      ['Drama', '4'],
      ['Crime', '3'],
    ]);
    expect(rowsOf('Decades')).toEqual([
      ['1990s', '3'],
      ['2000s', '1'],
    ]);
    expect(rowsOf('Ratings given')).toEqual(
      ['½ star', '1 star', '1½ stars', '2 stars', '2½ stars', '3 stars', '3½ stars']
        .map((label) => [label, '0'])
        .concat([
          ['4 stars', '1'],
          ['4½ stars', '1'],
          ['5 stars', '0'],
        ]),
    );

    const actors = within(screen.getByRole('list', { name: 'Most watched actors' }));
    expect(actors.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Al Pacino · 2 viewings',
      'Robert De Niro · 2 viewings',
      'Brad Pitt · 1 viewing',
      'Bryan Cranston · 1 viewing',
      'Edward Norton · 1 viewing',
    ]);
    const directors = within(screen.getByRole('list', { name: 'Most watched directors' }));
    expect(directors.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Michael Mann · 2 viewings',
      'David Fincher · 1 viewing',
    ]);

    // One title per request, as its own page asks; this year's titles only, each once.
    expect([...asked].sort()).toEqual([
      '/api/tmdb/movie/550',
      '/api/tmdb/movie/949',
      '/api/tmdb/tv/1396',
    ]);
  });

  it('says what the year card shows (jsdom draws no canvas, so it says it in words)', async () => {
    answerDetails();
    await openAt('/stats', { preloadedState: filled() });
    await lookedUp();
    const card = screen.getByRole('region', { name: 'Your year card' });
    const lines = within(
      within(card).getByRole('list', { name: /This is what it would say/ }),
    ).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      `${YEAR}: My year in film and TV`,
      'Watched: 4 titles (3 movies, 1 show)',
      'Episodes: 1',
      'Hours: 9.5',
      'Top genre: Drama',
      'Favorite decade: 1990s',
      'Most watched actor: Al Pacino',
      'Most watched director: Michael Mann',
      'Highest rated: Heat 4½★',
    ]);
    expect(within(card).getByRole('button', { name: 'Save year card' })).toBeDisabled();
  });

  it('switches to all time in the address, by year for a record of more than two years', async () => {
    answerDetails();
    const { router, user } = await openAt('/stats', { preloadedState: filled() });
    await lookedUp();
    await user.click(screen.getByRole('tab', { name: 'All time' }));
    await waitFor(() => expect(router.state.location.search).toBe('?period=all'));
    expect(screen.getByRole('tab', { name: 'All time' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('All time');
    await lookedUp();

    expect(tile('Titles watched').value).toBe('5');
    expect(tile('Episodes').value).toBe('2');
    expect(tile('Ratings given')).toEqual({ value: '3', detail: 'Highest: Pulp Fiction 5★' });
    expect(rowsOf('Titles watched per year')).toEqual([
      [String(YEAR - 3), '1', '0'],
      [String(YEAR - 2), '0', '0'],
      [String(YEAR - 1), '0', '0'],
      [String(YEAR), '3', '1'],
    ]);
    expect(rowsOf('Episodes per year').map(([, count]) => count)).toEqual(['0', '0', '1', '1']);
    expect(rowsOf('Genres')).toEqual([
      ['Crime', '4'],
      ['Drama', '4'],
      ['Thriller', '1'],
    ]);
    expect(screen.getByRole('region', { name: 'Your all-time card' })).toBeInTheDocument();

    // And back by keyboard: the tabs move with the arrow keys.
    screen.getByRole('tab', { name: 'All time' }).focus();
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('table', { name: `Genres` })).toBeInTheDocument();
    expect(tile('Titles watched').value).toBe('4');
  });

  it('opens on all time from the address', async () => {
    answerDetails();
    await openAt('/stats?period=all', { preloadedState: filled() });
    expect(await screen.findByRole('tab', { name: 'All time' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(tile('Titles watched').value).toBe('5');
  });

  it('counts from what the diary keeps when a title cannot be looked up, and says so', async () => {
    server.use(
      http.get('*/api/tmdb/movie/:id', () => new HttpResponse(null, { status: 500 })),
      http.get('*/api/tmdb/tv/:id', () => new HttpResponse(null, { status: 500 })),
    );
    await openAt('/stats', { preloadedState: filled() });
    expect(
      await screen.findByText(
        '3 titles could not be looked up: counted from what your diary keeps.',
        undefined,
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    // Heat twice and the Breaking Bad entry; Fight Club and the episode have no runtime on record.
    expect(tile('Hours')).toEqual({
      value: '6.4',
      detail: '2 viewings without a known runtime left out',
    });
    // Under both people's headings.
    expect(screen.getAllByText('These titles could not be looked up.')).toHaveLength(2);
  });

  it('tells a visitor with nothing on record where to start', async () => {
    const { router, user } = await openAt('/stats');
    expect(await screen.findByRole('heading', { name: 'Nothing to count yet' })).toBeVisible();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Browse Content' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('says when this year is empty and leads to all time', async () => {
    answerDetails();
    const { d5 } = filled().diary.entries;
    const { router, user } = await openAt('/stats', {
      preloadedState: { diary: { entries: { d5: { ...d5, watched_on: `${YEAR - 1}-06-01` } } } },
    });
    expect(await screen.findByRole('heading', { name: `Nothing from ${YEAR} yet` })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'See All Time' }));
    await waitFor(() => expect(router.state.location.search).toBe('?period=all'));
    expect(
      await screen.findByRole('table', { name: 'Titles watched per month' }),
    ).toBeInTheDocument();
  });

  // Under jsdom, axe spends most of 20 s on the charts' computed styles (their SVG and legend).
  it('has no axe violations, charts included', async () => {
    answerDetails();
    const { container } = await openAt('/stats', { preloadedState: filled() });
    await lookedUp();
    // The charts' drawing has no role to find it by (role="none"): their library's class.
    // eslint-disable-next-line testing-library/no-node-access
    const charts = () => container.querySelectorAll('.MuiChartsSurface-root');
    await waitFor(() => expect(charts()).toHaveLength(5));
    const { violations } = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  }, 90_000);
});
