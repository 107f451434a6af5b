import { useEffect, useState } from 'react';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { AppDispatch } from '@/app/hooks';

import { forYouApi } from './forYouApi';
import { planRequests, rankSuggestions } from './recommend';
import type { Suggestion, TasteMediaType, TasteSignal } from './recommend';
import { selectSeenKeys, selectTasteSignals } from './signals';

export type ForYouState =
  { status: 'loading' } | { status: 'ready'; suggestions: Suggestion[] } | { status: 'failed' };

/** The planned public lists' answers, by path, and how many could not be read. */
interface Fetched {
  answers: Map<string, unknown>;
  failed: number;
}

/**
 * Fetches what For You reads for these signals: the per-title lists, then the discover lists their
 * answers call for. Each is its own request (never the visitor's list as a set); answers stay cached
 * (RTK Query), so asking again for a list on its way or read already sends nothing.
 */
export async function fetchForYou(
  dispatch: AppDispatch,
  signals: readonly TasteSignal[],
  mediaType: TasteMediaType | undefined,
): Promise<Fetched> {
  const options = { mediaType };
  const fetched: Fetched = { answers: new Map(), failed: 0 };
  const fetchAll = (paths: string[]) =>
    Promise.all(
      paths
        .filter((path) => !fetched.answers.has(path))
        .map(async (path) => {
          const request = dispatch(forYouApi.endpoints.getTasteList.initiate(path));
          try {
            fetched.answers.set(path, await request.unwrap());
          } catch {
            fetched.failed += 1;
          } finally {
            request.unsubscribe();
          }
        }),
    );
  await fetchAll(planRequests(signals, options));
  await fetchAll(planRequests(signals, options, fetched.answers));
  return fetched;
}

/** The media type a For You address asks for (`?type=movie`, `?type=tv`), or both. */
export function mediaTypeOfSearch(search: string): TasteMediaType | undefined {
  const type = new URLSearchParams(search).get('type');
  return type === 'movie' || type === 'tv' ? type : undefined;
}

/**
 * For You's suggestions: the planned public lists fetched (each on its own, never the visitor's list
 * as a set), then ranked here. Answers stay cached, so hiding a title ranks again without waiting.
 */
export function useForYou(mediaType: TasteMediaType | undefined, attempt = 0): ForYouState {
  const dispatch = useAppDispatch();
  const signals = useAppSelector(selectTasteSignals);
  const seen = useAppSelector(selectSeenKeys);
  // Kept with the media type it answers: another filter's results never show under this one (a new
  // signal, such as a hidden title, re-ranks in place instead).
  const [state, setState] = useState<{ for: string; state: ForYouState }>({
    for: '',
    state: { status: 'loading' },
  });
  const current = String(mediaType);

  useEffect(() => {
    let live = true;
    const options = { mediaType };
    void (async () => {
      const { answers, failed } = await fetchForYou(dispatch, signals, mediaType);
      if (!live) return;
      if (answers.size === 0 && failed > 0) {
        setState({ for: current, state: { status: 'failed' } });
        return;
      }
      const suggestions = rankSuggestions(signals, answers, options).filter(
        (suggestion) => !seen.has(`${suggestion.media_type}-${suggestion.media_id}`),
      );
      setState({ for: current, state: { status: 'ready', suggestions } });
    })();
    return () => {
      live = false;
    };
  }, [dispatch, signals, seen, mediaType, current, attempt]);

  return state.for === current ? state.state : { status: 'loading' };
}
