/**
 * An ISO 3166-1 alpha-2 region code as TMDB keys its offers (US, DE); nothing else. Apart from
 * watchOffers so that the profile slice, in every page's first load, does not carry the rest of it.
 */
export function isRegionCode(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Z]{2}$/.test(value);
}
