import type { CrewMember, PersonCredit, PersonDetails, SeasonDetails } from '@common/tmdb';
import { isFeaturedCrew } from '@/lib/crew';

/**
 * What TMDB sends that no screen reads is dropped as an answer comes in: the crew of a title's credits
 * but for the directors and writers its page names, the crew and guest stars of each episode of a
 * season. They were most of those answers (a movie's crew alone, about 60 KB of its 90), kept in the
 * browser's memory and, for a page the server renders, sent inside the page. The cast stays whole, and
 * so do a person's credits, which their pages list in full.
 */
function unread<T>(value: T): T {
  const copy = { ...value } as Record<string, unknown>;
  delete copy.crew;
  delete copy.guest_stars;
  return copy as T;
}

/** The directors and writers of a crew list, with only the fields the page reads. */
function featuredCrew(crew: unknown): CrewMember[] {
  if (!Array.isArray(crew)) return [];
  return (crew as CrewMember[])
    .filter((member) => member && typeof member === 'object' && isFeaturedCrew(member))
    .map(({ id, name, department, job }) => ({ id, name, department, job }));
}

/** Details whose `credits` keep their cast and, of their crew, the directors and writers. */
export function withFeaturedCrew<T extends object>(details: T): T {
  const credits = (details as { credits?: unknown }).credits;
  if (!credits || typeof credits !== 'object') return details;
  const { crew } = credits as { crew?: unknown };
  return { ...details, credits: { ...unread(credits), crew: featuredCrew(crew) } };
}

/** A season whose episodes have no crew or guest stars. */
export function seasonWithoutCrew(season: SeasonDetails): SeasonDetails {
  return Array.isArray(season?.episodes)
    ? { ...season, episodes: season.episodes.map(unread) }
    : season;
}

/** A credit without the title's overview, which no person page shows. */
function withoutOverview<T extends object>(credit: T): T {
  const copy = { ...credit } as Record<string, unknown>;
  delete copy.overview;
  return copy as T;
}

/** A person whose credits, cast and crew, leave out the titles' overviews (half of each entry). */
export function withCreditsRead(person: PersonDetails): PersonDetails {
  const credits = person.combined_credits;
  if (!credits || typeof credits !== 'object') return person;
  const read = (list: unknown) =>
    Array.isArray(list) ? (list as PersonCredit[]).map(withoutOverview) : undefined;
  return {
    ...person,
    combined_credits: { cast: read(credits.cast) ?? [], crew: read(credits.crew) ?? [] },
  };
}
