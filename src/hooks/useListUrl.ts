import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { To } from 'react-router-dom';

/** How one list screen reads its state from the URL and writes it back. */
export interface ListUrlState<Q extends { page: number }> {
  /** The state in a query string; must be a stable (module-level) function. */
  parse: (params: URLSearchParams) => Q;
  /** The query string (`?…` or '') of a state, writing only what is not the default. */
  build: (query: Q) => string;
}

/**
 * A list screen's state kept in its URL: the parsed query, links to other states of the same screen,
 * and navigation. Filters push a history entry, and so does a page change: each page is a link of
 * its own (`pageHref`, for the pagination bar), so Back walks back through the pages visited. The
 * spec replaces the entry instead; issue 22 asked for this on purpose.
 */
export function useListUrl<Q extends { page: number }>({ parse, build }: ListUrlState<Q>) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const query = useMemo(() => parse(params), [parse, params]);

  const hrefFor = (next: Q): To => ({ pathname, search: build(next) });
  const show = (next: Q) => navigate(hrefFor(next));
  /** The same list at another page, every other parameter kept. */
  const pageHref = (page: number): To => hrefFor({ ...query, page });
  return { query, params, hrefFor, show, pageHref };
}
