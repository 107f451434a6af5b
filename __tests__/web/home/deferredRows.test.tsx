import { act, screen, waitFor, within } from '@testing-library/react';

import { FakeIntersectionObserver } from '../helpers/intersectionObserver';
import { renderApp } from '../helpers/render';
import { server } from '../helpers/server';

/** The page is a lazy route with many rows: its first render can take a while on a busy machine. */
const LOAD = { timeout: 10_000 };
jest.setTimeout(30_000);

const requested: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  requested.push(url.pathname.replace('/api/tmdb/', ''));
};

beforeEach(() => {
  FakeIntersectionObserver.all = [];
  requested.length = 0;
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: FakeIntersectionObserver,
  });
  server.events.on('request:start', onRequest);
});

afterEach(() => {
  server.events.removeListener('request:start', onRequest);
  delete (window as Partial<typeof window>).IntersectionObserver;
});

/** The rows below the first screen and the calls each makes once the visitor nears it. */
const DEFERRED_CALLS = [
  'tv/airing_today',
  'tv/top_rated',
  'movie/popular',
  '/api/collections',
  'tv/popular',
];

test('rows below the first screen ask for nothing until the visitor nears them, then fill', async () => {
  renderApp('/');
  const main = within(await screen.findByRole('main', {}, LOAD));
  // The hero and the trending row share the first call.
  expect(await main.findByRole('region', { name: 'Trending This Week' }, LOAD)).toBeInTheDocument();
  await waitFor(() => expect(requested).toContain('trending/all/week'));

  // The deferred rows hold their place (heading and placeholder cards) and have called nothing.
  for (const title of [
    'Fan Favorites',
    'Popular Movies',
    'Movie Collections',
    'Popular TV Shows',
  ]) {
    const row = main.getByRole('region', { name: title });
    expect(row).toHaveAttribute('aria-busy', 'true');
  }
  expect(requested.filter((path) => DEFERRED_CALLS.some((call) => path.startsWith(call)))).toEqual(
    [],
  );
  // Each watches with half a screen of margin, so its data is there by the time it is seen.
  expect(FakeIntersectionObserver.all.map((observer) => observer.options.rootMargin)).toContain(
    '50% 0px',
  );

  act(() => FakeIntersectionObserver.bringNear());
  for (const call of DEFERRED_CALLS) {
    await waitFor(() => expect(requested.some((path) => path.startsWith(call))).toBe(true), LOAD);
  }
  await waitFor(
    () =>
      expect(main.getByRole('region', { name: 'Popular Movies' })).toHaveAttribute(
        'aria-busy',
        'false',
      ),
    LOAD,
  );
  expect(await main.findByRole('heading', { name: /^Latest Episodes/ }, LOAD)).toBeInTheDocument();
});
