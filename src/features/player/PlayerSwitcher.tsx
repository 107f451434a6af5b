import Box from '@mui/material/Box';
import { memo, useId } from 'react';

import type { PlayerChoice } from '@/lib/player';

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
  const name = useId();
  return (
    <Box component="fieldset" sx={{ m: 0, p: 0, border: 0, minWidth: 0 }}>
      <Box
        component="legend"
        sx={{ p: 0, mb: 1, typography: 'h6', fontSize: '1.1rem', fontWeight: 700 }}
      >
        Player
      </Box>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {choices.map((choice) => {
          const detail = choice.unavailable ?? choice.description;
          const nameId = `${name}-${choice.id}-name`;
          const detailId = `${name}-${choice.id}-detail`;
          const active = choice.id === activeId;
          const disabled = Boolean(choice.unavailable);
          return (
            <Box
              component="label"
              key={choice.id}
              sx={{
                display: 'flex',
                alignItems: 'flex-start',
                gap: 1.5,
                px: 1.5,
                py: 1,
                border: 1,
                borderRadius: 1,
                borderColor: active ? 'primary.main' : 'divider',
                cursor: disabled ? 'not-allowed' : 'pointer',
                color: disabled ? 'text.secondary' : 'text.primary',
                '&:hover': disabled ? undefined : { borderColor: 'primary.main' },
                '&:has(input:focus-visible)': {
                  outline: 2,
                  outlineColor: 'primary.main',
                  outlineOffset: 2,
                },
              }}
            >
              <Box
                component="input"
                type="radio"
                name={name}
                value={choice.id}
                checked={active}
                disabled={disabled}
                aria-labelledby={nameId}
                aria-describedby={detail ? detailId : undefined}
                onChange={() => onChoose(choice.id)}
                sx={{ mt: 0.5, width: 18, height: 18, flexShrink: 0, accentColor: 'primary.main' }}
              />
              <Box component="span" sx={{ minWidth: 0 }}>
                <Box component="span" id={nameId} sx={{ display: 'block', fontWeight: 700 }}>
                  {choice.name}
                </Box>
                {detail && (
                  <Box
                    component="span"
                    id={detailId}
                    sx={{ display: 'block', typography: 'body2', color: 'text.secondary' }}
                  >
                    {detail}
                  </Box>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
});
