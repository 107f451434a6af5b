import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';

import type { AppStore } from '@/app/store';
import { selectCurrentEpisode } from '@/features/lists/progress/currentEpisodeSlice';
import { selectLastProgress } from '@/features/lists/progress/lastProgressSlice';
import { PROGRESS_WRITE_INTERVAL_MS } from '@/lib/player';
import { selectAnyQueryPending } from '@/services/tmdbApi';

import {
  LOCAL_ORIGIN,
  answerPlayer,
  imdbPlayer,
  localPlayer,
  officialTrailer,
  seasonRequests,
  thrones,
} from '../helpers/playerHandlers';
import { renderApp } from '../helpers/render';
import { makeRestoredStore } from '../helpers/store';

jest.setTimeout(30_000);

const SLUG = '1399-game-of-thrones';
const episodePath = (season: number, episode: number) => `/player/tv/${SLUG}/${season}/${episode}`;

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });
/** Every frame on the page (a frame has no role to find it by). */
// eslint-disable-next-line testing-library/no-node-access
const frames = () => document.querySelectorAll('iframe');
const nav = () => within(screen.getByRole('navigation', { name: 'Episodes' }));
const frameOf = (season: number, episode: number) =>
  screen.findByTitle(`Local Player: Game of Thrones, S${season} E${episode}`);

/** Waits until no request is under way (the next season, the episode, where to watch...). */
async function settle(store: AppStore) {
  await waitFor(() => expect(selectAnyQueryPending(store.getState())).toBe(false));
}

/** Opens an episode with the local provider configured and waits for its frame. */
async function openEpisode(
  season: number,
  episode: number,
  options: Parameters<typeof renderApp>[1] = {},
  world: Parameters<typeof answerPlayer>[0] = {},
) {
  const requests = answerPlayer({ shows: [thrones], players: [localPlayer], ...world });
  const view = renderApp(episodePath(season, episode), options);
  await frameOf(season, episode);
  await settle(view.store);
  return { ...view, requests };
}

