import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { persistStore } from 'redux-persist';

import { whenRestored } from '@/app/persistence';
import type { AppStore, RootState } from '@/app/store';
import { titleWatched } from '@/features/lists/continueWatching/continueWatchingSlice';
import type { ContinueWatchingEntry } from '@/features/lists/continueWatching/continueWatchingSlice';
import { siteApi } from '@/services/site';

import { renderApp } from '../helpers/render';
import { makeTestStore } from '../helpers/store';

// A lazy route under MUI in jsdom: slow on a busy machine.
jest.setTimeout(30_000);

const HEADING = { level: 1, name: 'Pick Up Where You Left Off' } as const;
const LIST = { name: /Titles in progress/ } as const;

const harbour: ContinueWatchingEntry = {
  media_id: 77,
  media_type: 'tv',
  details: { name: 'Harbour Lights', last_episode: { season: 2, episode: 5 } },
  last_watched: '2026-03-02T10:00:00.000Z',
};
const valley: ContinueWatchingEntry = {
  media_id: 88,
  media_type: 'tv',
  details: { name: 'Quiet Valley', first_air_date: '2019-04-01' },
  last_watched: '2026-03-01T10:00:00.000Z',
};
const moon: ContinueWatchingEntry = {
  media_id: 99,
  media_type: 'movie',
  details: { title: 'Paper Moon Rising', release_date: '2012-06-01' },
  last_watched: '2026-02-28T10:00:00.000Z',
};

/** The store as the app builds it, read back from what localStorage holds under the spec key (if any). */
async function storeFromStorage(raw?: string) {
  if (raw !== undefined) window.localStorage.setItem('user_continue_watching', raw);
  const store = makeTestStore(undefined, { persist: true });
  await whenRestored(persistStore(store));
  return store;
}

/**
 * Opens the page as a visitor would and waits until it has settled: its heading shown and the site's
 * settings (name, image host) loaded, so nothing renders after the test's last look.
 */
async function openPage(options: { store?: AppStore; preloadedState?: Partial<RootState> } = {}) {
  const view = renderApp('/continue-watching', options);
  await screen.findByRole('heading', HEADING);
  await waitFor(() =>
    expect(siteApi.endpoints.getSiteConfig.select()(view.store.getState()).isSuccess).toBe(true),
  );
  return view;
}

const cardTitles = () =>
  within(screen.getByRole('list', LIST))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

const hrefOf = (name: RegExp) =>
  within(screen.getByRole('list', LIST)).getByRole('link', { name }).getAttribute('href');

