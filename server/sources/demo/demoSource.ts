import type { Database } from 'better-sqlite3';

import { CacheBudget } from '../../cacheBudget';
import type { CacheArea } from '../../cacheBudget';
import type { TmdbRequest } from '../../api/request';
import { pageOf, requestKey } from '../../api/request';
import type { ExternalSource, RouteName } from '../../api/routeTable';
import { SEASON_APPEND } from '../../api/routeTable';
import { MOVIE_GENRES, TV_GENRES } from '../../../common/genres';
import type { MediaType } from '../../../common/mediaType';
import { TmdbError } from '../../errors';
import type { Logger } from '../../logger';
import { openCatalogue } from '../../catalogue/catalogueDb';
import { Suggestions, demoNames } from '../../suggest/suggestions';
import type { ItemRenderer } from '../../suggest/suggestions';
import type { CatalogueSource, TmdbAnswer } from '../types';
import { CONFIGURATION } from './configuration';
import { DemoCatalogue } from './demoCatalogue';
import type { DiscoverFilters, SearchFilters } from './demoCatalogue';
import { ExternalIdFinder } from './findByExternalId';

/** The answer cache's bound when the caller names none (the server passes `CACHE_MAX_MB`). */
const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;

type Json = Record<string, unknown>;
type Handler = (req: TmdbRequest) => unknown;

const num = (v: string | undefined): number | undefined =>
  v === undefined ? undefined : Number(v);

function discoverFilters(
  req: TmdbRequest,
  yearParam: 'primary_release_year' | 'first_air_date_year',
): DiscoverFilters {
  const q = req.query;
  const dated = yearParam === 'primary_release_year' ? 'primary_release_date' : 'first_air_date';
  return {
    releaseDateGte: q[`${dated}.gte`],
    releaseDateLte: q[`${dated}.lte`],
    withCast: q.with_cast,
    withCrew: q.with_crew,
    withPeople: q.with_people,
    page: pageOf(req),
    includeAdult: q.include_adult === 'true',
    withGenres: q.with_genres,
    withoutGenres: q.without_genres,
    year: num(q[yearParam] ?? q.year),
    sortBy: q.sort_by,
    voteCountGte: num(q['vote_count.gte']),
    voteAverageGte: num(q['vote_average.gte']),
    originalLanguage: q.with_original_language,
    watchRegion: q.watch_region,
    withWatchProviders: q.with_watch_providers,
    withWatchMonetizationTypes: q.with_watch_monetization_types,
  };
}

function searchFilters(
  req: TmdbRequest,
  yearParam?: 'primary_release_year' | 'first_air_date_year',
): SearchFilters {
  return {
    query: req.query.query ?? '',
    page: pageOf(req),
    includeAdult: req.query.include_adult === 'true',
    year: yearParam ? num(req.query[yearParam] ?? req.query.year) : undefined,
  };
}

/** The items of `append_to_response`, each answered by `part` (an unknown season is left out, as TMDB does). */
function withAppended(body: Json, req: TmdbRequest, part: (name: string) => unknown): Json {
  const names = req.query.append_to_response?.split(',') ?? [];
  for (const name of names) {
    try {
      const value = part(name);
      if (value !== undefined) body[name] = value;
    } catch (error) {
      if (!(error instanceof TmdbError)) throw error;
    }
  }
  return body;
}

/**
 * The embedded demo catalogue as a catalogue source: every endpoint computed from the SQLite tables built
 * from the committed seed. Works with no network and no TMDB key.
 */
export class DemoSource implements CatalogueSource {
  readonly name = 'demo' as const;
  private readonly handlers: Record<RouteName, Handler>;
  /**
   * The catalogue never changes while the server runs, so an answer computed once (a list is a union
   * and a sort over thousands of rows) is kept and its very text handed out again, which also lets the
   * compressed copy made for it be reused. Bounded by bytes, least recently used first.
   */
  private readonly answers: CacheArea<TmdbAnswer>;
  /** `/api/suggest` over every title, show, person and collection of the catalogue. */
  readonly suggest: Suggestions;
  /** The snapshot's day (DemoCatalogue.snapshotDay): the demo's calendar counts from it. */
  readonly today: string | null;
  /** Reads the facts similar titles and recommendations are scored over (see RelatedTitles). */
  readonly warm: () => void;

