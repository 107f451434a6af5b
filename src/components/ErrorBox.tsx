import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface BoxProps {
  children: ReactNode;
  sx?: SxProps<Theme>;
}

const BASE: SxProps<Theme> = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: 1.5,
  px: 2,
  py: 1.5,
  borderRadius: 1,
};

/**
 * The spec's red box for a failed list, announced as an alert. Drawn by hand rather than with MUI's
 * Alert, whose code (some 3 KB gzip with its icons) would otherwise load with every page that has a
 * grid.
 */
export function ErrorBox({ children, sx }: BoxProps) {
  return (
    <Box
      role="alert"
      sx={[
        BASE,
        { bgcolor: 'error.main', color: 'error.contrastText', fontWeight: 500 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <ErrorOutlineIcon fontSize="small" aria-hidden sx={{ mt: '2px', flexShrink: 0 }} />
      <Box component="span">{children}</Box>
    </Box>
  );
}

/** Its informative sibling (a page past the end of a list), announced politely, for the same reason. */
export function InfoBox({ children, sx }: BoxProps) {
  return (
    <Box
      role="status"
      sx={[
        BASE,
        ({ palette }) => ({
          bgcolor: alpha(palette.secondary.main, 0.12),
          border: `1px solid ${alpha(palette.secondary.main, 0.5)}`,
          color: 'text.primary',
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <InfoOutlinedIcon
        fontSize="small"
        aria-hidden
        sx={{ mt: '2px', flexShrink: 0, color: 'secondary.main' }}
      />
      <Box component="span">{children}</Box>
    </Box>
  );
}
