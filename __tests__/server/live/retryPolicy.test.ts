/** How TMDB's Retry-After is read; the waits themselves are common/backoff.ts's (backoff.test.ts). */
import { parseRetryAfter } from '../../../server/sources/live/upstream';

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
