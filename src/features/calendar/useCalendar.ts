import { useEffect, useMemo, useState } from 'react';

import { useAppDispatch } from '@/app/hooks';
import type { AppDispatch } from '@/app/hooks';
import { moviesApi } from '@/services/movies';
import { tvApi } from '@/services/tv';

import { movieEntries, showEntries } from './calendarEntries';
import type { CalendarEntry } from './calendarEntries';
import type { FollowedTitle } from './followed';

/** How many titles are read at once: a long watchlist does not send a burst of requests. */
export const CALENDAR_CONCURRENCY = 4;

export interface CalendarState {
  status: 'loading' | 'ready';
  /** Titles read so far (answered or failed), of `total`. */
  read: number;
  total: number;
  /** Every coming date found, in no particular order (see groupByDay). */
  entries: CalendarEntry[];
  /** Titles whose dates could not be read, or not all of them (named as far as known). */
  failed: FollowedTitle[];
  /** Titles read that have no coming date. */
  quiet: FollowedTitle[];
}

interface TitleResult {
  title: FollowedTitle;
  entries: CalendarEntry[];
  failed: boolean;
}

/** A query's answer through the store (cached, shared with the title pages), then let go. */
async function answer<T>(request: { unwrap(): Promise<T>; unsubscribe(): void }): Promise<T> {
  try {
    return await request.unwrap();
  } finally {
    request.unsubscribe();
  }
}

/**
 * One title's coming dates, through the requests its own pages make: a show's details (its next
 * episode), then the season of that episode (the later ones); a movie's details (its release day).
 */
async function readTitle(
  dispatch: AppDispatch,
  title: FollowedTitle,
  today: string,
): Promise<TitleResult> {
  try {
    if (title.media_type === 'movie') {
      const movie = await answer(
        dispatch(moviesApi.endpoints.getMovieDetails.initiate(title.media_id)),
      );
      const named = { ...title, name: title.name || movie.title };
      return { title: named, entries: movieEntries(named, movie, today), failed: false };
    }
    const show = await answer(dispatch(tvApi.endpoints.getTvDetails.initiate(title.media_id)));
    const named = { ...title, name: title.name || show.name };
    const next = show.next_episode_to_air;
    if (!next) return { title: named, entries: [], failed: false };
    try {
      const season = await answer(
        dispatch(
          tvApi.endpoints.getSeason.initiate({ id: title.media_id, season: next.season_number }),
        ),
      );
      return { title: named, entries: showEntries(named, show, season, today), failed: false };
    } catch {
      // The next episode is known from the details; the later ones could not be read.
      return { title: named, entries: showEntries(named, show, undefined, today), failed: true };
    }
  } catch {
    return { title, entries: [], failed: true };
  }
}

/** Runs `task` on every item, at most `limit` at a time, in order; stops starting new ones once `stopped()`. */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
  stopped: () => boolean = () => false,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !stopped()) {
      const item = items[next]!;
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** What one reading of the calendar is for. */
interface Run {
  titles: readonly FollowedTitle[];
  today: string | undefined;
  attempt: number;
}

const LOADING: CalendarState = {
  status: 'loading',
  read: 0,
  total: 0,
  entries: [],
  failed: [],
  quiet: [],
};

/**
 * The coming dates of the titles the visitor follows, counted from `today` (undefined: not known
 * yet, so still loading). Each title is asked for on its own, a few at a time; one that fails is
 * named in `failed` and the others stand. A new `attempt` reads again (what failed is asked anew,
 * what answered comes from the cache).
 */
export function useCalendar(
  titles: readonly FollowedTitle[],
  today: string | undefined,
  attempt = 0,
): CalendarState {
  const dispatch = useAppDispatch();
  // What a run found, with the run it belongs to: a new run reads as loading until it reports.
  const [report, setReport] = useState<{ run: Run; state: CalendarState } | null>(null);
  const run = useMemo<Run>(() => ({ titles, today, attempt }), [titles, today, attempt]);

  useEffect(() => {
    const day = run.today;
    if (day === undefined) return undefined;
    let live = true;
    const { titles: list } = run;
    // In the order the visitor's lists have them, whatever order the answers come in.
    const slots: (TitleResult | undefined)[] = list.map(() => undefined);
    let read = 0;
    void (async () => {
      await eachLimited(
        list.map((title, index) => ({ title, index })),
        CALENDAR_CONCURRENCY,
        async ({ title, index }) => {
          slots[index] = await readTitle(dispatch, title, day);
          read += 1;
          if (live) setReport({ run, state: { ...LOADING, read, total: list.length } });
        },
        () => !live,
      );
      if (!live) return;
      const results = slots.filter((result): result is TitleResult => result !== undefined);
      setReport({
        run,
        state: {
          status: 'ready',
          read: results.length,
          total: list.length,
          entries: results.flatMap((result) => result.entries),
          failed: results.filter((result) => result.failed).map((result) => result.title),
          quiet: results
            .filter((result) => !result.failed && result.entries.length === 0)
            .map((result) => result.title),
        },
      });
    })();
    return () => {
      live = false;
    };
  }, [dispatch, run]);

  return report?.run === run ? report.state : { ...LOADING, total: titles.length };
}
