/**
 * Calendar days as TMDB writes them (`YYYY-MM-DD`): air and release dates are days, not instants, so
 * they are compared as text and counted in UTC, whatever the visitor's time zone.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_DAY = 86_400_000;

/** Whether `value` is a day written `YYYY-MM-DD` that exists (not 2019-02-30). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The visitor's own day at `now` (local time), `YYYY-MM-DD`. */
export function localDay(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** `day` moved by `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** How many days the "new episode" mark lasts: an episode aired today or in the six days before. */
export const NEW_EPISODE_DAYS = 7;

/** Whether an episode aired on `airDate` is new on `today`: within the last NEW_EPISODE_DAYS days. */
export function isNewEpisode(airDate: string | null | undefined, today: string): boolean {
  if (!isCalendarDay(airDate)) return false;
  return airDate <= today && airDate > addDays(today, -NEW_EPISODE_DAYS);
}