describe('the TV player page', () => {
  it('shows the show, the episode, its facts, its overview and the tab title', async () => {
    const { requests } = await openEpisode(1, 1);

    const title = await h1('Game of Thrones');
    expect(within(title).getByRole('link', { name: 'Game of Thrones' })).toHaveAttribute(
      'href',
      '/tv/1399-game-of-thrones',
    );
    expect(screen.getByText('Season 1 · Episode 1: Invented chapter 1.1')).toBeInTheDocument();
    expect(screen.getByText('Invented summary of season 1, episode 1.')).toBeInTheDocument();
    expect(screen.queryByText('No description available.')).not.toBeInTheDocument();
    expect(screen.queryByText(thrones.overview ?? '')).not.toBeInTheDocument();
    const facts = within(screen.getByRole('list', { name: 'Facts' }));
    expect(facts.getByRole('link', { name: '2011' })).toHaveAttribute(
      'href',
      '/tv-shows?first_air_date_year=2011',
    );
    expect(facts.getByText('57m')).toBeInTheDocument();
    expect(facts.getByText('8.1 / 10')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Genres' })).getByRole('link', {
        name: 'Sci-Fi & Fantasy',
      }),
    ).toHaveAttribute('href', '/tv-shows?with_genres=10765');
    expect(document.title).toBe('Watch Game of Thrones · Marquee');

    expect(await frameOf(1, 1)).toHaveAttribute('src', `${LOCAL_ORIGIN}/embed/tv/1399/1/1`);
    expect(requests).toContain('tv/1399/season/1/episode/1');
    // No provider needs the IMDb id: it is not asked for.
    expect(requests.filter((path) => path.endsWith('external_ids'))).toEqual([]);
  });

  it("falls back to 'No description available.' for an episode without an overview", async () => {
    await openEpisode(1, 3);
    expect(screen.getByText('Season 1 · Episode 3: Invented chapter 1.3')).toBeInTheDocument();
    expect(screen.getByText('No description available.')).toBeInTheDocument();
  });

  it("says 'Episode N' once in the heading of an episode named only that", async () => {
    await openEpisode(1, 2, {}, { episodeNames: { '1/2': 'Episode 2' } });
    expect(screen.getByText('Season 1 · Episode 2')).toBeInTheDocument();
    expect(screen.queryByText(/Episode 2: Episode 2/)).not.toBeInTheDocument();
  });

  it('replaces a slug with the wrong words by the canonical one', async () => {
    answerPlayer({ shows: [thrones], players: [localPlayer] });
    const { router } = renderApp('/player/tv/1399-got/1/2');
    await h1('Game of Thrones');
    await waitFor(() => expect(router.state.location.pathname).toBe(episodePath(1, 2)));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(nav().getByRole('link', { name: 'Previous Episode' })).toHaveAttribute(
      'href',
      episodePath(1, 1),
    );
  });

  it('asks for the IMDb id only when a provider needs it, and frames with it', async () => {
    const requests = answerPlayer({
      shows: [thrones],
      players: [imdbPlayer, localPlayer],
      imdbIds: { 1399: 'tt0944947' },
    });
    renderApp(episodePath(2, 4));
    expect(await screen.findByTitle('IMDb Player: Game of Thrones, S2 E4')).toHaveAttribute(
      'src',
      'https://player.example/imdb/tt0944947/2/4',
    );
    expect(requests.filter((path) => path.endsWith('external_ids'))).toEqual([
      'tv/1399/external_ids',
    ]);
  });

  it("plays the season's trailer, falling back to the show's, and says it is the show's", async () => {
    const requests = answerPlayer({ shows: [thrones], videos: { 'tv/1399': [officialTrailer] } });
    renderApp(episodePath(2, 1));
    const frame = await screen.findByTitle('Show trailer: Game of Thrones');
    expect(frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/SUQoV7Xk1Ls\?enablejsapi=1&/,
    );
    expect(requests).toEqual(expect.arrayContaining(['tv/1399/season/2/videos', 'tv/1399/videos']));
    const trailer = within(screen.getByRole('group', { name: 'Player' })).getByRole('radio', {
      name: /^Trailer/,
    });
    expect(trailer).toHaveAccessibleDescription(
      "The show's trailer, from YouTube, not this episode.",
    );
  });

  it("names a season's own trailer, and does not count a trailer as watching the episode", async () => {
    answerPlayer({
      shows: [thrones],
      videos: { 'tv/1399/season/2': [officialTrailer], 'tv/1399': [officialTrailer] },
    });
    const { store } = renderApp(episodePath(2, 1));
    const frame = (await screen.findByTitle(
      'Season 2 trailer: Game of Thrones',
    )) as HTMLIFrameElement;
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://www.youtube-nocookie.com',
          source: frame.contentWindow,
          data: JSON.stringify({ event: 'infoDelivery', info: { currentTime: 95, duration: 100 } }),
        }),
      );
    });
    expect(store.getState().progress.percent).toEqual({});
  });
});

