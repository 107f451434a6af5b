import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

import type { MediaDataMessage } from '@common/mediaData';
import { PageTitle } from '@/components/PageTitle';
import { PageWidth } from '@/components/PageWidth';
import { WHERE_TO_WATCH_ID } from '@/lib/focusSection';

import { PlayerStage } from './PlayerStage';
import { PreparingPlayer } from './PlayerStates';
import { PlayerSwitcher } from './PlayerSwitcher';
import type { PlayerChoiceState } from './usePlayerChoice';

interface PlayerLayoutProps {
  /** The title as the tab reads it: 'Watch {title}'. */
  title: string;
  player: PlayerChoiceState;
  /** What plays, for the frame's accessible name ('Fight Club', 'Game of Thrones, S1 E2'). */
  playing: string;
  /** TV: the episode's season. */
  season?: number;
  onProgress: (message: MediaDataMessage) => void;
  /** Title facts, episode navigation, collection card. */
  main: ReactNode;
  /** Where to watch, under the switcher. */
  whereToWatch: ReactNode;
}

/**
 * The player page: the player across the top, then the title beside the switcher and where to watch
 * (stacked on phones).
 */
export function PlayerLayout({
  title,
  player,
  playing,
  season,
  onProgress,
  main,
  whereToWatch,
}: PlayerLayoutProps) {
  const { t } = useLingui();
  return (
    <>
      <PageTitle>{t`Watch ${title}`}</PageTitle>
      <PageWidth max="xl" sx={{ py: { xs: 2, md: 4 }, px: { xs: 0, sm: 3 } }}>
        <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
          {player.ready ? (
            <PlayerStage
              active={player.active}
              choices={player.choices}
              onChoose={player.choose}
              trailerKey={player.trailerKey}
              trailerScope={player.trailerScope}
              title={title}
              season={season}
              playing={playing}
              onProgress={onProgress}
            />
          ) : (
            <PreparingPlayer />
          )}
          <Box
            sx={{
              display: 'grid',
              gap: 4,
              px: { xs: 2, sm: 0 },
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                md: 'minmax(0, 2fr) minmax(280px, 1fr)',
              },
              alignItems: 'start',
            }}
          >
            <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>{main}</Box>
            <Box
              component="aside"
              aria-label={t`Players and offers`}
              sx={{ display: 'grid', gap: 4, minWidth: 0 }}
            >
              <PlayerSwitcher
                choices={player.choices}
                // None checked until this browser's choice is known (see usePlayerChoice).
                activeId={player.ready ? player.active?.id : undefined}
                onChoose={player.choose}
              />
              {/* The target of the player's 'Where to watch' button when a player cannot load. */}
              <Box id={WHERE_TO_WATCH_ID} tabIndex={-1} sx={{ outline: 'none', minWidth: 0 }}>
                {whereToWatch}
              </Box>
            </Box>
          </Box>
        </Box>
      </PageWidth>
    </>
  );
}
