/**
 * The actor and collection pages' meta descriptions, written from facts only (never a biography:
 * DECISIONS "Content"); each page's chunk carries them, no other page's.
 */

export interface ActorFacts {
  name: string;
  department?: string;
  /** Distinct movies and shows among the person's credits (`personTitleCount`). */
  movies: number;
  shows: number;
}

/** An actor page's meta description: 'Brad Pitt, known for acting: 80 movies and 12 TV shows, …'. */
export function actorDescription({ name, department, movies, shows }: ActorFacts): string {
  const known = department ? `, known for ${department.toLowerCase()}` : '';
  const movieWord = movies === 1 ? 'movie' : 'movies';
  const showWord = shows === 1 ? 'TV show' : 'TV shows';
  return `${name}${known}: ${movies} ${movieWord} and ${shows} ${showWord}, with biography and social links.`;
}

/** A collection's number of parts: '1 part', '9 parts'. */
export function partCount(count: number): string {
  return count === 1 ? '1 part' : `${count} parts`;
}

/** A collection page's meta description. */
export function collectionDescription(name: string, parts: number): string {
  return `${name}: ${partCount(parts)}, listed in release order with the year and type of each.`;
}
