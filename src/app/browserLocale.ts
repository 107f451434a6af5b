/**
 * The language of a page the browser renders without the server having chosen it: the service
 * worker's shell (offline, or on too slow a network; src/sw.ts) is index.html as built, whose <html>
 * says its language is undetermined (`lang="und"`). This code comes in the welcome overlay's chunk
 * (./welcome.ts), which only such a page loads, so that no page's first load carries it
 * (src/app/start.tsx).
 */
import { DEFAULT_LOCALE, OFFERED_LOCALES, localeOf, splitLocalePath } from '@common/locales';
import type { LocaleTag } from '@common/locales';
import { cookieLocale, firstSupported } from '@common/visitLanguage';

/** What the browser knows of a visit: its address, its cookies and its languages. */
export interface BrowserPlace {
  pathname: string;
  cookie: string;
  languages: readonly string[];
}

const here = (): BrowserPlace => ({
  pathname: window.location.pathname,
  cookie: document.cookie,
  // An older browser has only navigator.language.
  languages: navigator.languages?.length ? navigator.languages : [navigator.language],
});

/**
 * The server's rule (common/visitLanguage.ts requestLocale), with the browser's own list for its
 * Accept-Language: the address's prefix, else the language chosen in Settings (the cookie), else the
 * first of navigator.languages Marquee offers, else English.
 */
export function browserLocale(place: BrowserPlace = here()): LocaleTag {
  return (
    splitLocalePath(place.pathname).locale ??
    cookieLocale(place.cookie, OFFERED_LOCALES) ??
    firstSupported(place.languages, OFFERED_LOCALES) ??
    DEFAULT_LOCALE
  );
}

/**
 * Decides the page's language and writes it into <html> as the server would have (lang, and dir for
 * a right-to-left language), so that what reads the page's language later (screen readers, the
 * mirrored styles, the update notice) reads the same one.
 */
export function pageLanguageFromBrowser(place?: BrowserPlace): LocaleTag {
  const tag = browserLocale(place);
  const { dir } = localeOf(tag);
  document.documentElement.lang = tag;
  document.documentElement.dir = dir;
  return tag;
}
