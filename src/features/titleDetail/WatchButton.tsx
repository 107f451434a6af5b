import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

import { watchAction } from '@/lib/watchButton';
import type { WatchButtonInput } from '@/lib/watchButton';

/**
 * The detail page's main action: a link to the player, labelled by the spec's rule ('Watch Now',
 * 'Continue Watching', 'Start S1 E1', 'Continue S2 E5').
 */
export function WatchButton(props: WatchButtonInput) {
  const { label, to } = watchAction(props);
  return (
    <Button
      component={RouterLink}
      to={to}
      variant="contained"
      size="large"
      startIcon={<PlayArrowIcon />}
      sx={{ minHeight: 44, px: 3 }}
    >
      {label}
    </Button>
  );
}
