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

test('Latest Episodes keeps its space from the moment the visitor nears it until its episodes show', async () => {
  renderApp('/');
  const main = within(await screen.findByRole('main', {}, LOAD));
  // The page's list of sections, which the test watches as the browser lays it out: the trending
  // row's region is inside its row. (No query finds an element hidden from screen readers.)
  /* eslint-disable testing-library/no-node-access */
  let trending: Element = await main.findByRole('region', { name: 'Trending This Week' }, LOAD);
  while (trending.parentElement && trending.parentElement.children.length < 5) {
    trending = trending.parentElement;
  }
  const sections = trending.parentElement!;
  // The space kept for the episodes is hidden from screen readers, and stands before the trending row.
  expect(trending.previousElementSibling).toHaveAttribute('aria-hidden', 'true');
  /* eslint-enable testing-library/no-node-access */
  // What comes and goes in that list: the space ('space') and the section ('episodes').
  const changes: string[] = [];
  const kind = (node: Node) =>
    node instanceof Element && node.getAttribute('aria-hidden') === 'true'
      ? 'space'
      : node instanceof Element && /Latest Episodes/.test(node.textContent ?? '')
        ? 'episodes'
        : 'other';
  const watcher = new MutationObserver((records) => {
    for (const record of records) {
      record.removedNodes.forEach((node) => changes.push(`-${kind(node)}`));
      record.addedNodes.forEach((node) => changes.push(`+${kind(node)}`));
    }
  });
  watcher.observe(sections, { childList: true });
  try {
    act(() => FakeIntersectionObserver.bringNear());
    expect(
      await main.findByRole('heading', { name: /^Latest Episodes/ }, LOAD),
    ).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  } finally {
    watcher.disconnect();
  }
  // The space gave way to the section once; it never went away early and came back (the rows below
  // would jump up, then down again).
  expect([...changes].sort()).toEqual(['+episodes', '-space']);
});
