/**
 * The words only the filmography page says (creditWords.ts has those the profile says too), apart so
 * the profile's first load does not carry them.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural, select } from '@lingui/core/macro';

import type { FilmographyRole, PersonNoun } from '@/lib/filmography';
import { formatNumber } from '@/lib/intlFormats';

import type { FilmographyKind } from './creditWords';

/** The label of each role where a person has both (the filmography's switch). */
export const ROLE_LABEL: Record<FilmographyRole, MessageDescriptor> = {
  acting: msg`Acting`,
  crew: msg`Crew`,
};

// Said alike in a sentence and as a heading.
const TV_CREW_CREDITS = msg`TV show crew credits`;

/** The filmography tab of each kind. */
const TAB: Record<FilmographyKind, MessageDescriptor> = { movie: msg`Movies`, tv: msg`TV Shows` };

/** The credits in a sentence. */
const LISTED: Record<FilmographyKind, Record<FilmographyRole, MessageDescriptor>> = {
  movie: { acting: msg`movies`, crew: msg`movie crew credits` },
  tv: { acting: msg`TV shows`, crew: TV_CREW_CREDITS },
};

/** The list's (hidden) heading and name of each role and kind. */
const HEADING: Record<FilmographyKind, Record<FilmographyRole, MessageDescriptor>> = {
  movie: { acting: msg`Movie credits`, crew: msg`Movie crew credits` },
  tv: { acting: msg`TV show credits`, crew: TV_CREW_CREDITS },
};

/** The filmography's words for a person's `role` credits of `kind`, the person called by `noun`. */
export function filmographyWords(
  i18n: I18n,
  role: FilmographyRole,
  kind: FilmographyKind,
  noun: PersonNoun,
): { tab: string; listed: string; heading: string; badge: string } {
  return {
    tab: i18n._(TAB[kind]),
    listed: i18n._(LISTED[kind][role]),
    heading: i18n._(HEADING[kind][role]),
    badge: i18n._(
      msg`${select(noun, {
        Actor: 'Actor Filmography',
        Director: 'Director Filmography',
        Writer: 'Writer Filmography',
        Creator: 'Creator Filmography',
        Producer: 'Producer Filmography',
        Editor: 'Editor Filmography',
        other: 'Crew Filmography',
      })}`,
    ),
  };
}

/** The filmography's count line: 'Found 12 movies', 'Found 1 TV show'. */
export function foundCount(i18n: I18n, count: number, kind: FilmographyKind): string {
  const shown = formatNumber(count, i18n.locale);
  return kind === 'movie'
    ? i18n._(msg`${plural(count, { one: `Found ${shown} movie`, other: `Found ${shown} movies` })}`)
    : i18n._(
        msg`${plural(count, { one: `Found ${shown} TV show`, other: `Found ${shown} TV shows` })}`,
      );
}
