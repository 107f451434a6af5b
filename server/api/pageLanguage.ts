/**
 * The page's language on the app's own API (issue 35): `/api/collections` and `/api/trending/{window}`
 * read TMDB for the page, so a page in another language than English asks them with TMDB's `language`
 * (common/locales.ts catalogueLanguage, as the app's store adds it to every call it makes) and they
 * ask TMDB in it. An English page's calls carry none, and stay the calls the spec names.
 */
import { LOCALES, catalogueLanguage } from '../../common/locales';
import { invalidParameter } from '../errors';
import type { TmdbError } from '../errors';

/** What `language` may say: the catalogue language of each page language but English. */
export const PAGE_LANGUAGES: readonly string[] = LOCALES.flatMap(
  (locale) => catalogueLanguage(locale.tag) ?? [],
);

const KNOWN = new Set(PAGE_LANGUAGES);

/**
 * The `language` a query names: undefined for none (English), or a TMDB error naming it for a value
 * that is not one of {@link PAGE_LANGUAGES} (each language is a list of its own, built and kept, so
 * only the languages the app speaks are answered).
 */
export function readPageLanguage(value: unknown): string | undefined | TmdbError {
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  if (first === undefined) return undefined;
  if (typeof first === 'string' && KNOWN.has(first)) return first;
  return invalidParameter('language', `must be one of ${PAGE_LANGUAGES.join(', ')}.`);
}
