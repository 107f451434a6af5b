import { useEffect, useRef, useState } from 'react';

import { useAppDispatch } from '@/app/hooks';
import { moviesApi } from '@/services/movies';
import { tvApi } from '@/services/tv';

import { titleKey } from './figures';
import type { FactsByTitle, TitleFacts } from './figures';
import { factsFromDetails } from './titleFacts';
import type { TitleRef } from './titleFacts';

/** Requests on their way at once: the page's lookups never crowd out the rest of the site. */
export const LOOKUP_CONCURRENCY = 4;

export interface TitleFactsState {
  facts: FactsByTitle;
  /** Of the titles asked for, how many have an answer (or a failure). */
  settled: number;
  failed: number;
  total: number;
}

/**
 * Each title's details, asked for one title at a time exactly as its page asks (the same RTK Query
 * endpoints and cache), a few at once. Answers are kept for the page's life, so switching the
 * period asks only for what the other view adds; the figures are updated a batch at a time.
 */
export function useTitleFacts(titles: readonly TitleRef[]): TitleFactsState {
  const dispatch = useAppDispatch();
  const known = useRef(new Map<string, TitleFacts>());
  const failed = useRef(new Set<string>());
  const subscriptions = useRef<{ unsubscribe: () => void }[]>([]);
  const [answers, setAnswers] = useState<{ facts: FactsByTitle; failed: ReadonlySet<string> }>(
    () => ({ facts: new Map(), failed: new Set() }),
  );

  useEffect(() => {
    let live = true;
    const queue = titles.filter((title) => !known.current.has(titleKey(title)));
    let sinceFlush = 0;
    const flush = () => {
      sinceFlush = 0;
      if (live) setAnswers({ facts: new Map(known.current), failed: new Set(failed.current) });
    };
    const lookUp = async (title: TitleRef) => {
      const request =
        title.media_type === 'movie'
          ? dispatch(moviesApi.endpoints.getMovieDetails.initiate(title.media_id))
          : dispatch(tvApi.endpoints.getTvDetails.initiate(title.media_id));
      subscriptions.current.push(request);
      try {
        const details = await request.unwrap();
        known.current.set(titleKey(title), factsFromDetails(title.media_type, details));
        failed.current.delete(titleKey(title));
      } catch {
        failed.current.add(titleKey(title));
      }
    };
    const worker = async () => {
      for (let title = queue.shift(); title && live; title = queue.shift()) {
        await lookUp(title);
        sinceFlush += 1;
        if (sinceFlush >= LOOKUP_CONCURRENCY) flush();
      }
    };
    void Promise.all(Array.from({ length: LOOKUP_CONCURRENCY }, worker)).then(flush);
    return () => {
      live = false;
    };
  }, [dispatch, titles]);

  // The answers are let go when the visitor leaves the page.
  useEffect(
    () => () => {
      for (const subscription of subscriptions.current) subscription.unsubscribe();
      subscriptions.current = [];
    },
    [],
  );

  const keys = titles.map(titleKey);
  return {
    facts: answers.facts,
    settled: keys.filter((key) => answers.facts.has(key) || answers.failed.has(key)).length,
    failed: keys.filter((key) => answers.failed.has(key)).length,
    total: keys.length,
  };
}
