import type { Genre, MediaType } from '@/services/types';

import { MOVIE_GENRES, TV_GENRES } from './tmdbGenres';

export { MOVIE_GENRES, TV_GENRES };

/** The fixed genre list of a media type: the filter works offline and without a request. */
export function genresFor(mediaType: MediaType): readonly Genre[] {
  return mediaType === 'tv' ? TV_GENRES : MOVIE_GENRES;
}
