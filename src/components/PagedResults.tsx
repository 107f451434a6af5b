import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { To } from 'react-router-dom';

import { MediaGrid } from '@/components/MediaGrid';
import { PageOutOfRangeNotice, PaginationBar } from '@/components/PaginationBar';
import type { CardItem } from '@/lib/mediaItem';
import { visuallyHidden } from '@/lib/visuallyHidden';

interface PagedResultsProps {
  /** Hidden h2 above the grid: cards are h3, so the outline stays in order for screen readers. */
  heading: string;
  /** Accessible name of the grid. */
  label: string;
  items: CardItem[];
  page: number;
  totalPages: number;
  error: unknown;
  isLoading: boolean;
  isFetching: boolean;
  showType?: boolean;
  /** Pages computed on this side from a filtered page (trending): the URL's page is never past the end. */
  localPages?: boolean;
  /** Where "Go to page 1" leads when the page is past the end of the list. */
  firstPage: To;
  onPageChange: (page: number) => void;
}

/**
 * The results half of a paged list screen (/movies, /tv-shows, /trending): the 'Updating results...'
 * indicator, the grid, the pagination bar, and a clear message instead of a blank page when the page
 * in the URL is past the end of the list.
 */
export function PagedResults({
  heading,
  label,
  items,
  page,
  totalPages,
  error,
  isLoading,
  isFetching,
  showType,
  localPages = false,
  firstPage,
  onPageChange,
}: PagedResultsProps) {
  // A page past the end comes back empty (or as an error above TMDB's 500): never a blank page.
  const pastEnd =
    !localPages && page > 1 && !isFetching && (Boolean(error) || (!isLoading && page > totalPages));

  return (
    <>
      <Box
        role="status"
        aria-live="polite"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 28, mb: 1 }}
      >
        {isFetching ? (
          <>
            <CircularProgress size={16} aria-hidden />
            <Typography variant="body2" color="text.secondary">
              Updating results...
            </Typography>
          </>
        ) : null}
      </Box>

      <Typography component="h2" sx={visuallyHidden}>
        {heading}
      </Typography>
      {pastEnd ? (
        <PageOutOfRangeNotice page={page} totalPages={totalPages} firstPage={firstPage} />
      ) : null}
      {isLoading || (pastEnd && !error) ? null : (
        <MediaGrid items={items} error={error} showType={showType} label={label} />
      )}
      {pastEnd ? null : (
        <PaginationBar page={page} totalPages={totalPages} onPageChange={onPageChange} />
      )}
    </>
  );
}
