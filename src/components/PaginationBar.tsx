import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { To } from 'react-router-dom';

import { capTotalPages, clampPage, pageWindow } from '@/lib/pagination';

import { InfoBox } from './ErrorBox';

interface PaginationBarProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

const pageButtonSx = { minWidth: 40, px: 1 } as const;

/**
 * Previous / Next, first, last, current page and neighbours with ellipses, and 'Page X of Y'.
 * Hidden when there is one page or fewer; never offers more than 500 pages.
 */
export function PaginationBar({ page, totalPages, onPageChange }: PaginationBarProps) {
  const total = capTotalPages(totalPages);
  if (total <= 1) return null;
  const current = clampPage(page, total);
  const go = (target: number) => {
    if (target !== current) onPageChange(clampPage(target, total));
  };

  return (
    <Box
      component="nav"
      aria-label="Pagination"
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
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<ChevronLeftIcon />}
            disabled={current <= 1}
            onClick={() => go(current - 1)}
          >
            Previous
          </Button>
        </li>
        {pageWindow(current, total).map((slot) =>
          typeof slot === 'number' ? (
            <li key={slot}>
              <Button
                variant={slot === current ? 'contained' : 'text'}
                color={slot === current ? 'primary' : 'inherit'}
                aria-label={`Page ${slot}`}
                aria-current={slot === current ? 'page' : undefined}
                onClick={() => go(slot)}
                sx={pageButtonSx}
              >
                {slot}
              </Button>
            </li>
          ) : (
            <Box component="li" key={slot} aria-hidden sx={{ px: 0.5, color: 'text.secondary' }}>
              …
            </Box>
          ),
        )}
        <li>
          <Button
            variant="outlined"
            color="inherit"
            endIcon={<ChevronRightIcon />}
            disabled={current >= total}
            onClick={() => go(current + 1)}
          >
            Next
          </Button>
        </li>
      </Box>
      <Typography variant="body2" color="text.secondary">
        Page {current} of {total}
      </Typography>
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
  return (
    <InfoBox sx={{ my: 2 }}>
      {message ??
        `There is nothing to show on page ${page}.${
          totalPages > 0
            ? ` This list ends at page ${totalPages}.`
            : ' It may be past the end of this list.'
        }`}{' '}
      <Link component={RouterLink} to={firstPage} underline="always">
        Go to page 1
      </Link>
    </InfoBox>
  );
}
