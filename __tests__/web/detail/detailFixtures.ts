/**
 * Detail answers in TMDB's shape for the detail page tests. Names of real titles (for their slugs), with
 * invented overviews, companies and people.
 */
import { http, HttpResponse } from 'msw';

import { validateProviders } from '@common/players';
import type {
  CastMember,
  Episode,
  MovieDetails,
  SeasonDetails,
  TvDetails,
  Video,
} from '@common/tmdb';

import { paged } from '../helpers/fixtures';
import { server } from '../helpers/server';
import { siteWith } from '../helpers/siteHandlers';

/** TMDB's 404 body. */
export const NOT_FOUND_BODY = {
  success: false,
  status_code: 34,
  status_message: 'The resource you requested could not be found.',
};

/** An overview well over the 300 characters after which the page offers Read More. */
export const LONG_OVERVIEW = [
  'An office worker with a sleepless routine meets a travelling salesman on a flight home.',
  'Their late-night talks in a car park turn into a weekly gathering in a basement across town.',
  'The gathering grows, rules are written, and the two men find they disagree about where it leads.',
  'By winter the city has noticed, and the worker has to decide which of the two stories is his.',
].join(' ');

const cast = (ids: number[]): CastMember[] =>
  ids.map((id, order) => ({
    id,
    name: `Performer ${id}`,
    character: `Role ${id}`,
    profile_path: `/profile-${id}.jpg`,
    order,
  }));

export function movieDetails(id: number, overrides: Partial<MovieDetails> = {}): MovieDetails {
  return {
    id,
    title: `Feature ${id}`,
    overview: `A made-up feature, number ${id}.`,
    release_date: '2001-05-04',
    poster_path: `/poster-${id}.jpg`,
    backdrop_path: `/backdrop-${id}.jpg`,
    vote_average: 6.4,
    vote_count: 1200,
    genres: [{ id: 18, name: 'Drama' }],
    runtime: 101,
    status: 'Released',
    production_companies: [{ id: 1, name: 'Invented Pictures' }],
    release_dates: {
      results: [{ iso_3166_1: 'US', release_dates: [{ certification: 'PG-13', type: 3 }] }],
    },
    credits: { cast: cast([id * 10 + 1, id * 10 + 2]) },
    belongs_to_collection: null,
    ...overrides,
  };
}

export const fightClub = movieDetails(550, {
  title: 'Fight Club',
  overview: LONG_OVERVIEW,
  release_date: '1999-10-15',
  vote_average: 7.8,
  runtime: 139,
  genres: [
    { id: 18, name: 'Drama' },
    { id: 53, name: 'Thriller' },
  ],
  production_companies: [
    { id: 1, name: 'Basement Films' },
    { id: 2, name: 'Car Park Productions' },
    { id: 3, name: 'Soap Works' },
    { id: 4, name: 'Fourth Company Ltd' },
  ],
  release_dates: {
    results: [
      { iso_3166_1: 'DE', release_dates: [{ certification: '18', type: 3 }] },
      {
        iso_3166_1: 'US',
        release_dates: [
          { certification: '', type: 1 },
          { certification: 'R', type: 3 },
        ],
      },
    ],
  },
});

export const newHope = movieDetails(11, {
  title: 'Star Wars',
  release_date: '1977-05-25',
  belongs_to_collection: {
    id: 10,
    name: 'Star Wars Collection',
    poster_path: '/sw-poster.jpg',
    backdrop_path: '/sw-backdrop.jpg',
  },
});

function episode(showId: number, season: number, number: number): Episode {
  return {
    id: showId * 1000 + season * 100 + number,
    name: `Invented chapter ${number}`,
    overview: '',
    air_date: '2011-04-17',
    episode_number: number,
    season_number: season,
    still_path: null,
    runtime: 60,
    vote_average: 8,
  };
}

