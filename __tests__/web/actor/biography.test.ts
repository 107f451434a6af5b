import { BIOGRAPHY_WORD_LIMIT, cutBiography, formatLongDate } from '@/features/actor/biography';

const words = (count: number, word = 'word') =>
  Array.from({ length: count }, (_, index) => `${word}${index + 1}`).join(' ');

describe('biography cut', () => {
  it('is 100 words', () => {
    expect(BIOGRAPHY_WORD_LIMIT).toBe(100);
  });

  it('leaves a biography of 100 words or fewer whole, with no toggle', () => {
    expect(cutBiography(words(100))).toEqual({ short: words(100), isCut: false });
    expect(cutBiography('  Short and sweet.  ')).toEqual({
      short: 'Short and sweet.',
      isCut: false,
    });
    expect(cutBiography('')).toEqual({ short: '', isCut: false });
  });

  it('cuts a longer one after the 100th word, with an ellipsis', () => {
    const { short, isCut } = cutBiography(words(101));
    expect(isCut).toBe(true);
    expect(short).toBe(`${words(100)}…`);
    expect(short.split(/\s+/)).toHaveLength(100);
  });

  it('keeps line breaks within the part shown and drops a dangling full stop', () => {
    const text = `${words(60)}.\n\n${words(40, 'more')}. ${words(20, 'rest')}`;
    const { short } = cutBiography(text);
    expect(short).toBe(`${words(60)}.\n\n${words(40, 'more')}…`);
  });
});

describe('long dates', () => {
  const realTimeZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = realTimeZone;
  });

  it('writes a TMDB date in long form', () => {
    expect(formatLongDate('en', '1963-12-18')).toBe('December 18, 1963');
    expect(formatLongDate('en', '2001-01-01')).toBe('January 1, 2001');
  });

  it('does not move the day in a time zone west of UTC', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(formatLongDate('en', '1963-12-18')).toBe('December 18, 1963');
    process.env.TZ = 'Pacific/Kiritimati';
    expect(formatLongDate('en', '1970-01-01')).toBe('January 1, 1970');
  });

  it('gives null for a missing, malformed or impossible date', () => {
    expect(formatLongDate('en', null)).toBeNull();
    expect(formatLongDate('en', undefined)).toBeNull();
    expect(formatLongDate('en', '')).toBeNull();
    expect(formatLongDate('en', '1963')).toBeNull();
    expect(formatLongDate('en', '1963-02-30')).toBeNull();
    expect(formatLongDate('en', 'not a date')).toBeNull();
  });
});
