import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/** The search results path of a query (spec: `/search?q={encoded trimmed query}`), or null if empty. */
export function searchPath(query: string): string | null {
  const trimmed = query.trim();
  return trimmed ? `/search?q=${encodeURIComponent(trimmed)}` : null;
}

/** The header search box: submit opens the results page; Ctrl/Cmd+S focuses it from anywhere. */
export function SearchBox() {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');

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
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const path = searchPath(query);
    if (path) navigate(path);
  };

  return (
    <Box
      component="form"
      role="search"
      onSubmit={onSubmit}
      sx={{
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
        aria-label="Search"
        value={query}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setQuery(event.target.value)}
        placeholder="Search movies & TV"
        sx={{
          flex: 1,
          minWidth: 0,
          p: 0,
          border: 0,
          bgcolor: 'transparent',
          color: 'inherit',
          font: 'inherit',
          '&::placeholder': { color: 'text.secondary', opacity: 1 },
          // The ring around the whole box shows focus instead.
          '&:focus-visible': { outline: 'none' },
        }}
      />
      <IconButton type="submit" aria-label="Submit search" size="small" sx={{ mx: 0.5 }}>
        <SearchIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
