import { Trans } from '@lingui/react/macro';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import Button from '@mui/material/Button';
import { useState } from 'react';

import { lazyDialog } from '@/components/lazyDialog';

/** The viewer's code loads when first opened. */
const viewer = lazyDialog(() => import('./VideosViewer').then((module) => module.VideosViewer));

interface SeasonVideosButtonProps {
  showId: number;
  season: number;
  /** The show's name, prefixed to each player's title. */
  showName?: string;
}

/** 'Season Videos': opens the videos viewer on a season's videos (the show's when it has none). */
export function SeasonVideosButton({ showId, season, showName }: SeasonVideosButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<VideoLibraryIcon />}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={viewer.preload}
        onFocus={viewer.preload}
      >
        <Trans>Season Videos</Trans>
      </Button>
      <viewer.Dialog
        type="tv"
        id={showId}
        season={season}
        title={showName}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
