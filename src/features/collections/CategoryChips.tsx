import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

import { categoryLabel } from '@common/collectionCategories';
import type { CollectionCategory } from '@common/collectionCategories';

interface CategoryChipsProps {
  /** Categories to offer with how many collections each holds; 'all' is always offered first. */
  counts: Partial<Record<CollectionCategory, number>>;
  total: number;
  selected: CollectionCategory;
  onSelect: (category: CollectionCategory) => void;
}

/** One toggle chip per category present, plus All. */
export function CategoryChips({ counts, total, selected, onSelect }: CategoryChipsProps) {
  const { t, i18n } = useLingui();
  const categories = Object.keys(counts).filter(
    (category) => category !== 'all',
  ) as CollectionCategory[];
  const chips: [CollectionCategory, number][] = [
    ['all', total],
    ...categories.map((category): [CollectionCategory, number] => [
      category,
      counts[category] ?? 0,
    ]),
  ];
  return (
    <Box
      role="group"
      aria-label={t`Filter collections by category`}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}
    >
      {chips.map(([category, count]) => {
        const isSelected = category === selected;
        return (
          <Chip
            key={category}
            label={`${categoryLabel(i18n, category)} (${count})`}
            clickable
            color={isSelected ? 'primary' : 'default'}
            variant={isSelected ? 'filled' : 'outlined'}
            aria-pressed={isSelected}
            onClick={() => onSelect(category)}
          />
        );
      })}
    </Box>
  );
}