describe('/continue-watching with titles in progress', () => {
  it('shows the heading, the count, the tab title and the crumb', async () => {
    await openPage({
      preloadedState: { continueWatching: { items: [harbour, valley, moon] } },
    });
    expect(await screen.findByRole('heading', HEADING)).toBeVisible();
    expect(screen.getByText('Found 3 items')).toBeVisible();
    expect(within(screen.getByRole('list', LIST)).getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() => expect(document.title).toBe('Continue Watching · Marquee'));
    expect(
      within(screen.getByRole('navigation', { name: /breadcrumb/i })).getByText(
        'Continue Watching',
      ),
    ).toBeVisible();
    expect(screen.queryByText('No items to continue watching')).not.toBeInTheDocument();
  });

  it("says 'Found 1 item' for a single title", async () => {
    await openPage({
      preloadedState: { continueWatching: { items: [moon] } },
    });
    expect(await screen.findByText('Found 1 item')).toBeVisible();
  });

  it('links each card to where it resumes, with canonical slugs, and says what it resumes', async () => {
    await openPage({
      preloadedState: { continueWatching: { items: [harbour, valley, moon] } },
    });
    await screen.findByRole('heading', HEADING);
    // A show with a known last episode: that episode's player.
    expect(hrefOf(/Harbour Lights/)).toBe('/player/tv/77-harbour-lights/2/5');
    // A show with none: its own page (the TV player needs a season and an episode).
    expect(hrefOf(/Quiet Valley/)).toBe('/tv/88-quiet-valley');
    // A movie: the movie player.
    expect(hrefOf(/Paper Moon Rising/)).toBe('/player/movie/99-paper-moon-rising');

    const list = within(screen.getByRole('list', LIST));
    expect(list.getByRole('link', { name: /Harbour Lights/ })).toHaveTextContent('Resume S2 E5');
    expect(list.getByRole('link', { name: /Quiet Valley/ })).toHaveTextContent('Resume · 2019');
    expect(list.getByRole('link', { name: /Paper Moon Rising/ })).toHaveTextContent(
      'Resume · 2012',
    );
  });

  it('shows how far each title was played, as a progress bar with its value', async () => {
    await openPage({
      preloadedState: {
        continueWatching: { items: [harbour, valley, moon] },
        // The show's last episode is the one its entry resumes: its own percent.
        lastWatched: {
          shows: {
            '77': { season: 2, episode: 5, updatedAt: '2026-03-02T10:00:00.000Z', percent: 42.4 },
          },
        },
        progress: { percent: { 'movie-99': 75, 'tv-77': 10 } },
      },
    });
    const harbourBar = screen.getByRole('progressbar', { name: 'Harbour Lights: played' });
    expect(harbourBar).toHaveAttribute('aria-valuenow', '42');
    expect(harbourBar).toHaveAttribute('aria-valuetext', '42% played');
    expect(screen.getByRole('progressbar', { name: 'Paper Moon Rising: played' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    // Nothing known of Quiet Valley's progress: no bar.
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
  });

  it('takes a title off the list with its remove button, keeping the keyboard’s place', async () => {
    const { store, user } = await openPage({
      preloadedState: { continueWatching: { items: [harbour, valley, moon] } },
    });
    await user.click(
      screen.getByRole('button', { name: 'Remove Quiet Valley from Continue Watching' }),
    );
    expect(cardTitles()).toEqual(['Harbour Lights', 'Paper Moon Rising']);
    expect(screen.getByText('Found 2 items')).toBeVisible();
    expect(store.getState().continueWatching.items.map((item) => item.media_id)).toEqual([77, 99]);
    // Focus moves to the button now in its place: the next card's.
    expect(
      screen.getByRole('button', { name: 'Remove Paper Moon Rising from Continue Watching' }),
    ).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(cardTitles()).toEqual(['Harbour Lights']);
    expect(
      screen.getByRole('button', { name: 'Remove Harbour Lights from Continue Watching' }),
    ).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No items to continue watching')).toBeVisible();
    expect(screen.getByRole('heading', HEADING)).toHaveFocus();
  });

  it('lists what was stored newest first, however the stored list was ordered', async () => {
    const store = await storeFromStorage(
      JSON.stringify({
        items: [moon, harbour, valley],
        _persist: { version: 1, rehydrated: true },
      }),
    );
    await openPage({ store });
    await screen.findByRole('heading', HEADING);
    expect(cardTitles()).toEqual(['Harbour Lights', 'Quiet Valley', 'Paper Moon Rising']);
  });

  it('puts the title watched last first, and keeps at most 20', async () => {
    const { store } = await openPage();
    await screen.findByText('No items to continue watching');
    act(() => {
      for (let id = 1; id <= 22; id += 1) {
        store.dispatch(
          titleWatched({ media_id: id, media_type: 'movie', details: { title: `Film ${id}` } }),
        );
      }
    });
    expect(await screen.findByText('Found 20 items')).toBeVisible();
    const titles = cardTitles();
    expect(titles).toHaveLength(20);
    expect(titles.slice(0, 3)).toEqual(['Film 22', 'Film 21', 'Film 20']);
    expect(titles).not.toContain('Film 2');

    // Watching an older title again brings it back to the front.
    act(() => {
      store.dispatch(
        titleWatched({ media_id: 5, media_type: 'movie', details: { title: 'Film 5' } }),
      );
    });
    await waitFor(() => expect(cardTitles()[0]).toBe('Film 5'));
    expect(cardTitles()).toHaveLength(20);
  });

  it('has no axe violations', async () => {
    await openPage({
      preloadedState: { continueWatching: { items: [harbour, valley, moon] } },
    });
    await screen.findByRole('heading', HEADING);
    // jsdom has no layout, so contrast is left to the browser journeys.
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

describe('/continue-watching with nothing in progress', () => {
  const expectEmptyState = async () => {
    expect(await screen.findByRole('heading', HEADING)).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'No items to continue watching' }),
    ).toBeVisible();
    expect(
      screen.getByText('Start watching some movies or TV shows to see them here!'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse Movies' })).toHaveAttribute('href', '/movies');
    expect(screen.getByRole('link', { name: 'Browse TV Shows' })).toHaveAttribute(
      'href',
      '/tv-shows',
    );
    expect(screen.queryByText(/^Found \d+ items?$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', LIST)).not.toBeInTheDocument();
  };

  it('shows the spec empty state with fresh storage', async () => {
    await openPage({ store: await storeFromStorage() });
    await expectEmptyState();
  });

  it.each([
    ['text that is not JSON', '{"items": [oops'],
    ['a string', '"garbage"'],
    ['a list that is not a list', '{"items": 42}'],
  ])('shows the empty state, without a crash, when storage holds %s', async (_label, raw) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await openPage({ store: await storeFromStorage(raw) });
      await expectEmptyState();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('user_continue_watching'));
    } finally {
      warn.mockRestore();
    }
  });

  it('shows the entries that survive when only some stored ones are malformed', async () => {
    const store = await storeFromStorage(
      JSON.stringify({
        items: [{ media_id: 'x', media_type: 'movie' }, { media_id: 3, media_type: 'book' }, moon],
      }),
    );
    await openPage({ store });
    expect(await screen.findByText('Found 1 item')).toBeVisible();
    expect(cardTitles()).toEqual(['Paper Moon Rising']);
  });

  it('has no axe violations', async () => {
    await openPage();
    await screen.findByText('No items to continue watching');
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
