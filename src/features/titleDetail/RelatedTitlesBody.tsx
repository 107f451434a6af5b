import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useState } from 'react';

import type { MediaType } from '@common/mediaType';
import { ErrorBox } from '@/components/ErrorBox';
import { MediaCard } from '@/components/MediaCard';
import { FAILED_TO_LOAD, MediaGrid } from '@/components/MediaGrid';
import { errorMessage } from '@/lib/errorMessage';
import { cardKey, toCardItem } from '@/lib/mediaItem';
import type { CardItem } from '@/lib/mediaItem';
import { visuallyHidden } from '@/lib/visuallyHidden';
import { useGetRelatedTitlesInfiniteQuery } from '@/services/titles';
import type { RelatedItem, RelatedList } from '@/services/titles';
import { CARD_GRID_SX } from '@/lib/cardGrid';

import { RelatedPlaceholder } from './RelatedPlaceholder';
import { START_ROWS, useGridColumns } from './useGridColumns';

/** Shown under the heading when the catalogue has nothing for the list. */
export const NO_RELATED = msg`Nothing to suggest here yet.`;

/** Cards from every page loaded so far, each title once (pages of a changing list may overlap). */
export function relatedCards(
  pages: readonly { results: readonly RelatedItem[] }[] | undefined,
  type: MediaType,
): CardItem[] {
  const seen = new Set<string>();
  const cards: CardItem[] = [];
  for (const page of pages ?? []) {
    for (const result of page.results) {
      const card = toCardItem(result, type);
      const key = cardKey(card);
      if (seen.has(key)) continue;
      seen.add(key);
      cards.push(card);
    }
  }
  return cards;
}

export interface RelatedTitlesBodyProps {
  type: MediaType;
  id: number;
  list: RelatedList;
  heading: string;
  /** Called when the list turns out to hold nothing (and did not fail). */
  onEmpty?: () => void;
}

/**
 * The list under 'Similar Content' or 'You May Also Like', loaded (code and data) once the visitor
 * scrolls near: two rows at the current width, 'Show All N Items' / 'Show Less' (N counts the titles
 * loaded so far), and once expanded 'Load More' for the next page while there is one.
 */
export default function RelatedTitlesBody({
  type,
  id,
  list,
  heading,
  onEmpty,
}: RelatedTitlesBodyProps) {
  const { i18n, t } = useLingui();
  const listId = useId();
  const { data, error, isLoading, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetRelatedTitlesInfiniteQuery({ type, id, list });
  const items = useMemo(() => relatedCards(data?.pages, type), [data, type]);
  const columns = useGridColumns();
  // Expanded for this title's list only: a related card opens another title in the same page.
  const listKey = `${type}-${id}-${list}`;
  const [expandedKey, setExpandedKey] = useState<string | null>(null);
  const expanded = expandedKey === listKey;
  const startCount = columns * START_ROWS;
  const shown = expanded ? items : items.slice(0, startCount);

  const count = items.length;
  const empty = !isLoading && !error && items.length === 0;
  useEffect(() => {
    if (empty) onEmpty?.();
  }, [empty, onEmpty]);

  if (isLoading) return <RelatedPlaceholder count={startCount} />;
  let body;
  if (items.length === 0) {
    body = error ? (
      <MediaGrid items={[]} error={error} inSection />
    ) : (
      <Typography color="text.secondary">{t(NO_RELATED)}</Typography>
    );
  } else {
    body = (
      <>
        <Box component="ul" id={listId} aria-label={heading} sx={CARD_GRID_SX}>
          {shown.map((item) => (
            <li key={cardKey(item)}>
              <MediaCard item={item} />
            </li>
          ))}
        </Box>
        {error && (
          // A later page failed: the titles already loaded stay, 'Load More' tries again.
          <ErrorBox sx={{ mt: 2 }}>
            {t(FAILED_TO_LOAD)} {errorMessage(error, i18n)}
          </ErrorBox>
        )}
        <Box sx={{ mt: 2, display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: 2 }}>
          {(items.length > startCount || hasNextPage) && (
            <Button
              variant="outlined"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpandedKey(expanded ? null : listKey)}
            >
              {expanded
                ? t`Show Less`
                : t`${plural(count, { one: 'Show All # Items', other: 'Show All # Items' })}`}
            </Button>
          )}
          {expanded && hasNextPage && (
            <Button
              variant="contained"
              disabled={isFetchingNextPage}
              aria-busy={isFetchingNextPage || undefined}
              startIcon={
                isFetchingNextPage ? (
                  <CircularProgress size={18} color="inherit" aria-hidden />
                ) : undefined
              }
              onClick={() => void fetchNextPage()}
            >
              <Trans>Load More</Trans>
            </Button>
          )}
        </Box>
        <Box role="status" sx={visuallyHidden}>
          {isFetchingNextPage ? t`Loading more titles` : ''}
        </Box>
      </>
    );
  }

  return body;
}
