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
  /** The title in its original language (TMDB sends it on every list item). */
  original_title?: string;
  release_date?: string;
}

export interface TvListItem extends ListItemBase {
  media_type?: 'tv';
  name: string;
  first_air_date?: string;
}

/**
 * A show of `tv/airing_today`. The demo catalogue, a fixed snapshot, adds the episode that puts it
 * there (TMDB gives `last_episode_to_air` only in a show's details): season, number and date.
 */
export interface AiringShowItem extends TvListItem {
  last_episode_to_air?: Pick<Episode, 'air_date' | 'episode_number' | 'season_number'> | null;
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

/** A season as a show's details list it. */
export interface SeasonSummary {
  id?: number;
  season_number: number;
  name: string;
  episode_count: number;
  air_date?: string | null;
  poster_path?: string | null;
  overview?: string;
}

/** `tv/{id}/season/{n}`. */
export interface SeasonDetails extends SeasonSummary {
  episodes: Episode[];
}

export interface CastMember {
  id: number;
  name: string;
  character?: string;
  profile_path: string | null;
  order?: number;
}

/** One entry of a title's `credits.crew`. */
export interface CrewMember {
  id: number;
  name: string;
  profile_path?: string | null;
  department: string;
  job: string;
  credit_id?: string;
}

export interface Credits {
  cast: CastMember[];
  /** Only the directors, writers and creators the page names (see src/services/unread.ts). */
  crew?: CrewMember[];
}

export interface Company {
  id: number;
  name: string;
  logo_path?: string | null;
}

export interface Video {
  id?: string;
  key: string;
  name: string;
  type: string;
  site: string;
  official?: boolean;
  published_at?: string;
}

export interface Videos {
  id?: number;
  results: Video[];
}

/**
 * The statuses TMDB gives a movie or a show, in its own English whatever the language asked: the
 * title page shows them through the page's catalogue (`i18n._(status)`, a plain message's id being
 * its English), so they are listed here for `lingui extract`. Another value shows as TMDB wrote it.
 */
export const TITLE_STATUSES = [
  /*i18n*/ 'Rumored',
  /*i18n*/ 'Planned',
  /*i18n*/ 'In Production',
  /*i18n*/ 'Post Production',
  /*i18n*/ 'Released',
  /*i18n*/ 'Canceled',
  /*i18n*/ 'Returning Series',
  /*i18n*/ 'Ended',
  /*i18n*/ 'Pilot',
] as const;

/** What movie and TV details share, with the sub-resources the detail page appends. */
interface DetailsBase {
  genres?: Genre[];
  /** One of TITLE_STATUSES, as TMDB lists them today. */
  status?: (typeof TITLE_STATUSES)[number] | (string & {});
  production_companies?: Company[];
  credits?: Credits;
  imdb_id?: string | null;
  /**
   * Ours, not TMDB's: the demo catalogue knows only this title's facts (no cast, videos, episodes or
   * offers to speak of). Absent from a live catalogue's answers.
   */
  demo_facts_only?: boolean;
}

export interface TvDetails extends TvListItem, DetailsBase {
  last_episode_to_air?: Episode | null;
  /** The next episode announced, if any (the visitor's calendar reads it). */
  next_episode_to_air?: Episode | null;
  number_of_seasons?: number;
  number_of_episodes?: number;
  episode_run_time?: number[];
  seasons?: SeasonSummary[];
  created_by?: { id: number; name: string }[];
  content_ratings?: { results: { iso_3166_1: string; rating: string }[] };
}

export interface MovieDetails extends MovieListItem, DetailsBase {
  runtime?: number | null;
  belongs_to_collection?: {
    id: number;
    name: string;
    poster_path?: string | null;
    backdrop_path?: string | null;
  } | null;
  release_dates?: {
    results: { iso_3166_1: string; release_dates: { certification: string; type?: number }[] }[];
  };
}

/** What a credit of a person adds to the title: the part played, or the job done. */
interface CreditRole {
  character?: string;
  credit_id?: string;
  department?: string;
  job?: string;
}

/** One entry of a person's `combined_credits.cast` or `.crew`. */
export type PersonCredit =
  | (MovieListItem & CreditRole & { media_type: 'movie' })
  | (TvListItem & CreditRole & { media_type: 'tv' });

/** `person/{id}` with `combined_credits,images,external_ids` appended. */
export interface PersonDetails {
  id: number;
  name: string;
  profile_path: string | null;
  known_for_department?: string;
  birthday?: string | null;
  deathday?: string | null;
  place_of_birth?: string | null;
  biography?: string;
  imdb_id?: string | null;
  popularity?: number;
  combined_credits?: { cast: PersonCredit[]; crew?: PersonCredit[] };
  images?: { profiles: { file_path: string }[] };
  external_ids?: {
    imdb_id?: string | null;
    instagram_id?: string | null;
    twitter_id?: string | null;
    facebook_id?: string | null;
    tiktok_id?: string | null;
    youtube_id?: string | null;
  };
}

/** `collection/{id}`. */
export interface CollectionDetails {
  id: number;
  name: string;
  overview?: string;
  poster_path: string | null;
  backdrop_path?: string | null;
  parts: ((MovieListItem & { media_type?: 'movie' }) | (TvListItem & { media_type: 'tv' }))[];
}

/** TMDB's error body: `{success: false, status_code, status_message}`. */
export interface TmdbErrorBody {
  success: false;
  status_code: number;
  status_message: string;
}

/** One service in a region's `watch/providers` answer (TMDB data, from JustWatch). */
export interface WatchOffer {
  provider_id: number;
  provider_name: string;
  logo_path: string | null;
  display_priority?: number;
}

/** A region's offers, by how the title is offered there, with TMDB's page listing them all. */
export interface WatchRegionOffers {
  link?: string;
  flatrate?: WatchOffer[];
  free?: WatchOffer[];
  ads?: WatchOffer[];
  rent?: WatchOffer[];
  buy?: WatchOffer[];
}

/** `{movie|tv}/{id}/watch/providers`: offers by region code (ISO 3166-1, e.g. US). */
export interface WatchProviders {
  id?: number;
  results: Record<string, WatchRegionOffers>;
}
