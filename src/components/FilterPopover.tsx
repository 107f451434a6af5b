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
import { HEADER_HEIGHT } from './layout/Header';

const FILTERS_UNAVAILABLE_TEXT =
  'Unfortunately, filters are currently unavailable for TV Shows due to fetching availability. We apologize for the inconvenience.';

/** The window edge the panel keeps clear of (MUI's default), and the gap under its button. */
const MARGIN_PX = 16;
const GAP_PX = 8;
/** Room the panel wants below its button; with less, the page scrolls the button up first. */
const WANTED_ROOM_PX = 480;
/** Below this the panel would be too small to use; it then may cover the button (a very short window). */
const MIN_HEIGHT_PX = 200;

/**
 * Keeps the panel below its button (issue 22: it opened over it). MUI moves a panel that does not fit
 * below up into the window, over the button; so first, with too little room, the page scrolls the
 * button up to just under the fixed header, and then the panel gets the room left at most, scrolling
 * inside.
 */
function fitBelow(button: HTMLElement, paper: HTMLElement) {
  const { top, bottom } = button.getBoundingClientRect();
  if (window.innerHeight - bottom < WANTED_ROOM_PX) {
    window.scrollBy({ top: top - HEADER_HEIGHT - GAP_PX, behavior: 'instant' });
  }
  const room = window.innerHeight - button.getBoundingClientRect().bottom - MARGIN_PX - GAP_PX;
  paper.style.maxHeight = `${Math.max(room, MIN_HEIGHT_PX)}px`;
}

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
      marginThreshold={MARGIN_PX}
      slotProps={{
        // Before MUI places the panel (it places it again as it enters).
        transition: { onEntering: (paper: HTMLElement) => anchorEl && fitBelow(anchorEl, paper) },
        paper: {
          id: panelId,
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: 'min(92vw, 420px)', p: 2.5, mt: `${GAP_PX}px` },
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
