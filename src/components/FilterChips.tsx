import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { MouseEvent } from 'react';

import type { MediaType } from '@common/mediaType';
import { DEFAULT_SORT } from '@/lib/listQuery';

import type { FilterValue } from './FilterPanel';
import { resolveFilterOptions } from './filterOptions';
import type { FilterOptions } from './filterOptions';

interface FilterChipsProps {
  mediaType: MediaType;
  options?: Partial<FilterOptions>;
  servicesLabel?: string;
  /** The filters in force (from the URL). */
  value: FilterValue;
  /** The filters without the one removed; the list writes them to its URL, as Apply does. */
  onChange: (value: FilterValue) => void;
  /** Where focus goes when the last chip goes: the Filters button. */
  onEmptied: () => void;
}

interface ActiveFilter {
  key: string;
  label: string;
  without: FilterValue;
}

/** Each filter that differs from the defaults: genres, year, sort, then services. */
function activeFilters(
  { genres, sorts }: FilterOptions,
  value: FilterValue,
  servicesLabel: string,
  i18n: I18n,
): ActiveFilter[] {
  // A list's genres are named by their messages' ids (common/genres, common/trendingFilters).
  const names = new Map(genres.map((genre) => [genre.id, i18n._(genre.name)]));
  const chips: ActiveFilter[] = value.with_genres.map((id) => ({
    key: `genre-${id}`,
    label: names.get(id) ?? i18n._(msg`Genre ${id}`),
    without: { ...value, with_genres: value.with_genres.filter((other) => other !== id) },
  }));
  if (value.year) {
    const { year } = value;
    chips.push({ key: 'year', label: i18n._(msg`Year ${year}`), without: { ...value, year: '' } });
  }
  if (value.sort_by && value.sort_by !== DEFAULT_SORT) {
    const sort = sorts.find((option) => option.value === value.sort_by);
    chips.push({
      key: 'sort',
      label: sort ? i18n._(sort.label) : value.sort_by,
      without: { ...value, sort_by: DEFAULT_SORT },
    });
  }
  if (value.services) {
    chips.push({ key: 'services', label: servicesLabel, without: { ...value, services: null } });
  }
  return chips;
}

/**
 * The active filters as removable chips under a list's toolbar (issue 22: the badge's count alone did
 * not say which). Removing one writes the rest to the URL, as Apply does; focus moves to the next chip,
 * or to the Filters button after the last. A chunk of its own, loaded only while filters are active.
 */
export default function FilterChips({
  mediaType,
  options,
  servicesLabel,
  value,
  onChange,
  onEmptied,
}: FilterChipsProps) {
  const { t, i18n } = useLingui();
  const chips = activeFilters(
    resolveFilterOptions(mediaType, options),
    value,
    servicesLabel ?? t`On my services`,
    i18n,
  );
  if (chips.length === 0) return null;

  const remove = (chip: ActiveFilter, event: MouseEvent<HTMLButtonElement>) => {
    // The chip goes with this change: focus stays in the row, on the chip that takes its place.
    const item = event.currentTarget.closest('li');
    const neighbour = (item?.nextElementSibling ?? item?.previousElementSibling)?.querySelector(
      'button',
    );
    if (neighbour) neighbour.focus();
    else onEmptied();
    onChange(chip.without);
  };

  return (
    <Box
      component="ul"
      aria-label={t`Active filters`}
      sx={{
        flexBasis: '100%',
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
      }}
    >
      {chips.map((chip) => {
        const { label } = chip;
        return (
          <li key={chip.key}>
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              endIcon={<CloseIcon />}
              aria-label={t`Remove filter: ${label}`}
              onClick={(event) => remove(chip, event)}
              sx={{ borderRadius: 999, px: 1.5, borderColor: 'overlay.outline' }}
            >
              {label}
            </Button>
          </li>
        );
      })}
    </Box>
  );
}
