/**
 * A catalogue figure written the way the spec writes its tiles' ("100+", "1000+", "1M+"): rounded
 * down, so that the "+" holds. Under 100 the number itself; up to 9,999 its leading digit (840 ->
 * "800+", 1,234 -> "1000+"); then thousands (12,453 -> "12K+") and millions (1,171,234 -> "1M+").
 */
export function roundedFigure(count: number): string {
  const n = Math.max(0, Math.floor(count));
  if (n < 100) return String(n);
  if (n < 10_000) {
    const magnitude = n < 1000 ? 100 : 1000;
    return `${Math.floor(n / magnitude) * magnitude}+`;
  }
  // Number formatting, left as it is: a later step writes figures per locale (Intl).
  // eslint-disable-next-line lingui/no-unlocalized-strings
  if (n < 1_000_000) return `${Math.floor(n / 1000)}K+`;
  // eslint-disable-next-line lingui/no-unlocalized-strings
  return `${Math.floor(n / 1_000_000)}M+`;
}