describe('episode navigation', () => {
  it("has no 'Previous Episode' on episode 1; 'View All' and 'Next Episode' within the season", async () => {
    const { requests } = await openEpisode(1, 1);
    expect(nav().queryByRole('link', { name: 'Previous Episode' })).not.toBeInTheDocument();
    expect(nav().getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/tv/1399-game-of-thrones/episodes/1',
    );
    expect(nav().getByRole('link', { name: 'Next Episode' })).toHaveAttribute(
      'href',
      episodePath(1, 2),
    );
    expect(nav().queryByRole('link', { name: /Next Season/ })).not.toBeInTheDocument();
    // Not the last episode: no season is asked for.
    expect(seasonRequests(requests)).toEqual([]);
  });

  it("has 'Previous Episode' from episode 2", async () => {
    await openEpisode(2, 2);
    expect(nav().getByRole('link', { name: 'Previous Episode' })).toHaveAttribute(
      'href',
      episodePath(2, 1),
    );
    expect(nav().getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/tv/1399-game-of-thrones/episodes/2',
    );
    expect(nav().getByRole('link', { name: 'Next Episode' })).toHaveAttribute(
      'href',
      episodePath(2, 3),
    );
  });

  it("offers 'Next Season' on a season's last episode, asking for the next season only then", async () => {
    const { requests } = await openEpisode(1, 10);
    const next = await nav().findByRole('link', { name: /Next Season/ });
    expect(next).toHaveAttribute('href', episodePath(2, 1));
    expect(next).toHaveTextContent('Next Season');
    expect(next).toHaveAccessibleName('Next Season: Season 2, Episode 1');
    expect(nav().queryByRole('link', { name: 'Next Episode' })).not.toBeInTheDocument();
    expect(seasonRequests(requests)).toEqual(['tv/1399/season/2']);
  });

  it("has no 'Next Season' on the last season's last episode, and asks for no season", async () => {
    const { requests } = await openEpisode(3, 6);
    expect(nav().getByRole('link', { name: 'Previous Episode' })).toBeInTheDocument();
    expect(nav().queryByRole('link', { name: /Next Season/ })).not.toBeInTheDocument();
    expect(nav().queryByRole('link', { name: 'Next Episode' })).not.toBeInTheDocument();
    expect(seasonRequests(requests)).toEqual([]);
  });

  it("has no 'Next Season' when the next season has no episodes", async () => {
    const { requests } = await openEpisode(1, 10, {}, { emptySeasons: [2] });
    expect(seasonRequests(requests)).toEqual(['tv/1399/season/2']);
    expect(nav().queryByRole('link', { name: /Next Season/ })).not.toBeInTheDocument();
    expect(nav().getByRole('link', { name: 'View All' })).toBeInTheDocument();
  });

  it("leads back from a season's first episode to the last of the season before", async () => {
    const { user, router } = await openEpisode(2, 1);
    const previous = nav().getByRole('link', { name: 'Previous Episode: Season 1, Episode 10' });
    expect(previous).toHaveTextContent('Previous Episode');
    expect(previous).toHaveAttribute('href', episodePath(1, 10));
    await user.click(previous);
    expect(await frameOf(1, 10)).toHaveAttribute('src', `${LOCAL_ORIGIN}/embed/tv/1399/1/10`);
    expect(router.state.location.pathname).toBe(episodePath(1, 10));
  });

  it('goes back across a season with p, and on again with n', async () => {
    const { user, router } = await openEpisode(2, 1);
    await user.keyboard('p');
    await waitFor(() => expect(router.state.location.pathname).toBe(episodePath(1, 10)));
    await frameOf(1, 10);
    await nav().findByRole('link', { name: /Next Season/ });
    await user.keyboard('n');
    await waitFor(() => expect(router.state.location.pathname).toBe(episodePath(2, 1)));
    expect(await frameOf(2, 1)).toBeInTheDocument();
  });

  it("has no 'Previous Episode' on a season's first episode when the show lists no season before", async () => {
    const later = { ...thrones, seasons: thrones.seasons?.filter((s) => s.season_number >= 2) };
    const { user, router } = await openEpisode(2, 1, {}, { shows: [later] });
    expect(nav().queryByRole('link', { name: /Previous Episode/ })).not.toBeInTheDocument();
    await user.keyboard('p');
    expect(router.state.location.pathname).toBe(episodePath(2, 1));
  });

  it('follows the links to the next episode and back', async () => {
    const { user, router } = await openEpisode(1, 1);
    await user.click(nav().getByRole('link', { name: 'Next Episode' }));
    expect(await frameOf(1, 2)).toHaveAttribute('src', `${LOCAL_ORIGIN}/embed/tv/1399/1/2`);
    expect(router.state.location.pathname).toBe(episodePath(1, 2));
    expect(
      await screen.findByText('Season 1 · Episode 2: Invented chapter 1.2'),
    ).toBeInTheDocument();
    await user.click(nav().getByRole('link', { name: 'Previous Episode' }));
    await frameOf(1, 1);
    expect(router.state.location.pathname).toBe(episodePath(1, 1));
  });

  it('goes to the next and previous episode with n and p, but not while typing a search', async () => {
    const { user, router } = await openEpisode(1, 2);

    await user.keyboard('n');
    await waitFor(() => expect(router.state.location.pathname).toBe(episodePath(1, 3)));
    await frameOf(1, 3);
    await user.keyboard('p');
    await waitFor(() => expect(router.state.location.pathname).toBe(episodePath(1, 2)));
    await user.keyboard('p');
    await waitFor(() => expect(router.state.location.pathname).toBe(episodePath(1, 1)));
    await frameOf(1, 1);
    // Episode 1 has no previous episode: p does nothing.
    await user.keyboard('p');
    expect(router.state.location.pathname).toBe(episodePath(1, 1));

    const search = screen.getByRole('combobox', { name: 'Search' });
    await user.click(search);
    await user.keyboard('np');
    expect(search).toHaveValue('np');
    expect(router.state.location.pathname).toBe(episodePath(1, 1));

    // A modifier is a browser shortcut, not ours.
    await user.click(document.body);
    await user.keyboard('{Control>}n{/Control}');
    expect(router.state.location.pathname).toBe(episodePath(1, 1));
  });

  it('goes on with n while focus is on a player radio, which takes no text', async () => {
    const { user, router } = await openEpisode(1, 2);
    const radio = within(screen.getByRole('group', { name: 'Player' })).getByRole('radio', {
      name: /^Local Player/,
    });
    radio.focus();
    expect(radio).toHaveFocus();
    await user.keyboard('n');
    await waitFor(() => expect(router.state.location.pathname).toBe(episodePath(1, 3)));
  });

  it('goes to the next season with n on a season’s last episode', async () => {
    const { user, router } = await openEpisode(1, 10);
    await nav().findByRole('link', { name: /Next Season/ });
    await user.keyboard('n');
    await waitFor(() => expect(router.state.location.pathname).toBe(episodePath(2, 1)));
    expect(await frameOf(2, 1)).toBeInTheDocument();
  });
});

