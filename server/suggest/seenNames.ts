import type { RouteName } from '../api/routeTable';
import type { NameKind } from './nameIndex';

type Json = Record<string, unknown>;

/** A title or name found in a TMDB answer, with the list item to suggest it by. */
export interface SeenName {
  kind: NameKind;
  id: number;
  name: string;
  /** Original title or name, '' when the same. */
  original: string;
  /** TMDB's popularity, when the answer gave one. */
  popularity?: number;
  /** The fields of a TMDB list item (search/multi's, or search/collection's for a collection). */
  item: Json;
}

/** The most names kept; past it, new ones are not recorded (those already kept are still updated). */
export const MAX_SEEN_NAMES = 100_000;

/** The fields a list item of each kind carries, as search/multi (or search/collection) gives them. */
const ITEM_FIELDS: Record<NameKind, readonly string[]> = {
  movie: [
    'adult',
    'backdrop_path',
    'genre_ids',
    'id',
    'original_language',
    'original_title',
    'overview',
    'popularity',
    'poster_path',
    'release_date',
    'title',
    'video',
    'vote_average',
    'vote_count',
  ],
  tv: [
    'adult',
    'backdrop_path',
    'genre_ids',
    'id',
    'origin_country',
    'original_language',
    'original_name',
    'overview',
    'popularity',
    'poster_path',
    'first_air_date',
    'name',
    'vote_average',
    'vote_count',
  ],
  person: [
    'adult',
    'gender',
    'id',
    'known_for_department',
    'name',
    'original_name',
    'popularity',
    'profile_path',
    'known_for',
  ],
  collection: [
    'adult',
    'backdrop_path',
    'id',
    'name',
    'original_language',
    'original_name',
    'overview',
    'poster_path',
  ],
};

/** List endpoints, and the kind of their items ('mixed': each item names its media_type). */
const LIST_KIND: Partial<Record<RouteName, NameKind | 'mixed'>> = {
  trending: 'mixed',
  searchMulti: 'mixed',
  moviePopular: 'movie',
  movieTopRated: 'movie',
  movieNowPlaying: 'movie',
  discoverMovie: 'movie',
  searchMovie: 'movie',
  movieSimilar: 'movie',
  movieRecommendations: 'movie',
  tvPopular: 'tv',
  tvTopRated: 'tv',
  tvAiringToday: 'tv',
  tvOnTheAir: 'tv',
  discoverTv: 'tv',
  searchTv: 'tv',
  tvSimilar: 'tv',
  tvRecommendations: 'tv',
  personPopular: 'person',
  searchPerson: 'person',
  searchCollection: 'collection',
};

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const KINDS = new Set<string>(['movie', 'tv', 'person', 'collection']);

const arrayOf = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);

/** `item`'s list-item fields for its kind (a details answer's genres become genre_ids). */
function pick(kind: NameKind, source: Json): Json {
  const item: Json = {};
  for (const field of ITEM_FIELDS[kind]) {
    if (source[field] !== undefined) item[field] = source[field];
  }
  if ((kind === 'movie' || kind === 'tv') && item.genre_ids === undefined) {
    const genres = arrayOf(source.genres).map((g) => g.id);
    if (genres.length) item.genre_ids = genres.filter((id) => typeof id === 'number');
  }
  if (kind === 'person' && Array.isArray(source.known_for)) {
    item.known_for = arrayOf(source.known_for).flatMap((title) => {
      const type = title.media_type;
      return type === 'movie' || type === 'tv' ? [{ ...pick(type, title), media_type: type }] : [];
    });
  }
  return item;
}

/**
 * The titles and names in one TMDB answer: list items (and the titles people are known for), a
 * details answer's own record, its collection, its credits and the lists appended to it.
 */
export function namesInAnswer(route: RouteName, body: unknown): SeenName[] {
  if (!isObject(body)) return [];
  const found = new Map<string, SeenName>();

  const add = (kind: NameKind, source: Json, popularity?: number) => {
    const id = source.id;
    const name = kind === 'movie' ? source.title : source.name;
    if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return;
    if (typeof name !== 'string' || !name.trim()) return;
    const originalField = kind === 'movie' ? source.original_title : source.original_name;
    const original =
      typeof originalField === 'string' && originalField !== name ? originalField : '';
    const given = typeof source.popularity === 'number' ? source.popularity : popularity;
    const key = `${kind}:${id}`;
    const before = found.get(key);
    const item = { ...before?.item, ...pick(kind, source) };
    found.set(key, {
      kind,
      id,
      name,
      original: original || before?.original || '',
      popularity: given ?? before?.popularity,
      item,
    });
    if (kind === 'person') {
      for (const title of arrayOf(source.known_for)) addTyped(title, undefined);
    }
  };
  /** An item that names its own media_type, else is of `fallback`. */
  const addTyped = (source: Json, fallback: NameKind | undefined) => {
    const type = typeof source.media_type === 'string' ? source.media_type : fallback;
    if (type && KINDS.has(type)) add(type as NameKind, source);
  };
  const addList = (list: unknown, kind: NameKind | 'mixed') => {
    for (const item of arrayOf(list)) addTyped(item, kind === 'mixed' ? undefined : kind);
  };
  const addCredits = (credits: unknown, kind: NameKind | 'mixed') => {
    if (!isObject(credits)) return;
    addList(credits.cast, kind);
    addList(credits.crew, kind);
  };

  const listKind = LIST_KIND[route];
  if (listKind) addList(body.results, listKind);

  switch (route) {
    case 'movieDetails': {
      add('movie', body);
      const popularity = typeof body.popularity === 'number' ? body.popularity : undefined;
      if (isObject(body.belongs_to_collection)) {
        add('collection', body.belongs_to_collection, popularity);
      }
      addCredits(body.credits, 'person');
      if (isObject(body.similar)) addList(body.similar.results, 'movie');
      if (isObject(body.recommendations)) addList(body.recommendations.results, 'movie');
      break;
    }
    case 'tvDetails':
      add('tv', body);
      addList(body.created_by, 'person');
      addCredits(body.credits, 'person');
      if (isObject(body.similar)) addList(body.similar.results, 'tv');
      if (isObject(body.recommendations)) addList(body.recommendations.results, 'tv');
      break;
    case 'movieCredits':
    case 'tvCredits':
      addCredits(body, 'person');
      break;
    case 'personDetails':
      add('person', body);
      addCredits(body.combined_credits, 'mixed');
      addCredits(body.movie_credits, 'movie');
      addCredits(body.tv_credits, 'tv');
      break;
    case 'personCombinedCredits':
      addCredits(body, 'mixed');
      break;
    case 'personMovieCredits':
      addCredits(body, 'movie');
      break;
    case 'personTvCredits':
      addCredits(body, 'tv');
      break;
    case 'collectionDetails': {
      const parts = arrayOf(body.parts);
      const popularity = Math.max(
        0,
        ...parts.map((p) => (typeof p.popularity === 'number' ? p.popularity : 0)),
      );
      add('collection', body, popularity);
      addList(parts, 'movie');
      break;
    }
    default:
      break;
  }
  return [...found.values()];
}
