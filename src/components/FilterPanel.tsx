import { useLingui } from '@lingui/react/macro';
import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Suspense, lazy, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import type { MediaType } from '@common/mediaType';
import { countActiveFilters } from '@/lib/listQuery';
import type { ListFilters } from '@/lib/listQuery';
import type { StreamingService } from '@/lib/streamingServices';

import type { FilterOptions } from './filterOptions';

export type FilterValue = ListFilters;

/**
 * What the panel needs to offer "On my services" (issue 31): the visitor's services and region from
 * the profile, and how to change them. Picking services saves them at once, as choosing a region on
 * a title's page does; the filter itself applies with Apply Filters, like the others.
 */
export interface ServicesSetup {
  /** Whose services are listed: movies' or shows'. */
  mediaType: MediaType;
  /** The profile's region, or null to follow the browser's language. */
  region: string | null;
  chosen: readonly StreamingService[];
  onRegionChange: (code: string) => void;
  onChosenChange: (services: StreamingService[]) => void;
  /** The chip of the filter in force: "On my services", or which services a link names. */
  chipLabel?: string;
}

/**
 * The panel itself (popover, radio group, year input, genre chips) is a quarter of what /movies would
 * otherwise load first, so it loads on the first hover, focus or click of the button.
 */
const loadPopover = () => import(/* webpackChunkName: "filter-panel" */ './FilterPopover');
const FilterPopover = lazy(loadPopover);
/** The chips of the active filters: needed only when a filter is on, so not in the first load. */
const FilterChips = lazy(() => import(/* webpackChunkName: "filter-chips" */ './FilterChips'));

interface FilterPanelProps {
  mediaType: MediaType;
  /** The filters now in force (from the URL). The panel edits a copy until Apply. */
  value: FilterValue;
  onApply: (value: FilterValue) => void;
  onReset: () => void;
  /** The list's own genres, sorts or year label, where they differ from the media type's. */
  options?: Partial<FilterOptions>;
  /** "On my services", on the lists that offer it. */
  services?: ServicesSetup;
}

/**
 * The 'Filters' button with a badge counting active filters, opening a small panel below it: sort,
 * year, genre toggles, the services filter where offered, Reset and Apply Filters; and under the
 * toolbar, each active filter as a chip that removes it. Form state stays here until Apply (never in
 * Redux).
 */
export function FilterPanel({
  mediaType,
  value,
  onApply,
  onReset,
  options,
  services,
}: FilterPanelProps) {
  const [anchorEl, setAnchorEl] = useState<HTMLButtonElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const open = anchorEl !== null;
  const titleId = useId();
  const panelId = useId();
  const active = countActiveFilters(value);
  const { t } = useLingui();
  const filters = t`Filters`;
  const close = () => setAnchorEl(null);
  const [wanted, setWanted] = useState(false);
  const prepare = () => {
    if (!wanted) {
      setWanted(true);
      void loadPopover();
    }
  };

  return (
    <>
      {/* The count of active filters on the button's corner (MUI's Badge, drawn here: 1.5 KB less on
          every list page's first load). The button's own label says it for screen readers. */}
      <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
        <Button
          ref={buttonRef}
          variant="outlined"
          color="inherit"
          startIcon={<FilterListIcon />}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-label={active ? t`Filters (${active} active)` : filters}
          onMouseEnter={prepare}
          onFocus={prepare}
          onClick={(event) => {
            prepare();
            setAnchorEl(event.currentTarget);
          }}
        >
          {filters}
        </Button>
        {active > 0 && (
          <Box
            component="span"
            aria-hidden
            sx={{
              position: 'absolute',
              top: 0,
              right: 0,
              transform: 'translate(50%, -50%)',
              minWidth: 20,
              height: 20,
              px: 0.75,
              borderRadius: 10,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: '0.75rem',
              fontWeight: 500,
              lineHeight: 1,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              pointerEvents: 'none',
            }}
          >
            {active}
          </Box>
        )}
      </Box>
      {active > 0 ? (
        <Suspense fallback={null}>
          <FilterChips
            mediaType={mediaType}
            options={options}
            servicesLabel={services?.chipLabel}
            value={value}
            onChange={onApply}
            onEmptied={() => buttonRef.current?.focus()}
          />
        </Suspense>
      ) : null}
      {wanted ? (
        <Suspense fallback={null}>
          <FilterPopover
            open={open}
            anchorEl={anchorEl}
            onClose={close}
            panelId={panelId}
            titleId={titleId}
            mediaType={mediaType}
            options={options}
            services={services}
            value={value}
            onApply={onApply}
            onReset={onReset}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The media-type control of the list pages: a Movies / TV Shows switch linking /movies and /tv-shows.
 */
export function MediaTypeSwitch({ current }: { current: MediaType }) {
  const { t } = useLingui();
  const options = [
    { type: 'movie', label: t`Movies`, to: '/movies' },
    { type: 'tv', label: t`TV Shows`, to: '/tv-shows' },
  ] as const;
  return (
    <Box component="nav" aria-label={t`Media type`} sx={{ display: 'flex', gap: 1 }}>
      {options.map((option) => (
        <Button
          key={option.type}
          component={RouterLink}
          to={option.to}
          variant={option.type === current ? 'contained' : 'outlined'}
          color={option.type === current ? 'primary' : 'inherit'}
          aria-current={option.type === current ? 'page' : undefined}
        >
          {option.label}
        </Button>
      ))}
    </Box>
  );
}
