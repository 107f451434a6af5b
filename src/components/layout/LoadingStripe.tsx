import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { alpha } from '@mui/material/styles';

// Quick answers (a hover prefetch, a cached page) finish before the bar would be seen.
const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

/** The loading bar itself (see LoadingBar), in its own chunk: no first screen shows it. */
export default function LoadingStripe() {
  const { t } = useLingui();
  return (
    <Box
      role="progressbar"
      aria-label={t`Loading`}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        overflow: 'hidden',
        zIndex: (theme) => theme.zIndex.appBar + 1,
        bgcolor: ({ palette }) => alpha(palette.primary.main, 0.25),
        opacity: 0,
        animation: `${appear} 150ms ease 200ms forwards`,
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          width: '40%',
          bgcolor: 'primary.main',
          animation: `${slide} 1.2s ease-in-out infinite`,
        },
        '@media (prefers-reduced-motion: reduce)': {
          '&::after': { animation: 'none', width: '100%' },
        },
      }}
    />
  );
}
