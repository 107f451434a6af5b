/**
 * The actor and collection pages' meta descriptions, written from facts only (never a biography:
 * DECISIONS "Content"), in the page's language; those pages' chunks carry them, no other page's.
 * Written without Lingui's macro, as the server writes them too: see ./pageDescriptions.
 */
import type { I18n } from '@lingui/core';

export interface ActorFacts {
  /** As the catalogue writes it (TMDB's `known_for_department`, in English whatever the language). */
  department?: string;
  name: string;
  /** Distinct movies and shows among the person's credits (`personTitleCount`). */
  movies: number;
  shows: number;
}

/**
 * What a person is known for, as the actor's description says it ('acting', 'directing'): a
 * department TMDB names, in the page's language; one it does not name, in lower case as it came.
 */
function departmentWords(i18n: I18n, department: string): string {
  return i18n._({
    id: '{department, select, Acting {acting} Directing {directing} Writing {writing} Production {production} Editing {editing} Camera {camera} Sound {sound} Art {art} Lighting {lighting} VisualEffects {visual effects} CostumeMakeUp {costume & make-up} Crew {crew} Creator {creator} other {{other}}}',
    message:
      '{department, select, Acting {acting} Directing {directing} Writing {writing} Production {production} Editing {editing} Camera {camera} Sound {sound} Art {art} Lighting {lighting} VisualEffects {visual effects} CostumeMakeUp {costume & make-up} Crew {crew} Creator {creator} other {{other}}}',
    comment: 'What a person is known for, in "{name}, known for {department}: 80 movies and …"',
    values: {
      // 'Costume & Make-Up' is CostumeMakeUp: a select's keys are single words.
      department: department.replace(/[^A-Za-z]/g, ''),
      other: department.toLowerCase(),
    },
  });
}

/** An actor page's meta description: 'Brad Pitt, known for acting: 80 movies and 12 TV shows, …'. */
export function actorDescription(
  i18n: I18n,
  { name, department, movies, shows }: ActorFacts,
): string {
  if (!department) {
    return i18n._({
      id: '{name}: {movies, plural, one {# movie} other {# movies}} and {shows, plural, one {# TV show} other {# TV shows}}, with biography and social links.',
      message:
        '{name}: {movies, plural, one {# movie} other {# movies}} and {shows, plural, one {# TV show} other {# TV shows}}, with biography and social links.',
      values: { name, movies, shows },
    });
  }
  return i18n._({
    id: '{name}, known for {department}: {movies, plural, one {# movie} other {# movies}} and {shows, plural, one {# TV show} other {# TV shows}}, with biography and social links.',
    message:
      '{name}, known for {department}: {movies, plural, one {# movie} other {# movies}} and {shows, plural, one {# TV show} other {# TV shows}}, with biography and social links.',
    values: { name, department: departmentWords(i18n, department), movies, shows },
  });
}

/** A collection page's meta description: 'Star Wars Collection: 9 parts, listed in release order …'. */
export function collectionDescription(i18n: I18n, name: string, parts: number): string {
  return i18n._({
    id: '{name}: {parts, plural, one {# part} other {# parts}}, listed in release order with the year and type of each.',
    message:
      '{name}: {parts, plural, one {# part} other {# parts}}, listed in release order with the year and type of each.',
    values: { name, parts },
  });
}
