import { act, screen, waitFor, within } from '@testing-library/react';
import { persistStore } from 'redux-persist';

import { whenRestored } from '@/app/persistence';
import type { RootState } from '@/app/store';
import { LetterboxdImport } from '@/features/dataTransfer/letterboxd/LetterboxdImport';
import { SPACE_CHECK_KEY } from '@/lib/storageFit';
import { PERSISTED_KEYS } from '@/lib/storageKeys';

import { answerMovieSearches } from '../helpers/letterboxdSearch';
import { renderWithProviders } from '../helpers/render';
import { makeTestStore } from '../helpers/store';

// MUI under jsdom, and a few dozen searches: slow on a busy machine.
jest.setTimeout(30_000);

const WATCHLIST_HEADER = 'Date,Name,Year,Letterboxd URI';

/** A Letterboxd watchlist.csv of 25 films: 23 in the catalogue, one a leading article off, one unknown. */
const WATCHLIST_ROWS: [string, number][] = [
  ['Crouching Tiger, Hidden Dragon', 2000],
  ['Amélie', 2001],
  ['Alien', 1979],
  ['Aliens', 1986],
  ['Matrix', 1999],
  ['The Godfather', 1972],
  ['Monsters, Inc.', 2001],
  ["Schindler's List", 1993],
  ['Léon: The Professional', 1994],
  ['Dune', 2021],
  ['Pride & Prejudice', 2005],
  ['Spirited Away', 2001],
  ['Pulp Fiction', 1994],
  ['Forrest Gump', 1994],
  ['Inception', 2010],
  ['The Dark Knight', 2008],
  ['Casablanca', 1943],
  ['Seven Samurai', 1954],
  ['City of God', 2002],
  ['Whiplash', 2014],
  ['Parasite', 2019],
  ['The Godfather Part II', 1974],
  ['The Matrix Reloaded', 2003],
  ['Alien: Covenant', 2017],
  ['A Film Nobody Made', 2020],
];

