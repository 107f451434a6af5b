export const IMAGE_HOST = 'https://image.tmdb.org';

export type ImageSize = 'w92' | 'w185' | 'w342' | 'w500' | 'w780' | 'w1280' | 'original';

/** `{imageHost}/t/p/{size}{path}`, or null when the item has no image. */
export function imageUrl(path: string | null | undefined, size: ImageSize = 'w500'): string | null {
  if (!path || !path.startsWith('/')) return null;
  return `${IMAGE_HOST}/t/p/${size}${path}`;
}
