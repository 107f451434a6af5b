/**
 * What the server answers for a page address, read from the app's own route table (./pagePaths) and
 * matched the way the app's router (react-router) matches it: segments compared without regard to
 * case, trailing slashes ignored, an optional parameter allowed to be absent, the path percent-decoded
 * first. __tests__/web/app/pageStatus.test.ts holds this against react-router's own matchRoutes over
 * the app's routes. (The server does not load react-router itself: its types bring React's global
 * DOM stubs into the server's type check.)
 */
import { LIST_WORDS, PAGES } from './pagePaths';
import type { ParamCheck } from './pagePaths';

export type PageStatus =
  /** A page of the app. */
  | { kind: 'page' }
  /** No page: the app shows its not-found screen, or the spec's slug error for a malformed slug. */
  | { kind: 'notFound' }
  /** A bare list word: its list's path. */
  | { kind: 'redirect'; to: string };

interface Pattern {
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
    regex: new RegExp(`^${source || '\\/'}\\/*$`, 'i'),
    names,
    staticSegments,
    params,
    redirect,
  };
}

const PATTERNS: Pattern[] = [
  compile('/'),
  ...Object.values(PAGES).map((page) =>
    compile(page.path, 'params' in page ? (page.params as Record<string, ParamCheck>) : {}),
  ),
  ...Object.entries(LIST_WORDS).map(([word, to]) => compile(word, {}, to)),
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
  return { kind: 'page' };
}
