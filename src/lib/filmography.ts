import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { PersonCredit, PersonDetails } from '@common/tmdb';

import { toCardItem } from './mediaItem';
import type { CardItem } from './mediaItem';

/** The filmography sorts (spec); popularity is the default. */
export type FilmographySort = 'popularity' | 'release_date' | 'title' | 'rating';

export const DEFAULT_FILMOGRAPHY_SORT: FilmographySort = 'popularity';

/** The 'Sort By' options, in the order the control lists them. */
export const FILMOGRAPHY_SORTS: readonly { value: FilmographySort; label: MessageDescriptor }[] = [
  { value: 'popularity', label: msg`Popularity` },
  { value: 'release_date', label: msg`Release Date` },
  { value: 'title', label: msg`Title` },
  { value: 'rating', label: msg`Rating` },
];

/** How many credits of each kind the actor profile previews (spec). */
export const FILMOGRAPHY_PREVIEW = 20;

/** A sort named in a URL, or the default for anything else (a typo, an old link). */
export function parseFilmographySort(value: string | null | undefined): FilmographySort {
  return FILMOGRAPHY_SORTS.some((sort) => sort.value === value)
    ? (value as FilmographySort)
    : DEFAULT_FILMOGRAPHY_SORT;
}

/** A credit's release date (movies) or first-air date (TV), '' when unknown. */
export function creditDate(credit: PersonCredit): string {
  return (credit.media_type === 'tv' ? credit.first_air_date : credit.release_date) ?? '';
}

/** A credit's title (movies) or name (TV). */
export function creditTitle(credit: PersonCredit): string {
  return (credit.media_type === 'tv' ? credit.name : credit.title) ?? '';
}

const byNumberDesc = (a: number | undefined, b: number | undefined) => (b ?? 0) - (a ?? 0);

const COMPARE: Record<FilmographySort, (a: PersonCredit, b: PersonCredit) => number> = {
  popularity: (a, b) => byNumberDesc(a.popularity, b.popularity),
  // ISO dates compare as text; undated credits (announced, never released) go last.
  release_date: (a, b) => {
    const left = creditDate(a);
    const right = creditDate(b);
    if (!left || !right) return (left ? 0 : 1) - (right ? 0 : 1);
    return right.localeCompare(left);
  },
  title: (a, b) =>
    creditTitle(a).localeCompare(creditTitle(b), 'en', { sensitivity: 'base', numeric: true }),
  rating: (a, b) => byNumberDesc(a.vote_average, b.vote_average),
};

/**
 * The credits in the order of `sort` (a new array): popularity and rating highest first, release date
 * newest first (release or first-air date, undated last), title alphabetical. Ties keep the order
 * they came in.
 */
export function sortCredits<T extends PersonCredit>(
  credits: readonly T[],
  sort: FilmographySort,
): T[] {
  return [...credits].sort(COMPARE[sort]);
}

/**
 * One credit per title: a person credited twice on a title (two roles, or a TV show's several credit
 * rows) keeps the credit with the higher popularity, in the place the title first appeared.
 */
export function dedupeCredits<T extends PersonCredit>(credits: readonly T[]): T[] {
  const kept = new Map<number, T>();
  for (const credit of credits) {
    const seen = kept.get(credit.id);
    if (!seen || (credit.popularity ?? 0) > (seen.popularity ?? 0)) kept.set(credit.id, credit);
  }
  // A Map keeps the order of first insertion even when a key's value is replaced.
  return [...kept.values()];
}

/** A person's credits of one kind (movie or tv), one per title. */
export function creditsOfType(
  cast: readonly PersonCredit[] | undefined,
  type: PersonCredit['media_type'],
): PersonCredit[] {
  return dedupeCredits((cast ?? []).filter((credit) => credit.media_type === type));
}

/** Departments whose jobs are named first when a person did several on one title. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- TMDB's department keys, never shown
const DEPARTMENT_ORDER: readonly string[] = ['Directing', 'Creator', 'Writing', 'Production'];

/**
 * A person's jobs on one title, each once: directing, creating, writing and producing first, then the
 * rest, each department's in the order TMDB lists them ('Director', 'Screenplay', 'Producer').
 */
export function orderedJobs(entries: readonly { department?: string; job?: string }[]): string[] {
  const rank = (department = '') => {
    const at = DEPARTMENT_ORDER.indexOf(department);
    return at === -1 ? DEPARTMENT_ORDER.length : at;
  };
  const sorted = [...entries].sort((a, b) => rank(a.department) - rank(b.department));
  return [...new Set(sorted.map((entry) => entry.job ?? '').filter(Boolean))];
}

/**
 * A person's crew credits of one kind, one per title: the title's most popular entry, its `job` every
 * job of theirs on it joined, the most telling first ('Director, Screenplay').
 */
