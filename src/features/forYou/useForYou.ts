import { useEffect, useState } from 'react';

import { useAppDispatch, useAppSelector } from '@/app/hooks';

import { forYouApi } from './forYouApi';
import { planRequests, rankSuggestions } from './recommend';
import type { Suggestion, TasteMediaType } from './recommend';
import { selectSeenKeys, selectTasteSignals } from './signals';

export type ForYouState =
  { status: 'loading' } | { status: 'ready'; suggestions: Suggestion[] } | { status: 'failed' };

/**
 * For You's suggestions: the planned public lists fetched (each on its own, never the visitor's list
 * as a set), then ranked here. Answers stay cached, so hiding a title ranks again without waiting.
 */
export function useForYou(mediaType: TasteMediaType | undefined, attempt = 0): ForYouState {
  const dispatch = useAppDispatch();
  const signals = useAppSelector(selectTasteSignals);
  const seen = useAppSelector(selectSeenKeys);
  const [state, setState] = useState<ForYouState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    const options = { mediaType };
    const answers = new Map<string, unknown>();
    let failed = 0;
    const fetchAll = (paths: string[]) =>
      Promise.all(
        paths
          .filter((path) => !answers.has(path))
          .map(async (path) => {
            const request = dispatch(forYouApi.endpoints.getTasteList.initiate(path));
            try {
              answers.set(path, await request.unwrap());
            } catch {
              failed += 1;
            } finally {
              request.unsubscribe();
            }
          }),
      );
    void (async () => {
      const first = planRequests(signals, options);
      await fetchAll(first);
      await fetchAll(planRequests(signals, options, answers));
      if (!live) return;
      if (answers.size === 0 && failed > 0) {
        setState({ status: 'failed' });
        return;
      }
      const suggestions = rankSuggestions(signals, answers, options).filter(
        (suggestion) => !seen.has(`${suggestion.media_type}-${suggestion.media_id}`),
      );
      setState({ status: 'ready', suggestions });
    })();
    return () => {
      live = false;
    };
  }, [dispatch, signals, seen, mediaType, attempt]);

  return state;
}
