import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

import { WHERE_TO_WATCH_ID, focusSection } from '@/lib/focusSection';
import { watchAction } from '@/lib/watchButton';
import type { WatchButtonInput } from '@/lib/watchButton';

interface WatchButtonProps extends WatchButtonInput {
  /** The page shows "Where to watch": a show with nothing to play points there instead. */
  whereToWatch?: boolean;
}

/**
 * The detail page's main action: a link to the player, labelled by the spec's rule ('Watch Now',
 * 'Continue Watching', 'Start S1 E1', 'Continue S2 E5'). A show that lists no episode to play gets no
 * link that would end at 'Media not found': "Where to watch" instead, when the page has it.
 */
export function WatchButton({ whereToWatch = false, ...input }: WatchButtonProps) {
  const action = watchAction(input);
  if (!action) {
    return whereToWatch ? (
      <Button
        variant="contained"
        size="large"
        onClick={() => focusSection(WHERE_TO_WATCH_ID)}
        sx={{ minHeight: 44, px: 3 }}
      >
        Where to watch
      </Button>
    ) : null;
  }
  return (
    <Button
      component={RouterLink}
      to={action.to}
      variant="contained"
      size="large"
      startIcon={<PlayArrowIcon />}
      sx={{ minHeight: 44, px: 3 }}
    >
      {action.label}
    </Button>
  );
}