  constructor(
    private readonly db: Database,
    readonly version: string,
    cacheBudget: CacheBudget = new CacheBudget(DEFAULT_CACHE_BYTES),
  ) {
    this.answers = cacheBudget.area<TmdbAnswer>('answers', (answer) => answer.body.length);
    const c = new DemoCatalogue(db);
    const finder = new ExternalIdFinder(db, c);
    this.warm = () => c.warmRelated();
    this.today = c.snapshotDay();
    this.suggest = new Suggestions({ names: demoNames(db), render: demoItems(c), cacheBudget });
    const id = (req: TmdbRequest, name = 'id') => req.params[name] as number;
    const withId = (req: TmdbRequest, body: object) => ({ id: id(req), ...body });

    const movieSub = (movieId: number, name: string): unknown => {
      switch (name) {
        case 'credits':
          return c.credits('movie', movieId);
        case 'videos':
          return c.videos('movie', movieId);
        case 'release_dates':
          return c.releaseDates(movieId);
        case 'images':
          return c.images('movie', movieId);
        case 'external_ids':
          return c.externalIds('movie', movieId);
        case 'similar':
          return c.similar('movie', movieId, 1);
        case 'recommendations':
          return c.recommendations('movie', movieId, 1);
        case 'watch/providers':
          return c.watchProviders('movie', movieId);
        default:
          return undefined;
      }
    };
    const tvSub = (showId: number, name: string): unknown => {
      const season = SEASON_APPEND.exec(name);
      if (season) return c.season(showId, Number(season[1])).body;
      switch (name) {
        case 'content_ratings':
          return c.contentRatings(showId);
        case 'credits':
          return c.credits('tv', showId);
        case 'videos':
          return c.videos('tv', showId);
        case 'images':
          return c.images('tv', showId);
        case 'external_ids':
          return c.externalIds('tv', showId);
        case 'similar':
          return c.similar('tv', showId, 1);
        case 'recommendations':
          return c.recommendations('tv', showId, 1);
        case 'watch/providers':
          return c.watchProviders('tv', showId);
        default:
          return undefined;
      }
    };
    const personSub = (personId: number, name: string): unknown => {
      switch (name) {
        case 'combined_credits':
          return c.personCredits(personId);
        case 'movie_credits':
          return c.personCredits(personId, 'movie');
        case 'tv_credits':
          return c.personCredits(personId, 'tv');
        case 'images':
          return c.personImages(personId);
        case 'external_ids':
          return c.personExternalIds(personId);
        default:
          return undefined;
      }
    };
    const sub = (type: MediaType, name: string) => (req: TmdbRequest) =>
      withId(req, (type === 'movie' ? movieSub : tvSub)(id(req), name) as object);
    const personPart = (name: string) => (req: TmdbRequest) =>
      withId(req, personSub(id(req), name) as object);

    this.handlers = {
      configuration: () => CONFIGURATION,
      genreMovieList: () => ({ genres: MOVIE_GENRES }),
      genreTvList: () => ({ genres: TV_GENRES }),
      trending: (req) =>
        c.trending(
          req.params.media_type as 'all' | MediaType | 'person',
          req.params.time_window as 'day' | 'week',
          pageOf(req),
        ),
      moviePopular: (req) => c.popularMovies(pageOf(req)),
      movieTopRated: (req) => c.topRatedMovies(pageOf(req)),
      movieNowPlaying: (req) => c.nowPlayingMovies(pageOf(req)),
      tvPopular: (req) => c.popularShows(pageOf(req)),
      tvTopRated: (req) => c.topRatedShows(pageOf(req)),
      tvAiringToday: (req) => c.airingTodayShows(pageOf(req)),
      tvOnTheAir: (req) => c.onTheAirShows(pageOf(req)),
      personPopular: (req) => c.popularPeople(pageOf(req)),
      watchProvidersMovie: (req) => c.watchProviderList('movie', req.query.watch_region),
      watchProvidersTv: (req) => c.watchProviderList('tv', req.query.watch_region),
      discoverMovie: (req) => c.discover('movie', discoverFilters(req, 'primary_release_year')),
      discoverTv: (req) => c.discover('tv', discoverFilters(req, 'first_air_date_year')),
      searchMulti: (req) => c.searchPage(['movie', 'tv', 'person'], searchFilters(req), true),
      searchMovie: (req) =>
        c.searchPage(['movie'], searchFilters(req, 'primary_release_year'), false),
      searchTv: (req) => c.searchPage(['tv'], searchFilters(req, 'first_air_date_year'), false),
      searchPerson: (req) => c.searchPage(['person'], searchFilters(req), false),
      searchCollection: (req) => c.searchPage(['collection'], searchFilters(req), false),

      movieDetails: (req) =>
        withAppended(c.movieDetails(id(req)), req, (name) => movieSub(id(req), name)),
      movieCredits: sub('movie', 'credits'),
      movieVideos: sub('movie', 'videos'),
      movieReleaseDates: sub('movie', 'release_dates'),
      movieImages: sub('movie', 'images'),
      movieExternalIds: sub('movie', 'external_ids'),
      movieSimilar: (req) => c.similar('movie', id(req), pageOf(req)),
      movieRecommendations: (req) => c.recommendations('movie', id(req), pageOf(req)),
      movieWatchProviders: sub('movie', 'watch/providers'),

      tvDetails: (req) => withAppended(c.showDetails(id(req)), req, (name) => tvSub(id(req), name)),
      tvCredits: sub('tv', 'credits'),
      tvVideos: sub('tv', 'videos'),
      tvContentRatings: sub('tv', 'content_ratings'),
      tvImages: sub('tv', 'images'),
      tvExternalIds: sub('tv', 'external_ids'),
      tvSimilar: (req) => c.similar('tv', id(req), pageOf(req)),
      tvRecommendations: (req) => c.recommendations('tv', id(req), pageOf(req)),
      tvWatchProviders: sub('tv', 'watch/providers'),
      tvSeason: (req) => {
        const n = id(req, 'season_number');
        const { body } = c.season(id(req), n);
        return withAppended(body, req, (name) => c.seasonAppend(id(req), n, name));
      },
      tvSeasonVideos: (req) => {
        const { season } = c.season(id(req), id(req, 'season_number'));
        return { id: season.id, ...c.videos('tv', id(req), season.season_number) };
      },
      tvEpisode: (req) =>
        c.episodeDetails(id(req), id(req, 'season_number'), id(req, 'episode_number')),

      personDetails: (req) =>
        withAppended(c.personDetails(id(req)), req, (name) => personSub(id(req), name)),
      personCombinedCredits: personPart('combined_credits'),
      personMovieCredits: personPart('movie_credits'),
      personTvCredits: personPart('tv_credits'),
      personImages: personPart('images'),
      personExternalIds: personPart('external_ids'),

      collectionDetails: (req) => c.collectionDetails(id(req)),

      find: (req) =>
        finder.find(req.query.external_source as ExternalSource, req.params.external_id as string),
    };
  }

