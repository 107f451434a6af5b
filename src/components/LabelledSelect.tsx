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
}: LabelledSelectProps) {
  const id = useId();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="label" htmlFor={id} sx={{ fontWeight: 600 }}>
        {label}
      </Box>
      <Box
        component="select"
        id={id}
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
