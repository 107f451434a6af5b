/**
 * Breadcrumbs: each route names its crumb in its `handle` (src/app/routes.tsx); the bar reads them from
 * the matched routes, which the app hands it.
 */
import type { MessageDescriptor } from '@lingui/core';

import { pathCrumbs } from './pathCrumbs';

/** The kinds of title a crumb can name, resolved from their details call. */
export type CrumbMediaType = 'movie' | 'tv' | 'person' | 'collection';

export interface Crumb {
  key: string;
  /** Link target; null for a crumb that is not a page. */
  to: string | null;
  label?: string;
  /** The crumb's words as a message, shown in the page's language (Breadcrumbs) in place of `label`. */
  message?: MessageDescriptor;
  /** A title whose label and poster come from its details call. */
  media?: { type: CrumbMediaType; id: number };
}

/**
 * A route's breadcrumb, set in its `handle` (src/app/routes.tsx) and read from the matched routes:
 * - a message (or a label, not translated): one crumb, so named, linking to the matched path;
 * - false: no breadcrumb bar on this page;
 * - a function: the crumbs of the matched path, or false for none;
 * - true: the crumbs its path's segments name (lib/pathCrumbs), for the title, actor and collection
 *   pages. A marker rather than the function itself, so that code stays with the breadcrumb bar (its
 *   own chunk) instead of joining every page's first load with the route table.
 */
export type RouteCrumb =
  string | MessageDescriptor | boolean | ((pathname: string) => Crumb[] | false);

export interface CrumbHandle {
  crumb?: RouteCrumb;
}

/** One matched route: the path it matched and its `handle`. */
export interface CrumbMatch {
  pathname: string;
  handle: unknown;
}

/**
 * The crumbs of the matched routes, outermost first; false when one of them hides the bar.
 * Matches without a crumb add nothing.
 */
export function matchedCrumbs(matches: readonly CrumbMatch[]): Crumb[] | false {
  const crumbs: Crumb[] = [];
  for (const { pathname, handle } of matches) {
    const crumb = (handle as CrumbHandle | undefined)?.crumb;
    if (crumb === undefined) continue;
    if (crumb === false) return false;
    if (typeof crumb === 'string') {
      crumbs.push({ key: pathname, to: pathname, label: crumb });
      continue;
    }
    if (typeof crumb === 'object') {
      crumbs.push({ key: pathname, to: pathname, message: crumb });
      continue;
    }
    const derived = crumb === true ? pathCrumbs(pathname) : crumb(pathname);
    if (derived === false) return false;
    crumbs.push(...derived);
  }
  return crumbs;
}
