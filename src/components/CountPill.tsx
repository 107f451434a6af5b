import Box from '@mui/material/Box';

import { Pill } from './Pill';

/**
 * A list's result count as a pill ('Found 12,453 movies'), or null until the answer for the list on
 * screen is in: the pill then keeps its room, hidden (from screen readers too), rather than show another
 * query's count or a made-up one, so nothing moves when the number arrives.
 */
export function CountPill({ text }: { text: string | null }) {
  return (
    <Box component="span" sx={{ visibility: text ? 'visible' : 'hidden' }}>
      <Pill>{text ?? '…'}</Pill>
    </Box>
  );
}
