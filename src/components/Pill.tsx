import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A small non-interactive label ('Found 12,453 movies', 'Currently Airing'). Plain styled text rather than
 * MUI's Chip, which is built for clickable and deletable chips and would add 3 KB to first load.
 */
export function Pill({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1.5,
        py: 0.5,
        borderRadius: 999,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: '0.8125rem',
        fontWeight: 700,
        lineHeight: 1.6,
        '& svg': { fontSize: '1.1rem' },
      }}
    >
      {icon}
      {children}
    </Box>
  );
}
