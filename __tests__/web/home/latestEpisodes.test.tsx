import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { Episode, TvDetails } from '@common/tmdb';

import { episode, tvDetails } from '../helpers/fixtures';
import { renderApp } from '../helpers/render';
import { server } from '../helpers/server';
import { fakeMatchMedia } from '../helpers/matchMedia';

/** The page is a lazy route with many rows: its first render can take a while on a busy machine. */
const LOAD = { timeout: 10_000 };
jest.setTimeout(30_000);

const latestSection = () => screen.findByRole('region', { name: 'Latest Episodes' }, LOAD);
const cards = (section: HTMLElement) => within(section).getAllByRole('article');

/** The visitor's today, 'YYYY-MM-DD' in their time zone, and as the card's badge writes it. */
function today() {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    iso: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    label: now.toLocaleDateString('en-US', { month: 'short', day: 'numeric' }),
  };
}

/** Show `id` answering with `episode` as its last aired episode. */
const showWith = (
  id: number,
  name: string,
  last: Partial<Episode>,
  details: Partial<TvDetails> = {},
) =>
  http.get(`*/api/tmdb/tv/${id}`, () =>
    HttpResponse.json(tvDetails(id, { ...details, name, last_episode_to_air: episode(id, last) })),
  );

test('each card shows the date, episode number, episode and show, with both links', async () => {
  server.use(
    showWith(6000, 'Show 6000', { air_date: today().iso }),
    showWith(
      6001,
      'Night Harbour',
      { name: 'Low Tide', season_number: 0, episode_number: 4, air_date: '2019-01-05' },
      {
        seasons: [
          { id: 60010, season_number: 0, name: 'Specials', episode_count: 4 },
          { id: 60011, season_number: 1, name: 'Season 1', episode_count: 3 },
        ],
      },
    ),
  );
  renderApp('/');
  const section = await latestSection();
  expect(within(section).getByRole('link', { name: 'View All Latest Episodes' })).toHaveAttribute(
    'href',
    '/airing-shows',
  );
  const [first, second] = cards(section);
  expect(cards(section)).toHaveLength(6);

  const card = within(first!);
  expect(card.getByText(today().label)).toHaveAttribute('datetime', today().iso);
  expect(card.getByText('S2 E3')).toBeInTheDocument();
  expect(card.getByText('Airs Today')).toBeInTheDocument();
  expect(card.getByRole('heading', { name: 'Episode of show 6000' })).toBeInTheDocument();
  expect(card.getByRole('link', { name: 'Show 6000' })).toHaveAttribute(
    'href',
    '/tv/6000-show-6000',
  );
  expect(card.getByRole('link', { name: 'Play Show 6000 S2 E3' })).toHaveAttribute(
    'href',
    '/player/tv/6000-show-6000/2/3',
  );

  const special = within(second!);
  // Another year's date says its year.
  expect(special.getByText('Jan 5, 2019')).toHaveAttribute('datetime', '2019-01-05');
  expect(special.getByText('Episode 4')).toBeInTheDocument();
  expect(special.getByRole('heading', { name: 'Low Tide' })).toBeInTheDocument();
  expect(special.getByRole('link', { name: 'Night Harbour' })).toHaveAttribute(
    'href',
    '/tv/6001-night-harbour',
  );
  expect(special.getByRole('link', { name: 'Play Night Harbour Episode 4' })).toHaveAttribute(
    'href',
    '/player/tv/6001-night-harbour/0/4',
  );
});

test("'Airs Today' only on an episode whose air date is the visitor's today", async () => {
  const yesterday = new Date();
  yesterday.setDate(yesterday.getDate() - 1);
  server.use(
    showWith(6000, 'Show 6000', { air_date: today().iso }),
    showWith(6001, 'Show 6001', {
      air_date: yesterday.toLocaleDateString('en-CA'),
    }),
    showWith(6002, 'Show 6002', { air_date: '2019-01-05' }),
  );
  renderApp('/');
  const section = await latestSection();
  const [aired, dayBefore, old] = cards(section);
  expect(within(aired!).getByText('Airs Today')).toBeInTheDocument();
  // The badge gives each its real date, and no other card claims to air today.
  expect(within(dayBefore!).queryByText('Airs Today')).not.toBeInTheDocument();
  expect(
    within(dayBefore!).getByText(
      yesterday.toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: yesterday.getFullYear() === new Date().getFullYear() ? undefined : 'numeric',
      }),
    ),
  ).toBeInTheDocument();
  expect(within(old!).getByText('Jan 5, 2019')).toBeInTheDocument();
  expect(within(section).getAllByText('Airs Today')).toHaveLength(1);
});

