import type { TrendingItem } from '@common/tmdb';
import type { TimeWindow } from '@/services/trending';
import { yearOf } from '@/lib/format';
import { buildListSearch, parseListQuery } from '@/lib/listQuery';
import type { ListFilters, ListQuery } from '@/lib/listQuery';

/** The URL parameter of the time window; written only for the non-default 'day'. */
const WINDOW_PARAM = 'window';
const DEFAULT_WINDOW: TimeWindow = 'week';
/** Spec: filtered trending pages are counted 20 to a page. */
export const TRENDING_LOCAL_PAGE_SIZE = 20;

export interface TrendingQuery extends ListQuery {
  timeWindow: TimeWindow;
}

/** /trending's URL: the list filters plus the time window. */
export function parseTrendingQuery(params: URLSearchParams): TrendingQuery {
  return {
    ...parseListQuery(params),
    timeWindow: params.get(WINDOW_PARAM) === 'day' ? 'day' : DEFAULT_WINDOW,
  };
}

export function buildTrendingSearch({ timeWindow, ...query }: TrendingQuery): string {
  return buildListSearch(query, {
    extra: { [WINDOW_PARAM]: timeWindow === DEFAULT_WINDOW ? undefined : timeWindow },
  });
}

const dateOf = (item: TrendingItem) =>
  item.media_type === 'movie'
    ? item.release_date
    : item.media_type === 'tv'
      ? item.first_air_date
      : undefined;

/**
 * The fetched trending page narrowed and sorted by the URL's filters. People have no genres or dates,
 * so a genre or year filter leaves them out. Trending items carry no revenue: that sort, like the
 * default, keeps the trending order.
 */
export function filterTrending(items: TrendingItem[], filters: ListFilters): TrendingItem[] {
  const { with_genres, year, sort_by } = filters;
  let result = items;
  if (with_genres.length) {
    result = result.filter(
      (item) =>
        item.media_type !== 'person' &&
        (item.genre_ids ?? []).some((id) => with_genres.includes(id)),
    );
  }
  if (year) result = result.filter((item) => yearOf(dateOf(item)) === year);
  if (sort_by === 'vote_average.desc') {
    const vote = (item: TrendingItem) => ('vote_average' in item ? (item.vote_average ?? 0) : 0);
    result = [...result].sort((a, b) => vote(b) - vote(a));
  } else if (sort_by === 'primary_release_date.desc') {
    result = [...result].sort((a, b) => (dateOf(b) ?? '').localeCompare(dateOf(a) ?? ''));
  }
  return result;
}
