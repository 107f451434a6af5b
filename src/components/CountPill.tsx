import Box from '@mui/material/Box';

import { Pill } from './Pill';

interface CountPillProps {
  /** The list's true count (TMDB's total_results), undefined until the list's answer is in. */
  count: number | undefined;
  one: string;
  many: string;
  /** Says 'Found 12,453 movies' rather than '12,453 movies'. */
  found?: boolean;
}

/**
 * A list's result count as a pill. Until the answer for the list on screen is in, the pill keeps its
 * room (hidden) rather than show another query's count or a made-up one, so nothing moves when the
 * number arrives.
 */
export function CountPill({ count, one, many, found = false }: CountPillProps) {
  const known = count !== undefined;
  // Unknown: a placeholder of about the same width, never a number.
  const text = `${known ? count.toLocaleString('en-US') : '…'} ${count === 1 ? one : many}`;
  return (
    <Box component="span" aria-hidden={!known} sx={{ visibility: known ? 'visible' : 'hidden' }}>
      <Pill>{found ? `Found ${text}` : text}</Pill>
    </Box>
  );
}
