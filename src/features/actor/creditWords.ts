import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural, select } from '@lingui/core/macro';

import type { FilmographyRole, PersonNoun } from '@/lib/filmography';
import { formatNumber } from '@/lib/intlFormats';

/** A kind of title a person's credits are listed by. */
export type FilmographyKind = 'movie' | 'tv';

/** The profile's section of each role and kind of a person's credits. */
const SECTION: Record<FilmographyKind, Record<FilmographyRole, MessageDescriptor>> = {
  movie: { acting: msg`Movie Appearances`, crew: msg`Movie Crew Credits` },
  tv: { acting: msg`TV Show Appearances`, crew: msg`TV Show Crew Credits` },
};

/** The words of a list of one role and kind of a person's credits, in the page's language. */
export interface CreditWords {
  /** The profile's section: 'Movie Appearances' (spec), 'Movie Crew Credits'. */
  section: string;
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
  i18n: I18n,
  role: FilmographyRole,
  kind: FilmographyKind,
  noun: PersonNoun,
): CreditWords {
  return {
    section: i18n._(SECTION[kind][role]),
    emptyTitle: kind === 'movie' ? i18n._(msg`No movies found`) : i18n._(msg`No TV shows found`),
    emptyText:
      role === 'acting'
        ? i18n._(
            msg`${select(noun, {
              Actor: 'This actor',
              Director: 'This director',
              Writer: 'This writer',
              Creator: 'This creator',
              Producer: 'This producer',
              Editor: 'This editor',
              other: 'This crew',
            })} hasn't appeared in any ${select(kind, { movie: 'movies', other: 'TV shows' })} yet.`,
          )
        : i18n._(
            msg`${select(noun, {
              Actor: 'This actor',
              Director: 'This director',
              Writer: 'This writer',
              Creator: 'This creator',
              Producer: 'This producer',
              Editor: 'This editor',
              other: 'This crew',
            })} has no crew credits on any ${select(kind, { movie: 'movies', other: 'TV shows' })} yet.`,
          ),
  };
}

/**
 * '3 movie crew credits', '1 TV show credit'. `shown` is the count as written (the filmography writes
 * it with thousands separators, the profile's link as it is).
 */
export function creditCount(
  i18n: I18n,
  count: number,
  role: FilmographyRole,
  kind: FilmographyKind,
  shown = formatNumber(count, i18n.locale),
): string {
  if (kind === 'movie') {
    return role === 'acting'
      ? i18n._(
          msg`${plural(count, { one: `${shown} movie credit`, other: `${shown} movie credits` })}`,
        )
      : i18n._(
          msg`${plural(count, { one: `${shown} movie crew credit`, other: `${shown} movie crew credits` })}`,
        );
  }
  return role === 'acting'
    ? i18n._(
        msg`${plural(count, { one: `${shown} TV show credit`, other: `${shown} TV show credits` })}`,
      )
    : i18n._(
        msg`${plural(count, { one: `${shown} TV show crew credit`, other: `${shown} TV show crew credits` })}`,
      );
}
