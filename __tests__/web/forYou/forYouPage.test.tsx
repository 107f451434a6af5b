/**
 * /for-you on the real app and store: the planned public lists answered at the network edge, the
 * suggestions ranked in the browser with their reasons, nothing the visitor has suggested, "Not
 * interested" hiding a title (undone by one button), the type filter, and no request carrying the
 * visitor's list as a set.
 */
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';

import { preloadPage } from '@/app/routes';
import { savedListsRestored } from '@/features/storage/storageSlice';

import { movie, paged, show } from '../helpers/fixtures';
import { openAt } from '../helpers/render';
import { server } from '../helpers/server';
import { makeTestStore } from '../helpers/store';

jest.setTimeout(30_000);

const saved = (media_id: number, title: string, media_type: 'movie' | 'tv' = 'movie') => ({
  media_id,
  media_type,
  details: media_type === 'movie' ? { title } : { name: title },
  added_at: '2026-11-20T10:00:00.000Z',
});

/** Each listed title's recommendations and similar titles, and discover; every request noted. */
function answerLists() {
  const asked: string[] = [];
  const lists: Record<string, unknown[]> = {
    'movie/550/recommendations': [
      movie(680, { title: 'Pulp Fiction' }),
      movie(807, { title: 'Se7en' }),
      movie(1422, { title: 'The Departed' }),
    ],
    'movie/550/similar': [movie(807, { title: 'Se7en' }), movie(77, { title: 'Memento' })],
    'tv/1399/recommendations': [show(1396, { name: 'Breaking Bad' })],
    'tv/1399/similar': [show(1402, { name: 'The Walking Dead' })],
  };
  server.use(
    http.get('*/api/tmdb/:type/:id/:list', ({ request, params }) => {
      asked.push(new URL(request.url).pathname + new URL(request.url).search);
      return HttpResponse.json(paged(lists[`${params.type}/${params.id}/${params.list}`] ?? []));
    }),
    http.get('*/api/tmdb/discover/:type', ({ request }) => {
      asked.push(new URL(request.url).pathname + new URL(request.url).search);
      return HttpResponse.json(paged([]));
    }),
    // A film's details, as its page reads them (genres, credits): For You reads its people.
    http.get('*/api/tmdb/movie/:id', ({ request, params }) => {
      asked.push(new URL(request.url).pathname + new URL(request.url).search);
      return HttpResponse.json({
        id: Number(params.id),
        title: `Movie ${String(params.id)}`,
        genres: [{ id: 80, name: 'Crime' }],
        credits: { cast: [{ id: 287, name: 'Brad Pitt', order: 0 }], crew: [] },
      });
    }),
  );
  return asked;
}

const suggestions = () => within(screen.getByRole('list', { name: 'Suggestions' }));

