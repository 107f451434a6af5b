import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import type { MovieDetails, TvDetails } from '@common/tmdb';

/** A list in words: 'a', 'a and b', 'a, b and c'. */
function wordList(items: readonly string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * What the demo lacks for a title it knows by its facts alone, and what a TMDB key brings: said under
 * the facts-only line, so that the sections left out read as the demo's limit, not the title's.
 */
function factsOnlyMissing(
  details: MovieDetails | TvDetails,
  tvDetails: TvDetails | undefined,
): string {
  const missing = [
    ...(details.credits?.cast?.length ? [] : ['cast']),
    ...(tvDetails && !tvDetails.seasons?.length ? ['episodes'] : []),
    'trailer',
    'streaming offers',
  ];
  return `Not in the demo for this title: ${wordList(missing)}. With a TMDB key, this site shows them wherever TMDB has them.`;
}

/**
 * The facts-only line of a title the demo knows by its facts alone, and what it lacks: a chunk of its
 * own, since full titles (and every title with a TMDB key) never show it.
 */
export default function FactsOnlyNote({
  details,
  tvDetails,
}: {
  details: MovieDetails | TvDetails;
  tvDetails: TvDetails | undefined;
}) {
  return (
    <Box sx={{ color: 'text.secondary', borderLeft: 3, borderColor: 'primary.main', pl: 1.5 }}>
      <Typography>This title has facts only in the demo catalogue.</Typography>
      <Typography>{factsOnlyMissing(details, tvDetails)}</Typography>
    </Box>
  );
}
