import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Popover from '@mui/material/Popover';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';

import type { MediaType } from '@common/mediaType';
import { isValidYear } from '@/lib/listQuery';
import type { ServicesFilter } from '@/lib/listQuery';
import type { StreamingService } from '@/lib/streamingServices';
import { regionName } from '@/lib/regionNames';
import { isRegionCode, regionFromLanguage } from '@/lib/watchOffers';

import type { FilterValue, ServicesSetup } from './FilterPanel';
import { HEADER_HEIGHT } from './layout/Header';
import { ServicesPicker } from './ServicesPicker';
import { resolveFilterOptions } from './filterOptions';
import type { FilterOptions } from './filterOptions';

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
  options?: Partial<FilterOptions>;
  services?: ServicesSetup;
  value: FilterValue;
  onApply: (value: FilterValue) => void;
  onReset: () => void;
}

/** The filter panel: sort, year, genre toggles, "On my services" where offered, Reset and Apply Filters. */
export default function FilterPopover({
  open,
  anchorEl,
  onClose: close,
  panelId,
  titleId,
  mediaType,
  options,
  services,
  value,
  onApply,
  onReset,
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
      <FilterForm
        titleId={titleId}
        options={resolveFilterOptions(mediaType, options)}
        services={services}
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
    </Popover>
  );
}

interface FilterFormProps {
  titleId: string;
  options: FilterOptions;
  services?: ServicesSetup;
  initial: FilterValue;
  onApply: (value: FilterValue) => void;
  onReset: () => void;
}

/** The region services are chosen in: the profile's, or the one the browser's language points to. */
function servicesRegion(setup: ServicesSetup): string {
  if (isRegionCode(setup.region)) return setup.region;
  return regionFromLanguage(typeof navigator === 'undefined' ? undefined : navigator.language);
}

