import { useCallback, useEffect, useRef, useState } from 'react';

/** Look-ups at a time: enough to be quick, few enough to spare the server (issue 12). */
export const LOOKUP_CONCURRENCY = 4;

/** A request under way, as RTK Query's `initiate` gives it. */
export interface Lookup<Answer> {
  unwrap(): Promise<Answer>;
  abort(): void;
  unsubscribe(): void;
}

export interface LookupProgress {
  done: number;
  total: number;
}

/** What became of a row; `failed` when the look-up itself did not answer (it may be tried again). */
export interface Looked {
  status: string;
}

export interface LookupsOptions<Row, Answer, Result extends Looked> {
  /** Rows with the same key share one look-up. */
  keyOf: (row: Row) => string;
  /** Starts the look-up of a key; `again` asks past the cache (a retry). */
  start: (key: string, again: boolean) => Lookup<Answer>;
  /** The row's result from the answer, or from no answer (null: the look-up failed). */
  judge: (row: Row, answer: Answer | null) => Result;
}

interface Run {
  cancelled: boolean;
  active: Set<Lookup<unknown>>;
}

/**
 * Looks rows up (the Letterboxd import's searches, the IMDb import's `find`), at most four at a time,
 * rows of the same key sharing one look-up, with progress. `cancel` stops a run midway: requests in
 * flight are aborted and nothing it found is kept. `run(rows, previous)` looks up again only the rows
 * whose look-up failed, keeping the other results.
 */
export function useLookups<Row, Answer, Result extends Looked>(
  options: LookupsOptions<Row, Answer, Result>,
) {
  const [progress, setProgress] = useState<LookupProgress | null>(null);
  const [results, setResults] = useState<Result[] | null>(null);
  const current = useRef<Run | null>(null);
  // The latest callbacks, so that a run started with them keeps working as the panel re-renders.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const stop = useCallback(() => {
    const run = current.current;
    if (!run) return;
    run.cancelled = true;
    for (const request of run.active) {
      request.abort();
      request.unsubscribe();
    }
    run.active.clear();
    current.current = null;
  }, []);

  // Leaving the panel midway stops the look-ups.
  useEffect(() => stop, [stop]);

  const run = useCallback(
    async (rows: readonly Row[], previous?: readonly Result[]) => {
      stop();
      const { keyOf, start, judge } = latest.current;
      const thisRun: Run = { cancelled: false, active: new Set() };
      current.current = thisRun;
      const found: (Result | undefined)[] = previous ? [...previous] : rows.map(() => undefined);
      const pending = rows.flatMap((row, index) =>
        !previous || previous[index]?.status === 'failed' ? [{ row, index }] : [],
      );
      const byKey = new Map<string, { row: Row; index: number }[]>();
      for (const entry of pending) {
        const key = keyOf(entry.row);
        byKey.set(key, [...(byKey.get(key) ?? []), entry]);
      }
      const queue = [...byKey.entries()];
      let done = 0;
      setResults(null);
      setProgress({ done, total: pending.length });

      const worker = async () => {
        for (let next = queue.shift(); next && !thisRun.cancelled; next = queue.shift()) {
          const [key, entries] = next;
          const request = start(key, previous !== undefined);
          thisRun.active.add(request);
          let answer: Answer | null = null;
          try {
            answer = await request.unwrap();
          } catch {
            answer = null;
          } finally {
            request.unsubscribe();
            thisRun.active.delete(request);
          }
          if (thisRun.cancelled) return;
          for (const { row, index } of entries) found[index] = judge(row, answer);
          done += entries.length;
          setProgress({ done, total: pending.length });
        }
      };

      await Promise.all(Array.from({ length: LOOKUP_CONCURRENCY }, worker));
      if (thisRun.cancelled) return;
      current.current = null;
      setProgress(null);
      setResults(rows.map((row, index) => found[index] ?? judge(row, null)));
    },
    [stop],
  );

  /** Stops a run (nothing it found is kept) or forgets the last results. */
  const cancel = useCallback(() => {
    stop();
    setProgress(null);
    setResults(null);
  }, [stop]);

  return { progress, results, run, cancel };
}
