import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';

import { persistStore } from 'redux-persist';

import { whenRestored } from '@/app/persistence';
import type { RootState } from '@/app/store';
import { backupData } from '@/lib/backup';
import type { BackupData } from '@/lib/backup';
import { siteApi } from '@/services/site';

import { renderApp } from '../helpers/render';
import { makeTestStore } from '../helpers/store';
import { tasteSample } from '../helpers/tasteSample';

// A lazy route and lazy panels under MUI in jsdom: slow on a busy machine.
jest.setTimeout(30_000);

const HERO = { level: 1, name: 'Profile Settings' } as const;

/** A visitor's lists with something in every one. */
function visitorData(): BackupData {
  return {
    watchlist: {
      items: [
        {
          media_id: 550,
          media_type: 'movie',
          details: { title: 'Fight Club', release_date: '1999-10-15', poster_path: '/p550.jpg' },
          added_at: '2026-11-20T10:00:00.000Z',
        },
        {
          media_id: 1399,
          media_type: 'tv',
          details: { name: 'Game of Thrones', first_air_date: '2011-04-17' },
          added_at: '2026-11-02T10:00:00.000Z',
        },
      ],
    },
    favorites: {
      items: [
        {
          media_id: 155,
          media_type: 'movie',
          details: { title: 'The Dark Knight', vote_average: 8.5 },
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
    progress: { percent: { 'tv-1399': 40, 'movie-550': 12.5 } },
    lastWatched: {
      shows: { '1399': { season: 2, episode: 3, updatedAt: '2026-11-24T08:00:00.000Z' } },
    },
    completedShows: { ids: [66732] },
    profile: { username: 'Ana', avatar: null, region: 'DE' },
    ...tasteSample(),
  };
}

const asState = (data: BackupData) => data as unknown as Partial<RootState>;

/** Opens /user-settings and waits until the page and the site's settings are in. */
async function openSettings(preloadedState?: Partial<RootState>, persist = false) {
  const store = makeTestStore(preloadedState, { persist });
  if (persist) await whenRestored(persistStore(store));
  const view = renderApp('/user-settings', { store });
  await screen.findByRole('heading', HERO);
  await waitFor(() =>
    expect(siteApi.endpoints.getSiteConfig.select()(view.store.getState()).isSuccess).toBe(true),
  );
  return view;
}

/** Presses 'Export' and returns the downloaded file's name and text. */
async function exportFile(user: ReturnType<typeof renderApp>['user']) {
  const blobs: Blob[] = [];
  const names: string[] = [];
  // The browser's download machinery is the edge here: capture the file it would save.
  const createUrl = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:marquee-test';
  });
  Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  try {
    await user.click(screen.getByRole('button', { name: 'Export' }));
  } finally {
    click.mockRestore();
  }
  expect(blobs).toHaveLength(1);
  expect(names).toHaveLength(1);
  return { name: names[0]!, text: await blobs[0]!.text() };
}

const importInput = () => screen.getByLabelText('Import a Marquee data file') as HTMLInputElement;
const jsonFile = (text: string, name = 'marquee-data-2026-11-25.json') =>
  new File([text], name, { type: 'application/json' });

async function chooseFile(user: ReturnType<typeof renderApp>['user'], file: File) {
  await user.upload(importInput(), file);
}

const statusText = () =>
  screen
    .getAllByRole('status')
    .map((status) => status.textContent)
    .join(' ');

describe('/user-settings: export', () => {
  it('downloads marquee-data-YYYY-MM-DD.json holding every list, the profile and the format version', async () => {
    const { user } = await openSettings(asState(visitorData()));
    const { name, text } = await exportFile(user);
    const today = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    expect(name).toBe(
      `marquee-data-${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.json`,
    );
    const file = JSON.parse(text);
    expect(file).toMatchObject({ format: 'marquee-data', version: 2 });
    expect(Date.parse(file.exported_at)).not.toBeNaN();
    expect(file.data).toEqual(visitorData());
    expect(statusText()).toContain(
      `Exported ${name}: 2 titles in your watchlist, 1 title in favorites.`,
    );
  });
});

describe('/user-settings: import', () => {
  it('export, clear, import (replace) restores every list exactly', async () => {
    const first = await openSettings(asState(visitorData()));
    const { text } = await exportFile(first.user);
    first.unmount();

    // A fresh browser: nothing saved.
    const second = await openSettings();
    await chooseFile(second.user, jsonFile(text));
    const preview = await screen.findByRole('region', { name: /^Import marquee-data/ });
    const terms = within(preview)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(terms).toEqual([
      'Watchlist: 2 titles',
      'Favorites: 1 title',
      'Continue watching: 1 title',
      'Progress: 2 titles',
      'Last watched episodes: 1 show',
      'Finished shows: 1 show',
      'Profile: Ana',
      'Ratings: 1 title',
      'Diary: 1 entry',
    ]);
    // Nothing is written before the visitor confirms.
    expect(backupData(second.store.getState()).watchlist.items).toEqual([]);

    await second.user.click(within(preview).getByRole('radio', { name: /^Replace/ }));
    await second.user.click(within(preview).getByRole('button', { name: 'Import and Replace' }));
    expect(backupData(second.store.getState())).toEqual(visitorData());
    expect(screen.queryByRole('region', { name: /^Import marquee-data/ })).not.toBeInTheDocument();
    expect(statusText()).toContain('Imported marquee-data-2026-11-25.json (replaced)');
    // The header's avatar follows the imported profile at once.
    expect(
      screen.getByRole('button', { name: /^My Lists and settings \(Ana/ }),
    ).toBeInTheDocument();
  });

  it('merges by default: both browsers’ titles kept, the newer entry of a shared title winning', async () => {
    const local: BackupData = {
      ...visitorData(),
      watchlist: {
        items: [
          {
            media_id: 550,
            media_type: 'movie',
            details: { title: 'Fight Club (saved later here)' },
            added_at: '2026-11-22T10:00:00.000Z',
          },
          {
            media_id: 27205,
            media_type: 'movie',
            details: { title: 'Inception' },
            added_at: '2026-11-21T10:00:00.000Z',
          },
        ],
      },
      profile: { username: 'Local name', avatar: null, region: null },
    };
    const { user, store } = await openSettings(asState(local));
    const file = {
      format: 'marquee-data',
      version: 1,
      exported_at: '2026-11-25T00:00:00.000Z',
      data: visitorData(),
    };
    await chooseFile(user, jsonFile(JSON.stringify(file)));
    const preview = await screen.findByRole('region', { name: /^Import marquee-data/ });
    expect(within(preview).getByRole('radio', { name: /^Merge/ })).toBeChecked();
    await user.click(within(preview).getByRole('button', { name: 'Import and Merge' }));

    const merged = backupData(store.getState());
    expect(
      merged.watchlist.items.map((item) => [
        item.media_id,
        item.details.title ?? item.details.name,
      ]),
    ).toEqual([
      [550, 'Fight Club (saved later here)'],
      [27205, 'Inception'],
      [1399, 'Game of Thrones'],
    ]);
    expect(merged.profile).toEqual({ username: 'Local name', avatar: null, region: 'DE' });
    expect(statusText()).toContain('(merged)');
  });

  it('Cancel closes the preview and writes nothing', async () => {
    const { user, store } = await openSettings();
    const before = backupData(store.getState());
    const file = {
      format: 'marquee-data',
      version: 1,
      exported_at: '2026-11-25T00:00:00.000Z',
      data: visitorData(),
    };
    await chooseFile(user, jsonFile(JSON.stringify(file)));
    const preview = await screen.findByRole('region', { name: /^Import marquee-data/ });
    await user.click(within(preview).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: /^Import marquee-data/ })).not.toBeInTheDocument();
    expect(backupData(store.getState())).toEqual(before);
  });

  it.each([
    [
      'a file that is not ours',
      'Date,Name,Year\n2026-01-01,"Heat",1995\n',
      'This is not a Marquee data file.',
    ],
    [
      'a binary file',
      '\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR',
      'This is not a Marquee data file.',
    ],
    ['an empty file', '', 'The file is empty.'],
    [
      'a file of a newer version',
      JSON.stringify({
        format: 'marquee-data',
        version: 3,
        exported_at: '2026-11-25T00:00:00Z',
        data: {},
      }),
      'newer version of Marquee (format 3)',
    ],
    [
      'a truncated file',
      JSON.stringify({
        format: 'marquee-data',
        version: 1,
        exported_at: '2026-11-25T00:00:00Z',
        data: visitorData(),
      }).slice(0, 200),
      'cut off',
    ],
    [
      'a file with a wrong type',
      JSON.stringify({
        format: 'marquee-data',
        version: 1,
        exported_at: '2026-11-25T00:00:00Z',
        data: {
          ...visitorData(),
          favorites: {
            items: [{ media_id: -4, media_type: 'movie', details: {}, added_at: '2026-01-01' }],
          },
        },
      }),
      'Favorites has a wrong value at entry 1 (media_id)',
    ],
  ])('refuses %s, says why and changes nothing', async (_case, text, reason) => {
    const { user, store } = await openSettings(asState(visitorData()));
    const before = backupData(store.getState());
    await chooseFile(user, jsonFile(text, 'some-file.json'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(reason);
    expect(alert).toHaveTextContent('Nothing was imported.');
    expect(screen.queryByRole('region', { name: /^Import / })).not.toBeInTheDocument();
    expect(backupData(store.getState())).toEqual(before);
  });

  it('refuses a file above 10 MB without reading it', async () => {
    const { user } = await openSettings();
    const huge = jsonFile('', 'huge.json');
    Object.defineProperty(huge, 'size', { value: 50 * 1024 * 1024 });
    const read = jest.spyOn(FileReader.prototype, 'readAsText');
    await chooseFile(user, huge);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'huge.json is larger than 10 MB, so it is not a Marquee data file. Nothing was imported.',
    );
    expect(read).not.toHaveBeenCalled();
  });

  it('writes the imported lists to storage under the spec’s keys', async () => {
    window.localStorage.clear();
    const { user } = await openSettings(undefined, true);
    const file = {
      format: 'marquee-data',
      version: 1,
      exported_at: '2026-11-25T00:00:00.000Z',
      data: visitorData(),
    };
    await chooseFile(user, jsonFile(JSON.stringify(file)));
    await user.click(await screen.findByRole('button', { name: 'Import and Merge' }));
    await waitFor(() =>
      expect(window.localStorage.getItem('user_watchlist')).toContain('"media_id":1399'),
    );
    expect(JSON.parse(window.localStorage.getItem('user_watch_progress')!).percent).toEqual(
      visitorData().progress.percent,
    );
    expect(JSON.parse(window.localStorage.getItem('completed_shows')!).ids).toEqual([66732]);
    window.localStorage.clear();
  });

  it('says an import would not fit before writing anything, and keeps what is stored', async () => {
    window.localStorage.clear();
    const { user, store } = await openSettings(undefined, true);
    // The store has saved every slice once (the app's first write after restoring).
    await waitFor(() => expect(window.localStorage.getItem('user_profile')).not.toBeNull());
    await waitFor(() => expect(window.localStorage.getItem('storage_consent')).not.toBeNull());
    // Another app on the address has taken nearly all of the origin's storage.
    const free = 5_000_000 - 20_000;
    const filler = free - 'other_app'.length - 2_000;
    window.localStorage.setItem('other_app', 'x'.repeat(filler));
    const ours = () =>
      Object.fromEntries(
        Object.entries({ ...window.localStorage }).filter(([key]) => key !== 'other_app'),
      );
    const stored = ours();

    const manyTitles = Array.from({ length: 400 }, (_, index) => ({
      media_id: index + 1,
      media_type: 'movie',
      details: {
        title: `A long enough saved title number ${index + 1}`,
        poster_path: '/poster.jpg',
      },
      added_at: '2026-11-01T00:00:00.000Z',
    }));
    const file = {
      format: 'marquee-data',
      version: 1,
      exported_at: '2026-11-25T00:00:00.000Z',
      data: { ...visitorData(), watchlist: { items: manyTitles } },
    };
    await chooseFile(user, jsonFile(JSON.stringify(file)));
    await user.click(await screen.findByRole('button', { name: 'Import and Merge' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^This would not fit: the import needs about \d+ KB more than this browser's storage has free\. Nothing was imported\.$/,
    );
    expect(backupData(store.getState()).watchlist.items).toEqual([]);
    expect(ours()).toEqual(stored);
    expect(window.localStorage.getItem('other_app')).toHaveLength(filler);
    // The preview stays, so the visitor can choose Replace or cancel.
    expect(screen.getByRole('region', { name: /^Import marquee-data/ })).toBeInTheDocument();
    window.localStorage.clear();
  });

  it('has no axe violations with the preview open', async () => {
    const { user } = await openSettings(asState(visitorData()));
    const file = {
      format: 'marquee-data',
      version: 1,
      exported_at: '2026-11-25T00:00:00.000Z',
      data: visitorData(),
    };
    await chooseFile(user, jsonFile(JSON.stringify(file)));
    await screen.findByRole('region', { name: /^Import marquee-data/ });
    const results = await act(() =>
      axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } }),
    );
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
