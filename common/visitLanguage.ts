/**
 * How a visit's language is found (issue 35; common/locales.ts says how the language travels): the
 * cookie of a choice in Settings, the browser's languages, and the server's rule for a request. Apart
 * from common/locales.ts, which every page's first load carries, because only the server, Settings,
 * account sync and a page the browser renders by itself need these.
 */
import {
  DEFAULT_LOCALE,
  LOCALE_TAGS,
  OFFERED_LOCALES,
  isLocaleTag,
  matchLocale,
  splitLocalePath,
} from './locales';
import type { LocaleTag } from './locales';

/** The cookie that keeps the language chosen in Settings (a preference the visitor set; nothing else). */
export const LANGUAGE_COOKIE = 'marquee_language';

/** How long the choice is remembered: a year from each choice. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The Set-Cookie value (for document.cookie) that keeps a language chosen in Settings. */
export function languageCookie(tag: LocaleTag, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${tag}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
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
