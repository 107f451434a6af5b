import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { LabelledSelect } from '@/components/LabelledSelect';
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
  const { t } = useLingui();
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
      <LabelledSelect
        label={t`Sort By`}
        value={sort}
        onChange={(value) => onSortChange(parseFilmographySort(value))}
        minWidth={180}
      >
        {FILMOGRAPHY_SORTS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </LabelledSelect>
    </Box>
  );
}
