/**
 * Moving in and out (issue 33) on /user-settings' "Your data" card: the real app and store, the
 * catalogue answered at the network edge (MSW). A Letterboxd export ZIP (built here with fflate)
 * fills the ratings, the diary, the watchlist and favorites after 'Import'; the ratings, diary and
 * watchlist leave as Letterboxd CSV files; IMDb's ratings come in through find/{id}.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { strToU8, zipSync } from 'fflate';
import { http, HttpResponse } from 'msw';
import Papa from 'papaparse';

import type { RootState } from '@/app/store';
import { siteApi } from '@/services/site';

import { answerMovieSearches } from '../helpers/letterboxdSearch';
import { renderApp } from '../helpers/render';
import { server } from '../helpers/server';

// A lazy route and lazy panels under MUI in jsdom, and a few dozen look-ups: slow on a busy machine.
jest.setTimeout(40_000);

const AXE_OPTIONS: axe.RunOptions = {
  rules: {
    'color-contrast': { enabled: false },
    'label-content-name-mismatch': { enabled: false },
  },
};

async function expectNoAxeViolations(element: Element) {
  // Within act: a button's ripple may finish while axe works, and its update belongs to the test.
  let violations: axe.Result[] = [];
  await act(async () => {
    ({ violations } = await axe.run(element, AXE_OPTIONS));
  });
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

const LIST = 'Date,Name,Year,Letterboxd URI';
const lines = (...rows: string[]) => strToU8(rows.join('\n'));

/** Letterboxd's export as downloaded: its own files and the ones Marquee does not read. */
function letterboxdZip(): File {
  const zip = zipSync({
    'profile.csv': lines('Date Joined,Username', '2020-01-01,ana'),
    'ratings.csv': lines(
      `${LIST},Rating`,
      '2024-01-03,Alien,1979,https://boxd.it/2b0k,4.5',
      '2024-02-10,Amélie,2001,https://boxd.it/1bXe,5',
      '2024-02-11,Whiplash,2014,https://boxd.it/8aZk,3.5',
    ),
    'diary.csv': lines(
      `${LIST},Rating,Rewatch,Tags,Watched Date`,
      '2024-01-03,Alien,1979,https://boxd.it/dA1,4.5,,,2024-01-02',
      '2024-02-11,Whiplash,2014,https://boxd.it/dW1,3.5,Yes,,2024-02-09',
      '2024-02-12,Whiplash,2014,https://boxd.it/dW2,3.5,Yes,,2024-02-12',
    ),
    'watchlist.csv': lines(
      LIST,
      '2024-03-01,"Crouching Tiger, Hidden Dragon",2000,https://boxd.it/1Xq8',
      '2024-03-02,Dune,2021,https://boxd.it/du',
    ),
    'likes/films.csv': lines(LIST, '2024-02-10,Amélie,2001,https://boxd.it/1bXe'),
    'watched.csv': lines(
      LIST,
      '2024-01-02,Alien,1979,https://boxd.it/2b0k',
      '2024-01-05,Parasite,2019,https://boxd.it/p',
    ),
    'deleted/diary.csv': lines(
      `${LIST},Rating,Rewatch,Tags,Watched Date`,
      '2023-01-01,Dune,2021,x,1,,,2023-01-01',
    ),
  });
  return new File([zip], 'letterboxd-ana-2026-11-25-10-00-utc.zip', { type: 'application/zip' });
}

/** What the visitor holds before the import: a newer rating of Alien, Whiplash logged on one day. */
const before = {
  ratings: {
    byTitle: {
      'movie-348': {
        media_id: 348,
        media_type: 'movie' as const,
        rating: 2,
        rated_at: '2026-06-01T00:00:00.000Z',
        details: { title: 'Alien' },
      },
    },
  },
  diary: {
    entries: {
      mine: {
        id: 'mine',
        media_id: 244786,
        media_type: 'movie' as const,
        watched_on: '2024-02-12',
        rewatch: true,
        note: 'Mine',
        logged_at: '2024-02-12T22:00:00.000Z',
        details: { title: 'Whiplash' },
      },
    },
  },
} as unknown as Partial<RootState>;

async function openSettings(preloadedState?: Partial<RootState>) {
  const view = renderApp('/user-settings', { preloadedState });
  await screen.findByRole('heading', { level: 1, name: 'Profile Settings' });
  await waitFor(() =>
    expect(siteApi.endpoints.getSiteConfig.select()(view.store.getState()).isSuccess).toBe(true),
  );
  return view;
}

const tableRows = (table: HTMLElement) =>
  within(table)
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

