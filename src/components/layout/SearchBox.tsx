import { useLingui } from '@lingui/react/macro';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useEffect } from 'react';
import type { ChangeEvent, ComponentPropsWithoutRef, FormEvent, ReactNode, RefObject } from 'react';

import { partLive } from '@/lib/pageLive';

interface SearchBoxProps {
  value: string;
  onValueChange: (value: string) => void;
  /** Enter (with nothing chosen in a list) or the search button. */
  onSubmit: () => void;
  /** The input, which Ctrl/Cmd+S focuses. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** More for the input: a combobox's role, ARIA state and key handling. */
  inputProps?: Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'onChange'>;
  /** Shown under the box, positioned against it (a list of suggestions). */
  children?: ReactNode;
}

/**
 * The header's search box as seen: a pill-shaped form with an input and a search button, 325 px wide
 * on desktop and as wide as the header allows under 640 px. Ctrl/Cmd+S focuses it from anywhere (and
 * `/` from outside a field: ShortcutKeys). What typing does beyond that (suggestions) is the search
 * feature's, passed in through the props.
 */
export function SearchBox({
  value,
  onValueChange,
  onSubmit,
  inputRef,
  inputProps,
  children,
}: SearchBoxProps) {
  const { t } = useLingui();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      if (event.key.toLowerCase() !== 's') return;
      // Instead of the browser's "save page".
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    window.addEventListener('keydown', onKeyDown);
    // Hydrated and its Ctrl/Cmd+S listening: one part of a live page (lib/pageLive).
    partLive('header search');
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [inputRef]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        flex: { xs: 1, sm: 'none' },
        width: { xs: 'auto', sm: 325 },
        minWidth: 0,
        height: 40,
        pl: 2,
        borderRadius: 999,
        bgcolor: 'overlay.hairline',
        border: ({ palette }) => `1px solid ${palette.overlay.outline}`,
        '&:focus-within': {
          borderColor: 'primary.main',
          boxShadow: ({ palette }) => `0 0 0 1px ${palette.primary.main}`,
        },
      }}
    >
      <Box
        component="input"
        ref={inputRef}
        type="search"
        enterKeyHint="search"
        aria-label={t`Search`}
        placeholder={t`Search movies & TV`}
        autoComplete="off"
        spellCheck={false}
        {...inputProps}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onValueChange(event.target.value)}
        sx={{
          flex: 1,
          minWidth: 0,
          p: 0,
          border: 0,
          bgcolor: 'transparent',
          color: 'inherit',
          // At least 16 px, or phones zoom the page in when the box is focused.
          font: 'inherit',
          fontSize: '1rem',
          '&::placeholder': { color: 'text.secondary', opacity: 1 },
          // The ring around the whole box shows focus instead.
          '&:focus-visible': { outline: 'none' },
        }}
      />
      <IconButton type="submit" aria-label={t`Submit search`} size="small" sx={{ mx: 0.5 }}>
        <SearchIcon fontSize="small" />
      </IconButton>
      {children}
    </Box>
  );
}
