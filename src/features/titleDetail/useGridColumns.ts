import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/** Rows a detail page's cast and related grids show before 'Show All' (spec: 2 rows). */
export const START_ROWS = 2;

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