  async get(req: TmdbRequest): Promise<TmdbAnswer> {
    const key = requestKey(req);
    const cached = this.answers.get(key);
    if (cached) return cached;
    const answer = this.answer(req);
    this.answers.set(key, answer);
    return answer;
  }

  private answer(req: TmdbRequest): TmdbAnswer {
    try {
      const body = this.handlers[req.route](req);
      return { status: 200, body: JSON.stringify(body), origin: 'DEMO' };
    } catch (error) {
      if (error instanceof TmdbError) {
        return { status: error.httpStatus, body: JSON.stringify(error.body()), origin: 'DEMO' };
      }
      throw error;
    }
  }

  async close(): Promise<void> {
    this.db.close();
  }
}

/** Renders suggestions from the demo catalogue. */
export function demoItems(catalogue: DemoCatalogue): ItemRenderer {
  return (kind, id) => catalogue.suggestItem(kind, id) as ReturnType<ItemRenderer>;
}

export function openDemoSource(options: {
  dataDir: string;
  seedDir?: string;
  logger?: Logger;
  /** The answers' budget alone (tests); the server gives its whole budget instead. */
  cacheBytes?: number;
  /** The server's cache budget (CACHE_MAX_MB), shared with its other caches. */
  cacheBudget?: CacheBudget;
}): DemoSource {
  const { db, version } = openCatalogue(options);
  return new DemoSource(
    db,
    version,
    options.cacheBudget ?? new CacheBudget(options.cacheBytes ?? DEFAULT_CACHE_BYTES),
  );
}
