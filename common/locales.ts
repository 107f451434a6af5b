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

/** The cookie that keeps the language chosen in Settings (a preference the visitor set; nothing else). */
export const LANGUAGE_COOKIE = 'marquee_language';

/** How long the choice is remembered: a year from each choice. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The Set-Cookie value (for document.cookie) that keeps a language chosen in Settings. */
export function languageCookie(tag: LocaleTag, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${tag}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

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

/** The first of the browser's languages (most wanted first) Marquee speaks, or null. */
export function firstSupported(
  requested: readonly string[],
  among: readonly LocaleTag[] = LOCALE_TAGS,
): LocaleTag | null {
  for (const tag of requested) {
    const match = matchLocale(tag, among);
    if (match) return match;
  }
  return null;
}

/** Longer headers are not read (a browser sends a few dozen bytes). */
const MAX_ACCEPT_LANGUAGE = 512;

/**
 * The language an `Accept-Language` header prefers among Marquee's, or null: its tags by weight (q),
 * in the order sent among equals; `q=0` means "not this one", and `*` matches nothing in particular.
 */
export function negotiateLocale(
  header: string | null | undefined,
  among: readonly LocaleTag[] = LOCALE_TAGS,
): LocaleTag | null {
  if (!header || header.length > MAX_ACCEPT_LANGUAGE) return null;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => /^q=/i.test(param));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((entry) => entry.weight > 0 && entry.tag !== '*')
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return firstSupported(
    ranked.map((entry) => entry.tag),
    among,
  );
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

/** The language a `Cookie` header's `marquee_language` names, if it is one Marquee speaks. */
export function cookieLocale(
  header: string | null | undefined,
  among: readonly LocaleTag[] = LOCALE_TAGS,
): LocaleTag | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== LANGUAGE_COOKIE) continue;
    const value = pair.slice(at + 1).trim();
    return isLocaleTag(value) && among.includes(value) ? value : null;
  }
  return null;
}

/**
 * The language of a request for a page: its address's prefix, else the language chosen in Settings
 * (the cookie), else the browser's, else English; the last three among `offered` (OFFERED_LOCALES).
 * `negotiated` is true when the answer depended on the request's headers (the page then varies by
 * them).
 */
export function requestLocale(
  request: { pathname: string; cookie?: string | null; acceptLanguage?: string | null },
  offered: readonly LocaleTag[] = OFFERED_LOCALES,
): { locale: LocaleTag; path: string; prefix: string; negotiated: boolean } {
  const { locale, path, prefix } = splitLocalePath(request.pathname);
  if (locale) return { locale, path, prefix, negotiated: false };
  return {
    locale:
      cookieLocale(request.cookie, offered) ??
      negotiateLocale(request.acceptLanguage, offered) ??
      DEFAULT_LOCALE,
    path,
    prefix,
    negotiated: true,
  };
}
