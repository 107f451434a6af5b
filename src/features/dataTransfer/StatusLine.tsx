import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A line that screen readers announce when its text changes (a live region present from the start, as
 * regions added with their text are often not read).
 */
export function StatusLine({ children }: { children: ReactNode }) {
  return (
    <Box role="status" sx={{ mt: children ? 2.5 : 0, fontWeight: 600 }}>
      {children}
    </Box>
  );
}