export function crewCreditsOfType(
  crew: readonly PersonCredit[] | undefined,
  type: PersonCredit['media_type'],
): PersonCredit[] {
  const ofType = (crew ?? []).filter((credit) => credit.media_type === type);
  const jobsOf = new Map<number, PersonCredit[]>();
  for (const credit of ofType) {
    const seen = jobsOf.get(credit.id);
    if (seen) seen.push(credit);
    else jobsOf.set(credit.id, [credit]);
  }
  return dedupeCredits(ofType).map((credit) => ({
    ...credit,
    job: orderedJobs(jobsOf.get(credit.id) ?? []).join(', '),
  }));
}

/** Which of a person's credits a list shows: the parts they played, or their work on the crew. */
export type FilmographyRole = 'acting' | 'crew';

/** A role named in a URL (`?role=crew`), or undefined for anything else (the person's own first). */
export function parseFilmographyRole(
  value: string | null | undefined,
): FilmographyRole | undefined {
  return value === 'acting' || value === 'crew' ? value : undefined;
}

type PersonWithCredits = Pick<PersonDetails, 'known_for_department' | 'combined_credits'>;

/** A person's credits of one role and kind, one per title. */
export function roleCredits(
  person: PersonWithCredits,
  role: FilmographyRole,
  type: PersonCredit['media_type'],
): PersonCredit[] {
  const credits = person.combined_credits;
  return role === 'acting'
    ? creditsOfType(credits?.cast, type)
    : crewCreditsOfType(credits?.crew, type);
}

/**
 * The roles a person has credits in, the one they are known for first (crew for anyone whose
 * department is not acting); a person with no credits at all gets that one alone.
 */
export function filmographyRoles(person: PersonWithCredits): FilmographyRole[] {
  const department = person.known_for_department;
  const preferred: FilmographyRole[] =
    department && department !== 'Acting' ? ['crew', 'acting'] : ['acting', 'crew'];
  const credited = preferred.filter((role) => {
    const list = role === 'acting' ? person.combined_credits?.cast : person.combined_credits?.crew;
    return (list ?? []).length > 0;
  });
  return credited.length > 0 ? credited : preferred.slice(0, 1);
}

/** One list of a person's profile: their credits of one role and kind. */
export interface ProfileSection {
  role: FilmographyRole;
  kind: PersonCredit['media_type'];
  credits: PersonCredit[];
  /** Of the role the person is known for (their filmography's default). */
  primary: boolean;
}

/**
 * The lists of a person's profile: the role they are known for first, movies and TV shows each shown
 * even when empty (spec); a second role (an actor who also directs) only where it has credits.
 */
export function profileSections(person: PersonWithCredits): ProfileSection[] {
  return filmographyRoles(person).flatMap((role, index) =>
    (['movie', 'tv'] as const)
      .map((kind) => ({
        role,
        kind,
        credits: roleCredits(person, role, kind),
        primary: index === 0,
      }))
      .filter(({ credits, primary }) => primary || credits.length > 0),
  );
}

/**
 * What a person's department makes them on their pages: 'Actor', 'Director', 'Writer'... A key, in
 * English: the pages' messages put it in words (a `select` on it, see creditWords).
 */
export type PersonNoun =
  'Actor' | 'Director' | 'Writer' | 'Creator' | 'Producer' | 'Editor' | 'Crew';

/* eslint-disable lingui/no-unlocalized-strings -- PersonNoun keys, put in words by messages */
const DEPARTMENT_NOUN: Record<string, PersonNoun> = {
  Acting: 'Actor',
  Directing: 'Director',
  Writing: 'Writer',
  Creator: 'Creator',
  Production: 'Producer',
  Editing: 'Editor',
};

/**
 * The noun for a person by their known-for department ('Director' for Directing); 'Actor' without one
 * (spec's pages are actors'), 'Crew' for the departments without a single word.
 */
export function departmentNoun(department: string | undefined): PersonNoun {
  if (!department) return 'Actor';
  return Object.hasOwn(DEPARTMENT_NOUN, department) ? DEPARTMENT_NOUN[department]! : 'Crew';
}
/* eslint-enable lingui/no-unlocalized-strings */

/** Grid columns at a viewport width (spec): 6 at 1536+, 5 at 1280+, 4 at 1024+, 3 at 640+, else 2. */
export function filmographyColumns(width: number): number {
  if (width >= 1536) return 6;
  if (width >= 1280) return 5;
  if (width >= 1024) return 4;
  if (width >= 640) return 3;
  return 2;
}

/** Credits per page at a viewport width (spec): four rows of the grid at 768+, else three. */
export function filmographyPageSize(width: number): number {
  return filmographyColumns(width) * (width >= 768 ? 4 : 3);
}

/** A credit as a card: the title, and for crew work the jobs done on it. */
export function creditCard(credit: PersonCredit): CardItem {
  const card = toCardItem(credit, credit.media_type);
  return credit.job ? { ...card, role: credit.job } : card;
}
