/**
 * Hovering or focusing a card asks for what its page shows first, with the page's own query, so that
 * a click renders from the cache: titles, people (cast cards) and collections alike.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { movie, personDetails } from '../helpers/fixtures';
import { renderApp } from '../helpers/render';
import { server } from '../helpers/server';

/** Records every person and collection call. */
function recordDetails() {
  const fetched: string[] = [];
  server.use(
    http.get('*/api/tmdb/person/:id', ({ params, request }) => {
      fetched.push(`person/${String(params.id)}?${new URL(request.url).searchParams}`);
      return HttpResponse.json(personDetails(Number(params.id)));
    }),
    http.get('*/api/tmdb/collection/:id', ({ params }) => {
      fetched.push(`collection/${String(params.id)}`);
      return HttpResponse.json({
        id: Number(params.id),
        name: 'Any',
        poster_path: null,
        parts: [],
      });
    }),
  );
  return fetched;
}

describe('card prefetch', () => {
  it("prefetches an actor's page from a cast card, and the actor page opens from the cache", async () => {
    const fetched = recordDetails();
    server.use(
      http.get('*/api/tmdb/movie/:id', ({ params }) =>
        HttpResponse.json({
          ...movie(Number(params.id)),
          credits: { cast: [{ id: 61, name: 'Ada Voss', character: 'Pilot', profile_path: null }] },
        }),
      ),
    );
    const { user } = renderApp('/movie/5-movie-5');
    const cast = await screen.findByRole('list', { name: 'Cast' });
    const card = within(cast).getByRole('link', { name: /Ada Voss/ });

    fireEvent.mouseEnter(card);
    await waitFor(() =>
      expect(fetched).toEqual([
        'person/61?append_to_response=combined_credits%2Cimages%2Cexternal_ids',
      ]),
    );

    await user.click(card);
    expect(await screen.findByRole('heading', { level: 1, name: 'Person 61' })).toBeInTheDocument();
    expect(fetched).toHaveLength(1);
  });

  it('prefetches a collection from its card on /collections when focused', async () => {
    const fetched = recordDetails();
    renderApp('/collections');
    const links = await screen.findAllByRole('link', { name: /Collection \d+/ });
    const first = links[0]!;
    const id = /\/collection\/(\d+)/.exec(first.getAttribute('href') ?? '')?.[1];
    fireEvent.focus(first);
    await waitFor(() => expect(fetched).toContain(`collection/${id}`));
  });
});
