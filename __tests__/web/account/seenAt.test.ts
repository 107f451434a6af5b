import { englishI18n } from '@/app/i18n';
import { daysSince, seenAt as seenAtIn } from '@/features/account/seenAt';

const seenAt = (iso: string, now: Date) => seenAtIn(iso, now, englishI18n());

// Local times: the device list speaks in the browser's own time zone.
const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

describe('seenAt', () => {
  const now = at(2026, 11, 27, 22, 15);

  it('gives the time today, "yesterday" with the time, the day this year, and the year before', () => {
    expect(seenAt(at(2026, 11, 27, 14, 2).toISOString(), now)).toBe('14:02');
    expect(seenAt(at(2026, 11, 27, 0, 0).toISOString(), now)).toBe('00:00');
    expect(seenAt(at(2026, 11, 26, 23, 59).toISOString(), now)).toBe('yesterday, 23:59');
    expect(seenAt(at(2026, 11, 25, 9, 5).toISOString(), now)).toBe('Nov 25');
    expect(seenAt(at(2026, 1, 3).toISOString(), now)).toBe('Jan 3');
    expect(seenAt(at(2025, 12, 31, 23).toISOString(), now)).toBe('Dec 31, 2025');
  });

  it('says nothing for a time that is not one, and "now" for a clock a little ahead', () => {
    expect(seenAt('not a date', now)).toBe('');
    expect(seenAt(at(2026, 11, 27, 22, 16).toISOString(), now)).toBe('22:16');
  });
});

describe('daysSince', () => {
  it('counts whole days, never below 0', () => {
    const now = at(2026, 11, 27, 12);
    expect(daysSince(at(2026, 10, 28, 12).toISOString(), now)).toBe(30);
    expect(daysSince(at(2026, 10, 28, 13).toISOString(), now)).toBe(29);
    expect(daysSince(at(2026, 11, 28).toISOString(), now)).toBe(0);
    expect(daysSince('', now)).toBe(0);
  });
});
