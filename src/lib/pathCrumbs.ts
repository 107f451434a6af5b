import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { Crumb, CrumbMediaType } from './breadcrumbs';
import { detailPath, parseSlug } from './slug';

/**
 * Crumbs read from a path, for the title, actor, collection and player pages, whose crumbs name what
 * their path's slugs resolve to.
 */

/**
 * Friendly labels of the fixed segments of those paths (matched lower-cased). `to` replaces the
 * segment's own path where that is not a page (/movie → /movies); null leaves the crumb unlinked.
 */
const MOVIES = msg`Movies`;

const SEGMENTS: Record<string, { message: MessageDescriptor; to?: string | null }> = {
  movie: { message: MOVIES, to: '/movies' },
  tv: { message: msg`TV Shows`, to: '/tv-shows' },
  collection: { message: msg`Collections`, to: '/collections' },
  // No list of people exists (the spec gives /actors no content): the crumb names the section only,
  // 'People' since directors and writers have their pages here too.
  actor: { message: msg`People`, to: null },
  // A person's filmography (/actor/{slug}/movies, /actor/{slug}/tv).
  movies: { message: MOVIES },
  episodes: { message: msg`Episodes`, to: null },
};

/** Segments that never make a crumb of their own. */
const SKIPPED = new Set(['season', 'player']);

const MEDIA_SEGMENTS: Record<string, CrumbMediaType> = {
  movie: 'movie',
  tv: 'tv',
  actor: 'person',
  collection: 'collection',
};

/** A table's own entry (so /constructor is not read from Object's prototype). */
function own<T>(table: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The crumbs of a path after Home: one per segment with a friendly label. A slug after movie/, tv/,
 * actor/ or collection/ becomes a media crumb; season numbers after episodes/ or season/ (and in TV
 * player paths) are named; 'season', 'player', ids nothing resolves and any segment without a label
 * of ours are skipped, never named after their own words.
 */
export function breadcrumbTrail(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean).map(decode);
  const crumbs: Crumb[] = [];
  const isTvPlayer = segments[0] === 'player' && segments[1] === 'tv';
  let path = '';
  segments.forEach((segment, index) => {
    path += `/${encodeURIComponent(segment)}`;
    const lower = segment.toLowerCase();
    const previous = segments[index - 1]?.toLowerCase() ?? '';
    const isNumber = /^\d+$/.test(segment);
    if (SKIPPED.has(lower)) return;
    const type = own(MEDIA_SEGMENTS, previous);
    if (type) {
      const slug = parseSlug(segment);
      if (slug.ok) {
        crumbs.push({ key: path, to: detailPath(type, slug.id), media: { type, id: slug.id } });
      }
      return;
    }
    if (
      isNumber &&
      (previous === 'episodes' || previous === 'season' || (isTvPlayer && index === 3))
    ) {
      crumbs.push({
        key: path,
        to: previous === 'episodes' ? path : null,
        message: msg`Season ${segment}`,
      });
      return;
    }
    if (isNumber && isTvPlayer && index === 4) {
      crumbs.push({ key: path, to: null, message: msg`Episode ${segment}` });
      return;
    }
    const known = own(SEGMENTS, lower);
    if (known) {
      crumbs.push({
        key: path,
        to: known.to === undefined ? path : known.to,
        message: known.message,
      });
    }
  });
  return crumbs;
}

/** The crumbs of a path read from its segments (the routes that use it always show the bar). */
export function pathCrumbs(pathname: string): Crumb[] {
  return breadcrumbTrail(pathname);
}
