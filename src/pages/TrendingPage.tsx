import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PageWidth } from '@/components/PageWidth';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';

import { useAppDispatch } from '@/app/hooks';
import { ChoiceButtons } from '@/components/ChoiceButtons';
import { FilterPanel } from '@/components/FilterPanel';
import type { FilterValue } from '@/components/FilterPanel';
import { ListToolbar } from '@/components/ListToolbar';
import { PagedResults } from '@/components/PagedResults';
import { PageTitle } from '@/components/PageTitle';
import { TRENDING_GENRES, TRENDING_SORTS } from '@common/trendingFilters';
import {
  buildTrendingSearch,
  filteredTrendingArgs,
  parseTrendingQuery,
} from '@/features/trending/trendingList';
import { useListUrl } from '@/hooks/useListUrl';
import { formatNumber } from '@/lib/intlFormats';
import { DEFAULT_FILTERS, SORT_OPTIONS, hasActiveFilters } from '@/lib/listQuery';
import { toCardItem } from '@/lib/mediaItem';
import { capTotalPages, pageLimit } from '@/lib/pagination';
import {
  trendingApi,
  trendingInvalidated,
  useGetFilteredTrendingQuery,
  useGetTrendingQuery,
} from '@/services/trending';
import type { TimeWindow } from '@/services/trending';
import type { PageData } from '@/app/hooks';

const TIME_WINDOWS = [
  { value: 'day', label: msg`Today` },
  { value: 'week', label: msg`This Week` },
] as const;

/**
 * What a mixed list of movies and shows can be filtered and sorted by: its genres (named by their
 * messages, common/trendingFilters) and the movie lists' sorts it can honour, with their messages.
 */
const TRENDING_OPTIONS = {
  genres: TRENDING_GENRES,
  sorts: SORT_OPTIONS.filter((sort) => TRENDING_SORTS.some(({ value }) => value === sort.value)),
};

/**
 * /trending: this week's (or today's) trending titles and people, with type badges. Filtered, the
 * list is the server's: the most trending entries that pass, paged (TMDB's trending takes no filters).
 */
export default function TrendingPage() {
  const { t, i18n } = useLingui();
  const dispatch = useAppDispatch();
  const { query, hrefFor, show, pageHref } = useListUrl({
    parse: parseTrendingQuery,
    build: buildTrendingSearch,
  });
  const { page, with_genres, year, sort_by, timeWindow } = query;

  const filtered = hasActiveFilters(query);
  const all = useGetTrendingQuery({ timeWindow, page }, { skip: filtered });
  const narrowed = useGetFilteredTrendingQuery(filteredTrendingArgs(query), { skip: !filtered });
  const { data, error, isLoading, isFetching } = filtered ? narrowed : all;

  const items = useMemo(
    () => (data?.results ?? []).map((item) => toCardItem(item, 'movie')),
    [data],
  );
  const totalPages = capTotalPages(data?.total_pages ?? 0);
  const total = data?.total_results ?? 0;
  const count = formatNumber(total, i18n.locale);
  const found = t`${plural(total, {
    one: `Found ${count} trending item`,
    other: `Found ${count} trending items`,
  })}`;
  // The filters look through the most trending entries, not all of them: the count says how many.
  const searched = filtered
    ? narrowed.data?.searched === undefined
      ? undefined
      : formatNumber(narrowed.data.searched, i18n.locale)
    : undefined;
  const countLine =
    searched === undefined ? found : t`${found} among the ${searched} most trending`;
  const timeWindows = TIME_WINDOWS.map(({ value, label }) => ({
    value: value as TimeWindow,
    label: t(label),
  }));

  const changeWindow = (next: TimeWindow) => {
    if (next !== timeWindow) show({ ...query, timeWindow: next, page: 1 });
  };
  // Spec: a filter change invalidates the cached trending list, so the narrowed view starts fresh.
  const applyFilters = (next: FilterValue) => {
    dispatch(trendingInvalidated(timeWindow, hasActiveFilters(next)));
    show({ ...next, timeWindow, page: 1 });
  };
  const resetFilters = () => {
    dispatch(trendingInvalidated(timeWindow));
    show({ ...DEFAULT_FILTERS, timeWindow, page: 1 });
  };

  return (
    <PageWidth max="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle>{t`Trending`}</PageTitle>
      <Typography variant="h1" sx={{ fontSize: 'clamp(1.75rem, 4vw, 2.75rem)', mb: 1 }}>
        {t`Trending Right Now`}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, minHeight: '1.5em' }}>
        {data ? countLine : null}
      </Typography>

      <ListToolbar>
        <ChoiceButtons
          options={timeWindows}
          value={timeWindow}
          onChange={changeWindow}
          label={t`Time window`}
        />
        <FilterPanel
          mediaType="movie"
          options={TRENDING_OPTIONS}
          value={{ with_genres, year, sort_by }}
          onApply={applyFilters}
          onReset={resetFilters}
        />
      </ListToolbar>

      <PagedResults
        heading={t`Trending results`}
        label={t`Trending titles and people`}
        items={items}
        page={page}
        totalPages={totalPages}
        error={error}
        isLoading={isLoading}
        isFetching={isFetching}
        showType
        firstPage={hrefFor({ ...query, page: 1 })}
        pageHref={pageHref}
        pageLimitNote={filtered ? null : trendingLimitNote(i18n, data?.total_results)}
      />
    </PageWidth>
  );
}

/** Trending at the address's window and page, or narrowed by its filters. */
export const pageData: PageData | undefined =
  process.env.MARQUEE_SSR === 'true'
    ? (dispatch, { search }) => {
        const query = parseTrendingQuery(search);
        const { timeWindow, page } = query;
        return [
          hasActiveFilters(query)
            ? dispatch(
                trendingApi.endpoints.getFilteredTrending.initiate(filteredTrendingArgs(query)),
              )
            : dispatch(trendingApi.endpoints.getTrending.initiate({ timeWindow, page })),
        ];
      }
    : undefined;

/** What the list says when its pages stop before its results do (lib/pagination pageLimit). */
function trendingLimitNote(i18n: I18n, totalResults: number | undefined): string | null {
  const limit = pageLimit(totalResults, i18n.locale);
  if (!limit) return null;
  const { max, reachable, total } = limit;
  return i18n._(
    msg`Pages stop at ${max}: the first ${reachable} of these ${total} trending items can be browsed here. To reach the others, search for the title you want.`,
  );
}
