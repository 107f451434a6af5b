import { episodeNumber } from '@/lib/airDate';
import { downloadText } from '@/lib/download';
import { detailPath } from '@/lib/slug';

import type { CalendarEntry } from './calendarEntries';
import { icsCalendar } from './ics';
import type { IcsEvent } from './ics';

export interface CalendarFileSite {
  /** The site's visible name (site config). */
  name: string;
  /** The site's origin (`https://marquee.example`): the events link to their titles' pages there. */
  origin: string;
}

/** An entry's event title: 'Chernobyl S1 E4: The Happiness of All Mankind', 'Alien (release day)'. */
export function entrySummary(entry: CalendarEntry): string {
  if (!entry.episode) return `${entry.title} (release day)`;
  const number = episodeNumber(entry.episode.season_number, entry.episode.episode_number);
  return `${entry.title} ${number}${entry.episode.name ? `: ${entry.episode.name}` : ''}`;
}

/** The calendar's entries as events: UIDs made of the entry's key and the site's host, so stable. */
export function calendarEvents(
  entries: readonly CalendarEntry[],
  site: CalendarFileSite,
): IcsEvent[] {
  const host = new URL(site.origin).hostname || 'marquee.invalid';
  return entries.map((entry) => ({
    uid: `${entry.key}@${host}`,
    day: entry.day,
    summary: entrySummary(entry),
    description: entry.episode
      ? `A new episode of ${entry.title}, a show you follow on ${site.name}.`
      : `${entry.title} comes out. It is on your ${site.name} watchlist.`,
    url: new URL(detailPath(entry.media_type, entry.media_id, entry.title), site.origin).href,
  }));
}

/** The .ics text of the calendar, made here: nothing about the visitor's list is sent anywhere. */
export function calendarFileText(
  entries: readonly CalendarEntry[],
  site: CalendarFileSite,
  stamp: Date,
): string {
  return icsCalendar({
    productId: `-//${site.name}//Calendar//EN`,
    name: `${site.name}: what's next`,
    events: calendarEvents(entries, site),
    stamp,
  });
}

/** The file's name: `marquee-calendar.ics` (the site's name in lower case). */
export function calendarFileName(siteName: string): string {
  const slug = siteName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'marquee'}-calendar.ics`;
}

/** Saves the file through the browser's download. */
export function downloadCalendarFile(fileName: string, text: string): void {
  downloadText(fileName, text, 'text/calendar;charset=utf-8');
}
