import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import type { FrameProblem } from '@/features/player/frameHealth';
import { PLAYER_LOAD_TIMEOUT_MS } from '@/features/player/frameHealth';
import { WHERE_TO_WATCH_ID, focusSection } from '@/lib/focusSection';
import { choiceText } from '@/lib/player';
import type { ChoiceText } from '@/lib/player';

export interface PlayerAlternative {
  id: string;
  name: ChoiceText;
}

interface PlayerProblemProps {
  /** The player that cannot load, as a sentence names it ('Fake player'); null: the trailer. */
  name: string | null;
  problem: FrameProblem;
  retry: () => void;
  /** The other players that can play this title. */
  alternatives: readonly PlayerAlternative[];
  onChoose: (id: string) => void;
}

/** What happened, in the visitor's terms. */
export function problemText(i18n: I18n, name: string, problem: FrameProblem): [string, string] {
  switch (problem) {
    case 'offline':
      return [
        i18n._(msg`This device seems to be offline.`),
        i18n._(msg`${name} needs a connection. Try again once you are back online.`),
      ];
    case 'unreachable':
      return [
        i18n._(msg`${name} could not be reached.`),
        i18n._(msg`Its site may be down, or blocked by your network or a browser extension.`),
      ];
    case 'timeout': {
      const seconds = PLAYER_LOAD_TIMEOUT_MS / 1000;
      return [
        i18n._(
          msg`${name} has not loaded in ${plural(seconds, { one: '# second', other: '# seconds' })}.`,
        ),
        i18n._(msg`Its site may be slow or down.`),
      ];
    }
  }
}

/**
 * In place of a player that cannot load: what happened, 'Try again', the other players that can play
 * the title, and "Where to watch".
 */
export function PlayerProblem({
  name,
  problem,
  retry,
  alternatives,
  onChoose,
}: PlayerProblemProps) {
  const { i18n, t } = useLingui();
  const [what, why] = problemText(i18n, name ?? t`The trailer`, problem);
  return (
    <>
      <Typography component="p" sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.2rem' } }}>
        {what}
      </Typography>
      <Typography component="p" sx={{ mt: 0.5, color: 'grey.300', maxWidth: '52ch' }}>
        {why}
      </Typography>
      <Box
        sx={{
          mt: { xs: 1.5, sm: 2.5 },
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: 1,
        }}
      >
        <Button variant="contained" size="small" onClick={retry}>
          {t`Try again`}
        </Button>
        {alternatives.map((choice) => {
          const player = choiceText(i18n, choice.name);
          return (
            <Button
              key={choice.id}
              variant="outlined"
              color="inherit"
              size="small"
              onClick={() => onChoose(choice.id)}
            >
              {t`Switch to ${player}`}
            </Button>
          );
        })}
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          onClick={() => focusSection(WHERE_TO_WATCH_ID)}
        >
          {t`Where to watch`}
        </Button>
      </Box>
    </>
  );
}
