/**
 * The app's pages as the server sees them, to answer 404 for an address that names no page (the app
 * still shows its own screen for it: DECISIONS "Unknown addresses are 404s") and to send the bare list
 * words to their lists. Each page's path pattern is the app's route (react-router syntax, below the
 * root), with the shape its parameters must have for the page to exist: a malformed slug (`/movie/abc`)
 * is a 404 too, though the app answers it with the spec's slug error screen, since no page is there.
 *
 * Addresses are matched the way the app's router (react-router) matches them: segments compared
 * without regard to case, trailing slashes ignored, an optional parameter allowed to be absent, the
 * path percent-decoded first. __tests__/web/app/pageStatus.test.ts holds this against react-router's
 * own matchRoutes over the app's routes. (The server does not load react-router itself: its types bring
 * React's global DOM stubs into the server's type check.)
 */
import { actorRefOf, collectionRefOf } from './nameSlugs';
import { LIST_WORDS, episodeNumber, seasonNumber, titleSlugId } from './pagePaths';

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
  /**
   * The query parameters the page reads (none when absent). An address with any other is sent to the
   * same address without them (server/app.ts): a tracking parameter (`utm_source`, `fbclid`) must not
   * make every visitor's link a page of its own to render and keep.
   */
  query?: readonly string[];
  /**
   * The page may turn out to be a redirect once rendered (a search past its last page, an episode's
   * player without its episode): its answer waits for the render to decide (server/render/appPages.ts);
   * any other page's head is sent before it is rendered.
   */
  redirects?: true;
}

/** What a list of titles reads: its page, filters and sort (src/lib/listQuery.ts). */
const LIST_QUERY = [
  'page',
  'with_genres',
  'primary_release_year',
  'first_air_date_year',
  'sort_by',
  'with_watch_providers',
  'watch_region',
] as const;
/** What a saved list reads: its tab and page (src/features/lists/myLists/savedList.ts). */
const SAVED_LIST_QUERY = ['type', 'page'] as const;
/** What an actor's filmography reads (src/features/actor/filmographyUrl.ts). */
const FILMOGRAPHY_QUERY = ['role', 'sort', 'page'] as const;

/**
 * Every page but home (the root's index), by name: the same paths as src/app/routes.tsx's, which
 * __tests__/web/app/pageStatus.test.ts holds equal (the app writes them as literals, so that this
 * table and its checks stay out of every first load).
 */
