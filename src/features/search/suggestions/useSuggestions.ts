import { useEffect, useMemo, useState } from 'react';

import { SUGGEST_DEBOUNCE_MS } from '@common/suggest';
import { canSuggest } from '@/lib/searchBox';
import { mergeDidYouMean, mergeSuggestions, shortenedQuery } from '@/lib/suggestions';
import type { Suggestion } from '@/lib/suggestions';
import { useGetSearchMultiQuery } from '@/services/search';
import { useGetSiteConfigQuery } from '@/services/site';
import { useGetSuggestionsQuery } from '@/services/suggest';

/** The suggestions for one query, as the list shows them. */
export interface SuggestionView {
  /** The query as typed (trimmed), even when a shortened retry found the items. */
  query: string;
  items: Suggestion[];
  didYouMean: string[];
  /** Every source asked has answered or failed: 'No results found' may be said. */
  settled: boolean;
}

/** `value`, once it has stopped changing for `ms`. */
function useDebouncedValue<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    // Nothing to wait for (and no timer left running after the first render).
    if (Object.is(value, debounced)) return;
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, debounced, ms]);
  return debounced;
}

/**
 * One round of asking: our `/api/suggest`, with TMDB's `search/multi` page 1 alongside it on the live
 * source. On the demo catalogue search/multi reads the same catalogue as ours, so it is asked only once
 * ours has failed. Only `currentData` is read, the answer for this very query, so a late answer to an
 * older query (kept in its own cache entry) never shows here.
 */
function useSources(query: string, live: boolean, enabled: boolean) {
  const suggest = useGetSuggestionsQuery(query, { skip: !enabled });
  const multiWanted = enabled && (live || suggest.isError);
  const multi = useGetSearchMultiQuery({ query, page: 1 }, { skip: !multiWanted });
  const suggestData = suggest.currentData;
  const multiData = multi.currentData;
  const items = useMemo(
    () => mergeSuggestions([suggestData?.results, multiData?.results]),
    [suggestData, multiData],
  );
  const settled =
    enabled &&
    (suggestData !== undefined || suggest.isError) &&
    (!multiWanted || multiData !== undefined || multi.isError);
  return { items, didYouMean: suggestData?.didYouMean, settled };
}

/**
 * The header's suggestions for what is typed: asked once typing pauses, merged (ours first, then
 * TMDB's), retried with the spec's shortened query when nothing is found. While the next answer is on
 * its way the last list stays (marked `pending`), so the list does not blink at every keystroke.
 */
export function useSuggestions(typed: string): { view: SuggestionView | null; pending: boolean } {
  const query = useDebouncedValue(typed.trim(), SUGGEST_DEBOUNCE_MS);
  const { data: site } = useGetSiteConfigQuery();
  // Until the server says, the demo's way: ours alone, TMDB's only if ours fails.
  const live = site?.catalogue === 'tmdb';

  const first = useSources(query, live, canSuggest(query));
  const retryQuery = shortenedQuery(query);
  const retrying = first.settled && first.items.length === 0 && retryQuery !== null;
  const second = useSources(retryQuery ?? '', live, retrying);

  const source = retrying ? second : first;
  const { items, settled } = source;
  const firstFixes = first.didYouMean;
  const secondFixes = retrying ? second.didYouMean : undefined;
  const current = useMemo<SuggestionView | null>(() => {
    if (!settled && items.length === 0) return null;
    // A correction already listed as a suggestion is not offered again below it.
    const listed = items.map((item) => item.title);
    const didYouMean = mergeDidYouMean([firstFixes, secondFixes], query, listed);
    return { query, items, didYouMean, settled };
  }, [query, items, settled, firstFixes, secondFixes]);

  // The last list shown, kept while the next is asked for; dropped when the query gets too short.
  const [shown, setShown] = useState<SuggestionView | null>(null);
  const wanted = canSuggest(typed);
  if (!wanted && shown !== null) setShown(null);
  if (wanted && current !== null && current !== shown) setShown(current);

  const pending = wanted && (query !== typed.trim() || !current?.settled);
  return { view: wanted ? (current ?? shown) : null, pending };
}
