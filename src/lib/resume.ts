import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { MediaType } from '@common/mediaType';

import { titleOf, yearOf } from './format';
import type { SavedDetails } from './savedTitle';
import { detailPath, playerPath, toSlug } from './slug';

/** A continue-watching entry as a resume card needs it (the store's entries carry more). */
export interface ResumeEntry {
  media_id: number;
  media_type: MediaType;
  details: SavedDetails;
}

/** The stored display title of an entry: a movie's title, a show's name ('' when neither was kept). */
export const resumeTitle = ({ details }: ResumeEntry): string => titleOf(details);

/**
 * Where an entry resumes (spec): a show's last episode player when it is known, a movie's player,
 * and for a show with no known episode its own page (the TV player needs a season and an episode,
 * and sends a path without them to the show's page anyway). Slugs carry the stored title.
 */
export function continueWatchingPath(entry: ResumeEntry): string {
  const title = resumeTitle(entry);
  const slug = toSlug(entry.media_id, title);
  if (entry.media_type === 'movie') return playerPath('movie', slug);
  const last = entry.details.last_episode;
  return last
    ? playerPath('tv', slug, last.season, last.episode)
    : detailPath('tv', entry.media_id, title);
}

/** What a card says it resumes: 'Resume S2 E5' for a show's known episode, else the year if known. */
export function resumeLabel(i18n: I18n, entry: ResumeEntry): string {
  const last = entry.media_type === 'tv' ? entry.details.last_episode : undefined;
  if (last) {
    const { season, episode } = last;
    return i18n._(msg`Resume S${season} E${episode}`);
  }
  const year = yearOf(entry.details.release_date ?? entry.details.first_air_date);
  return year ? i18n._(msg`Resume · ${year}`) : i18n._(msg`Resume`);
}

/** A show's last episode as the lastWatched slice keeps it. */
interface EpisodeProgress {
  season: number;
  episode: number;
  percent?: number;
}

/**
 * How much of what an entry resumes was played (0-100), when a player said: a movie's percent, a
 * show's last episode's when it is the one the entry resumes; undefined when unknown.
 */
export function resumePercent(
  entry: ResumeEntry,
  percents: Readonly<Record<string, number>>,
  shows: Readonly<Record<string, EpisodeProgress>>,
): number | undefined {
  if (entry.media_type === 'movie') return percents[`movie-${entry.media_id}`];
  const last = entry.details.last_episode;
  const known = shows[String(entry.media_id)];
  if (!last || !known || known.season !== last.season || known.episode !== last.episode) {
    return undefined;
  }
  return known.percent;
}
