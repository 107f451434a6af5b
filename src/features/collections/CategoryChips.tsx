import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

import type { CollectionCategory } from '@common/collectionCategories';

/** The visible name of each category (common/collectionCategories' CATEGORY_LABELS, as messages). */
export const CATEGORY_NAMES: Record<CollectionCategory, MessageDescriptor> = {
  all: msg`All`,
  superhero: msg`Superhero`,
  animation: msg`Animation`,
  action: msg`Action`,
  fantasy: msg`Fantasy`,
  horror: msg`Horror`,
  scifi: msg`Sci-Fi`,
  thriller: msg`Thriller`,
  comedy: msg`Comedy`,
  drama: msg`Drama`,
  western: msg`Western`,
  war: msg`War`,
  martial_arts: msg`Martial Arts`,
  musical: msg`Musical`,
  spy: msg`Spy`,
  crime: msg`Crime`,
  sports: msg`Sports`,
  romance: msg`Romance`,
  family: msg`Family`,
  adventure: msg`Adventure`,
  disaster: msg`Disaster`,
};

interface CategoryChipsProps {
  /** Categories to offer with how many collections each holds; 'all' is always offered first. */
  counts: Partial<Record<CollectionCategory, number>>;
  total: number;
  selected: CollectionCategory;
  onSelect: (category: CollectionCategory) => void;
}

/** One toggle chip per category present, plus All. */
export function CategoryChips({ counts, total, selected, onSelect }: CategoryChipsProps) {
  const { t } = useLingui();
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
            label={`${t(CATEGORY_NAMES[category])} (${count})`}
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
