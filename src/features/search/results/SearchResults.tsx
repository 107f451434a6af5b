import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { To } from 'react-router-dom';

import { ErrorBox } from '@/components/ErrorBox';
import { ListToolbar } from '@/components/ListToolbar';
import { OfflineOr, isUnreachable } from '@/components/OfflineFallback';
import { LoadingScreen } from '@/components/LoadingScreen';
import { FAILED_TO_LOAD, MediaGrid } from '@/components/MediaGrid';
import { PageWidth } from '@/components/PageWidth';
import { PaginationBar } from '@/components/PaginationBar';
import { Redirect } from '@/components/Redirect';
import { errorMessage } from '@/lib/errorMessage';
import { toCardItem } from '@/lib/mediaItem';
import { pageLimit } from '@/lib/pagination';
import { isPastLastPage, searchCountText } from '@/lib/searchResults';
import type { SearchMediaType, SearchQuery } from '@/lib/searchResults';
import { visuallyHidden } from '@/lib/visuallyHidden';
import { useGetSearchResultsQuery } from '@/services/searchResults';

import { SearchFilter } from './SearchFilter';

interface SearchResultsProps {
  /** The URL's search; `q` is not blank (the page goes home before that). */
  query: SearchQuery;
  /** The link to another search on this page (page 1 of the same one, a correction). */
  hrefFor: (query: SearchQuery) => To;
  /** Where each page of these results lives (the pagination bar's links). */
  pageHref: (page: number) => To;
  onFilterChange: (mediaType: SearchMediaType) => void;
}

/** 'Did you mean:' and its corrections, each a link to its own search (in the same mode). */
function DidYouMean({ corrections, hrefOf }: { corrections: string[]; hrefOf: (q: string) => To }) {
  const { t } = useLingui();
  return (
    <Box
      component="nav"
      aria-label={t`Did you mean`}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        alignItems: 'center',
        gap: 1,
        mt: -4,
        mb: 4,
      }}
    >
      <Typography component="span" color="text.secondary">
        {t`Did you mean:`}
      </Typography>
      {corrections.map((correction) => (
        <Link
          key={correction}
          component={RouterLink}
          to={hrefOf(correction)}
          underline="none"
          sx={{
            px: 1.5,
            py: 0.5,
            borderRadius: 999,
            border: ({ palette }) => `1px solid ${palette.overlay.outline}`,
            '&:hover, &:focus-visible': { borderColor: 'primary.main' },
          }}
        >
          {correction}
        </Link>
      ))}
    </Box>
  );
}

/**
 * The search page's content: 'Results for' the query, the count line, the 'Filter Content' dropdown,
 * the results grid and the pagination bar. While another page or mode loads, the results on screen
 * stay under the 'Loading results....' overlay (RTK Query keeps the last answer in `data`). A query
 * that found nothing as typed shows its correction's results, saying so, with a way back to the query
 * as typed; when nothing is found either way, the corrections are offered.
 */
export function SearchResults({ query, hrefFor, pageHref, onFilterChange }: SearchResultsProps) {
  const { t, i18n } = useLingui();
  const { q, page, mediaType, literal } = query;
  const { data, currentData, error, isFetching, refetch } = useGetSearchResultsQuery({
    query: q,
    page,
    mediaType,
    literal,
  });
  const firstPage = hrefFor({ ...query, page: 1 });
  const searchFor = (text: string) => hrefFor({ q: text, page: 1, mediaType, literal: false });

  const items = useMemo(
    () => (data?.results ?? []).map((result) => toCardItem(result, result.media_type)),
    [data],
  );
  const failed = Boolean(error) && !isFetching;
  // The issue: a page past the last one (an old link, a hand-typed 9999) falls back to page 1.
  const pastEnd = currentData !== undefined && isPastLastPage(page, currentData.totalPages);
  const countLine = isFetching
    ? t`Searching...`
    : currentData && !failed
      ? searchCountText(i18n, currentData.totalResults)
      : null;
  const correction = data?.correction;
  const resultsLabel = t`Search results`;

  return (
    <PageWidth max="xl" sx={{ py: { xs: 3, md: 5 } }}>
      {pastEnd ? <Redirect to={firstPage} /> : null}
      {isFetching ? <LoadingScreen overlay text={t`Loading results....`} /> : null}
      <Typography
        variant="h1"
        sx={{ fontSize: 'clamp(1.75rem, 4vw, 2.75rem)', mb: 1, overflowWrap: 'anywhere' }}
      >
        <Trans>
          Results for{' '}
          <Box component="span" sx={{ color: 'primary.main' }}>
            “{q}”
          </Box>
        </Trans>
      </Typography>
      {correction ? (
        <Typography sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
          <Trans>
            Showing results for{' '}
            <Box component="strong" sx={{ color: 'primary.main' }}>
              {correction}
            </Box>
          </Trans>{' '}
          <Box component="span" aria-hidden sx={{ mx: 0.5, color: 'text.secondary' }}>
            ·
          </Box>{' '}
          {/* Underlined: inside the sentence its gold alone would not set it apart (axe). */}
          <Link
            component={RouterLink}
            to={hrefFor({ ...query, page: 1, literal: true })}
            underline="always"
          >
            {t`Search instead for ${q}`}
          </Link>
        </Typography>
      ) : null}
      <Typography role="status" color="text.secondary" sx={{ mb: 2, minHeight: '1.5em' }}>
        {countLine}
      </Typography>

      <ListToolbar>
        <SearchFilter value={mediaType} onChange={onFilterChange} />
      </ListToolbar>

      <Typography component="h2" sx={visuallyHidden}>
        {resultsLabel}
      </Typography>
      {failed ? (
        <OfflineOr unreachable={isUnreachable(error)}>
          <Box sx={{ my: 2 }}>
            <ErrorBox>
              {t(FAILED_TO_LOAD)} {errorMessage(error, i18n)}
            </ErrorBox>
            <Button
              variant="contained"
              startIcon={<RefreshIcon />}
              onClick={() => void refetch()}
              sx={{ mt: 2 }}
            >
              {t`Try Again`}
            </Button>
          </Box>
        </OfflineOr>
      ) : data ? (
        <>
          <MediaGrid
            items={items}
            showType={mediaType === 'all'}
            label={resultsLabel}
            emptyTitle={t`No results found`}
            emptyText={t`Try adjusting your search term or filters`}
          />
          {data.results.length === 0 && data.didYouMean.length > 0 ? (
            <DidYouMean corrections={data.didYouMean} hrefOf={searchFor} />
          ) : null}
          <PaginationBar
            page={page}
            totalPages={data.totalPages}
            pageHref={pageHref}
            note={resultsLimitNote(i18n, data.totalResults)}
          />
        </>
      ) : null}
    </PageWidth>
  );
}

/** What the list says when its pages stop before its results do (lib/pagination pageLimit). */
function resultsLimitNote(i18n: I18n, totalResults: number | undefined): string | null {
  const limit = pageLimit(totalResults, i18n.locale);
  if (!limit) return null;
  const { max, reachable, total } = limit;
  return i18n._(
    msg`Pages stop at ${max}: the first ${reachable} of these ${total} results can be browsed here. To reach the others, make the search more precise.`,
  );
}
