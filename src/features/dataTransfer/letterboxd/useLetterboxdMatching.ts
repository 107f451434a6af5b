import { useCallback, useEffect, useRef, useState } from 'react';

import type { MovieListItem } from '@common/tmdb';
import { useAppStore } from '@/app/hooks';
import { pickMatch } from '@/lib/letterboxd';
import type { LetterboxdRow, MatchStatus } from '@/lib/letterboxd';
import { searchApi } from '@/services/search';

/** Searches at a time: enough to be quick, few enough to spare the server (issue 12). */
export const MATCH_CONCURRENCY = 4;

/** A row and what our search made of it; `failed` when the search itself did not answer. */
export interface RowMatch {
  row: LetterboxdRow;
  status: MatchStatus | 'failed';
  candidate?: MovieListItem;
}

export interface MatchProgress {
  done: number;
  total: number;
}

interface Run {
  cancelled: boolean;
  active: Set<{ abort: () => void; unsubscribe: () => void }>;
}

/**
 * Matches Letterboxd rows to our films through the search (`search/movie`, page 1, by the film's
 * name), at most four searches at a time; rows of the same name share one search. `cancel` stops a
 * run midway: requests in flight are aborted and no result is kept. `retryFailed` searches again for
 * the rows whose search failed, keeping the other results.
 */
export function useLetterboxdMatching() {
  const store = useAppStore();
  const [progress, setProgress] = useState<MatchProgress | null>(null);
  const [matches, setMatches] = useState<RowMatch[] | null>(null);
  const run = useRef<Run | null>(null);

  const stop = useCallback(() => {
    const current = run.current;
    if (!current) return;
    current.cancelled = true;
    for (const request of current.active) {
      request.abort();
      request.unsubscribe();
    }
    current.active.clear();
    run.current = null;
  }, []);

  // Leaving the panel midway stops the searches.
  useEffect(() => stop, [stop]);

  /** Matches `rows`; with `previous`, only its failed rows are searched again. */
  const search = useCallback(
    async (rows: readonly LetterboxdRow[], previous?: readonly RowMatch[]) => {
      stop();
      const current: Run = { cancelled: false, active: new Set() };
      run.current = current;
      const results: (RowMatch | undefined)[] = previous
        ? [...previous]
        : rows.map(() => undefined);
      const pending = rows.flatMap((row, index) =>
        !previous || previous[index]?.status === 'failed' ? [{ row, index }] : [],
      );

      // Rows of the same name share one search.
      const byQuery = new Map<string, { row: LetterboxdRow; index: number }[]>();
      for (const entry of pending) {
        byQuery.set(entry.row.name, [...(byQuery.get(entry.row.name) ?? []), entry]);
      }
      const queries = [...byQuery.entries()];
      let done = 0;
      setMatches(null);
      setProgress({ done, total: pending.length });

      const worker = async () => {
        for (let next = queries.shift(); next && !current.cancelled; next = queries.shift()) {
          const [query, entries] = next;
          const request = store.dispatch(
            searchApi.endpoints.getSearchMovies.initiate(
              { query, page: 1 },
              { forceRefetch: previous !== undefined },
            ),
          );
          current.active.add(request);
          let candidates: MovieListItem[] | null = null;
          try {
            candidates = (await request.unwrap()).results;
          } catch {
            candidates = null;
          } finally {
            request.unsubscribe();
            current.active.delete(request);
          }
          if (current.cancelled) return;
          for (const { row, index } of entries) {
            results[index] = candidates
              ? { row, ...pickMatch(row, candidates) }
              : { row, status: 'failed' };
          }
          done += entries.length;
          setProgress({ done, total: pending.length });
        }
      };

      await Promise.all(Array.from({ length: MATCH_CONCURRENCY }, worker));
      if (current.cancelled) return;
      run.current = null;
      setProgress(null);
      setMatches(rows.map((row, index): RowMatch => results[index] ?? { row, status: 'failed' }));
    },
    [stop, store],
  );

  /** Stops a run (nothing it found is kept) or forgets the last results. */
  const cancel = useCallback(() => {
    stop();
    setProgress(null);
    setMatches(null);
  }, [stop]);

  return { progress, matches, search, cancel };
}
