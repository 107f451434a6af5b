/**
 * The saved lists come back into the store after a server-rendered page has begun to hydrate (and
 * another tab's saves arrive the same way): as new arrays and objects, equal to what the store held.
 * A title page must not re-render for that. In the browser a re-render from the page's root, while
 * parts of the page were still waiting to be hydrated, made React hydrate all of them at once, in one
 * blocking task (about 270 ms of Lighthouse's TBT on /movie/550). Here the page is rendered in the
 * real store and app, and a Profiler says whether anything under the router committed again.
 */
import { act, screen } from '@testing-library/react';
import { Profiler } from 'react';
import type { ProfilerOnRenderCallback } from 'react';
import { MemoryRouter } from 'react-router-dom';

import { AppRoutes } from '@/app/AppRoutes';
import type { AppStore, RootState } from '@/app/store';
import { otherTabChanged } from '@/lib/remoteChanges';

import { renderWithProviders } from '../helpers/render';

import { answerCatalogue, fightClub, thrones } from './detailFixtures';

jest.setTimeout(30_000);

const details = { title: 'Heat', poster_path: null, vote_average: 7.9, release_date: '1995-12-15' };

/** Saved lists that hold other titles, and this show's last episode. */
const saved: Partial<RootState> = {
  watchlist: {
    items: [{ media_id: 949, media_type: 'movie', details, added_at: '2026-11-01T10:00:00.000Z' }],
  },
  favorites: {
    items: [{ media_id: 949, media_type: 'movie', details, added_at: '2026-11-02T10:00:00.000Z' }],
  },
  continueWatching: {
    items: [
      { media_id: 949, media_type: 'movie', details, last_watched: '2026-11-03T10:00:00.000Z' },
    ],
  },
  lastWatched: {
    shows: {
      '1399': { season: 2, episode: 5, updatedAt: '2026-11-04T10:00:00.000Z', percent: 40 },
    },
  },
  completedShows: { ids: [7] },
} as Partial<RootState>;

const LISTS = [
  'watchlist',
  'favorites',
  'continueWatching',
  'lastWatched',
  'completedShows',
] as const;

/** Each list comes back equal but new, as the read-back and another tab's saves bring it. */
function listsComeBackEqual(store: AppStore) {
  const state = store.getState();
  for (const name of LISTS) {
    store.dispatch(
      otherTabChanged({
        name,
        state: structuredClone(state[name]) as object,
      }),
    );
  }
}

async function openWithProfiler(path: string, heading: string) {
  const commits: string[] = [];
  const onRender: ProfilerOnRenderCallback = (_id, phase) => commits.push(phase);
  const { store } = renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Profiler id="app" onRender={onRender}>
        <AppRoutes />
      </Profiler>
    </MemoryRouter>,
    { preloadedState: saved },
  );
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Where to watch' })).toBeInTheDocument();
  // Whatever the page still had coming (its chunks, the trailer check, the offers) lands first: the
  // app is settled once half a second passes without a commit.
  for (let quiet = 0, seen = -1; quiet < 5;) {
    seen = commits.length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    quiet = commits.length === seen ? quiet + 1 : 0;
  }
  return { store, commits };
}

describe('the saved lists coming back unchanged', () => {
  beforeEach(() => {
    answerCatalogue({ movies: [fightClub], shows: [thrones] });
  });

  it('re-render nothing on a movie page', async () => {
    const { store, commits } = await openWithProfiler('/movie/550-fight-club', 'Fight Club');
    const before = commits.length;
    // The lists really are new objects (else this test would prove nothing).
    const watchlist = store.getState().watchlist.items;
    act(() => listsComeBackEqual(store));
    expect(store.getState().watchlist.items).not.toBe(watchlist);
    expect(store.getState().watchlist.items).toEqual(watchlist);
    expect(commits.slice(before)).toEqual([]);
  });

  it("re-render nothing on a show's page, whose progress comes back as a new entry", async () => {
    const { store, commits } = await openWithProfiler(
      '/tv/1399-game-of-thrones',
      'Game of Thrones',
    );
    const before = commits.length;
    const progress = store.getState().lastWatched.shows['1399'];
    act(() => listsComeBackEqual(store));
    expect(store.getState().lastWatched.shows['1399']).not.toBe(progress);
    expect(commits.slice(before)).toEqual([]);
  });

  it('still show a change that does concern the page', async () => {
    const { store } = await openWithProfiler('/movie/550-fight-club', 'Fight Club');
    const state = store.getState();
    act(() => {
      store.dispatch(
        otherTabChanged({
          name: 'watchlist',
          state: {
            items: [
              { media_id: 550, media_type: 'movie', details, added_at: '2026-11-05T10:00:00.000Z' },
              ...state.watchlist.items,
            ],
          },
        }),
      );
    });
    expect(
      await screen.findByRole('button', { name: /In Watchlist|Remove from Watchlist/ }),
    ).toBeInTheDocument();
  });
});
