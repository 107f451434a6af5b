/**
 * A title page's meta description, written from facts only (never an overview: DECISIONS
 * "Content"). Apart from ./pageText so that only title pages (and the server's link previews) carry
 * its words, not every page's first load; the actor's and the collection's are ./personDescriptions'.
 */
import { detailPageTitle } from './pageText';
import type { MediaType } from './mediaType';
import type { Genre } from './tmdb';

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
