/**
 * Lower-case, accents folded, every run of other characters turned into one space: the form titles
 * and names are compared in, by the server's search and suggestions and by the search page's ranking
 * alike ("Spider-Man: No Way Home" -> "spider man no way home", "Amélie" -> "amelie").
 */
export function normalizeTitle(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
