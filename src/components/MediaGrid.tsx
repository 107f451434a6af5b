import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useId, useState } from 'react';

import { errorMessage } from '@/lib/errorMessage';
import { cardKey } from '@/lib/mediaItem';
import type { CardItem } from '@/lib/mediaItem';

import { ActorCard } from './ActorCard';
import { ErrorBox } from './ErrorBox';
import { HydrateOnView, isServerMarkup } from './HydrateOnView';
import { MediaCard } from './MediaCard';
import { OfflineOr, isUnreachable } from './OfflineFallback';

/** The start of a failed list's message (render it with the page's `t`), before errorMessage's words. */
export const FAILED_TO_LOAD = msg`Failed to load content. Please try again later.`;

/**
 * Cards a grid the browser renders itself (a page reached in the app, the next page of results)
 * renders at once: the first screen's worth on a phone. The rest follow in a background render
 * (useDeferredValue), which React may split, so building the grid never holds the page in one long
 * task; their places are held meanwhile. A grid the server rendered has every card in its markup, and
 * each card hydrates as it nears the screen (HydrateOnView).
 */
export const FIRST_CARDS = 6;

interface MediaGridProps {
  items: CardItem[];
  /** The list failed: the spec's red box with the error's message. */
  error?: unknown;
  showType?: boolean;
  emptyTitle?: string;
  emptyText?: string;
  /** Selection mode: a checkbox on each card, keyed '{media_type}-{id}'. */
  selectionMode?: boolean;
  selected?: Record<string, boolean>;
  onToggleSelected?: (item: CardItem) => void;
  /** Shows a remove button on each card. */
  onRemove?: (item: CardItem) => void;
  /** Accessible name of the list. */
  label?: string;
  /**
   * The grid is one section of a page (related titles): its failure shows there, never the app's
   * offline screen in place of the page.
   */
  inSection?: boolean;
}

/** The generic grid: 2 to 6 columns by width; people render as actor cards. */
export function MediaGrid({
  items,
  error,
  showType = false,
  emptyTitle,
  emptyText,
  selectionMode = false,
  selected = {},
  onToggleSelected,
  onRemove,
  label,
  inSection = false,
}: MediaGridProps) {
  const { t, i18n } = useLingui();
  const gridId = useId();
  // Decided as the grid mounts: on the server and over its markup, every card; else the first few.
  const [firstCards] = useState(() =>
    isServerMarkup(gridId) ? items.length : Math.min(items.length, FIRST_CARDS),
  );
  const shown = useDeferredValue(items.length, firstCards);
  if (error) {
    const failure = (
      <ErrorBox sx={{ my: 2 }}>
        {t(FAILED_TO_LOAD)} {errorMessage(error, i18n)}
      </ErrorBox>
    );
    // A page's main grid gives way to the offline screen; a section's failure stays in its section.
    return inSection ? (
      failure
    ) : (
      <OfflineOr unreachable={isUnreachable(error)}>{failure}</OfflineOr>
    );
  }
  if (items.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: 8 }} role="status">
        <Typography component="p" variant="h3">
          {emptyTitle ?? t`No results found`}
        </Typography>
        <Typography color="text.secondary">
          {emptyText ?? t`Try adjusting your search or filters`}
        </Typography>
      </Box>
    );
  }
  return (
    <Box
      component="ul"
      id={gridId}
      aria-label={label}
      // Still filling in (the cards after the first few): assistive technology waits for the list.
      aria-busy={shown < items.length || undefined}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 1.5, md: 2 },
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
          lg: 'repeat(5, minmax(0, 1fr))',
          xl: 'repeat(6, minmax(0, 1fr))',
        },
      }}
    >
      {items.slice(0, shown).map((item, index) => {
        const key = cardKey(item);
        const { title } = item;
        const overlay =
          selectionMode || onRemove ? (
            <Box sx={{ position: 'absolute', top: 4, left: 4, display: 'flex', gap: 0.5 }}>
              {selectionMode && (
                // A native checkbox: keyboard and screen-reader behaviour for free, no MUI Checkbox
                // (3 KB) on pages that never select.
                <Box
                  component="input"
                  type="checkbox"
                  checked={Boolean(selected[key])}
                  onChange={() => onToggleSelected?.(item)}
                  aria-label={t`Select ${title}`}
                  sx={{
                    width: 22,
                    height: 22,
                    m: 1,
                    accentColor: (theme) => theme.palette.primary.main,
                    cursor: 'pointer',
                  }}
                />
              )}
              {onRemove && !selectionMode && (
                <IconButton
                  aria-label={t`Remove ${title}`}
                  onClick={() => onRemove(item)}
                  size="small"
                  sx={{ bgcolor: 'overlay.scrim', color: 'common.white' }}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              )}
            </Box>
          ) : undefined;
        return (
          <HydrateOnView component="li" key={key}>
            {item.media_type === 'person' ? (
              <ActorCard item={item} />
            ) : (
              <MediaCard item={item} showType={showType} eager={index < 2} overlay={overlay} />
            )}
          </HydrateOnView>
        );
      })}
      {items.slice(shown).map((item) => (
        <Box
          component="li"
          key={cardKey(item)}
          aria-hidden
          sx={{ aspectRatio: '2 / 3.6', borderRadius: 1, bgcolor: 'background.paper' }}
        />
      ))}
    </Box>
  );
}
