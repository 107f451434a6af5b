import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

/**
 * A grey block standing in for content that is loading (a lighter stand-in for MUI's Skeleton, which
 * would add to the home route's first-load JavaScript). Hidden from screen readers.
 */
export function Placeholder({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Box
      aria-hidden
      sx={[
        {
          display: 'block',
          bgcolor: 'overlay.hairline',
          borderRadius: 1,
          animation: `${pulse} 1.6s ease-in-out 0.5s infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
