import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { PageWidth } from '@/components/PageWidth';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';

import { FilterPanel, MediaTypeSwitch } from '@/components/FilterPanel';
import type { FilterValue } from '@/components/FilterPanel';
import { PagedResults } from '@/components/PagedResults';
import { PageTitle } from '@/components/PageTitle';
import { CountPill } from '@/components/CountPill';
import { ListToolbar } from '@/components/ListToolbar';
import { useServicesSetup } from '@/features/profile/useServicesSetup';
import { useListUrl } from '@/hooks/useListUrl';
import {
  TV_SORT_OPTIONS,
  buildListSearch,
  discoverParams,
  hasActiveFilters,
  parseListQuery,
  parseServices,
} from '@/lib/listQuery';
import { formatNumber } from '@/lib/intlFormats';
import type { ListQuery } from '@/lib/listQuery';
import { toCardItem } from '@/lib/mediaItem';
import { capTotalPages, pageLimit } from '@/lib/pagination';
import { tvApi, useGetDiscoverTvQuery, useGetPopularTvQuery } from '@/services/tv';

import { useServicesEmptyState } from './servicesEmptyState';
import type { PageData } from '@/app/hooks';

const YEAR_KEY = 'first_air_date_year';
const TV_OPTIONS = { sorts: TV_SORT_OPTIONS, yearLabel: msg`First air year` };
const parseTvQuery = (params: URLSearchParams): ListQuery => ({
  ...parseListQuery(params, [YEAR_KEY], new Date(), TV_SORT_OPTIONS),
  services: parseServices(params),
});
const buildTvSearch = (query: ListQuery) =>
  buildListSearch(query, { yearKey: YEAR_KEY, sorts: TV_SORT_OPTIONS });

/**
 * /tv-shows: popular TV, or, with filters (genre, first-air year, TV's sorts, On my services),
 * discover/tv. Issue 31 departs from the spec's 'Filters Unavailable' here (DECISIONS.md).
 */
export default function TvShowsPage() {
  const { t, i18n } = useLingui();
  const { query, hrefFor, show, pageHref } = useListUrl({
    parse: parseTvQuery,
    build: buildTvSearch,
  });
  const { page, year, with_genres, sort_by, services } = query;
  const narrowed = hasActiveFilters(query);
  const servicesSetup = useServicesSetup('tv', services);
  const emptyState = useServicesEmptyState(Boolean(services));

  // Unfiltered, TMDB's own popular list; any filter goes through discover.
  const popular = useGetPopularTvQuery({ page }, { skip: narrowed });
  const discover = useGetDiscoverTvQuery(discoverParams(query, YEAR_KEY), { skip: !narrowed });
  const { data, currentData, error, isLoading, isFetching } = narrowed ? discover : popular;
  const items = useMemo(() => (data?.results ?? []).map((item) => toCardItem(item, 'tv')), [data]);
  const totalPages = capTotalPages(data?.total_pages ?? 0);
  // The count of the list on screen only: none while another query's answer is still shown.
  const total = currentData?.total_results;
  const count = total === undefined ? undefined : formatNumber(total, i18n.locale);
  const found =
    total === undefined
      ? null
      : t`${plural(total, { one: `${count} TV show`, other: `${count} TV shows` })}`;

  const applyFilters = (filters: FilterValue) => show({ ...filters, page: 1 });
  const resetFilters = () => show(parseTvQuery(new URLSearchParams()));

  return (
    <PageWidth max="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle>{t`TV Shows`}</PageTitle>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Typography variant="h1" sx={{ fontSize: 'clamp(1.75rem, 4vw, 2.75rem)' }}>
          {t`Discover TV Series`}
        </Typography>
        <CountPill text={found} />
      </Box>
      <ListToolbar>
        <MediaTypeSwitch current="tv" />
        <FilterPanel
          mediaType="tv"
          options={TV_OPTIONS}
          value={{ with_genres, year, sort_by, services }}
          onApply={applyFilters}
          onReset={resetFilters}
          services={servicesSetup}
        />
      </ListToolbar>

      <PagedResults
        heading={t`TV show results`}
        label={t`TV shows`}
        items={items}
        page={page}
        totalPages={totalPages}
        error={error}
        isLoading={isLoading}
        isFetching={isFetching}
        firstPage={hrefFor({ ...query, page: 1 })}
        pageHref={pageHref}
        pageLimitNote={tvLimitNote(i18n, total)}
        {...emptyState}
      />
    </PageWidth>
  );
}

/** TMDB's popular shows, or discover/tv once a filter is set, at the address's page. */
export const pageData: PageData | undefined =
  process.env.MARQUEE_SSR === 'true'
    ? (dispatch, { search }) => {
        const query = parseTvQuery(search);
        return [
          hasActiveFilters(query)
            ? dispatch(tvApi.endpoints.getDiscoverTv.initiate(discoverParams(query, YEAR_KEY)))
            : dispatch(tvApi.endpoints.getPopularTv.initiate({ page: query.page })),
        ];
      }
    : undefined;

/** What the list says when its pages stop before its results do (lib/pagination pageLimit). */
function tvLimitNote(i18n: I18n, totalResults: number | undefined): string | null {
  const limit = pageLimit(totalResults, i18n.locale);
  if (!limit) return null;
  const { max, reachable, total } = limit;
  return i18n._(
    msg`Pages stop at ${max}: the first ${reachable} of these ${total} TV shows can be browsed here. To reach the others, narrow the filters.`,
  );
}
