import Box from '@mui/material/Box';

import { MediaCard } from '@/components/MediaCard';
import { cardKey } from '@/lib/mediaItem';
import type { CardItem } from '@/lib/mediaItem';

interface FilmographyGridProps {
  items: CardItem[];
  /** From the viewport width (useFilmographyLayout), so a page fills whole rows. */
  columns: number;
  label: string;
}

/**
 * A page of credits as cards. Its own grid rather than MediaGrid: the filmography's column steps
 * (2, 3 up to 1024 px, 4, 5, 6) differ from the generic grid's, and the page size is four or three
 * rows of them.
 */
export function FilmographyGrid({ items, columns, label }: FilmographyGridProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 1.5, md: 2 },
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
      }}
    >
      {items.map((item, index) => (
        <li key={cardKey(item)}>
          <MediaCard item={item} eager={index < columns} />
        </li>
      ))}
    </Box>
  );
}
