import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';

import { FilterPanel, MediaTypeSwitch } from '@/components/FilterPanel';
import { PagedResults } from '@/components/PagedResults';
import { PageTitle } from '@/components/PageTitle';
import { Pill } from '@/components/Pill';
import { ListToolbar } from '@/components/ListToolbar';
import { useListUrl } from '@/hooks/useListUrl';
import { DEFAULT_FILTERS, buildListSearch, parsePage } from '@/lib/listQuery';
import { toCardItem } from '@/lib/mediaItem';
import { capTotalPages } from '@/lib/pagination';
import { useGetPopularTvQuery } from '@/services/tv';

const ignore = () => {};
const parseTvQuery = (params: URLSearchParams) => ({ page: parsePage(params.get('page')) });
const buildTvSearch = ({ page }: { page: number }) => buildListSearch({ page });

/** /tv-shows: popular TV paged by the URL's page; filters are offered only on fan favorites. */
export default function TvShowsPage() {
  const { query, hrefFor, changePage } = useListUrl({ parse: parseTvQuery, build: buildTvSearch });
  const { page } = query;

  const { data, error, isLoading, isFetching } = useGetPopularTvQuery({ page });
  const items = useMemo(() => (data?.results ?? []).map((show) => toCardItem(show, 'tv')), [data]);
  const totalPages = capTotalPages(data?.total_pages ?? 0);

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle>TV Shows</PageTitle>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Typography variant="h1" sx={{ fontSize: 'clamp(1.75rem, 4vw, 2.75rem)' }}>
          Discover TV Series
        </Typography>
        <Pill>1M+ TV shows</Pill>
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
        firstPage={hrefFor({ page: 1 })}
        onPageChange={changePage}
      />
    </Container>
  );
}
