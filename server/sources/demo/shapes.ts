/**
 * TMDB v3 response shapes built from seed rows. Field sets and value types follow the recorded responses
 * (the contract tests compare them); facts come from the seed, sentences are the seed's own lines or empty.
 */
import { MAX_PAGE } from '../../api/request';
import { genresByIds } from '../../../common/genres';
import type { Paged } from '../../../common/tmdb';
import type {
  SeedCollection,
  SeedCredit,
  SeedEpisode,
  SeedMovie,
  SeedPerson,
  SeedSeason,
  SeedTv,
  SeedVideo,
} from '../../catalogue/seedTypes';

export const PAGE_SIZE = 20;

export function paged<T>(page: number, results: T[], total: number): Paged<T> {
  return {
    page,
    results,
    total_pages: Math.min(MAX_PAGE, Math.ceil(total / PAGE_SIZE)),
    total_results: total,
  };
}

/** TMDB writes an unknown date as an empty string in lists and details. */
const dateText = (d: string | null): string => d ?? '';

export function movieItem(m: SeedMovie) {
  return {
    adult: m.adult,
    backdrop_path: m.backdrop_path,
    genre_ids: m.genre_ids,
    id: m.id,
    original_language: m.original_language,
    original_title: m.original_title,
    overview: m.overview,
    popularity: m.popularity,
    poster_path: m.poster_path,
    release_date: dateText(m.release_date),
    title: m.title,
    video: m.video,
    vote_average: m.vote_average,
    vote_count: m.vote_count,
  };
}

export function tvItem(t: SeedTv) {
  return {
    adult: t.adult,
    backdrop_path: t.backdrop_path,
    genre_ids: t.genre_ids,
    id: t.id,
    origin_country: t.origin_country,
    original_language: t.original_language,
    original_name: t.original_name,
    overview: t.overview,
    popularity: t.popularity,
    poster_path: t.poster_path,
    first_air_date: dateText(t.first_air_date),
    name: t.name,
    vote_average: t.vote_average,
    vote_count: t.vote_count,
  };
}

export type KnownFor = (ReturnType<typeof movieItem> | ReturnType<typeof tvItem>) & {
  media_type: string;
};

/** The fields TMDB gives a person wherever one is listed: in lists, credits and episode crews. */
function personSummary(p: SeedPerson) {
  return {
    adult: p.adult,
    gender: p.gender,
    id: p.id,
    known_for_department: p.known_for_department,
    name: p.name,
    original_name: p.name,
    popularity: p.popularity,
    profile_path: p.profile_path,
  };
}

export function personItem(p: SeedPerson, knownFor: KnownFor[]) {
  return { ...personSummary(p), known_for: knownFor };
}

export function collectionItem(c: SeedCollection) {
  return {
    adult: false,
    backdrop_path: c.backdrop_path,
    id: c.id,
    name: c.name,
    original_language: 'en',
    original_name: c.name,
    overview: c.overview,
    poster_path: c.poster_path,
  };
}

/** A movie's status where no record states it: a dated film with votes has been released. */
function movieStatus(m: SeedMovie): string {
  if (m.status) return m.status;
  return m.release_date && m.vote_count > 0 ? 'Released' : '';
}

export function movieDetails(m: SeedMovie, collection: SeedCollection | undefined) {
  return {
    adult: m.adult,
    backdrop_path: m.backdrop_path,
    belongs_to_collection: collection
      ? {
          id: collection.id,
          name: collection.name,
          poster_path: collection.poster_path,
          backdrop_path: collection.backdrop_path,
        }
      : null,
    budget: m.budget,
    genres: genresByIds(m.genre_ids),
    homepage: m.homepage ?? '',
    id: m.id,
    imdb_id: m.imdb_id,
    origin_country: m.origin_country,
    original_language: m.original_language,
    original_title: m.original_title,
    overview: m.overview,
    popularity: m.popularity,
    poster_path: m.poster_path,
    production_companies: m.production_companies,
    production_countries: m.production_countries,
    release_date: dateText(m.release_date),
    revenue: m.revenue,
    runtime: m.runtime ?? 0,
    spoken_languages: m.spoken_languages,
    status: movieStatus(m),
    tagline: '',
    title: m.title,
    video: m.video,
    vote_average: m.vote_average,
    vote_count: m.vote_count,
  };
}

