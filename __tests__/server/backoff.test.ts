/**
 * common/backoff.ts, the one retry wait: the live source's TMDB client (from 0.5 s, Retry-After
 * honoured, at most 30 s), the app's API client (spec: from 1 s, at most 30 s; the actor page grows
 * its waits linearly) and the contact relay (from 30 s, at most an hour).
 */
import { backoffDelay } from '../../common/backoff';
import { MAX_WAIT_MS } from '../../server/sources/live/upstream';

describe('backoffDelay', () => {
  it('doubles from the first wait', () => {
    const tmdb = { baseMs: 500, maxMs: MAX_WAIT_MS };
    expect([1, 2, 3].map((retry) => backoffDelay(retry, tmdb))).toEqual([500, 1000, 2000]);
    const relay = { baseMs: 30_000, maxMs: 60 * 60_000 };
    expect([1, 2, 3, 4].map((retry) => backoffDelay(retry, relay))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
  });

  it('grows by the first wait each time when linear (spec: the actor page)', () => {
    const actor = { baseMs: 1000, maxMs: 30_000, linear: true };
    expect([1, 2, 3].map((retry) => backoffDelay(retry, actor))).toEqual([1000, 2000, 3000]);
  });

  it('is never shorter than a Retry-After', () => {
    const tmdb = { baseMs: 500, maxMs: MAX_WAIT_MS };
    expect(backoffDelay(1, tmdb, 3000)).toBe(3000);
    expect(backoffDelay(3, tmdb, 100)).toBe(2000);
  });

  it('is capped, Retry-After or not', () => {
    expect(MAX_WAIT_MS).toBe(30_000);
    const tmdb = { baseMs: 500, maxMs: MAX_WAIT_MS };
    expect(backoffDelay(1, tmdb, 120_000)).toBe(30_000);
    expect(backoffDelay(11, tmdb)).toBe(30_000);
    expect(backoffDelay(40, { baseMs: 1000, maxMs: 30_000, linear: true })).toBe(30_000);
    expect(backoffDelay(3000, { baseMs: 30_000, maxMs: 60 * 60_000 })).toBe(60 * 60_000);
  });
});
