import { TRENDING_SORTS, trendingGenreOf } from '@common/trendingFilters';
import type { FilteredTrendingArgs, TimeWindow } from '@/services/trending';
import { buildListSearch, parseListQuery } from '@/lib/listQuery';
import type { ListQuery } from '@/lib/listQuery';

/** The URL parameter of the time window; written only for the non-default 'day'. */
const WINDOW_PARAM = 'window';
const DEFAULT_WINDOW: TimeWindow = 'week';

export interface TrendingQuery extends ListQuery {
  timeWindow: TimeWindow;
}

/**
 * /trending's URL: the list filters plus the time window. Only what a mixed list can honour is kept:
 * a movie genre counts as the shared genre it belongs to (a detail page's Action link means Action &
 * Adventure here), a genre of one kind alone and the revenue sort are dropped.
 */
export function parseTrendingQuery(params: URLSearchParams): TrendingQuery {
  const query = parseListQuery(params, ['primary_release_year'], new Date(), TRENDING_SORTS);
  const genres = query.with_genres.flatMap((id) => trendingGenreOf(id)?.id ?? []);
  return {
    ...query,
    with_genres: [...new Set(genres)],
    timeWindow: params.get(WINDOW_PARAM) === 'day' ? 'day' : DEFAULT_WINDOW,
  };
}

export function buildTrendingSearch({ timeWindow, ...query }: TrendingQuery): string {
  return buildListSearch(query, {
    sorts: TRENDING_SORTS,
    extra: { [WINDOW_PARAM]: timeWindow === DEFAULT_WINDOW ? undefined : timeWindow },
  });
}

/** The filtered list's call for the URL's filters. */
export function filteredTrendingArgs(query: TrendingQuery): FilteredTrendingArgs {
  return {
    timeWindow: query.timeWindow,
    page: query.page,
    with_genres: query.with_genres.length ? query.with_genres.join(',') : undefined,
    primary_release_year: query.year || undefined,
    sort_by: query.sort_by,
  };
}
