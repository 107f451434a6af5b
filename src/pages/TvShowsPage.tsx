import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { FilterPanel, MediaTypeSwitch } from '@/components/FilterPanel';
import { PagedResults } from '@/components/PagedResults';
import { PageTitle } from '@/components/PageTitle';
import { CountPill } from '@/components/CountPill';
import { Pill } from '@/components/Pill';
import { ListToolbar } from '@/components/ListToolbar';
import { useListUrl } from '@/hooks/useListUrl';
import { DEFAULT_FILTERS, buildListSearch, parseListQuery } from '@/lib/listQuery';
import { toCardItem } from '@/lib/mediaItem';
import { capTotalPages } from '@/lib/pagination';
import { useGetDiscoverTvQuery, useGetPopularTvQuery } from '@/services/tv';

const ignore = () => {};
const YEAR_KEY = 'first_air_date_year';
const parseTvQuery = (params: URLSearchParams) => {
  const { page, year, with_genres } = parseListQuery(params, [YEAR_KEY]);
  return { page, year, with_genres };
};
const buildTvSearch = (query: ReturnType<typeof parseTvQuery>) =>
  buildListSearch(query, { yearKey: YEAR_KEY });

/**
 * /tv-shows: popular TV paged by the URL's page. Filters are offered only on fan favorites, but the
 * year and genre links of detail pages (`first_air_date_year`, `with_genres`) narrow the list here.
 */
export default function TvShowsPage() {
  const { query, hrefFor, pageHref } = useListUrl({ parse: parseTvQuery, build: buildTvSearch });
  const { page, year, with_genres } = query;
  const narrowed = Boolean(year) || with_genres.length > 0;

  const popular = useGetPopularTvQuery({ page }, { skip: narrowed });
  const discover = useGetDiscoverTvQuery(
    {
      page,
      first_air_date_year: year || undefined,
      with_genres: with_genres.length ? with_genres.join(',') : undefined,
    },
    { skip: !narrowed },
  );
  const { data, currentData, error, isLoading, isFetching } = narrowed ? discover : popular;
  const items = useMemo(() => (data?.results ?? []).map((show) => toCardItem(show, 'tv')), [data]);
  const totalPages = capTotalPages(data?.total_pages ?? 0);
  // The count of the list on screen only: none while another query's answer is still shown.
  const total = currentData?.total_results;
  const found =
    total === undefined
      ? null
      : `${total.toLocaleString('en-US')} ${total === 1 ? 'TV show' : 'TV shows'}`;

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle>TV Shows</PageTitle>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Typography variant="h1" sx={{ fontSize: 'clamp(1.75rem, 4vw, 2.75rem)' }}>
          Discover TV Series
        </Typography>
        <CountPill text={found} />
        {year && <Pill>{`First aired in ${year}`}</Pill>}
        {narrowed && (
          <Link component={RouterLink} to="/tv-shows">
            Show all TV shows
          </Link>
        )}
      </Box>
      <ListToolbar>
        <MediaTypeSwitch current="tv" />
        <FilterPanel
          mediaType="tv"
          value={DEFAULT_FILTERS}
          onApply={ignore}
          onReset={ignore}
          unavailable
        />
      </ListToolbar>

      <PagedResults
        heading="TV show results"
        label="TV shows"
        items={items}
        page={page}
        totalPages={totalPages}
        error={error}
        isLoading={isLoading}
        isFetching={isFetching}
        firstPage={hrefFor({ ...query, page: 1 })}
        pageHref={pageHref}
      />
    </Container>
  );
}
