/**
 * The header search box's own rules, apart from its suggestions (lib/suggestions.ts): they load with
 * every page, so they stay this small.
 */

/** The length of a query, in characters as a visitor counts them (an emoji is one). */
export const lengthOf = (text: string) => Array.from(text).length;

/** Spec: suggestions are asked for when the (trimmed) query is longer than 1 character. */
export function canSuggest(query: string): boolean {
  return lengthOf(query.trim()) > 1;
}

/** Spec: the list opens when the input holds more than 2 characters (spaces around them not counted). */
export function canOpen(query: string): boolean {
  return lengthOf(query.trim()) > 2;
}

/** The search results path of a query (spec: `/search?q={encoded trimmed query}`), or null if empty. */
export function searchPath(query: string): string | null {
  const trimmed = query.trim();
  return trimmed ? `/search?q=${encodeURIComponent(trimmed)}` : null;
}
