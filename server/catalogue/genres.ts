/** TMDB's fixed genre lists (spec 01, section 3), in the order TMDB's /genre/{type}/list answers them. */
export interface Genre {
  id: number;
  name: string;
}

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

const byId = new Map<number, string>();
for (const g of [...TV_GENRES, ...MOVIE_GENRES]) byId.set(g.id, g.name);

/** Genre name for an id from either list; undefined for ids TMDB does not define. */
export function genreName(id: number): string | undefined {
  return byId.get(id);
}

/** Genre objects (`{id, name}`) for a list of ids, dropping unknown ids. */
export function genresFor(ids: readonly number[]): Genre[] {
  const out: Genre[] = [];
  for (const id of ids) {
    const name = byId.get(id);
    if (name) out.push({ id, name });
  }
  return out;
}
