/**
 * How an episode is named on a card: its number ('S2 E3') and its air date ('Nov 3' or 'Nov 3, 2019'),
 * for the home page's Latest Episodes and /airing-shows.
 */

/** 'S2 E3', or 'Episode 3' for specials (season 0) and unknown seasons. */
export function episodeNumber(season: number, episode: number): string {
  return season > 0 ? `S${season} E${episode}` : `Episode ${episode}`;
}

/** en-US short month names, as `toLocaleDateString('en-US', { month: 'short' })` gives them. */
const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/**
 * 'Nov 22' from '2026-11-22' in the year of `today` ('YYYY-MM-DD'), 'Nov 22, 2025' in another or
 * without `today` (a page the server renders, which must read the same in any visitor's year): the
 * demo's airing list is derived from a snapshot, so its dates may be years old. TMDB air dates are
 * calendar days, so they are read as UTC. Written out rather than through toLocaleDateString, which
 * made a date formatter per card: about 55 ms of the home page's hydration on this project's machine.
 */
export function airDateLabel(date: string | null | undefined, today = ''): string | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return null;
  const day = `${SHORT_MONTHS[parsed.getUTCMonth()]} ${parsed.getUTCDate()}`;
  return date.slice(0, 4) === today.slice(0, 4) ? day : `${day}, ${parsed.getUTCFullYear()}`;
}
