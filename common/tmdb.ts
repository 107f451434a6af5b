/** The parts of TMDB v3 answers that the app reads and the server writes. Field names are TMDB's. */

export interface Paged<T> {
  page: number;
  results: T[];
  total_pages: number;
  total_results: number;
}

export interface Genre {
  id: number;
  name: string;
}

interface ListItemBase {
  id: number;
  overview?: string;
  poster_path: string | null;
  backdrop_path?: string | null;
  vote_average?: number;
  vote_count?: number;
  popularity?: number;
  genre_ids?: number[];
}

export interface MovieListItem extends ListItemBase {
  media_type?: 'movie';
  title: string;
  release_date?: string;
}

export interface TvListItem extends ListItemBase {
  media_type?: 'tv';
  name: string;
  first_air_date?: string;
}

export interface PersonListItem {
  media_type?: 'person';
  id: number;
  name: string;
  profile_path: string | null;
  known_for_department?: string;
  popularity?: number;
  known_for?: (MovieListItem | TvListItem)[];
}

export interface CollectionListItem {
  media_type?: 'collection';
  id: number;
  name: string;
  overview?: string;
  poster_path: string | null;
  backdrop_path?: string | null;
}

export type TrendingItem =
  | (MovieListItem & { media_type: 'movie' })
  | (TvListItem & { media_type: 'tv' })
  | (PersonListItem & { media_type: 'person' });

export interface Episode {
  id: number;
  name: string;
  overview?: string;
  air_date: string | null;
  episode_number: number;
  season_number: number;
  still_path: string | null;
  runtime?: number | null;
  vote_average?: number;
}

export interface TvDetails extends TvListItem {
  genres?: Genre[];
  last_episode_to_air?: Episode | null;
  number_of_seasons?: number;
  seasons?: { season_number: number; name: string; episode_count: number }[];
}

export interface MovieDetails extends MovieListItem {
  genres?: Genre[];
  runtime?: number | null;
}

/** TMDB's error body: `{success: false, status_code, status_message}`. */
export interface TmdbErrorBody {
  success: false;
  status_code: number;
  status_message: string;
}
