import type { MediaType } from '@common/mediaType';
import type { MovieDetails, TvDetails } from '@common/tmdb';

import { titleKey } from './figures';
import type { StatsSources, TitleFacts } from './figures';

/** A title /stats looks up. */
export interface TitleRef {
  media_type: MediaType;
  media_id: number;
}

/**
 * At most this many titles are looked up for one view, the most recently watched first: a diary of
 * thousands (an import) would otherwise send thousands of requests. The page says when it stopped.
 */
export const MAX_LOOKUPS = 200;

/** What a title's details add to the figures: runtime, genres, year, top-billed cast, directors. */
export function factsFromDetails(type: MediaType, details: MovieDetails | TvDetails): TitleFacts {
  const facts: TitleFacts = {};
  if (type === 'movie') {
    const runtime = (details as MovieDetails).runtime;
    if (runtime && runtime > 0) facts.runtime = runtime;
  } else {
    const show = details as TvDetails;
    const runtime = show.episode_run_time?.find((minutes) => minutes > 0);
    const last = show.last_episode_to_air?.runtime;
    if (runtime) facts.runtime = runtime;
    else if (last && last > 0) facts.runtime = last;
  }
  const genres = details.genres?.map((genre) => genre.id) ?? details.genre_ids;
  if (genres?.length) facts.genre_ids = genres;
  const date =
    type === 'movie'
      ? (details as MovieDetails).release_date
      : (details as TvDetails).first_air_date;
  const year = date ? Number(date.slice(0, 4)) : NaN;
  if (Number.isInteger(year) && year > 1800) facts.year = year;
  // The demo catalogue's smaller titles come without credits: their people are unknown, not none.
  if (details.credits && !details.demo_facts_only) {
    facts.cast = [...(details.credits.cast ?? [])]
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
      .map(({ id, name }) => ({ id, name }));
    facts.directors = (details.credits.crew ?? [])
      .filter((member) => member.job === 'Director')
      .map(({ id, name }) => ({ id, name }));
  }
  return facts;
}

/**
 * The titles of a period to look up, each once, most recently watched first, at most MAX_LOOKUPS:
 * the diary's titles and the shows of the dated episodes.
 */
export function titlesToLookUp(sources: StatsSources): { titles: TitleRef[]; capped: boolean } {
  const dated = [
    ...sources.viewings.map((viewing) => ({
      ref: { media_type: viewing.media_type, media_id: viewing.media_id },
      day: viewing.watched_on,
    })),
    ...sources.episodes.map((episode) => ({
      ref: { media_type: 'tv' as const, media_id: episode.show_id },
      day: episode.at,
    })),
  ].sort((a, b) => b.day.localeCompare(a.day));
  const titles = new Map<string, TitleRef>();
  for (const { ref } of dated) titles.set(titleKey(ref), titles.get(titleKey(ref)) ?? ref);
  const all = [...titles.values()];
  return { titles: all.slice(0, MAX_LOOKUPS), capped: all.length > MAX_LOOKUPS };
}
