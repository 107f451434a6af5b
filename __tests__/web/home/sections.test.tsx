import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { ContinueWatchingEntry } from '@/features/lists/continueWatching/continueWatchingSlice';
import { moviesApi } from '@/services/movies';

import { collectionLists, homeCollection, paged, range } from '../helpers/fixtures';
import { renderApp } from '../helpers/render';
import { server } from '../helpers/server';

/** The page is a lazy route with many rows: its first render can take a while on a busy machine. */
const LOAD = { timeout: 10_000 };
jest.setTimeout(30_000);

// The hero's own (visually hidden) h2 comes first.
const SECTION_TITLES = [
  'Featured this week',
  'Latest Episodes',
  'Trending This Week',
  'Fan Favorites',
  'Popular Movies',
  'Movie Collections',
  'Popular TV Shows',
];

// `hidden: true` skips the per-element visibility walk, which is slow on a page this big; the hero's
// slide titles are h3, so the h2s are the section titles.
const sectionTitles = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2, hidden: true })
    .map((heading) => heading.textContent);

/**
 * Section link text to target. Role queries with a name are slow on a page with ~150 links (every
 * name is computed), so the links are listed once and read by their text.
 */
const viewAllLinks = () =>
  Object.fromEntries(
    screen
      .getAllByRole('link', { hidden: true })
      .filter((link) => link.textContent?.startsWith('View All'))
      .map((link) => [link.textContent, link.getAttribute('href')]),
  );

const watching: ContinueWatchingEntry[] = [
  {
    media_id: 77,
    media_type: 'tv',
    details: { name: 'Harbour Lights', last_episode: { season: 2, episode: 5 } },
    last_watched: '2026-03-02T10:00:00.000Z',
  },
  {
    media_id: 88,
    media_type: 'tv',
    details: { name: 'Quiet Valley' },
    last_watched: '2026-03-01T10:00:00.000Z',
  },
  {
    media_id: 99,
    media_type: 'movie',
    details: { title: 'Paper Moon Rising', release_date: '2012-06-01' },
    last_watched: '2026-02-28T10:00:00.000Z',
  },
];

test('the page has one h1 and the four stat tiles with their targets', async () => {
  renderApp('/');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Marquee home' }, LOAD),
  ).toBeVisible();
  const tiles = within(screen.getByRole('list', { name: 'Browse the catalogue' }));
  expect(tiles.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
    '/movies',
    '/tv-shows',
    '/fan-favorites',
    '/collections',
  ]);
});

describe('the stat tiles', () => {
  const tileTexts = () =>
    within(screen.getByRole('list', { name: 'Browse the catalogue' }))
      .getAllByRole('link')
      .map((link) => link.textContent);

  it("show the catalogue's own figures, rounded down the spec's way", async () => {
    server.use(
      http.get('*/api/stats', () =>
        HttpResponse.json({ movies: 12_453, tvShows: 840, fanFavorites: 152, collections: 1_171 }),
      ),
    );
    renderApp('/');
    await waitFor(
      () =>
        expect(tileTexts()).toEqual([
          '12K+Movies',
          '800+TV Shows',
          '100+Fan Favorites',
          '1000+Collections',
        ]),
      LOAD,
    );
    expect(screen.getByRole('link', { name: '12K+ Movies' })).toHaveAttribute('href', '/movies');
  });

  it('show no figure while counting, and a word instead of one the catalogue could not give', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/stats', async () => {
        await answered;
        return HttpResponse.json({
          movies: 1_171_234,
          tvShows: null,
          fanFavorites: 18,
          collections: null,
        });
      }),
    );
    renderApp('/');
    await waitFor(
      () => expect(tileTexts()).toEqual(['Movies', 'TV Shows', 'Fan Favorites', 'Collections']),
      LOAD,
    );
    answer();
    await waitFor(() =>
      expect(tileTexts()).toEqual([
        '1M+Movies',
        'BrowseTV Shows',
        '18Fan Favorites',
        'BrowseCollections',
      ]),
    );
  });

  it('show no figure at all when the count fails', async () => {
    server.use(http.get('*/api/stats', () => new HttpResponse(null, { status: 500 })));
    renderApp('/');
    await waitFor(
      () =>
        expect(tileTexts()).toEqual([
          'BrowseMovies',
          'BrowseTV Shows',
          'BrowseFan Favorites',
          'BrowseCollections',
        ]),
      { timeout: 20_000 },
    );
  });
});