/** Stable 24-hex-digit stand-in for TMDB's internal season `_id`. */
const seasonObjectId = (id: number): string => id.toString(16).padStart(24, '0');

/**
 * Ids for episodes the snapshot only knows by number: far above TMDB's own ids, and unique per show,
 * season and episode.
 */
export const placeholderEpisodeId = (showId: number, season: number, episode: number): number =>
  2_000_000_000_000 + showId * 1_000_000 + season * 10_000 + episode;

export function episodeShape(e: SeedEpisode) {
  return {
    air_date: e.air_date,
    episode_number: e.episode_number,
    episode_type: e.episode_type,
    id: e.id,
    name: e.name,
    overview: '',
    production_code: e.production_code,
    runtime: e.runtime,
    season_number: e.season_number,
    show_id: e.show_id,
    still_path: e.still_path,
    vote_average: e.vote_average,
    vote_count: e.vote_count,
  };
}

/** Looks a person up by id (episode crews and guest stars carry only a few of their fields). */
export type PersonLookup = (id: number) => SeedPerson | undefined;

/** An episode's crew member or guest star: the person as the catalogue knows them, else the entry. */
function episodePerson(
  entry: { id: number; name: string; gender: number; profile_path: string | null },
  person: SeedPerson | undefined,
  department: string,
) {
  return personSummary({
    adult: false,
    popularity: 0,
    known_for_department: department,
    ...person,
    id: entry.id,
    name: entry.name,
    gender: person?.gender ?? entry.gender,
    profile_path: entry.profile_path ?? person?.profile_path ?? null,
  } as SeedPerson);
}

export function episodeWithCredits(e: SeedEpisode, people: PersonLookup) {
  return {
    ...episodeShape(e),
    crew: e.crew.map((c) => ({
      ...episodePerson(c, people(c.id), c.department),
      credit_id: c.credit_id,
      department: c.department,
      job: c.job,
    })),
    guest_stars: e.guest_stars.map((g) => ({
      ...episodePerson(g, people(g.id), 'Acting'),
      character: g.character,
      credit_id: g.credit_id,
      order: g.order,
    })),
  };
}

/** An episode the snapshot knows only by its number: no invented name, date or plot. */
export function placeholderEpisode(showId: number, season: number, episode: number): SeedEpisode {
  return {
    show_id: showId,
    season_number: season,
    episode_number: episode,
    id: placeholderEpisodeId(showId, season, episode),
    name: `Episode ${episode}`,
    air_date: null,
    runtime: null,
    still_path: null,
    vote_average: 0,
    vote_count: 0,
    production_code: '',
    episode_type: 'standard',
    crew: [],
    guest_stars: [],
  };
}

export function seasonSummary(s: SeedSeason) {
  return {
    air_date: s.air_date,
    episode_count: s.episode_count,
    id: s.id,
    name: s.name,
    overview: '',
    poster_path: s.poster_path,
    season_number: s.season_number,
    vote_average: s.vote_average,
  };
}

export function seasonDetails(s: SeedSeason, episodes: SeedEpisode[], people: PersonLookup) {
  return {
    _id: seasonObjectId(s.id),
    air_date: s.air_date,
    episodes: episodes.map((e) => episodeWithCredits(e, people)),
    name: s.name,
    overview: '',
    id: s.id,
    poster_path: s.poster_path,
    season_number: s.season_number,
    vote_average: s.vote_average,
  };
}

