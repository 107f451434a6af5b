import {
  DEFAULT_FILMOGRAPHY_SORT,
  parseFilmographyRole,
  parseFilmographySort,
} from '@/lib/filmography';
import type { FilmographyRole, FilmographySort } from '@/lib/filmography';

import type { FilmographyKind } from './creditWords';

/** What a filmography URL holds besides its path: `?role=crew&sort=title&page=2`. */
export interface FilmographyQuery {
  /** Unset: the role the person is known for (their first, `filmographyRoles`). */
  role?: FilmographyRole;
  sort: FilmographySort;
  page: number;
}

/**
 * The role, sort and page of a filmography URL; unknown roles and sorts and unusable pages read as
 * the defaults.
 */
export function parseFilmographyQuery(params: URLSearchParams): FilmographyQuery {
  const page = Number(params.get('page'));
  const role = parseFilmographyRole(params.get('role'));
  return {
    ...(role ? { role } : {}),
    sort: parseFilmographySort(params.get('sort')),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of a filmography state, naming only what is not the default ('' for none). */
export function buildFilmographySearch({ role, sort, page }: FilmographyQuery): string {
  const params = new URLSearchParams();
  if (role) params.set('role', role);
  if (sort !== DEFAULT_FILMOGRAPHY_SORT) params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** A person's filmography of one kind: `/actor/{slug}/movies`, with `?role=` for a role not their first. */
export function filmographyPath(slug: string, kind: FilmographyKind, role?: FilmographyRole) {
  const search = buildFilmographySearch({ role, sort: DEFAULT_FILMOGRAPHY_SORT, page: 1 });
  return `/actor/${slug}/${kind === 'movie' ? 'movies' : 'tv'}${search}`;
}
