/**
 * TMDB's fixed genre lists (spec 01, section 3), in the order TMDB's /genre/{type}/list answers them.
 * The app's filter and the server's demo catalogue both read them, so the two always agree.
 *
 * Their names are English, as the demo catalogue and TMDB's English answers spell them, and each is
 * also a message (issue 35): `/*i18n*\/` marks it for `lingui extract`, and its English is its id, so
 * the app shows one in the page's language as `i18n._(genre.name)`. No macro: the server loads this
 * file under tsx, where Lingui's macros do not compile.
 */
import type { MediaType } from './mediaType';
import type { Genre } from './tmdb';

export type { Genre };

/**
 * What a genre filter may name, for the server's validation and the app's URL parsing alike: ids of at
 * most six digits (TMDB's are five at most), and at most 31 of them.
 */
export const MAX_GENRE_ID_DIGITS = 6;
export const MAX_GENRE_IDS = 31;

export const MOVIE_GENRES: readonly Genre[] = [
  { id: 28, name: /*i18n*/ 'Action' },
  { id: 12, name: /*i18n*/ 'Adventure' },
  { id: 16, name: /*i18n*/ 'Animation' },
  { id: 35, name: /*i18n*/ 'Comedy' },
  { id: 80, name: /*i18n*/ 'Crime' },
  { id: 99, name: /*i18n*/ 'Documentary' },
  { id: 18, name: /*i18n*/ 'Drama' },
  { id: 10751, name: /*i18n*/ 'Family' },
  { id: 14, name: /*i18n*/ 'Fantasy' },
  { id: 36, name: /*i18n*/ 'History' },
  { id: 27, name: /*i18n*/ 'Horror' },
  { id: 10402, name: /*i18n*/ 'Music' },
  { id: 9648, name: /*i18n*/ 'Mystery' },
  { id: 10749, name: /*i18n*/ 'Romance' },
  { id: 878, name: /*i18n*/ 'Science Fiction' },
  { id: 10770, name: /*i18n*/ 'TV Movie' },
  { id: 53, name: /*i18n*/ 'Thriller' },
  { id: 10752, name: /*i18n*/ 'War' },
  { id: 37, name: /*i18n*/ 'Western' },
];

export const TV_GENRES: readonly Genre[] = [
  { id: 10759, name: /*i18n*/ 'Action & Adventure' },
  { id: 16, name: /*i18n*/ 'Animation' },
  { id: 35, name: /*i18n*/ 'Comedy' },
  { id: 80, name: /*i18n*/ 'Crime' },
  { id: 99, name: /*i18n*/ 'Documentary' },
  { id: 18, name: /*i18n*/ 'Drama' },
  { id: 10751, name: /*i18n*/ 'Family' },
  { id: 10762, name: /*i18n*/ 'Kids' },
  { id: 9648, name: /*i18n*/ 'Mystery' },
  { id: 10763, name: /*i18n*/ 'News' },
  { id: 10764, name: /*i18n*/ 'Reality' },
  { id: 10765, name: /*i18n*/ 'Sci-Fi & Fantasy' },
  { id: 10766, name: /*i18n*/ 'Soap' },
  { id: 10767, name: /*i18n*/ 'Talk' },
  { id: 10768, name: /*i18n*/ 'War & Politics' },
  { id: 37, name: /*i18n*/ 'Western' },
];

/** The fixed genre list of a media type: the filter works offline and without a request. */
export function genreListOf(mediaType: MediaType): readonly Genre[] {
  return mediaType === 'tv' ? TV_GENRES : MOVIE_GENRES;
}

const nameById = new Map<number, string>();
for (const genre of [...TV_GENRES, ...MOVIE_GENRES]) nameById.set(genre.id, genre.name);

/** Genre name for an id from either list; undefined for ids TMDB does not define. */
export function genreName(id: number): string | undefined {
  return nameById.get(id);
}

/** Genre objects (`{id, name}`) for a list of ids, in their order, dropping unknown ids. */
export function genresByIds(ids: readonly number[]): Genre[] {
  const genres: Genre[] = [];
  for (const id of ids) {
    const name = nameById.get(id);
    if (name) genres.push({ id, name });
  }
  return genres;
}
