/**
 * How a page's calls are answered while the server renders it: by the same functions the API's routes
 * send, called directly (no HTTP, no `app.inject`), each registered here by its route's path pattern.
 * The API's plugins register what they answer (`/api/tmdb/...`, `/api/site`, `/api/stats`,
 * `/api/collections`, `/api/trending/:window`); a render thread's calls come to this one and are
 * answered here too (server/render/renderPool.ts).
 */
import { Refusal } from '../refusal';
import { TmdbError } from '../errors';

/** What one of the API's answers is, before it is sent. */
export interface DirectAnswer {
  status: number;
  /** JSON text; null for an answer without a body. */
  body: string | null;
  cacheControl: string;
}

/** Answers a call to a route: its path's params (decoded) and its query string. */
export type Answerer = (
  params: Record<string, string>,
  query: URLSearchParams,
) => Promise<DirectAnswer> | DirectAnswer;

/** One of the renderer's calls, answered. */
export interface CallAnswer {
  status: number;
  contentType: string;
  /** null for 204 and 304. */
  body: Buffer | null;
  /** How long the answer stays fresh, in seconds (DEFAULT_PAGE_MAX_AGE_S when it names none). */
  maxAgeS: number;
}

/** The freshness of an answer that names none (no-cache, or no header): a page is kept this long. */
export const DEFAULT_PAGE_MAX_AGE_S = 60;

/** `max-age` of a Cache-Control header, or null when it names none. */
export function maxAgeOf(cacheControl: string | string[] | number | undefined): number | null {
  if (typeof cacheControl !== 'string') return null;
  if (/\bno-(?:cache|store)\b/i.test(cacheControl)) return null;
  const match = /\bmax-age=(\d+)/i.exec(cacheControl);
  return match ? Number(match[1]) : null;
}

const JSON_TYPE = 'application/json; charset=utf-8';

function answered({ status, body, cacheControl }: DirectAnswer): CallAnswer {
  return {
    status,
    contentType: JSON_TYPE,
    body: body === null ? null : Buffer.from(body),
    maxAgeS: maxAgeOf(cacheControl) ?? DEFAULT_PAGE_MAX_AGE_S,
  };
}

/** A refusal or failure as the API would have answered it (TMDB's shape below /api/tmdb). */
function failed(error: unknown): DirectAnswer {
  const body =
    error instanceof TmdbError
      ? JSON.stringify(error.body())
      : JSON.stringify({ error: error instanceof Refusal ? error.message : 'The call failed.' });
  const status = error instanceof Refusal ? error.statusCode : 500;
  return { status, body, cacheControl: 'no-store' };
}

interface Route {
  names: string[];
  regex: RegExp;
  answer: Answerer;
}

export class RenderAnswers {
  private readonly routes: Route[] = [];

  /** Registers what the route at `pattern` (`/api/tmdb/movie/:id`) answers. */
  add(pattern: string, answer: Answerer): void {
    const names = [...pattern.matchAll(/:([a-z_]+)/gi)].map((match) => match[1]!);
    const escaped = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const regex = new RegExp(`^${escaped.replace(/:[a-z_]+/gi, '([^/]+)')}$`);
    this.routes.push({ names, regex, answer });
  }

  /** Answers a call (`/api/...` with its query string). Never rejects: a failure is its answer. */
  async answer(pathAndQuery: string): Promise<CallAnswer> {
    const at = pathAndQuery.indexOf('?');
    const path = at < 0 ? pathAndQuery : pathAndQuery.slice(0, at);
    const query = new URLSearchParams(at < 0 ? '' : pathAndQuery.slice(at + 1));
    for (const { names, regex, answer } of this.routes) {
      const match = regex.exec(path);
      if (!match) continue;
      try {
        const params = Object.fromEntries(
          names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]),
        );
        return answered(await answer(params, query));
      } catch (error) {
        return answered(failed(error));
      }
    }
    return answered({
      status: 404,
      body: JSON.stringify({ error: 'No such call.' }),
      cacheControl: 'no-store',
    });
  }
}
