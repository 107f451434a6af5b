import { useLingui } from '@lingui/react/macro';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import IconButton from '@mui/material/IconButton';

import { scrollToTop } from '@/lib/motion';

/** The floating "back to top" button itself; ScrollTopButton loads it once the page is scrolled. */
export default function ScrollTopFab() {
  const { t } = useLingui();
  return (
    <IconButton
      aria-label={t`Scroll to top`}
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
