import { screen, waitFor, within } from '@testing-library/react';

import { renderApp } from '../helpers/render';

import {
  answerCatalogue,
  examplePlayer,
  metaDescription,
  showDetails,
  thrones,
} from './detailFixtures';

jest.setTimeout(30_000);

/** Lazy parts of the page (the crew lines) arrive late on a busy machine. */
const LOAD = { timeout: 10_000 };

/** The site with a player provider: the watch button's labels are the spec's. */
const withPlayer = { players: [examplePlayer] };

const title = (name: string) => screen.findByRole('heading', { level: 1, name });
const facts = () => screen.getByRole('list', { name: 'Facts' });
const actions = () => screen.getByRole('group', { name: 'Actions' });
const seasonPicker = () => screen.getByRole('combobox', { name: 'Season' });

describe('the TV detail page', () => {
  it('shows the hero: content rating, first-air year, type link, episode runtime, creators', async () => {
    answerCatalogue({ shows: [thrones] });
    renderApp('/tv/1399-game-of-thrones');

    expect(await title('Game of Thrones')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 8.4 out of 10' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4.2 out of 5 stars' })).toBeInTheDocument();
    const row = within(facts());
    expect(row.getByText('TV-MA')).toBeInTheDocument();
    expect(row.getByRole('link', { name: '2011' })).toHaveAttribute(
      'href',
      '/tv-shows?first_air_date_year=2011',
    );
    expect(row.getByRole('link', { name: 'TV Show' })).toHaveAttribute('href', '/tv-shows');
    // No usual run time: the last aired episode's.
    expect(row.getByText('1h 0m')).toBeInTheDocument();
    expect(row.getByText('Ended')).toBeInTheDocument();
    expect(row.queryByText('Watched')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Genres' })).getByRole('link', {
        name: 'Sci-Fi & Fantasy',
      }),
    ).toHaveAttribute('href', '/tv-shows?with_genres=10765');
    // The crew lines are a lazy part of the page.
    expect(await screen.findByRole('link', { name: 'Invented Writer' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Another Writer' })).toBeInTheDocument();
    expect(screen.getByText('Invented Television')).toBeInTheDocument();
    // Videos are a movie's action only.
    expect(within(actions()).queryByRole('button', { name: 'Videos' })).not.toBeInTheDocument();

    expect(document.title).toBe('Game of Thrones (2011) · Marquee');
    // In a chunk of its own, after the first paint.
    await waitFor(() =>
      expect(metaDescription()).toBe(
        'Game of Thrones (2011): Sci-Fi & Fantasy TV series, 3 seasons. Cast, rating, similar titles and recommendations on Marquee.',
      ),
    );
  });

  it("takes the show's usual run time and 'NR' without a US rating", async () => {
    answerCatalogue({
      shows: [
        showDetails(42, {
          name: 'Quiet Hours',
          episode_run_time: [0, 28],
          content_ratings: { results: [{ iso_3166_1: 'DE', rating: '12' }] },
        }),
      ],
    });
    renderApp('/tv/42-quiet-hours');
    await title('Quiet Hours');
    expect(within(facts()).getByText('28m')).toBeInTheDocument();
    expect(within(facts()).getByText('NR')).toBeInTheDocument();
  });

  it("shows the 'Watched' badge for a show the visitor has finished", async () => {
    answerCatalogue({ shows: [thrones] });
    renderApp('/tv/1399-game-of-thrones', {
      preloadedState: { completedShows: { ids: [7, 1399] } },
    });
    await title('Game of Thrones');
    expect(within(facts()).getByText('Watched')).toBeInTheDocument();
  });

  it("starts at season 1 without saved progress: 'Start S1 E1'", async () => {
    const requests = answerCatalogue({ shows: [thrones], ...withPlayer });
    const { user } = renderApp('/tv/1399-game-of-thrones');
    await title('Game of Thrones');

    expect(seasonPicker()).toHaveValue('1');
    expect(await within(actions()).findByRole('link', { name: 'Start S1 E1' })).toHaveAttribute(
      'href',
      '/player/tv/1399-game-of-thrones/1/1',
    );
    await waitFor(() => expect(requests).toContain('tv/1399/season/1'));

    // Picking a season moves the watch button with it.
    await user.selectOptions(seasonPicker(), '3');
    expect(within(actions()).getByRole('link', { name: 'Start S3 E1' })).toHaveAttribute(
      'href',
      '/player/tv/1399-game-of-thrones/3/1',
    );
    await waitFor(() => expect(requests).toContain('tv/1399/season/3'));
  });

  it("says 'Watch trailer' while no player provider is configured: only the trailer plays", async () => {
    answerCatalogue({ shows: [thrones] });
    const { user } = renderApp('/tv/1399-game-of-thrones');
    await title('Game of Thrones');
    // Still the episode the spec's button would start: its player page plays the show's trailer.
    expect(await within(actions()).findByRole('link', { name: 'Watch trailer' })).toHaveAttribute(
      'href',
      '/player/tv/1399-game-of-thrones/1/1',
    );
    expect(within(actions()).queryByRole('link', { name: /^(Start|Continue) S/ })).toBeNull();
    await user.selectOptions(seasonPicker(), '3');
    expect(within(actions()).getByRole('link', { name: 'Watch trailer' })).toHaveAttribute(
      'href',
      '/player/tv/1399-game-of-thrones/3/1',
    );
  });

  it('offers no player for a show without a trailer or a provider: Where to watch instead', async () => {
    answerCatalogue({ shows: [thrones], withoutTrailer: ['tv/1399'] });
    renderApp('/tv/1399-game-of-thrones');
    await title('Game of Thrones');
    expect(
      await within(actions()).findByRole('button', { name: 'Where to watch' }, LOAD),
    ).toBeInTheDocument();
    expect(within(actions()).queryByRole('link', { name: 'Watch trailer' })).toBeNull();
  });

  it('starts at the first listed season of a show that has no season 1', async () => {
    const requests = answerCatalogue({
      ...withPlayer,
      shows: [
        showDetails(77, {
          name: 'Late Starter',
          seasons: [3, 4].map((season_number) => ({
            season_number,
            name: `Season ${season_number}`,
            episode_count: 2,
          })),
        }),
      ],
    });
    renderApp('/tv/77-late-starter');
    await title('Late Starter');
    expect(seasonPicker()).toHaveValue('3');
    expect(await within(actions()).findByRole('link', { name: 'Start S3 E1' })).toBeInTheDocument();
    await waitFor(() => expect(requests).toContain('tv/77/season/3'));
    expect(requests).not.toContain('tv/77/season/1');
  });

  it("continues from saved progress: 'Continue S{season} E{episode}'", async () => {
    answerCatalogue({ shows: [thrones], ...withPlayer });
    renderApp('/tv/1399-game-of-thrones', {
      preloadedState: {
        progress: { percent: { 'tv-1399': 40 } },
        lastWatched: {
          shows: {
            '1399': { season: 2, episode: 2, updatedAt: '2025-01-01T00:00:00.000Z', percent: 40 },
            '99': { season: 9, episode: 9, updatedAt: '2025-01-01T00:00:00.000Z' },
          },
        },
      },
    });
    await title('Game of Thrones');
    expect(await within(actions()).findByRole('link', { name: 'Continue S2 E2' })).toHaveAttribute(
      'href',
      '/player/tv/1399-game-of-thrones/2/2',
    );
  });

  it('continues at the next episode once the last one was played to the end', async () => {
    answerCatalogue({ shows: [thrones], ...withPlayer });
    renderApp('/tv/1399-game-of-thrones', {
      preloadedState: {
        lastWatched: {
          shows: {
            '1399': { season: 1, episode: 2, updatedAt: '2025-01-01T00:00:00.000Z', percent: 96 },
          },
        },
      },
    });
    await title('Game of Thrones');
    // Season 1 has two episodes: the next is season 2's first.
    expect(await within(actions()).findByRole('link', { name: 'Continue S2 E1' })).toHaveAttribute(
      'href',
      '/player/tv/1399-game-of-thrones/2/1',
    );
  });

  it('a facts-only show with no seasons says so once: no episode, season, cast or offer sections', async () => {
    answerCatalogue({
      shows: [
        showDetails(202250, {
          name: 'Dirty Linen',
          seasons: [],
          number_of_seasons: 0,
          demo_facts_only: true,
          credits: { cast: [] },
        }),
      ],
    });
    renderApp('/tv/202250-dirty-linen');
    await title('Dirty Linen');
    expect(
      await screen.findByText(
        'This title has facts only in the demo catalogue.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Not in the demo for this title: cast, episodes, trailer and streaming offers. With a TMDB key, this site shows them wherever TMDB has them.',
      ),
    ).toBeVisible();
    // Nothing to play and no offers to point to: no watch action at all.
    const panel = within(actions());
    expect(panel.queryByRole('link', { name: /^(Start|Continue) S/ })).not.toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Where to watch' })).not.toBeInTheDocument();
    expect(screen.queryByText('No seasons information available.')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Episodes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Top Cast' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Where to watch' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Similar Content' })).not.toBeInTheDocument(),
    );
  });

  it('offers no episode of a show that lists none, and points to Where to watch', async () => {
    answerCatalogue({
      shows: [showDetails(202250, { name: 'Dirty Linen', seasons: [], number_of_seasons: 0 })],
    });
    const { user } = renderApp('/tv/202250-dirty-linen');
    await title('Dirty Linen');
    const panel = within(actions());
    expect(panel.queryByRole('link', { name: /^(Start|Continue) S/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Play/ })).not.toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Where to watch' }));
    // eslint-disable-next-line testing-library/no-node-access
    expect(document.getElementById('where-to-watch')).toHaveFocus();
  });

  it('opens at the season passed in navigation state', async () => {
    const requests = answerCatalogue({ shows: [thrones], ...withPlayer });
    renderApp({ pathname: '/tv/1399-game-of-thrones', state: { season: 2 } });
    await title('Game of Thrones');

    expect(seasonPicker()).toHaveValue('2');
    expect(await within(actions()).findByRole('link', { name: 'Start S2 E1' })).toBeInTheDocument();
    await waitFor(() => expect(requests).toContain('tv/1399/season/2'));
    expect(requests).not.toContain('tv/1399/season/1');
  });

  it('ignores navigation state that is not a season number', async () => {
    answerCatalogue({ shows: [thrones], ...withPlayer });
    renderApp({ pathname: '/tv/1399-game-of-thrones', state: { season: 'two' } });
    await title('Game of Thrones');
    expect(seasonPicker()).toHaveValue('1');
    expect(within(actions()).getByRole('link', { name: 'Start S1 E1' })).toBeInTheDocument();
  });

  it('saves a show to the watchlist with its name and first air date', async () => {
    answerCatalogue({ shows: [thrones] });
    const { store, user } = renderApp('/tv/1399-game-of-thrones');
    await title('Game of Thrones');
    await user.click(within(actions()).getByRole('button', { name: 'Add to Watchlist' }));
    expect(store.getState().watchlist.items).toEqual([
      {
        media_id: 1399,
        media_type: 'tv',
        details: {
          name: 'Game of Thrones',
          poster_path: '/tv-poster-1399.jpg',
          backdrop_path: '/tv-backdrop-1399.jpg',
          first_air_date: '2011-04-17',
          vote_average: 8.4,
        },
        added_at: expect.any(String),
      },
    ]);
  });
});
