/**
 * Ratings and the diary (issue 33 §1): the title page's "Rating" radio group and "Mark as watched",
 * /diary by month with edit, delete and undo, and the slices' readers of stored values. The real app,
 * store and components; TMDB answered at the network edge.
 */
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';

import { dayOf } from '@/features/taste/diaryDays';
import type { DiaryEntry } from '@/features/taste/diarySlice';
import { restoreDiary, restoreRatings } from '@/features/taste/persisted';
import { starsLabel, starsText } from '@/lib/stars';

import { answerCatalogue, fightClub } from '../detail/detailFixtures';
import { openAt, renderApp } from '../helpers/render';

jest.setTimeout(30_000);

const AXE_OPTIONS: axe.RunOptions = {
  rules: {
    'color-contrast': { enabled: false },
    'label-content-name-mismatch': { enabled: false },
  },
};

const entry = (id: string, watched_on: string, more: Partial<DiaryEntry> = {}): DiaryEntry => ({
  id,
  media_id: 550,
  media_type: 'movie',
  watched_on,
  rewatch: false,
  note: '',
  logged_at: `${watched_on}T20:00:00.000Z`,
  details: { title: 'Fight Club', poster_path: '/p550.jpg', runtime: 139, genre_ids: [18] },
  ...more,
});

