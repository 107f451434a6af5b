import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import type { MovieDetails, TvDetails } from '@common/tmdb';

import { formatList } from '@/lib/listFormat';

/**
 * What the demo lacks for a title it knows by its facts alone, and what a TMDB key brings: said under
 * the facts-only line, so that the sections left out read as the demo's limit, not the title's.
 */
function factsOnlyMissing(
  i18n: I18n,
  details: MovieDetails | TvDetails,
  tvDetails: TvDetails | undefined,
): string {
  const missing = [
    ...(details.credits?.cast?.length ? [] : [msg`cast`]),
    ...(tvDetails && !tvDetails.seasons?.length ? [msg`episodes`] : []),
    msg`trailer`,
    msg`streaming offers`,
  ];
  const list = formatList(
    missing.map((item) => i18n._(item)),
    i18n.locale,
  );
  return i18n._(
    msg`Not in the demo for this title: ${list}. With a TMDB key, this site shows them wherever TMDB has them.`,
  );
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
  const { i18n } = useLingui();
  return (
    <Box sx={{ color: 'text.secondary', borderLeft: 3, borderColor: 'primary.main', pl: 1.5 }}>
      <Typography>
        <Trans>This title has facts only in the demo catalogue.</Trans>
      </Typography>
      <Typography>{factsOnlyMissing(i18n, details, tvDetails)}</Typography>
    </Box>
  );
}
