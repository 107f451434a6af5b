/**
 * TMDB's fixed genre lists (spec 01, section 3), in the order TMDB's /genre/{type}/list answers them.
 * The app's filter and the server's demo catalogue both read them, so the two always agree.
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
  { id: 28, name: 'Action' },
  { id: 12, name: 'Adventure' },
  { id: 16, name: 'Animation' },
  { id: 35, name: 'Comedy' },
  { id: 80, name: 'Crime' },
  { id: 99, name: 'Documentary' },
  { id: 18, name: 'Drama' },
  { id: 10751, name: 'Family' },
  { id: 14, name: 'Fantasy' },
  { id: 36, name: 'History' },
  { id: 27, name: 'Horror' },
  { id: 10402, name: 'Music' },
  { id: 9648, name: 'Mystery' },
  { id: 10749, name: 'Romance' },
  { id: 878, name: 'Science Fiction' },
  { id: 10770, name: 'TV Movie' },
  { id: 53, name: 'Thriller' },
  { id: 10752, name: 'War' },
  { id: 37, name: 'Western' },
];

export const TV_GENRES: readonly Genre[] = [
  { id: 10759, name: 'Action & Adventure' },
  { id: 16, name: 'Animation' },
  { id: 35, name: 'Comedy' },
  { id: 80, name: 'Crime' },
  { id: 99, name: 'Documentary' },
  { id: 18, name: 'Drama' },
  { id: 10751, name: 'Family' },
  { id: 10762, name: 'Kids' },
  { id: 9648, name: 'Mystery' },
  { id: 10763, name: 'News' },
  { id: 10764, name: 'Reality' },
  { id: 10765, name: 'Sci-Fi & Fantasy' },
  { id: 10766, name: 'Soap' },
  { id: 10767, name: 'Talk' },
  { id: 10768, name: 'War & Politics' },
  { id: 37, name: 'Western' },
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
