import { formatIsoDate, legalDate } from '@/features/legal/legalDate';

describe('formatIsoDate', () => {
  it.each([
    ['2025-03-11', 'March 11, 2025'],
    ['2025-10-23', 'October 23, 2025'],
    ['2024-02-29', 'February 29, 2024'],
    ['2026-01-01', 'January 1, 2026'],
  ])('writes %s as %s', (iso, written) => {
    expect(formatIsoDate(iso)).toBe(written);
  });

  it.each([
    '',
    '2025-3-11',
    '2025-02-29',
    '2025-13-01',
    '2025-00-10',
    '11/03/2025',
    '2025-03-11T00:00',
  ])('refuses %p', (value) => {
    expect(formatIsoDate(value)).toBeNull();
  });

  it('refuses null and undefined', () => {
    expect(formatIsoDate(null)).toBeNull();
    expect(formatIsoDate(undefined)).toBeNull();
  });
});

describe('legalDate', () => {
  const today = new Date(2027, 6, 4);

  it("prefers the operator's date, then the build's, then today", () => {
    expect(legalDate('2025-03-11', '2026-01-02', today)).toBe('March 11, 2025');
    expect(legalDate(null, '2026-01-02', today)).toBe('January 2, 2026');
    expect(legalDate('not a date', '2026-01-02', today)).toBe('January 2, 2026');
    expect(legalDate(undefined, undefined, today)).toBe('July 4, 2027');
  });
});