describe('Letterboxd export ZIP', () => {
  it('reads the archive, matches each film once, and imports ratings, diary, watchlist and favorites', async () => {
    const searches = answerMovieSearches();
    const { user, store } = await openSettings(before);
    await user.click(screen.getByRole('button', { name: 'Import from Letterboxd' }));
    const panel = await screen.findByRole('region', { name: 'Import from Letterboxd' });
    await user.upload(
      within(panel).getByLabelText('Letterboxd export (ZIP or CSV file)'),
      letterboxdZip(),
    );

    await within(panel).findByText(
      'letterboxd-ana-2026-11-25-10-00-utc.zip: 5 files to import from',
    );
    const group = (name: string) => within(panel).getByRole('group', { name });
    const target = (name: string) =>
      within(group(name)).getByRole('combobox', { name: 'Add the films to' });
    expect(target('3 films in ratings.csv')).toHaveValue('ratings');
    expect(target('3 films in diary.csv')).toHaveValue('diary');
    expect(target('2 films in watchlist.csv')).toHaveValue('watchlist');
    expect(target('1 film in likes/films.csv')).toHaveValue('favorites');
    expect(target('2 films in watched.csv')).toHaveValue('none');
    // Alien, Amélie, Whiplash, Crouching Tiger and Dune: each looked up once.
    expect(
      within(panel).getByText('5 films will be looked up, each once, however many files name it.'),
    ).toBeVisible();
    expect(store.getState().watchlist.items).toEqual([]);
    await expectNoAxeViolations(panel);

    await user.click(within(panel).getByRole('button', { name: 'Match films' }));
    const table = await within(panel).findByRole('table', {
      name: 'Letterboxd films and their matches',
    });
    expect(searches.queries.sort()).toEqual([
      'Alien',
      'Amélie',
      'Crouching Tiger, Hidden Dragon',
      'Dune',
      'Whiplash',
    ]);
    expect(tableRows(table)).toEqual([
      ['Alien (1979) / Into your ratings (4½ stars) and diary', 'Matched', 'Alien (1979)'],
      ['Amélie (2001) / Into your ratings (5 stars) and favorites', 'Matched', 'Amélie (2001)'],
      [
        'Whiplash (2014) / Into your ratings (3½ stars) and diary (2 viewings)',
        'Matched',
        'Whiplash (2014)',
      ],
      [
        'Crouching Tiger, Hidden Dragon (2000) / Into your watchlist',
        'Matched',
        'Crouching Tiger, Hidden Dragon (2000)',
      ],
      ['Dune (2021) / Into your watchlist', 'Matched', 'Dune (2021)'],
    ]);
    await expectNoAxeViolations(panel);
    // Nothing is written before 'Import'.
    expect(store.getState().ratings).toEqual(before.ratings);

    await user.click(within(panel).getByRole('button', { name: 'Import 5 films' }));
    expect(
      await within(panel).findByText(
        'Imported 3 ratings, 2 diary entries, 2 films into your watchlist and 1 film into your favorites. 1 viewing was in your diary already.',
      ),
    ).toBeVisible();

    const state = store.getState();
    expect(
      Object.fromEntries(Object.entries(state.ratings.byTitle).map(([key, r]) => [key, r.rating])),
    ).toEqual({
      // The rating made here later stays.
      'movie-348': 2,
      'movie-194': 5,
      'movie-244786': 3.5,
    });
    expect(state.ratings.byTitle['movie-194']).toMatchObject({
      rated_at: '2024-02-10T00:00:00.000Z',
      details: { title: 'Amélie', release_date: '2001-04-25' },
    });
    const diary = Object.values(state.diary.entries)
      .map((entry) => [entry.id, entry.media_id, entry.watched_on, entry.rewatch, entry.note])
      .sort();
    expect(diary).toEqual([
      ['lb-dA1-20240102', 348, '2024-01-02', false, ''],
      ['lb-dW1-20240209', 244786, '2024-02-09', true, ''],
      ['mine', 244786, '2024-02-12', true, 'Mine'],
    ]);
    expect(state.watchlist.items.map((item) => item.media_id).sort((a, b) => a - b)).toEqual([
      146, 438631,
    ]);
    expect(state.favorites.items.map((item) => [item.media_id, item.added_at])).toEqual([
      [194, '2024-02-10T00:00:00.000Z'],
    ]);
  });

  it('says what is wrong with an archive it cannot use, and writes nothing', async () => {
    answerMovieSearches();
    const { user, store } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Import from Letterboxd' }));
    const panel = await screen.findByRole('region', { name: 'Import from Letterboxd' });
    const input = within(panel).getByLabelText('Letterboxd export (ZIP or CSV file)');
    await user.upload(
      input,
      new File([zipSync({ 'notes.txt': strToU8('hello') })], 'notes.zip', {
        type: 'application/zip',
      }),
    );
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'notes.zip holds none of the files of a Letterboxd export (ratings.csv, diary.csv, watchlist.csv, likes/films.csv, watched.csv), so there is nothing to import.',
    );
    await user.upload(input, new File(['Date,Name\n'], 'renamed.zip', { type: 'application/zip' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'renamed.zip is not a zip archive, or it is damaged: download the export from Letterboxd again.',
    );
    expect(within(panel).queryByRole('button', { name: 'Match films' })).not.toBeInTheDocument();
    expect(store.getState().watchlist.items).toEqual([]);
  });
});

describe('Export for Letterboxd', () => {
  it('downloads the ratings, the diary and the watchlist as Letterboxd CSV files, films only', async () => {
    const { user } = await openSettings({
      ratings: {
        byTitle: {
          'movie-146': {
            media_id: 146,
            media_type: 'movie',
            rating: 4.5,
            rated_at: '2026-11-01T00:00:00.000Z',
            details: { title: 'Crouching Tiger, Hidden Dragon', release_date: '2000-07-06' },
          },
          'tv-1399': {
            media_id: 1399,
            media_type: 'tv',
            rating: 5,
            rated_at: '2026-11-02T00:00:00.000Z',
            details: { name: 'Game of Thrones' },
          },
        },
      },
      diary: before.diary,
      watchlist: { items: [] },
    } as unknown as Partial<RootState>);
    await user.click(screen.getByRole('button', { name: 'Export for Letterboxd' }));
    const panel = await screen.findByRole('region', { name: 'Export for Letterboxd' });
    expect(within(panel).getByText(/1 entry is a show\.$/)).toBeVisible();
    expect(
      within(panel).getByRole('button', { name: 'Download watchlist (0 films)' }),
    ).toBeDisabled();
    await expectNoAxeViolations(panel);

    // The browser's download machinery is the edge here: capture the files it would save.
    const saved: { name: string; blob: Blob }[] = [];
    let pending: Blob | undefined;
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        pending = blob;
        return 'blob:marquee-test';
      }),
      revokeObjectURL: jest.fn(),
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: pending! });
    });
    try {
      await user.click(within(panel).getByRole('button', { name: 'Download ratings (1 film)' }));
      await user.click(within(panel).getByRole('button', { name: 'Download diary (1 film)' }));
    } finally {
      click.mockRestore();
    }
    expect(saved.map((file) => file.name)).toEqual([
      expect.stringMatching(/^marquee-letterboxd-ratings-\d{4}-\d{2}-\d{2}\.csv$/),
      expect.stringMatching(/^marquee-letterboxd-diary-\d{4}-\d{2}-\d{2}\.csv$/),
    ]);
    expect(saved[0]!.blob.type).toBe('text/csv');
    expect(await saved[0]!.blob.text()).toBe(
      'tmdbID,Title,Year,Rating\r\n146,"Crouching Tiger, Hidden Dragon",2000,4.5\r\n',
    );
    expect(
      Papa.parse(await saved[1]!.blob.text(), { header: true, skipEmptyLines: true }).data,
    ).toEqual([
      { tmdbID: '244786', Title: 'Whiplash', Year: '', WatchedDate: '2024-02-12', Rewatch: 'true' },
    ]);
    expect(await saved[1]!.blob.text()).not.toContain('Mine');
    expect(within(panel).getByRole('status')).toHaveTextContent(
      /^Downloaded marquee-letterboxd-diary-.*\.csv: 1 film\.$/,
    );
  });
});

