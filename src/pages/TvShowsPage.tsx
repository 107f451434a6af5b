import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { FilterPanel, MediaTypeSwitch } from '@/components/FilterPanel';
import { PagedResults } from '@/components/PagedResults';
import { Pill } from '@/components/Pill';
import { ListToolbar } from '@/components/ListToolbar';
import { DEFAULT_FILTERS, buildListSearch, parsePage } from '@/lib/listQuery';
import { toCardItem } from '@/lib/mediaItem';
import { capTotalPages } from '@/lib/pagination';
import { useGetPopularTvQuery } from '@/services/tv';

const ignore = () => {};

/** /tv-shows: popular TV paged by the URL's page; filters are offered only on fan favorites. */
export default function TvShowsPage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const page = parsePage(new URLSearchParams(search).get('page'));

  useEffect(() => {
    document.title = 'TV Shows · Marquee';
  }, []);

  const { data, error, isLoading, isFetching } = useGetPopularTvQuery({ page });
  const items = useMemo(() => (data?.results ?? []).map((show) => toCardItem(show, 'tv')), [data]);
  const totalPages = capTotalPages(data?.total_pages ?? 0);

  const changePage = (next: number) => {
    navigate({ pathname, search: buildListSearch({ page: next }) }, { replace: true });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
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
        firstPage={pathname}
        onPageChange={changePage}
      />
    </Container>
  );
}
