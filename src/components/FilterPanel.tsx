import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Suspense, lazy, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import type { MediaType } from '@common/mediaType';
import { countActiveFilters } from '@/lib/listQuery';
import type { ListFilters } from '@/lib/listQuery';

export type FilterValue = ListFilters;

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
  /** TV outside fan favorites: the panel explains that filters are unavailable. */
  unavailable?: boolean;
}

/**
 * The 'Filters' button with a badge counting active filters, opening a small panel below it: sort,
 * release year, genre toggles, Reset and Apply Filters; and under the toolbar, each active filter as a
 * chip that removes it. Form state stays here until Apply (never in Redux).
 */
export function FilterPanel({
  mediaType,
  value,
  onApply,
  onReset,
  unavailable = false,
}: FilterPanelProps) {
  const [anchorEl, setAnchorEl] = useState<HTMLButtonElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const open = anchorEl !== null;
  const titleId = useId();
  const panelId = useId();
  const active = unavailable ? 0 : countActiveFilters(value);
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
          aria-label={active ? `Filters (${active} active)` : 'Filters'}
          onMouseEnter={prepare}
          onFocus={prepare}
          onClick={(event) => {
            prepare();
            setAnchorEl(event.currentTarget);
          }}
        >
          Filters
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
            value={value}
            onApply={onApply}
            onReset={onReset}
            unavailable={unavailable}
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
  const options = [
    { type: 'movie', label: 'Movies', to: '/movies' },
    { type: 'tv', label: 'TV Shows', to: '/tv-shows' },
  ] as const;
  return (
    <Box component="nav" aria-label="Media type" sx={{ display: 'flex', gap: 1 }}>
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
