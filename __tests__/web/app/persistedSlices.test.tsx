/**
 * The registry of persisted slices (lib/storageKeys + app/persistedSlices) is the one list: every slice
 * in it is saved under its key and read back in a new visit, is in the exported data file when marked
 * for it, is removed by Clear All Local Data and is named on the privacy page. A slice added to the
 * registry is covered by these tests once it has a sample here (the type asks for one).
 */
import { screen, waitFor, within } from '@testing-library/react';

import { otherTabChanged } from '@/lib/remoteChanges';
import { PERSISTED_SLICES } from '@/app/persistedSlices';
import type { PersistedSlice, PersistedSliceState } from '@/app/persistedSlices';
import type { AppStore, RootState } from '@/app/store';
import { pageReload } from '@/lib/pageReload';
import type { PersistedSliceName } from '@/lib/storageKeys';
import { siteApi } from '@/services/site';

import { renderApp } from '../helpers/render';
import { makeRestoredStore, makeTestStore } from '../helpers/store';
import { tasteSample } from '../helpers/tasteSample';

// Lazy routes under MUI in jsdom: slow on a busy machine.
jest.setTimeout(30_000);

/** A state of every persisted slice with something in it. */
const SAMPLES: { [Name in PersistedSliceName]: PersistedSliceState<Name> } = {
  watchlist: {
    items: [
      {
        media_id: 550,
        media_type: 'movie',
        details: { title: 'Fight Club' },
        added_at: '2026-11-20T10:00:00.000Z',
      },
    ],
  },
  favorites: {
    items: [
      {
        media_id: 155,
        media_type: 'movie',
        details: { title: 'The Dark Knight' },
        added_at: '2026-10-01T10:00:00.000Z',
      },
    ],
  },
  continueWatching: {
    items: [
      {
        media_id: 1399,
        media_type: 'tv',
        details: { name: 'Game of Thrones', last_episode: { season: 2, episode: 3 } },
        last_watched: '2026-11-24T08:00:00.000Z',
      },
    ],
  },
  progress: { percent: { 'tv-1399': 40 } },
  lastWatched: {
    shows: { '1399': { season: 2, episode: 3, updatedAt: '2026-11-24T08:00:00.000Z' } },
  },
  completedShows: { ids: [66732] },
  currentEpisode: { byShowSeason: { '1399_2': 3, '66732_0': 1 } },
  profile: { username: 'Ana', avatar: null, region: 'DE' },
  ...tasteSample(),
  notInterested: {
    byTitle: {
      'movie-13': {
        media_id: 13,
        media_type: 'movie',
        at: '2026-11-22T10:00:00.000Z',
        details: { title: 'Forrest Gump' },
      },
    },
  },
  consent: { storage: 'essential', domainNoticeAccepted: true },
  lastProgress: { message: { type: 'MEDIA_DATA', data: { currentTime: 600, duration: 2400 } } },
};

/** A slice's state without redux-persist's bookkeeping. */
function sliceState(store: AppStore, name: PersistedSliceName): object {
  const { _persist: _ignored, ...state } = store.getState()[name] as { _persist?: unknown };
  return state;
}

/** The localStorage keys that hold (part of) a slice. */
function keysOf({ key, layout }: PersistedSlice): string[] {
  return Object.keys(window.localStorage).filter((stored) =>
    layout.kind === 'entries' ? stored.startsWith(layout.prefix) : stored === key,
  );
}

/** Every slice's sample saved to localStorage, through the store. */
async function saveSamples() {
  const { store, persistor } = await makeRestoredStore();
  for (const slice of PERSISTED_SLICES)
    store.dispatch(otherTabChanged({ name: slice.name, state: SAMPLES[slice.name] }));
  await persistor.flush();
}

describe('every persisted slice of the registry', () => {
  it.each(PERSISTED_SLICES.map((slice) => [slice.name, slice] as const))(
    '%s is saved under its key and read back in a new visit',
    async (name, slice) => {
      const { store, persistor } = await makeRestoredStore();
      store.dispatch(otherTabChanged({ name, state: SAMPLES[name] }));
      await persistor.flush();
      expect(keysOf(slice)).not.toEqual([]);

      const { store: nextVisit } = await makeRestoredStore();
      expect(sliceState(nextVisit, name)).toEqual(SAMPLES[name]);
    },
  );

  it("is marked to go with an account, but for this browser's own consent and player message", () => {
    const local = PERSISTED_SLICES.filter((slice) => !slice.synced).map((slice) => slice.name);
    expect(local).toEqual(['consent', 'lastProgress']);
  });

  it('is in the exported data file when marked for it, and only then', async () => {
    const store = makeTestStore(SAMPLES as unknown as Partial<RootState>);
    const { user } = renderApp('/user-settings', { store });
    await screen.findByRole('heading', { level: 1, name: 'Profile Settings' });
    await waitFor(() =>
      expect(siteApi.endpoints.getSiteConfig.select()(store.getState()).isSuccess).toBe(true),
    );
    const blobs: Blob[] = [];
    // The browser's download is the edge: the file it would save is captured.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:marquee-test'),
      revokeObjectURL: () => {},
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      await user.click(screen.getByRole('button', { name: 'Export' }));
    } finally {
      click.mockRestore();
    }
    const { data } = JSON.parse(await blobs[0]!.text()) as { data: Record<string, unknown> };

    const marked = PERSISTED_SLICES.filter((slice) => slice.backup).map((slice) => slice.name);
    expect(Object.keys(data)).toEqual(marked);
    for (const name of marked) expect(data[name]).toEqual(SAMPLES[name]);
  });

  it('is removed by Clear All Local Data', async () => {
    await saveSamples();
    for (const slice of PERSISTED_SLICES) expect(keysOf(slice)).not.toEqual([]);
    const reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => {});
    try {
      const { user } = renderApp('/user-settings');
      await user.click(await screen.findByRole('button', { name: 'Clear All Local Data' }));
      const dialog = await screen.findByRole('dialog', { name: 'Clear All Data?' });
      await user.click(within(dialog).getByRole('button', { name: 'Clear All Data' }));
      expect(reload).toHaveBeenCalled();
    } finally {
      reload.mockRestore();
    }
    for (const slice of PERSISTED_SLICES) expect(keysOf(slice)).toEqual([]);
  });

  it('is named on the privacy page, with what it holds', async () => {
    const { store } = renderApp('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await waitFor(() =>
      expect(siteApi.endpoints.getSiteConfig.select()(store.getState()).isSuccess).toBe(true),
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    for (const slice of PERSISTED_SLICES) {
      // The key, then what it holds.
      const item = items.find((text) => text.startsWith(`${slice.key}: `));
      expect(item?.slice(slice.key.length)).toMatch(/^: \w+/);
    }
  });
});
