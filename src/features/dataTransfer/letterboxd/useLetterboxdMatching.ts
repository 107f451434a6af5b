import { useCallback } from 'react';

import type { MovieListItem } from '@common/tmdb';
import { useAppStore } from '@/app/hooks';
import { pickMatch } from '@/features/dataTransfer/letterboxd';
import type { MatchStatus } from '@/features/dataTransfer/letterboxd';
import type { PlannedFilm } from '@/features/dataTransfer/letterboxdImport';
import { searchApi } from '@/services/search';

import { useLookups } from '@/features/dataTransfer/useLookups';
import type { Looked } from '@/features/dataTransfer/useLookups';

/** A film and what our search made of it; `failed` when the search itself did not answer. */
export interface FilmMatch extends Looked {
  film: PlannedFilm;
  status: MatchStatus | 'failed';
  candidate?: MovieListItem;
}

/**
 * Matches Letterboxd films to ours through the search (`search/movie`, page 1, by the film's name),
 * four searches at a time, films of the same name sharing one search (../letterboxd pickMatch
 * judges the results by title and year).
 */
export function useLetterboxdMatching() {
  const store = useAppStore();
  const { progress, results, run, cancel } = useLookups({
    keyOf: (film: PlannedFilm) => film.name,
    start: (query, again) =>
      store.dispatch(
        searchApi.endpoints.getSearchMovies.initiate({ query, page: 1 }, { forceRefetch: again }),
      ),
    judge: (film, answer): FilmMatch =>
      answer ? { film, ...pickMatch(film, answer.results) } : { film, status: 'failed' },
  });
  const search = useCallback(
    (films: readonly PlannedFilm[], previous?: readonly FilmMatch[]) => run(films, previous),
    [run],
  );
  return { progress, matches: results, search, cancel };
}
