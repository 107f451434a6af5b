/**
 * The names the app takes from common/'s shared tables, in the page's language (issue 35): the genres
 * (filters, active-filter chips, a title's genre links), the collection categories (the Collections
 * page's chips and heading) and trending's sorts. Real pages, each language's real catalogue, the
 * network answered at its edge; English pages read exactly as before.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { computeFigures } from '@/features/stats/figures';
import type { Viewing } from '@/features/stats/figures';
import { yearCardContent } from '@/features/stats/yearCard';

import { collectionLists, listedCollection, movie, paged, show } from '../helpers/fixtures';
import { i18nOf, pageIn } from '../helpers/catalogue';
import { renderApp } from '../helpers/render';
import { server } from '../helpers/server';
import { answerCatalogue, movieDetails } from '../detail/detailFixtures';

// Whole-app renders and a popover: user-event steps take seconds in jsdom on a busy machine.
jest.setTimeout(60_000);

/** Answers trending (plain and filtered) with a movie and a show, and records the calls' queries. */
function answerTrending() {
  const calls: URL[] = [];
  const page = paged([
    movie(101, { genre_ids: [35], release_date: '2020-02-02' }),
    show(102, { genre_ids: [10765], first_air_date: '2015-01-01' }),
  ]);
  server.use(
    http.get('*/api/tmdb/trending/all/:window', ({ request }) => {
      calls.push(new URL(request.url));
      return HttpResponse.json(page);
    }),
    http.get('*/api/trending/:window', ({ request }) => {
      calls.push(new URL(request.url));
      return HttpResponse.json({ ...page, searched: 500 });
    }),
  );
  return calls;
}

/** The filter panel's genre chips and sort choices, as the page names them. */
async function filterPanel(user: ReturnType<typeof renderApp>['user'], filters: string) {
  await user.click(await screen.findByRole('button', { name: filters }));
  const panel = within(await screen.findByRole('dialog', { name: filters }));
  return {
    sorts: panel.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    genres: panel.getAllByRole('button', { pressed: false }).map((chip) => chip.textContent),
  };
}

