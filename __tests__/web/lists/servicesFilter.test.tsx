/**
 * "On my services" (issue 31): the visitor picks the streaming services they have in the filter
 * panel of /movies or /tv-shows (saved in the profile as they tick them), and the list asks TMDB's
 * discover for what those services stream in their region. The real app and store; HTTP mocked at the
 * network edge.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { RootState } from '@/app/store';
import { movie, paged, range, show } from '../helpers/fixtures';
import { renderApp } from '../helpers/render';
import { server } from '../helpers/server';

// Whole-app renders, a popover and a dozen keyboard steps: slow in jsdom on a shared machine.
jest.setTimeout(60_000);

/** Records every discover call of a type; answers 20 titles unless `empty` says otherwise. */
function recordDiscover(type: 'movie' | 'tv', empty = () => false) {
  const calls: URLSearchParams[] = [];
  server.use(
    http.get(`*/api/tmdb/discover/${type}`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.push(params);
      if (empty()) return HttpResponse.json(paged([], 1, 0, 0));
      const ids = range(params.has('with_watch_providers') ? 5000 : 100, 20);
      return HttpResponse.json(
        paged(
          ids.map((id) => (type === 'tv' ? show(id) : movie(id))),
          1,
          3,
        ),
      );
    }),
  );
  return calls;
}

/** Records the regions whose services the picker asked for. */
function recordProviderLists() {
  const regions: string[] = [];
  server.use(
    http.get('*/api/tmdb/watch/providers/:type', ({ request }) => {
      const region = new URL(request.url).searchParams.get('watch_region') ?? '';
      regions.push(region);
      const names = region === 'DE' ? ['Netflix', 'WOW'] : ['Netflix', 'Disney Plus', 'Max'];
      const ids: Record<string, number> = { Netflix: 8, 'Disney Plus': 337, Max: 1899, WOW: 30 };
      return HttpResponse.json({
        results: names.map((name, index) => ({
          provider_id: ids[name],
          provider_name: name,
          logo_path: null,
          display_priority: index,
        })),
      });
    }),
  );
  return regions;
}

const withServices = (
  services: { id: number; name: string }[],
  region: string | null = null,
): Partial<RootState> =>
  ({
    profile: { username: 'Guest User', avatar: null, region, services },
  }) as Partial<RootState>;

