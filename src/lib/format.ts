/** The year of a TMDB date ('1999-10-15' -> '1999'), or '' when unknown. */
export function yearOf(date: string | null | undefined): string {
  return date && /^\d{4}/.test(date) ? date.slice(0, 4) : '';
}

/** A rating to one decimal, or null when there is none (0 means no votes on TMDB). */
export function formatRating(vote: number | null | undefined): string | null {
  return typeof vote === 'number' && vote > 0 ? vote.toFixed(1) : null;
}

/** The display title of a movie (title), show or person (name). */
export function titleOf(item: { title?: string; name?: string }): string {
  return item.title ?? item.name ?? '';
}
