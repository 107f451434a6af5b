/**
 * The network as the player pages see it: the site's configured players (`/api/site`), title details,
 * episodes, seasons, videos, external ids and where-to-watch offers, in TMDB's shape. Names of real
 * titles (for their slugs), with invented overviews and episode names.
 */
import { http, HttpResponse } from 'msw';

import type { PlayerProvider } from '@common/players';
import { validateProviders } from '@common/players';
import { SUGGEST_PATH } from '@common/suggest';
import type { Episode, MovieDetails, SeasonDetails, TvDetails, Video } from '@common/tmdb';

import { NOT_FOUND_BODY, movieDetails, showDetails } from '../detail/detailFixtures';

import { paged } from './fixtures';
import { server } from './server';

/** Where the local fake provider lives, as an operator would configure it (loopback http). */
export const LOCAL_ORIGIN = 'http://127.0.0.1:4173';

/** A provider entry as an operator writes it in PLAYER_PROVIDERS (validated like the server does). */
export const localPlayer = {
  id: 'local',
  name: 'Local Player',
  description: 'A player on this machine.',
  movieUrl: `${LOCAL_ORIGIN}/embed/movie/{id}?autoplay=0`,
  tvUrl: `${LOCAL_ORIGIN}/embed/tv/{id}/{season}/{episode}`,
  progressOrigin: LOCAL_ORIGIN,
};

/** A second provider whose templates need the IMDb id, with its own sandbox and allow list. */
export const imdbPlayer = {
  id: 'by-imdb',
  name: 'IMDb Player',
  movieUrl: 'https://player.example/imdb/{imdbId}',
  tvUrl: 'https://player.example/imdb/{imdbId}/{season}/{episode}',
  progressOrigin: 'https://player.example',
  sandbox: 'allow-scripts allow-forms',
  allow: 'fullscreen',
};

/** Fight Club, with the facts the player page shows. */
export const fightClub = movieDetails(550, {
  title: 'Fight Club',
  imdb_id: 'tt0137523',
  overview: 'An invented account of an office worker and a soap salesman.',
  release_date: '1999-10-15',
  vote_average: 8.4,
  runtime: 139,
  genres: [
    { id: 18, name: 'Drama' },
    { id: 53, name: 'Thriller' },
  ],
});

/** A movie in a collection, without an IMDb id. */
export const newHope = movieDetails(11, {
  title: 'Star Wars',
  imdb_id: null,
  release_date: '1977-05-25',
  belongs_to_collection: {
    id: 10,
    name: 'Star Wars Collection',
    poster_path: '/sw-poster.jpg',
    backdrop_path: '/sw-backdrop.jpg',
  },
});

/** Game of Thrones as the player knows it: specials, then seasons 1-3 of 10, 10 and 6 episodes. */
export const thrones = showDetails(1399, {
  name: 'Game of Thrones',
  first_air_date: '2011-04-17',
  vote_average: 8.4,
  genres: [
    { id: 10765, name: 'Sci-Fi & Fantasy' },
    { id: 18, name: 'Drama' },
  ],
  number_of_seasons: 3,
  seasons: [
    [0, 4],
    [1, 10],
    [2, 10],
    [3, 6],
  ].map(([season_number = 0, episode_count = 0]) => ({
    id: 13990 + season_number,
    season_number,
    name: season_number === 0 ? 'Specials' : `Season ${season_number}`,
    episode_count,
  })),
});

/** An episode in TMDB's shape; the overview is invented, empty for episode 3 (the fallback's case). */
export function episodeOf(showId: number, season: number, number: number): Episode {
  return {
    id: showId * 10000 + season * 100 + number,
    name: `Invented chapter ${season}.${number}`,
    overview: number === 3 ? '' : `Invented summary of season ${season}, episode ${number}.`,
    air_date: '2011-04-17',
    episode_number: number,
    season_number: season,
    still_path: null,
    runtime: 57,
    vote_average: 8.1,
  };
}

function seasonDetailsOf(show: TvDetails, season: number): SeasonDetails | null {
  const listed = show.seasons?.find((entry) => entry.season_number === season);
  if (!listed) return null;
  return {
    id: show.id * 10 + season,
    season_number: season,
    name: listed.name,
    overview: '',
    episode_count: listed.episode_count,
    air_date: null,
    episodes: Array.from({ length: listed.episode_count }, (_, i) =>
      episodeOf(show.id, season, i + 1),
    ),
  };
}

export const officialTrailer: Video = {
  key: 'SUQoV7Xk1Ls',
  name: 'Official Trailer',
  type: 'Trailer',
  site: 'YouTube',
  official: true,
};

interface PlayerWorld {
  movies?: MovieDetails[];
  shows?: TvDetails[];
  /** Provider entries as an operator writes them; validated as the server does. */
  players?: unknown[];
  /** Videos per title or season (`movie/550`, `tv/1399`, `tv/1399/season/2`); none otherwise. */
  videos?: Record<string, Video[]>;
  /** IMDb ids of shows (`tv/{id}/external_ids`); none otherwise. */
  imdbIds?: Record<number, string>;
  /** Episode names by `season/episode` instead of the invented ones ('Episode 2', as TMDB has many). */
  episodeNames?: Record<string, string>;
  /** Seasons answered with no episodes (a season the show lists but TMDB has nothing for). */
  emptySeasons?: number[];
  /** A status for `movie/{id}` and `tv/{id}` instead of the details (a failing upstream). */
  detailsStatus?: () => number | undefined;
  /** Player origins whose host cannot be reached (the page's check of the player fails). */
  unreachable?: () => readonly string[];
}

