import { Trans, useLingui } from '@lingui/react/macro';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { ReactNode } from 'react';

import { lazyDialog } from '@/components/lazyDialog';
import type { WatchButtonInput } from '@/lib/watchButton';

import { WatchButton } from './WatchButton';

/** The videos modal loads its code when first opened: most visitors never open it. */
const videosDialog = lazyDialog(() =>
  import('./videos/MovieVideosDialog').then((module) => module.MovieVideosDialog),
);

interface ActionPanelProps {
  id: number;
  title: string;
  watch: WatchButtonInput;
  /** The page shows "Where to watch" (a show with nothing to play points there). */
  whereToWatch?: boolean;
  /** Movies: offer 'Videos' (not for a title the demo knows only by its facts: it has none). */
  videos?: boolean;
  /** The demo knows the title by its facts alone: no trailer, so nothing to play without a provider. */
  factsOnly?: boolean;
  /** The watchlist and favorites toggles (the saved-media feature's, passed in by the page). */
  saveToggles: ReactNode;
}

/** The detail page's buttons (spec): watch, watchlist, favorites and, for movies, 'Videos'. */
export function ActionPanel({
  id,
  title,
  watch,
  whereToWatch,
  videos = true,
  factsOnly = false,
  saveToggles,
}: ActionPanelProps) {
  const { t } = useLingui();
  const [videosOpen, setVideosOpen] = useState(false);
  return (
    <Box
      role="group"
      aria-label={t`Actions`}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 1 }}
    >
      <WatchButton {...watch} id={id} whereToWatch={whereToWatch} factsOnly={factsOnly} />
      {saveToggles}
      {watch.type === 'movie' && videos ? (
        <>
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<VideoLibraryIcon />}
            aria-haspopup="dialog"
            onClick={() => setVideosOpen(true)}
            onPointerEnter={videosDialog.preload}
            onFocus={videosDialog.preload}
            sx={{ minHeight: 44 }}
          >
            <Trans>Videos</Trans>
          </Button>
          <videosDialog.Dialog
            id={id}
            title={title}
            open={videosOpen}
            onClose={() => setVideosOpen(false)}
          />
        </>
      ) : null}
    </Box>
  );
}
