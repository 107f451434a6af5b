import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useId, useState } from 'react';

import type { MediaType } from '@common/mediaType';
import { useNearViewport } from '@/hooks/useNearViewport';
import { nearScreenOnly } from '@/lib/nearScreen';
import type { RelatedList } from '@/services/titles';

import { RelatedPlaceholder } from './RelatedPlaceholder';
import { START_ROWS, useGridColumns } from './useGridColumns';

/** The section's height with its first rows of cards: 650-749 px from 375 to 1440 px wide. */
const RELATED_HEIGHT = 720;

// The cards, their grid and the list's data load only when the visitor nears the section: both lists
// sit below the fold, and their code would otherwise weigh on every title page's first load.
const RelatedTitlesBody = lazy(
  () => import(/* webpackChunkName: "related-titles" */ './RelatedTitlesBody'),
);

interface RelatedTitlesProps {
  type: MediaType;
  id: number;
  list: RelatedList;
  heading: string;
  /** Leave the section out when the list turns out empty (a title the demo knows by its facts). */
  hideWhenEmpty?: boolean;
}

/**
 * 'Similar Content' or 'You May Also Like': the heading at once, the two rows' space held until the
 * visitor scrolls near, then the list (RelatedTitlesBody).
 */
export function RelatedTitles({
  type,
  id,
  list,
  heading,
  hideWhenEmpty = false,
}: RelatedTitlesProps) {
  const headingId = useId();
  const [ref, near] = useNearViewport<HTMLElement>();
  const placeholder = <RelatedPlaceholder count={useGridColumns() * START_ROWS} />;
  // Which list was found empty: another title opened in the same page starts shown again.
  const [emptyList, setEmptyList] = useState<string | null>(null);
  const listKey = `${type}-${id}-${list}`;
  if (hideWhenEmpty && emptyList === listKey) return null;
  return (
    <Box
      component="section"
      ref={ref}
      aria-labelledby={headingId}
      // The last sections of the page, below the fold at any width.
      sx={{ my: 4, ...nearScreenOnly(RELATED_HEIGHT) }}
    >
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      {near ? (
        <Suspense fallback={placeholder}>
          <RelatedTitlesBody
            type={type}
            id={id}
            list={list}
            heading={heading}
            onEmpty={hideWhenEmpty ? () => setEmptyList(listKey) : undefined}
          />
        </Suspense>
      ) : (
        placeholder
      )}
    </Box>
  );
}
