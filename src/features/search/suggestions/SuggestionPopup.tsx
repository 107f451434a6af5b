import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef } from 'react';

import { suggestionsAnnouncement } from '@/lib/suggestions';

import { SuggestionList } from './SuggestionList';
import { optionInPlaceOf, suggestionOptions } from './suggestionOptions';
import type { SuggestionOption } from './suggestionOptions';
import { useSuggestions } from './useSuggestions';

/** What the box needs from the open list: the options the arrow keys walk, and what to announce. */
export interface PopupState {
  options: SuggestionOption[];
  announcement: string;
}

interface SuggestionPopupProps {
  /** What is typed in the box. */
  query: string;
  /** Whether the list shows; it asks from the second character, before it opens at the third. */
  open: boolean;
  idPrefix: string;
  listboxId: string;
  activeId: string | null;
  onStateChange: (state: PopupState) => void;
  onActivate: (id: string) => void;
  onChoose: (option: SuggestionOption) => void;
}

/**
 * The suggestions list with everything behind it (asking, merging, retrying, drawing): a chunk of its
 * own, loaded on the box's first focus, so none of it weighs on a page's first load. Mounted from the
 * second character (it asks then), drawn from the third. The box keeps the combobox's state and hears
 * of the options through `onStateChange`.
 */
export function SuggestionPopup({
  query,
  open,
  idPrefix,
  listboxId,
  activeId,
  onStateChange,
  onActivate,
  onChoose,
}: SuggestionPopupProps) {
  const { view, pending } = useSuggestions(query);
  const { i18n } = useLingui();
  const options = useMemo(() => suggestionOptions(view, query, idPrefix), [view, query, idPrefix]);
  const announcement =
    view && view.settled && !pending
      ? suggestionsAnnouncement(i18n, view.items.length, view.query)
      : '';

  // When a newer answer replaces the list under the active option (Down pressed while the last answer
  // still showed), the box hears of the new options and of what is active in the same update.
  const shownOptions = useRef(options);
  useEffect(() => {
    if (shownOptions.current === options) return;
    const replacement = optionInPlaceOf(activeId, shownOptions.current, options);
    shownOptions.current = options;
    if (replacement) onActivate(replacement);
  }, [options, activeId, onActivate]);

  useEffect(() => {
    onStateChange({ options, announcement });
  }, [options, announcement, onStateChange]);

  if (!open) return null;
  return (
    <SuggestionList
      listboxId={listboxId}
      options={options}
      activeId={activeId}
      view={view}
      pending={pending}
      onActivate={onActivate}
      onChoose={onChoose}
    />
  );
}
