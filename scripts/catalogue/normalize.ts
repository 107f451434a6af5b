/**
 * Readers that turn loosely-typed corpus values into seed fields. Each returns undefined when the source
 * did not record the field, so that merging can fall back to another source.
 */
import type {
  SeedCompany,
  SeedCountry,
  SeedCreator,
  SeedEpisode,
  SeedEpisodeCrew,
  SeedGuestStar,
  SeedLanguage,
  SeedMovie,
  SeedPerson,
  SeedTv,
} from '../../server/catalogue/seedTypes';

export type Json = Record<string, unknown>;

export const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

export const num = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? v : undefined;

export const int = (v: unknown): number | undefined => {
  const n = num(v);
  return n !== undefined && Number.isInteger(n) ? n : undefined;
};

export const bool = (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : undefined);

/** 'YYYY-MM-DD', null for a recorded empty date, undefined when absent. */
export const date = (v: unknown): string | null | undefined => {
  if (v === undefined) return undefined;
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return v;
  return null;
};

/** An image path or null. */
export const image = (v: unknown): string | null | undefined => {
  if (v === undefined) return undefined;
  return typeof v === 'string' && v.startsWith('/') ? v : null;
};

export const objects = (v: unknown): Json[] => (Array.isArray(v) ? v.filter(isObject) : []);

const strings = (v: unknown): string[] | undefined =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : undefined;

const ints = (v: unknown): number[] | undefined =>
  Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)) : undefined;

/** Drop undefined values so a partial record lists only what its source recorded. */
export function defined<T extends object>(rec: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(rec)) {
    if (v !== undefined) (out as Json)[k] = v;
  }
  return out;
}

const companies = (v: unknown): SeedCompany[] | undefined =>
  Array.isArray(v)
    ? objects(v)
        .filter((c) => int(c.id) !== undefined && str(c.name))
        .map((c) => ({
          id: int(c.id)!,
          name: str(c.name)!,
          logo_path: image(c.logo_path) ?? null,
          origin_country: str(c.origin_country) ?? '',
        }))
    : undefined;

const countries = (v: unknown): SeedCountry[] | undefined =>
  Array.isArray(v)
    ? objects(v).map((c) => ({ iso_3166_1: str(c.iso_3166_1) ?? '', name: str(c.name) ?? '' }))
    : undefined;

const languages = (v: unknown): SeedLanguage[] | undefined =>
  Array.isArray(v)
    ? objects(v).map((l) => ({
        iso_639_1: str(l.iso_639_1) ?? '',
        name: str(l.name) ?? '',
        english_name: str(l.english_name) ?? str(l.name) ?? '',
      }))
    : undefined;

/** Networks have the fields of production companies. */
const networks = companies;

const creators = (v: unknown): SeedCreator[] | undefined =>
  Array.isArray(v)
    ? objects(v)
        .filter((c) => int(c.id) !== undefined && str(c.name))
        .map((c) => ({
          id: int(c.id)!,
          credit_id: str(c.credit_id) ?? '',
          name: str(c.name)!,
          gender: int(c.gender) ?? 0,
          profile_path: image(c.profile_path) ?? null,
        }))
    : undefined;

function genreIds(item: Json): number[] | undefined {
  if (Array.isArray(item.genre_ids)) return ints(item.genre_ids);
  if (Array.isArray(item.genres))
    return objects(item.genres)
      .map((g) => int(g.id)!)
      .filter(Boolean);
  return undefined;
}

/** Fields every movie list item carries (also the base of a full record). */
export function movieListFields(item: Json): Partial<SeedMovie> {
  return defined<Partial<SeedMovie>>({
    id: int(item.id),
    title: str(item.title),
    original_title: str(item.original_title),
    original_language: str(item.original_language),
    release_date: date(item.release_date),
    adult: bool(item.adult),
    video: bool(item.video),
    popularity: num(item.popularity),
    vote_average: num(item.vote_average),
    vote_count: int(item.vote_count),
    genre_ids: genreIds(item),
    poster_path: image(item.poster_path),
    backdrop_path: image(item.backdrop_path),
  });
}

