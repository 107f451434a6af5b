import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import OutlinedInput from '@mui/material/OutlinedInput';
import Popover from '@mui/material/Popover';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import type { MediaType } from '@common/mediaType';
import { genreListOf } from '@common/genres';
import { SORT_OPTIONS, isValidYear } from '@/lib/listQuery';

import type { FilterValue } from './FilterPanel';

const FILTERS_UNAVAILABLE_TEXT =
  'Unfortunately, filters are currently unavailable for TV Shows due to fetching availability. We apologize for the inconvenience.';

interface FilterPopoverProps {
  open: boolean;
  anchorEl: HTMLElement | null;
  onClose: () => void;
  panelId: string;
  titleId: string;
  mediaType: MediaType;
  value: FilterValue;
  onApply: (value: FilterValue) => void;
  onReset: () => void;
  unavailable: boolean;
}

/** The filter panel: sort, release year, genre toggles, Reset and Apply Filters (or, for TV, why not). */
export default function FilterPopover({
  open,
  anchorEl,
  onClose: close,
  panelId,
  titleId,
  mediaType,
  value,
  onApply,
  onReset,
  unavailable,
}: FilterPopoverProps) {
  return (
    <Popover
      open={open}
      anchorEl={anchorEl}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      slotProps={{
        paper: {
          id: panelId,
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: 'min(92vw, 420px)', p: 2.5, mt: 1 },
        },
      }}
    >
      {unavailable ? (
        <Box>
          <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1 }}>
            Filters Unavailable
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {FILTERS_UNAVAILABLE_TEXT}
          </Typography>
          <Link component={RouterLink} to="/fan-favorites" onClick={close}>
            Browse Fan Favorites
          </Link>
        </Box>
      ) : (
        <FilterForm
          titleId={titleId}
          mediaType={mediaType}
          initial={value}
          onApply={(next) => {
            close();
            onApply(next);
          }}
          onReset={() => {
            close();
            onReset();
          }}
        />
      )}
    </Popover>
  );
}

interface FilterFormProps {
  titleId: string;
  mediaType: MediaType;
  initial: FilterValue;
  onApply: (value: FilterValue) => void;
  onReset: () => void;
}

/** The panel's form; mounted each time the panel opens, so it starts from the filters in force. */
function FilterForm({ titleId, mediaType, initial, onApply, onReset }: FilterFormProps) {
  const [sortBy, setSortBy] = useState(initial.sort_by);
  const [year, setYear] = useState(initial.year);
  const [genres, setGenres] = useState<number[]>(initial.with_genres);
  const yearId = useId();
  const sortLabelId = useId();
  const genreLabelId = useId();

  const toggleGenre = (id: number) =>
    setGenres((current) =>
      current.includes(id) ? current.filter((genre) => genre !== id) : [...current, id],
    );

  // Spec: a year that is not 4 digits within 1900..this year is silently ignored.
  const apply = () =>
    onApply({ with_genres: genres, year: isValidYear(year) ? year : '', sort_by: sortBy });

  return (
    <Box
      component="form"
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography id={titleId} component="h2" variant="h6">
        Filters
      </Typography>

      <FormControl component="fieldset">
        <FormLabel component="legend" id={sortLabelId}>
          Sort by
        </FormLabel>
        <RadioGroup
          aria-labelledby={sortLabelId}
          name="sort_by"
          value={sortBy}
          onChange={(event) => setSortBy(event.target.value)}
          sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}
        >
          {SORT_OPTIONS.map((option) => (
            <FormControlLabel
              key={option.value}
              value={option.value}
              control={<Radio size="small" />}
              label={option.label}
            />
          ))}
        </RadioGroup>
      </FormControl>

      <FormControl size="small">
        <InputLabel htmlFor={yearId}>Release year</InputLabel>
        <OutlinedInput
          id={yearId}
          label="Release year"
          value={year}
          placeholder="e.g. 2024"
          onChange={(event) => setYear(event.target.value.replace(/\D/g, '').slice(0, 4))}
          inputProps={{ inputMode: 'numeric', maxLength: 4, autoComplete: 'off' }}
        />
      </FormControl>

      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        <FormLabel component="legend" id={genreLabelId} sx={{ mb: 1 }}>
          Genres
        </FormLabel>
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, maxHeight: 220, overflowY: 'auto' }}
        >
          {genreListOf(mediaType).map((genre) => {
            const selected = genres.includes(genre.id);
            return (
              <Chip
                key={genre.id}
                label={genre.name}
                size="small"
                clickable
                color={selected ? 'primary' : 'default'}
                variant={selected ? 'filled' : 'outlined'}
                aria-pressed={selected}
                onClick={() => toggleGenre(genre.id)}
              />
            );
          })}
        </Box>
      </Box>

      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button type="button" color="inherit" onClick={onReset}>
          Reset
        </Button>
        {/* Applies on click, not via submit: React snapshots FormData when a submit starts a transition. Enter in the year field still submits. */}
        <Button type="button" variant="contained" onClick={apply}>
          Apply Filters
        </Button>
      </Box>
    </Box>
  );
}