test('a show whose detail fails drops only its own episode', async () => {
  server.use(http.get('*/api/tmdb/tv/6002', () => new HttpResponse(null, { status: 500 })));
  renderApp('/');
  const section = await latestSection();
  expect(cards(section)).toHaveLength(5);
  expect(within(section).queryByRole('link', { name: 'Show 6002' })).not.toBeInTheDocument();
  expect(within(section).getByRole('link', { name: 'Show 6003' })).toBeInTheDocument();
});

test('an episode its show does not list (TMDB running ahead of its seasons) is not offered', async () => {
  server.use(
    http.get('*/api/tmdb/tv/6002', () =>
      HttpResponse.json(
        tvDetails(6002, {
          // Season 2 lists three episodes; the latest is a fourth, and a third season is not listed.
          last_episode_to_air: episode(6002, { season_number: 2, episode_number: 4 }),
        }),
      ),
    ),
    http.get('*/api/tmdb/tv/6003', () =>
      HttpResponse.json(
        tvDetails(6003, { last_episode_to_air: episode(6003, { season_number: 3 }) }),
      ),
    ),
  );
  renderApp('/');
  const section = await latestSection();
  expect(cards(section)).toHaveLength(4);
  expect(within(section).queryByRole('link', { name: /^Play Show 6002/ })).not.toBeInTheDocument();
  expect(within(section).queryByRole('link', { name: /^Play Show 6003/ })).not.toBeInTheDocument();
});

test('the section stays hidden when airing today fails, and the other rows still render', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  server.use(http.get('*/api/tmdb/tv/airing_today', () => new HttpResponse(null, { status: 503 })));
  renderApp('/');
  await waitFor(
    () => expect(warn).toHaveBeenCalledWith('Airing today could not be loaded', expect.anything()),
    LOAD,
  );
  expect(
    await screen.findByRole('heading', { name: 'Trending This Week' }, LOAD),
  ).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Latest Episodes' })).not.toBeInTheDocument();
  warn.mockRestore();
});

test('wide screens show every episode with no toggle', async () => {
  renderApp('/');
  const section = await latestSection();
  expect(cards(section)).toHaveLength(6);
  expect(
    within(section).queryByRole('button', { name: 'Show All Episodes' }),
  ).not.toBeInTheDocument();
});

describe('under 640 px', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = fakeMatchMedia((query) =>
      query.replace(/\s/g, '').includes('max-width:639.95px'),
    );
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  test('two episodes show, and the toggle reveals and hides the rest', async () => {
    const { user } = renderApp('/');
    const section = await latestSection();
    const showAll = await within(section).findByRole('button', { name: 'Show All Episodes' });
    expect(showAll).toHaveAttribute('aria-expanded', 'false');
    expect(cards(section)).toHaveLength(2);

    await user.click(showAll);
    expect(cards(section)).toHaveLength(6);
    const showLess = within(section).getByRole('button', { name: 'Show Less' });
    expect(showLess).toHaveAttribute('aria-expanded', 'true');

    await user.click(showLess);
    expect(cards(section)).toHaveLength(2);
  });

  test('no toggle when two episodes or fewer air today', async () => {
    server.use(
      http.get('*/api/tmdb/tv/airing_today', () =>
        HttpResponse.json({
          page: 1,
          total_pages: 1,
          total_results: 2,
          results: [tvDetails(6100), tvDetails(6101)],
        }),
      ),
    );
    renderApp('/');
    const section = await latestSection();
    expect(cards(section)).toHaveLength(2);
    expect(
      within(section).queryByRole('button', { name: /Show All Episodes|Show Less/ }),
    ).not.toBeInTheDocument();
  });
});
