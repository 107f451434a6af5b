/** What a comparison of titles forgives beyond accents, case and punctuation. */
export interface NormalizeOptions {
  /** '&' reads as the word "and" ("Pride & Prejudice" is "pride and prejudice"). */
  ampersandAsAnd?: boolean;
  /**
   * Apostrophes and full stops join the letters around them rather than break the word ("L.A." is
   * "la", "Schindler's" is "schindlers"), as a visitor types them without.
   */
  joinAtApostrophes?: boolean;
}

/**
 * Lower-case, accents folded, every run of other characters turned into one space: the form titles
 * and names are compared in, by the server's search and suggestions and by the search page's ranking
 * alike ("Spider-Man: No Way Home" -> "spider man no way home", "Amélie" -> "amelie"). The Letterboxd
 * import, matching another site's spelling of a title, forgives more (`options`); the search index
 * keeps the plain form its stored rows were built with.
 */
export function normalizeTitle(text: string, options: NormalizeOptions = {}): string {
  let folded = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  if (options.ampersandAsAnd) folded = folded.replace(/&/g, ' and ');
  if (options.joinAtApostrophes) folded = folded.replace(/['’‘`.]/g, '');
  return folded.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}