describe('a title page', () => {
  it('rates in half stars by pointer and keyboard, and clears the rating in one action', async () => {
    answerCatalogue({ movies: [fightClub] });
    const { store, user } = renderApp('/movie/550-fight-club');
    const group = await screen.findByRole('radiogroup', { name: 'Rating' });
    // By keyboard: into the group, then the arrow keys move between half stars (jsdom lays nothing
    // out, so MUI reads no star under a pointer; the browser journey rates with the pointer).
    within(group).getByRole('radio', { name: 'No rating' }).focus();
    for (let step = 0; step < 9; step += 1) await user.keyboard('{ArrowRight}');
    expect(store.getState().ratings.byTitle['movie-550']).toMatchObject({
      rating: 4.5,
      media_type: 'movie',
      details: { title: 'Fight Club' },
    });
    expect(within(group).getByRole('radio', { name: '4½ stars' })).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(store.getState().ratings.byTitle['movie-550']?.rating).toBe(4);
    expect(screen.getByText('Rated 4 stars.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear rating' }));
    expect(store.getState().ratings.byTitle['movie-550']).toBeUndefined();
    expect(screen.queryByRole('button', { name: 'Clear rating' })).not.toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: 'No rating' })).toBeChecked();
  });

  it('marks as watched today by default, as a rewatch the second time, with a private note', async () => {
    answerCatalogue({ movies: [fightClub] });
    const { store, user } = renderApp('/movie/550-fight-club');
    await user.click(await screen.findByRole('button', { name: 'Mark as watched' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as watched' });
    expect(within(dialog).getByLabelText(/Date watched/)).toHaveValue(dayOf(new Date()));
    expect(within(dialog).getByRole('checkbox', { name: /rewatch/ })).not.toBeChecked();
    await user.type(within(dialog).getByLabelText('Note (only you see it)'), 'Still holds up');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(Object.values(store.getState().diary.entries)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [saved] = Object.values(store.getState().diary.entries);
    expect(saved).toMatchObject({
      media_id: 550,
      watched_on: dayOf(new Date()),
      rewatch: false,
      note: 'Still holds up',
      details: { title: 'Fight Club', runtime: 139 },
    });
    expect(await screen.findByText(/^Watched /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your diary' })).toHaveAttribute('href', '/diary');

    await user.click(screen.getByRole('button', { name: 'Mark as watched' }));
    const again = await screen.findByRole('dialog', { name: 'Mark as watched' });
    expect(within(again).getByRole('checkbox', { name: /rewatch/ })).toBeChecked();
  });

  it('refuses a day in the future and says why, saving nothing', async () => {
    answerCatalogue({ movies: [fightClub] });
    const { store, user } = renderApp('/movie/550-fight-club');
    await user.click(await screen.findByRole('button', { name: 'Mark as watched' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as watched' });
    const day = within(dialog).getByLabelText(/Date watched/);
    await user.clear(day);
    await user.type(day, '2999-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose a day up to today.');
    expect(store.getState().diary.entries).toEqual({});
  });
});

describe('/diary', () => {
  const entries = {
    a: entry('a', '2026-10-03', { note: 'First time' }),
    b: entry('b', '2026-11-20', { rewatch: true }),
    c: entry('c', '2026-11-02', {
      media_id: 1399,
      media_type: 'tv',
      details: { name: 'Game of Thrones', poster_path: null },
    }),
  };

  it('lists entries by month, newest first, with the rating, the rewatch mark and the note', async () => {
    await openAt('/diary', {
      preloadedState: {
        diary: { entries },
        ratings: {
          byTitle: {
            'movie-550': {
              media_id: 550,
              media_type: 'movie',
              rating: 4.5,
              rated_at: '2026-11-20T00:00:00Z',
              details: { title: 'Fight Club' },
            },
          },
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Diary (3)' })).toBeVisible();
    const months = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(months).toEqual(['November 2026', 'October 2026']);
    const november = within(screen.getByRole('region', { name: 'November 2026' }));
    const items = november.getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Fight Club',
      'Game of Thrones',
    ]);
    expect(items[0]).toHaveTextContent('Rewatch');
    expect(items[0]).toHaveTextContent('Your rating: 4½ stars');
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/movie/550-fight-club');
    expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', '/tv/1399-game-of-thrones');
    expect(screen.getByRole('region', { name: 'October 2026' })).toHaveTextContent('First time');
  });

  it('edits an entry, and deletes one with an undo', async () => {
    const { store, user } = await openAt('/diary', { preloadedState: { diary: { entries } } });
    await user.click(
      await screen.findByRole('button', { name: 'Edit Fight Club on October 3, 2026' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit diary entry' });
    expect(within(dialog).getByLabelText(/Date watched/)).toHaveValue('2026-10-03');
    const note = within(dialog).getByLabelText('Note (only you see it)');
    await user.clear(note);
    await user.type(note, 'Better the second time');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(store.getState().diary.entries.a?.note).toBe('Better the second time'),
    );
    expect(Object.keys(store.getState().diary.entries)).toHaveLength(3);

    await user.click(
      screen.getByRole('button', { name: 'Delete Fight Club on November 20, 2026' }),
    );
    expect(store.getState().diary.entries.b).toBeUndefined();
    expect(
      screen.getByText('Fight Club on November 20, 2026 deleted from your diary.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(store.getState().diary.entries.b).toEqual(entries.b);
    expect(screen.getByRole('heading', { level: 1, name: 'Diary (3)' })).toBeVisible();
  });

  it('says how to fill an empty diary', async () => {
    await openAt('/diary');
    expect(await screen.findByRole('heading', { name: 'Your diary is empty' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse Content' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['with entries', { a: entries.a, b: entries.b }],
    ['empty', {}],
  ])('has no axe violations (%s)', async (_case, some) => {
    const { container } = await openAt('/diary', { preloadedState: { diary: { entries: some } } });
    await screen.findByRole('heading', { level: 1 });
    const { violations } = await axe.run(container, AXE_OPTIONS);
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

describe('stored ratings and diary entries', () => {
  it('keeps the well-formed entries and drops the rest one by one', () => {
    const good = {
      media_id: 550,
      media_type: 'movie',
      rating: 3.5,
      rated_at: '2026-11-01T00:00:00Z',
      details: { title: 'Fight Club' },
    };
    expect(
      restoreRatings({
        byTitle: {
          'movie-550': good,
          'movie-13': { ...good, media_id: 13, rating: 3.7 },
          'movie-14': { ...good, media_id: 14, rating: 0 },
          'tv-550': good,
          'movie-15': 'five',
        },
      }),
    ).toEqual({ byTitle: { 'movie-550': good } });
    expect(restoreRatings('nope')).toBeUndefined();

    const kept = entry('k', '2026-02-28', { note: 'line one\nline two\u0007\u202e' });
    const restored = restoreDiary({
      entries: {
        k: kept,
        bad_day: entry('bad_day', '2026-02-30'),
        wrong_key: entry('other', '2026-01-01'),
        'bad id!': entry('bad id!', '2026-01-01'),
        long: entry('long', '2026-01-01', { note: 'x'.repeat(5000) }),
      },
    });
    expect(Object.keys(restored!.entries).sort()).toEqual(['k', 'long']);
    // A note keeps its line breaks; control and direction characters go.
    expect(restored!.entries.k!.note).toBe('line one\nline two');
    expect(restored!.entries.long!.note).toHaveLength(2000);
  });

  it('writes ratings as the page shows them', () => {
    expect([0.5, 1, 3.5, 4, 5].map(starsText)).toEqual(['½★', '1★', '3½★', '4★', '5★']);
    expect([0.5, 1, 4.5].map(starsLabel)).toEqual(['½ star', '1 star', '4½ stars']);
  });
});
