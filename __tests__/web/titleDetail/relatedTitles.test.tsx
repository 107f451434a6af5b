import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { movie, paged, range } from '../helpers/fixtures';
import { renderApp } from '../helpers/render';
import { server } from '../helpers/server';
import { setWindowWidth } from './widths';

jest.setTimeout(30_000);

/**
 * Answers `movie/{id}/similar` with 20 films a page over `totalPages` pages; page 2 waits for the
 * returned `release` so a test can look at the page while it loads. Records the pages asked for.
 */
function answerSimilar(totalPages = 3) {
  const pages: number[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get('*/api/tmdb/movie/:id/similar', async ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      pages.push(page);
      if (page === 2) await held;
      return HttpResponse.json(
        paged(
          range(page * 100, 20).map((id) => movie(id)),
          page,
          totalPages,
        ),
      );
    }),
  );
  return { pages, release: () => release() };
}

const similarSection = () => screen.findByRole('region', { name: 'Similar Content' });

/**
 * The cards of the grid. `hidden: true` skips the visibility check, which over 60 cards re-reads every
 * element's computed style: slow enough in jsdom to time a waitFor out (nothing here is hidden).
 */
const similarCards = (section: HTMLElement) =>
  within(within(section).getByRole('list', { name: 'Similar Content' })).getAllByRole('article', {
    hidden: true,
  });

const originalMatchMedia = window.matchMedia;
const originalObserver = window.IntersectionObserver;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
  window.IntersectionObserver = originalObserver;
});

describe('Similar Content and You May Also Like', () => {
  it.each([
    [1280, 12],
    [800, 8],
    [700, 6],
    [400, 4],
  ])('show two rows at %i px (%i titles)', async (width, count) => {
    setWindowWidth(width);
    answerSimilar();
    renderApp('/movie/550-invented-film');
    const section = await similarSection();
    expect(await within(section).findAllByRole('article')).toHaveLength(count);
  });

  it("show all loaded titles, then 'Load More' fetches the next page with a spinner until the last", async () => {
    setWindowWidth(1280);
    const { pages, release } = answerSimilar(3);
    const { user } = renderApp('/movie/550-invented-film');
    const section = await similarSection();
    const showAll = await within(section).findByRole('button', { name: 'Show All 20 Items' });
    expect(within(section).queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();

    await user.click(showAll);
    expect(similarCards(section)).toHaveLength(20);
    expect(showAll).toHaveAttribute('aria-expanded', 'true');
    expect(showAll).toHaveTextContent('Show Less');

    const loadMore = within(section).getByRole('button', { name: 'Load More' });
    await user.click(loadMore);
    await waitFor(() => expect(loadMore).toBeDisabled());
    expect(within(loadMore).getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    expect(within(section).getByRole('status')).toHaveTextContent('Loading more titles');

    release();
    await waitFor(() => expect(similarCards(section)).toHaveLength(40));
    expect(loadMore).toBeEnabled();
    expect(within(loadMore).queryByRole('progressbar', { hidden: true })).not.toBeInTheDocument();

    await user.click(loadMore);
    await waitFor(() => expect(similarCards(section)).toHaveLength(60));
    // Page 3 of 3: nothing more to load.
    expect(within(section).queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(pages).toEqual([1, 2, 3]);

    await user.click(showAll);
    expect(similarCards(section)).toHaveLength(12);
    expect(showAll).toHaveTextContent('Show All 60 Items');
  });

  it('cards link to the title and carry its details', async () => {
    setWindowWidth(1280);
    answerSimilar(1);
    const { user } = renderApp('/movie/550-invented-film');
    const section = await similarSection();
    const [first] = await within(section).findAllByRole('article');
    expect(within(first!).getByRole('link')).toHaveAttribute('href', '/movie/100-movie-100');
    // One page only, 20 titles: the toggle, but no Load More.
    await user.click(within(section).getByRole('button', { name: 'Show All 20 Items' }));
    expect(similarCards(section)).toHaveLength(20);
    expect(within(section).queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it("show the grid's error with the message when the list fails", async () => {
    server.use(
      http.get('*/api/tmdb/movie/:id/recommendations', () =>
        HttpResponse.json(
          { status_message: 'Invalid id: The pre-requisite id is invalid.' },
          {
            status: 422,
          },
        ),
      ),
    );
    renderApp('/movie/550-invented-film');
    const section = await screen.findByRole('region', { name: 'You May Also Like' });
    expect(
      await within(section).findByText(
        'Failed to load content. Please try again later. Invalid id: The pre-requisite id is invalid.',
      ),
    ).toBeInTheDocument();
  });

  it('say so when the catalogue has nothing to suggest', async () => {
    server.use(
      http.get('*/api/tmdb/movie/:id/similar', () => HttpResponse.json(paged([], 1, 1, 0))),
    );
    renderApp('/movie/550-invented-film');
    const section = await similarSection();
    expect(await within(section).findByText('Nothing to suggest here yet.')).toBeInTheDocument();
  });

  it('ask for nothing until the visitor scrolls near them', async () => {
    const observed: { callback: IntersectionObserverCallback; target: Element }[] = [];
    window.IntersectionObserver = class {
      constructor(private callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        observed.push({ callback: this.callback, target });
      }
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
    const { pages } = answerSimilar();
    renderApp('/movie/550-invented-film');
    const section = await similarSection();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pages).toEqual([]);
    expect(within(section).queryByRole('article')).not.toBeInTheDocument();

    const watcher = observed.find(({ target }) => target === section)!;
    act(() =>
      watcher.callback(
        [{ isIntersecting: true, target: section } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    expect(await within(section).findAllByRole('article')).not.toHaveLength(0);
    expect(pages).toEqual([1]);
  });
});
