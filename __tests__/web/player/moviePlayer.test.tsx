import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';

import { DEFAULT_ALLOW, DEFAULT_SANDBOX } from '@common/players';
import type { AppStore } from '@/app/store';
import { selectLastProgress } from '@/features/lists/progress/lastProgressSlice';
import { PLAYER_LOAD_TIMEOUT_MS } from '@/features/player/frameHealth';
import { pageReload } from '@/lib/pageReload';
import { selectAnyQueryPending } from '@/services/tmdbApi';

import {
  LOCAL_ORIGIN,
  answerPlayer,
  fightClub,
  imdbPlayer,
  localPlayer,
  newHope,
  officialTrailer,
} from '../helpers/playerHandlers';
import { renderApp } from '../helpers/render';

jest.setTimeout(30_000);

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });
const facts = () => within(screen.getByRole('list', { name: 'Facts' }));
/** Every frame on the page (a frame has no role to find it by). */
// eslint-disable-next-line testing-library/no-node-access
const frames = () => document.querySelectorAll('iframe');
const switcher = () => within(screen.getByRole('group', { name: 'Player' }));
const radio = (name: string) => switcher().getByRole('radio', { name: new RegExp(`^${name}`) });

/** Waits for the page's h1 and for every request to settle (a failed query may be asked again). */
async function settled(store: AppStore, name: string) {
  await h1(name);
  await waitFor(() => expect(selectAnyQueryPending(store.getState())).toBe(false));
  return h1(name);
}

const trailerSrc = () =>
  `https://www.youtube-nocookie.com/embed/${officialTrailer.key}?enablejsapi=1&origin=${encodeURIComponent(window.location.origin)}&rel=0&playsinline=1&modestbranding=1`;

