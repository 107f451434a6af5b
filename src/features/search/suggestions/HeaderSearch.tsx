import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { Suspense, lazy, useCallback, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { SearchBox } from '@/components/layout/SearchBox';
import { canOpen, canSuggest, searchPath } from '@/lib/searchBox';
import { visuallyHidden } from '@/lib/visuallyHidden';

import type { PopupState } from './SuggestionPopup';
import type { SuggestionOption } from './suggestionOptions';

// The list and all behind it (asking, merging, images, animation) load on the box's first focus, out
// of every page's first load: only the box and its keyboard handling are here.
const loadSuggestionPopup = () =>
  import(/* webpackChunkName: "search-suggestions" */ './SuggestionPopup');
const SuggestionPopup = lazy(() =>
  loadSuggestionPopup().then((module) => ({ default: module.SuggestionPopup })),
);

const CLOSED: PopupState = { options: [], announcement: '' };

/**
 * The header's search box with suggestions, as a WAI-ARIA combobox (APG "combobox with listbox
 * popup"): focus stays in the input while ArrowDown/ArrowUp move the active option (wrapping round),
 * Enter opens it (or searches when none is active), Escape closes the list and a second Escape clears
 * the box, Tab or a click elsewhere closes it. The corrections and 'See all results' are options too,
 * so one Tab stop reaches everything and typing never loses its place.
 */
export function HeaderSearch() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const idPrefix = useId();
  const listboxId = `${idPrefix}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [popup, setPopup] = useState<PopupState>(CLOSED);
  const onPopupChange = useCallback((state: PopupState) => setPopup(state), []);

  const asking = canSuggest(query);
  const open = expanded && canOpen(query);
  // The latest options stay known while the list is closed, so ArrowDown reopens it on the first.
  const { options, announcement: latestAnnouncement } = asking ? popup : CLOSED;
  const announcement = open ? latestAnnouncement : '';
  const activeIndex = open ? options.findIndex((option) => option.id === activeId) : -1;
  const active = activeIndex >= 0 ? options[activeIndex] : undefined;

  const close = () => {
    setExpanded(false);
    setActiveId(null);
  };

  const submit = () => {
    const path = searchPath(query);
    if (!path) return;
    close();
    void navigate(path);
  };

  const choose = (option: SuggestionOption, byPointer: boolean) => {
    if (option.kind === 'correction') {
      setQuery(option.text);
      setActiveId(null);
      setExpanded(true);
      inputRef.current?.focus();
      return;
    }
    // A tap closes the phone's keyboard too; a key press leaves focus where the visitor is.
    if (byPointer) inputRef.current?.blur();
    if (option.kind === 'all') {
      submit();
      return;
    }
    setQuery('');
    close();
    void navigate(option.suggestion.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!canOpen(query)) return;
        event.preventDefault();
        setExpanded(true);
        const count = options.length;
        if (count === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const next =
          activeIndex < 0 ? (step > 0 ? 0 : count - 1) : (activeIndex + step + count) % count;
        setActiveId(options[next]?.id ?? null);
        return;
      }
      case 'Enter':
        // Without an active option the form submits: the search page.
        if (active) {
          event.preventDefault();
          choose(active, false);
        }
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (query) {
          event.preventDefault();
          setQuery('');
        }
        return;
      case 'Tab':
        close();
        return;
    }
  };

  return (
    <SearchBox
      value={query}
      onValueChange={(value) => {
        setQuery(value);
        setActiveId(null);
        setExpanded(true);
      }}
      onSubmit={submit}
      inputRef={inputRef}
      inputProps={{
        role: 'combobox',
        'aria-expanded': open,
        'aria-controls': open ? listboxId : undefined,
        'aria-autocomplete': 'list',
        'aria-activedescendant': active?.id,
        onKeyDown,
        onFocus: () => {
          void loadSuggestionPopup();
          setExpanded(true);
        },
        // Choosing with the pointer keeps focus here (the list cancels mousedown), so a blur means
        // the visitor went elsewhere: a click outside, Tab, another window.
        onBlur: close,
      }}
    >
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
      {asking && (
        <Suspense
          fallback={
            open ? (
              <Box
                role="listbox"
                id={listboxId}
                aria-label={t`Search suggestions`}
                aria-busy="true"
              />
            ) : null
          }
        >
          <SuggestionPopup
            query={query}
            open={open}
            idPrefix={idPrefix}
            listboxId={listboxId}
            activeId={active?.id ?? null}
            onStateChange={onPopupChange}
            onActivate={setActiveId}
            onChoose={(option) => choose(option, true)}
          />
        </Suspense>
      )}
    </SearchBox>
  );
}
