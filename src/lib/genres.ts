import type { Genre, MediaType } from '@/services/types';

// TMDB's fixed genre lists (spec 01, section 3): the filter works offline and without a request. One
// copy serves the app and the demo catalogue; that module is data only, with no server dependencies.
import { MOVIE_GENRES, TV_GENRES } from '../../server/catalogue/genres';

export { MOVIE_GENRES, TV_GENRES };

/** The fixed genre list of a media type. */
export function genresFor(mediaType: MediaType): readonly Genre[] {
  return mediaType === 'tv' ? TV_GENRES : MOVIE_GENRES;
}
