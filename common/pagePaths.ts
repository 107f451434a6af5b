/**
 * The addresses of the app's pages, in one table shared by the app and the server: each page's path
 * pattern (react-router's syntax, below the root) and the shape its parameters must have for the page
 * to exist. The app builds its route table from these patterns (src/app/routes.tsx); the server reads
 * the same table to answer 404 for an address that names no page, with the app still showing its own
 * screen (DECISIONS: "Unknown addresses are 404s"). A pattern whose parameter is malformed
 * (`/movie/abc`) is a 404 too: the app answers it with the spec's slug error, but no page is there.
 */

/** The id a title slug names: digits before the first hyphen ('550-fight-club' → 550), or null (spec). */
export function titleSlugId(segment: string | undefined | null): number | null {
  const match = /^(\d{1,10})(?:-|$)/.exec(segment ?? '');
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A season number in a path: digits only, 0 (specials) included; null for anything else. */
export function seasonNumber(segment: string | undefined | null): number | null {
  return segment && /^\d{1,4}$/.test(segment) ? Number(segment) : null;
}

/** An episode number in a path: digits only, from 1; null for anything else. */
export function episodeNumber(segment: string | undefined | null): number | null {
  const number = segment && /^\d{1,5}$/.test(segment) ? Number(segment) : 0;
  return number > 0 ? number : null;
}

/** A slug that is a name rather than an id: its hyphens read as spaces, white space collapsed. */
const nameOf = (segment: string) => segment.replace(/-/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * What a `/collection/:id` segment names (spec): digits are the id; anything else is a name to search
 * for. Null when it names nothing (0, beyond the safe integers, only hyphens and spaces).
 */
export function collectionRefOf(
  segment: string | undefined | null,
): { kind: 'id'; id: number } | { kind: 'name'; name: string } | null {
  if (!segment) return null;
  if (/^\d+$/.test(segment)) {
    const id = Number(segment);
    return Number.isSafeInteger(id) && id > 0 ? { kind: 'id', id } : null;
  }
  const name = nameOf(segment);
  return name ? { kind: 'name', name } : null;
}

/**
 * What an actor slug names (spec): digits and a dash (or digits alone) give the person's id; anything
 * else is a name to search for. Null when it names no one (a bad id, or no letter or digit at all).
 */
export function actorRefOf(
  segment: string | undefined | null,
): { kind: 'id'; id: number } | { kind: 'name'; name: string } | null {
  if (!segment) return null;
  if (/^\d+(?:-|$)/.test(segment)) {
    const id = titleSlugId(segment);
    return id === null ? null : { kind: 'id', id };
  }
  const name = nameOf(segment);
  return /[\p{L}\p{N}]/u.test(name) ? { kind: 'name', name } : null;
}

/** Whether a path parameter (undefined when an optional one is absent) has the shape its page needs. */
export type ParamCheck = (value: string | undefined) => boolean;

const titleSlug: ParamCheck = (value) => titleSlugId(value) !== null;
const actorSlug: ParamCheck = (value) => actorRefOf(value) !== null;
/** An optional number: absent, or well formed. */
const optional =
  (check: (value: string) => boolean): ParamCheck =>
  (value) =>
    value === undefined || check(value);

export interface PagePattern {
  /** react-router's path syntax, below the root ('movie/:slug'). */
  path: string;
  /** The parameters that must be well formed; others may be anything. */
  params?: Record<string, ParamCheck>;
}

/** Every page but home (the root's index), by name; src/app/routes.tsx gives each its screen. */
export const PAGES = {
  movies: { path: 'movies' },
  tvShows: { path: 'tv-shows' },
  trending: { path: 'trending' },
  fanFavorites: { path: 'fan-favorites' },
  airingShows: { path: 'airing-shows' },
  collections: { path: 'collections' },
  search: { path: 'search' },
  movie: { path: 'movie/:slug', params: { slug: titleSlug } },
  tv: { path: 'tv/:slug', params: { slug: titleSlug } },
  season: {
    path: 'tv/:slug/episodes/:season',
    params: { slug: titleSlug, season: (value) => seasonNumber(value) !== null },
  },
  collection: {
    path: 'collection/:id',
    params: { id: (value) => collectionRefOf(value) !== null },
  },
  // Optional, so that /actor/ says 'No slug provided' (spec); it is a 404 all the same.
  actor: { path: 'actor/:slug?', params: { slug: actorSlug } },
  filmographyMovies: { path: 'actor/:slug/movies', params: { slug: actorSlug } },
  filmographyTv: { path: 'actor/:slug/tv', params: { slug: actorSlug } },
  continueWatching: { path: 'continue-watching' },
  watchlist: { path: 'watchlist' },
  favorites: { path: 'favorites' },
  // Optional, so that /player/movie/ says the media information is invalid (spec); a 404 too.
  moviePlayer: { path: 'player/movie/:slug?', params: { slug: titleSlug } },
  // A path lacking the season or episode goes to the show's page (spec), so those may be absent.
  tvPlayer: {
    path: 'player/tv/:slug?/:season?/:episode?',
    params: {
      slug: titleSlug,
      season: optional((value) => seasonNumber(value) !== null),
      episode: optional((value) => episodeNumber(value) !== null),
    },
  },
  userSettings: { path: 'user-settings' },
  terms: { path: 'terms' },
  privacy: { path: 'privacy' },
  cookies: { path: 'cookies' },
  faq: { path: 'FAQ' },
  adBlockers: { path: 'AdBlockers' },
  login: { path: 'login' },
  register: { path: 'register' },
  forgotPassword: { path: 'forgot-password' },
} as const satisfies Record<string, PagePattern>;

export type PageName = keyof typeof PAGES;

/**
 * The bare words of the detail and player paths, each leading to its list (DECISIONS: "Bare list words
 * lead to their lists") rather than the spec's 'No slug provided' or a 404.
 */
export const LIST_WORDS: Readonly<Record<string, string>> = {
  movie: '/movies',
  tv: '/tv-shows',
  airing: '/airing-shows',
  collection: '/collections',
};

/** The tab title of the not-found page, the app's and the server's alike: 'Page not found · Marquee'. */
export const NOT_FOUND_TITLE = 'Page not found';
