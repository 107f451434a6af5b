import { DEFAULT_FILMOGRAPHY_SORT, parseFilmographySort } from '@/lib/filmography';
import type { FilmographySort } from '@/lib/filmography';

/** What a filmography URL holds besides its path: `?sort=title&page=2`. */
export interface FilmographyQuery {
  sort: FilmographySort;
  page: number;
}

/** The sort and page of a filmography URL; unknown sorts and unusable pages read as the defaults. */
export function parseFilmographyQuery(params: URLSearchParams): FilmographyQuery {
  const page = Number(params.get('page'));
  return {
    sort: parseFilmographySort(params.get('sort')),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of a filmography state, naming only what is not the default ('' for none). */
export function buildFilmographySearch({ sort, page }: FilmographyQuery): string {
  const params = new URLSearchParams();
  if (sort !== DEFAULT_FILMOGRAPHY_SORT) params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}
