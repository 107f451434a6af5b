/**
 * Every TMDB v3 endpoint the server answers under /api/tmdb, with the query parameters it accepts and how
 * long an answer stays fresh (spec 01 section 9 and spec 02 section 9; the table for the rest).
 */

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Query parameters the server understands; anything else a client sends is dropped, never forwarded. */
export type QueryParam =
  | 'language'
  | 'page'
  | 'region'
  | 'include_adult'
  | 'query'
  | 'with_genres'
  | 'without_genres'
  | 'primary_release_year'
  | 'first_air_date_year'
  | 'year'
  | 'sort_by'
  | 'vote_count.gte'
  | 'vote_average.gte'
  | 'with_original_language'
  | 'watch_region'
  | 'with_watch_providers'
  | 'with_watch_monetization_types'
  | 'primary_release_date.gte'
  | 'primary_release_date.lte'
  | 'first_air_date.gte'
  | 'first_air_date.lte'
  | 'with_people'
  | 'with_cast'
  | 'with_crew'
  | 'append_to_response'
  | 'external_source';

export type RouteName =
  | 'configuration'
  | 'genreMovieList'
  | 'genreTvList'
  | 'trending'
  | 'moviePopular'
  | 'movieTopRated'
  | 'movieNowPlaying'
  | 'tvPopular'
  | 'tvTopRated'
  | 'tvAiringToday'
  | 'tvOnTheAir'
  | 'personPopular'
  | 'watchProvidersMovie'
  | 'watchProvidersTv'
  | 'discoverMovie'
  | 'discoverTv'
  | 'searchMulti'
  | 'searchMovie'
  | 'searchTv'
  | 'searchPerson'
  | 'searchCollection'
  | 'movieDetails'
  | 'movieCredits'
  | 'movieVideos'
  | 'movieReleaseDates'
  | 'movieImages'
  | 'movieExternalIds'
  | 'movieSimilar'
  | 'movieRecommendations'
  | 'movieWatchProviders'
  | 'tvDetails'
  | 'tvCredits'
  | 'tvVideos'
  | 'tvContentRatings'
  | 'tvImages'
  | 'tvExternalIds'
  | 'tvSimilar'
  | 'tvRecommendations'
  | 'tvWatchProviders'
  | 'tvSeason'
  | 'tvSeasonVideos'
  | 'tvEpisode'
  | 'personDetails'
  | 'personCombinedCredits'
  | 'personMovieCredits'
  | 'personTvCredits'
  | 'personImages'
  | 'personExternalIds'
  | 'collectionDetails'
  | 'find';

export interface RouteSpec {
  name: RouteName;
  /** Fastify path below /api/tmdb; `:id`-like segments are whole numbers, except the trending ones. */
  path: string;
  query: readonly QueryParam[];
  /** Seconds an answer stays fresh, in the server's cache and in Cache-Control. */
  freshness: number;
  /** Sub-resources `append_to_response` may name. */
  append?: readonly string[];
  /** `sort_by` fields (each with .asc and .desc). */
  sorts?: readonly string[];
  /** Query parameters without which the request is refused (TMDB's /find needs its source). */
  required?: readonly QueryParam[];
}

const LIST: readonly QueryParam[] = ['language', 'page', 'region'];
const SEARCH: readonly QueryParam[] = ['query', 'page', 'include_adult', 'language', 'region'];
const DISCOVER: readonly QueryParam[] = [
  'language',
  'page',
  'region',
  'include_adult',
  'with_genres',
  'without_genres',
  'sort_by',
  'vote_count.gte',
  'vote_average.gte',
  'with_original_language',
  'watch_region',
  'with_watch_providers',
  'with_watch_monetization_types',
];

