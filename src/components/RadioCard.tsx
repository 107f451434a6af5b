import Box from '@mui/material/Box';
import { useId } from 'react';
import type { ReactNode } from 'react';

export interface RadioCardProps {
  /** The group's name (one per fieldset). */
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  label: ReactNode;
  /** A line under the label, read out as the option's description. */
  detail?: ReactNode;
}

/**
 * One option of a radio group drawn as a bordered card: a native radio (keyboard and screen readers
 * as the browser gives them; MUI's radio group would add 13 KB to a page's first load), its label in
 * bold and a description under it. The chosen card's border takes the primary colour.
 */
export function RadioCard({
  name,
  value,
  checked,
  disabled = false,
  onChange,
  label,
  detail,
}: RadioCardProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const detailId = `${id}-detail`;
  return (
    <Box
      component="label"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.5,
        px: 1.5,
        py: 1,
        border: 1,
        borderRadius: 1,
        borderColor: checked ? 'primary.main' : 'divider',
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
        value={value}
        checked={checked}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-describedby={detail ? detailId : undefined}
        onChange={onChange}
        sx={{ mt: 0.5, width: 18, height: 18, flexShrink: 0, accentColor: 'primary.main' }}
      />
      <Box component="span" sx={{ minWidth: 0 }}>
        <Box component="span" id={labelId} sx={{ display: 'block', fontWeight: 700 }}>
          {label}
        </Box>
        {detail ? (
          <Box
            component="span"
            id={detailId}
            sx={{ display: 'block', typography: 'body2', color: 'text.secondary' }}
          >
            {detail}
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
