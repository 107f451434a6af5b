import Box from '@mui/material/Box';
import { useId } from 'react';
import type { ReactNode } from 'react';

interface LabelledSelectProps {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  /** `<option>` elements. */
  children: ReactNode;
  minWidth?: number;
  /** A line under the label, read out as the select's description. */
  hint?: string;
}

/**
 * A native `<select>` with a visible label, styled like the theme's inputs. Lighter than MUI's Select
 * (whose menu, popover and input code weigh some 30 KB gzip on a page's first load), and it keeps the
 * platform's own keyboard and screen-reader behaviour, pickers on phones included.
 */
export function LabelledSelect({
  label,
  value,
  onChange,
  children,
  minWidth = 160,
  hint,
}: LabelledSelectProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const labelElement = (
    <Box component="label" htmlFor={id} sx={{ display: 'block', fontWeight: 600 }}>
      {label}
    </Box>
  );
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: hint ? { xs: 1, sm: 2 } : 1,
      }}
    >
      {hint ? (
        <Box>
          {labelElement}
          <Box
            id={hintId}
            component="span"
            sx={{ display: 'block', color: 'text.secondary', fontSize: '0.875rem' }}
          >
            {hint}
          </Box>
        </Box>
      ) : (
        labelElement
      )}
      <Box
        component="select"
        id={id}
        aria-describedby={hint ? hintId : undefined}
        value={value}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        sx={{
          font: 'inherit',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'overlay.outline',
          borderRadius: 1,
          px: 1.5,
          py: 0.75,
          minWidth,
          // A long option (a region's name) never widens it past its container on a phone.
          maxWidth: '100%',
          minHeight: 40,
          cursor: 'pointer',
          '&:hover': { borderColor: 'text.secondary' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
