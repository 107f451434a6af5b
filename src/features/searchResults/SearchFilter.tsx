import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ChangeEvent } from 'react';

import { SEARCH_FILTERS, parseSearchMediaType } from '@/lib/searchResults';
import type { SearchMediaType } from '@/lib/searchResults';

interface SearchFilterProps {
  value: SearchMediaType;
  onChange: (value: SearchMediaType) => void;
}

/**
 * The 'Filter Content' dropdown (spec), its subtitle read out as the description. A native select,
 * like LabelledSelect: the platform's keyboard and screen-reader behaviour, and no menu code to load.
 */
export function SearchFilter({ value, onChange }: SearchFilterProps) {
  const id = useId();
  const selectId = `${id}-select`;
  const hintId = `${id}-hint`;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 1, sm: 2 } }}>
      <Box>
        <Box component="label" htmlFor={selectId} sx={{ display: 'block', fontWeight: 600 }}>
          Filter Content
        </Box>
        <Typography id={hintId} variant="body2" color="text.secondary">
          Show specific content types
        </Typography>
      </Box>
      <Box
        component="select"
        id={selectId}
        aria-describedby={hintId}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) =>
          onChange(parseSearchMediaType(event.target.value))
        }
        sx={{
          font: 'inherit',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'overlay.outline',
          borderRadius: 1,
          px: 1.5,
          py: 0.75,
          minWidth: 180,
          minHeight: 40,
          cursor: 'pointer',
          '&:hover': { borderColor: 'text.secondary' },
        }}
      >
        {SEARCH_FILTERS.map((filter) => (
          <option key={filter.value} value={filter.value}>
            {filter.label}
          </option>
        ))}
      </Box>
    </Box>
  );
}
