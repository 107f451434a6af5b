import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { Suspense, lazy, memo, useCallback, useEffect } from 'react';
import Typography from '@mui/material/Typography';

import type { MediaDataMessage } from '@common/mediaData';
import { TRAILER_PROVIDER_ID } from '@common/players';
import type { FrameProblem } from '@/features/player/frameHealth';
import type { PlayerChoice, TrailerScope } from '@/lib/player';
import { playerFrameTitle, trailerFrameTitle } from '@/lib/player';

import { ProviderFrame } from './ProviderFrame';
import { TrailerFrame } from './TrailerFrame';

interface PlayerStageProps {
  active: PlayerChoice | undefined;
  /** Every player of the switcher: those that can play are offered when the active one cannot load. */
  choices: readonly PlayerChoice[];
  onChoose: (id: string) => void;
  trailerKey: string | undefined;
  trailerScope: TrailerScope;
  /** The movie's or the show's name. */
  title: string;
  /** TV: the episode's season (a season's trailer says which). */
  season?: number;
  /** What plays, for the frame's accessible name ('Fight Club', 'Game of Thrones, S1 E2'). */
  playing: string;
  onProgress: (message: MediaDataMessage) => void;
}

// What the page says about a player that cannot load: rarely needed, so not in the page's first
// load, but fetched as soon as a player is shown, while the network is there to fetch it.
const loadPlayerProblem = () => import(/* webpackChunkName: "player-problem" */ './PlayerProblem');
const PlayerProblem = lazy(() =>
  loadPlayerProblem().then((module) => ({ default: module.PlayerProblem })),
);

/** A trailer of the show is not the episode: watching it is not progress in the episode. */
const ignoreProgress = () => {};

/** The player itself: the active provider's frame, or a line saying that nothing can play here. */
export const PlayerStage = memo(function PlayerStage({
  active,
  choices,
  onChoose,
  trailerKey,
  trailerScope,
  title,
  season,
  playing,
  onProgress,
}: PlayerStageProps) {
  const { i18n, t } = useLingui();
  useEffect(() => {
    loadPlayerProblem().catch(() => undefined);
  }, []);
  const renderProblem = useCallback(
    (problem: FrameProblem, retry: () => void) => (
      <Suspense fallback={null}>
        <PlayerProblem
          name={active?.id === TRAILER_PROVIDER_ID ? null : (active?.provider?.name ?? '')}
          problem={problem}
          retry={retry}
          alternatives={choices.filter((choice) => !choice.unavailable && choice.id !== active?.id)}
          onChoose={onChoose}
        />
      </Suspense>
    ),
    [active, choices, onChoose],
  );
  if (active?.id === TRAILER_PROVIDER_ID && trailerKey) {
    return (
      <TrailerFrame
        videoKey={trailerKey}
        title={trailerFrameTitle(i18n, trailerScope, title, season)}
        onProgress={trailerScope === 'title' ? onProgress : ignoreProgress}
        renderProblem={renderProblem}
      />
    );
  }
  if (active?.provider && active.src) {
    return (
      <ProviderFrame
        provider={active.provider}
        src={active.src}
        title={playerFrameTitle(i18n, active.provider.name, playing)}
        onProgress={onProgress}
        renderProblem={renderProblem}
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
        {t`No player on this site can show this title. Where to watch lists the services that offer it.`}
      </Typography>
    </Box>
  );
});