describe("the shared tables' names on a German page", () => {
  it("offers trending's sorts and genres in German, and asks for trending in German", async () => {
    const calls = answerTrending();
    const { user } = renderApp('/trending', pageIn('de'));
    await screen.findByText('Movie 101');
    expect(calls[0]?.searchParams.get('language')).toBe('de-DE');

    const { sorts, genres } = await filterPanel(user, 'Filter');
    expect(sorts).toEqual(['Am beliebtesten', 'Am besten bewertet', 'Neu erschienen']);
    expect(genres).toEqual([
      'Action & Abenteuer',
      'Animation',
      'Komödie',
      'Krimi',
      'Dokumentarfilm',
      'Drama',
      'Familie',
      'Mystery',
      'Sci-Fi & Fantasy',
      'Krieg & Politik',
      'Western',
    ]);
  });

  it('names an active genre filter in German, and the filtered list is asked for in German', async () => {
    const calls = answerTrending();
    renderApp('/trending?with_genres=10768&sort_by=vote_average.desc', pageIn('de'));
    const active = within(await screen.findByRole('list', { name: 'Aktive Filter' }));
    expect(active.getByText('Krieg & Politik')).toBeInTheDocument();
    expect(active.getByText('Am besten bewertet')).toBeInTheDocument();
    await screen.findByText('Movie 101');
    const filtered = calls.find((call) => call.pathname.startsWith('/api/trending/'));
    expect(filtered?.searchParams.get('language')).toBe('de-DE');
  });

  it("shows a movie list's genres in German", async () => {
    server.use(http.get('*/api/tmdb/discover/movie', () => HttpResponse.json(paged([movie(7)]))));
    const { user } = renderApp('/movies', pageIn('de'));
    const { genres } = await filterPanel(user, 'Filter');
    expect(genres.slice(0, 4)).toEqual(['Action', 'Abenteuer', 'Animation', 'Komödie']);
    expect(genres).toContain('Science-Fiction');
    expect(genres).toContain('TV-Film');
    expect(genres).toContain('Krieg');
  });

  it("links a title's genres under their German names (the demo's English ones are messages)", async () => {
    answerCatalogue({
      movies: [
        movieDetails(550, {
          title: 'Fight Club',
          genres: [
            { id: 35, name: 'Comedy' },
            { id: 12, name: 'Adventure' },
            // A genre TMDB has and the tables do not: its name as the catalogue gave it.
            { id: 1, name: 'Neues Genre' },
          ],
        }),
      ],
    });
    renderApp('/movie/550-fight-club', pageIn('de'));
    const genres = within(await screen.findByRole('list', { name: 'Genres' }));
    expect(genres.getByRole('link', { name: 'Komödie' })).toHaveAttribute(
      'href',
      '/movies?with_genres=35',
    );
    expect(genres.getByRole('link', { name: 'Abenteuer' })).toBeInTheDocument();
    expect(genres.getByRole('link', { name: 'Neues Genre' })).toBeInTheDocument();
  });

  it("names a title's status in German, and a status TMDB adds later as TMDB wrote it", async () => {
    answerCatalogue({
      movies: [
        movieDetails(550, { title: 'Fight Club', status: 'Released' }),
        movieDetails(551, { title: 'Other Film', status: 'Under Review' }),
      ],
    });
    const { unmount } = renderApp('/movie/550-fight-club', pageIn('de'));
    expect(await screen.findByText('Veröffentlicht')).toBeInTheDocument();
    expect(screen.queryByText('Released')).not.toBeInTheDocument();
    unmount();
    renderApp('/movie/551-other-film', pageIn('de'));
    expect(await screen.findByText('Under Review')).toBeInTheDocument();
  });

  it("names the Collections page's categories in German, in its chips and its heading", async () => {
    const calls: URL[] = [];
    server.use(
      http.get('*/api/collections', ({ request }) => {
        calls.push(new URL(request.url));
        return HttpResponse.json(
          collectionLists({
            all: [
              listedCollection(86311, 'superhero', { name: 'The Avengers Collection' }),
              listedCollection(645, 'spy', { name: 'James Bond Collection' }),
            ],
          }),
        );
      }),
    );
    const { user } = renderApp('/collections', pageIn('de'));
    const chips = within(
      await screen.findByRole('group', { name: 'Sammlungen nach Kategorie filtern' }),
    );
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'Alle (2)',
      'Superhelden (1)',
      'Spionage (1)',
    ]);
    expect(calls[0]?.searchParams.get('language')).toBe('de-DE');
    await user.click(chips.getByRole('button', { name: 'Spionage (1)' }));
    expect(
      await screen.findByRole('heading', { name: 'Sammlungen: Spionage' }),
    ).toBeInTheDocument();
  });
});

describe("the stats' genres on a German page", () => {
  it("names the year card's top genre in German", () => {
    const viewing = (media_id: number, genre_ids: number[]): Viewing => ({
      media_id,
      media_type: 'movie',
      watched_on: '2026-03-12',
      rewatch: false,
      details: { title: `Film ${media_id}`, genre_ids },
    });
    const figures = (locale: 'de' | 'en') =>
      computeFigures(
        i18nOf(locale),
        { viewings: [viewing(1, [35, 12]), viewing(2, [35])], ratings: [], episodes: [] },
        new Map(),
        'year',
        new Date(2026, 10, 29, 12),
      );
    const lines = (locale: 'de' | 'en') =>
      yearCardContent(i18nOf(locale), figures(locale), 'Marquee').lines.map((line) => line.value);
    expect(lines('de')).toContain('Komödie');
    expect(lines('en')).toContain('Comedy');
  });
});

describe("the shared tables' names on an English page", () => {
  it('stay as they were, and the calls carry no language', async () => {
    const calls = answerTrending();
    const { user } = renderApp('/trending');
    await screen.findByText('Movie 101');
    expect(calls[0]?.searchParams.has('language')).toBe(false);
    const { sorts, genres } = await filterPanel(user, 'Filters');
    expect(sorts).toEqual(['Most Popular', 'Highest Rated', 'Recently Released']);
    expect(genres).toContain('War & Politics');
    expect(genres).toContain('Sci-Fi & Fantasy');
  });
});
