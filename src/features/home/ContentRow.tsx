import { useLingui } from '@lingui/react/macro';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { Children, isValidElement, useId, useRef } from 'react';
import type { ReactNode, Ref } from 'react';

import { HydrateOnView } from '@/components/HydrateOnView';
import { prefersReducedMotion } from '@/lib/motion';
import { nearScreenOnly } from '@/lib/nearScreen';

import { Placeholder } from './Placeholder';
import { SectionHeader } from './SectionHeader';

/** Spec: a row's arrow buttons scroll by 400 px; each item is 200 px wide. */
export const ROW_SCROLL_STEP = 400;
export const ROW_ITEM_WIDTH = 200;
const SKELETON_COUNT = 6;
/** A row's height as laid out (heading, cards, scrollbar room): 424-433 px from 375 to 1440 px wide. */
const ROW_HEIGHT = 430;

interface ContentRowProps {
  title: string;
  /** The screen with the full list (the section link). */
  to: string;
  /** Placeholder cards while the first answer is on its way. */
  loading?: boolean;
  /** One element per item; each is put in its own list item. */
  children?: ReactNode;
  /** The section element. */
  ref?: Ref<HTMLElement>;
}

/**
 * A titled horizontal row of cards with a 'View All' link and arrow buttons. The scroller is a
 * focusable region named by the heading, so arrow keys scroll it too.
 */
export function ContentRow({ title, to, loading = false, children, ref }: ContentRowProps) {
  const { t } = useLingui();
  const headingId = useId();
  const scroller = useRef<HTMLDivElement>(null);

  const scroll = (direction: -1 | 1) => {
    const element = scroller.current;
    if (!element) return;
    const left = direction * ROW_SCROLL_STEP;
    if (typeof element.scrollBy === 'function') {
      element.scrollBy({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    } else {
      element.scrollLeft += left;
    }
  };

  const items = loading
    ? Array.from({ length: SKELETON_COUNT }, (_, index) => (
        <Placeholder key={index} sx={{ width: '100%', aspectRatio: '2 / 3.6' }} />
      ))
    : Children.toArray(children);

  return (
    <Box
      ref={ref}
      component="section"
      sx={{
        my: 4,
        // The home page's rows all start below the fold.
        ...nearScreenOnly(ROW_HEIGHT),
      }}
    >
      <SectionHeader id={headingId} title={title} to={to}>
        <IconButton
          aria-label={t`Scroll ${title} left`}
          onClick={() => scroll(-1)}
          disabled={loading}
          size="small"
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <ChevronLeftIcon />
        </IconButton>
        <IconButton
          aria-label={t`Scroll ${title} right`}
          onClick={() => scroll(1)}
          disabled={loading}
          size="small"
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <ChevronRightIcon />
        </IconButton>
      </SectionHeader>
      <Box
        ref={scroller}
        role="region"
        aria-labelledby={headingId}
        aria-busy={loading}
        // A focusable scroller: keyboard users scroll it with the arrow keys.
        tabIndex={0}
        sx={{
          overflowX: 'auto',
          overscrollBehaviorX: 'contain',
          scrollSnapType: 'x proximity',
          scrollbarWidth: 'thin',
          pb: 1,
          borderRadius: 1,
        }}
      >
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0.5,
            display: 'flex',
            gap: 2,
            width: 'max-content',
            '& > li': { width: ROW_ITEM_WIDTH, flex: '0 0 auto', scrollSnapAlign: 'start' },
          }}
        >
          {items.map((item, index) =>
            // Placeholders have nothing to hydrate: only the cards wait for the screen.
            loading ? (
              <li key={index} aria-hidden>
                {item}
              </li>
            ) : (
              <HydrateOnView
                component="li"
                key={isValidElement(item) && item.key != null ? item.key : index}
              >
                {item}
              </HydrateOnView>
            ),
          )}
        </Box>
      </Box>
    </Box>
  );
}
