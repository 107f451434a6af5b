import { useTheme } from '@mui/material/styles';

import { mediaQueryOf, useMediaMatch } from '@/hooks/useMediaMatch';

/** Rows a detail page's cast and related grids show before 'Show All' (spec: 2 rows). */
export const START_ROWS = 2;

/**
 * How many columns those grids have at the window's current width, so that a collapsed grid shows
 * exactly two full rows (12, 8, 6 or 4 items).
 */
export function useGridColumns(): number {
  const { breakpoints } = useTheme();
  const wide = useMediaMatch(mediaQueryOf(breakpoints.up('lg')));
  const medium = useMediaMatch(mediaQueryOf(breakpoints.up('md')));
  const small = useMediaMatch(mediaQueryOf(breakpoints.up('sm')));
  if (wide) return 6;
  if (medium) return 4;
  return small ? 3 : 2;
}
