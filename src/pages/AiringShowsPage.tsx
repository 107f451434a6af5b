import LiveTvIcon from '@mui/icons-material/LiveTv';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';

import { LoadingScreen } from '@/components/LoadingScreen';
import { MediaGrid } from '@/components/MediaGrid';
import { PaginationBar } from '@/components/PaginationBar';
import { ListHero } from '@/features/lists/ListHero';
import { visuallyHidden } from '@/lib/visuallyHidden';
import { buildListSearch, parsePage } from '@/lib/listQuery';
import { toCardItem } from '@/lib/mediaItem';
import { capTotalPages } from '@/lib/pagination';
import { useGetAiringTodayQuery } from '@/services/tv';

/**
 * /airing-shows: shows with an episode airing today, a page at a time. Cards are drawn from the
 * airing-today list itself (it carries name, poster, first-air date and rating), so a page costs one
 * request rather than one per show.
 */
export default function AiringShowsPage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const page = useMemo(() => parsePage(new URLSearchParams(search).get('page')), [search]);

  useEffect(() => {
    document.title = 'Currently Airing · Marquee';
  }, []);

  const { data, error, isFetching } = useGetAiringTodayQuery({ page });
  const items = useMemo(
    () => (data?.results ?? []).map((show) => toCardItem({ ...show, media_type: 'tv' }, 'tv')),
    [data],
  );
  const totalPages = capTotalPages(data?.total_pages ?? 0);
  const pastEnd = !isFetching && !error && data !== undefined && page > Math.max(1, totalPages);

  const changePage = (next: number) => {
    navigate({ pathname, search: buildListSearch({ page: next }) }, { replace: true });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <Box>
      <ListHero
        id="airing-heading"
        badge="Currently Airing"
        icon={<LiveTvIcon />}
        heading="Latest TV Episodes"
        text="Discover TV shows with new episodes airing today. Stay up to date with your favorite series."
      />
      <Container maxWidth="xl" sx={{ py: 4 }}>
        <Typography component="h2" sx={visuallyHidden}>
          Shows airing today
        </Typography>
        {isFetching ? <LoadingScreen overlay text="Loading Shows" /> : null}
        {pastEnd ? (
          <Alert severity="info" sx={{ my: 2 }}>
            Page {page} is past the end of today&apos;s list, which has{' '}
            {totalPages === 1 ? '1 page' : `${totalPages} pages`}.{' '}
            <Link component={RouterLink} to={{ pathname, search: buildListSearch({ page: 1 }) }}>
              Go to page 1
            </Link>
          </Alert>
        ) : null}
        {data === undefined && !error ? null : pastEnd ? null : (
          <MediaGrid items={items} error={error} showType label="Shows airing today" />
        )}
        {pastEnd || error ? null : (
          <PaginationBar page={page} totalPages={totalPages} onPageChange={changePage} />
        )}
      </Container>
    </Box>
  );
}
