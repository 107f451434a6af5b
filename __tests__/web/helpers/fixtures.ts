/**
 * Catalogue answers in TMDB's shape for the web tests. The titles are made up; only the structure follows
 * TMDB v3 (checked against the recorded corpus by the server's contract test).
 */
import type { CollectionCategory } from '@common/collectionCategories';
import type { CategorisedCollection } from '@common/collectionCategory';
import type { CollectionLists, HomeCollection } from '@common/collections';
import type {
  CollectionDetails,
  CollectionListItem,
  Episode,
  MovieListItem,
  Paged,
  PersonDetails,
  SeasonDetails,
  TvDetails,
  TvListItem,
} from '@common/tmdb';

export function movie(
  id: number,
  overrides: Partial<MovieListItem> = {},
): MovieListItem & { media_type: 'movie' } {
  return {
    id,
    media_type: 'movie',
    title: `Movie ${id}`,
    overview: `Film number ${id}.`,
    release_date: `${1990 + (id % 30)}-0${1 + (id % 9)}-15`,
    poster_path: `/poster-${id}.jpg`,
    backdrop_path: `/backdrop-${id}.jpg`,
    vote_average: 5 + (id % 50) / 10,
    vote_count: 100 + id,
    popularity: 1000 - id,
    genre_ids: [28, 18],
    ...overrides,
  };
}

export function show(
  id: number,
  overrides: Partial<TvListItem> = {},
): TvListItem & { media_type: 'tv' } {
  return {
    id,
    media_type: 'tv',
    name: `Show ${id}`,
    overview: `Series number ${id}.`,
    first_air_date: `${2000 + (id % 20)}-0${1 + (id % 9)}-01`,
    poster_path: `/tv-poster-${id}.jpg`,
    backdrop_path: `/tv-backdrop-${id}.jpg`,
    vote_average: 6 + (id % 40) / 10,
    vote_count: 50 + id,
    popularity: 900 - id,
    genre_ids: [18, 10765],
    ...overrides,
  };
}

export function person(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    media_type: 'person' as const,
    name: `Person ${id}`,
    profile_path: `/profile-${id}.jpg`,
    known_for_department: 'Acting',
    popularity: 50,
    known_for: [movie(id * 10)],
    ...overrides,
  };
}

export function collection(
  id: number,
  overrides: Partial<CollectionListItem> = {},
): CollectionListItem {
  return {
    id,
    name: `Collection ${id}`,
    overview: `Films of collection ${id}.`,
    poster_path: `/collection-${id}.jpg`,
    backdrop_path: `/collection-backdrop-${id}.jpg`,
    ...overrides,
  };
}

/** A card of /api/collections' home list, as the server trims it. */
export function homeCollection(
  id: number,
  overrides: Partial<CollectionListItem> = {},
): HomeCollection {
  const { name, poster_path, backdrop_path } = collection(id, overrides);
  return { id, media_type: 'collection', name, poster_path, backdrop_path: backdrop_path ?? null };
}

/** A collection of /api/collections' full list, in the category the server's classifier gave it. */
export function listedCollection(
  id: number,
  category: CollectionCategory,
  overrides: Partial<CollectionListItem> = {},
): CategorisedCollection {
  const { name, overview, poster_path, backdrop_path } = collection(id, overrides);
  return {
    id,
    media_type: 'collection',
    title: name,
    name,
    ...(overview ? { overview } : {}),
    poster_path,
    backdrop_path: backdrop_path ?? null,
    category,
    searchText: [name, overview ?? ''].join(' ').trim(),
  };
}

/** An /api/collections answer. */
export function collectionLists({
  home = [],
  all = [],
}: Partial<CollectionLists> = {}): CollectionLists {
  return { home, all };
}

export function episode(showId: number, overrides: Partial<Episode> = {}): Episode {
  return {
    id: showId * 100 + 1,
    name: `Episode of show ${showId}`,
    overview: '',
    air_date: '2026-11-22',
    episode_number: 3,
    season_number: 2,
    still_path: `/still-${showId}.jpg`,
    runtime: 45,
    vote_average: 7.5,
    ...overrides,
  };
}

export function tvDetails(id: number, overrides: Partial<TvDetails> = {}): TvDetails {
  return {
    ...show(id),
    last_episode_to_air: episode(id),
    number_of_seasons: 2,
    seasons: [1, 2].map((season_number) => ({
      id: id * 10 + season_number,
      season_number,
      name: `Season ${season_number}`,
      episode_count: 3,
      air_date: `${2000 + (id % 20)}-0${season_number}-01`,
      poster_path: null,
    })),
    credits: { cast: [] },
    ...overrides,
  };
}

/** A season of three episodes. */
export function seasonDetails(
  showId: number,
  season: number,
  overrides: Partial<SeasonDetails> = {},
): SeasonDetails {
  return {
    id: showId * 10 + season,
    season_number: season,
    name: `Season ${season}`,
    overview: '',
    episode_count: 3,
    air_date: '2011-04-17',
    poster_path: null,
    episodes: [1, 2, 3].map((episode_number) =>
      episode(showId, {
        id: showId * 1000 + season * 100 + episode_number,
        name: `Chapter ${episode_number}`,
        season_number: season,
        episode_number,
      }),
    ),
    ...overrides,
  };
}

/** A person with a film and a show in their credits. */
export function personDetails(id: number, overrides: Partial<PersonDetails> = {}): PersonDetails {
  return {
    id,
    name: `Person ${id}`,
    profile_path: `/profile-${id}.jpg`,
    known_for_department: 'Acting',
    birthday: '1970-01-02',
    deathday: null,
    place_of_birth: 'Springfield, USA',
    biography: '',
    imdb_id: `nm${id}`,
    popularity: 50,
    combined_credits: {
      cast: [
        { ...movie(id * 10), media_type: 'movie', character: 'Lead' },
        { ...show(id * 10 + 1), media_type: 'tv', character: 'Guest' },
      ],
    },
    images: { profiles: [] },
    external_ids: { imdb_id: `nm${id}`, instagram_id: null, twitter_id: null, facebook_id: null },
    ...overrides,
  };
}

/** A collection of three films. */
export function collectionDetails(
  id: number,
  overrides: Partial<CollectionDetails> = {},
): CollectionDetails {
  return {
    ...collection(id),
    parts: [1, 2, 3].map((part) => movie(id * 10 + part)),
    ...overrides,
  } as CollectionDetails;
}

/** A page of a list: `total_pages` as given, results as given. */
export function paged<T>(
  results: T[],
  page = 1,
  total_pages = 1,
  total_results?: number,
): Paged<T> {
  return { page, results, total_pages, total_results: total_results ?? total_pages * 20 };
}

/** Twenty items numbered from `start`. */
export function range(start: number, count = 20): number[] {
  return Array.from({ length: count }, (_, index) => start + index);
}
