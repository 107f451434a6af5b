import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

const SIZES = { small: 28, default: 44, large: 64 } as const;

interface LoadingScreenProps {
  size?: keyof typeof SIZES;
  text?: string;
  /** Covers the page with a dimmed layer instead of taking space in the flow. */
  overlay?: boolean;
  /** The room it takes in the flow (default half the viewport; less for `small`). */
  minHeight?: string;
}

/** The generic loading screen (spec: sizes small/default/large, text default 'Loading', optional overlay). */
export function LoadingScreen({
  size = 'default',
  text,
  overlay = false,
  minHeight = size === 'small' ? '120px' : '50vh',
}: LoadingScreenProps) {
  const { t } = useLingui();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        ...(overlay
          ? {
              position: 'fixed',
              inset: 0,
              zIndex: 'modal',
              bgcolor: ({ palette }) => alpha(palette.background.default, 0.78),
            }
          : { minHeight, py: 4 }),
      }}
    >
      <CircularProgress size={SIZES[size]} aria-hidden />
      <Typography color="text.secondary">{text ?? t`Loading`}</Typography>
    </Box>
  );
}