describe('the movie player page', () => {
  it("says 'Preparing Content', then shows the title, its facts and the tab title", async () => {
    answerPlayer({ movies: [fightClub], players: [localPlayer] });
    renderApp('/player/movie/550-fight-club');

    expect(await screen.findByText('Preparing Content')).toBeInTheDocument();
    expect(await h1('Fight Club')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fight Club' })).toHaveAttribute(
      'href',
      '/movie/550-fight-club',
    );
    expect(facts().getByRole('link', { name: '1999' })).toHaveAttribute(
      'href',
      '/movies?primary_release_year=1999',
    );
    expect(facts().getByText('2h 19m')).toBeInTheDocument();
    expect(facts().getByText('8.4 / 10')).toBeInTheDocument();
    const genres = within(screen.getByRole('list', { name: 'Genres' }));
    expect(genres.getByRole('link', { name: 'Drama' })).toHaveAttribute(
      'href',
      '/movies?with_genres=18',
    );
    expect(genres.getByRole('link', { name: 'Thriller' })).toHaveAttribute(
      'href',
      '/movies?with_genres=53',
    );
    expect(
      screen.getByText('An invented account of an office worker and a soap salesman.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Part of Collection')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Watch Fight Club · Marquee'));
    // The player itself comes in the render after the first (useHydrated), once this browser's choice
    // of player can be read.
    await waitFor(() => expect(screen.queryByText('Preparing Content')).not.toBeInTheDocument());
  });

  it("shows the 'Part of Collection' card linking to the collection", async () => {
    answerPlayer({ movies: [newHope] });
    renderApp('/player/movie/11-star-wars');
    await h1('Star Wars');
    const card = screen.getByRole('link', { name: /Part of Collection/ });
    expect(card).toHaveAttribute('href', '/collection/10');
    expect(card).toHaveTextContent('Star Wars Collection');
  });

  it('hides the runtime and rating when TMDB has none', async () => {
    answerPlayer({ movies: [{ ...fightClub, runtime: 0, vote_average: 0 }] });
    renderApp('/player/movie/550-fight-club');
    await h1('Fight Club');
    expect(facts().queryByText(/\/ 10/)).not.toBeInTheDocument();
    expect(facts().queryByText(/^\d+h \d+m$/)).not.toBeInTheDocument();
  });

  it('replaces a slug with the wrong words by the canonical one', async () => {
    answerPlayer({ movies: [fightClub] });
    const { router } = renderApp('/player/movie/550-wrong-words');
    await h1('Fight Club');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/player/movie/550-fight-club'),
    );
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("says 'Media not found' for a movie the catalogue does not have", async () => {
    answerPlayer({ movies: [] });
    const { store } = renderApp('/player/movie/424242-nothing');
    expect(await settled(store, 'Media not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Movies' })).toHaveAttribute('href', '/movies');
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(document.title).toBe('Media not found · Marquee');
  });

  it('says why loading failed, and Try Again asks again', async () => {
    let failing = true;
    const requests = answerPlayer({
      movies: [fightClub],
      detailsStatus: () => (failing ? 500 : undefined),
    });
    const { user, store } = renderApp('/player/movie/550-fight-club');
    expect(
      await settled(store, 'Failed to load media. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Internal error: upstream down.');
    const before = requests.filter((path) => path === 'movie/550').length;

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await h1('Fight Club')).toBeInTheDocument();
    expect(requests.filter((path) => path === 'movie/550').length).toBeGreaterThan(before);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Media not found' for a show's slug on the movie route", async () => {
    const requests = answerPlayer({ movies: [fightClub] });
    const { store } = renderApp('/player/movie/1399-game-of-thrones');
    expect(await settled(store, 'Media not found')).toBeInTheDocument();
    expect(requests).toContain('movie/1399');
    expect(frames()).toHaveLength(0);
  });

  it.each(['/player/movie/abc', '/player/movie/0', '/player/movie/-550', '/player/movie/'])(
    "%s says 'Video not available' without asking the catalogue",
    async (path) => {
      const requests = answerPlayer({ movies: [fightClub] });
      renderApp(path);
      expect(await h1('Video not available')).toBeInTheDocument();
      expect(screen.getByText('Invalid media information provided')).toBeInTheDocument();
      expect(requests.filter((request) => request.startsWith('movie/'))).toEqual([]);
      expect(frames()).toHaveLength(0);
    },
  );
});

describe('the movie player’s providers', () => {
  let reload: jest.SpyInstance;
  beforeEach(() => {
    reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => {});
  });
  afterEach(() => reload.mockRestore());

  it('frames the first configured provider: its template, title, sandbox, allow and referrer', async () => {
    answerPlayer({
      movies: [fightClub],
      players: [localPlayer, imdbPlayer],
      videos: { 'movie/550': [officialTrailer] },
    });
    renderApp('/player/movie/550-fight-club');

    const frame = await screen.findByTitle('Local Player: Fight Club');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', `${LOCAL_ORIGIN}/embed/movie/550?autoplay=0`);
    expect(frame).toHaveAttribute('sandbox', DEFAULT_SANDBOX);
    expect(frame.getAttribute('sandbox')).not.toMatch(/allow-popups|allow-top-navigation/);
    expect(frame).toHaveAttribute('allow', DEFAULT_ALLOW);
    expect(frame).toHaveAttribute('referrerpolicy', 'origin');
    expect(frames()).toHaveLength(1);

    // Configured providers first, Trailer last; the active one is checked.
    const names = switcher()
      .getAllByRole('radio')
      .map((input) => input.getAttribute('value'));
    expect(names).toEqual(['local', 'by-imdb', 'trailer']);
    expect(radio('Local Player')).toBeChecked();
    expect(radio('Local Player')).toHaveAccessibleDescription('A player on this machine.');
    expect(radio('Trailer')).toBeEnabled();
  });

  it("uses a provider's own sandbox and allow list and its IMDb template", async () => {
    window.localStorage.setItem('preferredPlayer', 'by-imdb');
    answerPlayer({ movies: [fightClub], players: [localPlayer, imdbPlayer] });
    renderApp('/player/movie/550-fight-club');

    const frame = await screen.findByTitle('IMDb Player: Fight Club');
    expect(frame).toHaveAttribute('src', 'https://player.example/imdb/tt0137523');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms');
    expect(frame).toHaveAttribute('allow', 'fullscreen');
    expect(frame).toHaveAttribute('referrerpolicy', 'origin');
    expect(radio('IMDb Player')).toBeChecked();
    expect(window.localStorage.getItem('preferredPlayer')).toBe('by-imdb');
  });

  it("says so when a provider's page has not loaded in time, and takes the frame back if it does", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      answerPlayer({
        movies: [fightClub],
        players: [localPlayer],
        videos: { 'movie/550': [officialTrailer] },
      });
      renderApp('/player/movie/550-fight-club');
      const frame = await screen.findByTitle('Local Player: Fight Club');
      expect(screen.getByText('Loading the player')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(PLAYER_LOAD_TIMEOUT_MS - 1000));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1000));
      const problem = within(await screen.findByRole('alert'));
      expect(await problem.findByText('Local Player has not loaded in 15 seconds.')).toBeVisible();
      expect(problem.getByText('Its site may be slow or down.')).toBeVisible();
      expect(problem.getByRole('button', { name: 'Try again' })).toBeVisible();
      expect(problem.getByRole('button', { name: 'Switch to Trailer' })).toBeVisible();
      expect(problem.getByRole('button', { name: 'Where to watch' })).toBeVisible();
      expect(screen.queryByText('Loading the player')).not.toBeInTheDocument();
      // A slow player that loads after all is shown.
      fireEvent.load(frame);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(frame).toBeVisible();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says so when the player’s host cannot be reached, whatever the frame shows, and offers the rest', async () => {
    let down = true;
    const requests = answerPlayer({
      movies: [fightClub],
      players: [localPlayer],
      videos: { 'movie/550': [officialTrailer] },
      unreachable: () => (down ? [LOCAL_ORIGIN] : []),
    });
    const { user } = renderApp('/player/movie/550-fight-club');
    const frame = await screen.findByTitle('Local Player: Fight Club');
    // The browser's error page loads in the frame: not the player.
    fireEvent.load(frame);
    const problem = within(await screen.findByRole('alert'));
    expect(await problem.findByText('Local Player could not be reached.')).toBeVisible();
    expect(
      problem.getByText('Its site may be down, or blocked by your network or a browser extension.'),
    ).toBeVisible();
    expect(frame).not.toBeVisible();

    await user.click(problem.getByRole('button', { name: 'Where to watch' }));
    // Focus moves to the block that holds "Where to watch" (it has no role of its own).
    // eslint-disable-next-line testing-library/no-node-access
    expect(document.getElementById('where-to-watch')).toHaveFocus();

    // Trying again makes the frame afresh and asks the host again.
    down = false;
    const asked = requests.filter((request) => request === `head ${LOCAL_ORIGIN}`).length;
    await user.click(problem.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(requests.filter((request) => request === `head ${LOCAL_ORIGIN}`).length).toBe(
        asked + 1,
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByTitle('Local Player: Fight Club')).not.toBe(frame);
  });

  it('offers the other players when one cannot be reached, and says when the device is offline', async () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      answerPlayer({
        movies: [fightClub],
        players: [localPlayer, imdbPlayer],
        videos: { 'movie/550': [officialTrailer] },
        unreachable: () => [LOCAL_ORIGIN],
      });
      const { user } = renderApp('/player/movie/550-fight-club');
      const problem = within(await screen.findByRole('alert'));
      expect(await problem.findByText('This device seems to be offline.')).toBeVisible();
      expect(
        problem.getByText('Local Player needs a connection. Try again once you are back online.'),
      ).toBeVisible();
      expect(problem.getAllByRole('button').map((button) => button.textContent)).toEqual([
        'Try again',
        'Switch to IMDb Player',
        'Switch to Trailer',
        'Where to watch',
      ]);
      await user.click(problem.getByRole('button', { name: 'Switch to IMDb Player' }));
      expect(window.localStorage.getItem('preferredPlayer')).toBe('by-imdb');
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      onLine.mockRestore();
    }
  });

  it('says so of the trailer too, when YouTube cannot be reached', async () => {
    answerPlayer({
      movies: [fightClub],
      videos: { 'movie/550': [officialTrailer] },
      unreachable: () => ['https://www.youtube-nocookie.com'],
    });
    renderApp('/player/movie/550-fight-club');
    const problem = within(await screen.findByRole('alert'));
    expect(await problem.findByText('The trailer could not be reached.')).toBeVisible();
    // Nothing else can play: trying again, and Where to watch.
    expect(problem.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Try again',
      'Where to watch',
    ]);
  });

  it('drops the loading line once the frame has loaded', async () => {
    answerPlayer({ movies: [fightClub], players: [localPlayer] });
    renderApp('/player/movie/550-fight-club');
    const frame = await screen.findByTitle('Local Player: Fight Club');
    fireEvent.load(frame);
    expect(screen.queryByText('Loading the player')).not.toBeInTheDocument();
  });

  it('plays the trailer when no provider is configured', async () => {
    answerPlayer({
      movies: [fightClub],
      videos: {
        'movie/550': [
          { ...officialTrailer, key: 'teaserKey01', type: 'Teaser' },
          { ...officialTrailer, key: 'vimeo123456', site: 'Vimeo' },
          officialTrailer,
        ],
      },
    });
    renderApp('/player/movie/550-fight-club');

    const frame = await screen.findByTitle('Trailer: Fight Club');
    expect(frame).toHaveAttribute('src', trailerSrc());
    expect(frame).toHaveAttribute('sandbox', DEFAULT_SANDBOX);
    expect(frame).toHaveAttribute('referrerpolicy', 'origin');
    expect(switcher().getAllByRole('radio')).toHaveLength(1);
    expect(radio('Trailer')).toBeChecked();
    expect(radio('Trailer')).toHaveAccessibleDescription('The official trailer, from YouTube.');
  });

  it('says no player can show the title when there is no trailer either', async () => {
    answerPlayer({ movies: [fightClub] });
    renderApp('/player/movie/550-fight-club');
    await h1('Fight Club');

    expect(
      await screen.findByText(
        'No player on this site can show this title. Where to watch lists the services that offer it.',
      ),
    ).toBeInTheDocument();
    expect(frames()).toHaveLength(0);
    expect(radio('Trailer')).toBeDisabled();
    expect(radio('Trailer')).not.toBeChecked();
    expect(radio('Trailer')).toHaveAccessibleDescription('No trailer is known for this title.');
  });

  it('disables a provider that needs an IMDb id the movie lacks, with the reason', async () => {
    window.localStorage.setItem('preferredPlayer', 'by-imdb');
    answerPlayer({
      movies: [newHope],
      players: [imdbPlayer, localPlayer],
      videos: { 'movie/11': [officialTrailer] },
    });
    renderApp('/player/movie/11-star-wars');

    // The stored choice cannot play this title: the first one that can plays instead.
    expect(await screen.findByTitle('Local Player: Star Wars')).toHaveAttribute(
      'src',
      `${LOCAL_ORIGIN}/embed/movie/11?autoplay=0`,
    );
    expect(radio('IMDb Player')).toBeDisabled();
    expect(radio('IMDb Player')).toHaveAccessibleDescription(
      'Needs an IMDb id, which this title does not have.',
    );
    expect(radio('Local Player')).toBeChecked();
    expect(screen.queryByTitle(/IMDb Player/)).not.toBeInTheDocument();
  });

  it.each(['vidlink', 'embedsu', 'vidsrc', 'junk value'])(
    'removes an unknown stored preferredPlayer (%s) and uses the default',
    async (stored) => {
      window.localStorage.setItem('preferredPlayer', stored);
      answerPlayer({
        movies: [fightClub],
        players: [localPlayer],
        videos: { 'movie/550': [officialTrailer] },
      });
      renderApp('/player/movie/550-fight-club');
      expect(await screen.findByTitle('Local Player: Fight Club')).toBeInTheDocument();
      expect(window.localStorage.getItem('preferredPlayer')).toBeNull();
      expect(reload).not.toHaveBeenCalled();
    },
  );

  it('plays a stored valid choice', async () => {
    window.localStorage.setItem('preferredPlayer', 'trailer');
    answerPlayer({
      movies: [fightClub],
      players: [localPlayer],
      videos: { 'movie/550': [officialTrailer] },
    });
    renderApp('/player/movie/550-fight-club');
    expect(await screen.findByTitle('Trailer: Fight Club')).toHaveAttribute('src', trailerSrc());
    expect(radio('Trailer')).toBeChecked();
    expect(screen.queryByTitle(/Local Player/)).not.toBeInTheDocument();
  });

  it('saves another choice in preferredPlayer and reloads the page', async () => {
    answerPlayer({
      movies: [fightClub],
      players: [localPlayer],
      videos: { 'movie/550': [officialTrailer] },
    });
    const { user } = renderApp('/player/movie/550-fight-club');
    await screen.findByTitle('Local Player: Fight Club');
    expect(reload).not.toHaveBeenCalled();

    await user.click(radio('Trailer'));
    expect(window.localStorage.getItem('preferredPlayer')).toBe('trailer');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('switches in place when the browser refuses to save the choice', async () => {
    answerPlayer({
      movies: [fightClub],
      players: [localPlayer],
      videos: { 'movie/550': [officialTrailer] },
    });
    const { user } = renderApp('/player/movie/550-fight-club');
    await screen.findByTitle('Local Player: Fight Club');

    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      await user.click(radio('Trailer'));
    } finally {
      setItem.mockRestore();
    }
    expect(reload).not.toHaveBeenCalled();
    expect(await screen.findByTitle('Trailer: Fight Club')).toBeInTheDocument();
    expect(radio('Trailer')).toBeChecked();
  });
});

