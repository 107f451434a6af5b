import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The year of a TMDB date ('1999-10-15' -> '1999'), or '' when unknown. */
export function yearOf(date: string | null | undefined): string {
  return date && /^\d{4}/.test(date) ? date.slice(0, 4) : '';
}

/** A rating to one decimal, or null when there is none (0 means no votes on TMDB). */
export function formatRating(vote: number | null | undefined): string | null {
  return typeof vote === 'number' && vote > 0 ? vote.toFixed(1) : null;
}

/**
 * Runtime in minutes as 'Xh Ym' ('2h 19m', '45m'); 'N/A' when missing (spec). The language's own short
 * units ('2 Std. 19 Min.', '2時間19分') are its messages: Intl's duration format is not in every browser.
 */
export function formatRuntime(i18n: I18n, total: number | null | undefined): string {
  if (!total || total <= 0) return i18n._(msg`N/A`);
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  return hours ? i18n._(msg`${hours}h ${minutes}m`) : i18n._(msg`${minutes}m`);
}

/** The display title of a movie (title), show or person (name). */
export function titleOf(item: { title?: string; name?: string }): string {
  return item.title ?? item.name ?? '';
}