const MOVIE_APPEND = [
  'credits',
  'videos',
  'release_dates',
  'images',
  'external_ids',
  'similar',
  'recommendations',
  'watch/providers',
] as const;
const TV_APPEND = [
  'credits',
  'videos',
  'content_ratings',
  'images',
  'external_ids',
  'similar',
  'recommendations',
  'watch/providers',
] as const;
const PERSON_APPEND = [
  'combined_credits',
  'movie_credits',
  'tv_credits',
  'images',
  'external_ids',
] as const;

const sub = (
  name: RouteName,
  path: string,
  freshness = HOUR,
  query: readonly QueryParam[] = ['language'],
): RouteSpec => ({ name, path, query, freshness });

export const ROUTES: readonly RouteSpec[] = [
  { name: 'configuration', path: '/configuration', query: [], freshness: DAY },
  { name: 'genreMovieList', path: '/genre/movie/list', query: ['language'], freshness: DAY },
  { name: 'genreTvList', path: '/genre/tv/list', query: ['language'], freshness: DAY },
  {
    name: 'trending',
    path: '/trending/:media_type/:time_window',
    query: ['language', 'page'],
    freshness: 10 * MINUTE,
  },
  { name: 'moviePopular', path: '/movie/popular', query: LIST, freshness: 10 * MINUTE },
  { name: 'movieTopRated', path: '/movie/top_rated', query: LIST, freshness: 10 * MINUTE },
  { name: 'movieNowPlaying', path: '/movie/now_playing', query: LIST, freshness: 5 * MINUTE },
  { name: 'tvPopular', path: '/tv/popular', query: LIST, freshness: 10 * MINUTE },
  { name: 'tvTopRated', path: '/tv/top_rated', query: LIST, freshness: 10 * MINUTE },
  { name: 'tvAiringToday', path: '/tv/airing_today', query: LIST, freshness: 5 * MINUTE },
  { name: 'tvOnTheAir', path: '/tv/on_the_air', query: LIST, freshness: 5 * MINUTE },
  { name: 'personPopular', path: '/person/popular', query: LIST, freshness: 10 * MINUTE },
  // The services a where-to-watch filter may name (all regions, or one region's with watch_region).
  {
    name: 'watchProvidersMovie',
    path: '/watch/providers/movie',
    query: ['language', 'watch_region'],
    freshness: DAY,
  },
  {
    name: 'watchProvidersTv',
    path: '/watch/providers/tv',
    query: ['language', 'watch_region'],
    freshness: DAY,
  },
  {
    name: 'discoverMovie',
    path: '/discover/movie',
    query: [
      ...DISCOVER,
      'primary_release_year',
      'year',
      'primary_release_date.gte',
      'primary_release_date.lte',
      'with_people',
      'with_cast',
      'with_crew',
    ],
    freshness: 5 * MINUTE,
    sorts: [
      'popularity',
      'vote_average',
      'vote_count',
      'primary_release_date',
      'revenue',
      'title',
      'original_title',
    ],
  },
  {
    name: 'discoverTv',
    path: '/discover/tv',
    query: [...DISCOVER, 'first_air_date_year', 'first_air_date.gte', 'first_air_date.lte'],
    freshness: 5 * MINUTE,
    sorts: ['popularity', 'vote_average', 'vote_count', 'first_air_date', 'name', 'original_name'],
  },
  { name: 'searchMulti', path: '/search/multi', query: SEARCH, freshness: 5 * MINUTE },
  {
    name: 'searchMovie',
    path: '/search/movie',
    query: [...SEARCH, 'primary_release_year', 'year'],
    freshness: 5 * MINUTE,
  },
  {
    name: 'searchTv',
    path: '/search/tv',
    query: [...SEARCH, 'first_air_date_year', 'year'],
    freshness: 5 * MINUTE,
  },
  { name: 'searchPerson', path: '/search/person', query: SEARCH, freshness: 5 * MINUTE },
  { name: 'searchCollection', path: '/search/collection', query: SEARCH, freshness: 5 * MINUTE },

  {
    name: 'movieDetails',
    path: '/movie/:id',
    query: ['language', 'append_to_response'],
    freshness: HOUR,
    append: MOVIE_APPEND,
  },
  sub('movieCredits', '/movie/:id/credits'),
  sub('movieVideos', '/movie/:id/videos', 5 * MINUTE),
  sub('movieReleaseDates', '/movie/:id/release_dates', HOUR, []),
  sub('movieImages', '/movie/:id/images'),
  sub('movieExternalIds', '/movie/:id/external_ids', HOUR, []),
  sub('movieSimilar', '/movie/:id/similar', HOUR, ['language', 'page']),
  sub('movieRecommendations', '/movie/:id/recommendations', HOUR, ['language', 'page']),
  sub('movieWatchProviders', '/movie/:id/watch/providers', HOUR, []),

  {
    name: 'tvDetails',
    path: '/tv/:id',
    query: ['language', 'append_to_response'],
    freshness: HOUR,
    append: TV_APPEND,
  },
  sub('tvCredits', '/tv/:id/credits'),
  sub('tvVideos', '/tv/:id/videos', 5 * MINUTE),
  sub('tvContentRatings', '/tv/:id/content_ratings', HOUR, []),
  sub('tvImages', '/tv/:id/images'),
  sub('tvExternalIds', '/tv/:id/external_ids', HOUR, []),
  sub('tvSimilar', '/tv/:id/similar', HOUR, ['language', 'page']),
  sub('tvRecommendations', '/tv/:id/recommendations', HOUR, ['language', 'page']),
  sub('tvWatchProviders', '/tv/:id/watch/providers', HOUR, []),
  {
    name: 'tvSeason',
    path: '/tv/:id/season/:season_number',
    query: ['language', 'append_to_response'],
    freshness: HOUR,
    append: ['credits', 'videos', 'images', 'external_ids'],
  },
  sub('tvSeasonVideos', '/tv/:id/season/:season_number/videos', 5 * MINUTE),
  sub('tvEpisode', '/tv/:id/season/:season_number/episode/:episode_number'),

  {
    name: 'personDetails',
    path: '/person/:id',
    query: ['language', 'append_to_response'],
    freshness: HOUR,
    append: PERSON_APPEND,
  },
  sub('personCombinedCredits', '/person/:id/combined_credits'),
  sub('personMovieCredits', '/person/:id/movie_credits'),
  sub('personTvCredits', '/person/:id/tv_credits'),
  sub('personImages', '/person/:id/images', HOUR, []),
  sub('personExternalIds', '/person/:id/external_ids', HOUR, []),

  sub('collectionDetails', '/collection/:id'),

  // A title or person by its id elsewhere (`tt0137523` on IMDb): the IMDb ratings import.
  {
    name: 'find',
    path: '/find/:external_id',
    query: ['external_source', 'language'],
    required: ['external_source'],
    freshness: DAY,
  },
];

export const routeByName = new Map(ROUTES.map((r) => [r.name, r]));

/** `season/N` may be appended to a show's details (up to 20 appended items in all, as on TMDB). */
export const SEASON_APPEND = /^season\/(\d{1,3})$/;

/** Routes whose key includes free text a visitor types. */
export const SEARCH_ROUTES: ReadonlySet<RouteName> = new Set([
  'searchMulti',
  'searchMovie',
  'searchTv',
  'searchPerson',
  'searchCollection',
]);

/**
 * Routes whose keys are whatever a visitor sends (search words, ids of other sites): their answers
 * are kept only while fresh, never in the mirror, which would otherwise grow without bound.
 */
export const UNBOUNDED_ROUTES: ReadonlySet<RouteName> = new Set([...SEARCH_ROUTES, 'find']);

/** The `external_source` values TMDB's /find takes. */
export const EXTERNAL_SOURCES = [
  'imdb_id',
  'facebook_id',
  'instagram_id',
  'tvdb_id',
  'tiktok_id',
  'twitter_id',
  'wikidata_id',
  'youtube_id',
] as const;

export type ExternalSource = (typeof EXTERNAL_SOURCES)[number];
