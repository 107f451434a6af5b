import type { SeasonDetails } from '@common/tmdb';

/**
 * What TMDB sends that no screen reads is dropped as an answer comes in: the crew lists of a title's
 * and a person's credits, the crew and guest stars of each episode of a season. They were most of
 * those answers (a movie's crew alone, about 60 KB of its 90), kept in the browser's memory and, for a
 * page the server renders, sent inside the page. The cast stays whole.
 */
function unread<T>(value: T): T {
  const copy = { ...value } as Record<string, unknown>;
  delete copy.crew;
  delete copy.guest_stars;
  return copy as T;
}

/** Details whose `credits` (or a person's `combined_credits`) keep their cast only. */
export function withoutCrew<T extends object>(details: T, key: 'credits' | 'combined_credits'): T {
  const credits = (details as Record<string, unknown>)[key];
  return credits && typeof credits === 'object' ? { ...details, [key]: unread(credits) } : details;
}

/** A season whose episodes have no crew or guest stars. */
export function seasonWithoutCrew(season: SeasonDetails): SeasonDetails {
  return Array.isArray(season?.episodes)
    ? { ...season, episodes: season.episodes.map(unread) }
    : season;
}
