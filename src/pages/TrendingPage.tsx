import Container from '@mui/material/Container';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useAppDispatch } from '@/app/hooks';
import { FilterPanel } from '@/components/FilterPanel';
import type { FilterValue } from '@/components/FilterPanel';
import { PagedResults } from '@/components/PagedResults';
import { ListToolbar } from '@/components/ListToolbar';
import { yearOf } from '@/lib/format';
import { DEFAULT_SORT, buildListSearch, hasActiveFilters, parseListQuery } from '@/lib/listQuery';
import type { ListFilters, ListQuery } from '@/lib/listQuery';
import { toCardItem } from '@/lib/mediaItem';
import { capTotalPages } from '@/lib/pagination';
import { tmdbApi } from '@/services/tmdbApi';
import { useGetTrendingQuery } from '@/services/trending';
import type { TimeWindow } from '@/services/trending';
import type { TrendingItem } from '@common/tmdb';

/** The URL parameter of the time window; written only for the non-default 'day'. */
const WINDOW_PARAM = 'window';
const DEFAULT_WINDOW: TimeWindow = 'week';
/** Spec: filtered trending pages are counted 20 to a page. */
const LOCAL_PAGE_SIZE = 20;

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
function filterTrending(items: TrendingItem[], filters: ListFilters): TrendingItem[] {
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

/** /trending: this week's (or today's) trending titles and people, with type badges. */
export default function TrendingPage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const query = useMemo(() => parseListQuery(params), [params]);
  const timeWindow: TimeWindow = params.get(WINDOW_PARAM) === 'day' ? 'day' : DEFAULT_WINDOW;
  const { page, with_genres, year, sort_by } = query;

  useEffect(() => {
    document.title = 'Trending · Marquee';
  }, []);

  const { data, error, isLoading, isFetching } = useGetTrendingQuery({ timeWindow, page });

  const filtered = hasActiveFilters(query);
  const results = useMemo(
    () => (filtered ? filterTrending(data?.results ?? [], query) : (data?.results ?? [])),
    [data, filtered, query],
  );
  const items = useMemo(() => results.map((item) => toCardItem(item, 'movie')), [results]);
  const totalPages = filtered
    ? Math.ceil(results.length / LOCAL_PAGE_SIZE)
    : capTotalPages(data?.total_pages ?? 0);
  const count = filtered ? results.length : (data?.total_results ?? 0);

  const searchFor = (next: Partial<ListQuery>, nextWindow: TimeWindow = timeWindow) =>
    buildListSearch(next, {
      extra: { [WINDOW_PARAM]: nextWindow === DEFAULT_WINDOW ? undefined : nextWindow },
    });

  const changePage = (next: number) => {
    navigate({ pathname, search: searchFor({ ...query, page: next }) }, { replace: true });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const changeWindow = (next: TimeWindow | null) => {
    if (next && next !== timeWindow)
      navigate({ pathname, search: searchFor({ ...query, page: 1 }, next) });
  };
  // Spec: a filter change invalidates the cached trending list, so the narrowed view starts fresh.
  const invalidate = () =>
    dispatch(tmdbApi.util.invalidateTags([{ type: 'Trending', id: timeWindow }]));
  const applyFilters = (next: FilterValue) => {
    invalidate();
    navigate({ pathname, search: searchFor({ ...next, page: 1 }) });
  };
  const resetFilters = () => {
    invalidate();
    navigate({ pathname, search: searchFor({ sort_by: DEFAULT_SORT }) });
  };

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: 'clamp(1.75rem, 4vw, 2.75rem)', mb: 1 }}>
        Trending Right Now
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, minHeight: '1.5em' }}>
        {data ? `Found ${count.toLocaleString('en-US')} trending items` : null}
      </Typography>

      <ListToolbar>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={timeWindow}
          onChange={(_event, next: TimeWindow | null) => changeWindow(next)}
          aria-label="Time window"
        >
          <ToggleButton value="day">Today</ToggleButton>
          <ToggleButton value="week">This Week</ToggleButton>
        </ToggleButtonGroup>
        <FilterPanel
          mediaType="movie"
          value={{ with_genres, year, sort_by }}
          onApply={applyFilters}
          onReset={resetFilters}
        />
      </ListToolbar>

      <PagedResults
        heading="Trending results"
        label="Trending titles and people"
        items={items}
        page={page}
        totalPages={totalPages}
        error={error}
        isLoading={isLoading}
        isFetching={isFetching}
        showType
        localPages={filtered}
        firstPage={{ pathname, search: searchFor({ ...query, page: 1 }) }}
        onPageChange={changePage}
      />
    </Container>
  );
}
