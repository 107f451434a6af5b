/**
 * Rows of the committed demo-catalogue seed (`server/catalogue/seed/*.jsonl`).
 *
 * The seed holds facts only: ids, titles, names, dates, numbers, genre ids, image paths, character names,
 * season and episode numbers. The only sentences in it are the `overview` lines the builder writes itself.
 */

import type { MediaType } from '../../common/mediaType';

/** How much the snapshot knows about a title: a full detail record, a list item, or a dataset row. */
export type Depth = 'full' | 'list' | 'dataset';

export interface SeedCompany {
  id: number;
  name: string;
  logo_path: string | null;
  origin_country: string;
}

export interface SeedCountry {
  iso_3166_1: string;
  name: string;
}

export interface SeedLanguage {
  iso_639_1: string;
  name: string;
  english_name: string;
}

export interface SeedMovie {
  id: number;
  title: string;
  original_title: string;
  original_language: string;
  release_date: string | null;
  adult: boolean;
  video: boolean;
  popularity: number;
  vote_average: number;
  vote_count: number;
  genre_ids: number[];
  poster_path: string | null;
  backdrop_path: string | null;
  runtime: number | null;
  budget: number;
  revenue: number;
  status: string | null;
  imdb_id: string | null;
  homepage: string | null;
  collection_id: number | null;
  production_companies: SeedCompany[];
  production_countries: SeedCountry[];
  spoken_languages: SeedLanguage[];
  origin_country: string[];
  overview: string;
  depth: Depth;
}

export interface SeedSeason {
  id: number;
  season_number: number;
  name: string;
  air_date: string | null;
  episode_count: number;
  poster_path: string | null;
  vote_average: number;
}

export interface SeedCreator {
  id: number;
  credit_id: string;
  name: string;
  gender: number;
  profile_path: string | null;
}

/** A TV network: the same fields as a production company. */
export type SeedNetwork = SeedCompany;

export interface SeedTv {
  id: number;
  name: string;
  original_name: string;
  original_language: string;
  first_air_date: string | null;
  last_air_date: string | null;
  adult: boolean;
  popularity: number;
  vote_average: number;
  vote_count: number;
  genre_ids: number[];
  poster_path: string | null;
  backdrop_path: string | null;
  origin_country: string[];
  status: string | null;
  type: string | null;
  in_production: boolean;
  number_of_seasons: number;
  number_of_episodes: number;
  episode_run_time: number[];
  languages: string[];
  homepage: string | null;
  networks: SeedNetwork[];
  production_companies: SeedCompany[];
  production_countries: SeedCountry[];
  spoken_languages: SeedLanguage[];
  created_by: SeedCreator[];
  seasons: SeedSeason[];
  /** [season, episode] of the last aired episode the snapshot knows, if any. */
  last_episode: [number, number] | null;
  next_episode: [number, number] | null;
  overview: string;
  depth: Depth;
}

export interface SeedEpisodeCrew {
  id: number;
  credit_id: string;
  name: string;
  department: string;
  job: string;
  gender: number;
  profile_path: string | null;
}

export interface SeedGuestStar {
  id: number;
  credit_id: string;
  name: string;
  character: string;
  order: number;
  gender: number;
  profile_path: string | null;
}

export interface SeedEpisode {
  show_id: number;
  season_number: number;
  episode_number: number;
  id: number;
  name: string;
  air_date: string | null;
  runtime: number | null;
  still_path: string | null;
  vote_average: number;
  vote_count: number;
  production_code: string;
  episode_type: string;
  crew: SeedEpisodeCrew[];
  guest_stars: SeedGuestStar[];
}

export interface SeedPerson {
  id: number;
  name: string;
  gender: number;
  adult: boolean;
  known_for_department: string;
  profile_path: string | null;
  popularity: number;
  birthday: string | null;
  deathday: string | null;
  place_of_birth: string | null;
  imdb_id: string | null;
  homepage: string | null;
  also_known_as: string[];
  depth: Depth;
}

export interface SeedCredit {
  credit_id: string;
  person_id: number;
  media_type: MediaType;
  media_id: number;
  kind: 'cast' | 'crew';
  character: string | null;
  order: number | null;
  cast_id: number | null;
  department: string | null;
  job: string | null;
  episode_count: number | null;
}

export interface SeedCollection {
  id: number;
  name: string;
  poster_path: string | null;
  backdrop_path: string | null;
  /** Movie ids in release order. */
  parts: number[];
  overview: string;
}

export interface SeedVideo {
  media_type: MediaType;
  media_id: number;
  /** Set for season videos. */
  season_number: number | null;
  id: string;
  key: string;
  name: string;
  site: string;
  size: number;
  type: string;
  official: boolean;
  published_at: string | null;
  iso_639_1: string | null;
  iso_3166_1: string | null;
}

export type ExtraKind =
  'release_dates' | 'content_ratings' | 'watch_providers' | 'images' | 'external_ids';

/** A sub-resource recorded as a whole (its TMDB body without the `id`), facts only. */
export interface SeedExtra {
  media_type: 'movie' | 'tv' | 'person' | 'collection';
  id: number;
  kind: ExtraKind;
  data: Record<string, unknown>;
}

export interface SeedManifest {
  /** Content hash of every seed file: the server rebuilds its SQLite file when this changes. */
  version: string;
  counts: Record<string, number>;
  /** Records the builder left out because they disagree with every other source about their id. */
  dropped: string[];
}

/** The seed files and the row type each holds. */
export interface SeedTables {
  movies: SeedMovie[];
  tv: SeedTv[];
  episodes: SeedEpisode[];
  people: SeedPerson[];
  credits: SeedCredit[];
  collections: SeedCollection[];
  videos: SeedVideo[];
  extras: SeedExtra[];
}

export const SEED_TABLES = [
  'movies',
  'tv',
  'episodes',
  'people',
  'credits',
  'collections',
  'videos',
  'extras',
] as const satisfies readonly (keyof SeedTables)[];
