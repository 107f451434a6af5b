import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The row above a list's results: the type or window switch on the left, the Filters button right. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        mb: 2,
      }}
    >
      {children}
    </Box>
  );
}
