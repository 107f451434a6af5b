/**
 * The home page's air-date badge, through one formatter per language (a date formatter per card was
 * slow); in English it must read exactly as toLocaleDateString('en-US') would.
 */
import { airDateLabel } from '@/lib/airDate';

const reference = (date: string, withYear: boolean) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: withYear ? 'numeric' : undefined,
    timeZone: 'UTC',
  });

describe('airDateLabel', () => {
  it("reads as en-US's short date, with the year only when it is not today's", () => {
    const day = new Date('2025-01-01T00:00:00Z');
    for (let i = 0; i < 365; i += 1) {
      const date = new Date(day.getTime() + i * 86_400_000).toISOString().slice(0, 10);
      expect(airDateLabel('en', date, '2025-06-15')).toBe(reference(date, false));
      expect(airDateLabel('en', date, '2026-06-15')).toBe(reference(date, true));
    }
    expect(airDateLabel('en', '2026-11-22', '2026-11-27')).toBe('Nov 22');
    expect(airDateLabel('en', '2019-05-19', '2026-11-27')).toBe('May 19, 2019');
  });

  it('gives nothing for a missing or malformed date', () => {
    for (const bad of [null, undefined, '', '2026-1-2', 'soon', '2026-13-45']) {
      expect(airDateLabel('en', bad, '2026-11-27')).toBeNull();
    }
  });
});
