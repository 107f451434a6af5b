import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// Dates are still formatted here by hand, in English: another step moves them to Intl, per language.
// eslint-disable-next-line lingui/no-unlocalized-strings -- date formatting, not messages (see above)
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const DAY_MS = 86_400_000;

const startOfDay = (date: Date) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/**
 * When something happened, in this browser's time zone, as short as is clear: "14:02" today,
 * "yesterday, 14:02", "Nov 3" earlier this year, "Nov 3, 2025" before; "" for a time that is not one.
 */
export function seenAt(iso: string, now: Date, i18n: I18n): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
  if (days <= 0) return time;
  if (days === 1) return i18n._(msg`yesterday, ${time}`);
  const day = `${MONTHS[date.getMonth()]} ${date.getDate()}`;
  return date.getFullYear() === now.getFullYear() ? day : `${day}, ${date.getFullYear()}`;
}

/** Whole days from `iso` to `now` (0 for a time that is not one, or in the future). */
export function daysSince(iso: string, now: Date): number {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? 0 : Math.max(0, Math.floor((now.getTime() - at) / DAY_MS));
}
