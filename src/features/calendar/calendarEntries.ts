import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { MediaType } from '@common/mediaType';
import type { MovieDetails, SeasonDetails, TvDetails } from '@common/tmdb';
import { addDays, isCalendarDay } from '@/features/calendar/calendarDays';
import { ownEpisodeName } from '@/lib/episodeName';
import { dateFormat, utcDay } from '@/lib/intlFormats';

import type { FollowedTitle } from './followed';

/** One date on the calendar: an episode of a followed show, or a watchlisted movie's release. */
export interface CalendarEntry {
  /** Stable across visits and devices: `tv-1399-s8e6`, `movie-550` (the .ics UID is made of it). */
  key: string;
  /** `YYYY-MM-DD`. */
  day: string;
  media_type: MediaType;
  media_id: number;
  /** The show's or the movie's name. */
  title: string;
  poster_path: string | null;
  episode?: { season_number: number; episode_number: number; name?: string };
}

/** The calendar's entries of one day. */
export interface CalendarDay {
  day: string;
  entries: CalendarEntry[];
}

type DatedEpisode = {
  air_date: string | null;
  season_number: number;
  episode_number: number;
  name?: string;
};

/**
 * A show's coming episodes from `today` on: the next one its details announce, and the later ones
 * its season lists with a date (an episode without one is not announced yet). Nothing when the show
 * announces none.
 */
export function showEntries(
  followed: Pick<FollowedTitle, 'media_id' | 'name' | 'poster_path'>,
  show: Pick<TvDetails, 'name' | 'poster_path' | 'next_episode_to_air'>,
  season: Pick<SeasonDetails, 'season_number' | 'episodes'> | undefined,
  today: string,
): CalendarEntry[] {
  const next = show.next_episode_to_air;
  if (!next) return [];
  const title = show.name || followed.name;
  const episodes: DatedEpisode[] = [next];
  if (season?.season_number === next.season_number) episodes.push(...(season.episodes ?? []));
  const entries = new Map<string, CalendarEntry>();
  for (const episode of episodes) {
    const day = episode.air_date;
    if (!isCalendarDay(day) || day < today) continue;
    const { season_number, episode_number } = episode;
    const key = `tv-${followed.media_id}-s${season_number}e${episode_number}`;
    if (entries.has(key)) continue;
    const name = ownEpisodeName(episode.name, episode_number);
    entries.set(key, {
      key,
      day,
      media_type: 'tv',
      media_id: followed.media_id,
      title,
      poster_path: show.poster_path ?? followed.poster_path,
      episode: { season_number, episode_number, ...(name ? { name } : {}) },
    });
  }
  return [...entries.values()];
}

/** A watchlisted movie's release day, when it is `today` or later. */
export function movieEntries(
  followed: Pick<FollowedTitle, 'media_id' | 'name' | 'poster_path'>,
  movie: Pick<MovieDetails, 'title' | 'poster_path' | 'release_date'>,
  today: string,
): CalendarEntry[] {
  const day = movie.release_date;
  if (!isCalendarDay(day) || day < today) return [];
  return [
    {
      key: `movie-${followed.media_id}`,
      day,
      media_type: 'movie',
      media_id: followed.media_id,
      title: movie.title || followed.name,
      poster_path: movie.poster_path ?? followed.poster_path,
    },
  ];
}

/** Soonest first; on one day by title, then by season and episode. */
export function byDate(a: CalendarEntry, b: CalendarEntry): number {
  return (
    a.day.localeCompare(b.day) ||
    a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) ||
    a.media_id - b.media_id ||
    (a.episode?.season_number ?? 0) - (b.episode?.season_number ?? 0) ||
    (a.episode?.episode_number ?? 0) - (b.episode?.episode_number ?? 0)
  );
}

/** The entries by day, soonest day first, each day's in `byDate` order. */
export function groupByDay(entries: readonly CalendarEntry[]): CalendarDay[] {
  const days: CalendarDay[] = [];
  for (const entry of [...entries].sort(byDate)) {
    const last = days[days.length - 1];
    if (last?.day === entry.day) last.entries.push(entry);
    else days.push({ day: entry.day, entries: [entry] });
  }
  return days;
}

const LONG_DAY: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
};

/** 'Tuesday, May 21, 2019' in the language (a day is read in UTC, as TMDB's dates are days). */
export function longDay(locale: string, day: string): string {
  return dateFormat(locale, LONG_DAY).format(utcDay(day));
}

/** A day's heading: 'Today, Tuesday, May 21, 2019', 'Tomorrow, …', else the date alone. */
export function dayHeading(i18n: I18n, day: string, today: string): string {
  const date = longDay(i18n.locale, day);
  if (day === today) return i18n._(msg`Today, ${date}`);
  if (day === addDays(today, 1)) return i18n._(msg`Tomorrow, ${date}`);
  return date;
}
