import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';
import type { ChangeEvent } from 'react';

interface TextInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A line under the field, tied to it for screen readers. */
  help?: string;
  /** A text area of this many rows instead of one line. */
  rows?: number;
  maxLength?: number;
  /** No autocomplete, autocapitalisation or spell check: passphrase words. */
  plain?: boolean;
  sx?: SxProps<Theme>;
}

/** A text field's look: the profile form's username and these fields alike. */
export const FIELD_SX: SxProps<Theme> = {
  display: 'block',
  width: '100%',
  px: 1.75,
  py: 1.5,
  font: 'inherit',
  color: 'text.primary',
  bgcolor: 'background.default',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  resize: 'vertical',
  '&::placeholder': { color: 'text.secondary', opacity: 1 },
  '&:hover': { borderColor: 'text.secondary' },
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 0 },
};

/**
 * A labelled text field drawn with plain elements, as the profile form's: MUI's TextField brings
 * Select, Menu and Popover with it (some 15 KB gzip), which a page of a few fields does not need.
 */
export function TextInput({
  label,
  value,
  onChange,
  help,
  rows,
  maxLength,
  plain,
  sx,
}: TextInputProps) {
  const id = useId();
  const helpId = `${id}-help`;
  const common = {
    id,
    value,
    maxLength,
    'aria-describedby': help ? helpId : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(event.target.value),
    ...(plain ? { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false } : {}),
    sx: FIELD_SX,
  };
  return (
    <Box sx={sx}>
      <Box
        component="label"
        htmlFor={id}
        sx={{ display: 'block', mb: 0.75, fontWeight: 700, fontSize: '0.95rem' }}
      >
        {label}
      </Box>
      {rows ? (
        <Box component="textarea" rows={rows} {...common} />
      ) : (
        <Box component="input" type="text" {...common} />
      )}
      {help ? (
        <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {help}
        </Typography>
      ) : null}
    </Box>
  );
}