export function movieFullFields(body: Json): Partial<SeedMovie> {
  const collection = body.belongs_to_collection;
  return defined<Partial<SeedMovie>>({
    ...movieListFields(body),
    runtime: int(body.runtime),
    budget: int(body.budget),
    revenue: int(body.revenue),
    status: str(body.status),
    imdb_id: str(body.imdb_id),
    homepage: str(body.homepage),
    collection_id:
      collection === undefined
        ? undefined
        : isObject(collection)
          ? (int(collection.id) ?? null)
          : null,
    production_companies: companies(body.production_companies),
    production_countries: countries(body.production_countries),
    spoken_languages: languages(body.spoken_languages),
    origin_country: strings(body.origin_country),
  });
}

export function tvListFields(item: Json): Partial<SeedTv> {
  return defined<Partial<SeedTv>>({
    id: int(item.id),
    name: str(item.name),
    original_name: str(item.original_name),
    original_language: str(item.original_language),
    first_air_date: date(item.first_air_date),
    adult: bool(item.adult),
    popularity: num(item.popularity),
    vote_average: num(item.vote_average),
    vote_count: int(item.vote_count),
    genre_ids: genreIds(item),
    poster_path: image(item.poster_path),
    backdrop_path: image(item.backdrop_path),
    origin_country: strings(item.origin_country),
  });
}

export function tvFullFields(body: Json): Partial<SeedTv> {
  return defined<Partial<SeedTv>>({
    ...tvListFields(body),
    last_air_date: date(body.last_air_date),
    status: str(body.status),
    type: str(body.type),
    in_production: bool(body.in_production),
    number_of_seasons: int(body.number_of_seasons),
    number_of_episodes: int(body.number_of_episodes),
    episode_run_time: ints(body.episode_run_time),
    languages: strings(body.languages),
    homepage: str(body.homepage),
    networks: networks(body.networks),
    production_companies: companies(body.production_companies),
    production_countries: countries(body.production_countries),
    spoken_languages: languages(body.spoken_languages),
    created_by: creators(body.created_by),
  });
}

export function personFields(item: Json): Partial<SeedPerson> {
  return defined<Partial<SeedPerson>>({
    id: int(item.id),
    name: str(item.name),
    gender: int(item.gender),
    adult: bool(item.adult),
    known_for_department: str(item.known_for_department),
    profile_path: image(item.profile_path),
    popularity: num(item.popularity),
  });
}

export function personFullFields(body: Json): Partial<SeedPerson> {
  return defined<Partial<SeedPerson>>({
    ...personFields(body),
    birthday: date(body.birthday),
    deathday: date(body.deathday),
    place_of_birth: body.place_of_birth === null ? null : str(body.place_of_birth),
    imdb_id: body.imdb_id === null ? null : str(body.imdb_id),
    homepage: body.homepage === null ? null : str(body.homepage),
    also_known_as: strings(body.also_known_as),
  });
}

const episodeCrew = (v: unknown): SeedEpisodeCrew[] | undefined =>
  Array.isArray(v)
    ? objects(v)
        .filter((c) => int(c.id) !== undefined && str(c.name))
        .map((c) => ({
          id: int(c.id)!,
          credit_id: str(c.credit_id) ?? '',
          name: str(c.name)!,
          department: str(c.department) ?? '',
          job: str(c.job) ?? '',
          gender: int(c.gender) ?? 0,
          profile_path: image(c.profile_path) ?? null,
        }))
    : undefined;

const guestStars = (v: unknown): SeedGuestStar[] | undefined =>
  Array.isArray(v)
    ? objects(v)
        .filter((c) => int(c.id) !== undefined && str(c.name))
        .map((c) => ({
          id: int(c.id)!,
          credit_id: str(c.credit_id) ?? '',
          name: str(c.name)!,
          character: str(c.character) ?? '',
          order: int(c.order) ?? 0,
          gender: int(c.gender) ?? 0,
          profile_path: image(c.profile_path) ?? null,
        }))
    : undefined;

export function episodeFields(body: Json): Partial<SeedEpisode> {
  return defined<Partial<SeedEpisode>>({
    id: int(body.id),
    name: str(body.name),
    air_date: date(body.air_date),
    runtime: body.runtime === null ? null : int(body.runtime),
    still_path: image(body.still_path),
    vote_average: num(body.vote_average),
    vote_count: int(body.vote_count),
    production_code: str(body.production_code),
    episode_type: str(body.episode_type),
    crew: episodeCrew(body.crew),
    guest_stars: guestStars(body.guest_stars),
  });
}
