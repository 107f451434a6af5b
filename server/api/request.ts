import { MAX_GENRE_IDS, MAX_GENRE_ID_DIGITS } from '../../common/genres';
import { invalidId, invalidPage, invalidParameter } from '../errors';
import type { QueryParam, RouteName, RouteSpec } from './routeTable';
import { EXTERNAL_SOURCES, SEASON_APPEND } from './routeTable';

/** A validated request for one TMDB endpoint, the same for every catalogue source. */
export interface TmdbRequest {
  route: RouteName;
  /** TMDB path (below /3) with the parameters filled in, e.g. `/movie/550/credits`. */
  path: string;
  /** Path parameters: whole numbers for ids, words for trending's media type and window. */
  params: Readonly<Record<string, number | string>>;
  /** Accepted query parameters only, normalised (defaults dropped), keys sorted. */
  query: Readonly<Partial<Record<QueryParam, string>>>;
}

export const MAX_PAGE = 500;
const MAX_QUERY_LENGTH = 500;
const MAX_APPEND = 20;
const MAX_ID = 2 ** 31 - 1;

type Raw = Record<string, unknown>;

function single(raw: Raw, name: string): string | undefined {
  const v = raw[name];
  if (v === undefined) return undefined;
  if (Array.isArray(v)) throw invalidParameter(name, 'must be given once.');
  return String(v);
}

const YEAR = /^\d{4}$/;
const GENRE_ID = `\\d{1,${MAX_GENRE_ID_DIGITS}}`;
/** Genre ids joined by commas (all of) or pipes (any of). */
const GENRE_FILTER = new RegExp(`^${GENRE_ID}([,|]${GENRE_ID}){0,${MAX_GENRE_IDS - 1}}$`);
/** Watch-provider ids (TMDB's run to four digits), joined the same way; as many as genres at most. */
const PROVIDER_ID = '\\d{1,6}';
const PROVIDER_FILTER = new RegExp(`^${PROVIDER_ID}([,|]${PROVIDER_ID}){0,${MAX_GENRE_IDS - 1}}$`);
/** TMDB's ways a service offers a title, joined the same way. */
const MONETIZATION = '(flatrate|free|ads|rent|buy)';
const MONETIZATION_FILTER = new RegExp(`^${MONETIZATION}([,|]${MONETIZATION}){0,4}$`);

/** Person ids, joined the same way (TMDB's with_people, with_cast, with_crew). */
const PERSON_ID = '\\d{1,9}';
const PERSON_FILTER = new RegExp(`^${PERSON_ID}([,|]${PERSON_ID}){0,${MAX_GENRE_IDS - 1}}$`);

/** A calendar day, YYYY-MM-DD, that exists (no 2023-02-30). */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/** A list joined by commas (all of) or by pipes (any of), never both; '' for none. */
function joinedList(name: QueryParam, value: string, pattern: RegExp, what: string) {
  const v = value.replace(/\s+/g, '');
  if (v === '') return undefined;
  if (!pattern.test(v) || (v.includes(',') && v.includes('|'))) {
    throw invalidParameter(
      name,
      `must be ${what} separated by commas (all of) or by pipes (any of), not both.`,
    );
  }
  return v;
}

