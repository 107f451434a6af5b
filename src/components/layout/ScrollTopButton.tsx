import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import IconButton from '@mui/material/IconButton';

import { scrollToTop } from '@/lib/motion';

import { useScrolledPast } from './useScrolledPast';

/** Spec: the button appears once the page is scrolled more than 300 px. */
export const SCROLL_TOP_AFTER_PX = 300;

/** The floating "back to top" button. */
export function ScrollTopButton() {
  const visible = useScrolledPast(SCROLL_TOP_AFTER_PX);
  if (!visible) return null;
  return (
    <IconButton
      aria-label="Scroll to top"
      onClick={scrollToTop}
      sx={{
        position: 'fixed',
        right: { xs: 16, sm: 24 },
        bottom: { xs: 16, sm: 24 },
        zIndex: 'speedDial',
        width: 48,
        height: 48,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        boxShadow: ({ palette }) => `0 4px 14px ${palette.overlay.shadow}`,
        '&:hover': { bgcolor: 'primary.dark' },
      }}
    >
      <KeyboardArrowUpIcon />
    </IconButton>
  );
}