describe('IMDb ratings', () => {
  const HEADER =
    'Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors';
  const row = (id: string, rating: number, type: string, title: string, year: number) =>
    `${id},${rating},2024-03-05,"${title}","${title}",https://www.imdb.com/title/${id}/,${type},8,100,${year},Drama,1000,${year}-01-01,"Someone"`;
  const csv = new File(
    [
      [
        HEADER,
        row('tt0137523', 9, 'Movie', 'Fight Club', 1999),
        row('tt0944947', 7, 'TV Series', 'Game of Thrones', 2011),
        row('tt1480055', 10, 'TV Episode', 'Winter Is Coming', 2011),
        row('tt0000001', 6, 'Movie', 'Nobody Knows It', 1900),
      ].join('\n'),
    ],
    'ratings.csv',
    { type: 'text/csv' },
  );

  /** TMDB's find, for three ids; records what was asked. */
  function answerFind() {
    const asked: string[] = [];
    const known: Record<string, object> = {
      tt0137523: {
        movie_results: [
          {
            id: 550,
            title: 'Fight Club',
            release_date: '1999-10-15',
            poster_path: '/fc.jpg',
            media_type: 'movie',
          },
        ],
        tv_results: [],
      },
      tt0944947: {
        movie_results: [],
        tv_results: [
          {
            id: 1399,
            name: 'Game of Thrones',
            first_air_date: '2011-04-17',
            poster_path: '/got.jpg',
            media_type: 'tv',
          },
        ],
      },
    };
    server.use(
      http.get('*/api/tmdb/find/:id', ({ params, request }) => {
        const source = new URL(request.url).searchParams.get('external_source');
        asked.push(`${String(params.id)} ${source}`);
        return HttpResponse.json({
          movie_results: [],
          person_results: [],
          tv_results: [],
          tv_episode_results: [],
          tv_season_results: [],
          ...known[String(params.id)],
        });
      }),
    );
    return asked;
  }

  it('looks each id up through find, then imports the found movies and shows as half stars', async () => {
    const asked = answerFind();
    const { user, store } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Import from IMDb' }));
    const panel = await screen.findByRole('region', { name: 'Import from IMDb' });
    await user.upload(within(panel).getByLabelText('IMDb ratings file (CSV)'), csv);
    expect(await within(panel).findByText('3 titles rated in ratings.csv')).toBeVisible();
    expect(
      within(panel).getByText(
        '1 rating of an episode or game is left out: Marquee rates movies and shows.',
      ),
    ).toBeVisible();
    await expectNoAxeViolations(panel);

    await user.click(within(panel).getByRole('button', { name: 'Look up titles' }));
    const table = await within(panel).findByRole('table', {
      name: 'IMDb titles and what was found',
    });
    expect(asked.sort()).toEqual(['tt0000001 imdb_id', 'tt0137523 imdb_id', 'tt0944947 imdb_id']);
    expect(tableRows(table)).toEqual([
      ['Fight Club (1999) / Your rating: 9/10, 4½ stars', 'Found', 'Fight Club (1999)'],
      ['Game of Thrones (2011) / Your rating: 7/10, 3½ stars', 'Found', 'Game of Thrones (2011)'],
      ['Nobody Knows It (1900) / Your rating: 6/10, 3 stars', 'Not found', 'None'],
    ]);
    expect(store.getState().ratings.byTitle).toEqual({});
    await expectNoAxeViolations(panel);

    await user.click(within(panel).getByRole('button', { name: 'Import 2 ratings' }));
    expect(await within(panel).findByText('Imported 2 ratings.')).toBeVisible();
    expect(store.getState().ratings.byTitle).toEqual({
      'movie-550': {
        media_id: 550,
        media_type: 'movie',
        rating: 4.5,
        rated_at: '2024-03-05T00:00:00.000Z',
        details: { title: 'Fight Club', release_date: '1999-10-15', poster_path: '/fc.jpg' },
      },
      'tv-1399': {
        media_id: 1399,
        media_type: 'tv',
        rating: 3.5,
        rated_at: '2024-03-05T00:00:00.000Z',
        details: { name: 'Game of Thrones', first_air_date: '2011-04-17', poster_path: '/got.jpg' },
      },
    });
  });

  it('stops when cancelled, keeping nothing and writing nothing', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    server.use(
      http.get('*/api/tmdb/find/:id', async ({ params }) => {
        asked.push(String(params.id));
        await gate;
        return HttpResponse.json({ movie_results: [], tv_results: [] });
      }),
    );
    const many = new File(
      [
        [
          HEADER,
          ...Array.from({ length: 12 }, (_, i) => row(`tt10${i}`, 8, 'Movie', `Film ${i}`, 2000)),
        ].join('\n'),
      ],
      'ratings.csv',
      { type: 'text/csv' },
    );
    const { user, store } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Import from IMDb' }));
    const panel = await screen.findByRole('region', { name: 'Import from IMDb' });
    await user.upload(within(panel).getByLabelText('IMDb ratings file (CSV)'), many);
    await user.click(await within(panel).findByRole('button', { name: 'Look up titles' }));
    const bar = await within(panel).findByRole('progressbar', {
      name: 'Looking up titles by their IMDb ids',
    });
    expect(bar).toHaveAttribute('aria-valuetext', '0 of 12 titles');
    await waitFor(() => expect(asked).toHaveLength(4));
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(within(panel).getByText('Looking up stopped. Nothing was imported.')).toBeVisible();
    release();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // Four at a time, and none after the cancel.
    expect(asked).toHaveLength(4);
    expect(within(panel).queryByRole('table')).not.toBeInTheDocument();
    expect(store.getState().ratings.byTitle).toEqual({});
  });

  it('refuses a file that is not an IMDb export', async () => {
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Import from IMDb' }));
    const panel = await screen.findByRole('region', { name: 'Import from IMDb' });
    await user.upload(
      within(panel).getByLabelText('IMDb ratings file (CSV)'),
      new File([`${LIST}\n2024-01-01,Alien,1979,x`], 'watchlist.csv', { type: 'text/csv' }),
    );
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      "This file has no Const and Your Rating columns, so it is not IMDb's ratings export (ratings.csv from Your Ratings).",
    );
    expect(within(panel).queryByRole('button', { name: 'Look up titles' })).not.toBeInTheDocument();
  });
});
