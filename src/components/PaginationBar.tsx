import { useLingui } from '@lingui/react/macro';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { To } from 'react-router-dom';

import { scrollToTop } from '@/lib/motion';
import { capTotalPages, clampPage, pageWindow } from '@/lib/pagination';
import { MIRRORED } from '@/lib/mirrored';

import { DetailLink } from './DetailLink';
import { InfoBox } from './ErrorBox';

interface BarPages {
  page: number;
  totalPages: number;
  /** Said under 'Page X of Y': how far the list can be paged, when it holds more (lib/pagination). */
  note?: string | null;
}

/** A list whose page is in the URL: every page is a link (it opens in a new tab, each is a history entry). */
interface LinkedPages extends BarPages {
  /** Where a page of the list lives: the current URL with only the page changed. */
  pageHref: (page: number) => To;
  onPageChange?: never;
}

/** A list paged in component state (a table inside a dialog): the pages are buttons. */
interface StatePages extends BarPages {
  onPageChange: (page: number) => void;
  pageHref?: never;
}

export type PaginationBarProps = LinkedPages | StatePages;

const pageButtonSx = { minWidth: 40, px: 1 } as const;

/** How a control looks and is named; where it leads is the bar's business. */
type ControlLook = Pick<ButtonProps, 'variant' | 'color' | 'startIcon' | 'endIcon' | 'sx'> & {
  'aria-label'?: string;
  'aria-current'?: 'page';
};

/**
 * A click that follows the link here: a modified or middle click opens a new tab or window, and
 * leaves this page where it is.
 */
function followsHere(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Following a page link starts at the top of the new page (spec). */
function scrollUpOnFollow(event: MouseEvent) {
  if (followsHere(event)) scrollToTop();
}

/**
 * Previous / Next, first, last, current page and neighbours with ellipses, and 'Page X of Y'.
 * Hidden when there is one page or fewer; never offers more than 500 pages. With `pageHref` every
 * control is a link to its page, so Back walks back through the pages visited (issue 22, against the
 * spec's "replaces the history entry"); Previous and Next at the ends are disabled buttons.
 */
export function PaginationBar(props: PaginationBarProps) {
  const { page, totalPages } = props;
  const { t } = useLingui();
  const total = capTotalPages(totalPages);
  if (total <= 1) return null;
  const current = clampPage(page, total);

  /** A control leading to `target`: a link to its URL, a button asking for it, or neither (an end). */
  const control = (target: number, look: ControlLook, label: ReactNode, disabled = false) => {
    const to = clampPage(target, total);
    if (disabled) {
      return (
        <Button {...look} disabled>
          {label}
        </Button>
      );
    }
    return props.pageHref ? (
      <Button {...look} component={RouterLink} to={props.pageHref(to)} onClick={scrollUpOnFollow}>
        {label}
      </Button>
    ) : (
      <Button {...look} onClick={() => to !== current && props.onPageChange(to)}>
        {label}
      </Button>
    );
  };
  const ends = { variant: 'outlined', color: 'inherit' } as const;

  return (
    <Box
      component="nav"
      aria-label={t`Pagination`}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        my: 4,
      }}
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <li>
          {control(
            current - 1,
            { ...ends, startIcon: <ChevronLeftIcon className={MIRRORED} /> },
            t`Previous`,
            current <= 1,
          )}
        </li>
        {pageWindow(current, total).map((slot) =>
          typeof slot === 'number' ? (
            <li key={slot}>
              {control(
                slot,
                {
                  variant: slot === current ? 'contained' : 'text',
                  color: slot === current ? 'primary' : 'inherit',
                  'aria-label': t`Page ${slot}`,
                  'aria-current': slot === current ? 'page' : undefined,
                  sx: pageButtonSx,
                },
                slot,
              )}
            </li>
          ) : (
            <Box component="li" key={slot} aria-hidden sx={{ px: 0.5, color: 'text.secondary' }}>
              …
            </Box>
          ),
        )}
        <li>
          {control(
            current + 1,
            { ...ends, endIcon: <ChevronRightIcon className={MIRRORED} /> },
            t`Next`,
            current >= total,
          )}
        </li>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t`Page ${current} of ${total}`}
      </Typography>
      {props.note ? (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ maxWidth: 560, textAlign: 'center', overflowWrap: 'anywhere' }}
        >
          {props.note}
        </Typography>
      ) : null}
    </Box>
  );
}

interface PageOutOfRangeProps {
  page: number;
  /** Pages the list has (after the 500 cap); 0 when the server did not say. */
  totalPages: number;
  /** Where page 1 of the same list lives (the current filters, no page). */
  firstPage: To;
  /** Replaces the general explanation (a screen that can say more about its list). */
  message?: string;
}

/** Shown instead of a blank grid when the URL asks for a page past the end of the list. */
export function PageOutOfRangeNotice({
  page,
  totalPages,
  firstPage,
  message,
}: PageOutOfRangeProps) {
  const { t } = useLingui();
  return (
    <InfoBox sx={{ my: 2 }}>
      {message ??
        (totalPages > 0
          ? t`There is nothing to show on page ${page}. This list ends at page ${totalPages}.`
          : t`There is nothing to show on page ${page}. It may be past the end of this list.`)}{' '}
      <DetailLink to={firstPage}>{t`Go to page 1`}</DetailLink>
    </InfoBox>
  );
}