const quoted = (name: string) => (/[",]/.test(name) ? `"${name.replace(/"/g, '""')}"` : name);

function watchlistCsv(rows: [string, number][]) {
  return [
    WATCHLIST_HEADER,
    ...rows.map(
      ([name, year], index) =>
        `2024-${String((index % 12) + 1).padStart(2, '0')}-10,${quoted(name)},${year},https://boxd.it/t${index}`,
    ),
  ].join('\r\n');
}

const csvFile = (name: string, text: string) => new File([text], name, { type: 'text/csv' });

const entry = (media_id: number, title: string, added_at: string) => ({
  media_id,
  media_type: 'movie' as const,
  details: { title, poster_path: `/saved-${media_id}.jpg` },
  added_at,
});

function renderPanel(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const onClose = jest.fn();
  const view = renderWithProviders(<LetterboxdImport onClose={onClose} />, options);
  return { ...view, onClose };
}

const fileInput = () => screen.getByLabelText('Letterboxd export (ZIP or CSV file)');
const matchButton = () => screen.getByRole('button', { name: 'Match films' });
const progressBar = () =>
  screen.queryByRole('progressbar', { name: 'Looking up films in our catalogue' });
const countsShown = () =>
  within(screen.getByRole('list', { name: 'Matches by status' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
/** Each row's cells; a cell of two lines (the film, where it goes) as "film / where". */
const tableRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => {
          // A cell of two lines (the title, then where it goes or its rating) as "title / line".
          const lines = within(cell).queryAllByText(
            (_text, element) => element?.tagName === 'SPAN',
          );
          return lines.length > 0
            ? lines.map((line) => line.textContent).join(' / ')
            : cell.textContent;
        }),
    );

/** Everything this origin keeps in localStorage, key by key. */
function storageSnapshot() {
  const snapshot: Record<string, string | null> = {};
  for (let i = 0; i < window.localStorage.length; i += 1) {
    const key = window.localStorage.key(i)!;
    snapshot[key] = window.localStorage.getItem(key);
  }
  return snapshot;
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('Letterboxd import: matching', () => {
  it('shows the file, a progress bar with at most four searches at a time, then the matches 20 a page', async () => {
    const log = answerMovieSearches();
    const { user } = renderPanel();
    expect(screen.getByRole('heading', { level: 3, name: 'Import from Letterboxd' })).toBeVisible();

    await user.upload(fileInput(), csvFile('watchlist.csv', watchlistCsv(WATCHLIST_ROWS)));
    expect(await screen.findByText('25 films in watchlist.csv')).toBeVisible();
    expect(screen.getByText('Read as a Letterboxd watchlist.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Add the films to' })).toHaveValue('watchlist');
    expect(screen.getByText('25 films of 25 will be looked up for your watchlist.')).toBeVisible();

    log.hold();
    await user.click(matchButton());
    const bar = await screen.findByRole('progressbar', {
      name: 'Looking up films in our catalogue',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuetext', '0 of 25 films');
    expect(screen.getByText('0 of 25 films')).toBeVisible();
    await waitFor(() => expect(log.queries).toHaveLength(4));
    await pause(30);
    expect(log.queries).toHaveLength(4);

    log.release();
    await screen.findByRole('table');
    expect(progressBar()).not.toBeInTheDocument();
    expect(log.maxOpen).toBe(4);
    expect(log.queries).toHaveLength(25);
    expect(log.queries).toContain('Crouching Tiger, Hidden Dragon');

    expect(countsShown()).toEqual(['Matched: 23', 'Unsure: 1', 'Not found: 1']);
    const firstPage = tableRows();
    expect(firstPage).toHaveLength(20);
    expect(firstPage[0]).toEqual([
      'Crouching Tiger, Hidden Dragon (2000) / Into your watchlist',
      'Matched',
      'Crouching Tiger, Hidden Dragon (2000)',
    ]);
    expect(firstPage[4]).toEqual([
      'Matrix (1999) / Into your watchlist',
      'Unsure',
      'The Matrix (1999)',
    ]);
    expect(firstPage[9]).toEqual(['Dune (2021) / Into your watchlist', 'Matched', 'Dune (2021)']);
    // A year off by one still matches.
    expect(firstPage[16]).toEqual([
      'Casablanca (1943) / Into your watchlist',
      'Matched',
      'Casablanca (1942)',
    ]);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(tableRows()).toEqual(
      expect.arrayContaining([
        ['A Film Nobody Made (2020) / Into your watchlist', 'Not found', 'None'],
      ]),
    );
    expect(tableRows()).toHaveLength(5);

    const unsure = screen.getByRole('checkbox', { name: 'Include unsure matches' });
    expect(unsure).toBeChecked();
    expect(screen.getByRole('button', { name: 'Import 24 films' })).toBeEnabled();
    await user.click(unsure);
    expect(screen.getByRole('button', { name: 'Import 23 films' })).toBeEnabled();
  });

  it('cancels midway: the searches stop and nothing is written, in the store or in storage', async () => {
    window.localStorage.setItem(
      PERSISTED_KEYS.watchlist.key,
      JSON.stringify({
        items: [entry(999, 'A Saved Film', '2025-06-01T00:00:00.000Z')],
        _persist: { version: 1, rehydrated: true },
      }),
    );
    const store = makeTestStore(undefined, { persist: true });
    await whenRestored(persistStore(store));
    const log = answerMovieSearches();
    const { user } = renderPanel({ store });
    await user.upload(fileInput(), csvFile('watchlist.csv', watchlistCsv(WATCHLIST_ROWS)));
    await screen.findByText('25 films in watchlist.csv');
    await pause(20);
    const storedBefore = storageSnapshot();
    const listBefore = store.getState().watchlist;

    log.hold();
    await user.click(matchButton());
    await waitFor(() => expect(log.queries).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(progressBar()).not.toBeInTheDocument();
    expect(screen.getByText('Matching stopped. Nothing was imported.')).toBeVisible();
    expect(matchButton()).toBeEnabled();
    log.release();
    await pause(60);
    expect(log.queries).toHaveLength(4);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import / })).not.toBeInTheDocument();
    expect(store.getState().watchlist).toBe(listBefore);
    expect(store.getState().favorites.items).toEqual([]);
    expect(storageSnapshot()).toEqual(storedBefore);
  });

  it('lists a film whose search failed as not found, and searches again for it on request', async () => {
    const failing = new Set(['Alien']);
    const log = answerMovieSearches({ failing });
    const { user } = renderPanel();
    await user.upload(
      fileInput(),
      csvFile(
        'watchlist.csv',
        watchlistCsv([
          ['Alien', 1979],
          ['Amélie', 2001],
        ]),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Match films' }));
    await screen.findByRole('table');
    expect(tableRows()[0]).toEqual([
      'Alien (1979) / Into your watchlist',
      'Not found (search failed)',
      'None',
    ]);
    expect(countsShown()).toEqual(['Matched: 1', 'Unsure: 0', 'Not found: 1']);
    expect(
      screen.getByText('The search did not answer for 1 film, so it is listed as not found.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Import 1 film' })).toBeEnabled();

    failing.clear();
    const searchesBefore = log.queries.length;
    await user.click(screen.getByRole('button', { name: 'Search again for this film' }));
    await waitFor(() =>
      expect(tableRows()[0]).toEqual([
        'Alien (1979) / Into your watchlist',
        'Matched',
        'Alien (1979)',
      ]),
    );
    // Only the failed film is searched again.
    expect(log.queries.slice(searchesBefore)).toEqual(['Alien']);
    expect(countsShown()).toEqual(['Matched: 2', 'Unsure: 0', 'Not found: 0']);
    expect(screen.getByRole('button', { name: 'Import 2 films' })).toBeEnabled();
  });
});

describe('Letterboxd import: writing the lists', () => {
  it('merges a watchlist into the saved one, newest entry per title winning, and says what it did', async () => {
    answerMovieSearches();
    const preloadedState = {
      watchlist: {
        items: [
          entry(348, 'Alien', '2025-06-01T00:00:00.000Z'),
          entry(999, 'A Saved Film', '2025-05-01T00:00:00.000Z'),
        ],
      },
    } as unknown as Partial<RootState>;
    const { user, store } = renderPanel({ preloadedState });
    const csv = [
      WATCHLIST_HEADER,
      '2024-01-10,Alien,1979,https://boxd.it/2b0k',
      '2024-02-01,Amélie,2001,https://boxd.it/1bXe',
      '2024-03-05,Matrix,1999,https://boxd.it/2bE4',
    ].join('\n');
    await user.upload(fileInput(), csvFile('watchlist.csv', csv));
    await user.click(await screen.findByRole('button', { name: 'Match films' }));
    await user.click(await screen.findByRole('button', { name: 'Import 3 films' }));

    expect(
      await screen.findByText('Imported 3 films into your watchlist: 2 new, 1 already there.'),
    ).toBeVisible();
    const items = store.getState().watchlist.items;
    expect(items.map((item) => item.media_id).sort((a, b) => a - b)).toEqual([194, 348, 603, 999]);
    // The saved Alien is newer than the Letterboxd one, so it stays as it was.
    expect(items.find((item) => item.media_id === 348)).toEqual(
      entry(348, 'Alien', '2025-06-01T00:00:00.000Z'),
    );
    expect(items.find((item) => item.media_id === 194)).toMatchObject({
      media_type: 'movie',
      added_at: '2024-02-01T00:00:00.000Z',
      details: { title: 'Amélie', release_date: '2001-04-25', poster_path: '/poster-194.jpg' },
    });
    expect(store.getState().favorites.items).toEqual([]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('sends rated films to favorites when asked, from the chosen rating up, leaving the rest alone', async () => {
    const log = answerMovieSearches();
    const { user, store } = renderPanel();
    const csv = [
      'Date,Name,Year,Letterboxd URI,Rating',
      '2024-01-10,Alien,1979,https://boxd.it/a,5',
      '2024-01-11,Amélie,2001,https://boxd.it/b,4.5',
      '2024-01-12,Dune,2021,https://boxd.it/c,3',
      '2024-01-13,Inception,2010,https://boxd.it/d,2',
    ].join('\n');
    await user.upload(fileInput(), csvFile('ratings.csv', csv));
    await screen.findByText('4 films in ratings.csv');
    const target = screen.getByRole('combobox', { name: 'Add the films to' });
    expect(target).toHaveValue('ratings');
    expect(screen.queryByRole('combobox', { name: 'Which films' })).not.toBeInTheDocument();
    await user.selectOptions(target, 'Favorites');
    const which = screen.getByRole('combobox', { name: 'Which films' });
    expect(which).toHaveDisplayValue('Rated 4 stars or more');
    expect(screen.getByText('2 films of 4 will be looked up for your favorites.')).toBeVisible();

    await user.selectOptions(which, 'Rated 3 stars or more');
    expect(screen.getByText('3 films of 4 will be looked up for your favorites.')).toBeVisible();
    await user.click(matchButton());
    await user.click(await screen.findByRole('button', { name: 'Import 3 films' }));

    expect(await screen.findByText('Imported 3 films into your favorites.')).toBeVisible();
    expect(log.queries.sort()).toEqual(['Alien', 'Amélie', 'Dune']);
    expect(
      store
        .getState()
        .favorites.items.map((item) => item.media_id)
        .sort((a, b) => a - b),
    ).toEqual([194, 348, 438631]);
    expect(store.getState().watchlist.items).toEqual([]);
    expect(store.getState().ratings.byTitle).toEqual({});
  });

  it('asks for a list before matching a file of watched films', async () => {
    answerMovieSearches();
    const { user, store } = renderPanel();
    await user.upload(fileInput(), csvFile('watched.csv', watchlistCsv([['Whiplash', 2014]])));
    await screen.findByText('1 film in watched.csv');
    expect(screen.getByRole('combobox', { name: 'Add the films to' })).toHaveValue('none');
    expect(screen.getByRole('combobox', { name: 'Add the films to' })).toHaveAccessibleDescription(
      'No list is chosen yet.',
    );
    expect(screen.getByText('Choose a list above to match these films.')).toBeVisible();
    expect(matchButton()).toBeDisabled();

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Add the films to' }),
      'Favorites',
    );
    await user.click(matchButton());
    await user.click(await screen.findByRole('button', { name: 'Import 1 film' }));
    expect(await screen.findByText('Imported 1 film into your favorites.')).toBeVisible();
    expect(store.getState().favorites.items.map((item) => item.media_id)).toEqual([244786]);
  });

  it('says so, and writes nothing, when the lists would not fit in storage', async () => {
    answerMovieSearches();
    const { user, store } = renderPanel();
    await user.upload(fileInput(), csvFile('watchlist.csv', watchlistCsv([['Alien', 1979]])));
    await user.click(await screen.findByRole('button', { name: 'Match films' }));
    const importButton = await screen.findByRole('button', { name: 'Import 1 film' });

    // The browser's quota is full: the space check's scratch write is refused.
    const setItem = Storage.prototype.setItem;
    const full = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (key === SPACE_CHECK_KEY) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    try {
      await user.click(importButton);
    } finally {
      full.mockRestore();
    }
    expect(await screen.findByRole('alert')).toHaveTextContent(/^This would not fit/);
    expect(store.getState().watchlist.items).toEqual([]);
    expect(screen.getByRole('table')).toBeVisible();
  });

  it('closes when asked', async () => {
    const { user, onClose } = renderPanel();
    await user.upload(fileInput(), csvFile('watchlist.csv', watchlistCsv([['Alien', 1979]])));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('Letterboxd import: files it cannot use', () => {
  it.each([
    [
      'a CSV with other columns',
      csvFile('films.csv', 'Title,Director\nAlien,Ridley Scott\n'),
      'This file has no Date, Name, Year and Letterboxd URI columns, so it is not a Letterboxd export file such as watchlist.csv or ratings.csv.',
    ],
    ['an empty file', csvFile('watchlist.csv', ''), 'The file is empty.'],
    [
      'a binary file',
      new File(
        [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 0xff, 0xfe, 0, 1])],
        'poster.csv',
      ),
      'This is not a text file, so it cannot be a Letterboxd export.',
    ],
    [
      'a file above 5 MB',
      csvFile('watchlist.csv', `${WATCHLIST_HEADER}\n${'x'.repeat(6 * 1024 * 1024)}`),
      'This file is 6.0 MB, and Marquee reads Letterboxd files of up to 5 MB.',
    ],
  ])('refuses %s with a clear message', async (_what, file, message) => {
    const log = answerMovieSearches();
    const { user, store } = renderPanel();
    await user.upload(fileInput(), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Match films' })).not.toBeInTheDocument();
    expect(log.queries).toEqual([]);
    expect(store.getState().watchlist.items).toEqual([]);
  });

  it('takes a good file after a bad one', async () => {
    answerMovieSearches();
    const { user } = renderPanel();
    await user.upload(fileInput(), csvFile('watchlist.csv', ''));
    await screen.findByRole('alert');
    await user.upload(fileInput(), csvFile('watchlist.csv', watchlistCsv([['Alien', 1979]])));
    expect(await screen.findByText('1 film in watchlist.csv')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
