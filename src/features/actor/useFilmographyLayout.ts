import { useTheme } from '@mui/material/styles';

import { mediaQueryOf, useMediaMatch } from '@/hooks/useMediaMatch';
import { filmographyColumns, filmographyPageSize } from '@/lib/filmography';

/**
 * The filmography grid's columns and page size at the current viewport width (spec rule in
 * lib/filmography), following the width as it changes. Read at the first render, so the first page
 * drawn already has the right size.
 */
export function useFilmographyLayout(): { columns: number; pageSize: number } {
  const { breakpoints } = useTheme();
  // Read at once in the browser; a server-rendered page hydrates with the narrowest layout first.
  const xxl = useMediaMatch(mediaQueryOf(breakpoints.up('xxl')));
  const xl = useMediaMatch(mediaQueryOf(breakpoints.up('xl')));
  const lg = useMediaMatch(mediaQueryOf(breakpoints.up('lg')));
  const md = useMediaMatch(mediaQueryOf(breakpoints.up('md')));
  const sm = useMediaMatch(mediaQueryOf(breakpoints.up('sm')));
  const { values } = breakpoints;
  // The narrowest width of the step the viewport is in stands for it.
  const width = xxl
    ? values.xxl
    : xl
      ? values.xl
      : lg
        ? values.lg
        : md
          ? values.md
          : sm
            ? values.sm
            : values.xs;
  return { columns: filmographyColumns(width), pageSize: filmographyPageSize(width) };
}
