import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha } from '@mui/material/styles';

import type { TabOption } from './TabBar';

interface ChoiceButtonsProps<T extends string> {
  options: readonly TabOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The group's accessible name. */
  label: string;
}

/**
 * One choice of a few, as a row of joined toggle buttons (`aria-pressed`), each in the Tab order.
 * Pressing the chosen one keeps it. Written out because MUI's ToggleButtonGroup put /trending over
 * the first-load budget for two buttons.
 */
export function ChoiceButtons<T extends string>({
  options,
  value,
  onChange,
  label,
}: ChoiceButtonsProps<T>) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'inline-flex',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      {options.map((option, index) => {
        const pressed = option.value === value;
        return (
          <ButtonBase
            key={option.value}
            aria-pressed={pressed}
            onClick={() => {
              if (!pressed) onChange(option.value);
            }}
            sx={{
              px: 1.5,
              minHeight: 40,
              fontSize: '0.875rem',
              fontWeight: 600,
              borderLeft: index === 0 ? 0 : 1,
              borderColor: 'divider',
              color: pressed ? 'primary.main' : 'text.secondary',
              bgcolor: ({ palette }) =>
                pressed ? alpha(palette.primary.main, 0.12) : 'transparent',
              '&:hover': { color: 'text.primary' },
              '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
            }}
          >
            {option.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
