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
  (view?.didYouMean ?? []).forEach((text, index) => {
    options.push({ kind: 'correction', id: `${idPrefix}-fix-${index}`, text });
  });
  const query = typed.trim();
  if (query) options.push({ kind: 'all', id: `${idPrefix}-all`, query });
  return options;
}