export const PAGES = {
  movies: { path: 'movies', query: LIST_QUERY },
  tvShows: { path: 'tv-shows', query: LIST_QUERY },
  trending: { path: 'trending', query: [...LIST_QUERY, 'window'] },
  fanFavorites: { path: 'fan-favorites', query: [...LIST_QUERY, 'type'] },
  airingShows: { path: 'airing-shows', query: ['page'] },
  collections: { path: 'collections', query: ['category', 'page'] },
  search: { path: 'search', query: ['q', 'page', 'media_type', 'literal'], redirects: true },
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
  // /actor names no one: the not-found page (DECISIONS: "/actor with no name is a 404 page").
  actor: { path: 'actor/:slug', params: { slug: actorSlug } },
  filmographyMovies: {
    path: 'actor/:slug/movies',
    params: { slug: actorSlug },
    query: FILMOGRAPHY_QUERY,
  },
  filmographyTv: { path: 'actor/:slug/tv', params: { slug: actorSlug }, query: FILMOGRAPHY_QUERY },
  continueWatching: { path: 'continue-watching', query: SAVED_LIST_QUERY },
  watchlist: { path: 'watchlist', query: SAVED_LIST_QUERY },
  favorites: { path: 'favorites', query: SAVED_LIST_QUERY },
  diary: { path: 'diary' },
  forYou: { path: 'for-you', query: ['type'] },
  stats: { path: 'stats', query: ['period'] },
  calendar: { path: 'calendar' },
  // Optional, so that /player/movie/ says the media information is invalid (spec); a 404 too.
  moviePlayer: { path: 'player/movie/:slug?', params: { slug: titleSlug } },
  // A path lacking the season or episode goes to the show's page (spec), so those may be absent.
  tvPlayer: {
    path: 'player/tv/:slug?/:season?/:episode?',
    redirects: true,
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

/** Whether the page may turn out to be a redirect once rendered (PagePattern.redirects). */
export function pageMayRedirect(name: PageName): boolean {
  return name !== 'home' && (PAGES[name] as PagePattern).redirects === true;
}

/** A page of the app by name: PAGES' keys, and the home page. */
export type PageName = keyof typeof PAGES | 'home';

/**
 * The address without the query parameters its page does not read (the others in their order), or
 * null when it has none to drop. `url` is a request's path and query.
 */
export function withoutUnreadQuery(url: string, name: PageName): string | null {
  const at = url.indexOf('?');
  if (at < 0) return null;
  const read: readonly string[] = name === 'home' ? [] : ((PAGES[name] as PagePattern).query ?? []);
  const params = new URLSearchParams(url.slice(at + 1));
  const kept = [...params].filter(([key]) => read.includes(key));
  if (kept.length === [...params].length && url.length > at + 1) return null;
  const query = new URLSearchParams(kept).toString();
  return `${url.slice(0, at)}${query ? `?${query}` : ''}`;
}

export type PageStatus =
  /** A page of the app. */
  | { kind: 'page'; name: PageName }
  /** No page: the app shows its not-found screen, or the spec's slug error for a malformed slug. */
  | { kind: 'notFound' }
  /** A bare list word: its list's path. */
  | { kind: 'redirect'; to: string };

interface Pattern {
  name?: PageName;
  regex: RegExp;
  /** The parameters' names, in the order of the regex's groups. */
  names: string[];
  /** Static segments: the more, the better the match (react-router ranks them first too). */
  staticSegments: number;
  params: Record<string, ParamCheck>;
  redirect?: string;
}

const escapeRegex = (text: string) => text.replace(/[\\.*+^${}|()[\]?]/g, '\\$&');

/** A route path as a regex, the way react-router compiles one (case-insensitive, end of path). */
function compile(
  name: PageName | undefined,
  path: string,
  params: Record<string, ParamCheck> = {},
  redirect?: string,
): Pattern {
  const names: string[] = [];
  let source = '';
  let staticSegments = 0;
  for (const segment of path.split('/').filter(Boolean)) {
    const param = /^:([\w-]+)(\?)?$/.exec(segment);
    if (param) {
      names.push(param[1]!);
      source += param[2] ? '(?:\\/([^\\/]+))?' : '\\/([^\\/]+)';
    } else {
      staticSegments++;
      source += `\\/${escapeRegex(segment)}`;
    }
  }
  return {
    name,
    regex: new RegExp(`^${source || '\\/'}\\/*$`, 'i'),
    names,
    staticSegments,
    params,
    redirect,
  };
}

const PATTERNS: Pattern[] = [
  compile('home', '/'),
  ...Object.entries(PAGES).map(([name, page]) =>
    compile(
      name as PageName,
      page.path,
      'params' in page ? (page.params as Record<string, ParamCheck>) : {},
    ),
  ),
  ...Object.entries(LIST_WORDS).map(([word, to]) => compile(undefined, word, {}, to)),
];

/** The path with each segment percent-decoded (a decoded `/` kept encoded), or null when one cannot be. */
function decodePath(pathname: string): string | null {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return null;
  }
}

/**
 * The status of the page at `pathname` (a URL's path, still percent-encoded): a page, a redirect to a
 * list, or not found (no route, or a parameter of the wrong shape).
 */
export function pageStatus(pathname: string): PageStatus {
  const decoded = pathname.startsWith('/') ? decodePath(pathname) : null;
  if (decoded === null) return { kind: 'notFound' };
  let best: { pattern: Pattern; values: (string | undefined)[] } | null = null;
  for (const pattern of PATTERNS) {
    const match = pattern.regex.exec(decoded);
    if (match && (!best || pattern.staticSegments > best.pattern.staticSegments)) {
      best = { pattern, values: match.slice(1) };
    }
  }
  if (!best) return { kind: 'notFound' };
  const { pattern, values } = best;
  if (pattern.redirect) return { kind: 'redirect', to: pattern.redirect };
  const params = Object.fromEntries(
    pattern.names.map((name, index) => [name, values[index]?.replace(/%2F/g, '/')]),
  );
  for (const [name, check] of Object.entries(pattern.params)) {
    if (!check(params[name])) return { kind: 'notFound' };
  }
  return { kind: 'page', name: pattern.name ?? 'home' };
}