test('sections come in the spec order, each with its section link; no Continue Watching when empty', async () => {
  renderApp('/');
  await waitFor(() => expect(sectionTitles()).toEqual(SECTION_TITLES), LOAD);
  expect(viewAllLinks()).toEqual({
    'View All Latest Episodes': '/airing-shows',
    'View All Trending This Week': '/trending',
    'View All Fan Favorites': '/fan-favorites',
    'View All Popular Movies': '/movies',
    'View All Movie Collections': '/collections',
    'View All Popular TV Shows': '/tv-shows',
  });
});

test('Continue Watching comes first and resumes at the last episode when it is known', async () => {
  renderApp('/', { preloadedState: { continueWatching: { items: watching } } });
  await waitFor(
    () =>
      expect(sectionTitles()).toEqual([
        'Featured this week',
        'Continue Watching',
        ...SECTION_TITLES.slice(1),
      ]),
    LOAD,
  );
  expect(viewAllLinks()['View All Continue Watching']).toBe('/continue-watching');

  const row = within(screen.getByRole('region', { name: 'Continue Watching' }));
  expect(row.getByRole('link', { name: /Harbour Lights/ })).toHaveAttribute(
    'href',
    '/player/tv/77-harbour-lights/2/5',
  );
  expect(row.getByRole('link', { name: /Harbour Lights/ })).toHaveTextContent('Resume S2 E5');
  // No known episode: the show's own page, where the visitor picks one.
  expect(row.getByRole('link', { name: /Quiet Valley/ })).toHaveAttribute(
    'href',
    '/tv/88-quiet-valley',
  );
  expect(row.getByRole('link', { name: /Paper Moon Rising/ })).toHaveAttribute(
    'href',
    '/player/movie/99-paper-moon-rising',
  );
  expect(row.getByRole('link', { name: /Paper Moon Rising/ })).toHaveTextContent('Resume · 2012');
});

test('Continue Watching shows how far each title was played and takes one off with its button', async () => {
  const { store, user } = renderApp('/', {
    preloadedState: {
      continueWatching: { items: watching },
      progress: { percent: { 'movie-99': 30 } },
    },
  });
  const row = within(await screen.findByRole('region', { name: 'Continue Watching' }, LOAD));
  expect(row.getByRole('progressbar', { name: 'Paper Moon Rising: played' })).toHaveAttribute(
    'aria-valuenow',
    '30',
  );
  await user.click(
    row.getByRole('button', { name: 'Remove Harbour Lights from Continue Watching' }),
  );
  expect(row.queryByRole('link', { name: /Harbour Lights/ })).not.toBeInTheDocument();
  expect(store.getState().continueWatching.items.map((item) => item.media_id)).not.toContain(77);
  expect(
    row.getByRole('button', { name: 'Remove Quiet Valley from Continue Watching' }),
  ).toHaveFocus();
});

test('rows show their cards: trending mixes types, fan favorites stop at 20', async () => {
  renderApp('/');
  const trending = within(await screen.findByRole('region', { name: 'Trending This Week' }, LOAD));
  expect(await trending.findByRole('link', { name: /Movie 100/ }, LOAD)).toHaveAttribute(
    'href',
    '/movie/100-movie-100',
  );
  expect(trending.getByRole('link', { name: /Show 150/ })).toHaveAttribute(
    'href',
    '/tv/150-show-150',
  );
  expect(trending.getAllByText('TV Series')).toHaveLength(9);

  const favorites = within(await screen.findByRole('region', { name: 'Fan Favorites' }, LOAD));
  const favoriteLinks = await favorites.findAllByRole('link', {}, LOAD);
  expect(favoriteLinks).toHaveLength(20);
  expect(favoriteLinks[0]).toHaveAttribute('href', '/tv/5020-show-5020');

  const movies = within(screen.getByRole('region', { name: 'Popular Movies' }));
  expect((await movies.findAllByRole('link', {}, LOAD))[0]).toHaveAttribute(
    'href',
    '/movie/2000-movie-2000',
  );
  const shows = within(await screen.findByRole('region', { name: 'Popular TV Shows' }, LOAD));
  expect((await shows.findAllByRole('link', {}, LOAD))[0]).toHaveAttribute(
    'href',
    '/tv/4000-show-4000',
  );
});

