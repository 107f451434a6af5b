import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * The spec's red box for a failed list, announced as an alert. Drawn by hand rather than with MUI's
 * Alert, whose code (some 3 KB gzip with its icons) would otherwise load with every page that has a
 * grid.
 */
export function ErrorBox({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box
      role="alert"
      sx={[
        {
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1.5,
          px: 2,
          py: 1.5,
          borderRadius: 1,
          bgcolor: 'error.main',
          color: 'error.contrastText',
          fontWeight: 500,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <ErrorOutlineIcon fontSize="small" aria-hidden sx={{ mt: '2px', flexShrink: 0 }} />
      <Box component="span">{children}</Box>
    </Box>
  );
}
