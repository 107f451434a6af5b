/**
 * The head of a page of the app as the server writes it into index.html: its title, description,
 * canonical URL and each language's address of the page, and the Open Graph and Twitter card tags a
 * chat app or search engine reads without running the app. Every value is escaped here; callers pass
 * plain text.
 */
import { withoutControlCharacters } from '../../common/controlCharacters';
import { DEFAULT_LOCALE, OFFERED_LOCALES, localePath } from '../../common/locales';
import type { LocaleTag } from '../../common/locales';

export type OgType = 'website' | 'video.movie' | 'video.tv_show' | 'profile';

export interface PageImage {
  /** Absolute URL. */
  url: string;
  /** Plain words for who cannot see it. */
  alt: string;
  /** Wide enough for a large card (a backdrop), rather than a poster or portrait. */
  wide: boolean;
}

export interface PageHead {
  /** The tab title, site name included ('Fight Club (1999) · Marquee'). */
  title: string;
  /** The title alone, for the cards ('Fight Club (1999)'). */
  cardTitle: string;
  description: string;
  /**
   * The page's own path without a language prefix ('/movie/550-fight-club'), or null when it has
   * none worth naming (a page per visitor, or a not-found one).
   */
  path: string | null;
  ogType: OgType;
  image: PageImage | null;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for an HTML attribute value in double quotes, or for element content. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}

/**
 * Control characters (which no tag needs) dropped and runs of white space made one space; a
 * no-break space is kept (French writes a narrow one before a colon, which must not break the line).
 */
function plain(text: string): string {
  return withoutControlCharacters(text, {}, ' ')
    .replace(/[^\S\u00a0\u2007\u202f]+/g, ' ')
    .trim();
}

const meta = (attribute: 'name' | 'property', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(plain(value))}">`;

/** Which address of a page is sent: its language, and whether the address named it (`/de/...`). */
export interface HeadPlace {
  locale: LocaleTag;
  /** The address has a language prefix; else it is the page in the visitor's language. */
  prefixed: boolean;
}

const UNPREFIXED: HeadPlace = { locale: DEFAULT_LOCALE, prefixed: false };

/**
 * The page's addresses (common/locales.ts), made absolute by `origin`:
 * - `canonical`: the address sent. A prefixed address (`/de/movie/550-fight-club`) is the page in
 *   one language, whoever asks: its own canonical URL, so that each language is indexed as itself.
 *   An unprefixed one (`/movie/550-fight-club`) is the page in the reader's language, the address
 *   shared links and the site's own links use: its own canonical URL too, never a language's, so
 *   that a search engine does not fold it into one language.
 * - `alternates`: each offered language's address (hreflang, its tag), and the unprefixed one as
 *   `x-default`, the address for a reader of any other language. A language not yet offered
 *   (OFFERED_LOCALES) is reachable under its prefix for its translators, and not named to crawlers.
 */
export function pageAddresses(
  path: string,
  origin: string,
  place: HeadPlace = UNPREFIXED,
): { canonical: string; alternates: { hreflang: string; href: string }[] } {
  const unprefixed = `${origin}${path}`;
  return {
    canonical: place.prefixed ? `${origin}${localePath(place.locale, path)}` : unprefixed,
    alternates: [
      ...OFFERED_LOCALES.map((tag) => ({
        hreflang: tag,
        href: `${origin}${localePath(tag, path)}`,
      })),
      { hreflang: 'x-default', href: unprefixed },
    ],
  };
}

/**
 * The tags, in one string. `origin` ('https://films.example.org') makes the page's URLs absolute;
 * with none, the tags that need an absolute URL (canonical, alternates, og:url) are left out.
 * `imageOrigin`, the image host the app's posters come from (IMAGE_BASE_URL's origin), gets a
 * preconnect; with none, no host is named. `place` is the address's language (pageAddresses).
 */
export function headTags(
  head: PageHead,
  siteName: string,
  origin: string | null,
  imageOrigin: string | null = null,
  place: HeadPlace = UNPREFIXED,
): string {
  const addresses = origin && head.path ? pageAddresses(head.path, origin, place) : null;
  const url = addresses?.canonical ?? null;
  const tags = [
    `<title>${escapeHtml(plain(head.title))}</title>`,
    meta('name', 'description', head.description),
  ];
  if (imageOrigin)
    tags.push(`<link rel="preconnect" href="${escapeHtml(imageOrigin)}" crossorigin>`);
  if (url) tags.push(`<link rel="canonical" href="${escapeHtml(url)}">`);
  for (const { hreflang, href } of addresses?.alternates ?? []) {
    tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`);
  }
  tags.push(
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.cardTitle),
    meta('property', 'og:description', head.description),
  );
  if (url) tags.push(meta('property', 'og:url', url));
  if (head.image) {
    tags.push(
      meta('property', 'og:image', head.image.url),
      meta('property', 'og:image:alt', head.image.alt),
    );
  }
  tags.push(
    meta('name', 'twitter:card', head.image?.wide ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.cardTitle),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image) {
    tags.push(
      meta('name', 'twitter:image', head.image.url),
      meta('name', 'twitter:image:alt', head.image.alt),
    );
  }
  return tags.join('');
}

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title\s*>/i;
const DESCRIPTION = /<meta\s[^>]*\bname\s*=\s*["']?description\b["']?[^>]*>/gi;
const CANONICAL = /<link\s[^>]*\brel\s*=\s*["']?canonical\b["']?[^>]*>/gi;
const ALTERNATE_LANGUAGE = /<link\s[^>]*\bhreflang\s*=[^>]*>/gi;
const OPEN_GRAPH = /<meta\s[^>]*\b(?:property|name)\s*=\s*["']?(?:og|twitter):[^>]*>/gi;
const PRECONNECT = /<link\s[^>]*\brel\s*=\s*["']?preconnect\b["']?[^>]*>/gi;

/**
 * index.html with `tags` in place of its own title and description (and any canonical, language
 * alternate, card or preconnect tags it carries, such as an older build's): where its title was, else at the end of its
 * head, else at its start.
 */
export function withHead(template: string, tags: string): string {
  const marker = '\u0000head\u0000';
  let html = template
    .replace(DESCRIPTION, '')
    .replace(CANONICAL, '')
    .replace(ALTERNATE_LANGUAGE, '')
    .replace(OPEN_GRAPH, '')
    .replace(PRECONNECT, '')
    .replace(TITLE, marker);
  if (!html.includes(marker)) {
    const headEnd = /<\/head\s*>/i.exec(html);
    const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
    const at = headEnd ? headEnd.index : doctype ? doctype[0].length : 0;
    html = `${html.slice(0, at)}${marker}${html.slice(at)}`;
  }
  // A function, so that `$` in the tags is never read as a replacement pattern.
  return html.replace(marker, () => tags);
}