describe('/for-you', () => {
  it('starts its requests on the first load as soon as the lists are back, before the page renders', async () => {
    const asked = answerLists();
    const store = makeTestStore({
      favorites: { items: [saved(550, 'Fight Club')] },
      storage: { failedWrites: 0, restored: false },
    });
    await preloadPage('/for-you', store);
    // Not yet: the visitor's lists are still on their way back from storage.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
    store.dispatch(savedListsRestored());
    await waitFor(() => expect(asked).toContain('/api/tmdb/movie/550/recommendations?page=1'));
    // Answered and cached, with nothing rendered: the screen then finds them there.
    await waitFor(() =>
      expect(
        Object.values(store.getState().tmdbApi.queries).filter(
          (query) => query?.endpointName === 'getTasteList' && query.status === 'fulfilled',
        ).length,
      ).toBeGreaterThanOrEqual(3),
    );
    await openAt('/for-you', { store });
    await screen.findByRole('list', { name: 'Suggestions' });
    expect(
      suggestions()
        .getAllByRole('listitem')
        .some((item) => item.textContent?.includes('Se7en')),
    ).toBe(true);
    // Each list asked for once: the screen read the cached answers.
    expect(asked.filter((path) => path.includes('/movie/550/recommendations'))).toHaveLength(1);
  });

  it('ranks public lists in the browser, says why, and leaves out what the visitor has', async () => {
    const asked = answerLists();
    await openAt('/for-you', {
      preloadedState: {
        favorites: { items: [saved(550, 'Fight Club'), saved(1399, 'Game of Thrones', 'tv')] },
        watchlist: { items: [saved(680, 'Pulp Fiction')] },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'For You' })).toBeVisible();
    await screen.findByRole('list', { name: 'Suggestions' });
    const items = suggestions().getAllByRole('listitem');
    const text = items.map((item) => item.textContent ?? '');
    expect(
      text.some((t) => t.includes('Se7en') && t.includes('Because you liked Fight Club')),
    ).toBe(true);
    expect(text.some((t) => t.includes('Breaking Bad'))).toBe(true);
    // On the watchlist already: never suggested.
    expect(text.some((t) => t.includes('Pulp Fiction'))).toBe(false);
    // Each request names one title or one genre: never the list.
    for (const path of asked) {
      expect(path).toMatch(
        /^\/api\/tmdb\/((movie|tv)\/\d+(\/(recommendations|similar)\?page=1|\?append_to_response=release_dates%2Ccredits$)|discover\/(movie|tv)\?)/,
      );
    }
  });

  it('hides a title the visitor is not interested in, and brings it back with Undo', async () => {
    answerLists();
    const { store, user } = await openAt('/for-you', {
      preloadedState: { favorites: { items: [saved(550, 'Fight Club')] } },
    });
    await screen.findByRole('list', { name: 'Suggestions' });
    await user.click(screen.getByRole('button', { name: 'Not interested in Se7en' }));
    expect(store.getState().notInterested.byTitle['movie-807']).toMatchObject({
      media_id: 807,
      details: { title: 'Se7en' },
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Not interested in Se7en' })).toBeNull(),
    );
    expect(screen.getByText('Se7en is hidden from For You.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(store.getState().notInterested.byTitle).toEqual({});
    expect(await screen.findByRole('button', { name: 'Not interested in Se7en' })).toBeVisible();
  });

  it("shows movies or shows only, by the filter, never the other filter's list while the new one loads", async () => {
    answerLists();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The show's lists come late: the movies' list must not stand in for them meanwhile.
    server.use(
      http.get('*/api/tmdb/tv/:id/:list', async () => {
        await held;
        return HttpResponse.json(paged([show(1396, { name: 'Breaking Bad' })]));
      }),
    );
    const { user } = await openAt('/for-you?type=movie', {
      preloadedState: {
        favorites: { items: [saved(550, 'Fight Club'), saved(1399, 'Game of Thrones', 'tv')] },
      },
    });
    await screen.findByRole('list', { name: 'Suggestions' });
    expect(suggestions().getAllByRole('listitem')[0]?.textContent).toContain('Fight Club');
    await user.click(screen.getByRole('tab', { name: 'TV Shows' }));
    expect(screen.queryByRole('list', { name: 'Suggestions' })).toBeNull();
    release();
    await waitFor(() => {
      const text = suggestions()
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '');
      expect(text.length).toBeGreaterThan(0);
      expect(text.every((t) => t.includes('Game of Thrones'))).toBe(true);
    });
  });

  it('says what to do when there is nothing to go on', async () => {
    await openAt('/for-you');
    expect(await screen.findByRole('heading', { name: 'Nothing to go on yet' })).toBeVisible();
  });

  it('has no axe violations', async () => {
    answerLists();
    const { container } = await openAt('/for-you', {
      preloadedState: { favorites: { items: [saved(550, 'Fight Club')] } },
    });
    await screen.findByRole('list', { name: 'Suggestions' });
    const { violations } = await axe.run(container, {
      rules: {
        'color-contrast': { enabled: false },
        'label-content-name-mismatch': { enabled: false },
      },
    });
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it('gives the home page a For You row once the visitor has saved something, and none before', async () => {
    answerLists();
    await openAt('/', { preloadedState: { favorites: { items: [saved(550, 'Fight Club')] } } });
    const row = await screen.findByRole('region', { name: 'For You' });
    expect(await within(row).findByText('Se7en')).toBeInTheDocument();
    expect(within(row).getAllByText('Because you liked Fight Club').length).toBeGreaterThan(0);
  });

  it('leaves the home page without the row for a new visitor', async () => {
    await openAt('/');
    await screen.findByRole('region', { name: 'Trending This Week' }, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: 'For You' })).not.toBeInTheDocument();
  });
});
