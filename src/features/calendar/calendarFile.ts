import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

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

/**
 * An entry's event title: 'Chernobyl S1 E4: The Happiness of All Mankind', 'Alien (release day)'. In
 * the page's language, episode number included ('Chernobyl S1 F4: …' in German), as the description
 * is: the file is made in the visitor's browser for their own calendar, which they read in it.
 */
export function entrySummary(i18n: I18n, entry: CalendarEntry): string {
  const { title } = entry;
  if (!entry.episode) return i18n._(msg`${title} (release day)`);
  const number = episodeNumber(i18n, entry.episode.season_number, entry.episode.episode_number);
  const { name } = entry.episode;
  return name ? i18n._(msg`${title} ${number}: ${name}`) : `${title} ${number}`;
}

/** The calendar's entries as events: UIDs made of the entry's key and the site's host, so stable. */
export function calendarEvents(
  i18n: I18n,
  entries: readonly CalendarEntry[],
  site: CalendarFileSite,
): IcsEvent[] {
  const host = new URL(site.origin).hostname || 'marquee.invalid';
  const siteName = site.name;
  return entries.map((entry) => {
    const { title } = entry;
    return {
      uid: `${entry.key}@${host}`,
      day: entry.day,
      summary: entrySummary(i18n, entry),
      description: entry.episode
        ? i18n._(msg`A new episode of ${title}, a show you follow on ${siteName}.`)
        : i18n._(msg`${title} comes out. It is on your ${siteName} watchlist.`),
      url: new URL(detailPath(entry.media_type, entry.media_id, entry.title), site.origin).href,
    };
  });
}

/** The .ics text of the calendar, made here: nothing about the visitor's list is sent anywhere. */
export function calendarFileText(
  i18n: I18n,
  entries: readonly CalendarEntry[],
  site: CalendarFileSite,
  stamp: Date,
): string {
  const siteName = site.name;
  return icsCalendar({
    productId: `-//${site.name}//Calendar//EN`,
    name: i18n._(msg`${siteName}: what's next`),
    events: calendarEvents(i18n, entries, site),
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
