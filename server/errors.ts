import type { TmdbErrorBody } from '../common/tmdb';

import { Refusal } from './refusal';

/**
 * An answer in TMDB's error shape: the API's refusal. Two numbers, never confused: `httpStatus` is the
 * HTTP status of the answer (404), `tmdbCode` is TMDB's own `status_code` in its body (34).
 */
export class TmdbError extends Refusal {
  constructor(
    readonly httpStatus: number,
    readonly tmdbCode: number,
    message: string,
  ) {
    super(httpStatus, `tmdb_${tmdbCode}`, message);
    this.name = 'TmdbError';
  }

  body(): TmdbErrorBody {
    return { success: false, status_code: this.tmdbCode, status_message: this.message };
  }
}

/** TMDB's own status codes and wording where one fits. */
export const notFound = (): TmdbError =>
  new TmdbError(404, 34, 'The resource you requested could not be found.');

export const invalidPage = (): TmdbError =>
  new TmdbError(
    400,
    22,
    'Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.',
  );

export const invalidId = (name = 'id'): TmdbError =>
  new TmdbError(400, 6, `Invalid ${name}: The pre-requisite ${name} is invalid or not found.`);

/** A bad query parameter; the message names it. */
export const invalidParameter = (name: string, detail: string): TmdbError =>
  new TmdbError(400, 5, `Invalid parameters: ${name} ${detail}`);

/** A method other than GET or HEAD on an endpoint (TMDB's code 42 is its unsupported-method answer). */
export const methodNotAllowed = (): TmdbError =>
  new TmdbError(405, 42, 'Invalid method: this endpoint answers GET and HEAD only.');

/** A request body over the server's limit; no endpoint here reads a body at all. */
export const bodyTooLarge = (): TmdbError =>
  new TmdbError(
    413,
    47,
    'Invalid input: the request body is too large, and no endpoint here reads one.',
  );

export const upstreamUnavailable = (
  detail = "Couldn't connect to the backend server.",
): TmdbError => new TmdbError(503, 43, detail);

export const upstreamTimeout = (): TmdbError =>
  new TmdbError(504, 24, 'Your request to the backend server timed out. Try again.');

export const upstreamRateLimited = (): TmdbError =>
  new TmdbError(503, 25, 'Your request count is over the allowed limit. Try again shortly.');

/** TMDB refused the server's own credentials: the operator's problem, never the visitor's 401. */
export const upstreamCredentials = (): TmdbError =>
  new TmdbError(502, 7, 'The catalogue service refused this server\u2019s credentials.');

export const internalError = (): TmdbError =>
  new TmdbError(500, 11, 'Internal error: Something went wrong.');
