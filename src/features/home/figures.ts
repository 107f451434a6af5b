import { numberFormat } from '@/lib/intlFormats';

/** Hundreds and thousands below 10,000 as digits alone ('1000+', as the spec's tiles write it). */
const PLAIN: Intl.NumberFormatOptions = { useGrouping: false };
/**
 * Thousands and millions in the language's short words ('12K', '12.000', '1.2万', '12 mil'), never
 * rounded up, so that the '+' holds.
 */
const COMPACT: Intl.NumberFormatOptions = { notation: 'compact', roundingMode: 'floor' };

/**
 * A catalogue figure written the way the spec writes its tiles' ("100+", "1000+", "1M+"): rounded
 * down, so that the "+" holds. Under 100 the number itself; up to 9,999 its leading digit (840 ->
 * "800+", 1,234 -> "1000+"); then thousands (12,453 -> "12K+") and millions (1,171,234 -> "1M+"),
 * in the page's language's short form of them.
 */
export function roundedFigure(count: number, locale: string): string {
  const n = Math.max(0, Math.floor(count));
  if (n < 100) return numberFormat(locale, PLAIN).format(n);
  const step = n < 1000 ? 100 : n < 1_000_000 ? 1000 : 1_000_000;
  const rounded = Math.floor(n / step) * step;
  return `${numberFormat(locale, n < 10_000 ? PLAIN : COMPACT).format(rounded)}+`;
}
