/**
 * The languages Marquee speaks, and how a visit's language is found (issue 35). Shared by the server,
 * which renders each page in its visitor's language from the first byte, and the app.
 *
 * How the language travels:
 * - An address may start with a language's prefix (`/de/movie/550-fight-club`): that page is always in
 *   that language, whoever asks. These are the addresses crawlers index (the page names every language's
 *   address as an alternate) and the ones a visitor shares when the language matters.
 * - An address without a prefix (`/movie/550-fight-club`) is in the visitor's language: the one chosen in
 *   Settings (kept in the `marquee_language` cookie, which only that choice sets), else the first of
 *   the browser's languages (`Accept-Language`, `navigator.languages`) Marquee speaks, else English.
 *   A shared link of this kind opens in the reader's own language.
 *
 * The cookie, the browser's languages and a request's rule are in common/visitLanguage.ts, out of
 * every page's first load, which carries this file.
 */

export type TextDirection = 'ltr' | 'rtl';

export interface Locale {
  /** BCP 47 tag, as `<html lang>` says it and as Intl reads it. */
  tag: string;
  /** The address prefix (without slashes), lower case. */
  prefix: string;
  /** What TMDB's `language` parameter is given (ISO 639-1 with a region). */
  tmdb: string;
  /** The language's name in itself, as the language menu lists it. */
  name: string;
  dir: TextDirection;
}

export const LOCALES = [
  { tag: 'en', prefix: 'en', tmdb: 'en-US', name: 'English', dir: 'ltr' },
  { tag: 'es', prefix: 'es', tmdb: 'es-ES', name: 'Español', dir: 'ltr' },
  { tag: 'pt-BR', prefix: 'pt-br', tmdb: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr' },
  { tag: 'fr', prefix: 'fr', tmdb: 'fr-FR', name: 'Français', dir: 'ltr' },
  { tag: 'de', prefix: 'de', tmdb: 'de-DE', name: 'Deutsch', dir: 'ltr' },
  { tag: 'ja', prefix: 'ja', tmdb: 'ja-JP', name: '日本語', dir: 'ltr' },
  { tag: 'ar', prefix: 'ar', tmdb: 'ar-SA', name: 'العربية', dir: 'rtl' },
] as const satisfies readonly Locale[];

export type LocaleTag = (typeof LOCALES)[number]['tag'];

export const DEFAULT_LOCALE: LocaleTag = 'en';

/** Every language's tag. */
export const LOCALE_TAGS: readonly LocaleTag[] = LOCALES.map((locale) => locale.tag);

/**
 * The languages a visitor gets without asking for them by address (by their browser's languages or
 * their choice in Settings): those whose catalogue covers the app, and for right-to-left ones, whose
 * page is mirrored. A language being added is there under its prefix (/de/...) before it joins this
 * list, for translators to see their work in place. Today: every language.
 */
export const OFFERED_LOCALES: readonly LocaleTag[] = LOCALE_TAGS;

const BY_TAG = new Map<string, (typeof LOCALES)[number]>(
  LOCALES.map((locale) => [locale.tag, locale]),
);
const BY_PREFIX = new Map<string, (typeof LOCALES)[number]>(
  LOCALES.map((locale) => [locale.prefix, locale]),
);

export function isLocaleTag(value: unknown): value is LocaleTag {
  return typeof value === 'string' && BY_TAG.has(value);
}

/** The locale of a supported tag; English for anything else. */
export function localeOf(tag: string | null | undefined): (typeof LOCALES)[number] {
  return (tag && BY_TAG.get(tag)) || BY_TAG.get(DEFAULT_LOCALE)!;
}

/**
 * What TMDB calls are asked in for a page in `tag` (`de-DE`), or undefined for English, whose calls
 * stay as the spec writes them (en-US where it names one).
 */
export function catalogueLanguage(tag: LocaleTag): string | undefined {
  return tag === DEFAULT_LOCALE ? undefined : localeOf(tag).tmdb;
}

/**
 * The supported language a language tag asks for, or null: an exact match first (pt-BR), then the
 * language alone (de-AT reads German, pt-PT the one Portuguese there is), case-insensitively.
 */
export function matchLocale(
  requested: string,
  among: readonly LocaleTag[] = LOCALE_TAGS,
): LocaleTag | null {
  const wanted = requested.trim().toLowerCase();
  if (!/^[a-z]{2,3}(-[a-z0-9]{1,8})*$/.test(wanted)) return null;
  for (const tag of among) if (tag.toLowerCase() === wanted) return tag;
  const language = wanted.split('-')[0];
  for (const tag of among) if (tag.toLowerCase().split('-')[0] === language) return tag;
  return null;
}

/**
 * An address's language prefix and the address without it: `/de/movie/550` -> de, `/movie/550`
 * (prefix `/de`, as written); `/de` -> de, `/`. Without a prefix, the locale is null, the prefix
 * empty and the path unchanged.
 */
export function splitLocalePath(pathname: string): {
  locale: LocaleTag | null;
  path: string;
  prefix: string;
} {
  const match = /^\/([a-zA-Z]{2}(?:-[a-zA-Z]{2})?)(?=\/|$)/.exec(pathname);
  const locale = match ? BY_PREFIX.get(match[1]!.toLowerCase()) : undefined;
  if (!match || !locale) return { locale: null, path: pathname, prefix: '' };
  return { locale: locale.tag, path: pathname.slice(match[0].length) || '/', prefix: match[0] };
}

/** The address of `path` (from the site's root, without prefix) in a language: `/de/movie/550`. */
export function localePath(tag: LocaleTag, path: string): string {
  const prefix = `/${localeOf(tag).prefix}`;
  return path === '/' ? prefix : `${prefix}${path}`;
}
