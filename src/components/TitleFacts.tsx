import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import type { MediaType } from '@common/mediaType';
import type { Genre } from '@common/tmdb';
import { genreListPath } from '@/lib/detailFacts';
import { visuallyHidden } from '@/lib/visuallyHidden';

/** One fact of a title's facts list, named for screen readers ('Year: 1999'). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box component="span" sx={visuallyHidden}>
        {`${label}: `}
      </Box>
      {children}
    </Box>
  );
}

/** A title's facts (year, runtime, rating...), one row that wraps, each fact named for screen readers. */
export function FactList({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Box
      component="ul"
      aria-label={t`Facts`}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        color: 'text.secondary',
      }}
    >
      {children}
    </Box>
  );
}

const chipSx = {
  display: 'inline-block',
  px: 1.5,
  py: 0.5,
  borderRadius: 999,
  border: 1,
  borderColor: 'overlay.outline',
  bgcolor: 'overlay.dimLight',
  color: 'text.primary',
  fontSize: '0.875rem',
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { borderColor: 'primary.main', color: 'primary.main', textDecoration: 'none' },
} as const;

/**
 * A title's genres as links to its type's list filtered by each (spec: genre links). A name is shown
 * through the page's I18n: the demo's (and TMDB's English) names are the ids of common/genres'
 * messages, so they read in the page's language; a name TMDB already answered in it passes as it is.
 */
export function GenreLinks({
  type,
  genres,
}: {
  type: MediaType;
  genres: readonly Genre[] | undefined;
}) {
  const { t, i18n } = useLingui();
  if (!genres?.length) return null;
  return (
    <Box
      component="ul"
      aria-label={t`Genres`}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {genres.map((genre) => (
        <li key={genre.id}>
          <Link component={RouterLink} to={genreListPath(type, genre.id)} sx={chipSx}>
            {i18n._(genre.name)}
          </Link>
        </li>
      ))}
    </Box>
  );
}
