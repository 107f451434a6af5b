import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { dateFormat, utcDay } from './intlFormats';

/**
 * How an episode is named on a card: its number ('S2 E3') and its air date ('Nov 3' or 'Nov 3, 2019'),
 * for the home page's Latest Episodes and /airing-shows, in the page's language.
 */

/** 'S2 E3', or 'Episode 3' for specials (season 0) and unknown seasons. */
export function episodeNumber(i18n: I18n, season: number, number: number): string {
  return season > 0 ? i18n._(msg`S${season} E${number}`) : i18n._(msg`Episode ${number}`);
}

const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', timeZone: 'UTC' };
const DAY_AND_YEAR: Intl.DateTimeFormatOptions = { ...DAY, year: 'numeric' };

/**
 * 'Nov 22' from '2026-11-22' in the year of `today` ('YYYY-MM-DD'), 'Nov 22, 2025' in another or
 * without `today` (a page the server renders, which must read the same in any visitor's year): the
 * demo's airing list is derived from a snapshot, so its dates may be years old. TMDB air dates are
 * calendar days, so they are read as UTC. The two formatters are made once per language
 * (./intlFormats), not per card: one per card was about 55 ms of the home page's hydration.
 */
export function airDateLabel(
  locale: string,
  date: string | null | undefined,
  today = '',
): string | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const parsed = utcDay(date);
  if (Number.isNaN(parsed.getTime())) return null;
  return dateFormat(locale, date.slice(0, 4) === today.slice(0, 4) ? DAY : DAY_AND_YEAR).format(
    parsed,
  );
}
