import type { CrewMember, PersonDetails, SeasonDetails } from '@common/tmdb';

/**
 * What TMDB sends that no screen reads is dropped as an answer comes in: the crew of a title's credits
 * but for its directors and writers, the crew and guest stars of each episode of a season, all but a
 * card's fields of a person's credits. They were most of those answers (a movie's crew alone, about 60 KB
 * of its 90), kept in the browser's memory and, for a page the server renders, sent inside the page.
 */
function without<T>(value: T, ...keys: string[]): T {
  const copy = { ...value } as Record<string, unknown>;
  for (const key of keys) delete copy[key];
  return copy as T;
}

/** Each entry of a list without `keys` (a list TMDB left out stays empty). */
const allWithout = <T>(list: T[] | undefined, ...keys: string[]): T[] =>
  Array.isArray(list) ? list.map((entry) => without(entry, ...keys)) : [];

/** Each entry of a list with only `keys` (a list TMDB left out stays empty). */
const allPicked = <T extends object>(list: T[] | undefined, keys: readonly string[]): T[] =>
  Array.isArray(list)
    ? list.map(
        (entry) =>
          Object.fromEntries(Object.entries(entry).filter(([key]) => keys.includes(key))) as T,
      )
    : [];

/** What the person pages read of a credit: its card, its sorts and the jobs done. */
const CREDIT_READ = [
  'id',
  'media_type',
  'title',
  'name',
  'release_date',
  'first_air_date',
  'poster_path',
  'popularity',
  'vote_average',
  'department',
  'job',
];

/**
 * Details whose `credits` keep their cast, and of their crew the directors and the writing department
 * (the page picks its writers among them, `src/features/titleDetail/crew.ts`: this rule stays short, in every page's
 * first load), with the fields the page reads.
 */
export function withFeaturedCrew<T extends { credits?: { crew?: CrewMember[] } }>(details: T): T {
  const { credits } = details;
  if (!credits) return details;
  const crew = (Array.isArray(credits.crew) ? credits.crew : []).filter(
    ({ department, job }) =>
      department === 'Writing' || (department === 'Directing' && /^(Co-)?Director$/.test(job)),
  );
  return {
    ...details,
    credits: { ...credits, crew: allPicked(crew, ['id', 'name', 'department', 'job']) },
  };
}

/** A season whose episodes have no crew or guest stars. */
export function seasonWithoutCrew(season: SeasonDetails): SeasonDetails {
  return Array.isArray(season?.episodes)
    ? { ...season, episodes: allWithout(season.episodes, 'crew', 'guest_stars') }
    : season;
}

/**
 * A person whose credits, cast and crew, keep what their pages read (a third of each entry: no
 * overview, original titles or genre ids).
 */
export function withCreditsRead(person: PersonDetails): PersonDetails {
  const credits = person.combined_credits;
  return credits
    ? {
        ...person,
        combined_credits: {
          cast: allPicked(credits.cast, CREDIT_READ),
          crew: allPicked(credits.crew, CREDIT_READ),
        },
      }
    : person;
}