function validateQueryValue(spec: RouteSpec, name: QueryParam, value: string): string | undefined {
  switch (name) {
    case 'page': {
      if (!/^\d{1,3}$/.test(value) || Number(value) < 1 || Number(value) > MAX_PAGE)
        throw invalidPage();
      return Number(value) === 1 ? undefined : String(Number(value));
    }
    case 'language':
      if (!/^[a-z]{2}(-[A-Z]{2})?$/.test(value)) {
        throw invalidParameter(
          'language',
          'must be an ISO 639-1 code, optionally with a region (en or en-US).',
        );
      }
      return value;
    case 'region':
    case 'watch_region':
      if (!/^[A-Z]{2}$/.test(value))
        throw invalidParameter(name, 'must be an ISO 3166-1 code (US).');
      return value;
    case 'include_adult': {
      const v = value.toLowerCase();
      if (v !== 'true' && v !== 'false')
        throw invalidParameter('include_adult', 'must be true or false.');
      return v === 'true' ? 'true' : undefined;
    }
    case 'query': {
      const v = value.replace(/\s+/g, ' ').trim();
      if (v.length > MAX_QUERY_LENGTH) {
        throw invalidParameter('query', `must be at most ${MAX_QUERY_LENGTH} characters.`);
      }
      return v;
    }
    case 'with_genres':
    case 'without_genres':
      return joinedList(name, value, GENRE_FILTER, 'genre ids');
    case 'with_watch_providers':
      return joinedList(name, value, PROVIDER_FILTER, 'watch provider ids');
    case 'with_people':
    case 'with_cast':
    case 'with_crew':
      return joinedList(name, value, PERSON_FILTER, 'person ids');
    case 'primary_release_date.gte':
    case 'primary_release_date.lte':
    case 'first_air_date.gte':
    case 'first_air_date.lte':
      if (value === '') return undefined;
      if (!isCalendarDay(value)) throw invalidParameter(name, 'must be a date, YYYY-MM-DD.');
      return value;
    case 'with_watch_monetization_types':
      return joinedList(
        name,
        value.toLowerCase(),
        MONETIZATION_FILTER,
        'flatrate, free, ads, rent or buy',
      );
    case 'primary_release_year':
    case 'first_air_date_year':
    case 'year':
      if (value === '') return undefined;
      if (!YEAR.test(value) || Number(value) < 1800 || Number(value) > 2200) {
        throw invalidParameter(name, 'must be a four-digit year.');
      }
      return value;
    case 'sort_by': {
      const m = /^([a-z_]+)\.(asc|desc)$/.exec(value);
      if (!m || !spec.sorts?.includes(m[1]!)) {
        const options = (spec.sorts ?? []).flatMap((s) => [`${s}.asc`, `${s}.desc`]).join(', ');
        throw invalidParameter('sort_by', `must be one of ${options}.`);
      }
      return value === 'popularity.desc' ? undefined : value;
    }
    case 'vote_count.gte':
      if (!/^\d{1,9}$/.test(value)) throw invalidParameter(name, 'must be a whole number.');
      return String(Number(value));
    case 'vote_average.gte':
      if (!/^\d{1,2}(\.\d+)?$/.test(value) || Number(value) > 10) {
        throw invalidParameter(name, 'must be a number from 0 to 10.');
      }
      return String(Number(value));
    case 'with_original_language':
      if (!/^[a-z]{2}$/.test(value))
        throw invalidParameter(name, 'must be an ISO 639-1 code (en).');
      return value;
    case 'external_source':
      if (!(EXTERNAL_SOURCES as readonly string[]).includes(value)) {
        throw invalidParameter(name, `must be one of ${EXTERNAL_SOURCES.join(', ')}.`);
      }
      return value;
    case 'append_to_response': {
      const items = [
        ...new Set(
          value
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      if (items.length > MAX_APPEND) {
        throw invalidParameter(name, `may name at most ${MAX_APPEND} items.`);
      }
      // Like TMDB, names it does not know are ignored.
      const known = items.filter(
        (item) =>
          spec.append?.includes(item) || (spec.name === 'tvDetails' && SEASON_APPEND.test(item)),
      );
      return known.length ? known.join(',') : undefined;
    }
  }
}

/** An id of another site as /find takes it: `tt0137523`, `Q190050`, a handle; no slashes or spaces. */
const EXTERNAL_ID = /^[A-Za-z0-9_.@-]{1,100}$/;

function pathParam(name: string, value: string): number | string {
  if (name === 'external_id') {
    if (!EXTERNAL_ID.test(value)) throw invalidId(name);
    return value;
  }
  if (name === 'media_type') {
    if (!['all', 'movie', 'tv', 'person'].includes(value)) {
      throw invalidParameter('media_type', 'must be all, movie, tv or person.');
    }
    return value;
  }
  if (name === 'time_window') {
    if (value !== 'day' && value !== 'week')
      throw invalidParameter('time_window', 'must be day or week.');
    return value;
  }
  const min = name === 'season_number' ? 0 : 1;
  if (!/^\d{1,10}$/.test(value) || Number(value) < min || Number(value) > MAX_ID)
    throw invalidId(name);
  return Number(value);
}

/** Validates one request against its route; throws a TmdbError that names the bad parameter. */
export function parseRequest(spec: RouteSpec, rawParams: Raw, rawQuery: Raw): TmdbRequest {
  const params: Record<string, number | string> = {};
  let path = spec.path;
  for (const m of spec.path.matchAll(/:([a-z_]+)/g)) {
    const name = m[1]!;
    const value = pathParam(name, String(rawParams[name] ?? ''));
    params[name] = value;
    path = path.replace(`:${name}`, String(value));
  }
  const query: Partial<Record<QueryParam, string>> = {};
  for (const name of [...spec.query].sort()) {
    const raw = single(rawQuery, name);
    if (raw === undefined) continue;
    const value = validateQueryValue(spec, name, raw);
    if (value !== undefined) query[name] = value;
  }
  for (const name of spec.required ?? []) {
    if (query[name] !== undefined) continue;
    const options = name === 'external_source' ? ` (${EXTERNAL_SOURCES.join(', ')})` : '';
    throw invalidParameter(name, `is required${options}.`);
  }
  return { route: spec.name, path, params, query };
}

/** The request's identity for caching and coalescing: path plus normalised query. */
export function requestKey(req: TmdbRequest): string {
  const qs = new URLSearchParams(req.query as Record<string, string>).toString();
  return qs ? `${req.path}?${qs}` : req.path;
}

/** The request's page (1 when absent). */
export function pageOf(req: TmdbRequest): number {
  return Number(req.query.page ?? 1);
}
