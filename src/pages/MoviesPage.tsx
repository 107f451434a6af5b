import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { FilterPanel, MediaTypeSwitch } from '@/components/FilterPanel';
import type { FilterValue } from '@/components/FilterPanel';
import { PagedResults } from '@/components/PagedResults';
import { Pill } from '@/components/Pill';
import { ListToolbar } from '@/components/ListToolbar';
import { ListHero } from '@/features/lists/ListHero';
import { buildListSearch, parseListQuery } from '@/lib/listQuery';
import { toCardItem } from '@/lib/mediaItem';
import { capTotalPages } from '@/lib/pagination';
import { useGetDiscoverMoviesQuery } from '@/services/movies';

/** Detail pages link a year as first_air_date_year; on /movies it means the release year. */
const YEAR_KEYS = ['primary_release_year', 'first_air_date_year'] as const;

/** /movies: discover movies with the filters in the URL, a grid and the pagination bar. */
export default function MoviesPage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => parseListQuery(new URLSearchParams(search), YEAR_KEYS), [search]);
  const { page, with_genres, year, sort_by } = query;

  useEffect(() => {
    document.title = 'Movies · Marquee';
  }, []);

  const { data, error, isLoading, isFetching } = useGetDiscoverMoviesQuery({
    page,
    sort_by,
    with_genres: with_genres.length ? with_genres.join(',') : undefined,
    primary_release_year: year || undefined,
  });

  const items = useMemo(
    () => (data?.results ?? []).map((movie) => toCardItem(movie, 'movie')),
    [data],
  );
  const totalPages = capTotalPages(data?.total_pages ?? 0);

  const changePage = (next: number) => {
    navigate({ pathname, search: buildListSearch({ ...query, page: next }) }, { replace: true });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const applyFilters = (filters: FilterValue) =>
    navigate({ pathname, search: buildListSearch({ ...filters, page: 1 }) });
  const resetFilters = () => navigate(pathname);

  return (
    <Box>
      <ListHero
        id="movies-heading"
        heading="Discover Amazing Movies"
        text="Browse the catalogue by genre, year and what people are watching now."
      >
        <Pill>Found 1M+ movies</Pill>
      </ListHero>

      <Container maxWidth="xl" sx={{ py: 3 }}>
        <ListToolbar>
          <MediaTypeSwitch current="movie" />
          <FilterPanel
            mediaType="movie"
            value={{ with_genres, year, sort_by }}
            onApply={applyFilters}
            onReset={resetFilters}
          />
        </ListToolbar>

        <PagedResults
          heading="Movie results"
          label="Movies"
          items={items}
          page={page}
          totalPages={totalPages}
          error={error}
          isLoading={isLoading}
          isFetching={isFetching}
          firstPage={{ pathname, search: buildListSearch({ ...query, page: 1 }) }}
          onPageChange={changePage}
        />
      </Container>
    </Box>
  );
}
