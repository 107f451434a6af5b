import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useRef } from 'react';
import type { KeyboardEvent } from 'react';

import { readingStep } from '@/lib/mirrored';

export interface TabOption<T extends string> {
  value: T;
  label: string;
}

interface TabBarProps<T extends string> {
  options: readonly TabOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The tab list's accessible name. */
  label: string;
  /** The id of each tab (the panel names the active one). */
  tabId: (value: T) => string;
  /** The panel the tabs control. */
  panelId: string;
}

/**
 * WAI-ARIA tabs (automatic activation): one tab in the Tab order, arrow keys, Home and End move and
 * choose. Written out because MUI's Tabs weigh 20 KB (gzip) of a page's first load for three buttons.
 */
export function TabBar<T extends string>({
  options,
  value,
  onChange,
  label,
  tabId,
  panelId,
}: TabBarProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent, index: number) => {
    const last = options.length - 1;
    const step = readingStep(event.key, list.current!);
    const next = step
      ? (index + step + options.length) % options.length
      : event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : null;
    const option = next === null ? undefined : options[next];
    if (!option) return;
    event.preventDefault();
    onChange(option.value);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next!]?.focus();
  };
  return (
    <Box
      ref={list}
      role="tablist"
      aria-label={label}
      sx={{ display: 'flex', gap: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      {options.map((option, index) => {
        const selected = option.value === value;
        return (
          <ButtonBase
            key={option.value}
            role="tab"
            id={tabId(option.value)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(option.value)}
            onKeyDown={(event) => move(event, index)}
            sx={{
              px: 2,
              py: 1.25,
              minHeight: 44,
              fontWeight: 700,
              fontSize: '0.9rem',
              color: selected ? 'primary.main' : 'text.secondary',
              borderBottom: 2,
              borderColor: selected ? 'primary.main' : 'transparent',
              mb: '-1px',
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
