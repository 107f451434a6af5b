import { dateFormat, utcDay } from '@/lib/intlFormats';

import type { DiaryEntry } from './diarySlice';

const pad = (value: number) => String(value).padStart(2, '0');

/** A local date as the diary keeps days, `YYYY-MM-DD`. */
export function dayOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A diary day written out in full: 'November 3, 2026'. */
export const LONG_DAY: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeZone: 'UTC' };

/**
 * A diary day (`YYYY-MM-DD`) in the page's language, as `options` write it. A day is a calendar day,
 * read in UTC, so no time zone moves it.
 */
export function dayText(
  locale: string,
  day: string,
  options: Intl.DateTimeFormatOptions = LONG_DAY,
): string {
  return dateFormat(locale, options).format(utcDay(day));
}

const MONTH: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric', timeZone: 'UTC' };

/** A new entry id: random, URL-safe, unique enough for one visitor's diary. */
export function newDiaryId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Newest first: by day, then by when it was logged. */
export function byNewest(a: DiaryEntry, b: DiaryEntry): number {
  return b.watched_on.localeCompare(a.watched_on) || b.logged_at.localeCompare(a.logged_at);
}

export interface DiaryMonth {
  /** `YYYY-MM`. */
  month: string;
  /** "November 2026". */
  label: string;
  entries: DiaryEntry[];
}

/** The entries by month, newest month first, each month's entries newest first. */
export function diaryByMonth(entries: Iterable<DiaryEntry>, locale: string): DiaryMonth[] {
  const months = new Map<string, DiaryEntry[]>();
  for (const entry of [...entries].sort(byNewest)) {
    const month = entry.watched_on.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), entry]);
  }
  return [...months].map(([month, list]) => ({
    month,
    label: dayText(locale, `${month}-01`, MONTH),
    entries: list,
  }));
}

/** The diary's entries of one title, newest first. */
export function entriesOf(
  entries: Record<string, DiaryEntry>,
  title: { media_type: string; media_id: number },
): DiaryEntry[] {
  return Object.values(entries)
    .filter((entry) => entry.media_type === title.media_type && entry.media_id === title.media_id)
    .sort(byNewest);
}
