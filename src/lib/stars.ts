/** A rating as the page writes it: `4½★`, `3★`, `½★`. */
export function starsText(rating: number): string {
  const whole = Math.floor(rating);
  const half = rating - whole >= 0.5 ? '½' : '';
  return `${whole > 0 ? whole : ''}${half}★`;
}

/** A rating as a screen reader says it: "4½ stars", "1 star", "½ star". */
export function starsLabel(rating: number): string {
  const whole = Math.floor(rating);
  const half = rating - whole >= 0.5 ? '½' : '';
  return `${whole > 0 ? whole : ''}${half} ${rating === 1 || rating === 0.5 ? 'star' : 'stars'}`;
}
