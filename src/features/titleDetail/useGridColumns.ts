import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/** Rows a detail page's cast and related grids show before 'Show All' (spec: 2 rows). */
export const START_ROWS = 2;

/**
 * The columns of the cast and related grids (spec: 2 under 640 px, 3 from 640, 4 from 768, 6 from
 * 1024), as CSS so the layout is right before any script runs.
 */
export const GRID_COLUMNS_SX = {
  xs: 'repeat(2, minmax(0, 1fr))',
  sm: 'repeat(3, minmax(0, 1fr))',
  md: 'repeat(4, minmax(0, 1fr))',
  lg: 'repeat(6, minmax(0, 1fr))',
} as const;

/** The similar and recommended lists' grid (a list reset on the same columns). */
export const RELATED_GRID_SX = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: { xs: 1.5, md: 2 },
  gridTemplateColumns: GRID_COLUMNS_SX,
} as const;

/**
 * How many columns those grids have at the window's current width, so that a collapsed grid shows
 * exactly two full rows (12, 8, 6 or 4 items).
 */
export function useGridColumns(): number {
  const options = { noSsr: true };
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), options);
  const medium = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), options);
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'), options);
  if (wide) return 6;
  if (medium) return 4;
  return small ? 3 : 2;
}