/** The panel's form; mounted each time the panel opens, so it starts from the filters in force. */
function FilterForm({ titleId, options, services, initial, onApply, onReset }: FilterFormProps) {
  const [sortBy, setSortBy] = useState(initial.sort_by);
  const [year, setYear] = useState(initial.year);
  const [genres, setGenres] = useState<number[]>(initial.with_genres);
  const [onMyServices, setOnMyServices] = useState(Boolean(initial.services));
  const yearId = useId();
  const sortLabelId = useId();
  const genreLabelId = useId();
  const { t, i18n } = useLingui();
  const yearLabel = i18n._(options.yearLabel);

  const toggleGenre = (id: number) =>
    setGenres((current) =>
      current.includes(id) ? current.filter((genre) => genre !== id) : [...current, id],
    );

  /** The services filter to apply: the profile's services, or (with none yet) the link's own. */
  const servicesFilter = (): ServicesFilter | null => {
    if (!services || !onMyServices) return null;
    if (services.chosen.length === 0) return initial.services ?? null;
    const providers = services.chosen.map((service) => service.id).sort((a, b) => a - b);
    return { providers, region: servicesRegion(services) };
  };

  // Spec: a year that is not 4 digits within 1900..this year is silently ignored.
  const apply = () =>
    onApply({
      with_genres: genres,
      year: isValidYear(year) ? year : '',
      sort_by: sortBy,
      ...(services ? { services: servicesFilter() } : {}),
    });

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
        {t`Filters`}
      </Typography>

      <FormControl component="fieldset">
        <FormLabel component="legend" id={sortLabelId}>
          {t`Sort by`}
        </FormLabel>
        <RadioGroup
          aria-labelledby={sortLabelId}
          name="sort_by"
          value={sortBy}
          onChange={(event) => setSortBy(event.target.value)}
          sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}
        >
          {options.sorts.map((option) => (
            <FormControlLabel
              key={option.value}
              value={option.value}
              control={<Radio size="small" />}
              label={i18n._(option.label)}
            />
          ))}
        </RadioGroup>
      </FormControl>

      <FormControl size="small">
        <InputLabel htmlFor={yearId}>{yearLabel}</InputLabel>
        <OutlinedInput
          id={yearId}
          label={yearLabel}
          value={year}
          placeholder={t`e.g. 2024`}
          onChange={(event) => setYear(event.target.value.replace(/\D/g, '').slice(0, 4))}
          inputProps={{ inputMode: 'numeric', maxLength: 4, autoComplete: 'off' }}
        />
      </FormControl>

      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        <FormLabel component="legend" id={genreLabelId} sx={{ mb: 1 }}>
          {t`Genres`}
        </FormLabel>
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, maxHeight: 220, overflowY: 'auto' }}
        >
          {options.genres.map((genre) => {
            const selected = genres.includes(genre.id);
            return (
              <Chip
                key={genre.id}
                label={i18n._(genre.name)}
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

      {services ? (
        <ServicesSection
          setup={services}
          linkServices={initial.services ?? null}
          on={onMyServices}
          onToggle={setOnMyServices}
        />
      ) : null}

      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button type="button" color="inherit" onClick={onReset}>
          {t`Reset`}
        </Button>
        {/* Applies on click, not via submit: React snapshots FormData when a submit starts a transition. Enter in the year field still submits. */}
        <Button type="button" variant="contained" onClick={apply}>
          {t`Apply Filters`}
        </Button>
      </Box>
    </Box>
  );
}

interface ServicesSectionProps {
  setup: ServicesSetup;
  /** The services filter of the URL (a link may name services this browser has not chosen). */
  linkServices: ServicesFilter | null;
  on: boolean;
  onToggle: (on: boolean) => void;
}

/** "Where to watch": the On my services switch, what it means, and the picker of services. */
function ServicesSection({ setup, linkServices, on, onToggle }: ServicesSectionProps) {
  const [picking, setPicking] = useState(false);
  const pickButton = useRef<HTMLButtonElement>(null);
  const legendId = useId();
  const descriptionId = useId();
  const region = servicesRegion(setup);
  const { chosen } = setup;
  const switchable = chosen.length > 0 || linkServices !== null;
  const { t, i18n } = useLingui();
  const { locale } = i18n;

  // Picking the first service turns the filter on; unpicking the last turns it off.
  const changeChosen = (next: StreamingService[]) => {
    if (chosen.length === 0 && next.length > 0) onToggle(true);
    if (next.length === 0 && !linkServices) onToggle(false);
    setup.onChosenChange(next);
  };
  const done = () => {
    setPicking(false);
    // The picker's Done button goes with it: focus returns to the button that opened it.
    requestAnimationFrame(() => pickButton.current?.focus());
  };

  let description: string;
  if (chosen.length > 0) {
    const services = chosen.map((service) => service.name).join(', ');
    const place = regionName(region, locale);
    description = t`${services}, in ${place}. Streamed or free; rentals and purchases do not count.`;
  } else if (linkServices) {
    const count = linkServices.providers.length;
    const place = regionName(linkServices.region, locale);
    description = t`This link names ${plural(count, { one: '# service', other: '# services' })} in ${place}. Choose your own to use them instead.`;
  } else {
    description = t`Choose the streaming services you have, and the list can show only what they offer.`;
  }

  return (
    <Box
      component="fieldset"
      aria-labelledby={legendId}
      // A fieldset is as wide as its widest content by default: here, never wider than the panel.
      sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <FormLabel component="legend" id={legendId} sx={{ mb: 0.5 }}>
        {t`Where to watch`}
      </FormLabel>
      {switchable ? (
        <FormControlLabel
          label={t`On my services`}
          control={
            <Checkbox
              checked={on}
              onChange={(event) => onToggle(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': descriptionId } }}
            />
          }
        />
      ) : null}
      <Typography id={descriptionId} variant="body2" color="text.secondary">
        {description}
      </Typography>
      {picking ? (
        <ServicesPicker
          mediaType={setup.mediaType}
          region={region}
          chosen={chosen}
          onRegionChange={setup.onRegionChange}
          onChosenChange={changeChosen}
          onDone={done}
        />
      ) : (
        <Box>
          <Button
            ref={pickButton}
            type="button"
            size="small"
            variant="outlined"
            onClick={() => setPicking(true)}
          >
            {chosen.length > 0 ? t`Change services` : t`Choose your services`}
          </Button>
        </Box>
      )}
    </Box>
  );
}
