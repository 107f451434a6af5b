import { useLingui } from '@lingui/react/macro';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import type { MediaType } from '@common/mediaType';
import type { Genre } from '@common/tmdb';
import { Fact, FactList, GenreLinks } from '@/components/TitleFacts';
import { yearListPath } from '@/lib/detailFacts';
import { formatRating } from '@/lib/format';
import { formatRuntime } from '@/lib/runtime';

interface PlayerInfoProps {
  type: MediaType;
  /** The movie's title or the show's name: the page's h1. */
  title: string;
  /** The title's detail page. */
  detailTo: string;
  /** TV: 'Season 1 · Episode 2' and the episode's name. */
  episodeLine?: string;
  year: string;
  /** Minutes; shown as 'Xh Ym' when known. */
  runtime?: number | null;
  voteAverage?: number | null;
  genres?: readonly Genre[];
  /** The overview; '' while it loads, undefined when there is none ('No description available.'). */
  overview?: string;
  children?: ReactNode;
}

/**
 * What the player page says about the title (spec): title, year link, runtime, rating to one decimal
 * '/ 10' when above 0, genre links and the overview (the episode's for TV).
 */
export const PlayerInfo = memo(function PlayerInfo({
  type,
  title,
  detailTo,
  episodeLine,
  year,
  runtime,
  voteAverage,
  genres,
  overview,
  children,
}: PlayerInfoProps) {
  const { t, i18n } = useLingui();
  const rating = formatRating(voteAverage);
  return (
    <Box component="section" aria-labelledby="player-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography id="player-title" variant="h1" sx={{ fontSize: 'clamp(1.6rem, 4vw, 2.4rem)' }}>
          <Link component={RouterLink} to={detailTo} color="inherit" underline="hover">
            {title}
          </Link>
        </Typography>
        {episodeLine && (
          <Typography component="p" variant="h6" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {episodeLine}
          </Typography>
        )}
      </Box>
      <FactList>
        {year && (
          <Fact label={t`Year`}>
            <Link component={RouterLink} to={yearListPath(type, year)} color="inherit">
              {year}
            </Link>
          </Fact>
        )}
        {runtime ? (
          <Fact label={t`Runtime`}>
            <AccessTimeIcon aria-hidden sx={{ fontSize: '1.1rem' }} />
            {formatRuntime(i18n, runtime)}
          </Fact>
        ) : null}
        {rating && (
          <Fact label={t`Rating`}>
            <StarIcon aria-hidden sx={{ fontSize: '1.1rem', color: 'warning.main' }} />
            {`${rating} / 10`}
          </Fact>
        )}
      </FactList>
      <GenreLinks type={type} genres={genres} />
      <Typography dir="auto" sx={{ maxWidth: '75ch', lineHeight: 1.7 }}>
        {overview ?? t`No description available.`}
      </Typography>
      {children}
    </Box>
  );
});
