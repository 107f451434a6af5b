/** The year of a TMDB date ('1999-10-15' -> '1999'), or '' when unknown. */
export function yearOf(date: string | null | undefined): string {
  return date && /^\d{4}/.test(date) ? date.slice(0, 4) : '';
}

/** A rating to one decimal, or null when there is none (0 means no votes on TMDB). */
export function formatRating(vote: number | null | undefined): string | null {
  return typeof vote === 'number' && vote > 0 ? vote.toFixed(1) : null;
}

/** Runtime in minutes as 'Xh Ym'; 'N/A' when missing (spec). */
export function formatRuntime(minutes: number | null | undefined): string {
  if (!minutes || minutes <= 0) return 'N/A';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours ? `${hours}h ${rest}m` : `${rest}m`;
}

/** The display title of a movie (title), show or person (name). */
export function titleOf(item: { title?: string; name?: string }): string {
  return item.title ?? item.name ?? '';
}
