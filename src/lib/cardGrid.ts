/**
 * The spec's card grid steps (2 columns under 640 px, 3 from 640, 4 from 768, 6 from 1024), as CSS so
 * the layout is right before any script runs: the detail pages' cast and related grids, and the
 * continue-watching page.
 */
export const CARD_GRID_COLUMNS = {
  xs: 'repeat(2, minmax(0, 1fr))',
  sm: 'repeat(3, minmax(0, 1fr))',
  md: 'repeat(4, minmax(0, 1fr))',
  lg: 'repeat(6, minmax(0, 1fr))',
} as const;

/** A list (`ul`) laid out on those columns, its bullets and spacing reset. */
export const CARD_GRID_SX = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: { xs: 1.5, md: 2 },
  gridTemplateColumns: CARD_GRID_COLUMNS,
} as const;