describe('the movie player’s progress', () => {
  /** The first frame's window (the player's); a test may name another source. */
  // eslint-disable-next-line testing-library/no-node-access
  const frameWindow = () => document.querySelector('iframe')?.contentWindow ?? null;
  const post = (data: unknown, origin = LOCAL_ORIGIN, source = frameWindow()) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin, data, source }));
    });
  const media = (currentTime: number, duration: number) => ({
    type: 'MEDIA_DATA',
    data: { currentTime, duration },
  });

  it('saves the percent from the provider’s origin, and puts the movie first in continue watching', async () => {
    answerPlayer({ movies: [fightClub], players: [localPlayer] });
    const { store } = renderApp('/player/movie/550-fight-club', {
      preloadedState: {
        continueWatching: {
          items: [
            {
              media_id: 1399,
              media_type: 'tv',
              details: { name: 'Game of Thrones' },
              last_watched: '2024-01-01T00:00:00.000Z',
            },
          ],
        },
      },
    });
    await screen.findByTitle('Local Player: Fight Club');
    const items = store.getState().continueWatching.items;
    expect(items.map((item) => `${item.media_type}-${item.media_id}`)).toEqual([
      'movie-550',
      'tv-1399',
    ]);
    expect(items[0]?.details).toMatchObject({ title: 'Fight Club' });

    post(media(30, 120));
    expect(store.getState().progress.percent['movie-550']).toBe(25);
    expect(selectLastProgress(store.getState())).toEqual(media(30, 120));
    // A movie has no last episode.
    expect(store.getState().lastWatched.shows).toEqual({});
  });

  it('ignores the provider’s origin messages that do not come from its frame', async () => {
    answerPlayer({ movies: [fightClub], players: [localPlayer] });
    const { store } = renderApp('/player/movie/550-fight-club');
    await screen.findByTitle('Local Player: Fight Club');
    // Another page of the provider's origin (a second frame, a popup) or the page itself.
    post(media(100, 120), LOCAL_ORIGIN, window);
    post(media(100, 120), LOCAL_ORIGIN, null);
    expect(store.getState().progress.percent).toEqual({});
    post(media(30, 120));
    expect(store.getState().progress.percent['movie-550']).toBe(25);
  });

  it('ignores the trailer’s origin messages that do not come from its frame', async () => {
    answerPlayer({ movies: [fightClub], videos: { 'movie/550': [officialTrailer] } });
    const { store } = renderApp('/player/movie/550-fight-club');
    await screen.findByTitle('Trailer: Fight Club');
    const before = store.getState();
    // Right origin, but the event's source is not the trailer's frame.
    post(
      JSON.stringify({ event: 'infoDelivery', info: { currentTime: 10, duration: 100 } }),
      'https://www.youtube-nocookie.com',
      window,
    );
    post(media(10, 100), 'https://www.youtube-nocookie.com', window);
    expect(store.getState().progress).toBe(before.progress);
    expect(selectLastProgress(store.getState())).toBeNull();
  });

  it('ignores a provider message while the trailer plays', async () => {
    window.localStorage.setItem('preferredPlayer', 'trailer');
    answerPlayer({
      movies: [fightClub],
      players: [localPlayer],
      videos: { 'movie/550': [officialTrailer] },
    });
    const { store } = renderApp('/player/movie/550-fight-club');
    await screen.findByTitle('Trailer: Fight Club');
    post(media(30, 120));
    expect(store.getState().progress.percent).toEqual({});
  });
});

describe('accessibility of the movie player', () => {
  it('has no axe violations and one h1', async () => {
    answerPlayer({
      movies: [newHope],
      players: [localPlayer, imdbPlayer],
      videos: { 'movie/11': [officialTrailer] },
    });
    const { container, store } = renderApp('/player/movie/11-star-wars');
    await settled(store, 'Star Wars');
    await screen.findByTitle('Local Player: Star Wars');
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
