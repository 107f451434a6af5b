/** The two kinds of title TMDB catalogues: the server's routes and the app's screens both branch on it. */
export type MediaType = 'movie' | 'tv';

export const MEDIA_TYPES: readonly MediaType[] = ['movie', 'tv'];

/** True for 'movie' and 'tv': guards values read from URLs, storage and TMDB answers. */
export function isMediaType(value: unknown): value is MediaType {
  return value === 'movie' || value === 'tv';
}
