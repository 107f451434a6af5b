import { roundedFigure } from '@/features/home/figures';

describe('roundedFigure', () => {
  it.each([
    [0, '0'],
    [18, '18'],
    [99, '99'],
    [100, '100+'],
    [200, '200+'],
    [840, '800+'],
    [999, '900+'],
    [1000, '1000+'],
    [1234, '1000+'],
    [9999, '9000+'],
    [10_000, '10K+'],
    [12_453, '12K+'],
    [999_999, '999K+'],
    [1_000_000, '1M+'],
    [1_171_234, '1M+'],
    [12_500_000, '12M+'],
  ])('writes %d as %s, never more than it is', (count, text) => {
    expect(roundedFigure(count, 'en')).toBe(text);
  });

  it('treats a fraction or a negative as what can be counted', () => {
    expect(roundedFigure(12.9, 'en')).toBe('12');
    expect(roundedFigure(-3, 'en')).toBe('0');
  });
});
