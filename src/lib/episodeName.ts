/**
 * The episode's own name, or undefined when it has none beyond its number: TMDB names many episodes
 * just 'Episode 3', which beside the card's or heading's own 'Episode 3' would only repeat it.
 */
export function ownEpisodeName(
  name: string | null | undefined,
  number: number,
): string | undefined {
  const trimmed = name?.trim();
  if (!trimmed) return undefined;
  const generic = /^episode\s*#?\s*0*(\d+)$/i.exec(trimmed);
  return generic && Number(generic[1]) === number ? undefined : trimmed;
}
