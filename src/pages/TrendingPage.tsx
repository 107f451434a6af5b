import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';

import { useAppDispatch } from '@/app/hooks';
import { ChoiceButtons } from '@/components/ChoiceButtons';
import { FilterPanel } from '@/components/FilterPanel';
import type { FilterValue } from '@/components/FilterPanel';
import { ListToolbar } from '@/components/ListToolbar';
import { PagedResults } from '@/components/PagedResults';
import { PageTitle } from '@/components/PageTitle';
import {
  TRENDING_LOCAL_PAGE_SIZE,
  buildTrendingSearch,
  filterTrending,
  parseTrendingQuery,
} from '@/features/trending/trendingList';
import { useListUrl } from '@/hooks/useListUrl';
import { DEFAULT_FILTERS, hasActiveFilters } from '@/lib/listQuery';
import { toCardItem } from '@/lib/mediaItem';
import { capTotalPages } from '@/lib/pagination';
import { trendingInvalidated, useGetTrendingQuery } from '@/services/trending';
import type { TimeWindow } from '@/services/trending';

const TIME_WINDOWS: { value: TimeWindow; label: string }[] = [
  { value: 'day', label: 'Today' },
  { value: 'week', label: 'This Week' },
];

/** /trending: this week's (or today's) trending titles and people, with type badges. */
export default function TrendingPage() {
  const dispatch = useAppDispatch();
  const { query, hrefFor, show, pageHref } = useListUrl({
    parse: parseTrendingQuery,
    build: buildTrendingSearch,
  });
  const { page, with_genres, year, sort_by, timeWindow } = query;

  const { data, error, isLoading, isFetching } = useGetTrendingQuery({ timeWindow, page });

  const filtered = hasActiveFilters(query);
  const results = useMemo(
    () => (filtered ? filterTrending(data?.results ?? [], query) : (data?.results ?? [])),
    [data, filtered, query],
  );
  const items = useMemo(() => results.map((item) => toCardItem(item, 'movie')), [results]);
  const totalPages = filtered
    ? Math.ceil(results.length / TRENDING_LOCAL_PAGE_SIZE)
    : capTotalPages(data?.total_pages ?? 0);
  const count = filtered ? results.length : (data?.total_results ?? 0);
  const found = `Found ${count.toLocaleString('en-US')} trending ${count === 1 ? 'item' : 'items'}`;
  // Filters narrow the one trending page fetched (spec), so the count says which items it is of.
  const countLine = filtered
    ? `${found} among the ${data?.results.length ?? 0} on page ${page}`
    : found;

  const changeWindow = (next: TimeWindow) => {
    if (next !== timeWindow) show({ ...query, timeWindow: next, page: 1 });
  };
  // Spec: a filter change invalidates the cached trending list, so the narrowed view starts fresh.
  const applyFilters = (next: FilterValue) => {
    dispatch(trendingInvalidated(timeWindow));
    show({ ...next, timeWindow, page: 1 });
  };
  const resetFilters = () => {
    dispatch(trendingInvalidated(timeWindow));
    show({ ...DEFAULT_FILTERS, timeWindow, page: 1 });
  };

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle>Trending</PageTitle>
      <Typography variant="h1" sx={{ fontSize: 'clamp(1.75rem, 4vw, 2.75rem)', mb: 1 }}>
        Trending Right Now
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, minHeight: '1.5em' }}>
        {data ? countLine : null}
      </Typography>

      <ListToolbar>
        <ChoiceButtons
          options={TIME_WINDOWS}
          value={timeWindow}
          onChange={changeWindow}
          label="Time window"
        />
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
        firstPage={hrefFor({ ...query, page: 1 })}
        pageHref={pageHref}
      />
    </Container>
  );
}
