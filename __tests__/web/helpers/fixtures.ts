/**
 * Catalogue answers in TMDB's shape for the web tests. The titles are made up; only the structure follows
 * TMDB v3 (checked against the recorded corpus by the server's contract test).
 */
import type {
  CollectionListItem,
  Episode,
  MovieListItem,
  Paged,
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
  return { ...show(id), last_episode_to_air: episode(id), number_of_seasons: 2, ...overrides };
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
