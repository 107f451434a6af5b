import { useLingui } from '@lingui/react/macro';

import { LabelledSelect } from '@/components/LabelledSelect';
import { SEARCH_FILTERS, parseSearchMediaType } from '@/lib/searchResults';
import type { SearchMediaType } from '@/lib/searchResults';

interface SearchFilterProps {
  value: SearchMediaType;
  onChange: (value: SearchMediaType) => void;
}

/** The 'Filter Content' dropdown (spec), its subtitle read out as the description. */
export function SearchFilter({ value, onChange }: SearchFilterProps) {
  const { t } = useLingui();
  return (
    <LabelledSelect
      label={t`Filter Content`}
      hint={t`Show specific content types`}
      value={value}
      onChange={(next) => onChange(parseSearchMediaType(next))}
      minWidth={180}
    >
      {SEARCH_FILTERS.map((filter) => (
        <option key={filter.value} value={filter.value}>
          {t(filter.label)}
        </option>
      ))}
    </LabelledSelect>
  );
}
