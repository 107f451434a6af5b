import { MAX_WAIT_MS, parseRetryAfter, retryDelay } from '../../../server/sources/live/upstream';

describe('Retry-After', () => {
  const now = Date.UTC(2025, 0, 1, 12, 0, 0);

  it('reads delta-seconds', () => {
    expect(parseRetryAfter('1', now)).toBe(1000);
    expect(parseRetryAfter(' 120 ', now)).toBe(120_000);
  });

  it('reads an HTTP-date, never in the past', () => {
    expect(parseRetryAfter('Wed, 01 Jan 2025 12:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Wed, 01 Jan 2025 11:00:00 GMT', now)).toBe(0);
  });

  it('ignores a missing or unreadable value', () => {
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });
});

describe('retry waits', () => {
  it('double with each attempt', () => {
    expect([0, 1, 2].map((attempt) => retryDelay(attempt, 500))).toEqual([500, 1000, 2000]);
  });

  it('are never shorter than Retry-After', () => {
    expect(retryDelay(0, 500, 3000)).toBe(3000);
    expect(retryDelay(2, 500, 100)).toBe(2000);
  });

  it('are capped at 30 s', () => {
    expect(MAX_WAIT_MS).toBe(30_000);
    expect(retryDelay(0, 500, 120_000)).toBe(30_000);
    expect(retryDelay(10, 500)).toBe(30_000);
  });
});
