import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { PageWidth } from '@/components/PageWidth';
import { useMemo } from 'react';

import { FilterPanel, MediaTypeSwitch } from '@/components/FilterPanel';
import type { FilterValue } from '@/components/FilterPanel';
import { PagedResults } from '@/components/PagedResults';
import { PageTitle } from '@/components/PageTitle';
import { CountPill } from '@/components/CountPill';
import { ListToolbar } from '@/components/ListToolbar';
import { ListHero } from '@/components/ListHero';
import { useServicesSetup } from '@/features/profile/useServicesSetup';
import { useListUrl } from '@/hooks/useListUrl';
import { formatNumber } from '@/lib/intlFormats';
import { buildListSearch, discoverParams, parseListQuery, parseServices } from '@/lib/listQuery';
import type { ListQuery } from '@/lib/listQuery';
import { toCardItem } from '@/lib/mediaItem';
import { capTotalPages, pageLimit } from '@/lib/pagination';
import { moviesApi, useGetDiscoverMoviesQuery } from '@/services/movies';

import { useServicesEmptyState } from './servicesEmptyState';
import type { PageData } from '@/app/hooks';

/** Detail pages link a year as first_air_date_year; on /movies it means the release year. */
const YEAR_KEYS = ['primary_release_year', 'first_air_date_year'] as const;
const parseMoviesQuery = (params: URLSearchParams): ListQuery => ({
  ...parseListQuery(params, YEAR_KEYS),
  services: parseServices(params),
});
const buildMoviesSearch = (query: ListQuery) => buildListSearch(query);

/** /movies: discover movies with the filters in the URL, a grid and the pagination bar. */
export default function MoviesPage() {
  const { t, i18n } = useLingui();
  const { query, hrefFor, show, pageHref } = useListUrl({
    parse: parseMoviesQuery,
    build: buildMoviesSearch,
  });
  const { page, with_genres, year, sort_by, services } = query;
  const servicesSetup = useServicesSetup('movie', services);
  const emptyState = useServicesEmptyState(Boolean(services));

  const { data, currentData, error, isLoading, isFetching } = useGetDiscoverMoviesQuery(
    discoverParams(query, 'primary_release_year'),
  );

  const items = useMemo(
    () => (data?.results ?? []).map((movie) => toCardItem(movie, 'movie')),
    [data],
  );
  const totalPages = capTotalPages(data?.total_pages ?? 0);
  // The count of the list on screen only: none while another query's answer is still shown.
  const total = currentData?.total_results;
  const count = total === undefined ? undefined : formatNumber(total, i18n.locale);
  const found =
    total === undefined
      ? null
      : t`${plural(total, { one: `Found ${count} movie`, other: `Found ${count} movies` })}`;

  const movies = t`Movies`;

  const applyFilters = (filters: FilterValue) => show({ ...filters, page: 1 });
  const resetFilters = () => show(parseMoviesQuery(new URLSearchParams()));

  return (
    <Box>
      <PageTitle>{movies}</PageTitle>
      <ListHero
        id="movies-heading"
        heading={t`Discover Amazing Movies`}
        text={t`Browse the catalogue by genre, year and what people are watching now.`}
      >
        <CountPill text={found} />
      </ListHero>

      <PageWidth max="xl" sx={{ py: 3 }}>
        <ListToolbar>
          <MediaTypeSwitch current="movie" />
          <FilterPanel
            mediaType="movie"
            value={{ with_genres, year, sort_by, services }}
            onApply={applyFilters}
            onReset={resetFilters}
            services={servicesSetup}
          />
        </ListToolbar>

        <PagedResults
          heading={t`Movie results`}
          label={movies}
          items={items}
          page={page}
          totalPages={totalPages}
          error={error}
          isLoading={isLoading}
          isFetching={isFetching}
          firstPage={hrefFor({ ...query, page: 1 })}
          pageHref={pageHref}
          pageLimitNote={moviesLimitNote(i18n, total)}
          {...emptyState}
        />
      </PageWidth>
    </Box>
  );
}

/** The page of discover/movie the address's filters and page name. */
export const pageData: PageData | undefined =
  process.env.MARQUEE_SSR === 'true'
    ? (dispatch, { search }) => {
        const query = parseMoviesQuery(search);
        return [
          dispatch(
            moviesApi.endpoints.getDiscoverMovies.initiate(
              discoverParams(query, 'primary_release_year'),
            ),
          ),
        ];
      }
    : undefined;

/** What the list says when its pages stop before its results do (lib/pagination pageLimit). */
function moviesLimitNote(i18n: I18n, totalResults: number | undefined): string | null {
  const limit = pageLimit(totalResults, i18n.locale);
  if (!limit) return null;
  const { max, reachable, total } = limit;
  return i18n._(
    msg`Pages stop at ${max}: the first ${reachable} of these ${total} movies can be browsed here. To reach the others, narrow the filters.`,
  );
}
