import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { memo, useId } from 'react';

import { RadioCard } from '@/components/RadioCard';
import type { PlayerChoice } from '@/lib/player';
import { choiceText } from '@/lib/player';

interface PlayerSwitcherProps {
  choices: readonly PlayerChoice[];
  activeId: string | undefined;
  onChoose: (id: string) => void;
}

/**
 * The player switcher (spec): every provider as a radio option with its description; one that cannot
 * play this title is disabled, with the reason read out beside it. Native radios in a fieldset (MUI's
 * radio group would add 13 KB to the page's first load for the same behaviour).
 */
export const PlayerSwitcher = memo(function PlayerSwitcher({
  choices,
  activeId,
  onChoose,
}: PlayerSwitcherProps) {
  const { i18n, t } = useLingui();
  const name = useId();
  return (
    <Box component="fieldset" sx={{ m: 0, p: 0, border: 0, minWidth: 0 }}>
      <Box
        component="legend"
        sx={{ p: 0, mb: 1, typography: 'h6', fontSize: '1.1rem', fontWeight: 700 }}
      >
        {t`Player`}
      </Box>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {choices.map((choice) => (
          <RadioCard
            key={choice.id}
            name={name}
            value={choice.id}
            checked={choice.id === activeId}
            disabled={Boolean(choice.unavailable)}
            onChange={() => onChoose(choice.id)}
            label={choiceText(i18n, choice.name)}
            detail={choiceText(i18n, choice.unavailable ?? choice.description ?? '')}
          />
        ))}
      </Box>
    </Box>
  );
});
