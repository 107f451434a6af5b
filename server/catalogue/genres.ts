// TMDB's fixed genre lists live with the app (data only), so the filter and the catalogue agree.
import { MOVIE_GENRES, TV_GENRES } from '../../src/lib/tmdbGenres';
import type { Genre } from '../../src/lib/tmdbGenres';

export { MOVIE_GENRES, TV_GENRES };
export type { Genre };

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