export function tvDetails(
  t: SeedTv,
  lastEpisode: SeedEpisode | null,
  nextEpisode: SeedEpisode | null,
) {
  return {
    adult: t.adult,
    backdrop_path: t.backdrop_path,
    created_by: t.created_by,
    episode_run_time: t.episode_run_time,
    first_air_date: dateText(t.first_air_date),
    genres: genresByIds(t.genre_ids),
    homepage: t.homepage ?? '',
    id: t.id,
    in_production: t.in_production,
    languages: t.languages,
    last_air_date: dateText(t.last_air_date),
    last_episode_to_air: lastEpisode ? episodeShape(lastEpisode) : null,
    name: t.name,
    next_episode_to_air: nextEpisode ? episodeShape(nextEpisode) : null,
    networks: t.networks,
    number_of_episodes: t.number_of_episodes,
    number_of_seasons: t.number_of_seasons,
    origin_country: t.origin_country,
    original_language: t.original_language,
    original_name: t.original_name,
    overview: t.overview,
    popularity: t.popularity,
    poster_path: t.poster_path,
    production_companies: t.production_companies,
    production_countries: t.production_countries,
    seasons: t.seasons.map(seasonSummary),
    spoken_languages: t.spoken_languages,
    status: t.status ?? '',
    tagline: '',
    type: t.type ?? '',
    vote_average: t.vote_average,
    vote_count: t.vote_count,
  };
}

export function personDetails(p: SeedPerson) {
  return {
    adult: p.adult,
    also_known_as: p.also_known_as,
    biography: '',
    birthday: p.birthday,
    deathday: p.deathday,
    gender: p.gender,
    homepage: p.homepage,
    id: p.id,
    imdb_id: p.imdb_id,
    known_for_department: p.known_for_department,
    name: p.name,
    place_of_birth: p.place_of_birth,
    popularity: p.popularity,
    profile_path: p.profile_path,
  };
}

/** A cast or crew entry of a title's credits. */
export function creditPerson(c: SeedCredit, p: SeedPerson) {
  const person = personSummary(p);
  if (c.kind === 'cast') {
    return {
      ...person,
      ...(c.media_type === 'movie' ? { cast_id: c.cast_id ?? 0 } : {}),
      character: c.character ?? '',
      credit_id: c.credit_id,
      order: c.order ?? 0,
    };
  }
  return { ...person, credit_id: c.credit_id, department: c.department ?? '', job: c.job ?? '' };
}

/** A credit seen from the person's side: the title plus the role. */
export function creditTitle(c: SeedCredit, media: KnownFor, withMediaType: boolean) {
  const base = withMediaType ? media : omitMediaType(media);
  const episodes =
    c.media_type === 'tv' && c.episode_count !== null ? { episode_count: c.episode_count } : {};
  if (c.kind === 'cast') {
    return {
      ...base,
      character: c.character ?? '',
      credit_id: c.credit_id,
      order: c.order ?? 0,
      ...episodes,
    };
  }
  return {
    ...base,
    credit_id: c.credit_id,
    department: c.department ?? '',
    job: c.job ?? '',
    ...episodes,
  };
}

function omitMediaType(media: KnownFor): Omit<KnownFor, 'media_type'> {
  const { media_type: _ignored, ...rest } = media;
  return rest;
}

export function videoShape(v: SeedVideo) {
  return {
    iso_639_1: v.iso_639_1,
    iso_3166_1: v.iso_3166_1,
    name: v.name,
    key: v.key,
    site: v.site,
    size: v.size,
    type: v.type,
    official: v.official,
    published_at: v.published_at,
    id: v.id,
  };
}

/** An image the snapshot knows only by path: TMDB's usual aspect ratio, dimensions unknown (0). */
export function knownImage(filePath: string, aspectRatio: number) {
  return {
    aspect_ratio: aspectRatio,
    height: 0,
    iso_639_1: null,
    file_path: filePath,
    vote_average: 0,
    vote_count: 0,
    width: 0,
  };
}

export const POSTER_RATIO = 0.667;
export const BACKDROP_RATIO = 1.778;