describe('what opening an episode records', () => {
  it('stores currentEpisode_{id}_{season} and puts the show first in continue watching', async () => {
    window.localStorage.setItem('currentEpisode_1399_2', '9');
    window.localStorage.setItem(
      'user_continue_watching',
      JSON.stringify({
        items: [
          {
            media_id: 550,
            media_type: 'movie',
            details: { title: 'Fight Club' },
            last_watched: '2024-01-01T00:00:00.000Z',
          },
        ],
        _persist: { version: 1, rehydrated: true },
      }),
    );
    const { store: restored } = await makeRestoredStore();
    expect(selectCurrentEpisode(restored.getState(), 1399, 2)).toBe(9);
    const { store } = await openEpisode(2, 4, { store: restored });
    expect(selectCurrentEpisode(store.getState(), 1399, 2)).toBe(4);
    await waitFor(() => expect(window.localStorage.getItem('currentEpisode_1399_2')).toBe('4'));
    const items = store.getState().continueWatching.items;
    expect(items.map((item) => `${item.media_type}-${item.media_id}`)).toEqual([
      'tv-1399',
      'movie-550',
    ]);
    expect(items[0]?.details).toMatchObject({ name: 'Game of Thrones' });
  });

  it('marks the show finished on its finale, and in progress again on another episode', async () => {
    const { store, user } = await openEpisode(3, 6, {
      preloadedState: { completedShows: { ids: [7] } },
    });
    expect(store.getState().completedShows.ids).toEqual([7, 1399]);
    expect(selectCurrentEpisode(store.getState(), 1399, 3)).toBe(6);

    await user.click(nav().getByRole('link', { name: 'Previous Episode' }));
    await frameOf(3, 5);
    await waitFor(() => expect(store.getState().completedShows.ids).toEqual([7]));
    expect(selectCurrentEpisode(store.getState(), 1399, 3)).toBe(5);
  });

  it('does not mark the show finished on the last episode of an earlier season', async () => {
    const { store } = await openEpisode(2, 10, {
      preloadedState: { completedShows: { ids: [1399] } },
    });
    expect(store.getState().completedShows.ids).toEqual([]);
  });
});

