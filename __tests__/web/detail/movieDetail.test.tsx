import { screen, waitFor, within } from '@testing-library/react';

import { renderApp } from '../helpers/render';

import {
  LONG_OVERVIEW,
  answerCatalogue,
  examplePlayer,
  fightClub,
  metaDescription,
  movieDetails,
  newHope,
} from './detailFixtures';

jest.setTimeout(30_000);

const title = (name: string) => screen.findByRole('heading', { level: 1, name });
const facts = () => screen.getByRole('list', { name: 'Facts' });
const actions = () => screen.getByRole('group', { name: 'Actions' });

describe('the movie detail page', () => {
  it('shows the hero: title, ring, certification, year and type links, runtime, status, stars, genres, companies', async () => {
    const requests = answerCatalogue({ movies: [fightClub] });
    renderApp('/movie/550-fight-club');

    expect(await title('Fight Club')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Rated 7.8 out of 10' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '3.9 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('3.9')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Poster of Fight Club' })).toBeInTheDocument();

    const row = within(facts());
    expect(row.getByText('R')).toBeInTheDocument();
    expect(row.getByRole('link', { name: '1999' })).toHaveAttribute(
      'href',
      '/movies?primary_release_year=1999',
    );
    expect(row.getByRole('link', { name: 'Movie' })).toHaveAttribute('href', '/movies');
    expect(row.getByText('2h 19m')).toBeInTheDocument();
    expect(row.getByText('Released')).toBeInTheDocument();
    expect(row.queryByText('Watched')).not.toBeInTheDocument();

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
      screen.getByText('Basement Films, Car Park Productions, Soap Works'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Fourth Company/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Created by/)).not.toBeInTheDocument();

    expect(document.title).toBe('Fight Club (1999) · Marquee');
    // In a chunk of its own, after the first paint.
    await waitFor(() =>
      expect(metaDescription()).toBe(
        'Fight Club (1999): Drama and Thriller film. Cast, rating, similar titles and recommendations on Marquee.',
      ),
    );
    // The hero's details (with certification and cast) come from one call.
    expect(requests.filter((path) => path === 'movie/550')).toHaveLength(1);
  });

  it("falls back to 'NR', 'N/A' runtime and 'N/A' year, titling the page without a year", async () => {
    answerCatalogue({
      movies: [
        movieDetails(77, {
          title: 'Unreleased Draft',
          release_date: '',
          runtime: null,
          release_dates: {
            results: [{ iso_3166_1: 'FR', release_dates: [{ certification: '12' }] }],
          },
          vote_average: 0,
        }),
      ],
    });
    renderApp('/movie/77-unreleased-draft');

    expect(await title('Unreleased Draft')).toBeInTheDocument();
    const row = within(facts());
    expect(row.getByText('NR')).toBeInTheDocument();
    expect(row.getAllByText('N/A')).toHaveLength(2);
    expect(row.queryByRole('link', { name: /^\d{4}$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Not rated yet' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '0.0 out of 5 stars' })).toBeInTheDocument();
    expect(document.title).toBe('Unreleased Draft · Marquee');
  });

  it('cuts an overview over 300 characters with Read More / Show Less', async () => {
    answerCatalogue({ movies: [fightClub] });
    const { user } = renderApp('/movie/550-fight-club');
    await title('Fight Club');

    const readMore = screen.getByRole('button', { name: 'Read More' });
    expect(readMore).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(LONG_OVERVIEW)).not.toBeInTheDocument();
    expect(screen.getByText(/^An office worker .*…$/)).toBeInTheDocument();

    await user.click(readMore);
    expect(screen.getByText(LONG_OVERVIEW)).toBeInTheDocument();
    const showLess = screen.getByRole('button', { name: 'Show Less' });
    expect(showLess).toHaveAttribute('aria-expanded', 'true');

    await user.click(showLess);
    expect(screen.queryByText(LONG_OVERVIEW)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read More' })).toBeInTheDocument();
  });

  it('shows a short overview whole, with no toggle', async () => {
    answerCatalogue({ movies: [newHope] });
    renderApp('/movie/11-star-wars');
    await title('Star Wars');
    expect(screen.getByText('A made-up feature, number 11.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read More' })).not.toBeInTheDocument();
  });

  it("labels the watch button 'Watch Now' once a player provider is configured, leading to the movie's player", async () => {
    answerCatalogue({ movies: [fightClub], players: [examplePlayer] });
    renderApp('/movie/550-fight-club');
    await title('Fight Club');
    expect(await within(actions()).findByRole('link', { name: 'Watch Now' })).toHaveAttribute(
      'href',
      '/player/movie/550-fight-club',
    );
  });

  it("says 'Watch trailer' while no player provider is configured: only the trailer plays", async () => {
    answerCatalogue({ movies: [fightClub] });
    renderApp('/movie/550-fight-club');
    await title('Fight Club');
    expect(within(actions()).getByRole('link', { name: 'Watch trailer' })).toHaveAttribute(
      'href',
      '/player/movie/550-fight-club',
    );
    expect(within(actions()).queryByRole('link', { name: 'Watch Now' })).toBeNull();
  });

  it('offers no player for a movie without a trailer or a provider: Where to watch instead', async () => {
    answerCatalogue({ movies: [fightClub], withoutTrailer: ['movie/550'] });
    const { user } = renderApp('/movie/550-fight-club');
    await title('Fight Club');
    const whereToWatch = await within(actions()).findByRole(
      'button',
      { name: 'Where to watch' },
      { timeout: 10_000 },
    );
    expect(within(actions()).queryByRole('link', { name: /^Watch/ })).toBeNull();
    await user.click(whereToWatch);
    // eslint-disable-next-line testing-library/no-node-access
    expect(document.getElementById('where-to-watch')).toHaveFocus();
  });

  it("says 'Continue Watching' for a movie in the continue-watching list", async () => {
    answerCatalogue({ movies: [fightClub], players: [examplePlayer] });
    renderApp('/movie/550-fight-club', {
      preloadedState: {
        continueWatching: {
          items: [
            // A show with the same id does not count.
            {
              media_id: 550,
              media_type: 'tv',
              details: { name: 'Other' },
              last_watched: '2025-01-02T00:00:00.000Z',
            },
            {
              media_id: 550,
              media_type: 'movie',
              details: { title: 'Fight Club' },
              last_watched: '2025-01-01T00:00:00.000Z',
            },
          ],
        },
      },
    });
    await title('Fight Club');
    expect(
      await within(actions()).findByRole('link', { name: 'Continue Watching' }),
    ).toHaveAttribute('href', '/player/movie/550-fight-club');
  });

  it('adds to the watchlist at once, and removes only after confirmation', async () => {
    answerCatalogue({ movies: [fightClub] });
    const { store, user } = renderApp('/movie/550-fight-club');
    await title('Fight Club');

    const add = within(actions()).getByRole('button', { name: 'Add to Watchlist' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await user.click(add);

    const saved = within(actions()).getByRole('button', { name: 'In Watchlist' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().watchlist.items).toHaveLength(1);
    expect(store.getState().watchlist.items[0]).toEqual({
      media_id: 550,
      media_type: 'movie',
      details: {
        title: 'Fight Club',
        poster_path: '/poster-550.jpg',
        backdrop_path: '/backdrop-550.jpg',
        release_date: '1999-10-15',
        vote_average: 7.8,
      },
      added_at: expect.any(String),
    });
    expect(store.getState().favorites.items).toHaveLength(0);

    // Cancel keeps it.
    await user.click(saved);
    let dialog = await screen.findByRole('dialog', { name: 'Remove from Watchlist' });
    expect(
      within(dialog).getByText('Are you sure you want to remove this from your watchlist?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().watchlist.items).toHaveLength(1);

    // Confirm removes it.
    await user.click(within(actions()).getByRole('button', { name: 'In Watchlist' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove from Watchlist' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().watchlist.items).toEqual([]);
    expect(within(actions()).getByRole('button', { name: 'Add to Watchlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('adds to favorites at once, and removes only after confirmation', async () => {
    answerCatalogue({ movies: [fightClub] });
    const { store, user } = renderApp('/movie/550-fight-club');
    await title('Fight Club');

    await user.click(within(actions()).getByRole('button', { name: 'Add to Favorites' }));
    expect(within(actions()).getByRole('button', { name: 'In Favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(store.getState().favorites.items).toEqual([
      expect.objectContaining({
        media_id: 550,
        media_type: 'movie',
        details: expect.objectContaining({ title: 'Fight Club', release_date: '1999-10-15' }),
      }),
    ]);
    expect(store.getState().watchlist.items).toHaveLength(0);

    await user.click(within(actions()).getByRole('button', { name: 'In Favorites' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from Favorites' });
    expect(
      within(dialog).getByText('Are you sure you want to remove this from your favorites?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(store.getState().favorites.items).toEqual([]));
    expect(within(actions()).getByRole('button', { name: 'Add to Favorites' })).toBeInTheDocument();
  });

  it('shows a saved title as saved when the page opens', async () => {
    answerCatalogue({ movies: [fightClub] });
    renderApp('/movie/550-fight-club', {
      preloadedState: {
        favorites: {
          items: [
            {
              media_id: 550,
              media_type: 'movie',
              details: { title: 'Fight Club' },
              added_at: '2025-01-01T00:00:00.000Z',
            },
          ],
        },
      },
    });
    await title('Fight Club');
    expect(within(actions()).getByRole('button', { name: 'In Favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(actions()).getByRole('button', { name: 'Add to Watchlist' })).toBeInTheDocument();
  });

  it("offers 'Videos', which opens the videos dialog", async () => {
    answerCatalogue({ movies: [fightClub] });
    const { user } = renderApp('/movie/550-fight-club');
    await title('Fight Club');
    await user.click(within(actions()).getByRole('button', { name: 'Videos' }));
    expect(await screen.findByRole('dialog', { name: /Available Videos/ })).toBeInTheDocument();
  });

  it("shows 'Part of the Collection' for a movie in a collection, linking to it", async () => {
    answerCatalogue({ movies: [newHope, fightClub] });
    renderApp('/movie/11-star-wars');
    await title('Star Wars');

    const banner = screen.getByRole('region', { name: 'Part of the Collection' });
    expect(within(banner).getByText('Star Wars Collection')).toBeInTheDocument();
    expect(
      within(banner).getByRole('link', { name: 'View Collection: Star Wars Collection' }),
    ).toHaveAttribute('href', '/collection/10');
  });

  it('has no collection banner for a movie outside any collection', async () => {
    answerCatalogue({ movies: [fightClub] });
    renderApp('/movie/550-fight-club');
    await title('Fight Club');
    expect(screen.queryByText('Part of the Collection')).not.toBeInTheDocument();
  });

  it('lays out the sections in order: collection, cast, similar, recommended', async () => {
    answerCatalogue({ movies: [newHope] });
    renderApp('/movie/11-star-wars');
    await title('Star Wars');
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map(
      (heading) => heading.textContent,
    );
    const order = [
      'Part of the Collection',
      'Top Cast',
      'Similar Content',
      'You May Also Like',
    ].map((text) => headings.findIndex((heading) => heading?.includes(text)));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('says once that the demo has only the facts of a title, leaving out what it has nothing for', async () => {
    answerCatalogue({
      movies: [
        movieDetails(5, {
          title: 'Four Rooms',
          demo_facts_only: true,
          credits: { cast: [] },
          belongs_to_collection: null,
        }),
      ],
    });
    renderApp('/movie/5-four-rooms');
    await title('Four Rooms');
    expect(
      await screen.findByText(
        'This title has facts only in the demo catalogue.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Not in the demo for this title: cast, trailer and streaming offers. With a TMDB key, this site shows them wherever TMDB has them.',
      ),
    ).toBeVisible();
    // No trailer and no player provider: nothing to play, and no offers to point to.
    expect(within(actions()).queryByRole('link', { name: /^Watch/ })).not.toBeInTheDocument();
    expect(within(actions()).queryByRole('button', { name: 'Where to watch' })).toBeNull();
    // No videos, cast or offers to speak of; related lists that come back empty go too.
    expect(within(actions()).queryByRole('button', { name: 'Videos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Top Cast' })).not.toBeInTheDocument();
    expect(screen.queryByText('No cast information available.')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Where to watch' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Similar Content' })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'You May Also Like' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(/^No .* available/)).not.toBeInTheDocument();
  });

  it('offers a facts-only title to the player providers configured', async () => {
    answerCatalogue({
      movies: [movieDetails(5, { title: 'Four Rooms', demo_facts_only: true })],
      players: [examplePlayer],
    });
    renderApp('/movie/5-four-rooms');
    await title('Four Rooms');
    expect(await within(actions()).findByRole('link', { name: 'Watch Now' })).toHaveAttribute(
      'href',
      '/player/movie/5-four-rooms',
    );
  });

  it('keeps the cast a facts-only title does have', async () => {
    answerCatalogue({
      movies: [
        movieDetails(6, {
          title: 'Judgment Night',
          demo_facts_only: true,
          credits: {
            cast: [{ id: 9, name: 'Invented Actor', character: 'Frank', profile_path: null }],
          },
        }),
      ],
    });
    renderApp('/movie/6-judgment-night');
    await title('Judgment Night');
    expect(screen.getByRole('heading', { name: 'Top Cast' })).toBeInTheDocument();
    expect(screen.getByText('Invented Actor')).toBeInTheDocument();
  });
});
