import { setTimeout as sleep } from 'node:timers/promises';

import { Agent, request } from 'undici';

import { backoffDelay } from '../../../common/backoff';

import type { Logger } from '../../logger';
import type { RateLimiter } from './rateLimiter';

/** What one call toward TMDB came to. Never an exception: the caller decides what a failure means. */
export type UpstreamResult =
  | { kind: 'answer'; status: number; body: string; retryAfterMs?: number }
  | { kind: 'timeout' }
  | { kind: 'error'; message: string };

/** What the upstream client needs: where TMDB is, the server's credentials, pacing. */
export interface UpstreamOptions {
  baseUrl: string;
  token: string | null;
  apiKey: string | null;
  timeoutMs: number;
  retryBaseMs: number;
  /** Cap on one wait and on all the waits of one request (MAX_WAIT_MS unless a test lowers it). */
  maxWaitMs?: number;
  limiter: RateLimiter;
  logger: Logger;
}

/** Retries after the first attempt, for 429, 5xx and connection errors. */
export const MAX_RETRIES = 3;
/** No wait is longer, whatever Retry-After asks; nor all the waits of one request together. */
export const MAX_WAIT_MS = 30_000;

/** Retry-After in ms from now: delta-seconds or an HTTP-date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** 429 and 5xx are TMDB's "try again". A timeout is not: retrying a slow TMDB multiplies its load. */
function retryable(result: UpstreamResult): boolean {
  if (result.kind === 'answer') return result.status === 429 || result.status >= 500;
  return result.kind === 'error';
}

/** A result as log fields. */
function outcome(result: UpstreamResult): { status: number } | { error: string } {
  if (result.kind === 'answer') return { status: result.status };
  return { error: result.kind === 'timeout' ? 'timeout' : result.message };
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * TMDB over one keep-alive undici Agent: credentials, a timeout per attempt, the rate limiter before
 * every attempt, and retries with backoff.
 */
export class Upstream {
  private readonly agent = new Agent({ keepAliveTimeout: 30_000 });
  private readonly closing = new AbortController();

  constructor(private readonly options: UpstreamOptions) {}

  /**
   * GETs `path` with `query` (already validated), retrying up to `retries` times. `key` names the request
   * in logs: path and query, never the credentials.
   */
  async get(
    key: string,
    path: string,
    query: Readonly<Record<string, string | undefined>>,
    retries: number,
  ): Promise<UpstreamResult> {
    const { limiter, logger, retryBaseMs, maxWaitMs = MAX_WAIT_MS } = this.options;
    let waited = 0;
    for (let attempt = 0; ; attempt++) {
      try {
        await limiter.take();
      } catch {
        return { kind: 'error', message: 'closed' };
      }
      const started = performance.now();
      const result = await this.once(path, query);
      const ms = Math.round(performance.now() - started);
      logger.debug({ path: key, ...outcome(result), ms, attempt }, 'tmdb request');

      const retryAfterMs = result.kind === 'answer' ? result.retryAfterMs : undefined;
      // Exponential, never shorter than TMDB's Retry-After, never longer than MAX_WAIT_MS.
      const waitMs = backoffDelay(
        attempt + 1,
        { baseMs: retryBaseMs, maxMs: maxWaitMs },
        retryAfterMs,
      );
      if (result.kind === 'answer' && result.status === 429) limiter.blockFor(waitMs);
      if (!retryable(result) || attempt >= retries || this.closing.signal.aborted) return result;
      // A visitor is waiting on this request: give up rather than hold them past the budget.
      if (waited + waitMs > maxWaitMs) return result;
      waited += waitMs;

      logger.warn(
        { path: key, ...outcome(result), attempt, waitMs },
        'tmdb request failed, retrying',
      );
      try {
        await sleep(waitMs, undefined, { signal: this.closing.signal });
      } catch {
        return result;
      }
    }
  }

  /** Aborts what is in flight and closes the connections. */
  async close(): Promise<void> {
    this.closing.abort();
    await this.agent.close();
  }

  private async once(
    path: string,
    query: Readonly<Record<string, string | undefined>>,
  ): Promise<UpstreamResult> {
    const { baseUrl, token, apiKey, timeoutMs } = this.options;
    const params = Object.entries(query).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[0] !== 'api_key',
    );
    if (!token && apiKey) params.push(['api_key', apiKey]);
    const qs = params
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
      .join('&');
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;

    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      const res = await request(`${baseUrl}${path}${qs ? `?${qs}` : ''}`, {
        method: 'GET',
        headers,
        dispatcher: this.agent,
        signal: AbortSignal.any([timeout, this.closing.signal]),
      });
      const body = await res.body.text();
      const retryAfterMs = parseRetryAfter(headerValue(res.headers['retry-after']));
      return { kind: 'answer', status: res.statusCode, body, retryAfterMs };
    } catch (error) {
      if (timeout.aborted) return { kind: 'timeout' };
      return { kind: 'error', message: this.scrub(describeError(error)) };
    }
  }

  /** An error message may quote the URL; the key must not reach a log line. */
  private scrub(text: string): string {
    let out = text;
    for (const secret of [this.options.token, this.options.apiKey]) {
      if (secret) out = out.split(secret).join('[redacted]');
    }
    return out;
  }
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${code}: ${error.message}` : error.message;
}
