import type { Suggestion } from '@/lib/suggestions';

import type { SuggestionView } from './useSuggestions';

/**
 * One option of the suggestions listbox, in the order the arrow keys walk them: the suggestions, the
 * 'Did you mean:' corrections, then 'See all results'. Each has the element id that
 * aria-activedescendant names.
 */
export type SuggestionOption =
  | { kind: 'suggestion'; id: string; suggestion: Suggestion }
  | { kind: 'correction'; id: string; text: string }
  | { kind: 'all'; id: string; query: string };

/** The options for what the list shows and the query in the box (`idPrefix` keeps ids unique). */
export function suggestionOptions(
  view: SuggestionView | null,
  typed: string,
  idPrefix: string,
): SuggestionOption[] {
  const options: SuggestionOption[] = [];
  for (const suggestion of view?.items ?? []) {
    options.push({ kind: 'suggestion', id: `${idPrefix}-${suggestion.key}`, suggestion });
  }
  // Named by their text, as suggestions by type and id: an option keeps its id from one answer to the
  // next, so it stays active when a newer answer still lists it.
  for (const text of view?.didYouMean ?? []) {
    options.push({ kind: 'correction', id: `${idPrefix}-fix-${encodeURIComponent(text)}`, text });
  }
  const query = typed.trim();
  if (query) options.push({ kind: 'all', id: `${idPrefix}-all`, query });
  return options;
}

/**
 * The option to make active when a newer answer replaces the list (`before`) with `after`: none when
 * the active option is still listed (its id names what it is, so it stays active by itself) or none
 * was active; else the option now at its place, clamped to the list, so that Enter opens what the
 * list shows as active rather than searching.
 */
export function optionInPlaceOf(
  activeId: string | null,
  before: readonly SuggestionOption[],
  after: readonly SuggestionOption[],
): string | null {
  if (activeId === null || after.some((option) => option.id === activeId)) return null;
  const place = before.findIndex((option) => option.id === activeId);
  if (place < 0) return null;
  return after[Math.min(place, after.length - 1)]?.id ?? null;
}