export function showDetails(id: number, overrides: Partial<TvDetails> = {}): TvDetails {
  return {
    id,
    name: `Series ${id}`,
    overview: `A made-up series, number ${id}.`,
    first_air_date: '2011-04-17',
    poster_path: `/tv-poster-${id}.jpg`,
    backdrop_path: `/tv-backdrop-${id}.jpg`,
    vote_average: 8.4,
    vote_count: 900,
    genres: [{ id: 10765, name: 'Sci-Fi & Fantasy' }],
    status: 'Ended',
    episode_run_time: [],
    last_episode_to_air: episode(id, 3, 2),
    number_of_seasons: 3,
    number_of_episodes: 6,
    seasons: [1, 2, 3].map((season) => ({
      id: id * 10 + season,
      season_number: season,
      name: `Season ${season}`,
      episode_count: 2,
      air_date: `${2010 + season}-04-17`,
    })),
    created_by: [
      { id: 1, name: 'Invented Writer' },
      { id: 2, name: 'Another Writer' },
    ],
    production_companies: [{ id: 5, name: 'Invented Television' }],
    content_ratings: {
      results: [
        { iso_3166_1: 'GB', rating: '15' },
        { iso_3166_1: 'US', rating: 'TV-MA' },
      ],
    },
    credits: { cast: cast([id * 10 + 1]) },
    ...overrides,
  };
}

export const thrones = showDetails(1399, { name: 'Game of Thrones' });

export function seasonOf(showId: number, season: number): SeasonDetails {
  return {
    id: showId * 10 + season,
    season_number: season,
    name: `Season ${season}`,
    overview: '',
    episode_count: 2,
    air_date: null,
    episodes: [episode(showId, season, 1), episode(showId, season, 2)],
  };
}

/** A title's trailer as TMDB lists it (an invented YouTube key). */
export const trailerVideo: Video = {
  key: 'Inv3nted_Tr',
  name: 'Official Trailer',
  type: 'Trailer',
  site: 'YouTube',
  official: true,
};

/** A player provider as an operator writes it in PLAYER_PROVIDERS. */
export const examplePlayer = {
  id: 'example',
  name: 'Example Player',
  movieUrl: 'https://player.example/movie/{id}',
  tvUrl: 'https://player.example/tv/{id}/{season}/{episode}',
};

interface Catalogue {
  movies?: MovieDetails[];
  shows?: TvDetails[];
  /**
   * Provider entries as an operator writes them (validated as the server does); none by default (the
   * site's settings are then the default handlers' or the test's own).
   */
  players?: unknown[];
  /** Titles (`movie/5`, `tv/42`) whose videos hold no trailer; every other title has one. */
  withoutTrailer?: string[];
}

/**
 * Answers details from `catalogue` (404 in TMDB's shape for anything else), the season lists, empty
 * similar / recommended lists, a trailer per title (seasons have no videos of their own) and the
 * site's players. Returns the detail paths requested, in order.
 */
export function answerCatalogue({
  movies = [],
  shows = [],
  players = [],
  withoutTrailer = [],
}: Catalogue) {
  const requests: string[] = [];
  const lookup = <T extends { id: number }>(items: T[], id: unknown) =>
    items.find((item) => item.id === Number(id));
  server.use(
    http.get('*/api/tmdb/movie/:id', ({ params }) => {
      requests.push(`movie/${params.id}`);
      const found = lookup(movies, params.id);
      return found ? HttpResponse.json(found) : HttpResponse.json(NOT_FOUND_BODY, { status: 404 });
    }),
    http.get('*/api/tmdb/tv/:id', ({ params }) => {
      requests.push(`tv/${params.id}`);
      const found = lookup(shows, params.id);
      return found ? HttpResponse.json(found) : HttpResponse.json(NOT_FOUND_BODY, { status: 404 });
    }),
    http.get('*/api/tmdb/tv/:id/season/:season', ({ params }) => {
      requests.push(`tv/${params.id}/season/${params.season}`);
      return HttpResponse.json(seasonOf(Number(params.id), Number(params.season)));
    }),
    http.get('*/api/tmdb/:type/:id/similar', () => HttpResponse.json(paged([]))),
    http.get('*/api/tmdb/:type/:id/recommendations', () => HttpResponse.json(paged([]))),
    http.get('*/api/tmdb/:type/:id/videos', ({ params }) => {
      const none = withoutTrailer.includes(`${params.type}/${params.id}`);
      return HttpResponse.json({ id: Number(params.id), results: none ? [] : [trailerVideo] });
    }),
    http.get('*/api/tmdb/tv/:id/season/:season/videos', ({ params }) =>
      HttpResponse.json({ id: Number(params.id), results: [] }),
    ),
  );
  // Only when asked for: a test may answer the site's settings itself (images off, say).
  if (players.length > 0) server.use(siteWith({ players: validateProviders(players) }));
  return requests;
}

/** The page's meta description, which React 19 hoists into the head (no role to query it by). */
export const metaDescription = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');
