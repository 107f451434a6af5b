import { useCallback } from 'react';

import { useAppStore } from '@/app/hooks';
import { pickFound } from '@/features/dataTransfer/imdb';
import type { FoundTitle, ImdbRow } from '@/features/dataTransfer/imdb';
import { findApi } from '@/services/find';

import { useLookups } from '@/features/dataTransfer/useLookups';
import type { Looked } from '@/features/dataTransfer/useLookups';

/** An IMDb row and the title `find` gave for its id; `failed` when the look-up did not answer. */
export interface ImdbMatch extends Looked {
  row: ImdbRow;
  status: 'matched' | 'notFound' | 'failed';
  title?: FoundTitle;
}

/** Resolves IMDb ids through `find/{id}?external_source=imdb_id`, four at a time, cancellable. */
export function useImdbLookups() {
  const store = useAppStore();
  const { progress, results, run, cancel } = useLookups({
    keyOf: (row: ImdbRow) => row.id,
    start: (externalId, again) =>
      store.dispatch(
        findApi.endpoints.getFind.initiate(
          { externalId, source: 'imdb_id' },
          { forceRefetch: again },
        ),
      ),
    judge: (row, answer): ImdbMatch => {
      if (!answer) return { row, status: 'failed' };
      const title = pickFound(row, answer);
      return title ? { row, status: 'matched', title } : { row, status: 'notFound' };
    },
  });
  const lookUp = useCallback(
    (rows: readonly ImdbRow[], previous?: readonly ImdbMatch[]) => run(rows, previous),
    [run],
  );
  return { progress, matches: results, lookUp, cancel };
}