describe('On my services', () => {
  it('is picked by keyboard in the panel, saved in the profile, and filters /movies', async () => {
    const discovered = recordDiscover('movie');
    const regions = recordProviderLists();
    const { user, router, store } = renderApp('/movies');
    await screen.findByText('Movie 100');

    // The Filters button, reached and opened from the keyboard.
    act(() => screen.getByRole('button', { name: 'Filters' }).focus());
    await user.keyboard('{Enter}');
    const panel = within(await screen.findByRole('dialog', { name: 'Filters' }));
    // No services yet: no switch to turn on, a way to choose them instead.
    expect(panel.queryByRole('checkbox', { name: 'On my services' })).not.toBeInTheDocument();
    act(() => panel.getByRole('button', { name: 'Choose your services' }).focus());
    await user.keyboard('{Enter}');

    const picker = within(await panel.findByRole('group', { name: 'Your streaming services' }));
    // The browser's region (en-US here) until the visitor picks one.
    expect(picker.getByRole('combobox', { name: 'Region' })).toHaveValue('US');
    const netflix = await picker.findByRole('checkbox', { name: 'Netflix' });
    act(() => netflix.focus());
    await user.keyboard(' ');
    await user.tab();
    expect(picker.getByRole('checkbox', { name: 'Disney Plus' })).toHaveFocus();
    await user.keyboard(' ');
    expect(regions).toEqual(['US']);
    // Saved at once, as the region of "Where to watch" is.
    expect(store.getState().profile.services).toEqual([
      { id: 8, name: 'Netflix' },
      { id: 337, name: 'Disney Plus' },
    ]);

    act(() => picker.getByRole('button', { name: 'Done' }).focus());
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(panel.getByRole('button', { name: 'Change services' })).toHaveFocus(),
    );
    // Picking the first service turned the filter on; the line says what it counts.
    expect(panel.getByRole('checkbox', { name: 'On my services' })).toBeChecked();
    expect(
      panel.getByText(
        'Netflix, Disney Plus, in United States. Streamed or free; rentals and purchases do not count.',
      ),
    ).toBeInTheDocument();

    act(() => panel.getByRole('button', { name: 'Apply Filters' }).focus());
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?with_watch_providers=8|337&watch_region=US'),
    );
    expect(await screen.findByText('Movie 5000')).toBeInTheDocument();
    expect(Object.fromEntries(discovered.at(-1)!.entries())).toEqual({
      page: '1',
      sort_by: 'popularity.desc',
      with_watch_providers: '8|337',
      watch_region: 'US',
      with_watch_monetization_types: 'flatrate|free|ads',
    });
    const chip = within(screen.getByRole('list', { name: 'Active filters' })).getByRole('button', {
      name: 'Remove filter: On my services',
    });

    // Removing the chip removes the filter, not the services.
    await user.click(chip);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(store.getState().profile.services).toHaveLength(2);
  });

  it('says so in our words when nothing on the services matches', async () => {
    recordDiscover('tv', () => true);
    renderApp('/tv-shows?with_genres=10764&with_watch_providers=8&watch_region=US', {
      preloadedState: withServices([{ id: 8, name: 'Netflix' }], 'US'),
    });
    expect(await screen.findByText('Nothing on your services matches')).toBeInTheDocument();
    expect(
      screen.getByText(
        /^None of the titles your services stream or show free in this region match these filters\..*The demo catalogue knows streaming offers for only a few titles\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
  });

  it('keeps the spec empty state for a list without the services filter', async () => {
    recordDiscover('tv', () => true);
    renderApp('/tv-shows?with_genres=10764');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.queryByText('Nothing on your services matches')).not.toBeInTheDocument();
  });

  it('filters /tv-shows with the services already chosen, in the profile region', async () => {
    const discovered = recordDiscover('tv');
    const { user, router } = renderApp('/tv-shows', {
      preloadedState: withServices([{ id: 1899, name: 'Max' }], 'DE'),
    });
    await screen.findByText('Show 4000');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Filters' }));
    const mine = panel.getByRole('checkbox', { name: 'On my services' });
    expect(mine).not.toBeChecked();
    expect(mine).toHaveAccessibleDescription(
      'Max, in Germany. Streamed or free; rentals and purchases do not count.',
    );
    await user.click(mine);
    await user.click(panel.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?with_watch_providers=1899&watch_region=DE'),
    );
    expect(await screen.findByText('Show 5000')).toBeInTheDocument();
    expect(discovered.at(-1)?.get('with_watch_monetization_types')).toBe('flatrate|free|ads');
  });

  it("lists the chosen region's services and remembers the region", async () => {
    recordDiscover('movie');
    const regions = recordProviderLists();
    const { user, store } = renderApp('/movies', {
      preloadedState: withServices([{ id: 337, name: 'Disney Plus' }], 'US'),
    });
    await screen.findByText('Movie 100');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Filters' }));
    await user.click(panel.getByRole('button', { name: 'Change services' }));
    const picker = within(await panel.findByRole('group', { name: 'Your streaming services' }));
    await picker.findByRole('checkbox', { name: 'Max' });

    await user.selectOptions(picker.getByRole('combobox', { name: 'Region' }), 'DE');
    expect(await picker.findByRole('checkbox', { name: 'WOW' })).not.toBeChecked();
    expect(store.getState().profile.region).toBe('DE');
    expect(regions).toEqual(['US', 'DE']);
    // A service chosen in another region stays listed, so it can be unticked here.
    const disney = picker.getByRole('checkbox', { name: 'Disney Plus' });
    expect(disney).toBeChecked();
    await user.click(disney);
    expect(store.getState().profile.services).toEqual([]);
  });

  it('keeps the services a link names when this browser has chosen none', async () => {
    recordDiscover('movie');
    const { user, router } = renderApp('/movies?with_watch_providers=8|1899&watch_region=GB');
    expect(await screen.findByText('Movie 5000')).toBeInTheDocument();
    const chips = within(screen.getByRole('list', { name: 'Active filters' }));
    expect(chips.getByRole('button', { name: 'Remove filter: On 2 services (GB)' })).toBeVisible();

    // Applying another filter keeps the link's services.
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const panel = within(await screen.findByRole('dialog', { name: 'Filters' }));
    expect(panel.getByRole('checkbox', { name: 'On my services' })).toBeChecked();
    expect(panel.getByText(/^This link names 2 services in United Kingdom\./)).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Drama' }));
    await user.click(panel.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?with_genres=18&with_watch_providers=8|1899&watch_region=GB',
      ),
    );
  });

  it.each([
    ['with_watch_providers=8', 'no region'],
    ['with_watch_providers=8&watch_region=usa', 'an unreadable region'],
    ['with_watch_providers=netflix&watch_region=US', 'no readable provider'],
  ])('is off for a URL with %s (%s)', async (query) => {
    const discovered = recordDiscover('movie');
    renderApp(`/movies?${query}`);
    expect(await screen.findByText('Movie 100')).toBeInTheDocument();
    expect(discovered[0]?.has('with_watch_providers')).toBe(false);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });
});
