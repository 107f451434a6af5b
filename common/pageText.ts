/**
 * The words a page says about itself in the document head (its tab title and meta description) and
 * its canonical slug, written from facts only (never a title's overview or a person's biography:
 * DECISIONS "Content"). Shared so that the app's head and the server's link previews say the same.
 */
import type { Genre } from './tmdb';
import type { MediaType } from './mediaType';

/** The browser tab's title for a page: `{page} · {site name}`. */
export function tabTitle(page: string, siteName: string): string {
  return `${page} · ${siteName}`;
}

/**
 * A detail path slug: the numeric id, a hyphen, then the title lower-cased with spaces and underscores
 * turned to hyphens, other symbols removed, repeated hyphens collapsed and edge hyphens trimmed (spec).
 */
export function toSlug(id: number, title?: string | null): string {
  const words = (title ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return words ? `${id}-${words}` : String(id);
}

/** The page title of a detail page: 'Fight Club (1999)', or the title alone without a year. */
export function detailPageTitle(title: string, year: string): string {
  return year ? `${title} (${year})` : title;
}

/** 'A', 'A and B', 'A, B and C'. */
function listWords(words: readonly string[]): string {
  if (words.length < 2) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

export interface DescriptionFacts {
  type: MediaType;
  title: string;
  year: string;
  genres?: readonly Genre[];
  numberOfSeasons?: number;
  siteName: string;
}

/**
 * A title page's meta description: 'Fight Club (1999): Drama film. Cast, rating, similar titles and
 * recommendations on Marquee.'
 */
export function detailDescription({
  type,
  title,
  year,
  genres = [],
  numberOfSeasons,
  siteName,
}: DescriptionFacts): string {
  const kind = listWords(genres.slice(0, 3).map((genre) => genre.name));
  const noun = type === 'movie' ? 'film' : 'TV series';
  let what = kind ? `${kind} ${noun}` : noun;
  if (type === 'tv' && numberOfSeasons && numberOfSeasons > 0) {
    what += `, ${numberOfSeasons} ${numberOfSeasons === 1 ? 'season' : 'seasons'}`;
  }
  const kindOfTitle = what.charAt(0).toUpperCase() + what.slice(1);
  return `${detailPageTitle(title, year)}: ${kindOfTitle}. Cast, rating, similar titles and recommendations on ${siteName}.`;
}

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
