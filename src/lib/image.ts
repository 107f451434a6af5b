/** TMDB's image CDN: `{base}/{size}{path}`. The server may name another base, or none (/api/site). */
export const TMDB_IMAGE_BASE = 'https://image.tmdb.org/t/p';

export type ImageSize = 'w92' | 'w185' | 'w342' | 'w500' | 'w780' | 'w1280' | 'original';

/** `{base}/{size}{path}`, or null when there is no base to load from or the item has no image. */
export function imageUrl(
  base: string | null | undefined,
  path: string | null | undefined,
  size: ImageSize = 'w500',
): string | null {
  if (!base || !path || !path.startsWith('/')) return null;
  return `${base}/${size}${path}`;
}