test("the collections row shows the server's home list in its order, with one request and no search", async () => {
  const home = [
    homeCollection(1, { name: 'Marvel Saga' }),
    homeCollection(2, { name: 'Shared Saga' }),
    homeCollection(3, { name: 'Star Saga' }),
    ...range(100, 17).map((id) => homeCollection(id)),
  ];
  const requested: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/collections' || pathname.includes('search/collection')) {
      requested.push(pathname);
    }
  };
  server.events.on('request:start', record);
  server.use(http.get('*/api/collections', () => HttpResponse.json(collectionLists({ home }))));
  try {
    renderApp('/');
    const row = within(await screen.findByRole('region', { name: 'Movie Collections' }, LOAD));
    const links = await row.findAllByRole('link', {}, LOAD);
    expect(links).toHaveLength(20);
    expect(links.slice(0, 4).map((link) => link.getAttribute('href'))).toEqual([
      '/collection/1',
      '/collection/2',
      '/collection/3',
      '/collection/100',
    ]);
    expect(row.getByRole('heading', { name: 'Shared Saga' })).toBeInTheDocument();
    expect(requested).toEqual(['/api/collections']);
  } finally {
    server.events.removeListener('request:start', record);
  }
});

test('a server that cannot list the collections hides only that row, with no error text', async () => {
  server.use(
    http.get('*/api/collections', () =>
      HttpResponse.json({ error: 'The collections cannot be listed right now.' }, { status: 503 }),
    ),
  );
  renderApp('/');
  await waitFor(
    () =>
      expect(sectionTitles()).toEqual(
        SECTION_TITLES.filter((title) => title !== 'Movie Collections'),
      ),
    LOAD,
  );
  expect(screen.queryByText(/Failed to load content/)).not.toBeInTheDocument();
});

test('a failing popular-movies call hides only that row, with no error text', async () => {
  server.use(http.get('*/api/tmdb/movie/popular', () => new HttpResponse(null, { status: 500 })));
  const { store } = renderApp('/');
  await waitFor(
    () =>
      expect(moviesApi.endpoints.getPopularMovies.select(undefined)(store.getState()).isError).toBe(
        true,
      ),
    LOAD,
  );
  await waitFor(
    () =>
      expect(sectionTitles()).toEqual(SECTION_TITLES.filter((title) => title !== 'Popular Movies')),
    LOAD,
  );
  expect(screen.queryByText(/Failed to load content/)).not.toBeInTheDocument();
});

test('a row shows placeholders while loading, then scrolls by 400 px with its arrow buttons', async () => {
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  server.use(
    http.get('*/api/tmdb/movie/popular', async () => {
      await answered;
      return HttpResponse.json(
        paged(range(2000).map((id) => ({ id, title: `Film ${id}`, poster_path: null }))),
      );
    }),
  );
  const { user } = renderApp('/');
  const region = await screen.findByRole('region', { name: 'Popular Movies' }, LOAD);
  expect(region).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('button', { name: 'Scroll Popular Movies right' })).toBeDisabled();

  answer();
  expect(await within(region).findByRole('link', { name: /Film 2000/ })).toBeInTheDocument();
  expect(region).toHaveAttribute('aria-busy', 'false');
  // Keyboard users reach the scroller itself and scroll it with the arrow keys.
  expect(region).toHaveAttribute('tabindex', '0');

  await user.click(screen.getByRole('button', { name: 'Scroll Popular Movies right' }));
  await user.click(screen.getByRole('button', { name: 'Scroll Popular Movies right' }));
  expect(region.scrollLeft).toBe(800);
  await user.click(screen.getByRole('button', { name: 'Scroll Popular Movies left' }));
  expect(region.scrollLeft).toBe(400);
});
