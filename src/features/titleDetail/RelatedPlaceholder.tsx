import Box from '@mui/material/Box';

import { CARD_GRID_SX } from '@/lib/cardGrid';

/** The two rows' space, held until the cards arrive so the page does not jump. */
export function RelatedPlaceholder({ count }: { count: number }) {
  return (
    <Box component="ul" aria-hidden sx={CARD_GRID_SX}>
      {Array.from({ length: count }, (_, index) => (
        <Box
          component="li"
          key={index}
          sx={{ aspectRatio: '2 / 3.6', borderRadius: 1, bgcolor: 'background.paper' }}
        />
      ))}
    </Box>
  );
}