/** Every host a player frame of these tests comes from (the page checks that each answers). */
const PLAYER_HOSTS = [LOCAL_ORIGIN, 'https://player.example', 'https://www.youtube-nocookie.com'];

/**
 * Answers everything the player pages ask for from `world`: a title not listed is TMDB's 404, an
 * episode or season the show does not list is a 404. Returns the requests made (path after
 * /api/tmdb/, or `site`), in order.
 */
export function answerPlayer(world: PlayerWorld = {}) {
  const {
    movies = [],
    shows = [],
    videos = {},
    imdbIds = {},
    emptySeasons = [],
    episodeNames = {},
  } = world;
  const players: PlayerProvider[] = validateProviders(world.players ?? []);
  const requests: string[] = [];
  const notFound = () => HttpResponse.json(NOT_FOUND_BODY, { status: 404 });
  const failure = (status: number) =>
    HttpResponse.json(
      { success: false, status_code: 11, status_message: 'Internal error: upstream down.' },
      { status },
    );
  const showOf = (id: unknown) => shows.find((show) => show.id === Number(id));

  server.use(
    http.get('*/api/site', () => {
      requests.push('site');
      return HttpResponse.json({
        name: 'Marquee',
        catalogue: 'demo',
        images: 'https://image.tmdb.org/t/p',
        players,
      });
    }),
    http.get('*/api/tmdb/movie/:id', ({ params }) => {
      requests.push(`movie/${String(params.id)}`);
      const status = world.detailsStatus?.();
      if (status) return failure(status);
      const found = movies.find((movie) => movie.id === Number(params.id));
      return found ? HttpResponse.json(found) : notFound();
    }),
    http.get('*/api/tmdb/tv/:id', ({ params }) => {
      requests.push(`tv/${String(params.id)}`);
      const status = world.detailsStatus?.();
      if (status) return failure(status);
      const found = showOf(params.id);
      return found ? HttpResponse.json(found) : notFound();
    }),
    http.get('*/api/tmdb/tv/:id/season/:season', ({ params }) => {
      requests.push(`tv/${String(params.id)}/season/${String(params.season)}`);
      const show = showOf(params.id);
      const season = show && seasonDetailsOf(show, Number(params.season));
      if (!season) return notFound();
      return HttpResponse.json(
        emptySeasons.includes(season.season_number) ? { ...season, episodes: [] } : season,
      );
    }),
    http.get('*/api/tmdb/tv/:id/season/:season/episode/:episode', ({ params }) => {
      const { id, season, episode } = params as Record<string, string>;
      requests.push(`tv/${id}/season/${season}/episode/${episode}`);
      const show = showOf(id);
      const listed = show?.seasons?.find((entry) => entry.season_number === Number(season));
      if (!show || !listed || Number(episode) > listed.episode_count || Number(episode) < 1) {
        return notFound();
      }
      const answer = episodeOf(show.id, Number(season), Number(episode));
      const name = episodeNames[`${season}/${episode}`];
      return HttpResponse.json(name === undefined ? answer : { ...answer, name });
    }),
    http.get('*/api/tmdb/tv/:id/season/:season/videos', ({ params }) => {
      const key = `tv/${String(params.id)}/season/${String(params.season)}`;
      requests.push(`${key}/videos`);
      return HttpResponse.json({ id: Number(params.id), results: videos[key] ?? [] });
    }),
    http.get('*/api/tmdb/:type/:id/videos', ({ params }) => {
      const key = `${String(params.type)}/${String(params.id)}`;
      requests.push(`${key}/videos`);
      return HttpResponse.json({ id: Number(params.id), results: videos[key] ?? [] });
    }),
    http.get('*/api/tmdb/tv/:id/external_ids', ({ params }) => {
      requests.push(`tv/${String(params.id)}/external_ids`);
      return HttpResponse.json({
        id: Number(params.id),
        imdb_id: imdbIds[Number(params.id)] ?? null,
      });
    }),
    http.get('*/api/tmdb/:type/:id/watch/providers', ({ params }) => {
      requests.push(`${String(params.type)}/${String(params.id)}/watch/providers`);
      return HttpResponse.json({ id: Number(params.id), results: {} });
    }),
    // The page asks each player's host whether it answers before counting on its frame.
    ...PLAYER_HOSTS.map((origin) =>
      http.head(`${origin}/*`, () => {
        requests.push(`head ${origin}`);
        return world.unreachable?.().includes(origin) ? HttpResponse.error() : new Response(null);
      }),
    ),
    // The header's search suggests nothing here (the n / p keys are typed into it).
    http.get(`*${SUGGEST_PATH}`, () => HttpResponse.json({ results: [], didYouMean: [] })),
    // The show's page (after a redirect) asks for its lists; they are empty here.
    http.get('*/api/tmdb/:type/:id/similar', () => HttpResponse.json(paged([]))),
    http.get('*/api/tmdb/:type/:id/recommendations', () => HttpResponse.json(paged([]))),
  );
  return requests;
}

/** The requests for a show's seasons (`tv/1399/season/2`), without episodes and videos. */
export const seasonRequests = (requests: string[]) =>
  requests.filter((path) => /^tv\/\d+\/season\/\d+$/.test(path));
