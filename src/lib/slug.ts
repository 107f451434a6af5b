import type { MediaType } from '@common/mediaType';
import { titleSlugId } from '@common/pagePaths';
import { toSlug } from '@common/pageText';

/** Shared with the server, which writes a title's canonical URL into its link preview. */
export { toSlug };

export type SlugResult = { ok: true; id: number } | { ok: false; error: string };

/** The id of a slug: the number before the first hyphen. Spec errors: 'No slug provided', 'Invalid slug format'. */
export function parseSlug(slug: string | undefined | null): SlugResult {
  if (!slug) return { ok: false, error: 'No slug provided' };
  const id = titleSlugId(slug);
  return id === null ? { ok: false, error: 'Invalid slug format' } : { ok: true, id };
}

export type DetailType = MediaType | 'person' | 'collection';

/** The detail route of a catalogue item: /movie/{slug}, /tv/{slug}, /actor/{slug}, /collection/{id}. */
export function detailPath(type: DetailType, id: number, title?: string | null): string {
  if (type === 'person') return `/actor/${toSlug(id, title)}`;
  if (type === 'collection') return `/collection/${id}`;
  return `/${type}/${toSlug(id, title)}`;
}

/** A season's own page: /tv/{slug}/episodes/{season}. */
export function seasonEpisodesPath(show: { id: number; name: string }, season: number): string {
  return `/tv/${toSlug(show.id, show.name)}/episodes/${season}`;
}

/** Player routes (spec): /player/movie/{id} and /player/tv/{id}/{season}/{episode}. */
export function playerPath(type: MediaType, id: number | string, season = 1, episode = 1): string {
  return type === 'movie' ? `/player/movie/${id}` : `/player/tv/${id}/${season}/${episode}`;
}

/**
 * The path with its `slug` segment replaced by `canonical`, or null when it already reads that way.
 * A link whose id is right but whose words are not (an old or hand-typed one) is corrected this way.
 */
export function canonicalSlugPath(
  pathname: string,
  slug: string | undefined,
  canonical: string | undefined,
): string | null {
  if (!slug || !canonical || slug === canonical) return null;
  const segments = pathname.split('/');
  const index = segments.findIndex((segment) => {
    try {
      return decodeURIComponent(segment) === slug;
    } catch {
      return segment === slug;
    }
  });
  if (index < 0) return null;
  segments[index] = canonical;
  return segments.join('/');
}
