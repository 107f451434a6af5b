import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { dateFormat } from '@/lib/intlFormats';

/** A clock time as the page writes it in every language: 24 hours, two digits ('14:02', '09:05'). */
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };
const DAY_AND_YEAR: Intl.DateTimeFormatOptions = { ...DAY, year: 'numeric' };

const DAY_MS = 86_400_000;

const startOfDay = (date: Date) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/**
 * When something happened, in this browser's time zone, as short as is clear: "14:02" today,
 * "yesterday, 14:02", "Nov 3" earlier this year, "Nov 3, 2025" before ("3. Nov. 2025" in German);
 * "" for a time that is not one.
 */
export function seenAt(iso: string, now: Date, i18n: I18n): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const { locale } = i18n;
  const time = dateFormat(locale, TIME).format(date);
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
  if (days <= 0) return time;
  if (days === 1) return i18n._(msg`yesterday, ${time}`);
  return dateFormat(locale, date.getFullYear() === now.getFullYear() ? DAY : DAY_AND_YEAR).format(
    date,
  );
}

/** Whole days from `iso` to `now` (0 for a time that is not one, or in the future). */
export function daysSince(iso: string, now: Date): number {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? 0 : Math.max(0, Math.floor((now.getTime() - at) / DAY_MS));
}
