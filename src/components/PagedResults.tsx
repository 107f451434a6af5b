import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { To } from 'react-router-dom';

import { LoadingScreen } from '@/components/LoadingScreen';
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
  error?: unknown;
  /** No answer yet: no grid is drawn. */
  isLoading: boolean;
  /** A page is being fetched (the first or a later one). */
  isFetching: boolean;
  showType?: boolean;
  /** The line said while fetching (default 'Updating results...'). */
  fetchingText?: string;
  /** Fetching covers the page with this loading overlay instead of the line (spec: airing shows). */
  fetchingOverlay?: string;
  /** What stands in for the grid before the first answer (default nothing). */
  loading?: ReactNode;
  /** Said first in the status line, e.g. how many results there are. */
  summary?: ReactNode;
  /** Shown above the grid, e.g. that a clamped page is shown instead of the one asked for. */
  notice?: ReactNode;
  /**
   * Pages computed on this side (trending filters, fan favorites): the screen clamps the page itself,
   * so it is never past the end here.
   */
  localPages?: boolean;
  /** Where "Go to page 1" leads when the page is past the end of the list. */
  firstPage?: To;
  /** Replaces the general past-the-end explanation. */
  pastEndMessage?: string;
  /** Where each page of the list lives (the pagination bar's links). */
  pageHref: (page: number) => To;
  /** Under the pagination bar: how far the list can be paged, when it holds more (lib/pagination). */
  pageLimitNote?: string | null;
  /** The empty state's words, when the list can say more than the general ones. */
  emptyTitle?: string;
  emptyText?: string;
}

/**
 * The results half of a paged list screen (/movies, /tv-shows, /trending, /airing-shows, /fan-favorites):
 * the loading and updating indicators, the grid, the pagination bar, and a clear message instead of a
 * blank page when the page in the URL is past the end of the list.
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
  fetchingText,
  fetchingOverlay,
  loading = null,
  summary,
  notice,
  localPages = false,
  firstPage = '?',
  pastEndMessage,
  pageHref,
  pageLimitNote,
  emptyTitle,
  emptyText,
}: PagedResultsProps) {
  const { t } = useLingui();
  // A page past the end comes back empty (or as an error above TMDB's 500): never a blank page.
  const pastEnd =
    !localPages && page > 1 && !isFetching && (Boolean(error) || (!isLoading && page > totalPages));
  const fetchingLine = isFetching && fetchingOverlay === undefined;

  return (
    <>
      {isFetching && fetchingOverlay !== undefined ? (
        <LoadingScreen overlay text={fetchingOverlay} />
      ) : null}
      {/* Nothing can be said here when fetching covers the page and there is no summary. */}
      {summary === undefined && !fetchingLine && fetchingOverlay !== undefined ? null : (
        <Box
          role="status"
          aria-live="polite"
          sx={{
            display: 'flex',
            alignItems: 'center',
            // A summary is a line of body text that stands apart from the grid.
            ...(summary === undefined
              ? { gap: 1, minHeight: 28, mb: 1 }
              : { gap: 2, minHeight: 32, mb: 2 }),
          }}
        >
          {summary === undefined ? null : (
            <Box sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>{summary}</Box>
          )}
          {fetchingLine ? (
            // One line however narrow the screen (cut short if it must be): the grid below never moves
            // when a refresh starts or ends.
            <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
              <CircularProgress size={16} aria-hidden sx={{ flexShrink: 0 }} />
              <Typography variant="body2" color="text.secondary" noWrap>
                {fetchingText ?? t`Updating results...`}
              </Typography>
            </Box>
          ) : null}
        </Box>
      )}

      <Typography component="h2" sx={visuallyHidden}>
        {heading}
      </Typography>
      {pastEnd ? (
        <PageOutOfRangeNotice
          page={page}
          totalPages={totalPages}
          firstPage={firstPage}
          message={pastEndMessage}
        />
      ) : null}
      {notice}
      {isLoading ? loading : null}
      {isLoading || (pastEnd && !error) ? null : (
        <MediaGrid
          items={items}
          error={error}
          showType={showType}
          label={label}
          emptyTitle={emptyTitle}
          emptyText={emptyText}
        />
      )}
      {pastEnd ? null : (
        <PaginationBar
          page={page}
          totalPages={totalPages}
          pageHref={pageHref}
          note={pageLimitNote}
        />
      )}
    </>
  );
}
