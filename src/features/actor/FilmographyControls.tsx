import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { FILMOGRAPHY_SORTS, parseFilmographySort } from '@/lib/filmography';
import type { FilmographySort } from '@/lib/filmography';

interface FilmographyControlsProps {
  /** 'Found N movies' / 'Found N TV shows'. */
  found: string;
  sort: FilmographySort;
  onSortChange: (sort: FilmographySort) => void;
}

/** The count of credits found and the 'Sort By' select (Popularity, Release Date, Title, Rating). */
export function FilmographyControls({ found, sort, onSortChange }: FilmographyControlsProps) {
  const labelId = useId();
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        mb: 3,
      }}
    >
      <Typography role="status" color="text.secondary" sx={{ fontWeight: 600 }}>
        {found}
      </Typography>
      <FormControl size="small" sx={{ minWidth: 180 }}>
        <InputLabel id={labelId}>Sort By</InputLabel>
        <Select
          labelId={labelId}
          label="Sort By"
          value={sort}
          onChange={(event) => onSortChange(parseFilmographySort(event.target.value))}
        >
          {FILMOGRAPHY_SORTS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Box>
  );
}
