import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Navigate } from 'react-router-dom';
import type { To } from 'react-router-dom';

import { ErrorBox } from '@/components/ErrorBox';
import { ListToolbar } from '@/components/ListToolbar';
import { LoadingScreen } from '@/components/LoadingScreen';
import { FAILED_TO_LOAD, MediaGrid } from '@/components/MediaGrid';
import { PageWidth } from '@/components/PageWidth';
import { PaginationBar } from '@/components/PaginationBar';
import { errorMessage } from '@/lib/errorMessage';
import { toCardItem } from '@/lib/mediaItem';
import { isPastLastPage, searchCountText } from '@/lib/searchResults';
import type { SearchMediaType, SearchQuery } from '@/lib/searchResults';
import { visuallyHidden } from '@/lib/visuallyHidden';
import { useGetSearchResultsQuery } from '@/services/searchResults';

import { SearchFilter } from './SearchFilter';

interface SearchResultsProps {
  /** The URL's search; `q` is not blank (the page goes home before that). */
  query: SearchQuery;
  /** Page 1 of the same search, where a page past the end of the results falls back to. */
  firstPage: To;
  /** Where each page of these results lives (the pagination bar's links). */
  pageHref: (page: number) => To;
  onFilterChange: (mediaType: SearchMediaType) => void;
}

/**
 * The search page's content: 'Results for' the query, the count line, the 'Filter Content' dropdown,
 * the results grid and the pagination bar. While another page or mode loads, the results on screen
 * stay under the 'Loading results....' overlay (RTK Query keeps the last answer in `data`).
 */
export function SearchResults({ query, firstPage, pageHref, onFilterChange }: SearchResultsProps) {
  const { q, page, mediaType } = query;
  const { data, currentData, error, isFetching, refetch } = useGetSearchResultsQuery({
    query: q,
    page,
    mediaType,
  });

  const items = useMemo(
    () => (data?.results ?? []).map((result) => toCardItem(result, result.media_type)),
    [data],
  );
  const failed = Boolean(error) && !isFetching;
  // The issue: a page past the last one (an old link, a hand-typed 9999) falls back to page 1.
  const pastEnd = currentData !== undefined && isPastLastPage(page, currentData.totalPages);
  const countLine = isFetching
    ? 'Searching...'
    : currentData && !failed
      ? searchCountText(currentData.totalResults)
      : null;

  return (
    <PageWidth max="xl" sx={{ py: { xs: 3, md: 5 } }}>
      {pastEnd ? <Navigate to={firstPage} replace /> : null}
      {isFetching ? <LoadingScreen overlay text="Loading results...." /> : null}
      <Typography
        variant="h1"
        sx={{ fontSize: 'clamp(1.75rem, 4vw, 2.75rem)', mb: 1, overflowWrap: 'anywhere' }}
      >
        Results for{' '}
        <Box component="span" sx={{ color: 'primary.main' }}>
          “{q}”
        </Box>
      </Typography>
      <Typography role="status" color="text.secondary" sx={{ mb: 2, minHeight: '1.5em' }}>
        {countLine}
      </Typography>

      <ListToolbar>
        <SearchFilter value={mediaType} onChange={onFilterChange} />
      </ListToolbar>

      <Typography component="h2" sx={visuallyHidden}>
        Search results
      </Typography>
      {failed ? (
        <Box sx={{ my: 2 }}>
          <ErrorBox>
            {FAILED_TO_LOAD} {errorMessage(error)}
          </ErrorBox>
          <Button
            variant="contained"
            startIcon={<RefreshIcon />}
            onClick={() => void refetch()}
            sx={{ mt: 2 }}
          >
            Try Again
          </Button>
        </Box>
      ) : data ? (
        <>
          <MediaGrid
            items={items}
            showType={mediaType === 'all'}
            label="Search results"
            emptyTitle="No results found"
            emptyText="Try adjusting your search term or filters"
          />
          <PaginationBar page={page} totalPages={data.totalPages} pageHref={pageHref} />
        </>
      ) : null}
    </PageWidth>
  );
}
