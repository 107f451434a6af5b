import Box from '@mui/material/Box';
import { memo } from 'react';
import Typography from '@mui/material/Typography';

import type { MediaDataMessage } from '@common/players';
import { TRAILER_PROVIDER_ID } from '@common/players';
import type { PlayerChoice } from '@/lib/player';

import { ProviderFrame } from './ProviderFrame';
import { TrailerFrame } from './TrailerFrame';

interface PlayerStageProps {
  active: PlayerChoice | undefined;
  trailerKey: string | undefined;
  /** What plays, for the frame's accessible name ('Fight Club', 'Game of Thrones, S1 E2'). */
  playing: string;
  onProgress: (message: MediaDataMessage) => void;
}

/** The player itself: the active provider's frame, or a line saying that nothing can play here. */
export const PlayerStage = memo(function PlayerStage({
  active,
  trailerKey,
  playing,
  onProgress,
}: PlayerStageProps) {
  if (active?.id === TRAILER_PROVIDER_ID && trailerKey) {
    return (
      <TrailerFrame videoKey={trailerKey} title={`Trailer: ${playing}`} onProgress={onProgress} />
    );
  }
  if (active?.provider && active.src) {
    return (
      <ProviderFrame
        provider={active.provider}
        src={active.src}
        title={`${active.name} player: ${playing}`}
        onProgress={onProgress}
      />
    );
  }
  return (
    <Box
      sx={{
        aspectRatio: '16 / 9',
        display: 'grid',
        placeItems: 'center',
        px: 3,
        textAlign: 'center',
        bgcolor: 'background.paper',
        borderRadius: { xs: 0, sm: 2 },
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography sx={{ color: 'text.secondary', maxWidth: '48ch' }}>
        No player on this site can show this title. Where to watch lists the services that offer it.
      </Typography>
    </Box>
  );
});