describe('TV player paths that cannot play', () => {
  it.each([
    [episodePath(1, 11), 'an episode past the season’s end'],
    [episodePath(4, 1), 'a season the show does not list'],
  ])("%s says 'Media not found' (%s)", async (path) => {
    const requests = answerPlayer({ shows: [thrones], players: [localPlayer] });
    const { store } = renderApp(path);
    // A 404 may be asked again once another part of the page subscribes: wait for the last answer.
    await h1('Media not found');
    await settle(store);
    expect(await h1('Media not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "See the show's episodes" })).toHaveAttribute(
      'href',
      '/tv/1399-game-of-thrones',
    );
    expect(frames()).toHaveLength(0);
    expect(seasonRequests(requests)).toEqual([]);
    expect(window.localStorage.getItem('currentEpisode_1399_1')).toBeNull();
    expect(store.getState().continueWatching.items).toEqual([]);
  });

  it("says 'Media not found' for a show the catalogue does not have", async () => {
    answerPlayer({ shows: [] });
    const { store } = renderApp('/player/tv/424242-nothing/1/1');
    // A 404 may be asked again once another part of the page subscribes: wait for the last answer.
    await h1('Media not found');
    await settle(store);
    expect(await h1('Media not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse TV Shows' })).toHaveAttribute(
      'href',
      '/tv-shows',
    );
  });

  it("says 'Media not found' for a movie's slug on the TV route", async () => {
    const requests = answerPlayer({ shows: [thrones], players: [localPlayer] });
    const { store } = renderApp('/player/tv/550-fight-club/1/1');
    // A 404 may be asked again once another part of the page subscribes: wait for the last answer.
    await h1('Media not found');
    await settle(store);
    expect(await h1('Media not found')).toBeInTheDocument();
    expect(requests).toContain('tv/550');
    expect(frames()).toHaveLength(0);
  });

  it("says 'Failed to load media. Please try again later.' when the show fails to load", async () => {
    answerPlayer({ shows: [thrones], detailsStatus: () => 503 });
    renderApp(episodePath(1, 1));
    expect(await h1('Failed to load media. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it.each([
    `/player/tv/${SLUG}/abc/1`,
    `/player/tv/${SLUG}/1/0`,
    `/player/tv/${SLUG}/1/abc`,
    `/player/tv/${SLUG}/-1/1`,
    `/player/tv/${SLUG}/1/1.5`,
    '/player/tv/abc/1/1',
    '/player/tv/0/1/1',
  ])("%s says 'Video not available' without asking the catalogue", async (path) => {
    const requests = answerPlayer({ shows: [thrones], players: [localPlayer] });
    renderApp(path);
    expect(await h1('Video not available')).toBeInTheDocument();
    expect(screen.getByText('Invalid media information provided')).toBeInTheDocument();
    // The breadcrumb may name the show; nothing of the episode is asked for.
    expect(requests.filter((request) => /^tv\/\d+\/./.test(request))).toEqual([]);
    expect(frames()).toHaveLength(0);
  });

  it.each([`/player/tv/${SLUG}`, `/player/tv/${SLUG}/2`, `/player/tv/${SLUG}/2/`])(
    '%s goes to the show’s page',
    async (path) => {
      answerPlayer({ shows: [thrones] });
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/tv/1399-game-of-thrones'));
      expect(router.state.historyAction).toBe('REPLACE');
      expect(await h1('Game of Thrones')).toBeInTheDocument();
    },
  );
});

describe('progress from the provider', () => {
  const media = (currentTime: unknown, duration: unknown) => ({
    type: 'MEDIA_DATA',
    data: { currentTime, duration },
  });
  /** The provider frame's window: progress counts only from it. */
  // eslint-disable-next-line testing-library/no-node-access
  const providerWindow = () => document.querySelector('iframe')?.contentWindow ?? null;
  const post = (data: unknown, origin = LOCAL_ORIGIN, source = providerWindow()) =>
    window.dispatchEvent(new MessageEvent('message', { origin, data, source }));

  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    consoleError.mockRestore();
    jest.useRealTimers();
  });

  it('saves the percent, the last episode and the message from the provider’s origin', async () => {
    const { store } = await openEpisode(2, 5);
    // Opening the episode already names it, before any progress.
    expect(store.getState().continueWatching.items[0]?.details.last_episode).toEqual({
      season: 2,
      episode: 5,
    });

    act(() => post(media(600, 2400)));
    const state = store.getState();
    expect(state.progress.percent['tv-1399']).toBe(25);
    expect(state.lastWatched.shows['1399']).toMatchObject({ season: 2, episode: 5, percent: 25 });
    expect(Date.parse(state.lastWatched.shows['1399']?.updatedAt ?? '')).not.toBeNaN();
    expect(state.continueWatching.items[0]).toMatchObject({
      media_id: 1399,
      media_type: 'tv',
      details: { name: 'Game of Thrones', last_episode: { season: 2, episode: 5 } },
    });
    expect(selectLastProgress(store.getState())).toEqual(media(600, 2400));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('keeps the episode and the message under their spec keys, as before they were in the store', async () => {
    const { store: restored, persistor } = await makeRestoredStore();
    await openEpisode(2, 5, { store: restored });
    act(() => post(media(600, 2400)));
    await act(() => persistor.flush());
    expect(window.localStorage.getItem('vidLinkProgress')).toBe(JSON.stringify(media(600, 2400)));
    expect(window.localStorage.getItem('currentEpisode_1399_2')).toBe('5');
  });

  it('saves an opened episode as the last watched, whose progress 0% does not set', async () => {
    const { store } = await openEpisode(2, 5);
    const opened = { season: 2, episode: 5, updatedAt: expect.any(String) };
    expect(store.getState().lastWatched.shows).toEqual({ '1399': opened });
    act(() => post(media(0, 2400)));
    expect(store.getState().progress.percent['tv-1399']).toBe(0);
    expect(store.getState().lastWatched.shows).toEqual({ '1399': opened });
  });

  it('ignores messages from another origin and junk from the right one, quietly', async () => {
    const { store } = await openEpisode(1, 1);
    const before = store.getState();
    const junk: unknown[] = [
      media('12', '300'),
      media(Number.NaN, 100),
      media(10, Number.NaN),
      media(-5, 100),
      media(10, -100),
      media(10, 0),
      media(200, 100),
      media(1e12, 1e13),
      media(10, Number.POSITIVE_INFINITY),
      media(Number.MAX_VALUE, Number.MAX_VALUE),
      media(null, null),
      { type: 'MEDIA_DATA' },
      { type: 'MEDIA_DATA', data: null },
      { type: 'media_data', data: { currentTime: 10, duration: 100 } },
      { data: { currentTime: 10, duration: 100 } },
      JSON.stringify(media(10, 100)),
      'MEDIA_DATA',
      null,
      undefined,
      42,
      [media(10, 100)],
    ];
    act(() => {
      // The provider's origin, but not its frame: the page itself, or no window at all.
      post(media(10, 100), LOCAL_ORIGIN, window);
      post(media(10, 100), LOCAL_ORIGIN, null);
      post(media(10, 100), 'https://evil.example');
      post(media(10, 100), 'http://127.0.0.1:4174');
      post(media(10, 100), 'https://player.example');
      post(media(10, 100), 'null');
      for (const data of junk) post(data);
    });
    const after = store.getState();
    expect(after.progress).toBe(before.progress);
    expect(after.lastWatched).toBe(before.lastWatched);
    expect(after.continueWatching).toBe(before.continueWatching);
    expect(selectLastProgress(store.getState())).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
    // The page still takes a good message afterwards.
    act(() => post(media(50, 100)));
    expect(store.getState().progress.percent['tv-1399']).toBe(50);
  });

  it('turns a flood into at most 2 saves within the interval, the last value winning after it', async () => {
    const { store } = await openEpisode(1, 1);
    jest.useFakeTimers();
    let last = store.getState().progress;
    let lastMessage = selectLastProgress(store.getState());
    let updates = 0;
    let messages = 0;
    const unsubscribe = store.subscribe(() => {
      const now = store.getState().progress;
      if (now !== last) updates += 1;
      last = now;
      const message = selectLastProgress(store.getState());
      if (message !== lastMessage) messages += 1;
      lastMessage = message;
    });
    try {
      act(() => {
        for (let second = 1; second <= 5000; second += 1) post(media(second, 10_000));
      });
      expect(updates).toBeGreaterThanOrEqual(1);
      expect(updates).toBeLessThanOrEqual(2);
      expect(store.getState().progress.percent['tv-1399']).toBeLessThan(50);

      act(() => jest.advanceTimersByTime(PROGRESS_WRITE_INTERVAL_MS));
      expect(updates).toBeLessThanOrEqual(2);
      expect(store.getState().progress.percent['tv-1399']).toBe(50);
      expect(selectLastProgress(store.getState())).toEqual(media(5000, 10_000));
      expect(messages).toBeLessThanOrEqual(2);

      // Nothing else waits.
      act(() => jest.advanceTimersByTime(PROGRESS_WRITE_INTERVAL_MS * 3));
      expect(updates).toBeLessThanOrEqual(2);
    } finally {
      unsubscribe();
    }
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('saves a waiting value when the page is hidden', async () => {
    const { store } = await openEpisode(1, 1);
    act(() => {
      post(media(10, 100));
      post(media(20, 100));
      post(media(30, 100));
    });
    // The first is saved at once; the others wait for the interval.
    expect(store.getState().progress.percent['tv-1399']).toBe(10);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(store.getState().progress.percent['tv-1399']).toBe(30);
    expect(selectLastProgress(store.getState())).toEqual(media(30, 100));
  });

  it('saves a waiting value for its own episode when the visitor moves on', async () => {
    const { store, user } = await openEpisode(1, 1);
    act(() => {
      post(media(10, 100));
      post(media(90, 100));
    });
    await user.click(nav().getByRole('link', { name: 'Next Episode' }));
    await frameOf(1, 2);
    expect(store.getState().progress.percent['tv-1399']).toBe(90);
    // The episode now open is the last watched, with no progress of its own yet.
    expect(store.getState().lastWatched.shows['1399']).toEqual({
      season: 1,
      episode: 2,
      updatedAt: expect.any(String),
    });
  });
});

describe('accessibility of the TV player', () => {
  it('has no axe violations and one h1', async () => {
    const { container } = await openEpisode(1, 10, {}, { players: [localPlayer, imdbPlayer] });
    await nav().findByRole('link', { name: /Next Season/ });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const { violations } = await axe.run(container, {
      rules: {
        'color-contrast': { enabled: false },
        'label-content-name-mismatch': { enabled: false },
      },
    });
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
