import type { FilmographyRole } from '@/lib/filmography';

/** A kind of title a person's credits are listed by. */
export type FilmographyKind = 'movie' | 'tv';

const KIND: Record<FilmographyKind, { tab: string; title: string; one: string; many: string }> = {
  movie: { tab: 'Movies', title: 'Movie', one: 'movie', many: 'movies' },
  tv: { tab: 'TV Shows', title: 'TV Show', one: 'TV show', many: 'TV shows' },
};

/** The label of each role where a person has both (the filmography's switch). */
export const ROLE_LABEL: Record<FilmographyRole, string> = { acting: 'Acting', crew: 'Crew' };

/** The words of a list of one role and kind of a person's credits. */
export interface CreditWords {
  /** The filmography tab: 'Movies', 'TV Shows'. */
  tab: string;
  /** One title and many: 'movie' / 'movies'. */
  one: string;
  many: string;
  /** The profile's section: 'Movie Appearances' (spec), 'Movie Crew Credits'. */
  section: string;
  /** What a credit is, before 'credit(s)': 'movie', 'movie crew'. */
  credit: string;
  /** The credits in a sentence: 'movies', 'movie crew credits'. */
  listed: string;
  /** The list's (hidden) heading and name: 'Movie credits', 'Movie crew credits'. */
  heading: string;
  /** The empty state: 'No movies found' (spec) and its line. */
  emptyTitle: string;
  emptyText: string;
}

/**
 * The words for a person's `role` credits of `kind`, the person called by their department's noun
 * ('Actor', 'Director'). An actor's acting reads as the spec words it ('This actor hasn't appeared in
 * any movies yet.').
 */
export function creditWords(
  role: FilmographyRole,
  kind: FilmographyKind,
  noun: string,
): CreditWords {
  const { tab, title, one, many } = KIND[kind];
  const acting = role === 'acting';
  const credit = acting ? one : `${one} crew`;
  const person = noun.toLowerCase();
  return {
    tab,
    one,
    many,
    section: acting ? `${title} Appearances` : `${title} Crew Credits`,
    credit,
    listed: acting ? many : `${credit} credits`,
    heading: `${credit.charAt(0).toUpperCase()}${credit.slice(1)} credits`,
    emptyTitle: `No ${many} found`,
    emptyText: acting
      ? `This ${person} hasn't appeared in any ${many} yet.`
      : `This ${person} has no crew credits on any ${many} yet.`,
  };
}

/** '3 movie crew credits', '1 TV show credit'. */
export function creditCount(count: number, words: CreditWords): string {
  return `${count.toLocaleString('en-US')} ${words.credit} ${count === 1 ? 'credit' : 'credits'}`;
}
