import { isRegionCode } from './regionCode';

/*
 * The region a browser's language points to, apart from ./watchOffers so that Settings' Region, on
 * the settings page's first load, does not carry the offers' code.
 */

/** The region used when the browser's language names none we can read. */
export const DEFAULT_REGION = 'US';

/** A language tag's region subtag: 'en-US', 'en_GB', 'zh-Hant-TW' (after any script subtag). */
const REGION_SUBTAG = /^[A-Za-z]{2,3}(?:[-_][A-Za-z]{4})?[-_]([A-Za-z]{2})(?:[-_]|$)/;

/**
 * The region a browser language points to: 'en-US' is US, 'de' is DE (its likely region), 'en_GB'
 * is GB. Anything unreadable, or a language whose region is not a country code ('es-419'), gives US.
 * A tag that names its region (as browsers' usually do) is read as it is; only a bare language asks
 * Intl for its likely region, whose data is slow to load the first time.
 */
export function regionFromLanguage(language: unknown): string {
  if (typeof language !== 'string' || !language.trim()) return DEFAULT_REGION;
  const tag = language.trim();
  const named = REGION_SUBTAG.exec(tag)?.[1]?.toUpperCase();
  if (named) return named;
  try {
    const region = new Intl.Locale(tag.replace(/_/g, '-')).maximize().region;
    return isRegionCode(region) ? region : DEFAULT_REGION;
  } catch {
    return DEFAULT_REGION;
  }
}

/**
 * The region the browser's language points to: the region of "Where to watch" until the visitor picks
 * one (there or in Settings), and the one Settings' first choice names.
 */
export function browserRegion(): string {
  return regionFromLanguage(typeof navigator === 'undefined' ? undefined : navigator.language);
}
